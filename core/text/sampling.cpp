#include "core/text/sampling.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/base/error.h"

namespace al {

void SamplingOptions::validate() const {
    if (!(temperature >= 0.0) || !std::isfinite(temperature))
        throw Error(Message(AL_TEXT("temperature (%1) must be 0 (greedy) or positive"), std::to_string(temperature)));
    if (top_k < 0) throw Error(Message(AL_TEXT("top_k (%1) must be 0 (off) or positive"), std::to_string(top_k)));
    if (!(top_p > 0.0 && top_p <= 1.0)) throw Error(Message(AL_TEXT("top_p (%1) must be in (0, 1]"), std::to_string(top_p)));
    if (vocab_limit < 0) throw Error(Message(AL_TEXT("vocab_limit (%1) must be 0 (all) or positive"), std::to_string(vocab_limit)));
}

std::vector<double> sampling_distribution(const float* logits, int rows, const SamplingOptions& o) {
    o.validate();
    std::vector<double> p(rows, 0.0);
    const int V = o.vocab_limit > 0 ? std::min(rows, o.vocab_limit) : rows;
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
    for (int r = keep; r < V; ++r) p[order[r]] = 0.0;  // ids from V on were never set
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

}  // namespace al
