#include "core/model/config.h"

#include <gtest/gtest.h>

#include "core/base/error.h"

using namespace al;

namespace {
std::string error_of(const std::string& json) {
    try {
        ModelConfig::from_json(json);
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST(ModelConfig, LeftOutFieldsTakeTheirDefaults) {
    const auto c = ModelConfig::from_json(R"({"n_layer": 3})");
    EXPECT_EQ(c.n_layer, 3);
    EXPECT_EQ(c.arch, Arch::decoder);
    EXPECT_EQ(c.n_embd, 64);
    EXPECT_EQ(c.activation, Activation::gelu);
    EXPECT_TRUE(c.causal);
    EXPECT_FALSE(ModelConfig::from_json(R"({"arch": "encoder"})").causal) << "an encoder is bidirectional by default";
}

TEST(ModelConfig, RoundTripsThroughJson) {
    ModelConfig c;
    c.arch = Arch::encoder_decoder;
    c.norm = NormKind::rmsnorm;
    c.norm_position = NormPosition::post;
    c.activation = Activation::relu;
    c.positional = Positional::sinusoidal;
    c.bias = false;
    c.tie_embeddings = false;
    c.ln_eps = 1e-6;
    EXPECT_EQ(ModelConfig::from_json(c.to_json()), c);
}

TEST(ModelConfig, ErrorsNameTheFieldAndTheValue) {
    EXPECT_EQ(error_of(R"({"n_embd": 30, "n_head": 4})"), "n_embd (30) must be divisible by n_head (4)");
    EXPECT_EQ(error_of(R"({"n_layer": 0})"), "n_layer (0) must be positive");
    EXPECT_EQ(error_of(R"({"d_ff": -5})"), "d_ff (-5) must not be negative");  // 0: attention only
    EXPECT_EQ(error_of(R"({"norm": "groupnorm"})"),
              "config field 'norm' has unknown value \"groupnorm\" (expected one of: layernorm, rmsnorm, batchnorm)");
    EXPECT_NE(error_of(R"({"n_embed": 64})").find("unknown config field 'n_embed'"), std::string::npos);
    EXPECT_NE(error_of(R"({"n_layer": "two"})").find("'n_layer' must be an integer"), std::string::npos);
    EXPECT_NE(error_of(R"({"bias": 1})").find("'bias' must be true or false"), std::string::npos);
    EXPECT_NE(error_of("{not json").find("not valid JSON"), std::string::npos);
    EXPECT_NE(error_of(R"({"ln_eps": 0})").find("ln_eps"), std::string::npos);
}

TEST(ModelConfig, ASizeBeyondWhatTheProgramTakesNamesItsFieldAndLimit) {
    EXPECT_EQ(error_of(R"({"n_layer": 300})"), "n_layer (300) must be at most 256");
    EXPECT_EQ(error_of(R"({"vocab_size": 2000000})"), "vocab_size (2000000) must be at most 1048576");
    EXPECT_EQ(error_of(R"({"ln_eps": 0})"), "ln_eps (0) must be positive");
    EXPECT_EQ(error_of(R"({"dropout": 1.0})"), "dropout (1) must be less than 1");
}

TEST(ModelFields, TheTableHoldsEveryFieldOnceAndTheJsonIsMadeFromIt) {
    std::vector<std::string> names;
    for (const auto& f : model_fields()) names.push_back(f.name);
    EXPECT_EQ(names, (std::vector<std::string>{"arch", "n_layer", "n_head", "n_kv_head", "head_dim", "n_embd", "d_ff", "block_size",
                                               "vocab_size", "norm", "norm_position", "activation", "positional", "rope_theta",
                                               "rope_scaling_factor", "rope_low_freq_factor", "rope_high_freq_factor",
                                               "rope_original_context", "gated_ffn", "qk_norm", "bias", "qkv_bias", "tie_embeddings", "causal", "ln_eps",
                                               "dropout"}));
    // a config unlike the default in every field comes back from its JSON field by field
    ModelConfig c;
    c.arch = Arch::encoder;
    c.vocab_size = 7, c.block_size = 9, c.n_layer = 3, c.n_head = 2, c.n_kv_head = 1, c.head_dim = 4, c.n_embd = 6, c.d_ff = 10;
    c.norm = NormKind::batchnorm, c.norm_position = NormPosition::post, c.activation = Activation::gelu_tanh;
    c.positional = Positional::rotary, c.rope_theta = 5e5, c.gated_ffn = true, c.qk_norm = true, c.qkv_bias = true;
    c.rope_scaling_factor = 8, c.rope_low_freq_factor = 2, c.rope_high_freq_factor = 5, c.rope_original_context = 1024;
    c.bias = false, c.causal = false, c.tie_embeddings = false, c.ln_eps = 1e-3;
    c.dropout = 0.25;
    const ModelConfig back = ModelConfig::from_json(c.to_json());
    for (const auto& f : model_fields()) {
        EXPECT_NE(f.choice(c), f.choice(ModelConfig{})) << f.name << " is left at its default by this test";
        EXPECT_EQ(f.choice(back), f.choice(c)) << f.name;
    }
    EXPECT_EQ(back, c);
}

TEST(ModelFields, AFieldIsFoundByItsNameAndSetByIt) {
    ModelConfig c;
    model_field("n_head").set_number(c, 8);
    model_field("positional").set_choice(c, "sinusoidal");
    model_field("bias").set_number(c, 0);
    EXPECT_EQ(c.n_head, 8);
    EXPECT_EQ(c.positional, Positional::sinusoidal);
    EXPECT_FALSE(c.bias);
    EXPECT_EQ(model_field("activation").choices(), (std::vector<std::string>{"gelu", "gelu_tanh", "relu", "silu"}));
    EXPECT_THROW(model_field("n_embed"), Error);
    EXPECT_THROW(model_field("norm").set_choice(c, "groupnorm"), Error);
}
