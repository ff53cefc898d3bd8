// Writing a model in a Hugging Face layout, so that transformers' AutoModelForCausalLM (and this app)
// open it: a folder with config.json and model.safetensors (float32), each parameter under the name the
// family gives it (core/io/families/llama.cpp, read in reverse: c_attn's rows become q_proj, k_proj and
// v_proj, c_fc's become gate_proj and up_proj). The family follows from the blocks:
//   qwen3  with QK-norm;   qwen2  with q, k, v biases;   llama  otherwise.
// Only a model those families describe can be written: a causal decoder with RMSNorm before each
// sublayer, rotary positions, a gated SiLU feed-forward (SwiGLU) and no other biases — the mini-llama
// preset (core/train/model_presets.h). The tokenizer is not written (a toy task's characters are no
// Hugging Face tokenizer); the folder opens with token ids.
#pragma once

#include <string>

#include "core/model/model.h"

namespace al {

struct HuggingFaceFiles {
    std::string model_type;   // "llama", "qwen2", "qwen3"
    std::string config_json;  // config.json's text
    std::string weights;      // model.safetensors' bytes
};

// Throws al::Error naming the first thing the layout cannot hold ("the Llama layout needs RMSNorm; this
// model has layernorm"), with what to do.
HuggingFaceFiles hugging_face_files(const Model<float>& model);

// Writes config.json and model.safetensors into `folder` (made if missing), each all or nothing. A
// folder that holds other files, or either file already, is refused unless `force` (which replaces
// those two and nothing else). Returns the model_type. Throws al::Error before anything is written.
std::string export_hugging_face(const Model<float>& model, const std::string& folder, bool force);

}  // namespace al
