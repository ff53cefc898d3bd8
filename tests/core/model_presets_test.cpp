#include "core/train/model_presets.h"

#include <gtest/gtest.h>

#include "core/base/error.h"
#include "core/model/plan.h"
#include "core/train/task_defaults.h"

using namespace al;

TEST(ModelPresets, EachMakesAValidModelItIsRecognisedInAndReplacesEveryChoiceOfAnother) {
    for (const auto& p : model_presets()) {
        ModelConfig c = default_model_config("reverse");
        model_preset("mini-llama").apply(c);  // a preset applied after another leaves nothing of it
        p.apply(c);
        EXPECT_NO_THROW(c.validate()) << p.name;
        ASSERT_NE(preset_of(c), nullptr) << p.name;
        EXPECT_EQ(preset_of(c)->name, p.name);
        ModelConfig fresh = default_model_config("reverse");
        p.apply(fresh);
        EXPECT_EQ(c, fresh) << p.name;
    }
}

TEST(ModelPresets, MiniLlamaHasTodaysBlocksAndMicrogptKarpathysSize) {
    ModelConfig c = default_model_config("reverse");  // 4 heads
    model_preset("mini-llama").apply(c);
    EXPECT_EQ(c.positional, Positional::rotary);
    EXPECT_EQ(c.norm, NormKind::rmsnorm);
    EXPECT_TRUE(c.gated_ffn);
    EXPECT_EQ(c.activation, Activation::silu);
    EXPECT_EQ(c.kv_heads(), 2);
    EXPECT_FALSE(c.bias);
    EXPECT_FALSE(c.tie_embeddings);
    model_preset("microgpt").apply(c);
    EXPECT_EQ(std::tuple(c.n_layer, c.n_embd, c.n_head), std::tuple(1, 16, 4));
    EXPECT_EQ(c.norm, NormKind::rmsnorm);
    EXPECT_EQ(c.activation, Activation::relu);
    EXPECT_FALSE(c.bias);
    EXPECT_EQ(c.kv_heads(), 4);
}

TEST(ModelPresets, AttentionOnlyLayersHaveNoFeedForwardSublayer) {
    ModelConfig c = default_model_config("induction");
    EXPECT_EQ(preset_of(c)->name, "attention-only");
    const Plan plan = make_plan(c);
    ASSERT_EQ(plan.main.layers.size(), 2u);
    for (const auto& layer : plan.main.layers) {
        ASSERT_EQ(layer.sublayers.size(), 1u);
        EXPECT_EQ(layer.sublayers[0].kind, Sublayer::attention);
    }
    model_preset("attention-mlp").apply(c);
    EXPECT_NE(make_plan(c).main.layers[0].find(Sublayer::feed_forward), nullptr);
    EXPECT_EQ(c.d_ff, 4 * c.n_embd);
    ModelConfig llama = default_model_config("induction");
    model_preset("mini-llama").apply(llama);  // a family with a feed-forward gives the attention-only model one
    EXPECT_EQ(llama.d_ff, 4 * llama.n_embd);
}

TEST(ModelPresets, AnUnknownNameIsRefusedListingTheKnownOnes) {
    try {
        model_preset("llama-9000");
        FAIL();
    } catch (const Error& e) {
        EXPECT_STREQ(e.what(), "unknown preset \"llama-9000\" (expected one of: gpt, mini-llama, microgpt, attention-only, attention-mlp)");
    }
}
