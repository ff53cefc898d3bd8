#include "core/train/allocator.h"

#include <cstdlib>  // defines __GLIBC__ (through features.h) before the test below

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace al {

void keep_freed_memory_for_training() {
#ifdef __GLIBC__
    // Blocks up to 4 MiB (a toy model's activations and gradients) come from the heap and go back
    // to it; larger ones (GPT-2's logits, 6 MB at 32 tokens) are mapped, so growing one by a row as
    // the user types is an mremap, not a copy into freshly faulted pages.
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}

}  // namespace al
