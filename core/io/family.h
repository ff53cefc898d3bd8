// A model family: how one kind of model file configures, names and lays out the tensors of a Model.
// The Model itself knows only its ModelConfig and the plan made from it (core/model/plan.h); a family
// is what turns a folder as its authors publish it into those. One file per family in core/io/families/:
//   attentionlab.cpp  our own .safetensors (nanoGPT's names, the config in the metadata)
//   gpt2.cpp          Hugging Face GPT-2 (model_type "gpt2": gpt2, distilgpt2, …)
//   llama.cpp         Hugging Face Llama, Qwen2 and Qwen3 (model_type "llama", "qwen2", "qwen3")
// Adding a family: docs/architecture.md, "Adding a model family".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/base/message.h"
#include "core/model/config.h"

namespace al {

// Where a file keeps one of our parameters (params.h names).
struct StoredTensor {
    std::vector<std::string> names;  // where to look, in order: the first the file has is read
    bool transposed = false;         // stored (in, out) where ours is (out, in): PyTorch's Conv1D
    // Or, where the file keeps ours as several tensors, the blocks of its rows in order, each found as
    // above (names empty then): Llama's q_proj, k_proj and v_proj are the rows of our c_attn.
    std::vector<StoredTensor> row_blocks = {};
};

// The keys of a config.json, read with messages that name the file and the key.
class ConfigKeys {
public:
    ConfigKeys(const nlohmann::json& config, std::string source) : j_(config), source_(std::move(source)) {}
    bool has(const char* key) const;  // present and not null
    int integer(const char* key, int fallback) const;  // a positive integer up to 2³⁰
    bool flag(const char* key, bool fallback) const;
    double number(const char* key, double fallback) const;
    std::string text(const char* key, const std::string& fallback) const;
    std::string field(const char* key) const;  // "config.json: field \"n_inner\"", for messages
    // The keys of an object inside, named in messages through this one's ("…: field \"rope_parameters\": field \"rope_type\"");
    // throws when `key` is not an object.
    ConfigKeys object(const char* key) const;
    const std::string& source() const { return source_; }

private:
    const nlohmann::json& j_;
    std::string source_;
};

struct Family {
    std::string_view name;        // "attentionlab", "gpt2"
    std::string_view model_type;  // config.json's model_type; "" when the files carry our own config
    const char* opens;            // an AL_TEXT naming what the family opens, for messages: "GPT-2-family models (…)"
    // config.json → ModelConfig (nullptr for a family without config.json); throws al::Error naming the key
    ModelConfig (*read_config)(const ConfigKeys& config);
    // The file's names for the config's fields where they differ ("block_size" → "n_positions"), so that
    // a message about a config read from the file names the key as the file does
    ModelConfig::KeyNames config_keys;
    // Where the file keeps our parameter `name` of a model with this config
    StoredTensor (*stored)(const std::string& name, const ModelConfig& config);
    // Tensors of the file that carry nothing of ours (PyTorch buffers, optimizer state)
    bool (*ignorable)(const std::string& stored_name);
};

const Family& attentionlab_family();
const Family& gpt2_family();
const Family& llama_family();
const Family& qwen2_family();
const Family& qwen3_family();

// Every family, ours first.
const std::vector<const Family*>& families();
// The family of a config.json's model_type; throws al::Error naming `source` and listing what opens.
const Family& family_of_model_type(std::string_view model_type, const std::string& source);

// PyTorch buffers every family may find beside the weights: the causal mask GPT-2 and nanoGPT register
// (".attn.bias", ".attn.masked_bias"), BatchNorm's counter, a training checkpoint's AdamW state.
bool is_pytorch_buffer(const std::string& name);

}  // namespace al
