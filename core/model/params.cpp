#include "core/model/params.h"

#include <cmath>
#include <random>
#include <string_view>

namespace al {
namespace {

template <class S>
void size_linear(Linear<S>& p, int out, int in, bool bias) {
    p.weight = Matrix<S>::Zero(out, in);
    p.bias = bias ? RowVector<S>::Zero(out) : RowVector<S>();
}

template <class S>
void size_norm(Norm<S>& p, const ModelConfig& c) {
    p.weight = RowVector<S>::Ones(c.n_embd);
    p.bias = (c.bias && c.norm != NormKind::rmsnorm) ? RowVector<S>::Zero(c.n_embd) : RowVector<S>();
    if (c.norm == NormKind::batchnorm) {
        p.running_mean = RowVector<S>::Zero(c.n_embd);
        p.running_var = RowVector<S>::Ones(c.n_embd);
    }
}

template <class S>
void size_attention(AttentionParams<S>& p, const ModelConfig& c) {
    size_linear(p.c_attn, 3 * c.n_embd, c.n_embd, c.bias);
    size_linear(p.c_proj, c.n_embd, c.n_embd, c.bias);
}

template <class S>
void size_stack(StackParams<S>& s, const ModelConfig& c, bool cross) {
    if (c.positional == Positional::learned) s.wpe = Matrix<S>::Zero(c.block_size, c.n_embd);
    s.h.resize(c.n_layer);
    for (auto& b : s.h) {
        size_norm(b.ln_1, c);
        size_attention(b.attn, c);
        if (cross) {
            size_norm(b.ln_cross, c);
            size_attention(b.cross_attn, c);
        }
        size_norm(b.ln_2, c);
        size_linear(b.mlp.c_fc, c.d_ff, c.n_embd, c.bias);
        size_linear(b.mlp.c_proj, c.n_embd, c.d_ff, c.bias);
    }
    size_norm(s.ln_f, c);
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
            linear(".attn.c_proj", b.attn.c_proj);
            norm(".ln_cross", b.ln_cross);
            linear(".cross_attn.c_attn", b.cross_attn.c_attn);
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
    ModelParams<S> p;
    p.wte = Matrix<S>::Zero(c.vocab_size, c.n_embd);
    size_stack(p.transformer, c, c.arch == Arch::encoder_decoder);
    if (c.arch == Arch::encoder_decoder) size_stack(p.encoder, c, false);
    if (!c.tie_embeddings) p.lm_head = Matrix<S>::Zero(c.vocab_size, c.n_embd);
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

// Elements of every tensor the config calls for, by the shapes of the name table in params.h.
int64_t count_elements(const ModelConfig& c, bool with_buffers) {
    const int64_t C = c.n_embd, F = c.d_ff, V = c.vocab_size, L = c.n_layer;
    const int64_t b = c.bias ? 1 : 0;
    const int64_t norm = C + ((c.bias && c.norm != NormKind::rmsnorm) ? C : 0) +
                         ((with_buffers && c.norm == NormKind::batchnorm) ? 2 * C : 0);
    const int64_t attention = 3 * C * C + b * 3 * C + C * C + b * C;
    const int64_t mlp = F * C + b * F + C * F + b * C;
    const auto stack = [&](bool cross) {
        const int64_t wpe = c.positional == Positional::learned ? int64_t{c.block_size} * C : 0;
        return wpe + L * (2 * norm + attention + mlp + (cross ? norm + attention : 0)) + norm;
    };
    const bool seq2seq = c.arch == Arch::encoder_decoder;
    return V * C + stack(seq2seq) + (seq2seq ? stack(false) : 0) + (c.tie_embeddings ? 0 : V * C);
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
