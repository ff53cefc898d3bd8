// The product of a few rows with a large weight matrix, as dot products of rows: both operands are
// read along their rows (k), as they lie in memory, so the weights are read once, straight from
// memory, and never packed. Typing into GPT-2 multiplies 1–100 rows of text with 340 MB of weights;
// there, a matrix product spends as long packing the weights as multiplying them.
#pragma once

#include "core/base/tensor.h"

namespace al {

// out = x·Wᵀ, or out += x·Wᵀ with `accumulate`: x (M, K), W (N, K), out (M, N), on the core's
// threads (parallel.h), split over out's columns. Each sum runs over k in the same order whatever
// M, N or the threads: a row of out does not depend on which other rows are computed with it.
template <class S>
void row_dots(const Matrix<S>& x, const Matrix<S>& W, Matrix<S>& out, bool accumulate);

}  // namespace al
