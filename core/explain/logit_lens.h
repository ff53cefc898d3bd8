// The logit lens (nostalgebraist, 2020): what the model would predict if the residual stream at a layer
// boundary went straight to the output, through the final norm and the unembedding:
//   lens_l = softmax(ln_f(x_l) · W_Uᵀ),   x_0 = the embeddings entering layer 0, x_l = layer l−1's output,
// for l = 0 … L. The last boundary's lens is the model's own prediction (ForwardTrace::probs).
#pragma once

#include <optional>
#include <vector>

#include "core/model/model.h"
#include "core/model/trace.h"

namespace al {

struct LogitLens {
    int boundaries = 0;  // L + 1
    int positions = 0;
    // [l][t][k]: the k-th most likely token at boundary l, position t, and its probability (best first)
    std::vector<std::vector<std::vector<int>>> top_ids;
    std::vector<std::vector<std::vector<float>>> top_probs;
    // [l][t]: the probability of the target token, when one was given
    std::vector<std::vector<float>> target_probs;
};

// The lens of sequence b of a trace of `model`'s main stack (the one that makes the logits: an encoder–
// decoder's decoder), keeping the `top_k` most likely tokens per cell. One boundary's (T, V) probabilities
// exist at a time. Throws al::Error for a target outside the vocabulary or top_k outside 1 … vocab_size.
LogitLens logit_lens(const Model<float>& model, const ForwardTrace<float>& trace, int top_k,
                     std::optional<int> target = std::nullopt, int b = 0);

}  // namespace al
