#include "core/model/memory_budget.h"

#include <unistd.h>

#include <cstdio>

#include "core/error.h"

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

MemoryBudget half_of_memory() {
    // asked once: every forward pass checks its trace against this, and sysconf costs a system call
    static const MemoryBudget budget = [] {
#ifdef _SC_PHYS_PAGES  // Linux, the BSDs; macOS has no page count here and takes the fallback
        const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
#else
        const long pages = 0, page = 0;
#endif
        if (pages <= 0 || page <= 0) return MemoryBudget{2ull << 30, Message(AL_TEXT("half of a small laptop's memory; this computer's is unknown"))};
        return MemoryBudget{static_cast<uint64_t>(pages) * static_cast<uint64_t>(page) / 2, Message(AL_TEXT("half of this computer's memory"))};
    }();
    return budget;
}

std::string format_bytes(uint64_t bytes) {
    const char* units[] = {"bytes", "KB", "MB", "GB", "TB"};
    double v = static_cast<double>(bytes);
    int u = 0;
    while (v >= 1000 && u < 4) v /= 1000, ++u;
    char text[32];
    std::snprintf(text, sizeof text, u == 0 ? "%.0f %s" : "%.1f %s", v, units[u]);
    return text;
}

void require_memory(uint64_t bytes, const Message& what, const Message& advice, const MemoryBudget& budget) {
    if (bytes <= budget.bytes) return;
    throw Error(Message(AL_TEXT("%1 needs about %2 of memory; the limit is %3 (%4); %5"), what, format_bytes(bytes), format_bytes(budget.bytes), budget.reason, advice));
}

}  // namespace al
