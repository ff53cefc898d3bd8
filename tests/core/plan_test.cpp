// The plan: what make_plan derives from a config, and what the Model refuses.
#include <gtest/gtest.h>

#include "core/base/error.h"
#include "core/model/model.h"
#include "core/model/plan.h"

namespace al {
namespace {

std::vector<Sublayer> kinds(const LayerPlan& layer) {
    std::vector<Sublayer> k;
    for (const auto& s : layer.sublayers) k.push_back(s.kind);
    return k;
}

TEST(Plan, ADecoderLayerIsAttentionThenFeedForwardEachWithTheConfiguredNorm) {
    ModelConfig c;
    c.n_layer = 3, c.n_head = 4, c.n_embd = 32, c.d_ff = 80, c.ln_eps = 1e-6;
    c.norm = NormKind::rmsnorm, c.norm_position = NormPosition::post, c.activation = Activation::relu;
    const Plan p = make_plan(c);
    EXPECT_FALSE(p.encoder);
    ASSERT_EQ(p.main.layers.size(), 3u);
    EXPECT_EQ(kinds(p.main.layers[2]), (std::vector{Sublayer::attention, Sublayer::feed_forward}));
    const SublayerSpec& attention = p.main.layers[0].sublayers[0];
    EXPECT_EQ(attention.norm.kind, NormKind::rmsnorm);
    EXPECT_EQ(attention.norm.placement, NormPosition::post);
    EXPECT_DOUBLE_EQ(attention.norm.eps, 1e-6);
    EXPECT_FALSE(attention.norm.bias);  // RMSNorm has no β
    EXPECT_EQ(attention.attention().query_heads, 4);
    EXPECT_EQ(attention.attention().kv_heads, 4);
    EXPECT_EQ(attention.attention().head_size, 8);
    EXPECT_TRUE(attention.attention().causal);
    EXPECT_EQ(p.main.layers[0].sublayers[1].feed_forward().hidden, 80);
    EXPECT_EQ(p.main.layers[0].sublayers[1].feed_forward().activation, Activation::relu);
    EXPECT_EQ(p.main.positions.kind, PositionSpec::Kind::learned);
}

TEST(Plan, AnEncoderDecodersDecoderHasCrossAttentionBetweenAndItsEncoderSeesBothWays) {
    ModelConfig c;
    c.arch = Arch::encoder_decoder, c.positional = Positional::sinusoidal;
    const Plan p = make_plan(c);
    ASSERT_TRUE(p.encoder);
    EXPECT_EQ(kinds(p.encoder->layers[0]), (std::vector{Sublayer::attention, Sublayer::feed_forward}));
    EXPECT_FALSE(p.encoder->causal);
    EXPECT_EQ(kinds(p.main.layers[1]), (std::vector{Sublayer::attention, Sublayer::cross_attention, Sublayer::feed_forward}));
    EXPECT_TRUE(p.main.layers[1].sublayers[1].attention().cross);
    EXPECT_FALSE(p.main.layers[1].sublayers[1].attention().causal);
    EXPECT_EQ(p.main.positions.kind, PositionSpec::Kind::sinusoidal);
    c.arch = Arch::encoder;
    EXPECT_FALSE(make_plan(c).main.causal);  // an encoder-only model's one stack
}

TEST(Plan, TheParametersAreSizedAndCountedFromThePlan) {
    ModelConfig c;
    c.arch = Arch::encoder_decoder, c.n_layer = 2, c.n_embd = 16, c.n_head = 2, c.d_ff = 24, c.vocab_size = 11;
    c.norm = NormKind::batchnorm, c.tie_embeddings = false;
    const auto params = allocate_parameters<float>(c);
    int64_t trainable = 0, all = 0;
    for (const auto& ref : named_parameters(params)) {
        all += ref.size();
        if (ref.trainable()) trainable += ref.size();
    }
    EXPECT_EQ(count_parameters(c), trainable);
    EXPECT_EQ(count_tensor_elements(c), all);
    // V·C twice (untied), per stack ln_f (γ, β; running mean and var) and 2 layers of
    // 2 norms, attention 4·16² + 4·16, feed-forward 2·16·24 + 24 + 16, the decoder's cross-attention and norm
    const int64_t norm = 32, buffers = 32, attention = 4 * 256 + 64, mlp = 2 * 16 * 24 + 24 + 16;
    const int64_t encoder = norm + 2 * (2 * norm + attention + mlp), decoder = encoder + 2 * (norm + attention);
    const int64_t wpe = 2 * 64 * 16;
    EXPECT_EQ(count_parameters(c), 2 * 11 * 16 + encoder + decoder + wpe);
    EXPECT_EQ(count_tensor_elements(c) - count_parameters(c), buffers * (1 + 2 * 2) + buffers * (1 + 2 * 3));
}

}  // namespace
}  // namespace al
