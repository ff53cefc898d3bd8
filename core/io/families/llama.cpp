// Hugging Face Llama-shaped models, as LlamaForCausalLM, Qwen2ForCausalLM and Qwen3ForCausalLM save them:
//   model_type "llama"  Llama 2/3.x, SmolLM and SmolLM2, TinyLlama
//   model_type "qwen2"  Qwen2 and Qwen2.5: biases on q, k and v (none on o)
//   model_type "qwen3"  Qwen3: RMSNorm over each head's q and k before the rotation (q_norm, k_norm)
// config.json → a pre-RMSNorm decoder with rotary positions, a SwiGLU feed-forward (silu), grouped-query
// attention and no biases:
//   vocab_size, hidden_size → n_embd, intermediate_size → d_ff, num_hidden_layers → n_layer,
//   num_attention_heads → n_head, num_key_value_heads → n_kv_head, head_dim (else hidden/heads),
//   max_position_embeddings → block_size (at most 65,536), rms_norm_eps → ln_eps, rope_theta (or
//   rope_parameters.rope_theta) → rope_theta, rope_scaling of type llama3 → rope_scaling_factor & co.,
//   tie_word_embeddings, attention_bias (llama, qwen3).
//   Refused by name: another hidden_act, another rope scaling, sliding windows, mixtures of experts, biases on
//   the feed-forward or on o_proj.
// Tensors (nn.Linear, stored (out, in) as ours): model.embed_tokens, model.layers.N.{input_layernorm,
// self_attn.{q,k,v,o}_proj, self_attn.{q,k}_norm, post_attention_layernorm, mlp.{gate,up,down}_proj},
// model.norm, lm_head (absent when tied). q, k and v are the row blocks of our c_attn; gate and up of
// our c_fc.
#include <algorithm>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/io/family.h"

