#include "core/model/memory_budget.h"

#include "core/model/plan.h"
#include "core/model/trace.h"

namespace al {
namespace {

// Elements of one attention's tensors (attention_tensors): T query rows over Tk keys.
uint64_t attention_elements(const AttentionSpec& a, uint64_t C, uint64_t B, uint64_t T, uint64_t Tk, bool keep_scores) {
    using Rows = AttentionTensor<float>::Rows;
    const uint64_t D = a.head_size;
    uint64_t n = 0;
    for (const auto& t : attention_tensors<float>()) {
        if (t.view) continue;
        if (t.rows == Rows::per_head) n += (keep_scores || t.kept_in_training) ? B * a.query_heads * T * Tk : 0;
        else if (t.rows == Rows::keys) n += B * Tk * a.kv_heads * D;
        else n += B * T * (t.stream_width ? C : a.query_heads * D);
    }
    return n;
}

// Elements of one stack's trace (layer_tensors, for each layer the sublayers its plan has): T positions,
// cross-attention over `memory` source rows.
uint64_t stack_elements(const Plan& plan, const StackPlan& stack, uint64_t B, uint64_t T, uint64_t memory,
                        bool keep_scores) {
    const uint64_t C = plan.width, rows = B * T;
    uint64_t n = rows * C * stack_tensors<float>().size();  // embeddings, final norm
    for (const LayerPlan& layer : stack.layers) {
        for (const auto& t : layer_tensors<float>()) {
            const SublayerSpec* spec = t.sublayer ? layer.find(*t.sublayer) : nullptr;
            if (t.sublayer && !spec) continue;
            if (t.gated_only && !spec->feed_forward().gated) continue;
            if (t.attention)
                n += attention_elements(spec->attention(), C, B, T, spec->kind == Sublayer::cross_attention ? memory : T, keep_scores);
            else
                n += rows * (t.hidden_width ? static_cast<uint64_t>(spec->feed_forward().hidden) : C);  // F: the feed-forward's
        }
        n += rows * 2 * layer.sublayers.size();  // each norm's mean and 1/σ per row
    }
    return n;
}

}  // namespace

uint64_t trace_bytes(const ModelConfig& c, int B, int T, int S, bool keep_scores, int scalar_bytes) {
    return trace_bytes(make_plan(c), B, T, S, keep_scores, scalar_bytes);
}

uint64_t kv_cache_bytes_per_token(const ModelConfig& c, int scalar_bytes, bool shared) {
    return 2ULL * static_cast<uint64_t>(c.n_layer) * static_cast<uint64_t>(shared ? c.kv_heads() : c.n_head) *
           static_cast<uint64_t>(c.head_size()) * static_cast<uint64_t>(scalar_bytes);
}

uint64_t trace_bytes(const Plan& plan, int B, int T, int S, bool keep_scores, int scalar_bytes) {
    uint64_t elements = stack_elements(plan, plan.main, B, T, plan.encoder ? S : 0, keep_scores);
    if (plan.encoder) elements += stack_elements(plan, *plan.encoder, B, S, 0, keep_scores);
    elements += output_tensors<float>().size() * B * T * plan.vocab_size;  // logits, probs
    return elements * scalar_bytes;
}

}  // namespace al
