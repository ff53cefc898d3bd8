#include "core/model/ops.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <type_traits>
#include <unsupported/Eigen/SpecialFunctions>

#include "core/kernels/elementwise.h"
#include "core/kernels/packed_weights.h"
#include "core/kernels/parallel.h"
#include "core/kernels/row_dots.h"
#include "core/kernels/weight_gradient.h"

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


// out = x·Wᵀ + bias (O values, each row; none: 0), or out += x·Wᵀ with accumulate
template <class S>
void product(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate, const RowVector<S>* bias) {
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
    // rows (row_dots.h): W is read once, as it lies, instead of packed for Eigen's kernel, which took as
    // long as the multiply-adds (Zen 4, weights from memory: 1.1–2.7× Eigen's speed up to 32 rows, and
    // up to 127 with AVX-512; with AVX2 Eigen is ahead from 64 rows of 3072). A few rows of a small
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

}  // namespace

template <class S>
void multiply_transposed(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate) {
    product<S>(x, W, out, accumulate, nullptr);
}

template <class S>
void multiply(const Matrix<S>& dy, const Matrix<S>& W, Matrix<S>& dx) {
    if constexpr (std::is_same_v<S, float>)
        if (multiply_packed(dy, W, dx)) return;
    dx.noalias() = dy * W;
}

template <class S>
void linear_forward(const Matrix<S>& x, const Linear<S>& p, Matrix<S>& out) {
    product(x, p.weight, out, false, p.bias.size() > 0 ? &p.bias : nullptr);
}

template <class S>
void linear_backward(const Matrix<S>& x, const Linear<S>& p, const Matrix<S>& dout, Matrix<S>* dx, Linear<S>& grad) {
    if (dx) multiply(dout, p.weight, *dx);
    add_weight_gradient(dout, x, grad.weight);
    if (grad.bias.size() > 0) add_column_sums(dout, grad.bias);
}

template <class S>
void norm_forward(NormKind kind, const Matrix<S>& x, const Norm<S>& p, double eps, Matrix<S>& out,
                  NormCache<S>& cache, bool batch_statistics) {
    const Eigen::Index N = x.rows(), C = x.cols();
    out.resize(N, C);
    const S e = static_cast<S>(eps);
    cache.batch_statistics = kind == NormKind::batchnorm && batch_statistics;
    if (kind == NormKind::batchnorm) {
        if (cache.batch_statistics) {
            cache.mean = x.colwise().mean();
            cache.var = (x.rowwise() - cache.mean).array().square().colwise().mean().matrix();
            cache.rstd = (cache.var.array() + e).rsqrt().matrix();
        } else {
            cache.mean = p.running_mean;
            cache.rstd = (p.running_var.array() + e).rsqrt().matrix();
        }
        out = ((x.rowwise() - cache.mean).array().rowwise() * (cache.rstd.array() * p.weight.array())).matrix();
        if (p.bias.size() > 0) out.rowwise() += p.bias;
        return;
    }
    cache.mean.resize(N);
    cache.rstd.resize(N);
    const bool bias = kind == NormKind::layernorm && p.bias.size() > 0;
    for (Eigen::Index t = 0; t < N; ++t) {
        const auto row = x.row(t).array();
        const S mean = kind == NormKind::layernorm ? row.mean() : S(0);  // rmsnorm: no centring
        const S rstd = S(1) / std::sqrt((row - mean).square().mean() + e);
        cache.mean[t] = mean;
        cache.rstd[t] = rstd;
        if (bias)
            out.row(t).array() = (row - mean) * rstd * p.weight.array() + p.bias.array();
        else
            out.row(t).array() = (row - mean) * rstd * p.weight.array();
    }
}

template <class S>
void norm_backward(NormKind kind, const Matrix<S>& x, const Norm<S>& p, const NormCache<S>& cache,
                   const Matrix<S>& dout, Matrix<S>& dx, Norm<S>& grad) {
    const Eigen::Index N = x.rows(), C = x.cols();
    dx.resize(N, C);
    if (kind == NormKind::batchnorm) {
        const Matrix<S> xhat = ((x.rowwise() - cache.mean).array().rowwise() * cache.rstd.array()).matrix();
        grad.weight += (dout.array() * xhat.array()).colwise().sum().matrix();
        if (grad.bias.size() > 0) add_column_sums(dout, grad.bias);
        const Matrix<S> g = (dout.array().rowwise() * p.weight.array()).matrix();
        if (!cache.batch_statistics) {
            dx = (g.array().rowwise() * cache.rstd.array()).matrix();
            return;
        }
        const RowVector<S> g_mean = g.colwise().mean();
        const RowVector<S> gx_mean = (g.array() * xhat.array()).colwise().mean().matrix();
        dx = (((g.rowwise() - g_mean).array() - xhat.array().rowwise() * gx_mean.array()).rowwise() *
              cache.rstd.array()).matrix();
        return;
    }
    // per row t: x̂ = (x − mean_t)·rstd_t,  g = dout ⊙ γ,  dx = rstd_t·(g − mean(g) − x̂·mean(g ⊙ x̂))
    // (rmsnorm: mean_t = 0 and no mean(g) term). One pass, row by row, with the row in cache.
    Eigen::Array<S, 1, Eigen::Dynamic> xhat(C), g(C);
    for (Eigen::Index t = 0; t < N; ++t) {
        const auto d = dout.row(t).array();
        xhat = (x.row(t).array() - cache.mean[t]) * cache.rstd[t];
        g = d * p.weight.array();
        grad.weight.array() += d * xhat;
        const S g_mean = kind == NormKind::layernorm ? g.mean() : S(0);
        const S gx_mean = (g * xhat).mean();
        dx.row(t).array() = (g - g_mean - xhat * gx_mean) * cache.rstd[t];
    }
    if (grad.bias.size() > 0) add_column_sums(dout, grad.bias);
}

