// Generating text with a model: the next token sampled (sampling.h) from the model's own forward pass,
// again and again.
#pragma once

#include <cstdint>
#include <vector>

#include "core/model/model.h"
#include "core/text/sampling.h"

namespace al {

// Appends up to `n` sampled tokens to `prompt` (decoder-only and encoder-only models: the context is
// the last block_size tokens), ending early once it has appended one of `end` (LoadedModel::end_ids:
// a toy task's <eos>, GPT-2's <|endoftext|>), which it keeps. For encoder_decoder, `prompt` is the
// source and the output starts from BOS.
std::vector<int> generate(const Model<float>& model, const std::vector<int>& prompt, int n,
                          const SamplingOptions& options, uint64_t seed, const std::vector<int>& end = {});

}  // namespace al
