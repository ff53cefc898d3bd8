// Writing a forward trace (and describing a model) for files and terminals.
#pragma once

#include <map>
#include <string>

#include "core/io/loaded_model.h"
#include "core/io/safetensors.h"

namespace al {

// Every tensor of sequence 0 under its trace name; `metadata` goes into __metadata__.
SafetensorsWriter trace_writer(const ForwardTrace<float>& trace, const std::map<std::string, std::string>& metadata);

// A human-readable summary: config, parameter count, tokenizer, tensor list.
std::string describe_model(const LoadedModel& model);
// The same as one JSON object (`info --json`):
//   {"config": {ModelConfig's fields}, "parameters": N,
//    "tokenizer": {"kind": "character"|"word"|"bpe"|"none", "size": N, "source": "tokenizer.json"…,
//                  "special": {"<|endoftext|>": 50256, …}},
//    "tensors": [{"name": "transformer.wte.weight", "shape": [V, C]}, …]}
std::string describe_model_json(const LoadedModel& model);

}  // namespace al
