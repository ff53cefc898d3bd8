// Next-token sampling: greedy, temperature, top-k, top-p (nucleus), seeded.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "core/model/model.h"

namespace al {

struct SamplingOptions {
    double temperature = 1.0;  // 0 = greedy (argmax)
    int top_k = 0;             // 0 = all tokens
    double top_p = 1.0;        // keep the smallest set whose probability reaches top_p
    void validate() const;     // throws al::Error naming the bad field
};

// The distribution actually sampled from: softmax(logits / temperature), restricted to the top-k
// and the top-p nucleus, renormalised. Greedy puts probability 1 on the argmax. (V)
std::vector<double> sampling_distribution(const float* logits, int V, const SamplingOptions& options);

int sample_token(const float* logits, int V, const SamplingOptions& options, std::mt19937_64& rng);

// Appends `n` sampled tokens to `prompt` (decoder-only and encoder-only models: the context is the
// last block_size tokens). For encoder_decoder, `prompt` is the source and the output starts from BOS.
std::vector<int> generate(const Model<float>& model, const std::vector<int>& prompt, int n,
                          const SamplingOptions& options, uint64_t seed);

}  // namespace al
