// Two attention patterns interpretability names (Olsson et al., 2022, "In-context learning and induction
// heads"), measured for every head of a decoder's self-attention on the sequences it reads:
//   previous-token score(l, h) = mean over positions t ≥ 1 of w(t, t − 1)
//   induction score(l, h)      = mean over positions t whose token occurred before, last at p < t − 1,
//                                of w(t, p + 1): attention from a repeated token to the token that
//                                followed its earlier occurrence (the one an induction head copies)
// w is the head's attention weights (rows sum to 1), so each score lies in [0, 1]. A previous-token head
// in layer 0 and an induction head in layer 1 reading it form the two-layer circuit that copies.
#pragma once

#include <vector>

#include "core/model/model.h"

namespace al {

struct HeadScores {
    std::vector<std::vector<double>> previous_token, induction;  // [layer][head]
    int previous_token_count = 0, induction_count = 0;          // the positions each mean is over
};

// Sums the scores over sequences, then divides.
class HeadScoreCounter {
public:
    explicit HeadScoreCounter(const ModelConfig& config);
    // Sequence b of a traced decoder stack, its first `length` positions (its valid length).
    void add(const StackTrace<float>& stack, int b, int length);
    HeadScores scores() const;

private:
    std::vector<std::vector<double>> previous_, induction_;
    int previous_count_ = 0, induction_count_ = 0;
};

// The scores of a model on token sequences, one forward pass each (the decoder's self-attention, or an
// encoder-only model's).
HeadScores head_scores(const Model<float>& model, const std::vector<std::vector<int>>& sequences);

}  // namespace al
