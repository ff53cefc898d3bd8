// Opening a model from what a user names:
//   - an AttentionLab or nanoGPT .safetensors file (its own config in the metadata, or --config);
//   - a Hugging Face folder: config.json, model.safetensors (or the shards model.safetensors.index.json
//     names), and the tokenizer: tokenizer.json, else
//     GPT-2's vocab.json + merges.txt (both or neither);
//   - a model.safetensors (or that folder's config.json) with config.json beside it;
//   - a Hub repo id ("Qwen/Qwen3-0.6B", "HuggingFaceTB/SmolLM2-135M@main") that is not a local path: its
//     snapshot in the Hugging Face cache (hub_cache.h), offline.
#pragma once

#include <optional>
#include <string>

#include "core/io/loaded_model.h"

namespace al {

struct ModelFiles {
    std::string weights;                 // the .safetensors file, or a sharded checkpoint's .index.json
    std::string hugging_face_config;     // config.json, or "" for an AttentionLab/nanoGPT file
    std::string tokenizer_json;          // tokenizer.json, or ""
    std::string vocab, merges;           // GPT-2's tokenizer files when there is no tokenizer.json, or ""
};

// Which files make up the model at `path`. Throws al::Error naming what is missing.
ModelFiles find_model_files(const std::string& path_or_repo);

// `config_override` (a ModelConfig) makes the weights be read as an AttentionLab/nanoGPT file.
// Throws al::Error naming the file and field: a missing file, a config of another architecture,
// a tokenizer whose size differs from the embedding's, a malformed merges line, any load_model error.
LoadedModel open_model(const std::string& path, const std::optional<ModelConfig>& config_override = std::nullopt);

}  // namespace al
