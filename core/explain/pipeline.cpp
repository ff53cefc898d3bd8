#include "core/explain/pipeline.h"

#include <set>

#include <numeric>

#include <algorithm>

#include "core/base/error.h"

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

namespace {

// A sublayer's steps, in the order it computes them; cross-attention's carry the "cross-" section.
std::vector<std::string> sublayer_steps(const SublayerSpec& sublayer) {
    switch (sublayer.kind) {
        case Sublayer::attention:
            return {"qkv", "scores", "scale", "mask", "softmax", "weighted", "concat", "projection", "addnorm1"};
        case Sublayer::cross_attention:
            return {"cross-qkv",      "cross-scores", "cross-scale",      "cross-mask",   "cross-softmax",
                    "cross-weighted", "cross-concat", "cross-projection", "cross-addnorm"};
        case Sublayer::feed_forward: return {"ffn", "addnorm2"};
    }
    return {};
}

// One stack's steps: its input (tokens, embedding, the positions added to it), the steps of its first
// layer's sublayers (every layer of a stack has the same), then what follows its last layer.
void add_stack_steps(std::vector<std::string>& steps, const StackPlan& stack, const std::string& section,
                     const std::vector<std::string>& after_layers) {
    const auto add = [&](const std::string& step) { steps.push_back(section.empty() ? step : section + "-" + step); };
    add("tokens");
    add("embedding");
    if (stack.positions.kind != PositionSpec::Kind::rotary) add("positional");  // none shows the zero rows it adds
    if (!stack.layers.empty())
        for (const auto& sublayer : stack.layers.front().sublayers)
            for (const auto& step : sublayer_steps(sublayer)) add(step);
    for (const auto& step : after_layers) add(step);
}

}  // namespace

std::vector<std::string> pipeline_steps(const Plan& plan) {
    std::vector<std::string> steps;
    if (plan.encoder) add_stack_steps(steps, *plan.encoder, "encoder", {"output"});
    add_stack_steps(steps, plan.main, "", {"logits", "probs"});
    return steps;
}

std::string step_section(const std::string& step) {
    if (step.rfind("encoder-", 0) == 0) return "encoder";
    if (step.rfind("cross-", 0) == 0) return "cross";
    return "";
}

std::string step_base(const std::string& step) {
    const std::string section = step_section(step);
    return section.empty() ? step : step.substr(section.size() + 1);
}

bool is_layer_step(const std::string& step) {
    static const std::vector<std::string> layered = {"qkv",    "scores", "scale",      "mask",     "softmax", "weighted",
                                                     "concat", "projection", "addnorm1", "ffn", "addnorm2", "addnorm"};
    return std::find(layered.begin(), layered.end(), step_base(step)) != layered.end();
}

namespace {

// The encoder's steps, or the decoder's (its cross-attention included): one stack of layers.
bool same_stack(const std::string& a, const std::string& b) { return (step_section(a) == "encoder") == (step_section(b) == "encoder"); }

int layers_of(const Plan& plan, const std::string& step) {
    const bool encoder = step_section(step) == "encoder" && plan.encoder;
    return static_cast<int>((encoder ? *plan.encoder : plan.main).layers.size());
}

// From the layer step at index i, the first (direction −1) or last (+1) layer step of its stack's run.
size_t run_end(const std::vector<std::string>& steps, size_t i, int direction) {
    while (true) {
        const size_t j = i + direction;
        if (j >= steps.size() || !is_layer_step(steps[j]) || !same_stack(steps[i], steps[j])) return i;
        i = j;
    }
}

StepPlace walk(const Plan& plan, const StepPlace& at, int direction) {
    const auto steps = pipeline_steps(plan);
    const auto it = std::find(steps.begin(), steps.end(), at.step);
    if (it == steps.end()) throw Error(Message(AL_TEXT("unknown step \"%1\" for this model"), at.step));
    const size_t i = static_cast<size_t>(it - steps.begin()), j = i + direction;
    if (j >= steps.size()) return at;
    const bool leaves_run = is_layer_step(at.step) && (!is_layer_step(steps[j]) || !same_stack(at.step, steps[j]));
    const int next_layer = at.layer + direction;
    if (leaves_run && next_layer >= 0 && next_layer < layers_of(plan, at.step)) return {steps[run_end(steps, i, -direction)], next_layer};
    if (!is_layer_step(steps[j])) return {steps[j], at.layer};  // the layer stays chosen for the other views
    if (is_layer_step(at.step) && same_stack(at.step, steps[j])) return {steps[j], at.layer};
    return {steps[j], direction > 0 ? 0 : layers_of(plan, steps[j]) - 1};  // entering a stack's layers
}

}  // namespace

