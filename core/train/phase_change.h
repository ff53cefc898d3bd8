// PhaseChange: notices the moment a training run's loss, after a stretch where it hardly moved, falls
// steeply — the step where a circuit forms (an anti-diagonal in reverse, induction heads in induction)
// — so a class watching in slow motion can be stopped right there.
//
// The per-step loss is noisy, so it is smoothed, s_t = s_{t−1} + α (loss_t − s_{t−1}). At step t
// (≥ 2W) the change fires once when the fall speeds up:
//   s_{t−W} − s_t ≥ speedup · (s_{t−2W} − s_{t−W})   (the last W steps fell far more than the W before)
//   s_{t−W} − s_t ≥ least_fall · s_{t−W}              (and by a fraction that noise does not reach)
// An early drop that slows down, a steady decline and noise do not fire. Measured: reverse's
// anti-diagonal (~step 60 of the default run, the loss 2.7 → 2.1) and the induction heads (~step 150,
// where the repeat's loss has fallen from 3.3 to ~2.5 while the total falls by 3–4% per 20 steps).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace al {

class PhaseChange {
public:
    struct Options {
        int window = 20;          // W, steps
        double smoothing = 0.1;   // α
        double speedup = 2.0;
        double least_fall = 0.03;
    };
    PhaseChange() : PhaseChange(Options{}) {}
    explicit PhaseChange(Options options) : options_(options) {}

    // The loss of one more step; true at the step the phase change is noticed (once per run). A
    // non-finite loss is ignored.
    bool add(int64_t step, double loss);
    std::optional<int64_t> step() const { return found_; }  // where it was noticed
    void reset();

private:
    Options options_;
    std::vector<double> smoothed_;  // s_t, one per loss added
    std::optional<int64_t> found_;
};

}  // namespace al
