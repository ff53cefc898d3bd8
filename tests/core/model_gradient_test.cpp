// Whole-model gradient checks on tiny double-precision models of every architecture and option:
// the cross-entropy loss (with ignored PAD targets) against central differences, every parameter.
#include <gtest/gtest.h>

#include "core/base/error.h"
#include "core/explain/gradient_check.h"
#include "core/model/model.h"
#include "core/train/loss.h"

using namespace al;
using al::gradient_error;

namespace {

struct ModelCase {
    const char* name;
    ModelConfig config;
};

ModelConfig tiny(Arch arch) {
    ModelConfig c;
    c.arch = arch;
    c.vocab_size = 9, c.block_size = 6, c.n_layer = 2, c.n_head = 2, c.n_embd = 4, c.d_ff = 6;
    c.causal = arch != Arch::encoder;
    return c;
}

ModelConfig with(ModelConfig c, const std::function<void(ModelConfig&)>& f) {
    f(c);
    return c;
}

// Random weights of a useful size (init's 0.02 would make every gradient tiny), norms near 1.
Model<double> randomised(const ModelConfig& c, uint64_t seed) {
    auto m = Model<double>::random(c, seed);
    std::srand(static_cast<unsigned>(seed));
    for (auto& p : named_parameters(m.params())) {
        Eigen::Map<Eigen::ArrayXd> v(p.data, p.size());
        if (p.role == ParamRole::norm && p.name.find("weight") != std::string::npos) v = 1.0 + 0.2 * Eigen::ArrayXd::Random(p.size());
        else if (p.name.find("running_var") != std::string::npos) v = 1.0 + 0.5 * Eigen::ArrayXd::Random(p.size()).abs();
        else v = 0.5 * Eigen::ArrayXd::Random(p.size());
    }
    return m;
}

}  // namespace

class ModelGradient : public ::testing::TestWithParam<ModelCase> {};

TEST_P(ModelGradient, EveryParameterMatchesFiniteDifferences) {
    const auto& config = GetParam().config;
    auto model = randomised(config, 3);
    Batch batch;
    batch.B = 2, batch.T = 5;
    batch.ids = {1, 4, 5, 6, 7, 1, 8, 3, 2, 0};
    batch.valid_lens = {5, 4};
    if (config.arch == Arch::encoder_decoder) {
        batch.S = 4;
        batch.source_ids = {5, 6, 7, 8, 4, 4, 3, 0};
        batch.source_valid_lens = {4, 3};
    }
    const std::vector<int> targets = {4, 5, 6, 7, 2, 8, 3, 2, 0, 0};  // PAD (0) targets are ignored
    ForwardOptions options;
    options.training = true;  // batch statistics, dropout when configured
    options.dropout_seed = 7;
    const auto loss = [&] {
        const auto t = model.forward(batch, options);
        return cross_entropy(t.logits, t.probs, targets, 0, static_cast<Matrix<double>*>(nullptr));
    };
    const auto trace = model.forward(batch, options);
    Matrix<double> dlogits;
    cross_entropy(trace.logits, trace.probs, targets, 0, &dlogits);
    auto grads = model.zero_gradients();
    model.backward(options, trace, dlogits, grads);

    auto params = named_parameters(model.params());
    auto grad_refs = named_parameters(grads);
    ASSERT_EQ(params.size(), grad_refs.size());
    for (size_t i = 0; i < params.size(); ++i) {
        if (!params[i].trainable()) continue;
        EXPECT_LT(gradient_error(params[i].data, grad_refs[i].data, params[i].size(), loss), 1e-6) << params[i].name;
    }
}

INSTANTIATE_TEST_SUITE_P(
    EveryArchitectureAndOption, ModelGradient,
    ::testing::Values(
        ModelCase{"decoder_pre_gelu_learned_tied", tiny(Arch::decoder)},
        ModelCase{"decoder_post_relu_sinusoidal_untied", with(tiny(Arch::decoder), [](auto& c) {
                      c.norm_position = NormPosition::post, c.activation = Activation::relu;
                      c.positional = Positional::sinusoidal, c.tie_embeddings = false;
                  })},
        ModelCase{"decoder_rmsnorm_gelu_tanh_no_bias", with(tiny(Arch::decoder), [](auto& c) {
                      c.norm = NormKind::rmsnorm, c.activation = Activation::gelu_tanh, c.bias = false;
                  })},
        ModelCase{"decoder_rmsnorm_silu_no_bias", with(tiny(Arch::decoder), [](auto& c) {
                      c.norm = NormKind::rmsnorm, c.activation = Activation::silu, c.bias = false;
                  })},
        ModelCase{"decoder_llama_shaped", with(tiny(Arch::decoder), [](auto& c) {  // rotary, GQA, own head size, QK-norm, SwiGLU
                      c.norm = NormKind::rmsnorm, c.activation = Activation::silu, c.gated_ffn = true, c.bias = false;
                      c.qkv_bias = true, c.positional = Positional::rotary, c.rope_theta = 100.0, c.n_kv_head = 1;
                      c.head_dim = 6, c.qk_norm = true, c.tie_embeddings = false;
                  })},
        ModelCase{"decoder_attention_only_rotary_untied", with(tiny(Arch::decoder), [](auto& c) {  // the induction preset
                      c.d_ff = 0, c.positional = Positional::rotary, c.rope_theta = 100.0, c.tie_embeddings = false;
                  })},
        ModelCase{"decoder_batchnorm_post", with(tiny(Arch::decoder), [](auto& c) {
                      c.norm = NormKind::batchnorm, c.norm_position = NormPosition::post;
                  })},
        ModelCase{"decoder_dropout", with(tiny(Arch::decoder), [](auto& c) { c.dropout = 0.3; })},
        ModelCase{"encoder_layernorm", tiny(Arch::encoder)},
        ModelCase{"encoder_decoder_pre", tiny(Arch::encoder_decoder)},
        ModelCase{"encoder_decoder_post_untied_dropout", with(tiny(Arch::encoder_decoder), [](auto& c) {
                      c.norm_position = NormPosition::post, c.tie_embeddings = false, c.dropout = 0.2;
                  })}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(CrossEntropy, MatchesHandComputedValueAndIgnoresPadTargets) {
    // logits row 0 = [0, ln 3] → p = [1/4, 3/4], target 1: −ln(3/4); row 1 ignored
    Matrix<double> logits(2, 2), probs;
    logits << 0.0, std::log(3.0), 5.0, -5.0;
    softmax_rows(logits, probs);
    Matrix<double> d;
    const double loss = cross_entropy(logits, probs, {1, 0}, 0, &d);
    EXPECT_NEAR(loss, -std::log(0.75), 1e-12);
    EXPECT_NEAR(d(0, 0), 0.25, 1e-12);
    EXPECT_NEAR(d(0, 1), -0.25, 1e-12);
    EXPECT_EQ(d(1, 0), 0.0);
    EXPECT_THROW(cross_entropy(logits, probs, {0, 0}, 0, &d), Error);
}