StepPlace step_after(const Plan& plan, const StepPlace& at) { return walk(plan, at, +1); }
StepPlace step_before(const Plan& plan, const StepPlace& at) { return walk(plan, at, -1); }

bool is_head_step(const std::string& step) {
    const std::string s = step_base(step);
    return s == "qkv" || s == "scores" || s == "scale" || s == "mask" || s == "softmax" || s == "weighted";
}

std::vector<StepMatrix> step_matrices(const ForwardTrace<float>& trace, const ModelConfig& c, const std::string& step,
                                      int layer, int head) {
    const auto steps = pipeline_steps(make_plan(c));
    if (std::find(steps.begin(), steps.end(), step) == steps.end())
        throw Error(Message(AL_TEXT("unknown step \"%1\" for this model"), step));
    if (layer < 0 || layer >= c.n_layer) throw Error(Message(AL_TEXT("layer %1 does not exist"), std::to_string(layer)));
    // a trace is read with the config of the model that made it (its ids index the vocabulary, its
    // columns are the heads): anything else would read outside its matrices
    const auto made_by_this_model = [&](const StackTrace<float>& s) {
        return static_cast<int>(s.layers.size()) == c.n_layer && s.embed_token.cols() == c.n_embd &&
               std::all_of(s.ids.begin(), s.ids.end(), [&](int id) { return id >= 0 && id < c.vocab_size; });
    };
    if (!made_by_this_model(trace.main) || (trace.has_encoder && !made_by_this_model(trace.encoder)))
        throw Error(Message(AL_TEXT("this trace was made by another model")));
    if (head < 0 || head >= c.n_head) throw Error(Message(AL_TEXT("head %1 does not exist"), std::to_string(head)));
    const bool encoder = step_section(step) == "encoder", cross = step_section(step) == "cross";
    const std::string s = step_base(step);
    const auto& st = encoder ? trace.encoder : trace.main;
    const auto& L = st.layers[layer];
    const auto& a = cross ? L.cross : L.attn;
    const int D = c.head_size(), h = head;
    const bool pre = st.pre_norm;
    const auto attention = st.sublayer(layer, cross ? Sublayer::cross_attention : Sublayer::attention);
    using A = Axis;
    const A rows = encoder ? A::source_tokens : A::tokens;  // the stack's own tokens
    const A keys = cross ? A::source_tokens : rows;
    // a title's values: %1 the head, %2 the feed-forward activation
    const auto title = [&](const char* text) { return Message(text, std::to_string(h), to_string(c.activation)); };
    const auto matrix = [&](bool output, const char* text, Matrix<float> m, A r, A col, bool sgn) {
        return StepMatrix{title(text), output, std::move(m), r, col, sgn, {}};
    };
    const auto in = [&](const char* t, Matrix<float> m, A r, A col, bool sgn = true) { return matrix(false, t, std::move(m), r, col, sgn); };
    const auto out = [&](const char* t, Matrix<float> m, A r, A col, bool sgn = true) { return matrix(true, t, std::move(m), r, col, sgn); };

    if (s == "tokens") return {out(AL_TEXT("one-hot tokens"), one_hot(st.ids, c.vocab_size), rows, A::vocabulary, false)};
    if (s == "embedding") return {in(AL_TEXT("one-hot tokens"), one_hot(st.ids, c.vocab_size), rows, A::vocabulary, false),
                                  out(AL_TEXT("token embeddings"), st.embed_token, rows, A::features)};
    if (s == "positional") return {in(AL_TEXT("token embeddings"), st.embed_token, rows, A::features),
                                   in(AL_TEXT("positional encoding"), st.embed_position, rows, A::features),
                                   out(AL_TEXT("sum"), st.embed_sum, rows, A::features)};
    if (s == "qkv") {
        std::vector<StepMatrix> v = {in(pre ? AL_TEXT("normalised input") : cross ? AL_TEXT("decoder stream") : AL_TEXT("layer input"), attention.reads, rows, A::features)};
        if (cross) v.push_back(in(AL_TEXT("encoder output"), trace.encoder.final_norm, A::source_tokens, A::features));
        v.push_back(out(AL_TEXT("Q (head %1)"), columns(a.q, h * D, D), rows, A::head_features));
        v.push_back(out(AL_TEXT("K (head %1)"), columns(a.k, h * D, D), keys, A::head_features));
        v.push_back(out(AL_TEXT("V (head %1)"), columns(a.v, h * D, D), keys, A::head_features));
        return v;
    }
    const auto need_scores = [&] {
        if (a.scores.empty() || a.scores[h].size() == 0) throw Error(Message(AL_TEXT("this trace kept no scores (computed for training)")));
    };
    if (s == "scores") {
        need_scores();
        return {in(AL_TEXT("Q (head %1)"), columns(a.q, h * D, D), rows, A::head_features),
                in(AL_TEXT("K (head %1)"), columns(a.k, h * D, D), keys, A::head_features), out(AL_TEXT("scores Q·Kᵀ (head %1)"), a.scores[h], rows, keys)};
    }
    if (s == "scale") {
        need_scores();
        std::vector<StepMatrix> v = {in(AL_TEXT("scores (head %1)"), a.scores[h], rows, keys), out(AL_TEXT("scaled (head %1)"), a.scaled[h], rows, keys)};
        for (auto& m : v) m.shared_scale = true;  // on one scale, the division shows as paler colours
        return v;
    }
    if (s == "mask") {
        need_scores();
        return {in(AL_TEXT("scaled (head %1)"), a.scaled[h], rows, keys), out(AL_TEXT("masked (head %1)"), a.masked[h], rows, keys)};
    }
    const auto weights = [&](bool output) {
        StepMatrix m{title(AL_TEXT("weights (head %1)")), output, a.weights[h], rows, keys, false, {}};
        if (!a.masked.empty() && a.masked[h].size() > 0) m.masked = a.masked[h].array().isInf();
        return m;
    };
    if (s == "softmax") {
        need_scores();
        return {in(AL_TEXT("masked (head %1)"), a.masked[h], rows, keys), weights(true)};
    }
    if (s == "weighted") return {weights(false),
                                 in(AL_TEXT("V (head %1)"), columns(a.v, h * D, D), keys, A::head_features),
                                 out(AL_TEXT("output (head %1)"), columns(a.concat, h * D, D), rows, A::head_features)};
    if (s == "concat") return {out(AL_TEXT("heads side by side"), a.concat, rows, A::features)};
    if (s == "projection") return {in(AL_TEXT("concatenated heads"), a.concat, rows, A::features),
                                   out(cross ? AL_TEXT("cross-attention output") : AL_TEXT("attention output"), a.out, rows, A::features)};
    if (s == "addnorm1" || s == "addnorm") {
        std::vector<StepMatrix> v = {in(AL_TEXT("residual stream"), attention.stream, rows, A::features),
                                     in(AL_TEXT("sublayer output"), a.out, rows, A::features), out(AL_TEXT("sum"), attention.resid, rows, A::features)};
        if (!pre) v.push_back(out(AL_TEXT("normalised"), attention.normed, rows, A::features));
        return v;
    }
    const auto feed_forward = st.sublayer(layer, Sublayer::feed_forward);
    if (s == "ffn") {
        return {in(pre ? AL_TEXT("normalised input") : AL_TEXT("stream"), feed_forward.reads, rows, A::features),
                out(AL_TEXT("hidden (%2)"), L.mlp_act, rows, A::hidden),
                out(AL_TEXT("feed-forward output"), L.mlp_out, rows, A::features)};
    }
    if (s == "addnorm2") {
        std::vector<StepMatrix> v = {in(AL_TEXT("residual stream"), feed_forward.stream, rows, A::features),
                                     in(AL_TEXT("feed-forward output"), L.mlp_out, rows, A::features),
                                     out(AL_TEXT("sum"), feed_forward.resid, rows, A::features)};
        if (!pre) v.push_back(out(AL_TEXT("normalised = layer output"), feed_forward.normed, rows, A::features));
        return v;
    }
    if (s == "output") return {in(AL_TEXT("last layer's output"), st.layer_input(c.n_layer), rows, A::features),
                               out(AL_TEXT("encoder output E (final norm)"), st.final_norm, rows, A::features)};
    if (s == "logits") return {in(AL_TEXT("final norm"), st.final_norm, rows, A::features), out(AL_TEXT("logits"), trace.logits, rows, A::vocabulary)};
    return {in(AL_TEXT("logits"), trace.logits, rows, A::vocabulary), out(AL_TEXT("probabilities"), trace.probs, rows, A::vocabulary, false)};
}

std::vector<int> columns_worth_showing(const Matrix<float>& values, int limit) {
    const int rows = static_cast<int>(values.rows()), cols = static_cast<int>(values.cols());
    std::vector<int> all(static_cast<size_t>(cols));
    std::iota(all.begin(), all.end(), 0);
    if (cols <= limit || rows == 0) return all;
    const int per_row = std::max(1, limit / rows);
    std::set<int> chosen;
    for (int r = 0; r < rows; ++r) {
        const auto row = values.row(r);
        std::vector<int> order = all;
        std::partial_sort(order.begin(), order.begin() + per_row, order.end(), [&](int a, int b) { return row(a) > row(b); });
        const float least = row.minCoeff();  // a one-hot row's zeros are not worth a column
        for (int k = 0; k < per_row; ++k)
            if (row(order[k]) > least || k == 0) chosen.insert(order[k]);
    }
    return {chosen.begin(), chosen.end()};
}

}  // namespace al
