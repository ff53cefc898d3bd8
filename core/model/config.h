// ModelConfig: every hyperparameter of a model. Each field is declared once, in model_fields(): its JSON
// key, its label and help text, its range or its choices. Validation, the JSON, the Train tab's and the config dialog's forms, the window's names for
// them and every message about a config come from that table.
// A field left out of the JSON takes its default; unknown fields and enum values are errors.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/base/message.h"

namespace al {

enum class Arch { decoder, encoder, encoder_decoder };
enum class NormKind { layernorm, rmsnorm, batchnorm };
enum class NormPosition { pre, post };
enum class Activation { gelu, gelu_tanh, relu, silu };
enum class Positional { learned, sinusoidal, none, rotary };

struct ModelConfig {
    Arch arch = Arch::decoder;
    int vocab_size = 65;
    int block_size = 64;  // longest sequence the model accepts (rows of wpe)
    int n_layer = 2;      // per stack: the encoder and the decoder each have n_layer layers
    int n_head = 4;
    int n_kv_head = 0;    // key/value heads (grouped-query attention: n_head/n_kv_head query heads share one); 0: n_head
    int head_dim = 0;     // features per head; 0: n_embd / n_head
    int n_embd = 64;
    int d_ff = 256;       // 0: no feed-forward sublayer (an attention-only model)
    NormKind norm = NormKind::layernorm;
    NormPosition norm_position = NormPosition::pre;
    Activation activation = Activation::gelu;  // gelu = exact erf form
    Positional positional = Positional::learned;
    double rope_theta = 10000.0;  // rotary: pair i of a head turns by position·θ^(−2i/D)
    double rope_scaling_factor = 0;      // > 0: Llama 3.1's scaling of the slow pairs (core/model/rotary.h)
    double rope_low_freq_factor = 1.0;   //   its wavelength bounds: original context / these factors
    double rope_high_freq_factor = 4.0;
    int rope_original_context = 8192;    //   the context the model was trained on
    bool gated_ffn = false;       // act(x·W_gateᵀ) ⊙ (x·W_upᵀ) before W_down (SwiGLU with silu)
    bool qk_norm = false;         // RMSNorm over each head's queries and keys, before the rotation (Qwen3)
    bool bias = true;
    bool qkv_bias = false;        // the query, key and value projections add a bias even when `bias` is off (Qwen2)
    bool causal = true;  // decoder self-attention; when left out of JSON: false for arch=encoder
    bool tie_embeddings = true;
    double ln_eps = 1e-5;
    double dropout = 0.0;  // training only; never applied at inference

    int head_size() const { return head_dim > 0 ? head_dim : n_embd / n_head; }
    int kv_heads() const { return n_kv_head > 0 ? n_kv_head : n_head; }
    bool has_qkv_bias() const { return bias || qkv_bias; }
    bool has_encoder() const { return arch != Arch::decoder; }

    // How a message names a field: by its JSON key ("block_size"), or as the file the config came from
    // does, by its family's key names (our JSON key → the file's: "block_size" → "n_positions" in a
    // GPT-2 config.json; core/io/family.h).
    using KeyNames = std::vector<std::pair<std::string_view, std::string_view>>;
    // Throws al::Error naming the field and value, e.g. "n_embd (30) must be divisible by n_head (4)".
    void validate(const KeyNames& keys = {}) const;

    std::string to_json() const;  // pretty-printed
    // Parses and validates. Throws al::Error on malformed JSON, unknown fields, wrong types,
    // unknown enum values and invalid values.
    static ModelConfig from_json(std::string_view json);
    static ModelConfig from_file(const std::string& path);

    bool operator==(const ModelConfig&) const = default;
};

// One field of ModelConfig.
struct ModelField {
    using Member = std::variant<int ModelConfig::*, double ModelConfig::*, bool ModelConfig::*, Arch ModelConfig::*,
                                NormKind ModelConfig::*, NormPosition ModelConfig::*, Activation ModelConfig::*,
                                Positional ModelConfig::*>;
    enum Form { nowhere = 0, dialog = 1, train_form = 2 };  // where the window lets a person set it

    const char* name;          // the JSON key, e.g. "n_layer"
    const char* label;         // a form's name for it (an AL_TEXT), e.g. "Layers"
    const char* help;          // one sentence (an AL_TEXT)
    Member member;
    double min = 0, max = 0;   // numbers: the valid range, both ends included unless open
    bool min_open = false, max_open = false;
    int forms = nowhere;
    double train_form_max = 0;  // the most the Train tab offers, where less than max (a model trained in the window)

    bool is_integer() const { return std::holds_alternative<int ModelConfig::*>(member); }
    bool is_number() const { return is_integer() || std::holds_alternative<double ModelConfig::*>(member); }
    bool is_flag() const { return std::holds_alternative<bool ModelConfig::*>(member); }
    bool is_choice() const { return !is_number() && !is_flag(); }
    // The key a message uses for it: the file's name for it in `keys`, else its JSON key.
    std::string_view key(const ModelConfig::KeyNames& keys) const;

    // A number or flag as a double, and back (v must have passed problem()).
    double number(const ModelConfig& c) const;
    void set_number(ModelConfig& c, double v) const;
    // A choice by its name (enum_names), and back; set_choice throws al::Error for an unknown name.
    std::string choice(const ModelConfig& c) const;
    void set_choice(ModelConfig& c, std::string_view name) const;
    const std::vector<std::string>& choices() const;

    // Why v is not a valid value ("must be positive", "must be at most 256", …), or nothing when it is.
    std::optional<Message> problem(double v) const;
};

const std::vector<ModelField>& model_fields();
const ModelField& model_field(std::string_view name);  // throws al::Error for an unknown name

std::string to_string(Arch);
std::string to_string(NormKind);
std::string to_string(NormPosition);
std::string to_string(Activation);
std::string to_string(Positional);

// The names of an enum's values (Arch, NormKind, NormPosition, Activation, Positional) in declaration
// order, spelled as in the JSON: sessions and the UI's choices are built from them.
template <class E>
const std::vector<std::string>& enum_names();
// Throws al::Error naming the field and listing the names.
template <class E>
E enum_from_name(std::string_view name, const char* field);

}  // namespace al
