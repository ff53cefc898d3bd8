// A process-wide allocator setting for programs that train: the mains (GUI, CLI) and the training
// benchmark call it once, at start-up. The core never changes process-wide state on its own.
#pragma once

namespace al {

// The backward pass allocates and frees many (B·T, C)-sized temporaries per step; keeping freed
// memory in the heap instead of returning it to the kernel avoids a page fault per page per step.
// A no-op outside glibc.
void keep_freed_memory_for_training();

}  // namespace al
