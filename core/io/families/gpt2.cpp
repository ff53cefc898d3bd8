// Hugging Face GPT-2 (model_type "gpt2": gpt2, gpt2-medium, distilgpt2, …), as GPT2LMHeadModel and
// GPT2Model save it.
//   config.json (GPT2Config) → a pre-LayerNorm decoder with learned positions, biases and (unless
//   tie_word_embeddings is false) a tied head:
//     vocab_size, n_positions → block_size, n_layer, n_head, n_embd, n_inner (null → 4·n_embd) → d_ff,
//     activation_function (gelu_new, gelu_pytorch_tanh → gelu_tanh; gelu; relu), layer_norm_epsilon.
//   Missing keys take GPT2Config's defaults.
//   Tensors: our names, or without "transformer." (GPT2Model); attn.c_attn, attn.c_proj, mlp.c_fc and
//   mlp.c_proj are Conv1D weights stored (in, out); a tied head may be kept as lm_head.weight only.
#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/io/family.h"

namespace al {
namespace {

ModelConfig read_config(const ConfigKeys& j) {
    if (j.flag("add_cross_attention", false))
        throw Error(Message(AL_TEXT("%1 is true; GPT-2 with cross-attention is not supported"), j.field("add_cross_attention")));
    if (!j.flag("scale_attn_weights", true))
        throw Error(Message(AL_TEXT("%1 is false; AttentionLab's attention always divides by √d_k"), j.field("scale_attn_weights")));
    if (j.flag("scale_attn_by_inverse_layer_idx", false))
        throw Error(Message(AL_TEXT("%1 is true; per-layer attention scaling is not supported"), j.field("scale_attn_by_inverse_layer_idx")));

    ModelConfig c;
    c.arch = Arch::decoder;
    c.vocab_size = j.integer("vocab_size", 50257);
    c.block_size = j.integer("n_positions", 1024);
    c.n_layer = j.integer("n_layer", 12);
    c.n_head = j.integer("n_head", 12);
    c.n_embd = j.integer("n_embd", 768);
    c.d_ff = j.has("n_inner") ? j.integer("n_inner", 0) : 4 * c.n_embd;
    c.norm = NormKind::layernorm;
    c.norm_position = NormPosition::pre;
    c.positional = Positional::learned;
    c.bias = true;
    c.causal = true;
    c.tie_embeddings = j.flag("tie_word_embeddings", true);
    c.dropout = 0.0;
    const std::string activation = j.text("activation_function", "gelu_new");
    if (activation == "gelu_new" || activation == "gelu_pytorch_tanh") c.activation = Activation::gelu_tanh;
    else if (activation == "gelu") c.activation = Activation::gelu;
    else if (activation == "relu") c.activation = Activation::relu;
    else throw Error(Message(AL_TEXT("%1 is \"%2\"; supported: gelu_new, gelu_pytorch_tanh, gelu, relu"), j.field("activation_function"), printable(activation)));
    c.ln_eps = j.number("layer_norm_epsilon", c.ln_eps);
    return c;
}

StoredTensor stored(const std::string& name, const ModelConfig& config) {
    StoredTensor t{{name}, false};
    const std::string prefix = "transformer.";
    if (name.starts_with(prefix)) t.names.push_back(name.substr(prefix.size()));
    if (name == "transformer.wte.weight" && config.tie_embeddings) t.names.push_back("lm_head.weight");
    t.transposed = name.ends_with(".attn.c_attn.weight") || name.ends_with(".attn.c_proj.weight") ||
                   name.ends_with(".mlp.c_fc.weight") || name.ends_with(".mlp.c_proj.weight");
    return t;
}

}  // namespace

const Family& gpt2_family() {
    static const Family family{"gpt2", "gpt2",
                               AL_TEXT("GPT-2-family models (model_type \"gpt2\", such as gpt2 and distilgpt2)"),
                               read_config,
                               {{"block_size", "n_positions"}, {"d_ff", "n_inner"}, {"activation", "activation_function"},
                                {"tie_embeddings", "tie_word_embeddings"}, {"ln_eps", "layer_norm_epsilon"}},
                               stored, is_pytorch_buffer};
    return family;
}

}  // namespace al
