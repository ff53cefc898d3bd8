// Whether a forward pass may have the memory its trace needs: the size is estimated from the
// config and the input's shape before anything is allocated, and a request beyond the budget is
// refused with both numbers, instead of ending in std::bad_alloc (or the system's OOM killer).
#pragma once

#include <cstdint>
#include <string>

#include "core/model/config.h"
#include "core/text/message.h"

namespace al {

// Bytes of a ForwardTrace of B sequences of T tokens (S source tokens for an encoder–decoder), with
// scalars of scalar_bytes. Per layer: rows (B·T, C) and (B·T, F), and the attention's (T, T) matrices per
// head, 4 of them with keep_scores (scores, scaled, masked, weights), else 1; then the logits and
// probabilities (B·T, V).
uint64_t trace_bytes(const ModelConfig& config, int B, int T, int S, bool keep_scores, int scalar_bytes);

// How much a request may use, and why that much (for the message).
struct MemoryBudget {
    uint64_t bytes;
    Message reason;
};

// Half of this computer's physical memory (the rest for the system, the window and the file).
MemoryBudget half_of_memory();

// "1.5 GB", "320 MB", "12 KB".
std::string format_bytes(uint64_t bytes);

// Throws al::Error "WHAT needs about N of memory; the limit is M (REASON); ADVICE" when bytes > budget.
void require_memory(uint64_t bytes, const Message& what, const Message& advice,
                    const MemoryBudget& budget = half_of_memory());

}  // namespace al