template <class S>
void activation_forward(Activation kind, const Matrix<S>& x, Matrix<S>& out) {
    out.resize(x.rows(), x.cols());
    // row by row: each row's packets start where they do whatever the threads, so its values are too
    const auto rows = [&](const auto& f) {
        parallel_rows(x.rows(), x.cols(), [&](int64_t begin, int64_t end) {
            for (Eigen::Index t = begin; t < end; ++t) out.row(t).array() = f(x.row(t).array());
        });
    };
    switch (kind) {
        case Activation::relu:
            return rows([](const auto& a) { return a.max(S(0)); });
        case Activation::gelu:
            return rows([](const auto& a) { return S(0.5) * a * (S(1) + (a * S(std::numbers::sqrt2 / 2)).erf()); });
        case Activation::gelu_tanh:
            return rows([k = static_cast<S>(std::sqrt(2.0 / std::numbers::pi))](const auto& a) {
                return S(0.5) * a * (S(1) + (k * (a + S(0.044715) * a.cube())).tanh());
            });
    }
}

template <class S>
void activation_backward(Activation kind, const Matrix<S>& x, const Matrix<S>& y, const Matrix<S>& dout, Matrix<S>& dx) {
    const auto a = x.array();
    switch (kind) {
        case Activation::relu:
            dx = (dout.array() * (a > S(0)).template cast<S>()).matrix();
            break;
        case Activation::gelu:
            gelu_backward(x, y, dout, dx);
            break;
        case Activation::gelu_tanh: {
            const S k = static_cast<S>(std::sqrt(2.0 / std::numbers::pi));
            const auto th = (k * (a + S(0.044715) * a.cube())).tanh();
            dx = (dout.array() * (S(0.5) * (S(1) + th) +
                                  S(0.5) * a * (S(1) - th.square()) * k * (S(1) + S(3 * 0.044715) * a.square())))
                     .matrix();
            break;
        }
    }
}

template <class S>
void softmax_rows_backward(const Eigen::Ref<const Matrix<S>>& y, const Eigen::Ref<const Matrix<S>>& dy, Matrix<S>& dx) {
    const auto dot = (dy.array() * y.array()).rowwise().sum();  // (rows)
    dx = (y.array() * (dy.array().colwise() - dot)).matrix();
}

template <class S>
void softmax_rows(const Matrix<S>& x, Matrix<S>& out) {
    out.resize(x.rows(), x.cols());
    parallel_rows(x.rows(), x.cols(), [&](int64_t begin, int64_t end) {
        for (Eigen::Index t = begin; t < end; ++t) {
            const S max = x.row(t).maxCoeff();
            if (max == -std::numeric_limits<S>::infinity()) {
                out.row(t).setZero();
                continue;
            }
            out.row(t) = x.row(t);
            exp_shifted_flush(out.row(t).data(), out.cols(), max);  // −∞ → exactly 0
            out.row(t) /= out.row(t).sum();
        }
    });
}

template <class S>
Matrix<S> sinusoidal_encoding(int T, int C) {
    Matrix<S> P(T, C);
    for (int pos = 0; pos < T; ++pos)
        for (int j = 0; j < C; ++j) {
            const double angle = pos / std::pow(10000.0, (j - j % 2) / static_cast<double>(C));
            P(pos, j) = static_cast<S>(j % 2 == 0 ? std::sin(angle) : std::cos(angle));
        }
    return P;
}

#define AL_INSTANTIATE(S)                                                                                   \
    template void multiply_transposed<S>(const Matrix<S>&, const Matrix<S>&, Matrix<S>&, bool);              \
    template void multiply<S>(const Matrix<S>&, const Matrix<S>&, Matrix<S>&);                              \
    template void linear_forward<S>(const Matrix<S>&, const Linear<S>&, Matrix<S>&);                        \
    template void norm_forward<S>(NormKind, const Matrix<S>&, const Norm<S>&, double, Matrix<S>&,           \
                                  NormCache<S>&, bool);                                                     \
    template void linear_backward<S>(const Matrix<S>&, const Linear<S>&, const Matrix<S>&, Matrix<S>*,        \
                                     Linear<S>&);                                                           \
    template void norm_backward<S>(NormKind, const Matrix<S>&, const Norm<S>&, const NormCache<S>&,         \
                                   const Matrix<S>&, Matrix<S>&, Norm<S>&);                                 \
    template void activation_backward<S>(Activation, const Matrix<S>&, const Matrix<S>&, const Matrix<S>&, Matrix<S>&);       \
    template void softmax_rows_backward<S>(const Eigen::Ref<const Matrix<S>>&, const Eigen::Ref<const Matrix<S>>&, Matrix<S>&); \
    template void activation_forward<S>(Activation, const Matrix<S>&, Matrix<S>&);                          \
    template void softmax_rows<S>(const Matrix<S>&, Matrix<S>&);                                            \
    template Matrix<S> sinusoidal_encoding<S>(int, int);
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
