// A number's valid range, and the sentence that says why a value is outside it: the one rule behind the
// tables of a model's fields (ModelConfig) and of a training run's settings (TrainSettings).
#pragma once

#include <optional>
#include <string>

#include "core/base/message.h"

namespace al {

struct Range {
    double min, max;  // both ends included unless open
    bool min_open = false, max_open = false;
    bool integer = false;

    // Why v is not a valid value ("must be positive", "must be a whole number", "must be at most 256",
    // …), or nothing when it is.
    std::optional<Message> problem(double v) const;
};

// 0.003, 2000, 1048576, 1e+09: a number as a message shows it (whole numbers below 10 million in full).
std::string format_number(double v);

}  // namespace al
