// A process-wide allocator setting: the mains (GUI, CLI) and the benchmarks call it once, at start-up.
// The core never changes process-wide state on its own.
#pragma once

namespace al {

// The backward pass allocates and frees many (B·T, C)-sized temporaries per step, typing grows the
// trace, a resize re-makes the window's buffers; keeping freed memory in the heap instead of returning
// it to the kernel avoids a page fault per page each time. A no-op outside glibc.
void keep_freed_memory();

}  // namespace al
