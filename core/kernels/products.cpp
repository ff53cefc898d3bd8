#include "core/kernels/products.h"

#include <algorithm>
#include <type_traits>

#include "core/kernels/packed_weights.h"
#include "core/kernels/parallel.h"
#include "core/kernels/row_dots.h"

namespace al {
namespace {

// A product of at least this many multiply-adds (about a quarter of a millisecond on one core) is
// cut into blocks of kColumnBlock columns of its result, shared out over the core's threads.
constexpr int64_t kBlockedWork = int64_t{1} << 20;
constexpr Eigen::Index kColumnBlock = 128;
// A large product with fewer rows than this, at least this long, is dot products of rows (row_dots.h);
// with shorter rows the reduction of each sum's lanes outweighs it (small model (a), 64 tokens of 64).
constexpr Eigen::Index kFewRows = 128, kLongRows = 256;
// A product with at most this many rows is one matrix–vector product per row.
constexpr Eigen::Index kVectorRows = 2;

// Whether W's packed copy (packed_weights.h) may serve out (N, O) = x (N, K)·Wᵀ: where the product is
// one call of Eigen's kernel below — not kVectorRows rows or fewer (matrix–vector products), not so
// small that Eigen sums it coefficient by coefficient, not a large one, cut into blocks of columns on
// any number of threads, unless a trainer's worker runs it (OnThisThreadOnly). Outside a trainer a
// result is then the same to the bit with or without the copy, on one thread or several.
bool packed_copy_may_serve(Eigen::Index N, Eigen::Index K, Eigen::Index O, bool large) {
    return N > kVectorRows && N + K + O >= EIGEN_GEMM_TO_COEFFBASED_THRESHOLD && (!large || on_this_thread_only());
}

}  // namespace

template <class S>
void product_transposed(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate, const RowVector<S>* bias) {
    const bool large = std::max<int64_t>(x.rows(), 4) * x.cols() * W.rows() >= kBlockedWork;
    if constexpr (std::is_same_v<S, float>)
        if (packed_copy_may_serve(x.rows(), x.cols(), W.rows(), large) &&
            multiply_transposed_packed(x, W, out, accumulate, bias ? bias->data() : nullptr))
            return;
    if (!accumulate) {
        out.resize(x.rows(), W.rows());
        if (bias) {  // the product accumulates onto the bias: no zero-fill and no second pass
            out.rowwise() = *bias;
            accumulate = true;
        }
    }
    // A large product with fewer than 128 rows (GPT-2 reading a sentence) is a set of dot products of
    // rows (row_dots.h): W is read once, as it lies, instead of packed for Eigen's kernel, where the
    // packing takes as long as the multiply-adds when the weights come from memory. A few rows of a small
    // product are matrix–vector products; the rest are Eigen products.
    if (large && x.rows() < kFewRows && x.cols() >= kLongRows) return row_dots(x, W, out, accumulate);
    const auto columns = [&](Eigen::Index begin, Eigen::Index end) {
        const auto w = W.middleRows(begin, end - begin);
        auto part = out.middleCols(begin, end - begin);
        if (!accumulate) part.setZero();
        if (x.rows() <= kVectorRows) {
            for (Eigen::Index r = 0; r < x.rows(); ++r) part.row(r).transpose().noalias() += w * x.row(r).transpose();
        } else {
            part.noalias() += x * w.transpose();
        }
    };
    if (!large) return columns(0, W.rows());
    const int64_t blocks = (W.rows() + kColumnBlock - 1) / kColumnBlock;
    parallel_for(blocks, [&](int64_t first, int64_t last) {
        for (int64_t b = first; b < last; ++b) columns(b * kColumnBlock, std::min(W.rows(), (b + 1) * kColumnBlock));
    });
}

template <class S>
void product(const Matrix<S>& dy, const Matrix<S>& W, Matrix<S>& dx) {
    if constexpr (std::is_same_v<S, float>)
        if (multiply_packed(dy, W, dx)) return;
    dx.noalias() = dy * W;
}

#define AL_INSTANTIATE(S)                                                                                         \
    template void product_transposed<S>(const Matrix<S>&, const Matrix<S>&, Matrix<S>&, bool, const RowVector<S>*); \
    template void product<S>(const Matrix<S>&, const Matrix<S>&, Matrix<S>&);
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
