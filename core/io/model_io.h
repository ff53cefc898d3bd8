// Model files: safetensors with nanoGPT's state_dict names and layouts (see params.h), the
// ModelConfig and tokenizer as JSON strings in __metadata__ ("config", "tokenizer").
// A nanoGPT checkpoint saved from PyTorch loads as is; without our metadata a config is required.
// Other layouts (Hugging Face GPT-2's) are read by their family (family.h): where each tensor is and
// whether it is stored transposed.
#pragma once

#include <optional>
#include <string>

#include "core/io/loaded_model.h"
#include "core/io/family.h"
#include "core/io/safetensors.h"

namespace al {

// An AttentionLab model file: the weights, the config, and for a loaded model its tokenizer (which says
// whether its text starts with <bos>) and the task it was trained on, as metadata "tokenizer" and
// "task" (load_model restores them). A bare Model saves weights and config only.
void save_model(const Model<float>& model, const std::string& path);
void save_model(const LoadedModel& model, const std::string& path);
// The task a model file or training checkpoint was trained on, or "" when it does not say.
std::string trained_task(const SafetensorsFile& file);
// A writer holding the model's tensors and metadata, for files that add more (training checkpoints).
SafetensorsWriter model_writer(const Model<float>& model, const std::optional<Tokenizer>& tokenizer = std::nullopt,
                               const std::string& task = {});
SafetensorsWriter model_writer(const LoadedModel& model);
std::string serialize_model(const Model<float>& model);
std::string serialize_model(const LoadedModel& model);

// `config_override` replaces (or supplies) the file's config. Tensors may be F32, F16, BF16 or F64;
// each is converted into the model's F32 weights as it is read. Throws al::Error naming the problem:
// no config, missing/unexpected tensor, wrong dtype or shape, non-finite values, truncation.
// A first guess at the config of a file that carries none, from its tensors' names and shapes
// (nanoGPT's or Hugging Face's): vocab_size and n_embd from the embedding, block_size from the
// positions, n_layer, d_ff, bias, tie_embeddings. What shapes cannot tell (n_head: n_embd / 64 when
// that divides, activation, norm_position, ln_eps) keeps ModelConfig's defaults — for a person to check.
ModelConfig config_from_shapes(const SafetensorsFile& file);

LoadedModel load_model(const std::string& path, const std::optional<ModelConfig>& config_override = std::nullopt);
LoadedModel load_model(const SafetensorsFile& file, const std::optional<ModelConfig>& config_override = std::nullopt,
                        const Family& family = attentionlab_family());

}  // namespace al
