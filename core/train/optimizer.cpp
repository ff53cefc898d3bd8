#include "core/train/optimizer.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/kernels/parallel.h"

namespace al {
namespace {

// A piece of one tensor's values, [begin, end). Spans start at multiples of kSpan within their tensor,
// and a tensor starts 64-byte aligned, so each span's vector loop lines up as the whole tensor's would:
// an element-wise update gives the same bits span by span as tensor by tensor, on any number of threads.
struct Span {
    size_t tensor;
    int64_t begin, end;
};
constexpr int64_t kSpan = 1024;  // θ, g, m and v of one span: 16 KiB, within a core's L1

template <class Ref>
std::vector<Span> spans_of(const std::vector<Ref>& tensors) {
    std::vector<Span> spans;
    for (size_t i = 0; i < tensors.size(); ++i)
        for (int64_t begin = 0; begin < tensors[i].size(); begin += kSpan)
            spans.push_back({i, begin, std::min(tensors[i].size(), begin + kSpan)});
    return spans;
}

// fn(index, span) for every span, in contiguous runs shared among up to `threads` of the core's threads.
template <class Fn>
void for_each_span(const std::vector<Span>& spans, int threads, const Fn& fn) {
    const auto n = static_cast<int64_t>(spans.size());
    threads = static_cast<int>(std::clamp<int64_t>(threads, 1, std::max<int64_t>(n, 1)));
    parallel_for(threads, [&](int64_t from, int64_t to) {
        for (int64_t s = n * from / threads; s < n * to / threads; ++s) fn(s, spans[static_cast<size_t>(s)]);
    });
}

template <class S>
auto values(const ParamRef<S>& tensor, const Span& span) {
    using Array = std::conditional_t<std::is_const_v<S>, const Eigen::ArrayXf, Eigen::ArrayXf>;
    return Eigen::Map<Array>(tensor.data + span.begin, span.end - span.begin);
}

}  // namespace

void zero_parameters(ModelParams<float>& params) {
    for (auto& ref : named_parameters(params)) std::fill(ref.data, ref.data + ref.size(), 0.0f);
}

void add_parameters(ModelParams<float>& sum, const ModelParams<float>& add, int threads) {
    const auto to = named_parameters(sum);
    const auto from = named_parameters(add);
    for_each_span(spans_of(to), threads, [&](int64_t, const Span& s) { values(to[s.tensor], s) += values(from[s.tensor], s); });
}

double gradient_norm(const ModelParams<float>& grads, int threads) {
    const auto refs = named_parameters(grads);
    const auto spans = spans_of(refs);
    std::vector<double> squares(spans.size(), 0.0);
    for_each_span(spans, threads, [&](int64_t i, const Span& s) {
        if (refs[s.tensor].trainable()) squares[static_cast<size_t>(i)] = values(refs[s.tensor], s).matrix().squaredNorm();
    });
    double sum = 0;
    for (double x : squares) sum += x;  // in a fixed order
    return std::sqrt(sum);
}

float clip_factor(double norm, double max_norm) {
    return max_norm > 0 && norm > max_norm && std::isfinite(norm) ? static_cast<float>(max_norm / norm) : 1.0f;
}

AdamW::AdamW(const ModelConfig& config, AdamWSettings settings)
    : settings_(settings), m_(allocate_parameters<float>(config)), v_(allocate_parameters<float>(config)) {
    zero_parameters(m_);
    zero_parameters(v_);
}

void AdamW::step(ModelParams<float>& params, ModelParams<float>& grads, double lr, float grad_scale, int threads) {
    ++t_;
    const auto p = named_parameters(params), g = named_parameters(grads), m = named_parameters(m_), v = named_parameters(v_);
    const float b1 = static_cast<float>(settings_.beta1), b2 = static_cast<float>(settings_.beta2);
    // the new gradient's shares, 1−β₁ and 1−β₂, taken in double and then rounded
    const float fresh1 = static_cast<float>(1 - settings_.beta1), fresh2 = static_cast<float>(1 - settings_.beta2);
    const float step_size = static_cast<float>(lr / (1.0 - std::pow(settings_.beta1, static_cast<double>(t_))));
    const float correction2 = static_cast<float>(1.0 - std::pow(settings_.beta2, static_cast<double>(t_)));
    const float decay = static_cast<float>(lr * settings_.weight_decay), eps = static_cast<float>(settings_.eps);
    for_each_span(spans_of(p), threads, [&](int64_t, const Span& s) {
        const size_t i = s.tensor;
        if (!p[i].trainable()) return;
        auto theta = values(p[i], s), grad = values(g[i], s), m1 = values(m[i], s), m2 = values(v[i], s);
        if (grad_scale != 1.0f) grad *= grad_scale;                   // clipped
        m1 = b1 * m1 + fresh1 * grad;                                   // m = β₁m + (1−β₁)g
        m2 = b2 * m2 + fresh2 * grad.square();                          // v = β₂v + (1−β₂)g²
        if (p[i].decays()) theta -= decay * theta;                     // decoupled decay
        theta -= step_size * (m1 / ((m2 / correction2).sqrt() + eps));  // θ −= lr/(1−β₁ᵗ) · m/(√(v/(1−β₂ᵗ)) + ε)
    });
}

double learning_rate(int64_t step, int64_t warmup, int64_t total, double peak, double min_lr) {
    if (warmup > 0 && step < warmup) return peak * static_cast<double>(step + 1) / static_cast<double>(warmup);
    if (step >= total) return min_lr;
    const double progress = static_cast<double>(step - warmup) / static_cast<double>(std::max<int64_t>(1, total - warmup));
    return min_lr + 0.5 * (peak - min_lr) * (1.0 + std::cos(std::numbers::pi * progress));
}

}  // namespace al
