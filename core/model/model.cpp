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
Model<S>::Model(ModelConfig config, ModelParams<S> params, std::optional<Tokenizer> tokenizer)
    : config_(std::move(config)), params_(std::move(params)), tokenizer_(std::move(tokenizer)) {
    config_.validate();
    if (tokenizer_ && tokenizer_->size() > config_.vocab_size)
        throw Error(Message(AL_TEXT("the tokenizer has %1 tokens but vocab_size is %2"), std::to_string(tokenizer_->size()), std::to_string(config_.vocab_size)));
    if (config_.positional == Positional::sinusoidal)
        sinusoid_ = sinusoidal_encoding<S>(config_.block_size, config_.n_embd);
}

template <class S>
Model<S> Model<S>::random(const ModelConfig& config, uint64_t seed) {
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
    require_memory(trace_bytes(c, batch.B, batch.T, batch.S, options.keep_scores, sizeof(S)),
                   batch.B == 1 ? Message(AL_TEXT("the trace of these %1 tokens"), std::to_string(batch.T))
                                : Message(AL_TEXT("the trace of %1 sequences of %2 tokens"), std::to_string(batch.B), std::to_string(batch.T)),
                   Message(AL_TEXT("use a shorter input (or a smaller batch or model)")));
    const Matrix<S>* memory = nullptr;
    AttentionMask memory_mask;
    if (tr.has_encoder) {
        ForwardOptions encoder_options = options;
        encoder_options.mask.reset();
        encoder_options.row_valid_lens.clear();
        memory_mask = default_mask(false, batch.source_valid_lens, encoder_options);
        stack_forward(params_.encoder, batch.B, batch.S, batch.source_ids, memory_mask, nullptr, nullptr,
                      encoder_options, tr.encoder);
        memory = &tr.encoder.final_norm;
    }
    const bool causal = c.arch != Arch::encoder && c.causal;
    stack_forward(params_.transformer, batch.B, batch.T, batch.ids, default_mask(causal, batch.valid_lens, options),
                  memory, tr.has_encoder ? &memory_mask : nullptr, options, tr.main);

    // logits = final_norm · W_headᵀ, W_head = wte when tied
    const Matrix<S>& head = c.tie_embeddings ? params_.wte : params_.lm_head;
    multiply_transposed(tr.main.final_norm, head, tr.logits);
    softmax_rows(tr.logits, tr.probs);
}

template <class S>
void Model<S>::stack_forward(const StackParams<S>& stack, int B, int T, const std::vector<int>& ids,
                             const AttentionMask& mask, const Matrix<S>* memory, const AttentionMask* memory_mask,
                             const ForwardOptions& options, StackTrace<S>& tr, const StackTrace<S>* past) const {
    const auto& c = config_;
    tr.B = B, tr.T = T, tr.ids = ids, tr.mask = mask;
    tr.pre_norm = c.norm_position == NormPosition::pre;
    tr.embed_token.resize(static_cast<Eigen::Index>(B) * T, c.n_embd);
    for (size_t i = 0; i < ids.size(); ++i) tr.embed_token.row(i) = params_.wte.row(ids[i]);

    const Matrix<S>* table = c.positional == Positional::learned      ? &stack.wpe
                             : c.positional == Positional::sinusoidal ? &sinusoid_
                                                                      : nullptr;
    tr.embed_position.setZero(static_cast<Eigen::Index>(B) * T, c.n_embd);
    if (table && options.use_positional)
        for (int b = 0; b < B; ++b) tr.embed_position.middleRows(b * T, T) = table->middleRows(past ? past->T : 0, T);
    tr.embed_sum = tr.embed_token + tr.embed_position;
    const bool dropout = options.training && c.dropout > 0;
    if (dropout) apply_dropout(c.dropout, options.dropout_seed, memory ? 1 : 2, tr.embed_sum, tr.embed_dropout);

    tr.layers.resize(c.n_layer);
    const Matrix<S>* x = &tr.embed_sum;
    for (int l = 0; l < c.n_layer; ++l) {
        layer_forward(stack.h[l], l, *x, B, mask, memory, memory_mask, options, tr.layers[l], past ? &past->layers[l] : nullptr);
        x = &tr.layers[l].out;
    }
    norm(stack.ln_f, *x, options, tr.final_norm, tr.final_norm_cache);
}

