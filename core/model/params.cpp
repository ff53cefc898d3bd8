#include "core/model/params.h"

#include <cmath>
#include <random>
#include <string_view>

namespace al {
namespace {

// The shapes of the tensors a plan calls for: allocate_parameters sizes them, count_elements adds them up.
struct LinearShape {
    int64_t out, in;
    bool bias;
    int64_t elements() const { return out * in + (bias ? out : 0); }
};
LinearShape qkv_shape(const AttentionSpec& a, int C) { return {int64_t{a.query_heads + 2 * a.kv_heads} * a.head_size, C, a.qkv_bias}; }
LinearShape output_shape(const AttentionSpec& a, int C) { return {C, int64_t{a.query_heads} * a.head_size, a.bias}; }
LinearShape up_shape(const FeedForwardSpec& f, int C) { return {int64_t{f.gated ? 2 : 1} * f.hidden, C, f.bias}; }  // gated: gate, then up
LinearShape down_shape(const FeedForwardSpec& f, int C) { return {C, f.hidden, f.bias}; }
int64_t norm_elements(const NormSpec& n, int C, bool with_buffers) {
    return C + (n.bias ? C : 0) + (with_buffers && n.kind == NormKind::batchnorm ? 2 * C : 0);
}
int64_t qk_norm_elements(const AttentionSpec& a) { return a.qk_norm ? 2 * int64_t{a.head_size} : 0; }  // γ of q_norm, k_norm

template <class S>
void size_linear(Linear<S>& p, LinearShape shape) {
    p.weight = Matrix<S>::Zero(shape.out, shape.in);
    p.bias = shape.bias ? RowVector<S>::Zero(shape.out) : RowVector<S>();
}

template <class S>
void size_norm(Norm<S>& p, const NormSpec& n, int C) {
    p.weight = RowVector<S>::Ones(C);
    p.bias = n.bias ? RowVector<S>::Zero(C) : RowVector<S>();
    if (n.kind == NormKind::batchnorm) {
        p.running_mean = RowVector<S>::Zero(C);
        p.running_var = RowVector<S>::Ones(C);
    }
}

template <class S>
void size_stack(StackParams<S>& s, const StackPlan& stack, const Plan& plan) {
    const int C = plan.width;
    if (stack.positions.kind == PositionSpec::Kind::learned) s.wpe = Matrix<S>::Zero(plan.block_size, C);
    s.h.resize(stack.layers.size());
    for (size_t l = 0; l < stack.layers.size(); ++l)
        for (const SublayerSpec& sub : stack.layers[l].sublayers) {
            BlockParams<S>& b = s.h[l];
            size_norm(norm_params(b, sub.kind), sub.norm, C);
            if (sub.kind == Sublayer::feed_forward) {
                size_linear(b.mlp.c_fc, up_shape(sub.feed_forward(), C));
                size_linear(b.mlp.c_proj, down_shape(sub.feed_forward(), C));
            } else {
                auto& attention = attention_params(b, sub.kind);
                size_linear(attention.c_attn, qkv_shape(sub.attention(), C));
                size_linear(attention.c_proj, output_shape(sub.attention(), C));
                if (sub.attention().qk_norm) {  // RMSNorm over each head's D features
                    const NormSpec rms{NormKind::rmsnorm, NormPosition::pre, sub.norm.eps, false};
                    size_norm(attention.q_norm, rms, sub.attention().head_size);
                    size_norm(attention.k_norm, rms, sub.attention().head_size);
                }
            }
        }
    size_norm(s.ln_f, stack.final_norm, C);
}

// Collects every present tensor with its name. The name is built only for a present tensor, from
// `path` (where the walk is, e.g. "transformer.h.0") and the tensor's own part: the optimizer walks
// the parameters several times per training step.
template <class S>
struct Walker {
    std::vector<ParamRef<S>> refs;
    std::string path;

