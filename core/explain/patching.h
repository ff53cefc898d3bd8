// Activation patching (Meng et al., 2022; Heimersheim & Nanda, 2024): run a corrupted text with one
// activation taken from the run of a clean text, and measure how much of the clean answer comes back.
//
//   m = logit(answer) − logit(wrong) at the last position
//   effect = (m_patched − m_corrupt) / (m_clean − m_corrupt)     1: the patch restores the clean answer
//                                                                0: it changes nothing
// The sites are patch.h's: the residual stream entering a layer at one position, a layer's attention or
// feed-forward output at one position (grids of layers × positions), one head's output at every
// position (layers × heads).
#pragma once

#include <vector>

#include "core/model/model.h"
#include "core/model/patch.h"
#include "core/model/trace.h"

namespace al {

// The metric: logit(answer) − logit(wrong) for row `row` of a final norm's output, through the model's
// unembedding (the head the logits read).
double logit_difference(const Model<float>& model, const Matrix<float>& final_norm, Eigen::Index row, int answer, int wrong);

// The clean run's activation at one cell, as the patch that writes it into a run of the corrupted text:
// `index` is the position for resid, attn and mlp, the head for head.
ActivationPatch clean_patch(const ForwardTrace<float>& clean, PatchSite site, int layer, int index);

struct PatchingGrid {
    PatchSite site = PatchSite::resid;
    double clean_metric = 0, corrupt_metric = 0;
    // [layer][position], or [layer][head] for the head site
    std::vector<std::vector<double>> effect;
    std::vector<std::vector<double>> patched_metric;
    // Under a causal mask the positions both texts share at the start hold the same numbers in both runs:
    // their cells are 0 without a run
    int shared_prefix = 0;
};

// Throws al::Error, saying what to change, for traces of other than one sequence, texts of different token
// counts (both named), an answer or wrong token outside the vocabulary or equal to each other, or clean
// and corrupted runs with the same metric (no effect to measure). An encoder–decoder's patches are its
// decoder's: each patched run reads the corrupted source's encoding, and its sources may differ in length.
void check_patching(const Model<float>& model, const ForwardTrace<float>& clean, const ForwardTrace<float>& corrupt,
                    int answer, int wrong);

// Every cell of the site's grid. A layer's cells run as one batch (a sequence per cell) from that layer
// on, from the corrupted run's input to it; the layers before are the corrupted run's.
PatchingGrid patching_grid(const Model<float>& model, const ForwardTrace<float>& clean, const ForwardTrace<float>& corrupt,
                           PatchSite site, int answer, int wrong);

}  // namespace al
