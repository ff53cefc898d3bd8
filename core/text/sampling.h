// Next-token sampling: greedy, temperature, top-k, top-p (nucleus), seeded.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace al {

struct SamplingOptions {
    double temperature = 1.0;  // 0 = greedy (argmax)
    int top_k = 0;             // 0 = all tokens
    double top_p = 1.0;        // keep the smallest set whose probability reaches top_p
    int vocab_limit = 0;       // only ids below it are sampled, 0 = all: an embedding with rows to spare
                               // beyond its tokenizer (Qwen's 151,936 rows for 151,669 tokens)
    void validate() const;     // throws al::Error naming the bad field
};

// The distribution actually sampled from: softmax(logits / temperature) over the ids below
// vocab_limit, restricted to the top-k and the top-p nucleus, renormalised. Greedy puts probability 1
// on the argmax. (V; 0 beyond vocab_limit)
std::vector<double> sampling_distribution(const float* logits, int V, const SamplingOptions& options);

int sample_token(const float* logits, int V, const SamplingOptions& options, std::mt19937_64& rng);

}  // namespace al
