// Elementary forward ops of the transformer, templated on the scalar type (float for the app,
// double for gradient checks). Each op writes into a caller-owned output so buffers are reused
// between passes; backward passes live beside them in ops_backward.h.
#pragma once

#include "config.h"
#include "tensor.h"

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
};

// out (N, out) = x (N, in) · Wᵀ + b
template <class S>
void linear_forward(const Matrix<S>& x, const Linear<S>& p, Matrix<S>& out);

// LayerNorm: y = (x − mean_row) · rstd_row · γ + β
// RMSNorm:   y = x · rstd_row · γ,   rstd_row = 1/√(mean(x²) + ε)
// BatchNorm (inference, running statistics): y = (x − μ_col) / √(σ²_col + ε) · γ + β
template <class S>
void norm_forward(NormKind kind, const Matrix<S>& x, const Norm<S>& p, double eps, Matrix<S>& out,
                  NormCache<S>& cache);

// gelu(x) = x·Φ(x) = ½x(1 + erf(x/√2)); gelu_tanh uses the tanh approximation; relu = max(0, x).
template <class S>
void activation_forward(Activation kind, const Matrix<S>& x, Matrix<S>& out);

// Row-wise softmax. −∞ entries get weight exactly 0; a row that is −∞ everywhere becomes all 0
// (a query with nothing to attend to contributes nothing, instead of NaN).
template <class S>
void softmax_rows(const Matrix<S>& x, Matrix<S>& out);

// P (T, C): P[pos, 2i] = sin(pos / 10000^(2i/C)), P[pos, 2i+1] = cos(pos / 10000^(2i/C)).
template <class S>
Matrix<S> sinusoidal_encoding(int T, int C);

}  // namespace al