    void add(std::string_view name, Matrix<S>& m, ParamRole role) {
        if (m.size() > 0) refs.push_back({full_name(name), m.data(), {m.rows(), m.cols()}, role});
    }
    void add(std::string_view name, RowVector<S>& v, ParamRole role) {
        if (v.size() > 0) refs.push_back({full_name(name), v.data(), {v.size()}, role});
    }
    std::string full_name(std::string_view name) const {
        std::string full;
        full.reserve(path.size() + name.size());
        return full.append(path).append(name);
    }
    void linear(std::string_view name, Linear<S>& p) {
        const size_t outer = path.size();
        path += name;
        add(".weight", p.weight, ParamRole::weight);
        add(".bias", p.bias, ParamRole::bias);
        path.resize(outer);
    }
    void norm(std::string_view name, Norm<S>& p) {
        const size_t outer = path.size();
        path += name;
        add(".weight", p.weight, ParamRole::norm);
        add(".bias", p.bias, ParamRole::norm);
        add(".running_mean", p.running_mean, ParamRole::buffer);
        add(".running_var", p.running_var, ParamRole::buffer);
        path.resize(outer);
    }
    void stack(std::string_view prefix, StackParams<S>& s) {
        path = prefix;
        add(".wpe.weight", s.wpe, ParamRole::embedding);
        for (size_t l = 0; l < s.h.size(); ++l) {
            path.resize(prefix.size());
            path += ".h." + std::to_string(l);
            auto& b = s.h[l];
            norm(".ln_1", b.ln_1);
            linear(".attn.c_attn", b.attn.c_attn);
            norm(".attn.q_norm", b.attn.q_norm);
            norm(".attn.k_norm", b.attn.k_norm);
            linear(".attn.c_proj", b.attn.c_proj);
            norm(".ln_cross", b.ln_cross);
            linear(".cross_attn.c_attn", b.cross_attn.c_attn);
            norm(".cross_attn.q_norm", b.cross_attn.q_norm);
            norm(".cross_attn.k_norm", b.cross_attn.k_norm);
            linear(".cross_attn.c_proj", b.cross_attn.c_proj);
            norm(".ln_2", b.ln_2);
            linear(".mlp.c_fc", b.mlp.c_fc);
            linear(".mlp.c_proj", b.mlp.c_proj);
        }
        path = prefix;
        norm(".ln_f", s.ln_f);
        path.clear();
    }
};

bool is_residual_projection(const std::string& name) {
    const auto ends_with = [&](const std::string& suffix) {
        return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    return ends_with("attn.c_proj.weight") || ends_with("mlp.c_proj.weight");
}

}  // namespace

template <class S>
int64_t ParamRef<S>::size() const {
    int64_t n = 1;
    for (auto d : shape) n *= d;
    return n;
}

template <class S>
ModelParams<S> allocate_parameters(const ModelConfig& c) {
    c.validate();
    const Plan plan = make_plan(c);
    ModelParams<S> p;
    p.wte = Matrix<S>::Zero(plan.vocab_size, plan.width);
    size_stack(p.transformer, plan.main, plan);
    if (plan.encoder) size_stack(p.encoder, *plan.encoder, plan);
    if (!plan.tied_head) p.lm_head = Matrix<S>::Zero(plan.vocab_size, plan.width);
    return p;
}

template <class S>
std::vector<ParamRef<S>> named_parameters(ModelParams<S>& p) {
    Walker<S> w;
    w.refs.reserve(64);
    w.add("transformer.wte.weight", p.wte, ParamRole::embedding);
    w.stack("transformer", p.transformer);
    w.stack("encoder", p.encoder);
    w.add("lm_head.weight", p.lm_head, ParamRole::weight);
    return w.refs;
}

template <class S>
std::vector<ParamRef<const S>> named_parameters(const ModelParams<S>& p) {
    std::vector<ParamRef<const S>> refs;
    for (auto& r : named_parameters(const_cast<ModelParams<S>&>(p)))  // the walk itself writes nothing
        refs.push_back({std::move(r.name), r.data, std::move(r.shape), r.role});
    return refs;
}

template <class S>
void init_parameters(ModelParams<S>& params, const ModelConfig& c, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> normal(0.0, 1.0);
    const double residual_std = 0.02 / std::sqrt(2.0 * c.n_layer);
    for (auto& ref : named_parameters(params)) {
        if (ref.role != ParamRole::weight && ref.role != ParamRole::embedding) continue;
        const double stddev = is_residual_projection(ref.name) ? residual_std : 0.02;
        for (int64_t i = 0; i < ref.size(); ++i) ref.data[i] = static_cast<S>(stddev * normal(rng));
    }
}

std::vector<WeightRef> linear_weights(const ModelParams<float>& params) {
    std::vector<WeightRef> weights;
    for (const auto& ref : named_parameters(params))
        if (ref.role == ParamRole::weight && ref.shape.size() == 2) weights.push_back({ref.data, ref.shape[0], ref.shape[1]});
    return weights;
}

template <class To, class From>
ModelParams<To> cast_parameters(const ModelParams<From>& from, const ModelConfig& c) {
    auto to = allocate_parameters<To>(c);
    const auto src = named_parameters(from);
    auto dst = named_parameters(to);
    for (size_t i = 0; i < dst.size(); ++i)
        for (int64_t j = 0; j < dst[i].size(); ++j) dst[i].data[j] = static_cast<To>(src[i].data[j]);
    return to;
}

namespace {

// Elements of every tensor the config's plan calls for, by the shapes allocate_parameters gives them.
int64_t count_elements(const ModelConfig& c, bool with_buffers) {
    const Plan plan = make_plan(c);
    const int C = plan.width;
    const auto stack = [&](const StackPlan& s) {
        int64_t n = (s.positions.kind == PositionSpec::Kind::learned ? int64_t{plan.block_size} * C : 0) +
                    norm_elements(s.final_norm, C, with_buffers);
        for (const auto& layer : s.layers)
            for (const auto& sub : layer.sublayers) {
                n += norm_elements(sub.norm, C, with_buffers);
                n += sub.kind == Sublayer::feed_forward
                         ? up_shape(sub.feed_forward(), C).elements() + down_shape(sub.feed_forward(), C).elements()
                         : qkv_shape(sub.attention(), C).elements() + output_shape(sub.attention(), C).elements() +
                               qk_norm_elements(sub.attention());
            }
        return n;
    };
    const int64_t V = plan.vocab_size;
    return V * C + stack(plan.main) + (plan.encoder ? stack(*plan.encoder) : 0) + (plan.tied_head ? 0 : V * C);
}

}  // namespace

int64_t count_parameters(const ModelConfig& c) { return count_elements(c, false); }
int64_t count_tensor_elements(const ModelConfig& c) { return count_elements(c, true); }

template struct ParamRef<float>;
template struct ParamRef<double>;
template struct ParamRef<const float>;
template struct ParamRef<const double>;
template ModelParams<float> allocate_parameters<float>(const ModelConfig&);
template ModelParams<double> allocate_parameters<double>(const ModelConfig&);
template std::vector<ParamRef<float>> named_parameters<float>(ModelParams<float>&);
template std::vector<ParamRef<double>> named_parameters<double>(ModelParams<double>&);
template std::vector<ParamRef<const float>> named_parameters<float>(const ModelParams<float>&);
template std::vector<ParamRef<const double>> named_parameters<double>(const ModelParams<double>&);
template void init_parameters<float>(ModelParams<float>&, const ModelConfig&, uint64_t);
template void init_parameters<double>(ModelParams<double>&, const ModelConfig&, uint64_t);
template ModelParams<double> cast_parameters<double, float>(const ModelParams<float>&, const ModelConfig&);
template ModelParams<float> cast_parameters<float, double>(const ModelParams<double>&, const ModelConfig&);
template ModelParams<float> cast_parameters<float, float>(const ModelParams<float>&, const ModelConfig&);

}  // namespace al
