// Cross-entropy over next-token targets, with ignored positions (PAD targets).
#pragma once

#include <vector>

#include "core/base/tensor.h"

namespace al {

// One row's loss: logsumexp(logits_row) − logits_row[target] = −log softmax(logits_row)[target].
template <class S>
double token_loss(const Matrix<S>& logits, Eigen::Index row, int target);

// loss = (1/n) Σ_{i: targets[i] ≠ ignore} (logsumexp(logits_i) − logits_i[targets[i]]),  n = #counted rows
// dlogits (if given) = (probs_i − onehot(targets[i])) / n on counted rows, 0 on ignored rows.
// Throws al::Error if no row counts or a target is outside the vocabulary.
template <class S>
S cross_entropy(const Matrix<S>& logits, const Matrix<S>& probs, const std::vector<int>& targets, int ignore_index,
                Matrix<S>* dlogits);

}  // namespace al
