// The memory rule: a request sized by its input is estimated before anything is allocated and refused
// beyond a budget tied to this computer's memory, with both numbers, instead of ending in
// std::bad_alloc (or the system's OOM killer).
#pragma once

#include <cstdint>
#include <string>

#include "core/base/message.h"

namespace al {

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
