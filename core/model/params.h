// Model parameters, laid out as nanoGPT's state_dict and enumerable as named views, so that
// initialisation, save/load, gradients, optimiser state and the weight browser walk one list.
//
// Names (l = layer; '?' = only when the config has it):
//   transformer.wte.weight (V, C)           transformer.wpe.weight (block_size, C)  [learned]
//   transformer.h.l.ln_1.weight (C) .bias? (C) .running_mean/.running_var (C) [batchnorm]
//   transformer.h.l.attn.c_attn.weight ((H + 2·H_kv)·D, C) .bias?: the rows of q, k, v; (3C, C) without
//     grouped-query attention and with D = C/H.   transformer.h.l.attn.c_proj.weight (C, H·D) .bias?
//   transformer.h.l.attn.q_norm.weight (D), .attn.k_norm.weight (D)  [QK-norm]
//   transformer.h.l.ln_cross.*, transformer.h.l.cross_attn.c_attn.*, .cross_attn.c_proj.*  [encoder_decoder]
//   transformer.h.l.ln_2.*   transformer.h.l.mlp.c_fc.weight (F, C) .bias?   .mlp.c_proj.weight (C, F) .bias?
//     (gated: c_fc (2F, C), the gate's rows, then the up projection's)
//   transformer.ln_f.*      lm_head.weight (V, C)  [absent when tied to wte]
//   encoder.wpe.weight, encoder.h.l.*, encoder.ln_f.*  [encoder_decoder: the encoder stack]
// An encoder-only model uses the transformer.* names for its one stack.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/kernels/kernels.h"
#include "core/model/attention.h"
#include "core/model/config.h"
#include "core/model/plan.h"

namespace al {

template <class S>
struct Mlp {
    Linear<S> c_fc;    // (F, C)
    Linear<S> c_proj;  // (C, F)
};

template <class S>
struct BlockParams {
    Norm<S> ln_1;
    AttentionParams<S> attn;
    Norm<S> ln_cross;                // decoder layers of encoder_decoder only
    AttentionParams<S> cross_attn;   // decoder layers of encoder_decoder only
    Norm<S> ln_2;
    Mlp<S> mlp;
};

template <class S>
struct StackParams {
    Matrix<S> wpe;  // (block_size, C), learned positional encoding only
    std::vector<BlockParams<S>> h;
    Norm<S> ln_f;
};

template <class S>
struct ModelParams {
    Matrix<S> wte;                // (V, C)
    StackParams<S> transformer;   // the decoder, or the only stack of an encoder-only model
    StackParams<S> encoder;       // encoder_decoder only
    Matrix<S> lm_head;            // (V, C), empty when tied to wte
};

// The parameters of one sublayer of a block: its norm (ln_1, ln_cross, ln_2) and its attention.
template <class Block>
auto& norm_params(Block& b, Sublayer s) {
    return s == Sublayer::attention ? b.ln_1 : s == Sublayer::cross_attention ? b.ln_cross : b.ln_2;
}
template <class Block>
auto& attention_params(Block& b, Sublayer s) {
    return s == Sublayer::cross_attention ? b.cross_attn : b.attn;
}

enum class ParamRole { weight, bias, norm, embedding, buffer };

template <class S>
struct ParamRef {
    std::string name;
    S* data;
    std::vector<int64_t> shape;  // (rows, cols) or (n)
    ParamRole role;
    int64_t size() const;
    bool trainable() const { return role != ParamRole::buffer; }
    bool decays() const { return role == ParamRole::weight || role == ParamRole::embedding; }
};

// Every tensor the config's plan calls for, sized, with norm weights 1, biases 0, running_var 1 and
// all other weights 0.
template <class S>
ModelParams<S> allocate_parameters(const ModelConfig& config);

// Every present tensor in a stable order (the order of the name table above); read-only refs
// (ParamRef<const S>) for const parameters.
template <class S>
std::vector<ParamRef<S>> named_parameters(ModelParams<S>& params);
template <class S>
std::vector<ParamRef<const S>> named_parameters(const ModelParams<S>& params);

// nanoGPT's initialisation: weights ~ N(0, 0.02), residual projections (attn.c_proj, mlp.c_proj)
// ~ N(0, 0.02/√(2·n_layer)), biases 0, norms γ=1 β=0. Same seed, same weights.
template <class S>
void init_parameters(ModelParams<S>& params, const ModelConfig& config, uint64_t seed);

// The weights of a model's linear layers (attention, feed-forward, an untied head): the ones the
// products of a pass multiply with, each forward and backward, as the kernels take them (WeightRef).
std::vector<WeightRef> linear_weights(const ModelParams<float>& params);

template <class To, class From>
ModelParams<To> cast_parameters(const ModelParams<From>& params, const ModelConfig& config);

// Trainable parameters, and all tensor elements including buffers; computed without allocating.
int64_t count_parameters(const ModelConfig& config);
int64_t count_tensor_elements(const ModelConfig& config);

}  // namespace al
