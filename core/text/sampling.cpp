#include "core/text/sampling.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/error.h"
#include "core/model/packed_weights.h"

namespace al {

void SamplingOptions::validate() const {
    if (!(temperature >= 0.0) || !std::isfinite(temperature))
        throw Error(Message(AL_TEXT("temperature (%1) must be 0 (greedy) or positive"), std::to_string(temperature)));
    if (top_k < 0) throw Error(Message(AL_TEXT("top_k (%1) must be 0 (off) or positive"), std::to_string(top_k)));
    if (!(top_p > 0.0 && top_p <= 1.0)) throw Error(Message(AL_TEXT("top_p (%1) must be in (0, 1]"), std::to_string(top_p)));
}

std::vector<double> sampling_distribution(const float* logits, int V, const SamplingOptions& o) {
    o.validate();
    std::vector<double> p(V, 0.0);
    if (o.temperature == 0.0) {
        p[std::max_element(logits, logits + V) - logits] = 1.0;
        return p;
    }
    const double max = *std::max_element(logits, logits + V);
    for (int i = 0; i < V; ++i) p[i] = std::exp((logits[i] - max) / o.temperature);

    std::vector<int> order(V);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[a] > p[b]; });
    const double total = std::accumulate(p.begin(), p.end(), 0.0);
    int keep = (o.top_k > 0) ? std::min(o.top_k, V) : V;
    double mass = 0.0;
    for (int r = 0; r < keep; ++r) {
        mass += p[order[r]] / total;
        if (mass >= o.top_p) {
            keep = r + 1;
            break;
        }
    }
    for (int r = keep; r < V; ++r) p[order[r]] = 0.0;
    const double kept = std::accumulate(p.begin(), p.end(), 0.0);
    for (double& x : p) x /= kept;
    return p;
}

int sample_token(const float* logits, int V, const SamplingOptions& options, std::mt19937_64& rng) {
    const auto p = sampling_distribution(logits, V, options);
    const double u = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
    double cumulative = 0.0;
    int last = 0;
    for (int i = 0; i < V; ++i) {
        if (p[i] <= 0.0) continue;
        cumulative += p[i];
        last = i;
        if (u < cumulative) return i;
    }
    return last;  // rounding left u just above the total
}

std::vector<int> generate(const Model<float>& model, const std::vector<int>& prompt, int n,
                          const SamplingOptions& options, uint64_t seed) {
    options.validate();
    if (n < 0) throw Error(Message(AL_TEXT("the number of tokens to generate must not be negative")));
    const auto& c = model.config();
    std::mt19937_64 rng(seed);
    ForwardTrace<float> trace;
    const bool seq2seq = c.arch == Arch::encoder_decoder;
    if (seq2seq && (prompt.empty() || static_cast<int>(prompt.size()) > c.block_size))
        throw Error(Message(AL_TEXT("the source must have 1 to block_size (%1) tokens"), std::to_string(c.block_size)));
    std::vector<int> out = seq2seq ? std::vector<int>{Tokenizer::bos_id} : prompt;
    if (out.empty()) throw Error(Message(AL_TEXT("the prompt is empty: give at least one token")));
    const PackedWeights packed = n > 1 ? PackedWeights::for_reading(model.params()) : PackedWeights();  // read n times
    const UsePackedWeights use(packed);
    for (int i = 0; i < n; ++i) {
        const int T = std::min<int>(static_cast<int>(out.size()), c.block_size);
        if (seq2seq && T == c.block_size) break;  // the decoder cannot see further back than its block
        model.forward(Batch::single(std::vector<int>(out.end() - T, out.end()), seq2seq ? prompt : std::vector<int>{}), {}, trace);
        trace.require_finite(Message(AL_TEXT("nothing can be sampled")));
        out.push_back(sample_token(trace.logits.row(T - 1).data(), c.vocab_size, options, rng));
    }
    return out;
}

}  // namespace al
