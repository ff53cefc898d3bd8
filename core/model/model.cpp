#include "core/model/model.h"

#include <algorithm>
#include <random>

#include "core/base/error.h"
#include "core/model/memory_budget.h"

namespace al {
namespace {

void check_ids(const std::vector<int>& ids, int B, int T, int V, int block_size, const Message& what) {
    if (B <= 0) throw Error(Message(AL_TEXT("%1: batch size must be positive"), what));
    if (T <= 0) throw Error(Message(AL_TEXT("%1 is empty: type at least one token"), what));
    if (T > block_size)
        throw Error(Message(AL_TEXT("%1 has %2 tokens but the model's block_size is %3; shorten it"), what, std::to_string(T), std::to_string(block_size)));
    if (ids.size() != static_cast<size_t>(B) * T)
        throw Error(Message(AL_TEXT("%1: expected %2 ids, got %3"), what, std::to_string(B * T), std::to_string(ids.size())));
    for (int id : ids)
        if (id < 0 || id >= V)
            throw Error(Message(AL_TEXT("%1: token id %2 is outside the vocabulary (0..%3)"), what, std::to_string(id), std::to_string(V - 1)));
}

bool contains(const std::vector<std::pair<int, int>>& v, int layer, int head) {
    return std::find(v.begin(), v.end(), std::make_pair(layer, head)) != v.end();
}

// Inverted dropout: each entry kept with probability 1−p and scaled by 1/(1−p), applied in place.
// Seeded from (seed, salt) so that a forward pass is reproducible.
template <class S>
void apply_dropout(double p, uint64_t seed, uint64_t salt, Matrix<S>& x, Matrix<S>& mask) {
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + salt);
    std::bernoulli_distribution keep(1.0 - p);
    const S scale = static_cast<S>(1.0 / (1.0 - p));
    mask.resize(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < mask.size(); ++i) mask.data()[i] = keep(rng) ? scale : S(0);
    x.array() *= mask.array();
}

}  // namespace

Batch Batch::single(std::vector<int> ids, std::vector<int> source) {
    Batch b;
    b.B = 1;
    b.T = static_cast<int>(ids.size());
    b.ids = std::move(ids);
    b.S = static_cast<int>(source.size());
    b.source_ids = std::move(source);
    return b;
}

AttentionMask default_mask(bool causal, const std::vector<int>& valid_lens, const ForwardOptions& options) {
    AttentionMask m;
    const bool padding = !valid_lens.empty() || !options.row_valid_lens.empty();
    if (options.mask) m.kind = *options.mask;
    else if (causal) m.kind = padding ? MaskKind::causal_padding : MaskKind::causal;
    else m.kind = padding ? MaskKind::padding : MaskKind::none;
    m.valid_lens = valid_lens;
    m.row_valid_lens = options.row_valid_lens;
    return m;
}

template <class S>
Model<S>::Model(ModelConfig config, ModelParams<S> params) : config_(std::move(config)), params_(std::move(params)) {
    config_.validate();
    plan_ = make_plan(config_);
    if (plan_.main.positions.kind == PositionSpec::Kind::sinusoidal)
        sinusoid_ = sinusoidal_encoding<S>(config_.block_size, config_.n_embd);
}

template <class S>
Model<S> Model<S>::random(const ModelConfig& config, uint64_t seed) {
    config.validate();  // sizes in range before they are multiplied
    require_memory(static_cast<uint64_t>(count_tensor_elements(config)) * sizeof(S),
                   Message(AL_TEXT("a random model of %1 parameters"), std::to_string(count_parameters(config))),
                   Message(AL_TEXT("choose a smaller n_layer, n_embd, d_ff or vocab_size")));
    auto params = allocate_parameters<S>(config);
    init_parameters(params, config, seed);
    return Model(config, std::move(params));
}

template <class S>
ForwardTrace<S> Model<S>::forward(const Batch& batch, const ForwardOptions& options) const {
    ForwardTrace<S> trace;
    forward(batch, options, trace);
    return trace;
}

