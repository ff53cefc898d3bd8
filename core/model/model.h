// The transformer: decoder-only (nanoGPT's shape), encoder-only, or encoder–decoder with
// cross-attention, as its plan (plan.h) describes it. forward() walks the plan and fills a ForwardTrace
// with every intermediate; backward() walks it in reverse.
//
// One layer of the classic plan, x = layer input (B·T, C), N = a norm, A = attention, M = feed-forward:
//   pre-norm:  norm1 = N(x);  resid1 = x + A(norm1);  norm2 = N(resid1);  resid2 = resid1 + M(norm2);  out = resid2
//   post-norm: resid1 = x + A(x);  norm1 = N(resid1);  resid2 = norm1 + M(norm1);  norm2 = N(resid2);  out = norm2
// The decoder of an encoder–decoder has cross-attention (keys/values from the encoder output)
// between the two, wrapped the same way. ln_f always applies before the lm head.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/model/config.h"
#include "core/model/params.h"
#include "core/model/edit.h"
#include "core/model/patch.h"
#include "core/model/plan.h"
#include "core/model/trace.h"

namespace al {

// B sequences of T tokens (and, for encoder_decoder, B source sequences of S tokens).
struct Batch {
    int B = 1, T = 0;
    std::vector<int> ids;         // (B·T)
    std::vector<int> valid_lens;  // (B) optional: padding lengths of ids
    int S = 0;
    std::vector<int> source_ids;         // (B·S) encoder input, encoder_decoder only
    std::vector<int> source_valid_lens;  // (B) optional

    // One sequence; an encoder–decoder's also has its source (S = source.size()).
    static Batch single(std::vector<int> ids, std::vector<int> source = {});
};

// Classroom experiments; the defaults reproduce the model's own computation.
struct ForwardOptions {
    std::optional<MaskKind> mask;                    // default: causal if config.causal, plus padding
                                                     // when valid lengths are given
    std::vector<std::vector<int>> row_valid_lens;    // (B, T) per-query padding form (self-attention)
    bool scale_by_sqrt_dk = true;
    double score_scale = 1.0;
    std::vector<std::pair<int, int>> ablated_heads;  // (layer, head) whose output is zeroed
    bool use_positional = true;                      // false: no positions (no rows added, or q and k not turned)
    bool bypass_residual = false;                    // sublayer outputs replace the stream instead of adding
    bool bypass_norm = false;                        // every norm becomes the identity
    bool hide_first_token = false;                   // no self-attention query reads the first key (but the first query)
    std::vector<ActivationPatch> patches;            // values written over the main stack's own (patch.h)
    std::vector<ValueEdit> edits;                    // what-if: typed values over self-attention cells (edit.h);
                                                     // weight edits are written into the parameters instead

    // Training: BatchNorm uses batch statistics and, when config.dropout > 0, dropout masks drawn
    // from dropout_seed are applied to the embeddings and to each sublayer's output.
    bool training = false;
    uint64_t dropout_seed = 0;
    bool keep_scores = true;                         // false: keep only the weights (all backward needs)

    bool operator==(const ForwardOptions&) const = default;
};

template <class S>
class Model {
public:
    Model(ModelConfig config, ModelParams<S> params);
    static Model random(const ModelConfig& config, uint64_t seed);

    const ModelConfig& config() const { return config_; }
    const Plan& plan() const { return plan_; }
    const ModelParams<S>& params() const { return params_; }
    ModelParams<S>& params() { return params_; }
    // W_U (V, C), the matrix the logits read: the token embeddings when the head is tied, else lm_head
    const Matrix<S>& unembedding() const { return plan_.tied_head ? params_.wte : params_.lm_head; }

    // Throws al::Error for ids outside the vocabulary, sequences longer than block_size, or
    // inconsistent batch sizes. Reuses the trace's buffers when shapes repeat.
    void forward(const Batch& batch, const ForwardOptions& options, ForwardTrace<S>& trace) const;
    ForwardTrace<S> forward(const Batch& batch, const ForwardOptions& options = {}) const;
    // forward() again after the input changed at its end (typing): `trace` holds this model's
    // forward() of an earlier input with the same options. The positions both inputs share at the
    // start keep their rows; the new ones are computed reading the kept keys and values. Only for
    // one sequence of a decoder-only model under its causal mask, at inference with every score
    // kept; returns false otherwise, the trace untouched (call forward()). Defined in model_reuse.cpp.
    bool forward_reusing(const Batch& batch, const ForwardOptions& options, ForwardTrace<S>& trace) const;
    // The main stack again from layer `first` on, for experiments that change what a layer reads
    // (core/explain/patching.h): trace.main holds B, T, the mask and what layer `first` reads
    // (layer_input(first), B·T rows; an encoder–decoder's trace its encoder too). Recomputes layers
    // first … L−1 and the final norm, applying options.patches of those layers; leaves the logits to the
    // caller, who often needs a few of them.
    void forward_layers(int first, const ForwardOptions& options, ForwardTrace<S>& trace) const;

