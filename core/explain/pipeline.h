// The step-through of one forward pass: for each step of the pipeline, the matrices it reads and
// writes, taken from the trace (never recomputed), with what their rows and columns are.
// Step ids match the GUI's --step names:
//   tokens embedding positional qkv [rotate] scores scale mask softmax weighted concat projection addnorm1
//   ffn addnorm2 logits probs, and for encoder–decoder models encoder-… and cross-qkv … cross-addnorm.
// A model with rotary positions has no positional step and a rotate step after qkv: there Q and K
// before the turn (from the trace's q and k turned back), the angle of each pair at each position, and
// Q and K as traced; its qkv step shows them before the turn.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/base/message.h"
#include "core/model/model.h"

namespace al {

enum class Axis { tokens, source_tokens, features, head_features, hidden, vocabulary, rotary_pairs };

// Which number a cell of a step matrix is, for a what-if edit (core/model/edit.h): an activation
// (tensor "attn.q" …, its layer and head; the cell's row and column are the edit's), or a weight shown
// transposed (a parameter's name; cell (r, c) is its element (row_offset + c, r)). tensor "": not
// editable (a view of other numbers, q and k before their turn, the encoder's and cross-attention's).
struct EditAddress {
    std::string tensor;
    int layer = -1, head = -1;
    bool weight = false;
    int row_offset = 0;
    ValueEdit edit(int row, int col, double value) const;
    // The cell a stored edit is, or (−1, −1) when it is another number.
    std::pair<int, int> cell_of(const ValueEdit& e, int rows, int cols) const;
    // The cells of a (rows, cols) matrix at this address that `edits` typed over: what a view frames.
    std::vector<std::pair<int, int>> cells_of(const std::vector<ValueEdit>& edits, int rows, int cols) const;
};

struct StepMatrix {
    Message name;           // "Q (head 1)", "scores", …
    bool output = false;    // false: an input of the step
    Matrix<float> values;   // (rows, cols)
    Axis rows = Axis::tokens, cols = Axis::features;
    bool is_signed = true;  // diverging colours; false: a [0, 1] quantity (weights, probabilities)
    Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> masked;  // attention weights: the cells the mask hid
    bool shared_scale = false;  // drawn on one colour scale with the step's other shared matrices (÷√d_k)
    EditAddress editable = {};
};

// The model's steps, in order, read off its plan: per stack, its input (tokens, embedding, and the
// positional rows when they are added to it), the steps of each sublayer of a layer in the order the
// layer runs them (attention: qkv … addnorm1; cross-attention: cross-qkv … cross-addnorm; feed-forward:
// ffn, addnorm2), then the encoder's output or the logits and probabilities. An encoder's steps carry
// "encoder-".
std::vector<std::string> pipeline_steps(const Plan& plan);

// The columns of a matrix too wide to read that are worth drawing: each row's largest values, about
// `limit` columns in all, in column order. For (T, V) logits or probabilities: each position's most
// likely next tokens; for one-hot rows: the tokens present. Every column when there are ≤ limit.
std::vector<int> columns_worth_showing(const Matrix<float>& values, int limit);
bool is_head_step(const std::string& step);  // shows one head (the selected one)
// "encoder" for encoder-… steps (the encoder's own stack, on the source), "cross" for cross-…, "" else
std::string step_section(const std::string& step);
std::string step_base(const std::string& step);  // the step without its section: "encoder-qkv" → "qkv"
bool is_layer_step(const std::string& step);     // a step inside a layer (qkv … addnorm2, cross-…), shown for one layer

// A place in the step-through: a step and, for the steps inside a layer, which layer.
struct StepPlace {
    std::string step;
    int layer = 0;
    bool operator==(const StepPlace&) const = default;
};
// The walk through the whole model, one step at a time: a stack's layer steps once for each of its
// layers, then on (the embedding before layer 0, the logits after the last layer). At either end the
// place stays. Throws al::Error for a step the plan does not have.
StepPlace step_after(const Plan& plan, const StepPlace& at);
StepPlace step_before(const Plan& plan, const StepPlace& at);

// What a step shows of the trace, left to right: the traced tensors whose lines name the step
// (core/model/trace.cpp), a head's columns where the tensor is kept as heads, and the sublayer's wiring
// (what its first step reads; the stream, the sum and a post-norm's output in its residual step).
// Throws al::Error for an unknown step, a cross step on a model without cross-attention, a layer/head
// out of range, a trace another model made, or scores a training trace did not keep.
// With `weights` (the model's parameters), the qkv step of the main stack's self-attention also shows
// the head's W_Q, W_K and W_V, transposed (C, D), between its input and Q, K, V: Q = X·W_Qᵀ (+ bias).
std::vector<StepMatrix> step_matrices(const ForwardTrace<float>& trace, const ModelConfig& config,
                                      const std::string& step, int layer, int head,
                                      const ModelParams<float>* weights = nullptr);

}  // namespace al
