#include "core/model/trace.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "core/base/error.h"

namespace al {
namespace {

template <class S>
struct Collector {
    std::vector<TraceTensor>& out;
    int b;

    // Rows [b·T, (b+1)·T) of a (B·T, X) matrix.
    void rows(const std::string& name, int layer, const Matrix<S>& m, int T) {
        if (m.size() == 0) return;
        TraceTensor t{name, layer, {T, m.cols()}, {}};
        t.data.reserve(static_cast<size_t>(T) * m.cols());
        for (int r = b * T; r < (b + 1) * T; ++r)
            for (Eigen::Index c = 0; c < m.cols(); ++c) t.data.push_back(static_cast<float>(m(r, c)));
        out.push_back(std::move(t));
    }
    // (H, T, D): the column blocks of a (B·T, C) matrix.
    void heads(const std::string& name, int layer, const Matrix<S>& m, int T, int H) {
        const auto D = m.cols() / H;
        TraceTensor t{name, layer, {H, T, D}, {}};
        t.data.reserve(static_cast<size_t>(m.cols()) * T);
        for (int h = 0; h < H; ++h)
            for (int r = b * T; r < (b + 1) * T; ++r)
                for (Eigen::Index c = h * D; c < (h + 1) * D; ++c) t.data.push_back(static_cast<float>(m(r, c)));
        out.push_back(std::move(t));
    }
    // (H, T, S): per-head score matrices of sequence b.
    void per_head(const std::string& name, int layer, const std::vector<Matrix<S>>& ms, int H) {
        if (ms.empty() || ms[0].size() == 0) return;  // not kept (training with keep_scores = false)
        const auto& first = ms[static_cast<size_t>(b) * H];
        TraceTensor t{name, layer, {H, first.rows(), first.cols()}, {}};
        for (int h = 0; h < H; ++h) {
            const auto& m = ms[static_cast<size_t>(b) * H + h];
            for (Eigen::Index r = 0; r < m.rows(); ++r)
                for (Eigen::Index c = 0; c < m.cols(); ++c) t.data.push_back(static_cast<float>(m(r, c)));
        }
        out.push_back(std::move(t));
    }
    void attention(const std::string& p, int layer, const AttentionTrace<S>& a) {
        using Rows = typename AttentionTensor<S>::Rows;
        for (const auto& t : attention_tensors<S>()) {
            const std::string name = p + "." + t.name;
            if (t.rows == Rows::per_head) per_head(name, layer, a.*t.per_head, a.H);
            else if (t.as_heads) heads(name, layer, a.*t.matrix, t.rows == Rows::queries ? a.T : a.S, t.rows == Rows::queries ? a.H : a.H_kv);
            else rows(name, layer, a.*t.matrix, a.T);
        }
    }
    void stack(const std::string& prefix, const StackTrace<S>& s) {
        const int T = s.T;
        for (const auto& t : stack_tensors<S>())
            if (!t.after_layers) rows(prefix + t.name, -1, s.*t.matrix, T);
        for (size_t i = 0; i < s.layers.size(); ++i) {
            const int l = static_cast<int>(i);
            const auto& L = s.layers[i];
            const std::string p = prefix + "layers." + std::to_string(l) + ".";
            for (const auto& t : layer_tensors<S>()) {
                if (t.sublayer && !s.has(l, *t.sublayer)) continue;
                if (t.attention) attention(p + t.name, l, L.*t.attention);
                else rows(p + t.name, l, L.*t.matrix, T);
            }
        }
        for (const auto& t : stack_tensors<S>())
            if (t.after_layers) rows(prefix + t.name, -1, s.*t.matrix, T);
    }
};

}  // namespace

template <class S>
std::vector<TraceTensor> ForwardTrace<S>::tensors(int b) const {
    if (b < 0 || b >= main.B) throw Error(Message(AL_TEXT("trace has no sequence %1"), std::to_string(b)));
    std::vector<TraceTensor> out;
    Collector<S> c{out, b};
    if (has_encoder) {
        Collector<S>{out, b}.stack("encoder.", encoder);
        c.stack("decoder.", main);
    } else {
        c.stack("", main);
    }
    for (const auto& t : output_tensors<S>()) c.rows(t.name, -1, this->*t.matrix, main.T);
    return out;
}

// The tables name only the fields a line sets (designated initialisers; the rest take their defaults),
// which g++ 12 warns about, and a default for `shown` in the templates crashes it (nothrow_spec_p).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

template <class S>
const std::vector<StackTensor<S>>& stack_tensors() {
    using St = StackTrace<S>;
    static const std::vector<StackTensor<S>> list = {
        {.name = "embed.token", .matrix = &St::embed_token,
         .shown = {{"embedding", 1, true, AL_TEXT("token embeddings")}, {"positional", 0, false, AL_TEXT("token embeddings")}}},
        {.name = "embed.position", .matrix = &St::embed_position, .shown = {{"positional", 1, false, AL_TEXT("positional encoding")}}},
        {.name = "embed.sum", .matrix = &St::embed_sum, .shown = {{"positional", 2, true, AL_TEXT("sum")}}},
        {.name = "final.norm", .matrix = &St::final_norm, .after_layers = true,
         .shown = {{"output", 1, true, AL_TEXT("encoder output E (final norm)")}, {"logits", 0, false, AL_TEXT("final norm")}}},
    };
    return list;
}

template <class S>
const std::vector<LayerTensor<S>>& layer_tensors() {
    using L = LayerTrace<S>;
    using enum Sublayer;
    static const std::vector<LayerTensor<S>> list = {
        {.name = "norm1", .sublayer = attention, .matrix = &L::norm1},
        {.name = "attn", .sublayer = attention, .attention = &L::attn},
        {.name = "resid1", .sublayer = attention, .matrix = &L::resid1},
        {.name = "cross.norm", .sublayer = cross_attention, .matrix = &L::cross_norm},
        {.name = "cross", .sublayer = cross_attention, .attention = &L::cross},
        {.name = "cross.resid", .sublayer = cross_attention, .matrix = &L::cross_resid},
        {.name = "norm2", .sublayer = feed_forward, .matrix = &L::norm2},
        {.name = "mlp.pre", .sublayer = feed_forward, .matrix = &L::mlp_pre, .hidden_width = true},
        {.name = "mlp.up", .sublayer = feed_forward, .matrix = &L::mlp_up, .hidden_width = true, .gated_only = true},
        {.name = "mlp.act", .sublayer = feed_forward, .matrix = &L::mlp_act, .hidden_width = true,
         .shown = {{"ffn", 1, true, AL_TEXT("hidden (%2)")}}},
        {.name = "mlp.out", .sublayer = feed_forward, .matrix = &L::mlp_out,
         .shown = {{"ffn", 2, true, AL_TEXT("feed-forward output")}, {"add", 1, false, AL_TEXT("feed-forward output")}}},
        {.name = "resid2", .sublayer = feed_forward, .matrix = &L::resid2},
        {.name = "out", .sublayer = std::nullopt, .matrix = &L::out},
    };
    return list;
}

template <class S>
const std::vector<AttentionTensor<S>>& attention_tensors() {
    using A = AttentionTrace<S>;
    using R = typename AttentionTensor<S>::Rows;
    static const std::vector<AttentionTensor<S>> list = {
        {.name = "q", .rows = R::queries, .matrix = &A::q, .as_heads = true, .turned = true,
         .shown = {{"qkv", 2, true, AL_TEXT("Q (head %1)")}, {"rotate", 3, true, AL_TEXT("Q turned (head %1)")},
                   {"scores", 0, false, AL_TEXT("Q (head %1)")}}},
        {.name = "k", .rows = R::keys, .matrix = &A::k, .as_heads = true, .turned = true,
         .shown = {{"qkv", 3, true, AL_TEXT("K (head %1)")}, {"rotate", 4, true, AL_TEXT("K turned (head %1)")},
                   {"scores", 1, false, AL_TEXT("K (head %1)")}}},
        {.name = "v", .rows = R::keys, .matrix = &A::v, .as_heads = true,
         .shown = {{"qkv", 4, true, AL_TEXT("V (head %1)")}, {"weighted", 1, false, AL_TEXT("V (head %1)")}}},
        {.name = "scores", .rows = R::per_head, .per_head = &A::scores, .kept_in_training = false,
         .shown = {{"scores", 2, true, AL_TEXT("scores Q·Kᵀ (head %1)")}, {"scale", 0, false, AL_TEXT("scores (head %1)")}}},
        {.name = "scaled", .rows = R::per_head, .per_head = &A::scaled, .kept_in_training = false,
         .shown = {{"scale", 1, true, AL_TEXT("scaled (head %1)")}, {"mask", 0, false, AL_TEXT("scaled (head %1)")}}},
        {.name = "masked", .rows = R::per_head, .per_head = &A::masked, .kept_in_training = false,
         .shown = {{"mask", 1, true, AL_TEXT("masked (head %1)")}, {"softmax", 0, false, AL_TEXT("masked (head %1)")}}},
        {.name = "weights", .rows = R::per_head, .per_head = &A::weights, .probability = true,
         .shown = {{"softmax", 1, true, AL_TEXT("weights (head %1)")}, {"weighted", 0, false, AL_TEXT("weights (head %1)")}}},
        {.name = "heads", .rows = R::queries, .matrix = &A::concat, .as_heads = true, .view = true,
         .shown = {{"weighted", 2, true, AL_TEXT("output (head %1)")}}},
        {.name = "concat", .rows = R::queries, .matrix = &A::concat,
         .shown = {{"concat", 0, true, AL_TEXT("heads side by side")}, {"projection", 0, false, AL_TEXT("concatenated heads")}}},
        {.name = "out", .rows = R::queries, .matrix = &A::out, .stream_width = true,
         .shown = {{"projection", 1, true, AL_TEXT("attention output"), AL_TEXT("cross-attention output")},
                   {"add", 1, false, AL_TEXT("sublayer output")}}},
    };
    return list;
}

template <class S>
const std::vector<OutputTensor<S>>& output_tensors() {
    using F = ForwardTrace<S>;
    static const std::vector<OutputTensor<S>> list = {
        {.name = "logits", .matrix = &F::logits, .shown = {{"logits", 1, true, AL_TEXT("logits")}, {"probs", 0, false, AL_TEXT("logits")}}},
        {.name = "probs", .matrix = &F::probs, .probability = true, .shown = {{"probs", 1, true, AL_TEXT("probabilities")}}},
    };
    return list;
}

#pragma GCC diagnostic pop

template <class S>
bool StackTrace<S>::has(int l, Sublayer s) const {
    const auto& runs = layers[l].sublayers;
    return std::any_of(runs.begin(), runs.end(), [&](const auto& r) { return r.kind == s; });
}

template <class S>
typename LayerTrace<S>::Parts LayerTrace<S>::parts(Sublayer s) {
    switch (s) {
        case Sublayer::attention: return {&norm1, &norm1_cache, &resid1, &attn_dropout};
        case Sublayer::cross_attention: return {&cross_norm, &cross_norm_cache, &cross_resid, &cross_dropout};
        case Sublayer::feed_forward: break;
    }
    return {&norm2, &norm2_cache, &resid2, &mlp_dropout};
}

template <class S>
SublayerTrace<S> StackTrace<S>::sublayer(int l, Sublayer s) const {
    const LayerTrace<S>& L = layers[l];
    const auto run = std::find_if(L.sublayers.begin(), L.sublayers.end(), [&](const auto& r) { return r.kind == s; });
    if (run == L.sublayers.end())
        throw Error(Message(AL_TEXT("layer %1 has no %2 sublayer"), std::to_string(l), to_string(s)));
    const Matrix<S>& stream = run == L.sublayers.begin() ? layer_input(l) : sublayer(l, std::prev(run)->kind).after;
    const auto parts = L.parts(s);
    const Matrix<S>&resid = *parts.resid, &normed = *parts.normed;
    return run->pre_norm ? SublayerTrace<S>{stream, normed, resid, stream, normed, *parts.norm_cache, resid}
                         : SublayerTrace<S>{stream, stream, resid, resid, normed, *parts.norm_cache, normed};
}

template <class S>
std::string ForwardTrace<S>::first_non_finite() const {
    if (logits.allFinite()) return "";  // overflow anywhere reaches the logits; only then look for where
    for (int b = 0; b < main.B; ++b)
        for (const auto& t : tensors(b)) {
            const bool masked = t.name.ends_with(".masked");
            for (const float v : t.data)
                if (std::isnan(v) || (std::isinf(v) && !(masked && v < 0))) return t.name + " of sequence " + std::to_string(b);
        }
    return "logits";
}

template <class S>
void ForwardTrace<S>::require_finite(const Message& consequence) const {
    if (const auto where = first_non_finite(); !where.empty())
        throw Error(Message(AL_TEXT("the computation overflowed: %1 holds values that are not finite numbers (the model's weights are too large for this input); %2"), where, consequence));
}

template const std::vector<StackTensor<float>>& stack_tensors<float>();
template const std::vector<StackTensor<double>>& stack_tensors<double>();
template const std::vector<OutputTensor<float>>& output_tensors<float>();
template const std::vector<OutputTensor<double>>& output_tensors<double>();
template const std::vector<LayerTensor<float>>& layer_tensors<float>();
template const std::vector<LayerTensor<double>>& layer_tensors<double>();
template const std::vector<AttentionTensor<float>>& attention_tensors<float>();
template const std::vector<AttentionTensor<double>>& attention_tensors<double>();
template struct LayerTrace<float>;
template struct LayerTrace<double>;
template struct StackTrace<float>;
template struct StackTrace<double>;
template struct ForwardTrace<float>;
template struct ForwardTrace<double>;

}  // namespace al
