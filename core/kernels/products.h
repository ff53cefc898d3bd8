// The products of the model's linear layers, each by the fastest path that gives the same result on any
// number of threads: ops.h's multiply_transposed, multiply and linear_forward call these, and a student
// reading the model reads those (out = x·Wᵀ + b) instead.
//   - a weight packed for this thread (packed_weights.h: a trainer's step, the window's model);
//   - a large product of fewer than 128 rows (GPT-2 reading a sentence): dot products of rows (row_dots.h),
//     the weight read once, as it lies;
//   - one or two rows: matrix–vector products;
//   - otherwise Eigen's product, a large one cut into blocks of 128 columns over the core's threads.
#pragma once

#include "core/base/tensor.h"

namespace al {

// out = x·Wᵀ + bias (O values, every row; none: 0), or out += x·Wᵀ with accumulate; x (N, I), W (O, I),
// out (N, O). The product starts from the bias: no zero-fill, no second pass.
template <class S>
void product_transposed(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate, const RowVector<S>* bias);

// dx = dy·W: dy (N, O), W (O, I), dx (N, I).
template <class S>
void product(const Matrix<S>& dy, const Matrix<S>& W, Matrix<S>& dx);

}  // namespace al
