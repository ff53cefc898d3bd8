#include "core/train/train_settings.h"

#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/io/json_depth.h"

namespace al {

std::string Hyperparameter::format(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

void Hyperparameter::require(double v, const std::string& shown_as) const {
    if (const auto why = problem(v); !why.empty()) throw Error(shown_as + " (" + format(v) + ") " + why);
}

const std::vector<Hyperparameter>& hyperparameters() {
    using S = TrainSettings;
    static const std::vector<Hyperparameter> table = {
        {"steps", "steps", "Steps", "Optimiser steps", &S::steps, 1, 1e9, false, false, true},
        {"batch_size", "batch-size", "Batch size", "Examples per step", &S::batch_size, 1, 4096, false, false, true},
        {"learning_rate", "lr", "Learning rate", "Peak learning rate, after the warm-up", &S::learning_rate, 0, 10, true, false, true},
        {"min_lr_ratio", "min-lr-ratio", "Final learning rate", "The cosine decay ends at this fraction of the peak rate",
         &S::min_lr_ratio, 0, 1},
        {"warmup", "warmup", "Warm-up", "Steps of linear warm-up to the peak rate", &S::warmup, 0, 1e9, false, false, true},
        {"weight_decay", "weight-decay", "Weight decay", "AdamW's decoupled weight decay (none on norms and biases)",
         &S::weight_decay, 0, 10, false, false, true},
        {"grad_clip", "grad-clip", "Gradient clipping", "Largest global gradient norm, 0 = off", &S::grad_clip, 0, 1e6},
        {"beta1", "beta1", "β₁", "AdamW's first-moment decay", &S::beta1, 0, 1, false, true},
        {"beta2", "beta2", "β₂", "AdamW's second-moment decay", &S::beta2, 0, 1, false, true},
        {"seed", "seed", "Seed", "Random seed: same seed, same run", &S::seed, 0, 9007199254740992.0, false, false, true},
        {"threads", "threads", "Threads", "Cores to use (data-parallel micro-batches)", &S::threads, 1, 64},
        {"micro_batch", "micro-batch", "Micro-batch", "Sequences per forward/backward pass, 0 = sized to stay in cache",
         &S::micro_batch, 0, 4096},
        {"eval_interval", "eval-every", "Validate every", "Validate every N steps", &S::eval_interval, 1, 1e9},
        {"eval_examples", "eval-examples", "Validation examples", "Examples per validation", &S::eval_examples, 1, 1e6},
        {"divergence_grad_norm", "divergence-grad-norm", "Divergence threshold",
         "A gradient norm above this stops training, 0 = never", &S::divergence_grad_norm, 0, 1e30},
    };
    return table;
}

const Hyperparameter& hyperparameter(std::string_view name) {
    for (const auto& h : hyperparameters())
        if (h.name == name) return h;
    throw Error("unknown training setting \"" + std::string(name) + "\"");
}

double Hyperparameter::get(const TrainSettings& s) const {
    return std::visit([&](auto member) { return static_cast<double>(s.*member); }, field);
}

void Hyperparameter::set(TrainSettings& s, double v) const {
    std::visit([&](auto member) { s.*member = static_cast<std::remove_reference_t<decltype(s.*member)>>(v); }, field);
}

std::string Hyperparameter::problem(double v) const {
    if (!std::isfinite(v)) return "must be a finite number";
    if (integer() && v != std::floor(v)) return "must be a whole number";
    if (min_open ? v <= min : v < min) {
        if (min == 0) return min_open ? "must be positive" : "must not be negative";
        if (min == 1 && integer()) return "must be positive";
        return (min_open ? "must be greater than " : "must be at least ") + format(min);
    }
    if (max_open ? v >= max : v > max) return (max_open ? "must be less than " : "must be at most ") + format(max);
    return "";
}

void TrainSettings::validate() const {
    for (const auto& h : hyperparameters()) h.require(h.get(*this), h.name);
}

std::string TrainSettings::to_json() const {
    nlohmann::json j;
    for (const auto& h : hyperparameters()) std::visit([&](auto member) { j[h.name] = this->*member; }, h.field);
    return j.dump();
}

TrainSettings TrainSettings::from_json(const std::string& text) {
    require_shallow_json(text, "the training settings");
    TrainSettings s;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object()) throw Error("training settings are malformed: not a JSON object");
    for (const auto& h : hyperparameters()) {
        if (!j.contains(h.name)) continue;
        const auto& v = j.at(h.name);
        if (!v.is_number()) throw Error("training setting " + h.name + " must be a number, not " + std::string(v.type_name()));
        h.require(v.get<double>(), h.name);
        h.set(s, v.get<double>());
    }
    return s;
}

}  // namespace al
