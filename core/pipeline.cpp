#include "pipeline.h"

#include "error.h"

namespace al {
namespace {

// Rows [b·T, (b+1)·T) of sequence 0 are the whole matrix for a single-sequence trace.
Matrix<float> columns(const Matrix<float>& m, int from, int n) { return m.middleCols(from, n); }

Matrix<float> one_hot(const std::vector<int>& ids, int V) {
    Matrix<float> m = Matrix<float>::Zero(static_cast<Eigen::Index>(ids.size()), V);
    for (size_t i = 0; i < ids.size(); ++i) m(static_cast<Eigen::Index>(i), ids[i]) = 1;
    return m;
}

}  // namespace

const std::vector<std::string>& pipeline_steps(bool encoder_decoder) {
    static const std::vector<std::string> decoder = {"tokens",   "embedding", "positional", "qkv",      "scores",
                                                     "scale",    "mask",      "softmax",    "weighted", "concat",
                                                     "projection", "addnorm1", "ffn",        "addnorm2", "logits",
                                                     "probs"};
    static const std::vector<std::string> seq2seq = [] {
        std::vector<std::string> s(decoder.begin(), decoder.begin() + 12);  // … addnorm1
        for (const char* c : {"cross-qkv", "cross-scores", "cross-scale", "cross-mask", "cross-softmax", "cross-weighted",
                              "cross-concat", "cross-projection", "cross-addnorm"})
            s.emplace_back(c);
        s.insert(s.end(), decoder.begin() + 12, decoder.end());
        return s;
    }();
    return encoder_decoder ? seq2seq : decoder;
}

bool is_head_step(const std::string& step) {
    const std::string s = step.rfind("cross-", 0) == 0 ? step.substr(6) : step;
    return s == "qkv" || s == "scores" || s == "scale" || s == "mask" || s == "softmax" || s == "weighted";
}

std::vector<StepMatrix> step_matrices(const ForwardTrace<float>& trace, const ModelConfig& c, const std::string& step,
                                      int layer, int head) {
    const auto& steps = pipeline_steps(trace.has_encoder);
    if (std::find(steps.begin(), steps.end(), step) == steps.end())
        throw Error("unknown step \"" + step + "\" for this model");
    if (layer < 0 || layer >= c.n_layer) throw Error("layer " + std::to_string(layer) + " does not exist");
    if (head < 0 || head >= c.n_head) throw Error("head " + std::to_string(head) + " does not exist");
    const auto& st = trace.main;
    const auto& L = st.layers[layer];
    const bool cross = step.rfind("cross-", 0) == 0;
    const std::string s = cross ? step.substr(6) : step;
    const auto& a = cross ? L.cross : L.attn;
    const int D = c.head_size(), h = head;
    const bool pre = c.norm_position == NormPosition::pre;
    const Matrix<float>& input = layer > 0 ? st.layers[layer - 1].out : st.embed_sum;
    const Axis keys = cross ? Axis::source_tokens : Axis::tokens;
    using A = Axis;
    const std::string hd = " (head " + std::to_string(h) + ")";
    const auto matrix = [](bool output, std::string n, Matrix<float> m, A r, A col, bool sgn) {
        return StepMatrix{std::move(n), output, std::move(m), r, col, sgn, {}};
    };
    const auto in = [&](std::string n, Matrix<float> m, A r, A col, bool sgn = true) { return matrix(false, std::move(n), std::move(m), r, col, sgn); };
    const auto out = [&](std::string n, Matrix<float> m, A r, A col, bool sgn = true) { return matrix(true, std::move(n), std::move(m), r, col, sgn); };

    if (s == "tokens") return {out("one-hot tokens", one_hot(st.ids, c.vocab_size), A::tokens, A::vocabulary, false)};
    if (s == "embedding") return {in("one-hot tokens", one_hot(st.ids, c.vocab_size), A::tokens, A::vocabulary, false),
                                  out("token embeddings", st.embed_token, A::tokens, A::features)};
    if (s == "positional") return {in("token embeddings", st.embed_token, A::tokens, A::features),
                                   in("positional encoding", st.embed_position, A::tokens, A::features),
                                   out("sum", st.embed_sum, A::tokens, A::features)};
    if (s == "qkv") {
        const Matrix<float>& x = cross ? (pre ? L.cross_norm : (pre ? L.resid1 : L.norm1)) : (pre ? L.norm1 : input);
        std::vector<StepMatrix> v = {in(cross ? "decoder stream" : (pre ? "normalised input" : "layer input"), x, A::tokens, A::features)};
        if (cross) v.push_back(in("encoder output", trace.encoder.final_norm, A::source_tokens, A::features));
        v.push_back(out("Q" + hd, columns(a.q, h * D, D), A::tokens, A::head_features));
        v.push_back(out("K" + hd, columns(a.k, h * D, D), keys, A::head_features));
        v.push_back(out("V" + hd, columns(a.v, h * D, D), keys, A::head_features));
        return v;
    }
    const auto need_scores = [&] {
        if (a.scores.empty() || a.scores[h].size() == 0) throw Error("this trace kept no scores (computed for training)");
    };
    if (s == "scores") {
        need_scores();
        return {in("Q" + hd, columns(a.q, h * D, D), A::tokens, A::head_features),
                in("K" + hd, columns(a.k, h * D, D), keys, A::head_features), out("scores Q·Kᵀ" + hd, a.scores[h], A::tokens, keys)};
    }
    if (s == "scale") {
        need_scores();
        return {in("scores" + hd, a.scores[h], A::tokens, keys), out("scaled" + hd, a.scaled[h], A::tokens, keys)};
    }
    if (s == "mask") {
        need_scores();
        return {in("scaled" + hd, a.scaled[h], A::tokens, keys), out("masked" + hd, a.masked[h], A::tokens, keys)};
    }
    const auto weights = [&](bool output) {
        StepMatrix m{"weights" + hd, output, a.weights[h], A::tokens, keys, false, {}};
        if (!a.masked.empty() && a.masked[h].size() > 0) m.masked = a.masked[h].array().isInf();
        return m;
    };
    if (s == "softmax") {
        need_scores();
        return {in("masked" + hd, a.masked[h], A::tokens, keys), weights(true)};
    }
    if (s == "weighted") return {weights(false),
                                 in("V" + hd, columns(a.v, h * D, D), keys, A::head_features),
                                 out("head output" + hd, columns(a.concat, h * D, D), A::tokens, A::head_features)};
    if (s == "concat") return {out("heads side by side", a.concat, A::tokens, A::features)};
    if (s == "projection") return {in("concatenated heads", a.concat, A::tokens, A::features),
                                   out(cross ? "cross-attention output" : "attention output", a.out, A::tokens, A::features)};
    if (s == "addnorm1" || s == "addnorm") {
        const Matrix<float>& before = cross ? (pre ? L.resid1 : L.norm1) : input;
        const Matrix<float>& resid = cross ? L.cross_resid : L.resid1;
        const Matrix<float>& normed = cross ? L.cross_norm : L.norm1;
        std::vector<StepMatrix> v = {in("residual stream", before, A::tokens, A::features),
                                     in("sublayer output", a.out, A::tokens, A::features), out("sum", resid, A::tokens, A::features)};
        if (!pre) v.push_back(out("normalised", normed, A::tokens, A::features));
        return v;
    }
    if (s == "ffn") {
        const Matrix<float>& x = pre ? L.norm2 : (L.cross.H > 0 ? L.cross_norm : L.norm1);
        return {in(pre ? "normalised input" : "stream", x, A::tokens, A::features),
                out("hidden (" + to_string(c.activation) + ")", L.mlp_act, A::tokens, A::hidden),
                out("feed-forward output", L.mlp_out, A::tokens, A::features)};
    }
    if (s == "addnorm2") {
        const Matrix<float>& before = L.cross.H > 0 ? (pre ? L.cross_resid : L.cross_norm) : (pre ? L.resid1 : L.norm1);
        std::vector<StepMatrix> v = {in("residual stream", before, A::tokens, A::features),
                                     in("feed-forward output", L.mlp_out, A::tokens, A::features),
                                     out("sum", L.resid2, A::tokens, A::features)};
        if (!pre) v.push_back(out("normalised = layer output", L.norm2, A::tokens, A::features));
        return v;
    }
    if (s == "logits") return {in("final norm", st.final_norm, A::tokens, A::features), out("logits", trace.logits, A::tokens, A::vocabulary)};
    return {in("logits", trace.logits, A::tokens, A::vocabulary), out("probabilities", trace.probs, A::tokens, A::vocabulary, false)};
}

}  // namespace al
