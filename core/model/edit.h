// What-if edits: one number of a forward pass, or one weight of the model, replaced by a typed value,
// so that everything computed from it is computed again. An activation edit is written during the
// forward pass right after its tensor is computed (the trace keeps the typed value, and every later
// tensor reads it); a weight edit is written into the parameters (and undone by writing the old value).
#pragma once

#include <string>
#include <vector>

#include "core/model/params.h"
#include "core/model/plan.h"

namespace al {

// One number. `tensor` is either an edit site of the main stack's self-attention in layer `layer` —
//   "attn.q"        q of query head `head`, as traced (after QK-norm and the rotary turn): (T, D)
//   "attn.k" "attn.v"  k or v of key/value head `head`: (T, D)
//   "attn.scores"   Q·Kᵀ of head `head`, before ÷√d_k: (T, T); scaled, masked and weights follow it
//   "attn.weights"  the softmax's output of head `head`: (T, T); the row is not renormalised (what if)
// — with (row, col) a cell of that matrix of sequence 0, or a parameter's name (params.h: layer and
// head unused) with (row, col) its element (a vector's: row 0).
struct ValueEdit {
    std::string tensor;
    int layer = -1, head = -1;
    int row = 0, col = 0;
    double value = 0;

    bool operator==(const ValueEdit&) const = default;
    bool same_cell(const ValueEdit& o) const { return tensor == o.tensor && layer == o.layer && head == o.head && row == o.row && col == o.col; }
};

inline constexpr const char* activation_edit_sites[] = {"attn.q", "attn.k", "attn.v", "attn.scores", "attn.weights"};
bool is_activation_edit(const ValueEdit& e);  // else a weight edit

// Throws al::Error for a value that is not a finite number, an unknown tensor, and a layer, head, row or
// column the model or a text of T tokens lacks — naming the range there is.
void check_activation_edits(const std::vector<ValueEdit>& edits, const StackPlan& plan, int T);

// Writes a weight edit into the parameters and returns the value it replaced (to undo it, write that
// back). Throws al::Error, changing nothing, for a non-finite value, a name the model lacks, an element
// outside the tensor, or a buffer (BatchNorm's running statistics are not weights).
double write_weight_edit(ModelParams<float>& params, const ValueEdit& edit);

// The edits of one layer's self-attention (attention.h writes them).
std::vector<AttentionEdit> attention_edits(const std::vector<ValueEdit>& edits, int layer);

}  // namespace al
