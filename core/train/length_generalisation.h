// Which positions reach inputs longer than training saw? One model per kind of position — learned,
// sinusoidal, rotary, none — each trained on `copy` or `reverse` with strings of 1 … L symbols, then
// scored (exact match of the whole answer) on fresh strings of every length from ⌈L/2⌉ to 2L. The models
// are the task's default (two layers, 4 heads, n_embd 64) made long enough for 2L (block_size), so a
// learned table has rows it never trained for beyond L, where the other three compute theirs.
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "core/model/config.h"

namespace al {

struct LengthExperiment {
    std::string task = "copy";  // copy or reverse
    int train_length = 8;       // L: trained on 1 … L symbols
    int64_t steps = 3000;
    uint64_t seed = 1;
    int threads = 2;
    int examples = 200;         // per length scored
    std::vector<Positional> positionals = {Positional::learned, Positional::sinusoidal, Positional::rotary, Positional::none};

    std::vector<int> lengths() const;  // ⌈L/2⌉ … 2L
    void validate() const;             // throws al::Error naming the field
};

struct LengthCurve {
    Positional positional;
    std::vector<double> accuracy;  // exact match of the whole answer, per LengthExperiment::lengths()
    std::vector<double> token_accuracy;  // the share of answer tokens right (EOS included), per length
    double seconds = 0;            // training and scoring
};

// Where a run is: the model (index into positionals), its step, and the curves done so far.
struct LengthProgress {
    int model = 0;
    int64_t step = 0;
};

// Runs the experiment; `on_progress` hears of each step (from the calling thread). Stops early, returning
// the curves finished, when `stop` becomes true. Throws al::Error for a bad experiment.
std::vector<LengthCurve> run_length_experiment(const LengthExperiment& experiment,
                                               const std::function<void(const LengthProgress&, const std::vector<LengthCurve>&)>& on_progress = {},
                                               const std::atomic<bool>* stop = nullptr);

}  // namespace al