template <class S>
void Model<S>::forward(const Batch& batch, const ForwardOptions& options, ForwardTrace<S>& tr) const {
    const auto& c = config_;
    check_ids(batch.ids, batch.B, batch.T, c.vocab_size, c.block_size, Message(AL_TEXT("the input")));
    tr.has_encoder = c.arch == Arch::encoder_decoder;
    if (tr.has_encoder) check_ids(batch.source_ids, batch.B, batch.S, c.vocab_size, c.block_size, Message(AL_TEXT("the source")));
    check_patches(options.patches, plan_.main, plan_.width, batch.B, batch.T);
    check_activation_edits(options.edits, plan_.main, batch.T);
    require_memory(trace_bytes(plan_, batch.B, batch.T, batch.S, options.keep_scores, sizeof(S)),
                   batch.B == 1 ? Message(AL_TEXT("the trace of these %1 tokens"), std::to_string(batch.T))
                                : Message(AL_TEXT("the trace of %1 sequences of %2 tokens"), std::to_string(batch.B), std::to_string(batch.T)),
                   Message(AL_TEXT("use a shorter input (or a smaller batch or model)")));
    const Matrix<S>* memory = nullptr;
    AttentionMask memory_mask;
    if (tr.has_encoder) {
        ForwardOptions encoder_options = options;
        encoder_options.mask.reset();
        encoder_options.row_valid_lens.clear();
        encoder_options.patches.clear();  // patches and edits are the main stack's
        encoder_options.edits.clear();
        memory_mask = default_mask(plan_.encoder->causal, batch.source_valid_lens, encoder_options);
        stack_forward(*plan_.encoder, params_.encoder, batch.B, batch.S, batch.source_ids, memory_mask, nullptr, nullptr,
                      encoder_options, tr.encoder);
        memory = &tr.encoder.final_norm;
    }
    stack_forward(plan_.main, params_.transformer, batch.B, batch.T, batch.ids, default_mask(plan_.main.causal, batch.valid_lens, options),
                  memory, tr.has_encoder ? &memory_mask : nullptr, options, tr.main);

    // logits = final_norm · W_headᵀ, W_head = wte when tied
    multiply_transposed(tr.main.final_norm, unembedding(), tr.logits);
    softmax_rows(tr.logits, tr.probs);
}

template <class S>
void Model<S>::stack_forward(const StackPlan& plan, const StackParams<S>& stack, int B, int T, const std::vector<int>& ids,
                             const AttentionMask& mask, const Matrix<S>* memory, const AttentionMask* memory_mask,
                             const ForwardOptions& options, StackTrace<S>& tr, const StackTrace<S>* past) const {
    const int C = plan_.width;
    tr.B = B, tr.T = T, tr.ids = ids, tr.mask = mask;
    tr.pre_norm = plan.layers.empty() || plan.layers[0].sublayers[0].norm.placement == NormPosition::pre;
    tr.embed_token.resize(static_cast<Eigen::Index>(B) * T, C);
    for (size_t i = 0; i < ids.size(); ++i) tr.embed_token.row(i) = params_.wte.row(ids[i]);

    const Matrix<S>* table = plan.positions.kind == PositionSpec::Kind::learned      ? &stack.wpe
                             : plan.positions.kind == PositionSpec::Kind::sinusoidal ? &sinusoid_
                                                                                     : nullptr;
    tr.embed_position.setZero(static_cast<Eigen::Index>(B) * T, C);
    if (table && options.use_positional)
        for (int b = 0; b < B; ++b) tr.embed_position.middleRows(b * T, T) = table->middleRows(past ? past->T : 0, T);
    tr.embed_sum = tr.embed_token + tr.embed_position;
    const bool dropout = options.training && config_.dropout > 0;
    if (dropout) apply_dropout(config_.dropout, options.dropout_seed, memory ? 1 : 2, tr.embed_sum, tr.embed_dropout);

    tr.layers.resize(plan.layers.size());
    layers_forward(plan, stack, 0, B, mask, memory, memory_mask, options, tr, past);
}

