// forward_reusing: typing at the end of the text keeps the shared prefix's rows and computes the
// rest; every tensor of the trace is then what a fresh forward() gives.
#include "core/model/model.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace al;

namespace {

ModelConfig small(NormPosition position = NormPosition::pre, NormKind norm = NormKind::layernorm) {
    ModelConfig c;
    c.vocab_size = 23, c.block_size = 16, c.n_layer = 2, c.n_head = 2, c.n_embd = 8, c.d_ff = 12;
    c.norm_position = position, c.norm = norm;
    return c;
}

// The largest difference between the two traces over every tensor, or infinity if their names or
// shapes differ; a −∞ must be matched by −∞.
double largest_difference(const ForwardTrace<double>& a, const ForwardTrace<double>& b) {
    const auto ta = a.tensors(), tb = b.tensors();
    if (ta.size() != tb.size()) return INFINITY;
    double worst = 0;
    for (size_t i = 0; i < ta.size(); ++i) {
        if (ta[i].name != tb[i].name || ta[i].shape != tb[i].shape) return INFINITY;
        for (size_t j = 0; j < ta[i].data.size(); ++j) {
            const double x = ta[i].data[j], y = tb[i].data[j];
            worst = std::max(worst, std::isinf(x) || std::isinf(y) ? (x == y ? 0.0 : INFINITY) : std::abs(x - y));
        }
    }
    return worst;
}

// Traces `before`, then reuses it for `after`; the result against a fresh forward of `after`.
double reuse_difference(const Model<double>& model, const std::vector<int>& before, const std::vector<int>& after,
                        const ForwardOptions& options = {}) {
    auto trace = model.forward(Batch::single(before), options);
    EXPECT_TRUE(model.forward_reusing(Batch::single(after), options, trace));
    return largest_difference(trace, model.forward(Batch::single(after), options));
}

}  // namespace

TEST(ForwardReusing, AppendingTokensGivesEveryTensorOfAFreshForward) {
    const auto model = Model<double>::random(small(), 3);
    EXPECT_LT(reuse_difference(model, {1, 2, 3, 4}, {1, 2, 3, 4, 5}), 1e-12);
    EXPECT_LT(reuse_difference(model, {1, 2, 3, 4}, {1, 2, 3, 4, 5, 6, 7, 8, 9}), 1e-12);
}

TEST(ForwardReusing, ChangingOrRemovingTheLastTokensRecomputesOnlyThem) {
    const auto model = Model<double>::random(small(), 4);
    EXPECT_LT(reuse_difference(model, {1, 2, 3, 4}, {1, 2, 3, 7}), 1e-12);      // a word grew into another token
    EXPECT_LT(reuse_difference(model, {1, 2, 3, 4, 5}, {1, 2, 3}), 1e-12);      // backspace
    EXPECT_LT(reuse_difference(model, {1, 2, 3, 4, 5}, {1, 2, 9, 9, 9, 9}), 1e-12);
}

TEST(ForwardReusing, HoldsForEveryWiringAndTheExperimentsThatActPerPosition) {
    ForwardOptions ablated;
    ablated.ablated_heads = {{1, 0}};
    ablated.score_scale = 0.5;
    ForwardOptions bypass;
    bypass.bypass_norm = true, bypass.bypass_residual = true, bypass.use_positional = false;
    auto untied = small(NormPosition::pre, NormKind::rmsnorm);
    untied.tie_embeddings = false, untied.positional = Positional::sinusoidal, untied.activation = Activation::relu;
    for (const auto& config : {small(NormPosition::post), small(NormPosition::pre, NormKind::batchnorm), untied}) {
        const auto model = Model<double>::random(config, 5);
        for (const auto& options : {ForwardOptions{}, ablated, bypass})
            EXPECT_LT(reuse_difference(model, {3, 1, 4, 1}, {3, 1, 4, 1, 5, 9}, options), 1e-12);
    }
}

TEST(ForwardReusing, DeclinesWhatItCannotReuseAndLeavesTheTraceAlone) {
    const auto model = Model<double>::random(small(), 6);
    auto trace = model.forward(Batch::single({1, 2, 3}));
    const auto before = trace.tensors();
    ForwardOptions padded;
    padded.mask = MaskKind::causal_padding;
    EXPECT_FALSE(model.forward_reusing(Batch::single({1, 2, 3, 4}), padded, trace));  // padding changes every row
    EXPECT_FALSE(model.forward_reusing(Batch::single({7, 2, 3, 4}), {}, trace));      // nothing shared
    EXPECT_FALSE(model.forward_reusing(Batch::single({1, 2, 99}), {}, trace));        // forward() names the bad id
    auto encoder_config = small();
    encoder_config.arch = Arch::encoder, encoder_config.causal = false;
    const auto encoder = Model<double>::random(encoder_config, 6);
    auto encoder_trace = encoder.forward(Batch::single({1, 2, 3}));
    EXPECT_FALSE(encoder.forward_reusing(Batch::single({1, 2, 3, 4}), {}, encoder_trace));  // row 0 sees key 3
    EXPECT_EQ(largest_difference(trace, model.forward(Batch::single({1, 2, 3}))), 0.0);
}
