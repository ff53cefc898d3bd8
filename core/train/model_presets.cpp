#include "core/train/model_presets.h"

#include "core/base/error.h"

namespace al {
namespace {

// Every choice a preset makes, so that applying one preset after another leaves nothing of the first.
void blocks(ModelConfig& c, NormKind norm, Activation activation, bool gated, Positional positional, bool bias, bool tied) {
    c.norm = norm, c.norm_position = NormPosition::pre, c.activation = activation, c.gated_ffn = gated;
    c.positional = positional, c.rope_theta = 10000.0, c.rope_scaling_factor = 0;
    c.bias = bias, c.qkv_bias = false, c.tie_embeddings = tied, c.qk_norm = false, c.n_kv_head = 0, c.head_dim = 0;
}

// A family with a feed-forward block gives an attention-only model (d_ff 0) the usual 4 × n_embd.
void with_feed_forward(ModelConfig& c) {
    if (c.d_ff == 0) c.d_ff = 4 * c.n_embd;
}

void gpt(ModelConfig& c) {
    blocks(c, NormKind::layernorm, Activation::gelu, false, Positional::learned, true, true);
    with_feed_forward(c);
}

void mini_llama(ModelConfig& c) {
    blocks(c, NormKind::rmsnorm, Activation::silu, true, Positional::rotary, false, false);
    with_feed_forward(c);
    c.n_kv_head = c.n_head % 2 == 0 ? c.n_head / 2 : c.n_head;  // two query heads share each key/value head
}

void microgpt(ModelConfig& c) {
    blocks(c, NormKind::rmsnorm, Activation::relu, false, Positional::learned, false, false);
    c.n_layer = 1, c.n_embd = 16, c.n_head = 4, c.d_ff = 64;
}

void attention_only(ModelConfig& c) {
    blocks(c, NormKind::layernorm, Activation::gelu, false, Positional::rotary, true, false);
    c.n_layer = 2, c.d_ff = 0;
}

void attention_mlp(ModelConfig& c) {
    attention_only(c);
    with_feed_forward(c);
}

}  // namespace

const std::vector<ModelPreset>& model_presets() {
    static const std::vector<ModelPreset> list = {
        {"gpt", AL_TEXT("GPT-2"), AL_TEXT("Learned positions, LayerNorm, GELU, biases, the output tied to the embedding"), gpt},
        {"mini-llama", AL_TEXT("mini-Llama"),
         AL_TEXT("Rotary positions, RMSNorm, SwiGLU, two query heads per key/value head, no biases, an output of its own"), mini_llama},
        {"microgpt", AL_TEXT("microgpt"), AL_TEXT("Karpathy's microgpt: 1 layer, 16 dimensions, 4 heads, RMSNorm, ReLU, no biases"), microgpt},
        {"attention-only", AL_TEXT("attention only"),
         AL_TEXT("Two layers of attention and no feed-forward (rotary positions): the smallest model that forms induction heads"),
         attention_only},
        {"attention-mlp", AL_TEXT("attention + MLP"),
         AL_TEXT("The same two layers of attention, each followed by a feed-forward block (an MLP)"), attention_mlp},
    };
    return list;
}

std::string preset_list(const char* separator) {
    std::string out;
    for (const auto& p : model_presets()) out += (out.empty() ? "" : separator) + p.name;
    return out;
}

const ModelPreset& model_preset(std::string_view name) {
    for (const auto& p : model_presets())
        if (p.name == name) return p;
    throw Error(Message(AL_TEXT("unknown preset \"%1\" (expected one of: %2)"), std::string(name), preset_list()));
}

const ModelPreset* preset_of(const ModelConfig& config) {
    for (const auto& p : model_presets()) {
        ModelConfig applied = config;
        p.apply(applied);
        if (applied == config) return &p;
    }
    return nullptr;
}

}  // namespace al
