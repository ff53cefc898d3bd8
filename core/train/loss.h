// Cross-entropy over next-token targets, with ignored positions (PAD targets).
#pragma once

#include <vector>

#include "core/base/tensor.h"

namespace al {

// loss = (1/n) Σ_{i: targets[i] ≠ ignore} (logsumexp(logits_i) − logits_i[targets[i]]),  n = #counted rows
// dlogits (if given) = (probs_i − onehot(targets[i])) / n on counted rows, 0 on ignored rows.
// Throws al::Error if no row counts or a target is outside the vocabulary.
template <class S>
S cross_entropy(const Matrix<S>& logits, const Matrix<S>& probs, const std::vector<int>& targets, int ignore_index,
                Matrix<S>* dlogits);

}  // namespace al