template <class S>
void Model<S>::layers_forward(const StackPlan& plan, const StackParams<S>& stack, int first, int B, const AttentionMask& mask,
                              const Matrix<S>* memory, const AttentionMask* memory_mask, const ForwardOptions& options,
                              StackTrace<S>& tr, const StackTrace<S>* past) const {
    const int L = static_cast<int>(plan.layers.size());
    for (int l = first; l < L; ++l) {
        Matrix<S>& x = l == 0 ? tr.embed_sum : tr.layers[l - 1].out;
        if (!past) write_patches(options.patches, PatchSite::resid, l, tr.T, 0, x);  // forward_reusing takes no patches
        layer_forward(plan.layers[l], stack.h[l], l, x, B, mask, memory, memory_mask, options, tr.layers[l],
                      past ? &past->layers[l] : nullptr);
    }
    norm(plan.final_norm, stack.ln_f, tr.layer_input(L), options, tr.final_norm, tr.final_norm_cache);
}

template <class S>
void Model<S>::forward_layers(int first, const ForwardOptions& options, ForwardTrace<S>& tr) const {
    StackTrace<S>& main = tr.main;
    const int L = static_cast<int>(plan_.main.layers.size());
    if (first < 0 || first > L || static_cast<int>(main.layers.size()) != L || main.layer_input(first).rows() != static_cast<Eigen::Index>(main.B) * main.T ||
        main.layer_input(first).cols() != plan_.width || tr.has_encoder != plan_.encoder.has_value())
        throw Error(Message(AL_TEXT("forward_layers needs a trace that holds what layer %1 reads"), std::to_string(first)));
    check_patches(options.patches, plan_.main, plan_.width, main.B, main.T);
    check_activation_edits(options.edits, plan_.main, main.T);
    const AttentionMask* memory_mask = tr.has_encoder ? &tr.encoder.mask : nullptr;
    layers_forward(plan_.main, params_.transformer, first, main.B, main.mask, tr.has_encoder ? &tr.encoder.final_norm : nullptr,
                   memory_mask, options, main, nullptr);
}

template <class S>
void Model<S>::norm(const NormSpec& spec, const Norm<S>& p, const Matrix<S>& x, const ForwardOptions& options,
                    Matrix<S>& out, NormCache<S>& cache) const {
    if (options.bypass_norm) {
        out = x;
        return;
    }
    norm_forward(spec.kind, x, p, spec.eps, out, cache, options.training);
}

template <class S>
AttentionOptions Model<S>::attention_options(const ForwardOptions& options, int layer, const SublayerSpec& spec) const {
    const AttentionSpec& form = spec.attention();
    AttentionOptions a{options.scale_by_sqrt_dk, options.score_scale, {}, options.keep_scores};
    for (int h = 0; h < form.query_heads; ++h)
        if (contains(options.ablated_heads, layer, h)) a.ablated_heads.push_back(h);
    a.kv_heads = form.kv_heads, a.head_size = form.head_size;
    if (form.qk_norm) a.qk_norm_eps = spec.norm.eps;
    a.hide_first_key = options.hide_first_token && !form.cross;
    if (!form.cross) a.edits = attention_edits(options.edits, layer);
    if (form.positions.kind == PositionSpec::Kind::rotary && !form.cross && options.use_positional) a.rope = form.positions.rotary;
    return a;
}

