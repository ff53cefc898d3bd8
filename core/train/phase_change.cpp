#include "core/train/phase_change.h"

#include <cmath>

namespace al {

bool PhaseChange::add(int64_t step, double loss) {
    if (!std::isfinite(loss)) return false;
    smoothed_.push_back(smoothed_.empty() ? loss : smoothed_.back() + options_.smoothing * (loss - smoothed_.back()));
    const size_t t = smoothed_.size() - 1, w = static_cast<size_t>(options_.window);
    if (found_ || t < 2 * w) return false;
    const double before = smoothed_[t - 2 * w], middle = smoothed_[t - w], now = smoothed_[t];
    const double fall = middle - now;
    if (fall >= options_.speedup * (before - middle) && fall >= options_.least_fall * middle) {
        found_ = step;
        return true;
    }
    return false;
}

void PhaseChange::reset() {
    smoothed_.clear();
    found_.reset();
}

}  // namespace al
