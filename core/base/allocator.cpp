#include "core/base/allocator.h"

#include <cstdlib>  // defines __GLIBC__ (through features.h) before the test below

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace al {

void keep_freed_memory() {
#ifdef __GLIBC__
    // Blocks up to 64 MiB come from the heap and go back to it, so a block of a size seen before
    // lands on pages already faulted in: a toy model's activations and gradients every step, GPT-2's
    // logits (6 MB at 32 tokens) grown by a row per keystroke, the window's backing store and plot
    // buffers (6.4 MB at 1600×1000) re-made on every resize. Above the threshold, fresh pages cost a
    // fault each, which was a fifth of a GPT-2 keystroke and half of a resize.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}

}  // namespace al
