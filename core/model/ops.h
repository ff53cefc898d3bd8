// Elementary forward ops of the transformer, templated on the scalar type (float for the app,
// double for gradient checks). Each op writes into a caller-owned output so buffers are reused
// between passes; backward passes live beside them in ops_backward.h.
#pragma once

#include <limits>

#include "core/base/tensor.h"
#include "core/model/config.h"

namespace al {

// y = x·Wᵀ + b (PyTorch nn.Linear layout).
template <class S>
struct Linear {
    Matrix<S> weight;  // (out, in)
    RowVector<S> bias;  // (out), empty when the model has no bias
};

// LayerNorm / RMSNorm / BatchNorm parameters.
template <class S>
struct Norm {
    RowVector<S> weight;        // (C) γ
    RowVector<S> bias;          // (C) β; empty without bias, and always empty for RMSNorm
    RowVector<S> running_mean;  // (C) BatchNorm only
    RowVector<S> running_var;   // (C) BatchNorm only
};

// What a norm caches for its backward pass.
template <class S>
struct NormCache {
    RowVector<S> mean;  // LayerNorm: (N) per row; BatchNorm: (C) per column; RMSNorm: unused
    RowVector<S> rstd;  // LayerNorm/RMSNorm: (N) 1/√(var+ε) per row; BatchNorm: (C) per column
    RowVector<S> var;   // BatchNorm in training: (C) the biased batch variance (for the running average)
    bool batch_statistics = false;  // BatchNorm normalised with this batch's statistics (training)
};

// out = x·Wᵀ, or out += x·Wᵀ with `accumulate`: x (N, I), W (O, I), out (N, O); large products
// run on the core's threads (parallel.h), split over out's columns.
template <class S>
void multiply_transposed(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate = false);
// dx = dy·W: dy (N, O), W (O, I), dx (N, I) (the input's gradient through x·Wᵀ).
// This and multiply_transposed read W's packed copy instead when a UsePackedWeights scope on this
// thread has one (packed_weights.h: a training step's workers, the window's forward passes).
template <class S>
void multiply(const Matrix<S>& dy, const Matrix<S>& W, Matrix<S>& dx);
// out (N, O) = x (N, I)·Wᵀ + b: the product starts from the bias (no zero-fill, no second pass)
template <class S>
void linear_forward(const Matrix<S>& x, const Linear<S>& p, Matrix<S>& out);

// sums (+)= Σ_rows m, a row at a time: contiguous adds along a row-major matrix's rows, where Eigen's
// colwise().sum() walks down columns (several times slower; docs/performance.md). Bias gradients.
template <class Rows, class Sums>
void add_column_sums(const Rows& m, Sums&& sums) {
    for (Eigen::Index r = 0; r < m.rows(); ++r) sums += m.row(r);
}

// dx = dout·W;  dW += doutᵀ·x;  db += Σ_rows dout.   dx may be null (input needs no gradient).
template <class S>
void linear_backward(const Matrix<S>& x, const Linear<S>& p, const Matrix<S>& dout, Matrix<S>* dx, Linear<S>& grad);

// LayerNorm: y = (x − mean_row) · rstd_row · γ + β
// RMSNorm:   y = x · rstd_row · γ,   rstd_row = 1/√(mean(x²) + ε)
// BatchNorm: y = (x − μ_col) / √(σ²_col + ε) · γ + β, with the running statistics at inference and
//            the batch's own (over all N rows) when `batch_statistics` is true (training).
template <class S>
void norm_forward(NormKind kind, const Matrix<S>& x, const Norm<S>& p, double eps, Matrix<S>& out,
                  NormCache<S>& cache, bool batch_statistics = false);

// With x̂ the normalised input and g = dout·γ (per row for Layer/RMSNorm, per column for BatchNorm):
//   LayerNorm / batch-statistics BatchNorm: dx = rstd·(g − mean(g) − x̂·mean(g·x̂))
//   RMSNorm:                                dx = rstd·(g − x̂·mean(g·x̂))
//   running-statistics BatchNorm:           dx = rstd·g
//   dγ += Σ dout·x̂,  dβ += Σ dout.   dx is set (not accumulated).
template <class S>
void norm_backward(NormKind kind, const Matrix<S>& x, const Norm<S>& p, const NormCache<S>& cache,
                   const Matrix<S>& dout, Matrix<S>& dx, Norm<S>& grad);

// gelu(x) = x·Φ(x) = ½x(1 + erf(x/√2)); gelu_tanh uses the tanh approximation; relu = max(0, x);
// silu(x) = x·σ(x) = x / (1 + e^(−x)).
template <class S>
void activation_forward(Activation kind, const Matrix<S>& x, Matrix<S>& out);

// dx = dout ⊙ act'(x), y = act(x) as the forward computed it:  relu' = [x > 0];  gelu' = Φ(x) + x·φ(x), Φ = y/x;
// gelu_tanh' = ½(1 + tanh u) + ½x(1 − tanh²u)·√(2/π)(1 + 3·0.044715x²),  u = √(2/π)(x + 0.044715x³);
// silu' = σ(x)·(1 + x·(1 − σ(x)))
template <class S>
void activation_backward(Activation kind, const Matrix<S>& x, const Matrix<S>& y, const Matrix<S>& dout, Matrix<S>& dx);

// Row-wise softmax. −∞ entries get weight exactly 0; a row that is −∞ everywhere becomes all 0
// (a query with nothing to attend to contributes nothing, instead of NaN). Weights that would be
// below the smallest normal number (exp(x − max) < 1.2e-38 in float, 2.2e-308 in double) are 0 too.
template <class S>
void softmax_rows(const Matrix<S>& x, Matrix<S>& out);

// Given y = softmax_rows(x): dx = y ⊙ (dy − Σ_row dy ⊙ y). Masked entries (y = 0) get dx = 0.
template <class S>
void softmax_rows_backward(const Eigen::Ref<const Matrix<S>>& y, const Eigen::Ref<const Matrix<S>>& dy, Matrix<S>& dx);

// P (T, C): P[pos, 2i] = sin(pos / 10000^(2i/C)), P[pos, 2i+1] = cos(pos / 10000^(2i/C)).
template <class S>
Matrix<S> sinusoidal_encoding(int T, int C);

}  // namespace al
