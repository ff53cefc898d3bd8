// The self-check: the invariants the core's tests assert, run on the model and sentence in front of
// the class, each with the numbers behind its verdict. Each check is a function of the data it
// judges, so that a test can hand it wrong data and see it fail.
#pragma once

#include <functional>

#include <string>
#include <vector>

#include "core/base/message.h"
#include "core/io/safetensors.h"
#include "core/model/model.h"

namespace al {

struct Check {
    enum class Outcome { pass, fail, not_applicable };
    Message name;     // what must hold
    Outcome outcome = Outcome::pass;
    Message numbers;  // what was measured, against what bound
};

// Every attention weights row (every stack, layer, head, self and cross) sums to 1 within 1e-5.
Check check_softmax_rows(const ForwardTrace<float>& trace);
// Every cell the mask hid (−∞ before the softmax) has weight exactly 0.
Check check_masked_weights_zero(const ForwardTrace<float>& trace);
// Causal self-attention (`causal`: the mask in effect is): every weight above the diagonal (a later
// key) of the decoder's self-attention is exactly 0.
Check check_causal_upper_triangle(const ForwardTrace<float>& trace, bool causal);
// q_h, k_h, v_h computed with each head's own slice of W_q, W_k, W_v equal the columns of the fused
// x·c_attnᵀ that the trace holds, within 1e-5 of their scale.
Check check_per_head_projections(const Model<float>& model, const ForwardTrace<float>& trace);
// Sinusoidal encodings: PE(p + k) is PE(p) turned by the angle ω_i·k in each (sin, cos) pair, for every
// p and k of the table, within 1e-5. `table` (T, C) is the model's, or the core's at its size.
Check check_relative_positions(const Matrix<float>& table, bool models_own);
// Finite differences (in double, 4-point stencil) against `analytic` for a few entries of a few
// parameters of the next-token loss on `batch`; relative error ≤ 1e-6.
Check check_gradients(const Model<double>& model, const Batch& batch, const ModelParams<double>& analytic);
ModelParams<double> next_token_gradients(const Model<double>& model, const Batch& batch);
double next_token_loss(const Model<double>& model, const Batch& batch);

// A reference model and its PyTorch trace (tests/reference/make_golden.py): the largest relative
// difference of any intermediate, ≤ `tolerance`.
struct Golden {
    std::string name;
    SafetensorsFile model, trace;
};
Check check_golden(const std::vector<Golden>& references, double tolerance = 1e-5);
template <class S>
double golden_difference(const Golden& reference, std::string* worst_tensor = nullptr);  // throws al::Error on a shape mismatch
// The same for a model already loaded (a Hugging Face folder), computing in S.
template <class S>
double trace_difference(const Model<float>& model, const SafetensorsFile& trace, const std::string& name,
                        std::string* worst_tensor = nullptr);
Batch golden_batch(const SafetensorsFile& trace);

// All of them, on this model and its batch (options: the experiments the trace was made with), in this
// order. `progress`, when given, hears of each as it is done: (how many are done, how many there are,
// the one just done) — the gradients of a GPT-2-sized model take most of the time.
constexpr size_t kSelfChecks = 7;
using CheckProgress = std::function<void(size_t done, size_t total, const Check& last)>;
std::vector<Check> self_check(const Model<float>& model, const Batch& batch, const ForwardOptions& options,
                              const std::vector<Golden>& references, const CheckProgress& progress = {});

}  // namespace al
