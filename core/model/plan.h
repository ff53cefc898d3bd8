// Plan: a model described as data. Per stack, per layer, the residual sublayers in the order they run,
// each a norm and an op; the forward and the backward pass walk it, the views read it. make_plan() derives
// it from a ModelConfig (a family maps its own config.json to a ModelConfig first, core/io/family.h).
//
//   Plan ─ main: StackPlan (the decoder, or the only stack) ─ layers[l]: LayerPlan ─ sublayers[i]: SublayerSpec
//        └ encoder: StackPlan (encoder_decoder only)                                    ├ norm: NormSpec
//                                                                                        └ op: AttentionSpec | FeedForwardSpec
//
// One sublayer f on the residual stream s, as its norm's placement says:
//   pre:  s ← keep·s + f(N(s))        post: s ← N(keep·s + f(s))        (keep = 0 when residuals are bypassed)
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/model/config.h"
#include "core/model/rotary.h"

namespace al {

// The residual sublayers a layer can have (cross-attention only in an encoder–decoder's decoder).
enum class Sublayer { attention, cross_attention, feed_forward };

struct NormSpec {
    NormKind kind = NormKind::layernorm;
    NormPosition placement = NormPosition::pre;
    double eps = 1e-5;
    bool bias = true;  // LayerNorm's β (BatchNorm's too); RMSNorm has none
};

struct PositionSpec {
    enum class Kind { learned, sinusoidal, rotary, none };
    Kind kind = Kind::learned;
    RotarySpec rotary;  // kind == rotary only
    // learned and sinusoidal rows are added to the token embeddings; rotary turns q and k in each attention
    bool added_to_embeddings() const { return kind == Kind::learned || kind == Kind::sinusoidal; }
};

struct AttentionSpec {
    int query_heads = 1;
    int kv_heads = 1;     // < query_heads: grouped-query attention, query_heads/kv_heads queries share a key and value head
    int head_size = 1;    // D; query_heads·D need not equal the width
    PositionSpec positions;  // the stack's; the attention applies it when rotary
    bool qk_norm = false;    // RMSNorm over each head's q and k before the rotation (Qwen3)
    bool bias = true;        // on the output projection
    bool qkv_bias = true;    // on the q, k and v projections
    bool causal = true;
    bool cross = false;      // queries from the stream, keys and values from the encoder's output
};

struct FeedForwardSpec {
    Activation activation = Activation::gelu;
    bool gated = false;  // act(x·W_gateᵀ) ⊙ (x·W_upᵀ), then W_down (SwiGLU with SiLU)
    int hidden = 1;      // F
    bool bias = true;
};

struct SublayerSpec {
    Sublayer kind = Sublayer::attention;
    NormSpec norm;
    std::variant<AttentionSpec, FeedForwardSpec> op;

    const AttentionSpec& attention() const { return std::get<AttentionSpec>(op); }
    const FeedForwardSpec& feed_forward() const { return std::get<FeedForwardSpec>(op); }
};

struct LayerPlan {
    std::vector<SublayerSpec> sublayers;  // in the order they run

    const SublayerSpec* find(Sublayer kind) const;  // null when the layer has no such sublayer
    const AttentionSpec* self_attention() const;    // its self-attention's form, or null
};

struct StackPlan {
    PositionSpec positions;
    bool causal = true;            // its self-attention
    std::vector<LayerPlan> layers;
    NormSpec final_norm;           // ln_f, on the last layer's output
};

struct Plan {
    int vocab_size = 0, width = 0, block_size = 0;
    std::optional<StackPlan> encoder;  // encoder_decoder only
    StackPlan main;                    // the decoder, or the only stack
    bool tied_head = true;             // logits read wte, else lm_head
};

Plan make_plan(const ModelConfig& config);

std::string to_string(Sublayer);

}  // namespace al
