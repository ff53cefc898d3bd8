// A Hugging Face model folder's config.json, read by the family its model_type names (family.h), and
// its tokenizer: tokenizer.json, or GPT-2's vocab.json + merges.txt. The weights (model.safetensors) are read by
// load_model with the same family.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/io/family.h"
#include "core/model/config.h"
#include "core/text/tokenizer.h"

namespace al {

// config.json → ModelConfig, by its model_type's family (families/gpt2.cpp says how GPT2Config maps).
// Throws al::Error naming `source` and the key when no family reads the model_type, a key has the wrong
// type, or the config asks for what AttentionLab does not compute (cross-attention, unscaled or
// layer-scaled attention, another activation).
struct HubConfig {
    const Family* family;  // whose tensor names and layouts the folder's weights have
    ModelConfig config;
    std::vector<int> end_ids;  // eos_token_id: one id, a list of them, or none (absent, null, not ids)
};
HubConfig read_hub_config(std::string_view config_json, const std::string& source = "config.json");
ModelConfig config_from_hugging_face(std::string_view config_json, const std::string& source = "config.json");

// Reads GPT-2's byte-level BPE from the two files.
Tokenizer read_gpt2_tokenizer(const std::string& vocab_path, const std::string& merges_path);
// Reads a tokenizer.json (Llama, Qwen, SmolLM, GPT-2 …; hugging_face_tokenizer.h says what it runs).
Tokenizer read_tokenizer_json(const std::string& path);

}  // namespace al
