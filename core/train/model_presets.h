// Model presets: the shapes of transformer a class compares, each a set of architecture choices applied
// to a config (the sizes stay the task's unless the preset is a size of its own). The Train tab's
// Preset box and the CLI's `train --preset` read this one list.
//   gpt             learned positions, LayerNorm, GELU, biases, tied head (GPT-2's blocks)
//   mini-llama      rotary positions, RMSNorm, SwiGLU, grouped-query attention (2 query heads per
//                   key/value head), no biases, untied head (Llama's blocks)
//   microgpt        Karpathy's microgpt: 1 layer, 16 dimensions, 4 heads, RMSNorm, ReLU, no biases
//   attention-only  2 layers of attention and no feed-forward (rotary, untied): the smallest model
//                   with an induction circuit
//   attention-mlp   the same with a feed-forward block in each layer
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/model/config.h"

namespace al {

struct ModelPreset {
    std::string name;   // "mini-llama"
    const char* label;  // the Train tab's (an AL_TEXT): "mini-Llama"
    const char* help;   // one sentence (an AL_TEXT): what it sets
    void (*apply)(ModelConfig&);
};

const std::vector<ModelPreset>& model_presets();
// Throws al::Error naming the presets.
const ModelPreset& model_preset(std::string_view name);
std::string preset_list(const char* separator = ", ");
// The preset `config` is an instance of (applying it changes nothing), or nullptr.
const ModelPreset* preset_of(const ModelConfig& config);

}  // namespace al
