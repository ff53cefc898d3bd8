#include "core/model/memory_budget.h"

namespace al {
namespace {

// Elements of one stack's trace: T queries over Tk keys of its own, plus cross-attention over
// `memory` source rows when memory > 0.
uint64_t stack_elements(const ModelConfig& c, uint64_t B, uint64_t T, uint64_t memory, bool keep_scores) {
    const uint64_t C = c.n_embd, F = c.d_ff, H = c.n_head, L = c.n_layer;
    const uint64_t per_head = keep_scores ? 4 : 1;
    const auto attention = [&](uint64_t Tk) { return B * T * C * 3 + B * Tk * C * 2 + per_head * B * H * T * Tk; };
    uint64_t layer = B * T * C * 6 + B * T * F * 2 + B * T * 4 + attention(T);  // rows, feed-forward, norm caches
    if (memory > 0) layer += B * T * C * 2 + B * T * 2 + attention(memory);
    return B * T * C * 4 + L * layer;  // embeddings (token, position, sum), final norm
}

}  // namespace

uint64_t trace_bytes(const ModelConfig& c, int B, int T, int S, bool keep_scores, int scalar_bytes) {
    const bool encoder_decoder = c.arch == Arch::encoder_decoder;
    uint64_t elements = stack_elements(c, B, T, encoder_decoder ? S : 0, keep_scores);
    if (encoder_decoder) elements += stack_elements(c, B, S, 0, keep_scores);
    elements += 2ull * B * T * c.vocab_size;  // logits, probs
    return elements * scalar_bytes;
}

}  // namespace al
