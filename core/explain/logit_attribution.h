// Direct logit attribution: how much each part of a pre-norm model writes, straight through the final norm
// and the unembedding, into m = logit(answer) − logit(wrong) at one position.
//
// In a pre-norm stack the last layer's output is a sum of what was written into the residual stream:
//   x_L = token embedding + position embedding + Σ_l ( Σ_h head_h·W_O,hᵀ + b_O + mlp_l )
// (head_h: the head's D columns of concat, W_O,h: the same columns of W_O). With the final norm's
// statistics frozen at this run's (LayerNorm: the row's mean μ and 1/σ; RMSNorm: 1/rms), the norm is
// affine, so each part c contributes
//   LayerNorm: ((c − mean(c)) · (1/σ) ⊙ γ) · u        RMSNorm: (c · (1/rms) ⊙ γ) · u
// with u = W_U[answer] − W_U[wrong], and LayerNorm's β adds β · u. The parts add up to m.
#pragma once

#include <vector>

#include "core/model/model.h"
#include "core/model/trace.h"

namespace al {

struct LogitAttribution {
    int answer = 0, wrong = 0, position = 0;
    double total = 0;  // m from the run's logits
    double token_embedding = 0, position_embedding = 0;
    std::vector<std::vector<double>> heads;  // [layer][head]
    std::vector<double> attention_bias;      // [layer] b_O (0 without biases)
    std::vector<double> cross_attention;     // [layer] an encoder–decoder's cross-attention, else empty
    std::vector<double> mlp;                 // [layer] the feed-forward's output, its bias included
    double final_norm_bias = 0;              // β · u
    double sum() const;                      // of every part: total, up to rounding
};

// Throws al::Error for a post-norm model (its stream is normalised inside each layer, so the output is
// no sum of the parts), BatchNorm, an experiment that bypasses residuals or norms, token ids outside the
// vocabulary, or a position outside the text. `position` −1: the last.
LogitAttribution logit_attribution(const Model<float>& model, const ForwardTrace<float>& trace, int answer, int wrong,
                                   int position = -1);

}  // namespace al
