#include "core/kernels/row_dots.h"

#include <algorithm>
#include <type_traits>
#include <vector>

#include "core/kernels/parallel.h"

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
// x: the weights come from memory, and without it a product of a few rows runs well below the speed
// it has on weights in the cache.
constexpr Eigen::Index kPrefetchRows = 16;
// k runs in spans of this many, so that a tile's C rows of W (16 KiB) stay in L1 while every row of
// x passes them; between spans a tile's sums wait in memory, unreduced, so the order of the sums is
// the same as in one span. AVX2's tiles, with fewer registers, gain from it; AVX-512's are unchanged.
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

// The sum of a packet's lanes, always halving: lane j + lane j + L/2 for j < L/2, then the same
// with L/4, ..., down to one. Every sum of a product is added in this order, whether its tile is
// reduced one packet at a time or sixteen at once (lane_sums), so that a row of the result does not
// depend on which rows are computed with it.
template <class P>
auto lane_sum(const P& p) {
    using S = typename ei::unpacket_traits<P>::type;
    constexpr int L = ei::unpacket_traits<P>::size;
    S a[L];
    ei::pstoreu(a, p);
    for (int w = L / 2; w >= 1; w /= 2)
        for (int j = 0; j < w; ++j) a[j] += a[j + w];
    return a[0];
}

#if defined(__SSE2__)
inline float lane_sum(const __m128& p) {
    const __m128 half = _mm_add_ps(p, _mm_movehl_ps(p, p));
    return _mm_cvtss_f32(_mm_add_ss(half, _mm_shuffle_ps(half, half, 1)));
}
#endif
#if defined(__AVX__)
inline float lane_sum(const __m256& p) {
    return lane_sum(_mm_add_ps(_mm256_castps256_ps128(p), _mm256_extractf128_ps(p, 1)));
}
#endif
#if defined(__AVX512F__)
inline float lane_sum(const __m512& p) {
    const __m256 high = _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(p), 1));
    return lane_sum(_mm256_add_ps(_mm512_castps512_ps256(p), high));
}

// The 16 sums of a 4×4 tile in lane_sum's order, at once: 15 packets of adds instead of 64 narrowing
// steps. Lane 4c + r of the result is the sum of s[r][c].
inline __m512 lane_sums(const __m512 (&s)[4][4]) {
    const auto v = [&](int i) { return s[i / 4][i % 4]; };
    __m512 u[8], w[4], y[2];
    for (int m = 0; m < 8; ++m)  // lanes 0–7: v(2m)'s lane j + lane j + 8; lanes 8–15: v(2m + 1)'s
        u[m] = _mm512_add_ps(_mm512_shuffle_f32x4(v(2 * m), v(2 * m + 1), 0x44),
                             _mm512_shuffle_f32x4(v(2 * m), v(2 * m + 1), 0xEE));
    for (int n = 0; n < 4; ++n)  // quarter q: v(4n + q)'s j + j + 4, j < 4
        w[n] = _mm512_add_ps(_mm512_shuffle_f32x4(u[2 * n], u[2 * n + 1], 0x88),
                             _mm512_shuffle_f32x4(u[2 * n], u[2 * n + 1], 0xDD));
    for (int h = 0; h < 2; ++h) {  // quarter q: v(8h + q)'s j + j + 2, then v(8h + 4 + q)'s, j < 2
        const __m512d a = _mm512_castps_pd(w[2 * h]), b = _mm512_castps_pd(w[2 * h + 1]);
        y[h] = _mm512_add_ps(_mm512_castpd_ps(_mm512_unpacklo_pd(a, b)), _mm512_castpd_ps(_mm512_unpackhi_pd(a, b)));
    }
    return _mm512_add_ps(_mm512_shuffle_ps(y[0], y[1], 0x88), _mm512_shuffle_ps(y[0], y[1], 0xDD));
}
#endif

// sums[r][c] = lane_sum(sum[r][c])
template <class S, class P, int R, int C>
void lane_sums(const P (&sum)[R][C], S (&sums)[R][C]) {
#if defined(__AVX512F__)
    if constexpr (std::is_same_v<S, float> && ei::unpacket_traits<P>::size == 16 && R == 4 && C == 4) {
        S lanes[16];
        _mm512_storeu_ps(lanes, lane_sums(sum));
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c) sums[r][c] = lanes[4 * c + r];
        return;
    }
#endif
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) sums[r][c] = lane_sum(sum[r][c]);
}

// out(r, c) (+)= x_r · w_c for r < R, c < C, over the span of k; x and w point at k = 0. Lane j sums
// the k ≡ j (mod L), from the first span to the last; then the lanes are added (lane_sum) and
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
    S sums[R][C];
    lane_sums(sum, sums);
    _Pragma("GCC unroll 4") for (int r = 0; r < R; ++r)
        _Pragma("GCC unroll 4") for (int c = 0; c < C; ++c) {
            S s = sums[r][c];
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
    // rows, and they evict each other; a copy one packet wider spreads them over the sets.
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
