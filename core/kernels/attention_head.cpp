#include "core/kernels/attention_head.h"

#include <algorithm>
#include <vector>

#include "core/kernels/elementwise.h"
#include "core/kernels/exp_packet.h"
#include "core/kernels/tile_product.h"

namespace al {
namespace {

using Eigen::Index;

// w (one row of the weights, S wide) = softmax of its first m scores; 0 beyond, and 0 everywhere if m = 0.
// The exponentials run over m rounded up to whole SIMD packets (the scores exist there: the product
// computes whole packets, SeenKeys::in_packets), then the extra ones are zeroed.
template <class Row>
void softmax_prefix(Row&& w, int m) {
    using Sc = typename std::decay_t<Row>::Scalar;
    const auto S = w.size();
    if (m == 0) {
        w.setZero();
        return;
    }
    constexpr int packet = tiles::kLanes<Sc>;
    const Index n = std::min<Index>(S, (m + packet - 1) / packet * packet);
    const Sc max = w.head(m).maxCoeff();
    exp_shifted_flush(w.data(), n, max);
    w.tail(S - m).setZero();
    w.head(m) *= Sc(1) / w.head(m).sum();
}

// The most keys any of the queries [r0, r1) sees: the depth of their weights·v; in whole packets (at
// most all S keys), the scores they need
template <class S>
struct SeenKeys {
    const int* visible;
    Index keys;
    Index operator()(Index r0, Index r1) const { return *std::max_element(visible + r0, visible + r1); }
    Index in_packets(Index r0, Index r1) const {
        constexpr int lanes = tiles::kLanes<S>;
        return std::min(keys, ((*this)(r0, r1) + lanes - 1) / lanes * lanes);
    }
};

// Key rows' first query: first[j] = the first t that sees key j (T if none); for keys [j0, j1), the
// queries [first[j0], T) hold every non-zero weight (the weights are 0 where t does not see j).
std::vector<int> first_queries(const int* visible, int T, int S) {
    std::vector<int> first(static_cast<size_t>(S), T);
    int seen = 0;
    for (int t = 0; t < T; ++t)
        for (; seen < visible[t]; ++seen) first[static_cast<size_t>(seen)] = t;
    return first;
}

}  // namespace

template <class S>
void head_forward(const HeadView<S>& h, bool ablated, Matrix<S>& weights, S* head, Index head_step) {
    using namespace tiles;
    const SeenKeys<S> seen{h.visible, h.S_keys};
    Matrix<S> kt(h.D, h.S_keys);  // kᵀ, so that a row of scores is packets of keys
    transpose(h.k, h.kv_step, h.S_keys, h.D, kt.data(), h.S_keys);
    weights.resize(h.T, h.S_keys);
    product<kSums<S> / 2, 2, false>(Broadcast<S>{h.q, h.q_step}, Rows<S>{kt.data(), h.S_keys}, h.T, Out<S>{weights.data(), h.S_keys},
                                    h.scale, [&](Index r0, Index r1) { return seen.in_packets(r0, r1); },
                                    [&](Index, Index) { return std::pair<Index, Index>{0, h.D}; });
    for (int t = 0; t < h.T; ++t) softmax_prefix(weights.row(t), h.visible[t]);
    if (ablated) {
        for (int t = 0; t < h.T; ++t) std::fill_n(head + t * head_step, h.D, S(0));
        return;
    }
    by_columns<S>(h.D, [&](auto R, auto P) {
        product<R(), P(), false>(Broadcast<S>{weights.data(), h.S_keys}, Rows<S>{h.v, h.kv_step}, h.T, Out<S>{head, head_step},
                                 S(1), [&](Index, Index) { return Index{h.D}; },
                                 [&](Index r0, Index r1) { return std::pair<Index, Index>{0, seen(r0, r1)}; });
    });
}

template <class S>
void head_backward(const HeadView<S>& h, const Matrix<S>& weights, const S* head, const S* dhead, Index head_step, S* dq,
                   Index dq_step, S* dk, S* dv, Index dkv_step) {
    using namespace tiles;
    const Index T = h.T, Sk = h.S_keys, D = h.D;
    const SeenKeys<S> seen{h.visible, Sk};
    const auto all_of_d = [&](Index, Index) { return std::pair<Index, Index>{0, D}; };
    const auto width_d = [&](Index, Index) { return D; };
    // the forward's weights of this head (T·S values, long gone from L1 and L2): asked for now, while
    // vᵀ and dweights are made, and read in the pass that makes dscores
    for (Index t = 0; t < T; ++t)
        for (Index j = 0; j < h.visible[t]; j += 64 / static_cast<Index>(sizeof(S))) __builtin_prefetch(&weights(t, j));
    Matrix<S> vt(D, Sk), ds(T, Sk);
    transpose(h.v, h.kv_step, Sk, D, vt.data(), Sk);
    // dweights, then in place dscores = scale·w ⊙ (dweights − δ) where t sees j, 0 elsewhere
    product<kSums<S> / 2, 2, false>(Broadcast<S>{dhead, head_step}, Rows<S>{vt.data(), Sk}, T, Out<S>{ds.data(), Sk}, S(1),
                                    [&](Index r0, Index r1) { return seen.in_packets(r0, r1); }, all_of_d);
    for (Index t = 0; t < T; ++t) {
        const Index m = h.visible[t];
        const auto dh = Eigen::Map<const RowVector<S>>(dhead + t * head_step, D);
        const S delta = dh.dot(Eigen::Map<const RowVector<S>>(head + t * head_step, D));
        auto row = ds.row(t);
        row.head(m) = (h.scale * weights.row(t).head(m).array() * (row.head(m).array() - delta)).matrix();
        row.tail(Sk - m).setZero();
    }
    const std::vector<int> first = first_queries(h.visible, static_cast<int>(T), static_cast<int>(Sk));
    const auto seers = [&](Index j0, Index) { return std::pair<Index, Index>{first[static_cast<size_t>(j0)], T}; };
    by_columns<S>(D, [&](auto R, auto P) {
        product<R(), P(), false>(Broadcast<S>{ds.data(), Sk}, Rows<S>{h.k, h.kv_step}, T, Out<S>{dq, dq_step}, S(1), width_d,
                                 [&](Index r0, Index r1) { return std::pair<Index, Index>{0, seen(r0, r1)}; });
        product<R(), P(), false>(Transposed<S>{ds.data(), Sk}, Rows<S>{h.q, h.q_step}, Sk, Out<S>{dk, dkv_step}, S(1), width_d, seers);
        product<R(), P(), false>(Transposed<S>{weights.data(), Sk}, Rows<S>{dhead, head_step}, Sk, Out<S>{dv, dkv_step}, S(1), width_d, seers);
    });
}

#define AL_INSTANTIATE(S)                                                                                  \
    template void head_forward<S>(const HeadView<S>&, bool, Matrix<S>&, S*, Eigen::Index);                 \
    template void head_backward<S>(const HeadView<S>&, const Matrix<S>&, const S*, const S*, Eigen::Index, \
                                   S*, Eigen::Index, S*, S*, Eigen::Index);
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
