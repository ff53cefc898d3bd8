#include "core/explain/attention_sinks.h"

namespace al {

std::vector<std::vector<double>> first_token_share(const StackTrace<float>& stack, bool cross, int b) {
    std::vector<std::vector<double>> share;
    for (const auto& layer : stack.layers) {
        const AttentionTrace<float>& a = cross ? layer.cross : layer.attn;
        auto& row = share.emplace_back();
        if (a.T < 2) continue;
        for (int h = 0; h < a.H; ++h) {
            const Matrix<float>& w = a.weights[static_cast<size_t>(b) * a.H + h];
            double sum = 0;
            for (int t = 1; t < a.T; ++t) sum += w(t, 0);
            row.push_back(sum / (a.T - 1));
        }
    }
    return share;
}

}  // namespace al