template <class S>
void Model<S>::layer_forward(const LayerPlan& plan, const BlockParams<S>& block, int layer, const Matrix<S>& x, int B,
                             const AttentionMask& mask, const Matrix<S>* memory, const AttentionMask* memory_mask,
                             const ForwardOptions& options, LayerTrace<S>& tr, const LayerTrace<S>* past) const {
    const S keep = options.bypass_residual ? S(0) : S(1);  // weight of the residual path
    const bool dropout = options.training && config_.dropout > 0;
    const uint64_t salt = 16 * static_cast<uint64_t>(layer + 1) + (memory ? 8 : 0);

    // Each sublayer f on the stream s (dropout on f's output when training):
    //   pre:  normed = N(s),  resid = keep·s + f(normed),  continues with resid
    //   post: resid = keep·s + f(s),  normed = N(resid),  continues with normed
    tr.sublayers.clear();
    const Matrix<S>* stream = &x;
    for (const SublayerSpec& spec : plan.sublayers) {
        const bool pre = spec.norm.placement == NormPosition::pre;
        const Norm<S>& norm_p = norm_params(block, spec.kind);
        const auto parts = tr.parts(spec.kind);
        tr.sublayers.push_back({spec.kind, pre});
        if (pre) norm(spec.norm, norm_p, *stream, options, *parts.normed, *parts.norm_cache);
        Matrix<S>& out = sublayer_forward(spec, block, layer, pre ? *parts.normed : *stream, B, mask, memory,
                                          memory_mask, options, tr, past);
        if (dropout)
            apply_dropout(config_.dropout, options.dropout_seed, salt + static_cast<uint64_t>(spec.kind) + 1, out,
                          *parts.dropout);
        if (spec.kind != Sublayer::cross_attention)
            write_patches(options.patches, spec.kind == Sublayer::attention ? PatchSite::attn : PatchSite::mlp, layer,
                          static_cast<int>(x.rows()) / B, 0, out);
        *parts.resid = keep * *stream + out;
        stream = parts.resid;
        if (pre) continue;
        norm(spec.norm, norm_p, *parts.resid, options, *parts.normed, *parts.norm_cache);
        stream = parts.normed;
    }
    if (std::none_of(tr.sublayers.begin(), tr.sublayers.end(), [](const auto& r) { return r.kind == Sublayer::cross_attention; }))
        tr.cross = {};  // nothing left from an earlier forward with cross-attention
    tr.out = *stream;
}

template <class S>
Matrix<S>& Model<S>::sublayer_forward(const SublayerSpec& spec, const BlockParams<S>& block, int layer,
                                      const Matrix<S>& in, int B, const AttentionMask& mask, const Matrix<S>* memory,
                                      const AttentionMask* memory_mask, const ForwardOptions& options,
                                      LayerTrace<S>& tr, const LayerTrace<S>* past) const {
    switch (spec.kind) {
        case Sublayer::attention: {
            const AttentionSpec& a = spec.attention();
            AttentionOptions attention = attention_options(options, layer, spec);
            if (past) attention.edits.clear();  // an edit names a cell of a whole forward's matrices
            attention_forward(in, static_cast<const Matrix<S>*>(nullptr), block.attn, B, a.query_heads, mask, attention, tr.attn,
                              past ? &past->attn : nullptr);
            if (!past && write_patches(options.patches, PatchSite::head, layer, tr.attn.T, a.head_size, tr.attn.concat))
                linear_forward(tr.attn.concat, block.attn.c_proj, tr.attn.out);  // W_O reads the patched heads
            return tr.attn.out;
        }
        case Sublayer::cross_attention: {  // queries from the stream, keys and values from the encoder's output
            const AttentionSpec& a = spec.attention();
            if (!memory || !memory_mask) throw Error(Message(AL_TEXT("cross-attention needs the encoder's output")));
            attention_forward(in, memory, block.cross_attn, B, a.query_heads, *memory_mask,
                              attention_options(options, layer, spec), tr.cross);
            return tr.cross.out;
        }
        case Sublayer::feed_forward: break;
    }
    // mlp(h) = W₂·act(W₁·h + b₁) + b₂;  gated: W₂·(act(W_gate·h) ⊙ W_up·h), W_gate and W_up the rows of c_fc
    const FeedForwardSpec& ff = spec.feed_forward();
    linear_forward(in, block.mlp.c_fc, tr.mlp_pre);
    if (ff.gated) {
        tr.mlp_up = tr.mlp_pre.rightCols(ff.hidden);
        tr.mlp_pre.conservativeResize(Eigen::NoChange, ff.hidden);  // the gate's columns
    } else {
        tr.mlp_up.resize(0, 0);
    }
    activation_forward(ff.activation, tr.mlp_pre, tr.mlp_act);
    if (ff.gated) tr.mlp_act.array() *= tr.mlp_up.array();
    linear_forward(tr.mlp_act, block.mlp.c_proj, tr.mlp_out);
    return tr.mlp_out;
}

template class Model<float>;
template class Model<double>;

}  // namespace al
