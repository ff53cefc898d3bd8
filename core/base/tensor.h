// Matrix types shared by the whole core.
//
// Shape letters used in every header of core/:
//   B batch, T tokens (queries), S keys/values (source tokens; S = T for self-attention),
//   C n_embd, H n_head, D = C / H head size, F d_ff, V vocab_size.
// Activations are row-per-token: (T, C). Matrices are row-major so that a safetensors
// tensor (row-major bytes) maps onto one without reordering.
#pragma once

#include <Eigen/Core>

namespace al {

template <class S>
using Matrix = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <class S>
using RowVector = Eigen::Matrix<S, 1, Eigen::Dynamic>;

}  // namespace al
