#include "core/base/memory.h"

#include <unistd.h>

#include <cstdio>

#include "core/base/error.h"

namespace al {

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
