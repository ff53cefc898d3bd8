#include "core/train/train_settings.h"

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/range.h"

namespace al {

std::string Hyperparameter::format(double v) { return format_number(v); }

void Hyperparameter::require(double v, const std::string& shown_as) const {
    if (auto why = problem(v)) throw Error(Message(AL_TEXT("%1 (%2) %3"), shown_as, format(v), std::move(*why)));
}

const std::vector<Hyperparameter>& hyperparameters() {
    using S = TrainSettings;
    static const std::vector<Hyperparameter> table = {
        {"steps", "steps", AL_TEXT("Steps"), AL_TEXT("Optimiser steps"), &S::steps, 1, 1e9, false, false, true},
        {"batch_size", "batch-size", AL_TEXT("Batch size"), AL_TEXT("Examples per step"), &S::batch_size, 1, 4096, false, false, true},
        {"learning_rate", "lr", AL_TEXT("Learning rate"), AL_TEXT("Peak learning rate, after the warm-up"), &S::learning_rate, 0, 10, true, false, true},
        {"min_lr_ratio", "min-lr-ratio", AL_TEXT("Final learning rate"), AL_TEXT("The cosine decay ends at this fraction of the peak rate"),
         &S::min_lr_ratio, 0, 1},
        {"warmup", "warmup", AL_TEXT("Warm-up"), AL_TEXT("Steps of linear warm-up to the peak rate"), &S::warmup, 0, 1e9, false, false, true},
        {"weight_decay", "weight-decay", AL_TEXT("Weight decay"), AL_TEXT("AdamW's decoupled weight decay (none on norms and biases)"),
         &S::weight_decay, 0, 10, false, false, true},
        {"grad_clip", "grad-clip", AL_TEXT("Gradient clipping"), AL_TEXT("Largest global gradient norm, 0 = off"), &S::grad_clip, 0, 1e6},
        {"beta1", "beta1", "β₁", "AdamW's first-moment decay", &S::beta1, 0, 1, false, true},
        {"beta2", "beta2", "β₂", "AdamW's second-moment decay", &S::beta2, 0, 1, false, true},
        {"seed", "seed", AL_TEXT("Seed"), AL_TEXT("Random seed: same seed, same run"), &S::seed, 0, 9007199254740992.0, false, false, true},
        {"threads", "threads", AL_TEXT("Threads"), AL_TEXT("Cores to use (data-parallel micro-batches)"), &S::threads, 1, 64},
        {"micro_batch", "micro-batch", AL_TEXT("Micro-batch"), AL_TEXT("Sequences per forward/backward pass, 0 = sized to stay in cache"),
         &S::micro_batch, 0, 4096},
        {"eval_interval", "eval-every", AL_TEXT("Validate every"), AL_TEXT("Validate every N steps"), &S::eval_interval, 1, 1e9},
        {"eval_examples", "eval-examples", AL_TEXT("Validation examples"), AL_TEXT("Examples per validation"), &S::eval_examples, 1, 1e6},
        {"divergence_grad_norm", "divergence-grad-norm", AL_TEXT("Divergence threshold"), AL_TEXT("A gradient norm above this stops training, 0 = never"), &S::divergence_grad_norm, 0, 1e30},
    };
    return table;
}

const Hyperparameter& hyperparameter(std::string_view name) {
    for (const auto& h : hyperparameters())
        if (h.name == name) return h;
    throw Error(Message(AL_TEXT("unknown training setting \"%1\""), std::string(name)));
}

double Hyperparameter::get(const TrainSettings& s) const {
    return std::visit([&](auto member) { return static_cast<double>(s.*member); }, field);
}

void Hyperparameter::set(TrainSettings& s, double v) const {
    std::visit([&](auto member) { s.*member = static_cast<std::remove_reference_t<decltype(s.*member)>>(v); }, field);
}

std::optional<Message> Hyperparameter::problem(double v) const {
    return Range{min, max, min_open, max_open, integer()}.problem(v);
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
    require_shallow_json(text, Message(AL_TEXT("the training settings")));
    TrainSettings s;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object()) throw Error(Message(AL_TEXT("training settings are malformed: not a JSON object")));
    for (const auto& h : hyperparameters()) {
        if (!j.contains(h.name)) continue;
        const auto& v = j.at(h.name);
        if (!v.is_number()) throw Error(Message(AL_TEXT("training setting %1 must be a number, not %2"), h.name, std::string(v.type_name())));
        h.require(v.get<double>(), h.name);
        h.set(s, v.get<double>());
    }
    return s;
}

}  // namespace al
