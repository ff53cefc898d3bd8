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
            else if (t.as_heads) heads(name, layer, a.*t.matrix, t.rows == Rows::queries ? a.T : a.S, a.H);
            else rows(name, layer, a.*t.matrix, a.T);
        }
    }
    void stack(const std::string& prefix, const StackTrace<S>& s) {
        const int T = s.T;
        rows(prefix + "embed.token", -1, s.embed_token, T);
        rows(prefix + "embed.position", -1, s.embed_position, T);
        rows(prefix + "embed.sum", -1, s.embed_sum, T);
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
        rows(prefix + "final.norm", -1, s.final_norm, T);
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
    c.rows("logits", -1, logits, main.T);
    c.rows("probs", -1, probs, main.T);
    return out;
}

template <class S>
const std::vector<LayerTensor<S>>& layer_tensors() {
    using L = LayerTrace<S>;
    using enum Sublayer;
    static const std::vector<LayerTensor<S>> list = {
        {"norm1", attention, &L::norm1},
        {"attn", attention, nullptr, &L::attn},
        {"resid1", attention, &L::resid1},
        {"cross.norm", cross_attention, &L::cross_norm},
        {"cross", cross_attention, nullptr, &L::cross},
        {"cross.resid", cross_attention, &L::cross_resid},
        {"norm2", feed_forward, &L::norm2},
        {"mlp.pre", feed_forward, &L::mlp_pre, nullptr, true},
        {"mlp.act", feed_forward, &L::mlp_act, nullptr, true},
        {"mlp.out", feed_forward, &L::mlp_out},
        {"resid2", feed_forward, &L::resid2},
        {"out", std::nullopt, &L::out},
    };
    return list;
}

template <class S>
const std::vector<AttentionTensor<S>>& attention_tensors() {
    using A = AttentionTrace<S>;
    using R = typename AttentionTensor<S>::Rows;
    static const std::vector<AttentionTensor<S>> list = {
        {"q", R::queries, &A::q, nullptr, true},
        {"k", R::keys, &A::k, nullptr, true},
        {"v", R::keys, &A::v, nullptr, true},
        {"scores", R::per_head, nullptr, &A::scores, false, false, false},
        {"scaled", R::per_head, nullptr, &A::scaled, false, false, false},
        {"masked", R::per_head, nullptr, &A::masked, false, false, false},
        {"weights", R::per_head, nullptr, &A::weights},
        {"heads", R::queries, &A::concat, nullptr, true, true},
        {"concat", R::queries, &A::concat},
        {"out", R::queries, &A::out},
    };
    return list;
}

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
