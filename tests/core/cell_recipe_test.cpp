// A cell's recipe rebuilds the trace's own value from the numbers it is made of.
#include <gtest/gtest.h>

#include <cmath>

#include "core/base/error.h"
#include "core/explain/cell_recipe.h"

using namespace al;

namespace {

struct Fixture {
    Model<float> model;
    ForwardTrace<float> trace;
};

Fixture decoder() {
    ModelConfig c;
    c.vocab_size = 11, c.block_size = 8, c.n_layer = 2, c.n_head = 2, c.n_embd = 8, c.d_ff = 12;
    auto model = Model<float>::random(c, 7);
    auto trace = model.forward(Batch::single({4, 5, 6, 7, 8}));
    return {std::move(model), std::move(trace)};
}

}  // namespace

TEST(CellRecipe, AScoreIsTheSumOfTheQueryAndKeyRowsProducts) {
    const auto f = decoder();
    const auto& a = f.trace.main.layers[1].attn;
    const CellRecipe r = cell_recipe(f.trace, f.model.config(), "scores", 1, 1, 3, 2);
    ASSERT_EQ(r.terms.size(), 4u);  // d_k = 4
    double sum = 0;
    for (int d = 0; d < 4; ++d) {
        EXPECT_EQ(r.terms[d][0], a.q(3, 4 + d));
        EXPECT_EQ(r.terms[d][1], a.k(2, 4 + d));
        EXPECT_DOUBLE_EQ(r.terms[d][2], r.terms[d][0] * r.terms[d][1]);
        sum += r.terms[d][2];
    }
    EXPECT_DOUBLE_EQ(r.recomputed, sum);
    EXPECT_EQ(r.traced, a.scores[1](3, 2));
    EXPECT_NEAR(r.recomputed, r.traced, 1e-6);
}

TEST(CellRecipe, ScaleMaskSoftmaxAndWeightedRebuildTheTracesCells) {
    const auto f = decoder();
    const auto& a = f.trace.main.layers[0].attn;
    const auto scale = cell_recipe(f.trace, f.model.config(), "scale", 0, 0, 4, 1);
    EXPECT_NEAR(scale.recomputed, a.scaled[0](4, 1), 1e-6);
    EXPECT_DOUBLE_EQ(scale.results[1].second, 0.5);  // 1/√4
    const auto hidden = cell_recipe(f.trace, f.model.config(), "mask", 0, 0, 1, 3);
    EXPECT_TRUE(std::isinf(hidden.recomputed) && hidden.recomputed < 0);
    EXPECT_TRUE(std::isinf(hidden.traced));
    const auto softmax = cell_recipe(f.trace, f.model.config(), "softmax", 0, 0, 2, 1);
    EXPECT_EQ(softmax.highlighted, 1);
    ASSERT_EQ(softmax.terms.size(), 5u);
    EXPECT_EQ(softmax.terms[4][1], 0.0);  // a later key: exp(−∞) = 0
    EXPECT_NEAR(softmax.recomputed, a.weights[0](2, 1), 1e-6);
    const auto weighted = cell_recipe(f.trace, f.model.config(), "weighted", 0, 1, 4, 3);
    ASSERT_EQ(weighted.terms.size(), 5u);  // one term per key
    EXPECT_NEAR(weighted.recomputed, a.concat(4, 4 + 3), 1e-6);
    EXPECT_EQ(weighted.term_axis, Axis::tokens);
    EXPECT_EQ(weighted.row_axis, Axis::tokens);
    EXPECT_EQ(weighted.col_axis, Axis::head_features);
}

TEST(CellRecipe, CrossAttentionsTermsAreTheSourceTokens) {
    ModelConfig c;
    c.arch = Arch::encoder_decoder, c.vocab_size = 11, c.block_size = 8, c.n_layer = 1, c.n_head = 2, c.n_embd = 8, c.d_ff = 12;
    const auto model = Model<float>::random(c, 3);
    const auto trace = model.forward(Batch::single({4, 5, 6}, {7, 8, 9, 10}));
    const auto softmax = cell_recipe(trace, c, "cross-softmax", 0, 1, 2, 3);
    EXPECT_EQ(softmax.term_axis, Axis::source_tokens);
    EXPECT_EQ(softmax.col_axis, Axis::source_tokens);
    ASSERT_EQ(softmax.terms.size(), 4u);  // one per source token
    EXPECT_NEAR(softmax.recomputed, trace.main.layers[0].cross.weights[1](2, 3), 1e-6);
    const auto encoder = cell_recipe(trace, c, "encoder-scores", 0, 0, 1, 2);
    EXPECT_EQ(encoder.row_axis, Axis::source_tokens);
    EXPECT_NEAR(encoder.recomputed, trace.encoder.layers[0].attn.scores[0](1, 2), 1e-6);
}

TEST(CellRecipe, OtherStepsAndCellsOutsideTheMatrixAreRefused) {
    const auto f = decoder();
    EXPECT_FALSE(has_cell_recipe("ffn"));
    EXPECT_TRUE(has_cell_recipe("cross-softmax"));
    EXPECT_THROW(cell_recipe(f.trace, f.model.config(), "ffn", 0, 0, 0, 0), Error);
    EXPECT_THROW(cell_recipe(f.trace, f.model.config(), "scores", 0, 0, 5, 0), Error);
    EXPECT_THROW(cell_recipe(f.trace, f.model.config(), "scores", 2, 0, 0, 0), Error);
}
