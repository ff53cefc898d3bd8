#include "core/train/head_scores.h"

namespace al {

HeadScoreCounter::HeadScoreCounter(const ModelConfig& c)
    : previous_(static_cast<size_t>(c.n_layer), std::vector<double>(static_cast<size_t>(c.n_head))), induction_(previous_) {}

void HeadScoreCounter::add(const StackTrace<float>& stack, int b, int length) {
    const int T = stack.T;
    const int* ids = stack.ids.data() + static_cast<size_t>(b) * T;
    // where each position's token occurred last before it (−1: new); p + 1 < t, so the token after it is earlier too
    std::vector<int> before(static_cast<size_t>(length), -1);
    for (int t = 0; t < length; ++t)
        for (int p = t - 1; p >= 0; --p)
            if (ids[p] == ids[t]) {
                if (p + 1 < t) before[static_cast<size_t>(t)] = p;
                break;
            }
    for (size_t l = 0; l < stack.layers.size(); ++l) {
        const AttentionTrace<float>& a = stack.layers[l].attn;
        for (int h = 0; h < a.H; ++h) {
            const Matrix<float>& w = a.weights[static_cast<size_t>(b) * a.H + h];
            for (int t = 1; t < length; ++t) {
                previous_[l][static_cast<size_t>(h)] += w(t, t - 1);
                if (const int p = before[static_cast<size_t>(t)]; p >= 0) induction_[l][static_cast<size_t>(h)] += w(t, p + 1);
            }
        }
    }
    previous_count_ += std::max(0, length - 1);
    for (int t = 1; t < length; ++t) induction_count_ += before[static_cast<size_t>(t)] >= 0;
}

HeadScores HeadScoreCounter::scores() const {
    HeadScores s{previous_, induction_, previous_count_, induction_count_};
    for (auto* grid : {&s.previous_token, &s.induction}) {
        const int n = grid == &s.previous_token ? previous_count_ : induction_count_;
        for (auto& row : *grid)
            for (double& v : row) v = n > 0 ? v / n : 0.0;
    }
    return s;
}

HeadScores head_scores(const Model<float>& model, const std::vector<std::vector<int>>& sequences) {
    HeadScoreCounter counter(model.config());
    ForwardTrace<float> trace;
    ForwardOptions options;
    options.keep_scores = false;
    for (const auto& ids : sequences) {
        if (ids.empty()) continue;
        model.forward(Batch::single(ids), options, trace);
        counter.add(trace.main, 0, static_cast<int>(ids.size()));
    }
    return counter.scores();
}

}  // namespace al
