// Hugging Face's GPT-2 files: config.json (GPT2Config) and the tokenizer's vocab.json + merges.txt.
// The weights (model.safetensors) are read by load_model with WeightLayout::hugging_face.
#pragma once

#include <string>
#include <string_view>

#include "core/model/config.h"
#include "core/text/tokenizer.h"

namespace al {

// GPT2Config → ModelConfig: a pre-LayerNorm decoder with learned positions, biases and (unless
// tie_word_embeddings is false) a tied head;
//   vocab_size, n_positions → block_size, n_layer, n_head, n_embd, n_inner (null → 4·n_embd) → d_ff,
//   activation_function (gelu_new, gelu_pytorch_tanh → gelu_tanh; gelu; relu), layer_norm_epsilon.
// Missing fields take GPT2Config's defaults. Throws al::Error naming `source` and the field when
// model_type is not "gpt2", a field has the wrong type, or the config asks for what this model does
// not compute (cross-attention, unscaled or layer-scaled attention, another activation).
ModelConfig config_from_hugging_face(std::string_view config_json, const std::string& source = "config.json");

// Reads GPT-2's byte-level BPE from the two files.
Tokenizer read_gpt2_tokenizer(const std::string& vocab_path, const std::string& merges_path);

}  // namespace al
