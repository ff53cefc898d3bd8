#include "core/model/ops.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <type_traits>
#include <unsupported/Eigen/SpecialFunctions>

#include "core/kernels/kernels.h"

namespace al {

template <class S>
void multiply_transposed(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate) {
    product_transposed<S>(x, W, out, accumulate, nullptr);
}

template <class S>
void multiply(const Matrix<S>& dy, const Matrix<S>& W, Matrix<S>& dx) {
    product<S>(dy, W, dx);
}

template <class S>
void linear_forward(const Matrix<S>& x, const Linear<S>& p, Matrix<S>& out) {
    product_transposed(x, p.weight, out, false, p.bias.size() > 0 ? &p.bias : nullptr);
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
        case Activation::silu:
            return rows([](const auto& a) { return a / (S(1) + (-a).exp()); });
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
        case Activation::silu: {  // silu' = σ(x)·(1 + x·(1 − σ(x)))
            const auto sigma = S(1) / (S(1) + (-a).exp());
            dx = (dout.array() * sigma * (S(1) + a * (S(1) - sigma))).matrix();
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
