#include "core/base/allocator.h"

#include <gtest/gtest.h>

#include <cstdlib>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

#ifdef __GLIBC__
// Bytes held in blocks mapped apart from the heap after one block of `bytes` is allocated and written.
size_t mapped_bytes_for_a_block_of(size_t bytes) {
    char* volatile block = static_cast<char*>(std::malloc(bytes));
    block[0] = block[bytes - 1] = 1;
    const size_t mapped = mallinfo2().hblkhd;
    std::free(block);
    return mapped;
}

// A 1600×1000 window's backing store, GPT-2's logits at 32 tokens: re-made on every resize and keystroke.
TEST(KeepFreedMemory, AWindowSizedBlockComesFromTheHeapNotAFreshMapping) {
    al::keep_freed_memory();
    EXPECT_EQ(mapped_bytes_for_a_block_of(1600 * 1000 * 4), 0u);
}

TEST(KeepFreedMemory, AFreedBlockStaysInTheHeapForTheNextOfItsSize) {
    al::keep_freed_memory();
    char* volatile first = static_cast<char*>(std::malloc(6 << 20));
    first[0] = 1;
    ASSERT_EQ(mallinfo2().hblkhd, 0u);  // in the heap
    const size_t heap = mallinfo2().arena;
    std::free(first);
    EXPECT_EQ(mallinfo2().arena, heap);  // not trimmed back to the kernel
    void* second = std::malloc(6 << 20);
    EXPECT_EQ(mallinfo2().arena, heap);  // the same pages, no new ones
    std::free(second);
}
#endif

}  // namespace
