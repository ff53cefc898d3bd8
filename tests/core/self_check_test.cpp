// The self-check passes on every shipped model, and each of its checks fails on wrong data.
#include <gtest/gtest.h>

#include "core/explain/self_check.h"
#include "core/io/model_input.h"
#include "core/io/model_io.h"
#include "core/model/ops.h"

using namespace al;
using Outcome = Check::Outcome;

namespace {

Golden golden(const std::string& name) {
    const std::string base = std::string(AL_FIXTURE_DIR) + "/" + name;
    return {name, SafetensorsFile::read(base + ".model.safetensors"), SafetensorsFile::read(base + ".trace.safetensors")};
}

LoadedModel shipped(const std::string& file) { return load_model(std::string(AL_RESOURCE_DIR) + "/models/" + file); }

ModelConfig tiny() {
    ModelConfig c;
    c.vocab_size = 11, c.block_size = 8, c.n_layer = 2, c.n_head = 2, c.n_embd = 8, c.d_ff = 12;
    return c;
}

}  // namespace

TEST(SelfCheck, PassesOnEveryShippedModelWithItsExampleSentence) {
    const std::vector<Golden> references = {golden("causal_padding"), golden("encoder_decoder")};
    for (const auto& [file, text] : std::vector<std::pair<std::string, std::string>>{
             {"default.safetensors", "The animal didn't cross the street because it was too tired."},
             {"coref.safetensors", "the animal didn't cross the street because it was too tired . it"},
             {"reverse.safetensors", "3a7c91=19c7a3"},
             {"reverse_encdec.safetensors", "3a7c91fb"}}) {
        SCOPED_TRACE(file);
        const auto model = shipped(file);
        const auto checks = self_check(model, model_input(model, text).batch, {}, references);
        ASSERT_EQ(checks.size(), 7u);
        int passed = 0;
        for (const auto& c : checks) {
            EXPECT_NE(c.outcome, Outcome::fail) << c.name.str() << ": " << c.numbers.str();
            passed += c.outcome == Outcome::pass;
        }
        EXPECT_GE(passed, 5);
    }
}

TEST(SelfCheck, APaddingMaskMakesTheMaskedWeightsCheckApplyAndPass) {
    const auto model = Model<float>::random(tiny(), 3);
    ForwardOptions options;
    options.mask = MaskKind::causal_padding;
    Batch batch = Batch::single({4, 5, 6, 7, 8});
    batch.valid_lens = {3};
    const auto checks = self_check(model, batch, options, {});
    EXPECT_EQ(checks[1].outcome, Outcome::pass) << checks[1].numbers.str();
    EXPECT_NE(checks[1].numbers.str().find("masked cells"), std::string::npos);
    EXPECT_EQ(checks[6].outcome, Outcome::not_applicable);  // no reference given
}

TEST(SelfCheck, EachTraceCheckFailsWhenOneNumberIsWrong) {
    const auto model = Model<float>::random(tiny(), 3);
    const auto good = model.forward(Batch::single({4, 5, 6, 7}));
    ASSERT_EQ(check_softmax_rows(good).outcome, Outcome::pass);
    ASSERT_EQ(check_masked_weights_zero(good).outcome, Outcome::pass);
    ASSERT_EQ(check_causal_upper_triangle(good, true).outcome, Outcome::pass);
    ASSERT_EQ(check_per_head_projections(model, good).outcome, Outcome::pass);

    auto t = good;
    t.main.layers[1].attn.weights[1](2, 0) += 1e-3f;  // a row that no longer sums to 1
    EXPECT_EQ(check_softmax_rows(t).outcome, Outcome::fail);

    t = good;
    t.main.layers[0].attn.weights[0](0, 3) = 1e-7f;  // masked for query 0, but weighted
    EXPECT_EQ(check_masked_weights_zero(t).outcome, Outcome::fail);
    EXPECT_EQ(check_causal_upper_triangle(t, true).outcome, Outcome::fail);
    EXPECT_NE(check_causal_upper_triangle(t, true).numbers.str().find("1 not exactly 0"), std::string::npos);

    t = good;
    t.main.layers[1].attn.v(2, 5) += 1e-3f;  // head 1's V
    EXPECT_EQ(check_per_head_projections(model, t).outcome, Outcome::fail);
}

TEST(SelfCheck, TheRelativePositionCheckFailsOnATableThatIsNotSinusoidal) {
    Matrix<float> table = sinusoidal_encoding<float>(16, 8);
    ASSERT_EQ(check_relative_positions(table, true).outcome, Outcome::pass);
    table(5, 3) += 1e-3f;
    EXPECT_EQ(check_relative_positions(table, true).outcome, Outcome::fail);
    EXPECT_EQ(check_relative_positions(Model<float>::random(tiny(), 1).params().transformer.wpe, true).outcome, Outcome::fail);
}

TEST(SelfCheck, TheGradientCheckFailsOnAGradientOnePercentOff) {
    const auto f = Model<float>::random(tiny(), 5);
    const Model<double> model(f.config(), cast_parameters<double>(f.params(), f.config()));
    const Batch batch = Batch::single({4, 5, 6, 7, 8});
    auto grads = next_token_gradients(model, batch);
    ASSERT_EQ(check_gradients(model, batch, grads).outcome, Outcome::pass) << check_gradients(model, batch, grads).numbers.str();
    grads.transformer.h[0].attn.c_attn.weight *= 1.01;
    EXPECT_EQ(check_gradients(model, batch, grads).outcome, Outcome::fail) << check_gradients(model, batch, grads).numbers.str();
    EXPECT_EQ(check_gradients(model, Batch::single({4}), {}).outcome, Outcome::not_applicable);
}

TEST(SelfCheck, TheGoldenCheckFailsWhenTheModelDiffersFromTheReference) {
    Golden g = golden("no_bias");
    ASSERT_EQ(check_golden({g}).outcome, Outcome::pass) << check_golden({g}).numbers.str();
    auto model = load_model(g.model);
    model.params().wte(3, 2) += 1e-3f;
    g.model = SafetensorsFile::parse(serialize_model(model));
    const Check c = check_golden({g});
    EXPECT_EQ(c.outcome, Outcome::fail);
    EXPECT_NE(c.numbers.str().find("no_bias"), std::string::npos) << c.numbers.str();
}
