// A linear layer's weight gradient, dW (O, K) += dyᵀ (O, N)·x (N, K), as sums of outer products of
// rows: a tile of dW stays in registers while the rows of dy and x stream past it (all N, or with AVX2
// runs of 64), both read where they lie (nothing packed, no zero-fill). It serves where it beats
// Eigen's product, which packs both operands first: with 16 floats a packet (AVX-512), and with 8
// (AVX2) for a dW of at most 64 K floats.
// Elsewhere (larger dW with AVX2, SSE, double) it is Eigen's.
#pragma once

#include "core/base/tensor.h"

namespace al {

// dy (N, O), x (N, K), dW (O, K). Each dW(o, k) gains Σₙ dy(n, o)·x(n, k) summed over n in order (where
// the AVX2 tiles serve it, in runs of 64 rows, each run's sum added in turn), the same whatever else
// is computed.
template <class S>
void add_weight_gradient(const Matrix<S>& dy, const Matrix<S>& x, Matrix<S>& dW);

}  // namespace al
