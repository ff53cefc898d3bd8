#include "core/io/generate.h"

#include <algorithm>

#include "core/base/error.h"
#include "core/text/tokenizer.h"

namespace al {

std::vector<int> generate(const Model<float>& model, const std::vector<int>& prompt, int n,
                          const SamplingOptions& options, uint64_t seed, const std::vector<int>& end) {
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
    const PackedWeights packed = n > 1 ? PackedWeights::for_reading(linear_weights(model.params())) : PackedWeights();  // read n times
    const UsePackedWeights use(packed);
    for (int i = 0; i < n; ++i) {
        const int T = std::min<int>(static_cast<int>(out.size()), c.block_size);
        if (seq2seq && T == c.block_size) break;  // the decoder cannot see further back than its block
        model.forward(Batch::single(std::vector<int>(out.end() - T, out.end()), seq2seq ? prompt : std::vector<int>{}), {}, trace);
        trace.require_finite(Message(AL_TEXT("nothing can be sampled")));
        out.push_back(sample_token(trace.logits.row(T - 1).data(), c.vocab_size, options, rng));
        if (std::find(end.begin(), end.end(), out.back()) != end.end()) break;
    }
    return out;
}

}  // namespace al
