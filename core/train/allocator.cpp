#include "core/train/allocator.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace al {

void keep_freed_memory_for_training() {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);  // 32 MiB: the largest mmap threshold glibc accepts on 64-bit
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}

}  // namespace al
