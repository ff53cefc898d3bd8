// AdamW with bias correction and decoupled weight decay (none on norms and biases), global
// gradient-norm clipping, and a linear warm-up + cosine learning-rate schedule. The moment
// estimates mirror the parameter struct and are walked through the same named list.
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

    // θ ← θ − lr·(m̂ / (√v̂ + ε) + wd·θ), with m̂ = m/(1−β₁ᵗ), v̂ = v/(1−β₂ᵗ); buffers are skipped.
    void step(ModelParams<float>& params, ModelParams<float>& grads, double lr);

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

// The global L2 norm of all trainable gradients; when above max_norm (> 0) they are scaled to it.
// Returns the norm before clipping.
double clip_gradients(ModelParams<float>& grads, double max_norm);

// Linear warm-up from 0 to peak over `warmup` steps, then cosine decay to min_lr at `total` steps.
double learning_rate(int64_t step, int64_t warmup, int64_t total, double peak, double min_lr);

void zero_parameters(ModelParams<float>& params);
// sum += add, tensor by tensor (gradient buffers of the same model).
void add_parameters(ModelParams<float>& sum, const ModelParams<float>& add);

}  // namespace al
