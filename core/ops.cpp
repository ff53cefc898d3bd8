#include "ops.h"

#include <cmath>
#include <limits>
#include <unsupported/Eigen/SpecialFunctions>

namespace al {

template <class S>
void linear_forward(const Matrix<S>& x, const Linear<S>& p, Matrix<S>& out) {
    out.noalias() = x * p.weight.transpose();
    if (p.bias.size() > 0) out.rowwise() += p.bias;
}

template <class S>
void norm_forward(NormKind kind, const Matrix<S>& x, const Norm<S>& p, double eps, Matrix<S>& out,
                  NormCache<S>& cache) {
    const Eigen::Index N = x.rows(), C = x.cols();
    out.resize(N, C);
    const S e = static_cast<S>(eps);
    if (kind == NormKind::batchnorm) {
        cache.mean = p.running_mean;
        cache.rstd = (p.running_var.array() + e).rsqrt().matrix();
        out = ((x.rowwise() - cache.mean).array().rowwise() * (cache.rstd.array() * p.weight.array())).matrix();
        if (p.bias.size() > 0) out.rowwise() += p.bias;
        return;
    }
    cache.mean.resize(N);
    cache.rstd.resize(N);
    for (Eigen::Index t = 0; t < N; ++t) {
        const auto row = x.row(t).array();
        if (kind == NormKind::layernorm) {
            const S mean = row.mean();
            const S var = (row - mean).square().mean();
            const S rstd = S(1) / std::sqrt(var + e);
            cache.mean[t] = mean;
            cache.rstd[t] = rstd;
            out.row(t).array() = (row - mean) * rstd * p.weight.array();
        } else {  // rmsnorm
            const S rstd = S(1) / std::sqrt(row.square().mean() + e);
            cache.mean[t] = S(0);
            cache.rstd[t] = rstd;
            out.row(t).array() = row * rstd * p.weight.array();
        }
    }
    if (kind == NormKind::layernorm && p.bias.size() > 0) out.rowwise() += p.bias;
}

template <class S>
void activation_forward(Activation kind, const Matrix<S>& x, Matrix<S>& out) {
    const auto a = x.array();
    switch (kind) {
        case Activation::relu:
            out = a.max(S(0)).matrix();
            break;
        case Activation::gelu:
            out = (S(0.5) * a * (S(1) + (a * S(M_SQRT1_2)).erf())).matrix();
            break;
        case Activation::gelu_tanh: {
            const S k = static_cast<S>(std::sqrt(2.0 / M_PI));
            out = (S(0.5) * a * (S(1) + (k * (a + S(0.044715) * a.cube())).tanh())).matrix();
            break;
        }
    }
}

template <class S>
void softmax_rows(const Matrix<S>& x, Matrix<S>& out) {
    out.resize(x.rows(), x.cols());
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        const S max = x.row(t).maxCoeff();
        if (max == -std::numeric_limits<S>::infinity()) {
            out.row(t).setZero();
            continue;
        }
        out.row(t).array() = (x.row(t).array() - max).exp();  // exp(−∞) = 0 exactly
        out.row(t) /= out.row(t).sum();
    }
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
    template void linear_forward<S>(const Matrix<S>&, const Linear<S>&, Matrix<S>&);                        \
    template void norm_forward<S>(NormKind, const Matrix<S>&, const Norm<S>&, double, Matrix<S>&,           \
                                  NormCache<S>&);                                                           \
    template void activation_forward<S>(Activation, const Matrix<S>&, Matrix<S>&);                          \
    template void softmax_rows<S>(const Matrix<S>&, Matrix<S>&);                                            \
    template Matrix<S> sinusoidal_encoding<S>(int, int);
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
