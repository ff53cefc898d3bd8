// AttentionHistory: the attention frames of a training run (every head over the probe example after a
// step), kept so the class can replay how a pattern formed after it happened. Every step is kept until
// the frames fill the budget; then every other one goes and from then on every second step is kept
// (then every fourth, …): a long run is replayed at a coarser grain, never cut short.
#pragma once

#include <vector>

#include "ui/pages/training_worker.h"

namespace ui {

class AttentionHistory {
public:
    explicit AttentionHistory(size_t budgetBytes = size_t(64) << 20) : budget_(budgetBytes) {}
    void add(AttentionFrame frame);
    void clear();
    int size() const { return static_cast<int>(frames_.size()); }
    const AttentionFrame& at(int i) const { return frames_[static_cast<size_t>(i)]; }
    int stride() const { return stride_; }  // steps between kept frames (1 until the budget is full)
    size_t bytes() const { return bytes_; }

private:
    std::vector<AttentionFrame> frames_;
    size_t budget_, bytes_ = 0;
    int stride_ = 1;
};

}  // namespace ui
