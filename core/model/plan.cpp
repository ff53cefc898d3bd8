#include "core/model/plan.h"

#include "core/base/message.h"

namespace al {
namespace {

PositionSpec positions_of(const ModelConfig& c) {
    PositionSpec p;
    switch (c.positional) {
        case Positional::learned: p.kind = PositionSpec::Kind::learned; break;
        case Positional::sinusoidal: p.kind = PositionSpec::Kind::sinusoidal; break;
        case Positional::none: p.kind = PositionSpec::Kind::none; break;
        case Positional::rotary:
            p.kind = PositionSpec::Kind::rotary;
            p.rotary = {c.rope_theta, c.rope_scaling_factor, c.rope_low_freq_factor, c.rope_high_freq_factor, c.rope_original_context};
            break;
    }
    return p;
}

StackPlan stack_plan(const ModelConfig& c, bool causal, bool cross) {
    const NormSpec norm{c.norm, c.norm_position, c.ln_eps, c.bias && c.norm != NormKind::rmsnorm};
    AttentionSpec attention{c.n_head, c.kv_heads(), c.head_size(), positions_of(c), c.qk_norm, c.bias, c.has_qkv_bias(), causal, false};
    AttentionSpec cross_attention = attention;
    cross_attention.causal = false, cross_attention.cross = true;
    const FeedForwardSpec feed_forward{c.activation, c.gated_ffn, c.d_ff, c.bias};

    StackPlan s{positions_of(c), causal, {}, norm};
    LayerPlan layer;
    layer.sublayers.push_back({Sublayer::attention, norm, attention});
    if (cross) layer.sublayers.push_back({Sublayer::cross_attention, norm, cross_attention});
    if (c.d_ff > 0) layer.sublayers.push_back({Sublayer::feed_forward, norm, feed_forward});
    s.layers.assign(c.n_layer, layer);
    return s;
}

}  // namespace

Plan make_plan(const ModelConfig& c) {
    Plan p;
    p.vocab_size = c.vocab_size, p.width = c.n_embd, p.block_size = c.block_size;
    p.tied_head = c.tie_embeddings;
    if (c.arch == Arch::encoder_decoder) p.encoder = stack_plan(c, false, false);
    p.main = stack_plan(c, c.arch != Arch::encoder && c.causal, c.arch == Arch::encoder_decoder);
    return p;
}

const SublayerSpec* LayerPlan::find(Sublayer kind) const {
    for (const auto& s : sublayers)
        if (s.kind == kind) return &s;
    return nullptr;
}

const AttentionSpec* LayerPlan::self_attention() const {
    const SublayerSpec* s = find(Sublayer::attention);
    return s ? &s->attention() : nullptr;
}

std::string to_string(Sublayer s) {
    switch (s) {
        case Sublayer::attention: return "attention";
        case Sublayer::cross_attention: return "cross_attention";
        case Sublayer::feed_forward: return "feed_forward";
    }
    return "";
}

}  // namespace al
