// AdamW with bias correction and decoupled weight decay (none on norms and biases), global
// gradient-norm clipping, and a linear warm-up + cosine learning-rate schedule. The moment
// estimates mirror the parameter struct and are walked through the same named list.
// The functions that walk every value take `threads`: they share spans of each tensor among that
// many of the core's threads, and the result is the same on any number.
#pragma once

#include <cstdint>

#include "core/model/params.h"

namespace al {

struct AdamWSettings {
    double beta1 = 0.9, beta2 = 0.99, eps = 1e-8;
    double weight_decay = 0.01;
};

class AdamW {
public:
    AdamW(const ModelConfig& config, AdamWSettings settings);

    // g ← grad_scale·g (clipping: clip_factor), then θ ← θ − lr·(m̂ / (√v̂ + ε) + wd·θ), with
    // m̂ = m/(1−β₁ᵗ), v̂ = v/(1−β₂ᵗ); buffers are skipped.
    void step(ModelParams<float>& params, ModelParams<float>& grads, double lr, float grad_scale = 1.0f, int threads = 1);

    int64_t steps() const { return t_; }
    void set_steps(int64_t t) { t_ = t; }
    ModelParams<float>& first_moment() { return m_; }
    ModelParams<float>& second_moment() { return v_; }
    const ModelParams<float>& first_moment() const { return m_; }
    const ModelParams<float>& second_moment() const { return v_; }
    const AdamWSettings& settings() const { return settings_; }

private:
    AdamWSettings settings_;
    ModelParams<float> m_, v_;
    int64_t t_ = 0;
};

// The global L2 norm of all trainable gradients.
double gradient_norm(const ModelParams<float>& grads, int threads = 1);
// What scales gradients of that norm down to max_norm: max_norm/norm above it, else 1 (and always 1
// for max_norm 0, no clipping, or a norm that is not finite).
float clip_factor(double norm, double max_norm);

// Linear warm-up from 0 to peak over `warmup` steps, then cosine decay to min_lr at `total` steps.
double learning_rate(int64_t step, int64_t warmup, int64_t total, double peak, double min_lr);

void zero_parameters(ModelParams<float>& params);
// sum += add, value by value (gradient buffers of the same model).
void add_parameters(ModelParams<float>& sum, const ModelParams<float>& add, int threads = 1);

}  // namespace al
