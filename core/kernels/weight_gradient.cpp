#include "core/kernels/weight_gradient.h"

#include <limits>
#include <type_traits>
#include <utility>

#include "core/kernels/tile_product.h"

namespace al {
namespace {

using Eigen::Index;
constexpr int kLanes = tiles::kLanes<float>;
// AVX-512: 4 packets of k × 6 rows of o, 24 sums in 32 registers, 4 loads of x and 6 broadcasts of dy
// per row n; AVX2: 2 packets × 6 rows, 12 sums in 16 registers (2 packets divide every width of the
// training configs; a 3 × 4 tile left 8 of 128 columns to a slow one-packet tile)
constexpr int kPackets = kLanes == 16 ? 4 : 2, kRows = 6;
// AVX2: the token rows in runs of 64, each run's sums added to dW in turn, so that x's strip of a run
// (64 rows, one cache line each) stays in L1 while every tile of dW's rows passes over it: x's rows
// lie a power of two apart (256 or 512 bytes), and all 256 of a pass fell into a few of L1's sets.
// 64 was the best run length measured; AVX-512's tiles (4 packets, 4 lines a row) are best in one run.
constexpr Index kRowChunk = kLanes == 8 ? 64 : std::numeric_limits<Index>::max();
// AVX2: the largest dW the outer products serve, 256 KB (a quarter of a typical L2; each run of rows
// reads and adds to all of dW). Larger ones are slower than Eigen's product.
constexpr Index kSmallGradient = Index{1} << 16;

// the columns [k, k + Packets·kLanes) of dW, every row o, from the token rows [n0, n0 + N)
template <int Packets>
void columns(const Matrix<float>& dy, const Matrix<float>& x, Index n0, Index N, Index k, Matrix<float>& dW) {
    const Index O = dW.rows();
    // dW[o..o + R)[k..) += Σₙ dy[n][o..o + R)ᵀ · x[n][k..): dy's columns broadcast, x's rows loaded
    const auto at = [&](Index o, auto rows) {
        tiles::tile<decltype(rows)::value, Packets, true>(tiles::Transposed<float>{dy.data() + n0 * dy.cols() + o, dy.cols()},
                                                          tiles::Rows<float>{x.data() + n0 * x.cols() + k, x.cols()}, N,
                                                          tiles::Out<float>{dW.data() + o * dW.cols() + k, dW.cols()}, 1.0f);
    };
    Index o = 0;
    for (; o + kRows <= O; o += kRows) at(o, std::integral_constant<int, kRows>{});
    // the last rows, fewer than kRows, as one tile (as single rows, a narrow dW such as 64 × 256 is
    // slower than Eigen's product)
    const Index left = O - o;
    [&]<int... R>(std::integer_sequence<int, R...>) {
        ((left == R + 1 ? at(o, std::integral_constant<int, R + 1>{}) : void()), ...);
    }(std::make_integer_sequence<int, kRows - 1>{});
}

// in every core build; used where a packet is 16 floats, or 8 and dW is at most kSmallGradient
[[maybe_unused]] void outer_products(const Matrix<float>& dy, const Matrix<float>& x, Matrix<float>& dW) {
    const Index K = x.cols();
    for (Index n0 = 0, N = 0; n0 < x.rows(); n0 += N) {
        N = std::min(kRowChunk, x.rows() - n0);
        Index k = 0;
        for (; k + kPackets * kLanes <= K; k += kPackets * kLanes) columns<kPackets>(dy, x, n0, N, k, dW);
        for (; k + kLanes <= K; k += kLanes) columns<1>(dy, x, n0, N, k, dW);
    }
    Index k = K / kLanes * kLanes;
    for (; k < K; ++k)  // fewer columns than a packet
        for (Index o = 0; o < dW.rows(); ++o) {
            float sum = 0;
            for (Index n = 0; n < x.rows(); ++n) sum += dy(n, o) * x(n, k);
            dW(o, k) += sum;
        }
}

}  // namespace

template <class S>
void add_weight_gradient(const Matrix<S>& dy, const Matrix<S>& x, Matrix<S>& dW) {
    // dW += dyᵀ·x as outer products of token rows where they beat Eigen's packed product: with AVX-512
    // for every input at least a packet wide; with AVX2 for a dW up to kSmallGradient, which decides
    // there rather than x's width. Everything else is Eigen's product. (docs/performance.md has the runs.)
    if constexpr (std::is_same_v<S, float> && kLanes == 16)
        if (x.cols() >= kLanes) return outer_products(dy, x, dW);
    if constexpr (std::is_same_v<S, float> && kLanes == 8)
        if (x.cols() >= kLanes && dW.size() <= kSmallGradient) return outer_products(dy, x, dW);
    dW.noalias() += dy.transpose() * x;
}

template void add_weight_gradient<float>(const Matrix<float>&, const Matrix<float>&, Matrix<float>&);
template void add_weight_gradient<double>(const Matrix<double>&, const Matrix<double>&, Matrix<double>&);

}  // namespace al
