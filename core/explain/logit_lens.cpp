#include "core/explain/logit_lens.h"

#include <algorithm>
#include <numeric>

#include "core/base/error.h"
#include "core/model/ops.h"

namespace al {

LogitLens logit_lens(const Model<float>& model, const ForwardTrace<float>& trace, int top_k, std::optional<int> target, int b) {
    const auto& plan = model.plan();
    const auto& params = model.params();
    const int V = model.config().vocab_size;
    if (top_k < 1 || top_k > V)
        throw Error(Message(AL_TEXT("the number of top tokens (%1) must be 1 … %2"), std::to_string(top_k), std::to_string(V)));
    if (target && (*target < 0 || *target >= V))
        throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(*target), std::to_string(V - 1)));
    const StackTrace<float>& stack = trace.main;
    const int T = stack.T, L = static_cast<int>(stack.layers.size());
    const Matrix<float>& head = model.unembedding();

    LogitLens lens;
    lens.boundaries = L + 1;
    lens.positions = T;
    Matrix<float> normed, logits, probs;
    NormCache<float> cache;
    std::vector<int> order(V);
    for (int l = 0; l <= L; ++l) {
        const Matrix<float> x = stack.layer_input(l).middleRows(static_cast<Eigen::Index>(b) * T, T);  // (T, C)
        norm_forward(plan.main.final_norm.kind, x, params.transformer.ln_f, plan.main.final_norm.eps, normed, cache);
        multiply_transposed(normed, head, logits);  // (T, V)
        softmax_rows(logits, probs);
        auto& ids = lens.top_ids.emplace_back(T);
        auto& ps = lens.top_probs.emplace_back(T);
        if (target) lens.target_probs.emplace_back(T);
        for (int t = 0; t < T; ++t) {
            const float* row = probs.row(t).data();
            std::iota(order.begin(), order.end(), 0);
            // best first; equal probabilities by the smaller id, so the order is the same on every CPU
            std::partial_sort(order.begin(), order.begin() + top_k, order.end(),
                              [row](int i, int j) { return row[i] > row[j] || (row[i] == row[j] && i < j); });
            ids[t].assign(order.begin(), order.begin() + top_k);
            for (int k = 0; k < top_k; ++k) ps[t].push_back(row[order[k]]);
            if (target) lens.target_probs.back()[t] = row[*target];
        }
    }
    return lens;
}

}  // namespace al
