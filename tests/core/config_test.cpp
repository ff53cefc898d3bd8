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
    EXPECT_EQ(error_of(R"({"d_ff": -5})"), "d_ff (-5) must be positive");
    EXPECT_EQ(error_of(R"({"norm": "groupnorm"})"),
              "config field 'norm' has unknown value \"groupnorm\" (expected one of: layernorm, rmsnorm, batchnorm)");
    EXPECT_NE(error_of(R"({"n_embed": 64})").find("unknown config field 'n_embed'"), std::string::npos);
    EXPECT_NE(error_of(R"({"n_layer": "two"})").find("'n_layer' must be an integer"), std::string::npos);
    EXPECT_NE(error_of(R"({"bias": 1})").find("'bias' must be true or false"), std::string::npos);
    EXPECT_NE(error_of("{not json").find("not valid JSON"), std::string::npos);
    EXPECT_NE(error_of(R"({"ln_eps": 0})").find("ln_eps"), std::string::npos);
}
