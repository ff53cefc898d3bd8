// ModelConfig: every hyperparameter of a model, JSON-serialisable with these exact field names.
// A field left out of the JSON takes its default; unknown fields and enum values are errors.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace al {

enum class Arch { decoder, encoder, encoder_decoder };
enum class NormKind { layernorm, rmsnorm, batchnorm };
enum class NormPosition { pre, post };
enum class Activation { gelu, gelu_tanh, relu };
enum class Positional { learned, sinusoidal, none };

struct ModelConfig {
    Arch arch = Arch::decoder;
    int vocab_size = 65;
    int block_size = 64;  // longest sequence the model accepts (rows of wpe)
    int n_layer = 2;      // per stack: the encoder and the decoder each have n_layer layers
    int n_head = 4;
    int n_embd = 64;
    int d_ff = 256;
    NormKind norm = NormKind::layernorm;
    NormPosition norm_position = NormPosition::pre;
    Activation activation = Activation::gelu;  // gelu = exact erf form
    Positional positional = Positional::learned;
    bool bias = true;
    bool causal = true;  // decoder self-attention; when left out of JSON: false for arch=encoder
    bool tie_embeddings = true;
    double ln_eps = 1e-5;
    double dropout = 0.0;  // training only; never applied at inference

    int head_size() const { return n_embd / n_head; }
    bool has_encoder() const { return arch != Arch::decoder; }

    // Throws al::Error naming the field and value, e.g. "n_embd (30) must be divisible by n_head (4)".
    void validate() const;

    std::string to_json() const;  // pretty-printed
    // Parses and validates. Throws al::Error on malformed JSON, unknown fields, wrong types,
    // unknown enum values and invalid values.
    static ModelConfig from_json(std::string_view json);
    static ModelConfig from_file(const std::string& path);

    bool operator==(const ModelConfig&) const = default;
};

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