template <class S>
void Model<S>::norm(const Norm<S>& p, const Matrix<S>& x, const ForwardOptions& options, Matrix<S>& out,
                    NormCache<S>& cache) const {
    if (options.bypass_norm) {
        out = x;
        return;
    }
    norm_forward(config_.norm, x, p, config_.ln_eps, out, cache, options.training);
}

template <class S>
AttentionOptions Model<S>::attention_options(const ForwardOptions& options, int layer) const {
    AttentionOptions a{options.scale_by_sqrt_dk, options.score_scale, {}, options.keep_scores};
    for (int h = 0; h < config_.n_head; ++h)
        if (contains(options.ablated_heads, layer, h)) a.ablated_heads.push_back(h);
    return a;
}

template <class S>
void Model<S>::layer_forward(const BlockParams<S>& block, int layer, const Matrix<S>& x, int B,
                             const AttentionMask& mask, const Matrix<S>* memory, const AttentionMask* memory_mask,
                             const ForwardOptions& options, LayerTrace<S>& tr, const LayerTrace<S>* past) const {
    const bool pre = config_.norm_position == NormPosition::pre;
    const S keep = options.bypass_residual ? S(0) : S(1);  // weight of the residual path
    const AttentionOptions attn_options = attention_options(options, layer);
    const bool dropout = options.training && config_.dropout > 0;
    const uint64_t salt = 16 * static_cast<uint64_t>(layer + 1) + (memory ? 8 : 0);

    // One residual sublayer f on stream s (dropout on f's output when training):
    //   pre:  norm = N(s),  resid = keep·s + f(norm),  continues with resid
    //   post: resid = keep·s + f(s),  norm = N(resid),  continues with norm
    const auto sublayer = [&](const Norm<S>& p, NormCache<S>& cache, Matrix<S>& normed, const Matrix<S>& s,
                              Matrix<S>& resid, Matrix<S>& dropout_mask, uint64_t stream, auto&& f) -> const Matrix<S>& {
        if (pre) norm(p, s, options, normed, cache);
        Matrix<S>& out = f(pre ? normed : s);
        if (dropout) apply_dropout(config_.dropout, options.dropout_seed, salt + stream, out, dropout_mask);
        resid = keep * s + out;
        if (pre) return resid;
        norm(p, resid, options, normed, cache);
        return normed;
    };

    const Matrix<S>* stream = &sublayer(block.ln_1, tr.norm1_cache, tr.norm1, x, tr.resid1, tr.attn_dropout, 1,
                                        [&](const Matrix<S>& in) -> Matrix<S>& {
                                            attention_forward(in, static_cast<const Matrix<S>*>(nullptr), block.attn, B,
                                                              config_.n_head, mask, attn_options, tr.attn,
                                                              past ? &past->attn : nullptr);
                                            return tr.attn.out;
                                        });
    // Cross-attention (decoder of encoder_decoder): queries from the stream, keys/values from memory
    if (memory) {
        stream = &sublayer(block.ln_cross, tr.cross_norm_cache, tr.cross_norm, *stream, tr.cross_resid, tr.cross_dropout, 2,
                           [&](const Matrix<S>& in) -> Matrix<S>& {
                               attention_forward(in, memory, block.cross_attn, B, config_.n_head, *memory_mask,
                                                 attn_options, tr.cross);
                               return tr.cross.out;
                           });
    } else {
        tr.cross = {};
    }
    // Feed-forward: mlp(h) = W₂·act(W₁·h + b₁) + b₂
    stream = &sublayer(block.ln_2, tr.norm2_cache, tr.norm2, *stream, tr.resid2, tr.mlp_dropout, 3,
                       [&](const Matrix<S>& in) -> Matrix<S>& {
                           linear_forward(in, block.mlp.c_fc, tr.mlp_pre);
                           activation_forward(config_.activation, tr.mlp_pre, tr.mlp_act);
                           linear_forward(tr.mlp_act, block.mlp.c_proj, tr.mlp_out);
                           return tr.mlp_out;
                       });
    tr.out = *stream;
}

template class Model<float>;
template class Model<double>;

}  // namespace al
