#include "ui/pages/attention_history.h"

#include <algorithm>

namespace ui {

void AttentionHistory::add(AttentionFrame frame) {
    if (frame.step % stride_ != 0) return;
    bytes_ += frame.bytes();
    frames_.push_back(std::move(frame));
    while (bytes_ > budget_ && frames_.size() > 2) {  // thin out: keep every (2 · stride)-th step and the first
        stride_ *= 2;
        const auto kept = std::stable_partition(frames_.begin() + 1, frames_.end(), [&](const AttentionFrame& f) { return f.step % stride_ == 0; });
        for (auto it = kept; it != frames_.end(); ++it) bytes_ -= it->bytes();
        frames_.erase(kept, frames_.end());
    }
}

void AttentionHistory::clear() {
    frames_.clear();
    bytes_ = 0;
    stride_ = 1;
}

}  // namespace ui
