// Element-wise kernels in Eigen's packets (exp_packet.h): the exp every softmax in the core takes, and
// GELU's backward.
// They give the same results on every CPU where that matters (a masked weight is exactly 0, a value's
// exp does not depend on its place in a row); ops.h's softmax_rows and activation_backward call them.
#pragma once

#include "core/base/tensor.h"

namespace al {

// e[0..n) (in place) = exp(e − max), with every result below the smallest normal number set to
// exactly 0. Zero by construction, not by the SIMD library: Eigen's vectorised exp clamps its
// argument, so exp(−∞) is 0 with AVX-512 but a denormal (2.9e-39 in float, 3e-309 in double) with
// AVX2 or SSE2. Every softmax in the core goes through here, so masked weights are 0 on any CPU.
// Every value takes the same vectorised exp (the last few as part of a packet): a value's result
// does not depend on where in the row it lies.
template <class S>
void exp_shifted_flush(S* e, Eigen::Index n, S max);

// dx = dout ⊙ gelu'(x), with gelu' = Φ(x) + x·φ(x) and Φ = y / x read off the forward's output y.
template <class S>
void gelu_backward(const Matrix<S>& x, const Matrix<S>& y, const Matrix<S>& dout, Matrix<S>& dx);

}  // namespace al
