#include "core/train/part_queue.h"

namespace al {

PartQueue::PartQueue(int parts, int groups) : parts_(parts), groups_(groups), next_(groups), running_(groups, 0) {
    for (int g = 0; g < groups; ++g) next_[g] = g;
}

int PartQueue::claim(int home) {
    std::unique_lock lock(mutex_);
    for (;;) {
        bool waiting_on_running = false;
        for (int i = 0; i < groups_; ++i) {
            const int g = (home + i) % groups_;
            if (next_[g] >= parts_) continue;
            if (running_[g]) {
                waiting_on_running = true;
                continue;
            }
            running_[g] = 1;
            const int part = next_[g];
            next_[g] += groups_;
            return part;
        }
        if (!waiting_on_running) return -1;
        changed_.wait(lock);
    }
}

void PartQueue::done(int part) {
    {
        std::lock_guard lock(mutex_);
        running_[part % groups_] = 0;
    }
    changed_.notify_all();
}

}  // namespace al
