#include "core/train/optimizer.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace al {

void zero_parameters(ModelParams<float>& params) {
    for (auto& ref : named_parameters(params)) std::fill(ref.data, ref.data + ref.size(), 0.0f);
}

void add_parameters(ModelParams<float>& sum, const ModelParams<float>& add) {
    const auto to = named_parameters(sum);
    const auto from = named_parameters(add);
    for (size_t i = 0; i < to.size(); ++i)
        Eigen::Map<Eigen::ArrayXf>(to[i].data, to[i].size()) += Eigen::Map<const Eigen::ArrayXf>(from[i].data, from[i].size());
}

AdamW::AdamW(const ModelConfig& config, AdamWSettings settings)
    : settings_(settings), m_(allocate_parameters<float>(config)), v_(allocate_parameters<float>(config)) {
    zero_parameters(m_);
    zero_parameters(v_);
}

void AdamW::step(ModelParams<float>& params, ModelParams<float>& grads, double lr) {
    ++t_;
    const auto p = named_parameters(params), g = named_parameters(grads), m = named_parameters(m_), v = named_parameters(v_);
    const double b1 = settings_.beta1, b2 = settings_.beta2;
    const double correction1 = 1.0 - std::pow(b1, static_cast<double>(t_));
    const double correction2 = 1.0 - std::pow(b2, static_cast<double>(t_));
    for (size_t i = 0; i < p.size(); ++i) {
        if (!p[i].trainable()) continue;
        const float decay = p[i].decays() ? static_cast<float>(lr * settings_.weight_decay) : 0.0f;
        Eigen::Map<Eigen::ArrayXf> theta(p[i].data, p[i].size()), grad(g[i].data, g[i].size()),
            m1(m[i].data, m[i].size()), m2(v[i].data, v[i].size());
        m1 = static_cast<float>(b1) * m1 + static_cast<float>(1 - b1) * grad;          // m = β₁m + (1−β₁)g
        m2 = static_cast<float>(b2) * m2 + static_cast<float>(1 - b2) * grad.square();  // v = β₂v + (1−β₂)g²
        theta -= decay * theta;                                                           // decoupled decay
        theta -= static_cast<float>(lr / correction1) *
                 (m1 / ((m2 / static_cast<float>(correction2)).sqrt() + static_cast<float>(settings_.eps)));
    }
}

double clip_gradients(ModelParams<float>& grads, double max_norm) {
    double sum = 0;
    const auto refs = named_parameters(grads);
    for (const auto& r : refs)
        if (r.trainable()) sum += Eigen::Map<Eigen::ArrayXf>(r.data, r.size()).cast<double>().square().sum();
    const double norm = std::sqrt(sum);
    if (max_norm > 0 && norm > max_norm && std::isfinite(norm)) {
        const float scale = static_cast<float>(max_norm / norm);
        for (const auto& r : refs) Eigen::Map<Eigen::ArrayXf>(r.data, r.size()) *= scale;
    }
    return norm;
}

double learning_rate(int64_t step, int64_t warmup, int64_t total, double peak, double min_lr) {
    if (warmup > 0 && step < warmup) return peak * static_cast<double>(step + 1) / static_cast<double>(warmup);
    if (step >= total) return min_lr;
    const double progress = static_cast<double>(step - warmup) / static_cast<double>(std::max<int64_t>(1, total - warmup));
    return min_lr + 0.5 * (peak - min_lr) * (1.0 + std::cos(std::numbers::pi * progress));
}

}  // namespace al
