// Small products as sums of outer products, for the attention of one head and the weight gradients:
// C (+)= α·A·B, where a tile of C (R rows × P packets) stays in registers while A's columns
// (broadcast, one value a row) and B's rows (loaded, P packets) stream past. Nothing is packed: A is
// read where it lies, row-major or held transposed, and B's rows are contiguous. Each tile of rows may
// have its own width (the keys its queries see) and its own range of depth (the keys a weight row
// can be non-zero at, the queries that see a key), so masked parts are skipped, not multiplied by 0.
// Each C(r, j) is α·Σ_k A(r, k)·B(k, j), summed over k in order: the same whatever else is computed.
#pragma once

#include <algorithm>
#include <utility>

#include "core/base/tensor.h"

namespace al::tiles {

namespace ei = Eigen::internal;
using Eigen::Index;

template <class S>
using Packet = typename ei::packet_traits<S>::type;
template <class S>
inline constexpr int kLanes = ei::packet_traits<S>::size;
// The sums a tile keeps in registers: 12 of the 16 with SSE and AVX2, 24 of the 32 with AVX-512
template <class S>
inline constexpr int kSums = kLanes<S> == 16 ? 24 : 12;

// A (rows × depth), broadcast one value at a time: element (r, k) at data[r·row_step + k]
template <class S>
struct Broadcast {
    const S* data;
    Index row_step;
    const S* at(Index r, Index k) const { return data + r * row_step + k; }
    Broadcast from(Index r, Index k) const { return {at(r, k), row_step}; }
};
// A held transposed (depth × rows, row-major): element (r, k) at data[k·depth_step + r], so that a
// tile's R values of one k lie side by side
template <class S>
struct Transposed {
    const S* data;
    Index depth_step;
    const S* at(Index r, Index k) const { return data + k * depth_step + r; }
    Transposed from(Index r, Index k) const { return {at(r, k), depth_step}; }
};
// B (depth × columns): row k at data[k·row_step], contiguous
template <class S>
struct Rows {
    const S* data;
    Index row_step;
    const S* at(Index k, Index j) const { return data + k * row_step + j; }
};
// C (rows × columns), row-major
template <class S>
struct Out {
    S* data;
    Index row_step;
    S* at(Index r, Index j) const { return data + r * row_step + j; }
};

// C[0..R)[0..P·lanes) (+)= α·Σ_{k<depth} a(r, k)·b(k, ·)
template <int R, int P, bool Accumulate, class A, class S>
inline void tile(A a, Rows<S> b, Index depth, Out<S> c, S alpha) {
    using Pk = Packet<S>;
    constexpr int lanes = kLanes<S>;
    Pk sum[R][P];
    for (int r = 0; r < R; ++r)
        for (int p = 0; p < P; ++p) sum[r][p] = ei::pset1<Pk>(S(0));
    // the tile of C that the sums are added to at the end: asked for now, while they are made (a weight
    // gradient's dW is last touched a pass earlier, and comes from L3)
    if constexpr (Accumulate)
        for (int r = 0; r < R; ++r)
            for (int p = 0; p < P; ++p) __builtin_prefetch(c.at(r, p * lanes));
    for (Index k = 0; k < depth; ++k) {
        Pk x[P];
        for (int p = 0; p < P; ++p) x[p] = ei::ploadu<Pk>(b.at(k, p * lanes));
        for (int r = 0; r < R; ++r) {
            const Pk d = ei::pset1<Pk>(*a.at(r, k));
            for (int p = 0; p < P; ++p) sum[r][p] = ei::pmadd(d, x[p], sum[r][p]);
        }
    }
    const Pk scale = ei::pset1<Pk>(alpha);
    for (int r = 0; r < R; ++r)
        for (int p = 0; p < P; ++p) {
            S* out = c.at(r, p * lanes);
            const Pk v = ei::pmul(scale, sum[r][p]);
            ei::pstoreu(out, Accumulate ? ei::padd(ei::ploadu<Pk>(out), v) : v);
        }
}

// rows [0, R) of C, columns [0, width): tiles of P packets, then of one, then one value at a time
template <int R, int P, bool Accumulate, class A, class S>
inline void row_tile(A a, Rows<S> b, Index depth, Index width, Out<S> c, S alpha) {
    constexpr int lanes = kLanes<S>;
    Index j = 0;
    for (; j + P * lanes <= width; j += P * lanes) tile<R, P, Accumulate>(a, Rows<S>{b.at(0, j), b.row_step}, depth, Out<S>{c.at(0, j), c.row_step}, alpha);
    for (; j + lanes <= width; j += lanes) tile<R, 1, Accumulate>(a, Rows<S>{b.at(0, j), b.row_step}, depth, Out<S>{c.at(0, j), c.row_step}, alpha);
    for (; j < width; ++j)
        for (int r = 0; r < R; ++r) {
            S sum = 0;
            for (Index k = 0; k < depth; ++k) sum += *a.at(r, k) * *b.at(k, j);
            S& out = *c.at(r, j);
            out = Accumulate ? out + alpha * sum : alpha * sum;
        }
}

// C (+)= α·A·B over `rows` rows of A and C, in tiles of R rows (the last ones one by one).
// width(r0, r1) = the columns of C's rows [r0, r1) to compute; depth(r0, r1) = {k0, k1}, the
// range of k they sum over (the rest of A's row is 0 there).
template <int R, int P, bool Accumulate, class A, class S, class Width, class Depth>
void product(A a, Rows<S> b, Index rows, Out<S> c, S alpha, Width width, Depth depth) {
    const auto run = [&](auto rows_here, Index r0) {
        constexpr int Rt = decltype(rows_here)::value;
        const auto [k0, k1] = depth(r0, r0 + Rt);
        row_tile<Rt, P, Accumulate>(a.from(r0, k0), Rows<S>{b.at(k0, 0), b.row_step},
                                    std::max<Index>(k1 - k0, 0), width(r0, r0 + Rt), Out<S>{c.at(r0, 0), c.row_step}, alpha);
    };
    Index r = 0;
    for (; r + R <= rows; r += R) run(std::integral_constant<int, R>{}, r);
    for (; r < rows; ++r) run(std::integral_constant<int, 1>{}, r);
}

// The tile shape for `columns` columns of C: as many packets as fit (up to 4) and the rows that make
// kSums sums; f(R, P) as constants.
template <class S, class F>
void by_columns(Index columns, F&& f) {
    constexpr int lanes = kLanes<S>, sums = kSums<S>;
    if (columns >= 4 * lanes) return f(std::integral_constant<int, sums / 4>{}, std::integral_constant<int, 4>{});
    if (columns >= 2 * lanes) return f(std::integral_constant<int, sums / 2>{}, std::integral_constant<int, 2>{});
    f(std::integral_constant<int, sums / 2>{}, std::integral_constant<int, 1>{});
}

// out (columns × rows) = inᵀ, in (rows × columns); lanes × lanes blocks through registers
template <class S>
void transpose(const S* in, Index in_step, Index rows, Index columns, S* out, Index out_step) {
    using Pk = Packet<S>;
    constexpr int lanes = kLanes<S>;
    Index i = 0;
    for (; i + lanes <= rows; i += lanes) {
        Index j = 0;
        for (; j + lanes <= columns; j += lanes) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wignored-attributes"  // a packet type's alignment, as Eigen's own blocks
            ei::PacketBlock<Pk, lanes> block;
#pragma GCC diagnostic pop
            for (int r = 0; r < lanes; ++r) block.packet[r] = ei::ploadu<Pk>(in + (i + r) * in_step + j);
            ei::ptranspose(block);
            for (int r = 0; r < lanes; ++r) ei::pstoreu(out + (j + r) * out_step + i, block.packet[r]);
        }
        for (; j < columns; ++j)
            for (Index r = i; r < i + lanes; ++r) out[j * out_step + r] = in[r * in_step + j];
    }
    for (; i < rows; ++i)
        for (Index j = 0; j < columns; ++j) out[j * out_step + i] = in[i * in_step + j];
}

}  // namespace al::tiles
