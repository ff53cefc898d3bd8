#include "core/model/row_dots.h"

#include <algorithm>
#include <vector>

#include "core/model/parallel.h"

namespace al {

namespace {

namespace ei = Eigen::internal;
using Eigen::Index;

// A tile is R rows of x against C rows of W: R·C sums of L lanes each stay in registers while k runs
// over K, reading C lanes of W and R of x for R·C multiply-adds. 32 vector registers (AVX-512) hold
// 4×4 sums; 16 (AVX2, SSE) hold 4×3, with the 3 of W and the 1 of x being read.
constexpr int kTileRows = 4;
constexpr int kTileColumns = EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS >= 32 ? 4 : 3;
// While a tile runs, the rows of W this far after its first are fetched into L2, on every pass over
// x: the weights come from memory, and without it a product with 32 rows of x ran at 80% of the speed
// it has on weights in the cache (Zen 4), with it at 100% (AVX-512) and 92% (AVX2).
constexpr Eigen::Index kPrefetchRows = 16;
// k runs in spans of this many, so that a tile's C rows of W (16 KiB) stay in L1 while every row of
// x passes them; between spans a tile's sums wait in memory, unreduced, so the order of the sums is
// the same as in one span. With AVX2's tiles, 32 rows of 3072: 68 → 82 GFLOP/s (Zen 4; AVX-512: equal).
constexpr Eigen::Index kSpan = 1024;
// The columns of out are cut into blocks of this many for the core's threads: a multiple of both tile widths.
constexpr Eigen::Index kColumnBlock = 96;

template <class S>
using Packet = typename ei::packet_traits<S>::type;

// A tile's place in k: [begin, end) of the row's K, and where its R·C sums wait between spans.
template <class S>
struct Span {
    Index begin, end, K;
    S* sums;  // (R·C·L) for the tile, each packet of its sums stored whole
};

// out(r, c) (+)= x_r · w_c for r < R, c < C, over the span of k; x and w point at k = 0. Lane j sums
// the k ≡ j (mod L), from the first span to the last; then the lanes are added (Eigen's predux) and
// then the k past the last whole packet, in order.
template <class S, int R, int C>
void tile(const S* x, Index ldx, const S* w, Index ldw, const Span<S>& span, S* out, Index ldo, bool accumulate) {
    using P = Packet<S>;
    constexpr Index L = ei::packet_traits<S>::size;
    P sum[R][C];
    _Pragma("GCC unroll 4") for (int r = 0; r < R; ++r)
        _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c)
            sum[r][c] = span.begin == 0 ? ei::pset1<P>(S(0)) : ei::ploadu<P>(span.sums + (r * C + c) * L);
    Index k = span.begin;
    for (; k + L <= span.end; k += L) {
        P wk[C];
        _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c) wk[c] = ei::ploadu<P>(w + c * ldw + k);
        _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c) __builtin_prefetch(w + (kPrefetchRows + c) * ldw + k, 0, 2);
        _Pragma("GCC unroll 4") for (int r = 0; r < R; ++r) {
            const P xk = ei::ploadu<P>(x + r * ldx + k);
            _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c) sum[r][c] = ei::pmadd(xk, wk[c], sum[r][c]);
        }
    }
    if (span.end < span.K) {
        _Pragma("GCC unroll 4") for (int r = 0; r < R; ++r)
            _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c) ei::pstoreu(span.sums + (r * C + c) * L, sum[r][c]);
        return;
    }
    _Pragma("GCC unroll 4") for (int r = 0; r < R; ++r)
        _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c) {
            S s = ei::predux(sum[r][c]);
            for (Index t = k; t < span.K; ++t) s += x[r * ldx + t] * w[c * ldw + t];
            S& o = out[r * ldo + c];
            o = accumulate ? o + s : s;
        }
}

// All M rows of x against C rows of W, R rows at a time, span by span; `sums` (M·C·L) holds the sums
// between spans.
template <class S, int C>
void column_tile(const S* x, Index ldx, Index M, const S* w, Index ldw, Index K, S* sums, S* out, Index ldo,
                 bool accumulate) {
    constexpr int R = kTileRows;
    constexpr Index L = ei::packet_traits<S>::size;
    for (Index k = 0; k < K; k += kSpan) {
        Index i = 0;
        const auto span = [&] { return Span<S>{k, std::min(K, k + kSpan), K, sums + i * C * L}; };
        for (; i + R <= M; i += R) tile<S, R, C>(x + i * ldx, ldx, w, ldw, span(), out + i * ldo, ldo, accumulate);
        switch (M - i) {
            case 3: tile<S, 3, C>(x + i * ldx, ldx, w, ldw, span(), out + i * ldo, ldo, accumulate); break;
            case 2: tile<S, 2, C>(x + i * ldx, ldx, w, ldw, span(), out + i * ldo, ldo, accumulate); break;
            case 1: tile<S, 1, C>(x + i * ldx, ldx, w, ldw, span(), out + i * ldo, ldo, accumulate); break;
            default: break;
        }
    }
}
static_assert(kTileRows == 4, "column_tile's switch covers 1 to 3 remaining rows");
static_assert(kSpan % 16 == 0, "a span is whole packets, of any width");

}  // namespace

template <class S>
void row_dots(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate) {
    constexpr int C = kTileColumns;
    constexpr Index L = ei::packet_traits<S>::size;
    const Index M = x.rows(), K = x.cols(), N = W.rows();
    if (!accumulate) out.resize(M, N);
    // Rows of x a multiple of 4 KiB apart fall in one set of L1's lines, with each other and with W's
    // rows; a copy one packet wider spreads them (32 rows of 3072, AVX-512: 84 → 94 GFLOP/s, Zen 4).
    thread_local Matrix<S> padded;
    const bool pad = (K * Index{sizeof(S)}) % 4096 == 0;
    if (pad) {
        padded.resize(M, K + L);
        padded.leftCols(K) = x;
    }
    const S* const xs = pad ? padded.data() : x.data();
    const Index ldx = pad ? K + L : K, ldw = K, ldo = N;
    const int64_t blocks = (N + kColumnBlock - 1) / kColumnBlock;
    parallel_for(blocks, [&](int64_t first, int64_t last) {
        thread_local std::vector<S> sums;  // (M·C·L) a column tile's sums between spans
        if (K > kSpan) sums.resize(static_cast<size_t>(M * C * L));
        for (Index n = first * kColumnBlock; n < std::min(N, last * kColumnBlock); n += C) {
            const S* const w = W.data() + n * ldw;
            if (n + C <= N) {
                column_tile<S, C>(xs, ldx, M, w, ldw, K, sums.data(), out.data() + n, ldo, accumulate);
            } else {
                for (Index m = 0; n + m < N; ++m)
                    column_tile<S, 1>(xs, ldx, M, w + m * ldw, ldw, K, sums.data(), out.data() + n + m, ldo, accumulate);
            }
        }
    });
}

template void row_dots<float>(const Matrix<float>&, const Matrix<float>&, Matrix<float>&, bool);
template void row_dots<double>(const Matrix<double>&, const Matrix<double>&, Matrix<double>&, bool);

}  // namespace al