namespace al {
namespace {

enum class Kind { llama, qwen2, qwen3 };

// The longest context AttentionLab's config holds (block_size's range); real models state more.
constexpr int kLongestContext = 65536;

// Throws when the file asks for something this family does not compute.
void refuse(const ConfigKeys& j, Kind kind) {
    const std::string act = j.text("hidden_act", "silu");
    if (act != "silu") throw Error(Message(AL_TEXT("%1 is \"%2\"; this family computes silu"), j.field("hidden_act"), printable(act)));
    if (j.flag("use_sliding_window", false))
        throw Error(Message(AL_TEXT("%1 is true; AttentionLab's attention sees every earlier token"), j.field("use_sliding_window")));
    for (const char* experts : {"num_experts", "num_local_experts"})
        if (j.has(experts)) throw Error(Message(AL_TEXT("%1 is set; mixtures of experts are not supported"), j.field(experts)));
    if (j.flag("mlp_bias", false)) throw Error(Message(AL_TEXT("%1 is true; biases on the feed-forward are not supported"), j.field("mlp_bias")));
    if (kind == Kind::llama && j.flag("attention_bias", false))
        throw Error(Message(AL_TEXT("%1 is true; a bias on o_proj is not supported"), j.field("attention_bias")));
}

// θ and the scaling: rope_theta and rope_scaling, or rope_parameters holding both (transformers ≥ 4.56).
// The scaling is none, "default" or Llama 3.1's "llama3" (core/model/rotary.h); any other type (yarn,
// dynamic, linear, longrope) is refused by the field that names it.
void read_rope(const ConfigKeys& j, ModelConfig& c) {
    c.rope_theta = j.number("rope_theta", 10000.0);
    const char* key = j.has("rope_parameters") ? "rope_parameters" : j.has("rope_scaling") ? "rope_scaling" : nullptr;
    if (!key) return;
    const ConfigKeys rope = j.object(key);
    c.rope_theta = rope.number("rope_theta", c.rope_theta);
    const char* type_key = rope.has("rope_type") ? "rope_type" : "type";  // older files: "type"
    const std::string type = rope.text(type_key, "default");
    if (type == "default") return;
    if (type != "llama3")
        throw Error(Message(AL_TEXT("%1 is \"%2\"; AttentionLab computes rotary positions unscaled or with Llama 3.1's \"llama3\" scaling"),
                            rope.field(type_key), printable(type)));
    c.rope_scaling_factor = rope.number("factor", 8.0);
    c.rope_low_freq_factor = rope.number("low_freq_factor", 1.0);
    c.rope_high_freq_factor = rope.number("high_freq_factor", 4.0);
    c.rope_original_context = rope.integer("original_max_position_embeddings", 8192);
    if (!(c.rope_scaling_factor > 0) || !(c.rope_high_freq_factor > c.rope_low_freq_factor) || !(c.rope_low_freq_factor > 0))
        throw Error(Message(AL_TEXT("%1: factor must be positive and high_freq_factor greater than low_freq_factor (> 0)"), j.field(key)));
}

template <Kind kind>
ModelConfig read_config(const ConfigKeys& j) {
    refuse(j, kind);
    ModelConfig c;
    c.arch = Arch::decoder;
    c.vocab_size = j.integer("vocab_size", 32000);
    c.n_embd = j.integer("hidden_size", 4096);
    c.d_ff = j.integer("intermediate_size", 11008);
    c.n_layer = j.integer("num_hidden_layers", 32);
    c.n_head = j.integer("num_attention_heads", 32);
    c.n_kv_head = j.integer("num_key_value_heads", c.n_head);
    c.head_dim = j.has("head_dim") ? j.integer("head_dim", 0) : kind == Kind::qwen3 ? 128 : 0;
    if (int64_t{c.head_dim} * c.n_head == c.n_embd) c.head_dim = 0;  // the classic size, as a model file of ours states it
    if (c.n_kv_head == c.n_head) c.n_kv_head = 0;
    c.block_size = std::min(j.integer("max_position_embeddings", 2048), kLongestContext);
    c.norm = NormKind::rmsnorm;
    c.norm_position = NormPosition::pre;
    c.ln_eps = j.number("rms_norm_eps", 1e-6);
    c.positional = Positional::rotary;
    read_rope(j, c);
    c.activation = Activation::silu;
    c.gated_ffn = true;
    c.qk_norm = kind == Kind::qwen3;
    c.bias = false;
    c.qkv_bias = kind == Kind::qwen2 || (kind == Kind::qwen3 && j.flag("attention_bias", false));
    c.causal = true;
    c.tie_embeddings = j.flag("tie_word_embeddings", false);
    c.dropout = 0.0;
    return c;
}

// "transformer.h.3.attn.c_attn.weight" → 3 and ".attn.c_attn.weight"; -1 outside the layers
int layer_of(const std::string& name, std::string& rest) {
    const std::string prefix = "transformer.h.";
    if (!name.starts_with(prefix)) return -1;
    const size_t dot = name.find('.', prefix.size());
    rest = name.substr(dot);
    return std::stoi(name.substr(prefix.size(), dot - prefix.size()));
}

StoredTensor stored(const std::string& name, const ModelConfig&) {
    if (name == "transformer.wte.weight") return {{"model.embed_tokens.weight"}};
    if (name == "transformer.ln_f.weight") return {{"model.norm.weight"}};
    if (name == "lm_head.weight") return {{"lm_head.weight"}};
    std::string rest;
    const int l = layer_of(name, rest);
    if (l < 0) return {{name}};
    const std::string layer = "model.layers." + std::to_string(l) + ".";
    const std::string kind = rest.ends_with(".bias") ? "bias" : "weight";
    const auto one = [&](const std::string& part) { return StoredTensor{{layer + part + "." + kind}}; };
    const auto blocks = [&](std::vector<std::string> parts) {
        StoredTensor t;
        for (const auto& part : parts) t.row_blocks.push_back(one(part));
        return t;
    };
    if (rest.starts_with(".ln_1.")) return one("input_layernorm");
    if (rest.starts_with(".ln_2.")) return one("post_attention_layernorm");
    if (rest.starts_with(".attn.c_attn.")) return blocks({"self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj"});
    if (rest.starts_with(".attn.c_proj.")) return one("self_attn.o_proj");
    if (rest.starts_with(".attn.q_norm.")) return one("self_attn.q_norm");
    if (rest.starts_with(".attn.k_norm.")) return one("self_attn.k_norm");
    if (rest.starts_with(".mlp.c_fc.")) return blocks({"mlp.gate_proj", "mlp.up_proj"});
    if (rest.starts_with(".mlp.c_proj.")) return one("mlp.down_proj");
    return {{name}};
}

// Older checkpoints keep each layer's rotary frequencies as a buffer
bool ignorable(const std::string& name) { return is_pytorch_buffer(name) || name.ends_with(".rotary_emb.inv_freq"); }

const ModelConfig::KeyNames key_names = {
    {"n_embd", "hidden_size"},          {"d_ff", "intermediate_size"},              {"n_layer", "num_hidden_layers"},
    {"n_head", "num_attention_heads"},  {"n_kv_head", "num_key_value_heads"},       {"block_size", "max_position_embeddings"},
    {"ln_eps", "rms_norm_eps"},         {"tie_embeddings", "tie_word_embeddings"}};

}  // namespace

const Family& llama_family() {
    static const Family family{"llama", "llama",
                               AL_TEXT("Llama-family models (model_type \"llama\", such as Llama 3.2, SmolLM2 and TinyLlama)"),
                               read_config<Kind::llama>, key_names, stored, ignorable};
    return family;
}

const Family& qwen2_family() {
    static const Family family{"qwen2", "qwen2", AL_TEXT("Qwen2 and Qwen2.5 models (model_type \"qwen2\")"),
                               read_config<Kind::qwen2>, key_names, stored, ignorable};
    return family;
}

const Family& qwen3_family() {
    static const Family family{"qwen3", "qwen3", AL_TEXT("Qwen3 models (model_type \"qwen3\")"), read_config<Kind::qwen3>,
                               key_names, stored, ignorable};
    return family;
}

}  // namespace al
