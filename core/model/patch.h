// Activation patching's one operation: during a forward pass, write given values over one activation
// of one sequence, so that everything downstream is computed from them (core/explain/patching.h runs
// the experiments). The trace keeps the written values, so every view shows the patched run.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/ops.h"
#include "core/model/plan.h"

namespace al {

// Where a patch writes, in a layer l of the main stack (C = the stream's width, D = a head's size):
//   resid  the residual stream entering layer l (layer_input(l)), a row of C per position
//   attn   the self-attention sublayer's output (attn.out, before the residual sum), C per position
//   mlp    the feed-forward sublayer's output (mlp_out, before the residual sum), C per position
//   head   one head's weighted values (its D columns of attn.concat, before W_O) at every position
enum class PatchSite { resid, attn, mlp, head };
inline constexpr PatchSite patch_sites[] = {PatchSite::resid, PatchSite::attn, PatchSite::mlp, PatchSite::head};

struct ActivationPatch {
    PatchSite site = PatchSite::resid;
    int layer = 0;
    int position = -1;  // resid, attn, mlp: one position, or −1 for every position; head: always every position
    int head = -1;      // head only
    int b = 0;          // the sequence of the batch it patches
    // row-major: (1 or T, C) for resid, attn and mlp; (T, D) for a head
    std::vector<double> values;

    bool operator==(const ActivationPatch&) const = default;
};

std::string to_string(PatchSite site);
std::optional<PatchSite> patch_site_from(const std::string& name);  // "resid", "attn", "mlp", "head"

// Throws al::Error when a patch names a layer, head, position or sequence the model or the batch of B
// sequences of T tokens lacks, or holds the wrong number of values.
void check_patches(const std::vector<ActivationPatch>& patches, const StackPlan& plan, int width, int B, int T);

// Writes the patches at `site` of `layer` into m (B·T rows; a head's values into its D columns), the rows
// of sequence b starting at b·T. Returns whether one was written.
template <class S>
bool write_patches(const std::vector<ActivationPatch>& patches, PatchSite site, int layer, int T, int head_size, Matrix<S>& m);

}  // namespace al