    // The mirror of forward(): from dL/dlogits (B·T, V) and the trace of the same call, accumulates
    // dL/dθ into grads (shaped like params(); see zero_gradients). Defined in model_backward.cpp.
    void backward(const ForwardOptions& options, const ForwardTrace<S>& trace, const Matrix<S>& dlogits,
                  ModelParams<S>& grads) const;
    ModelParams<S> zero_gradients() const;

private:
    // `past`: the stack's trace of the positions before these (forward_reusing); positions then start at past->T
    void stack_forward(const StackPlan& plan, const StackParams<S>& stack, int B, int T, const std::vector<int>& ids,
                       const AttentionMask& mask, const Matrix<S>* memory, const AttentionMask* memory_mask,
                       const ForwardOptions& options, StackTrace<S>& tr, const StackTrace<S>* past = nullptr) const;
    // layers first … L−1 of a stack whose trace holds layer_input(first), then the final norm
    void layers_forward(const StackPlan& plan, const StackParams<S>& stack, int first, int B, const AttentionMask& mask,
                        const Matrix<S>* memory, const AttentionMask* memory_mask, const ForwardOptions& options,
                        StackTrace<S>& tr, const StackTrace<S>* past) const;
    // `past`: the same layer's trace of the positions before x's rows (forward_reusing)
    void layer_forward(const LayerPlan& plan, const BlockParams<S>& block, int layer, const Matrix<S>& x, int B,
                       const AttentionMask& mask, const Matrix<S>* memory, const AttentionMask* memory_mask,
                       const ForwardOptions& options, LayerTrace<S>& tr, const LayerTrace<S>* past = nullptr) const;
    // f of one sublayer: reads `in`, returns its output as kept in the trace
    Matrix<S>& sublayer_forward(const SublayerSpec& spec, const BlockParams<S>& block, int layer, const Matrix<S>& in,
                                int B, const AttentionMask& mask, const Matrix<S>* memory,
                                const AttentionMask* memory_mask, const ForwardOptions& options, LayerTrace<S>& tr,
                                const LayerTrace<S>* past) const;
    void norm(const NormSpec& spec, const Norm<S>& p, const Matrix<S>& x, const ForwardOptions& options, Matrix<S>& out,
              NormCache<S>& cache) const;
    void norm_back(const NormSpec& spec, const Norm<S>& p, const Matrix<S>& x, const NormCache<S>& cache,
                   const ForwardOptions& options, const Matrix<S>& dout, Matrix<S>& dx, Norm<S>& grad) const;
    void stack_backward(const StackPlan& plan, const StackParams<S>& stack, const Matrix<S>* memory,
                        const ForwardOptions& options, const StackTrace<S>& tr, const Matrix<S>& dfinal,
                        Matrix<S>* dmemory, StackParams<S>& grad, Matrix<S>& dwte) const;
    void layer_backward(const LayerPlan& plan, const BlockParams<S>& block, int layer, const Matrix<S>* memory,
                        const ForwardOptions& options, const StackTrace<S>& tr, const Matrix<S>& dout, Matrix<S>& dx,
                        Matrix<S>* dmemory, BlockParams<S>& grad) const;
    // f's backward: from d f_out returns d f_in (cross-attention also adds to *dmemory)
    Matrix<S> sublayer_backward(const SublayerSpec& spec, const BlockParams<S>& block, int layer,
                                const Matrix<S>* memory, const ForwardOptions& options, const LayerTrace<S>& tr,
                                const Matrix<S>& in, const Matrix<S>& dout, Matrix<S>* dmemory,
                                BlockParams<S>& grad) const;
    // The experiments' options for this layer's attention, with the form its spec gives it.
    AttentionOptions attention_options(const ForwardOptions& options, int layer, const SublayerSpec& spec) const;

    ModelConfig config_;
    Plan plan_;
    ModelParams<S> params_;
    Matrix<S> sinusoid_;
};

// The model's own mask for a stack (causal per config, padding when lengths are given),
// overridden by options.mask.
AttentionMask default_mask(bool causal, const std::vector<int>& valid_lens, const ForwardOptions& options);

}  // namespace al
