// TrainSettings: every hyperparameter of a training run. Each is declared once, in hyperparameters():
// its name, flag, label, help text, default (the struct's) and range. Validation, the settings JSON
// (checkpoints, sessions), the CLI's train flags and the Train tab's form all come from that table.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/base/message.h"

namespace al {

struct TrainSettings {
    int64_t steps = 2000;
    int batch_size = 32;
    double learning_rate = 3e-3;
    double min_lr_ratio = 0.1;  // cosine decay ends at learning_rate · min_lr_ratio
    int64_t warmup = 100;
    double weight_decay = 0.01;
    double grad_clip = 1.0;     // 0 = off
    double beta1 = 0.9, beta2 = 0.99;
    uint64_t seed = 1;
    int threads = 2;
    int micro_batch = 0;        // sequences per forward/backward pass; 0 = sized so a pass stays in cache
    int64_t eval_interval = 100;
    int eval_examples = 256;
    double divergence_grad_norm = 1e4;  // a gradient norm above this stops training (0 = never)

    void validate() const;  // throws al::Error naming the field and value
    std::string to_json() const;
    // Fields left out keep their defaults; a value out of range or of the wrong type is refused with
    // its name (never cast). Throws al::Error.
    static TrainSettings from_json(const std::string& json);
};

struct Hyperparameter {
    using Field = std::variant<int TrainSettings::*, int64_t TrainSettings::*, uint64_t TrainSettings::*,
                               double TrainSettings::*>;
    std::string name;   // JSON key, e.g. "learning_rate"
    std::string flag;   // the CLI's, e.g. "lr" for --lr
    std::string label;  // the Train tab's, e.g. "Learning rate" (an AL_TEXT)
    std::string help;   // one sentence (an AL_TEXT)
    Field field;
    double min, max;    // the valid range, both ends included unless open
    bool min_open = false, max_open = false;
    bool in_form = false;  // the Train tab shows it (the others keep their defaults there)

    bool integer() const { return !std::holds_alternative<double TrainSettings::*>(field); }
    double get(const TrainSettings& s) const;
    void set(TrainSettings& s, double v) const;  // v must have passed problem()
    // Why v is not a valid value ("must be positive", "must be at most 10", …), or "" when it is.
    std::optional<Message> problem(double v) const;
    // Throws al::Error "SHOWN_AS (v) must be …" when v is not valid (shown_as: the name, or --flag).
    void require(double v, const std::string& shown_as) const;
    static std::string format(double v);  // 0.003, 2000, 1e+30
};

const std::vector<Hyperparameter>& hyperparameters();
const Hyperparameter& hyperparameter(std::string_view name);  // throws al::Error for an unknown name

}  // namespace al
