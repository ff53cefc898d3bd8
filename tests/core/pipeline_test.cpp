#include "core/explain/pipeline.h"

#include <set>

#include <gtest/gtest.h>

#include "core/base/error.h"

using namespace al;

namespace {
ModelConfig tiny(Arch arch) {
    ModelConfig c;
    c.arch = arch, c.vocab_size = 11, c.block_size = 8, c.n_layer = 2, c.n_head = 2, c.n_embd = 8, c.d_ff = 12;
    return c;
}
// The plan of tiny(arch) with n_layer layers: the steps and the walk read it.
Plan plan_of(Arch arch, int n_layer = 2) {
    ModelConfig c = tiny(arch);
    c.n_layer = n_layer;
    return make_plan(c);
}
const StepMatrix& output(const std::vector<StepMatrix>& v, size_t k = 0) {
    size_t seen = 0;
    for (const auto& m : v)
        if (m.output && seen++ == k) return m;
    throw std::runtime_error("no output");
}
}  // namespace

TEST(Pipeline, EveryStepShowsTheTraceItselfForTheChosenLayerAndHead) {
    const auto model = Model<float>::random(tiny(Arch::decoder), 1);
    const auto t = model.forward(Batch::single({4, 5, 6, 7}));
    const auto& a = t.main.layers[1].attn;
    EXPECT_TRUE(output(step_matrices(t, model.config(), "qkv", 1, 1), 0).values.isApprox(a.q.middleCols(4, 4), 0));
    EXPECT_TRUE(output(step_matrices(t, model.config(), "qkv", 1, 1), 1).values.isApprox(a.k.middleCols(4, 4), 0));
    EXPECT_TRUE(output(step_matrices(t, model.config(), "scores", 1, 1)).values.isApprox(a.scores[1], 0));
    EXPECT_TRUE(output(step_matrices(t, model.config(), "scale", 1, 1)).values.isApprox(a.scaled[1], 0));
    const auto masked = output(step_matrices(t, model.config(), "mask", 1, 1)).values;
    EXPECT_TRUE(std::isinf(masked(0, 3)));
    EXPECT_EQ(output(step_matrices(t, model.config(), "softmax", 1, 1)).values, a.weights[1]);
    EXPECT_FALSE(output(step_matrices(t, model.config(), "softmax", 1, 1)).is_signed);
    EXPECT_EQ(output(step_matrices(t, model.config(), "weighted", 1, 1)).values, Matrix<float>(a.concat.middleCols(4, 4)));
    EXPECT_EQ(output(step_matrices(t, model.config(), "probs", 0, 0)).values, t.probs);
    EXPECT_EQ(output(step_matrices(t, model.config(), "ffn", 0, 0)).values, t.main.layers[0].mlp_act);
    EXPECT_EQ(output(step_matrices(t, model.config(), "tokens", 0, 0)).values(2, 6), 1.0f);
    for (const auto& step : pipeline_steps(plan_of(Arch::decoder))) EXPECT_FALSE(step_matrices(t, model.config(), step, 0, 0).empty()) << step;
    EXPECT_THROW(step_matrices(t, model.config(), "cross-qkv", 0, 0), Error);
    EXPECT_THROW(step_matrices(t, model.config(), "qkv", 2, 0), Error);
}

TEST(Pipeline, EncoderDecoderShowsCrossAttentionWithSourceTokensAsKeys) {
    const auto model = Model<float>::random(tiny(Arch::encoder_decoder), 2);
    Batch b = Batch::single({1, 5, 6});
    b.S = 5, b.source_ids = {4, 5, 6, 7, 8};
    const auto t = model.forward(b);
    EXPECT_EQ(pipeline_steps(plan_of(Arch::encoder_decoder)).size(), 40u);  // 15 encoder steps, then the decoder's 16 and 9 cross steps
    const auto w = output(step_matrices(t, model.config(), "cross-softmax", 0, 1));
    EXPECT_EQ(w.values, t.main.layers[0].cross.weights[1]);
    EXPECT_EQ(w.cols, Axis::source_tokens);
    EXPECT_EQ(w.values.cols(), 5);
    for (const auto& step : pipeline_steps(plan_of(Arch::encoder_decoder))) EXPECT_FALSE(step_matrices(t, model.config(), step, 1, 1).empty()) << step;
}

TEST(Pipeline, EncoderStepsShowTheEncodersOwnStackOnTheSourceWithOnlyItsPaddingMasked) {
    const auto model = Model<float>::random(tiny(Arch::encoder_decoder), 3);
    Batch b = Batch::single({1, 5, 6});
    b.S = 5, b.source_ids = {4, 5, 6, 7, 0};
    b.source_valid_lens = {4};  // the last source token is padding
    const auto t = model.forward(b);
    EXPECT_EQ(pipeline_steps(plan_of(Arch::encoder_decoder)).front(), "encoder-tokens");
    EXPECT_EQ(step_section("encoder-softmax"), "encoder");
    EXPECT_EQ(step_base("encoder-softmax"), "softmax");
    EXPECT_TRUE(is_head_step("encoder-scores"));

    const auto q = output(step_matrices(t, model.config(), "encoder-qkv", 1, 1));
    EXPECT_EQ(q.values, Matrix<float>(t.encoder.layers[1].attn.q.middleCols(4, 4)));
    EXPECT_EQ(q.rows, Axis::source_tokens);

    const auto w = output(step_matrices(t, model.config(), "encoder-softmax", 1, 1));
    EXPECT_EQ(w.values, t.encoder.layers[1].attn.weights[1]);
    EXPECT_EQ(w.rows, Axis::source_tokens);
    EXPECT_EQ(w.cols, Axis::source_tokens);
    ASSERT_EQ(w.masked.rows(), 5);
    for (int i = 0; i < 5; ++i)
        for (int j = 0; j < 5; ++j) EXPECT_EQ(w.masked(i, j), j == 4) << i << "," << j;  // no causal mask: every row sees keys 0..3
    EXPECT_GT(w.values(0, 3), 0.0f);  // the first source token attends forwards
    EXPECT_EQ(w.values(2, 4), 0.0f);

    const auto e = output(step_matrices(t, model.config(), "encoder-output", 0, 0));
    EXPECT_EQ(e.values, t.encoder.final_norm);  // the memory the cross-attention reads
    EXPECT_EQ(output(step_matrices(t, model.config(), "encoder-tokens", 0, 0)).values(2, 6), 1.0f);
    EXPECT_THROW(step_matrices(model.forward(Batch::single({4, 5})), tiny(Arch::decoder), "encoder-qkv", 0, 0), Error);
}

// The walk visits every step of every layer in order, and back again.
static std::vector<StepPlace> walkFrom(const Plan& plan, StepPlace at) {
    std::vector<StepPlace> seen = {at};
    for (StepPlace next = step_after(plan, at); !(next == at); at = next, next = step_after(plan, at))
        seen.push_back(next);
    return seen;
}

TEST(Pipeline, TheWalkGoesThroughEveryLayerBeforeTheLogits) {
    const auto seen = walkFrom(plan_of(Arch::decoder, 3), {"tokens", 0});
    ASSERT_EQ(seen.size(), 3u + 3 * 11 + 2);  // tokens embedding positional, 11 steps per layer, logits probs
    EXPECT_EQ(seen[3], (StepPlace{"qkv", 0}));
    EXPECT_EQ(seen[13], (StepPlace{"addnorm2", 0}));
    EXPECT_EQ(seen[14], (StepPlace{"qkv", 1}));
    EXPECT_EQ(seen[35], (StepPlace{"addnorm2", 2}));
    EXPECT_EQ(seen[36], (StepPlace{"logits", 2}));  // the layer stays where the walk left it
    EXPECT_EQ(step_before(plan_of(Arch::decoder, 3), {"logits", 2}), (StepPlace{"addnorm2", 2}));
    EXPECT_EQ(step_before(plan_of(Arch::decoder, 3), {"qkv", 1}), (StepPlace{"addnorm2", 0}));
    EXPECT_EQ(step_before(plan_of(Arch::decoder, 3), {"qkv", 0}), (StepPlace{"positional", 0}));
    EXPECT_EQ(step_before(plan_of(Arch::decoder, 3), {"tokens", 0}), (StepPlace{"tokens", 0}));
    EXPECT_EQ(step_after(plan_of(Arch::decoder, 3), {"probs", 2}), (StepPlace{"probs", 2}));
    EXPECT_THROW(step_after(plan_of(Arch::decoder, 3), {"cross-qkv", 0}), Error);
}

TEST(Pipeline, TheEncoderDecoderWalkTakesTheEncodersLayersThenTheDecodersWithCrossAttention) {
    const auto seen = walkFrom(plan_of(Arch::encoder_decoder, 2), {"encoder-tokens", 0});
    for (const auto& p : seen) EXPECT_EQ(is_layer_step(p.step), p.step != "encoder-output" && step_base(p.step) != "tokens" &&
                                         step_base(p.step) != "embedding" && step_base(p.step) != "positional" &&
                                         p.step != "logits" && p.step != "probs") << p.step;
    // encoder: 3 + 2 × 11 + output; decoder: 3 + 2 × (9 self + 9 cross + 2 feed-forward) + 2
    ASSERT_EQ(seen.size(), 3u + 22 + 1 + 3 + 40 + 2);
    EXPECT_EQ(seen[3 + 11], (StepPlace{"encoder-qkv", 1}));
    EXPECT_EQ(seen[25], (StepPlace{"encoder-output", 1}));
    EXPECT_EQ(seen[29], (StepPlace{"qkv", 0}));
    EXPECT_EQ(seen[29 + 9], (StepPlace{"cross-qkv", 0}));
    EXPECT_EQ(seen[29 + 20], (StepPlace{"qkv", 1}));
    EXPECT_EQ(step_before(plan_of(Arch::encoder_decoder, 2), {"qkv", 1}), (StepPlace{"addnorm2", 0}));
    EXPECT_EQ(step_before(plan_of(Arch::encoder_decoder, 2), {"qkv", 0}), (StepPlace{"positional", 0}));
    EXPECT_EQ(step_before(plan_of(Arch::encoder_decoder, 2), {"encoder-output", 1}), (StepPlace{"encoder-addnorm2", 1}));
}

TEST(ColumnsWorthShowing, AWideMatrixKeepsEachRowsLargestValuesAndAOneHotRowOnlyItsOne) {
    Matrix<float> one_hot = Matrix<float>::Zero(3, 1000);
    one_hot(0, 700) = one_hot(1, 5) = one_hot(2, 700) = 1;
    EXPECT_EQ(columns_worth_showing(one_hot, 40), (std::vector<int>{5, 700}));
    Matrix<float> logits = Matrix<float>::Zero(2, 1000);
    logits(0, 10) = 3, logits(0, 20) = 2, logits(1, 999) = 5, logits(1, 0) = -1;
    EXPECT_EQ(columns_worth_showing(logits, 2), (std::vector<int>{10, 999}));  // one per row
    EXPECT_EQ(columns_worth_showing(Matrix<float>::Zero(2, 30), 40).size(), 30u);  // narrow: every column
}

TEST(Pipeline, TheStepsAreReadOffThePlan) {
    Plan rotary = plan_of(Arch::decoder);
    rotary.main.positions.kind = PositionSpec::Kind::rotary;  // turned inside the attention, not added to the embedding
    const auto steps = pipeline_steps(rotary);
    EXPECT_EQ(std::find(steps.begin(), steps.end(), "positional"), steps.end());
    EXPECT_EQ(steps[2], "qkv");
    EXPECT_EQ(step_before(rotary, {"qkv", 0}), (StepPlace{"embedding", 0}));

    Plan shallow_encoder = plan_of(Arch::encoder_decoder, 3);
    shallow_encoder.encoder->layers.pop_back();  // an encoder of 2 layers under a decoder of 3
    EXPECT_EQ(step_after(shallow_encoder, {"encoder-addnorm2", 1}), (StepPlace{"encoder-output", 1}));
    EXPECT_EQ(step_before(shallow_encoder, {"encoder-output", 1}), (StepPlace{"encoder-addnorm2", 1}));
    EXPECT_EQ(step_before(shallow_encoder, {"logits", 2}), (StepPlace{"addnorm2", 2}));
    EXPECT_EQ(step_after(shallow_encoder, {"encoder-positional", 0}), (StepPlace{"encoder-qkv", 0}));
    EXPECT_EQ(step_before(shallow_encoder, {"encoder-output", 0}), (StepPlace{"encoder-addnorm2", 1}));
}

TEST(Pipeline, ATraceIsReadOnlyWithTheConfigOfTheModelThatMadeIt) {
    const auto model = Model<float>::random(tiny(Arch::decoder), 1);
    const auto t = model.forward(Batch::single({4, 5, 10}));
    ModelConfig smaller = tiny(Arch::decoder);
    smaller.vocab_size = 8;  // token 10 lies outside it: its one-hot row would be written past the matrix
    EXPECT_THROW(step_matrices(t, smaller, "tokens", 0, 0), Error);
    ModelConfig deeper = tiny(Arch::decoder);
    deeper.n_layer = 3;
    EXPECT_THROW(step_matrices(t, deeper, "qkv", 2, 0), Error);
    EXPECT_NO_THROW(step_matrices(t, model.config(), "tokens", 0, 0));
}

TEST(Pipeline, EachTracedTensorIsShownWhereItsLineSaysAndNowhereElse) {
    // every step a tensor's line names is a step of a model that has its sublayer ("add": the residual
    // step of each sublayer), and each matrix a step draws is one of the tensors that name it, or wiring
    std::set<std::string> bases;
    Plan rotary = plan_of(Arch::decoder);
    rotary.main.layers[0].sublayers[0].op = AttentionSpec{.positions = {.kind = PositionSpec::Kind::rotary}};
    for (const auto& plan : {plan_of(Arch::encoder_decoder), rotary})
        for (const auto& step : pipeline_steps(plan)) bases.insert(step_base(step));
    const auto names_a_step = [&](const Shown& w) { return std::string(w.step) == "add" || bases.contains(w.step); };
    for (const auto& t : stack_tensors<float>())
        for (const auto& w : t.shown) EXPECT_TRUE(names_a_step(w)) << t.name << " in " << w.step;
    for (const auto& t : layer_tensors<float>())
        for (const auto& w : t.shown) EXPECT_TRUE(names_a_step(w)) << t.name << " in " << w.step;
    for (const auto& t : attention_tensors<float>())
        for (const auto& w : t.shown) EXPECT_TRUE(names_a_step(w)) << t.name << " in " << w.step;

    const auto model = Model<float>::random(tiny(Arch::decoder), 4);
    const auto t = model.forward(Batch::single({4, 5, 6}));
    // the line of "k" names "qkv" (an output, third from the left after the input and Q) and "scores"
    const auto qkv = step_matrices(t, model.config(), "qkv", 0, 1);
    ASSERT_EQ(qkv.size(), 4u);
    EXPECT_EQ(qkv[2].name.str(), "K (head 1)");
    EXPECT_EQ(qkv[2].values, Matrix<float>(t.main.layers[0].attn.k.middleCols(4, 4)));
    EXPECT_EQ(qkv[2].cols, Axis::head_features);
    EXPECT_TRUE(is_head_step("qkv"));
    EXPECT_FALSE(is_head_step("projection"));  // concat and out are shown whole
    // the residual step shows the wiring around the line's "add": stream, sublayer output, sum
    const auto add = step_matrices(t, model.config(), "addnorm2", 1, 0);
    ASSERT_EQ(add.size(), 3u);
    EXPECT_EQ(add[0].values, t.main.layers[1].resid1);
    EXPECT_EQ(add[1].values, t.main.layers[1].mlp_out);
    EXPECT_EQ(add[2].values, t.main.layers[1].resid2);
    EXPECT_TRUE(add[2].output);
}

TEST(Pipeline, TheRotateStepShowsQAndKBeforeAndAfterTheirTurnByPositionTimesFrequency) {
    ModelConfig c = tiny(Arch::decoder);
    c.positional = Positional::rotary, c.rope_theta = 100, c.n_head = 4, c.n_kv_head = 2, c.bias = false;
    c.norm = NormKind::rmsnorm, c.gated_ffn = true, c.activation = Activation::silu;
    const auto model = Model<float>::random(c, 7);
    const auto t = model.forward(Batch::single({4, 5, 6, 7}));
    const auto steps = pipeline_steps(make_plan(c));
    ASSERT_EQ(std::find(steps.begin(), steps.end(), "rotate") - std::find(steps.begin(), steps.end(), "qkv"), 1);
    EXPECT_TRUE(is_head_step("rotate"));

    const int layer = 1, head = 3, D = 2;  // 8 wide, 4 heads: 2 features, one pair; head 3 reads key/value head 1
    const auto& a = t.main.layers[layer].attn;
    const auto rotate = step_matrices(t, c, "rotate", layer, head);
    ASSERT_EQ(rotate.size(), 5u);
    const Matrix<float>&q_before = rotate[0].values, &k_before = rotate[1].values, &angles = rotate[2].values;
    EXPECT_EQ(rotate[0].name.str(), "Q (head 3)");  // as the Q, K, V step made it; then turned
    EXPECT_EQ(rotate[3].name.str(), "Q turned (head 3)");
    EXPECT_EQ(rotate[3].values, Matrix<float>(a.q.middleCols(head * D, D)));  // as traced: after the turn
    EXPECT_EQ(rotate[4].values, Matrix<float>(a.k.middleCols(1 * D, D)));
    EXPECT_EQ(rotate[2].cols, Axis::rotary_pairs);
    // before the turn is the projection itself: the normalised input times W_Q's rows of head 3
    const auto& w = model.params().transformer.h[layer].attn.c_attn.weight;
    const Matrix<float> projected = t.main.layers[layer].norm1 * w.middleRows(head * D, D).transpose();
    EXPECT_LT((q_before - projected).cwiseAbs().maxCoeff(), 1e-5);
    EXPECT_LT((step_matrices(t, c, "qkv", layer, head)[1].values - projected).cwiseAbs().maxCoeff(), 1e-5);  // the qkv step too
    // position p turns the pair (0, 1) by p·f_0 = p radians: 0°, 57.3°, 114.6°, 171.9°
    for (int p = 0; p < 4; ++p) {
        EXPECT_NEAR(angles(p, 0), p * 57.29578, 1e-3);
        const double cos = std::cos(p), sin = std::sin(p);
        EXPECT_NEAR(rotate[3].values(p, 0), q_before(p, 0) * cos - q_before(p, 1) * sin, 1e-5);
        EXPECT_NEAR(rotate[3].values(p, 1), q_before(p, 1) * cos + q_before(p, 0) * sin, 1e-5);
        EXPECT_NEAR(rotate[4].values(p, 0), k_before(p, 0) * cos - k_before(p, 1) * sin, 1e-5);
        // a turn keeps the length
        EXPECT_NEAR(rotate[3].values.row(p).norm(), q_before.row(p).norm(), 1e-5);
    }
}

TEST(Pipeline, TheQkvStepShowsTheHeadsWeightsWhenAskedAndEachEditableCellNamesItsNumber) {
    ModelConfig c = tiny(Arch::decoder);
    c.n_head = 4, c.n_kv_head = 2, c.bias = false;  // head 3 reads key/value head 1
    const auto model = Model<float>::random(c, 1);
    const auto t = model.forward(Batch::single({4, 5, 6, 7}));
    const auto m = step_matrices(t, c, "qkv", 1, 3, &model.params());
    ASSERT_EQ(m.size(), 7u);  // X, W_Q, W_K, W_V, Q, K, V
    EXPECT_EQ(m[1].name.str(), "W_Q of head 3, transposed");
    EXPECT_EQ(m[2].name.str(), "W_K of head 3, transposed = key/value head 1");
    // Q of head 3 is the normalised input times its W_Q
    EXPECT_TRUE((m[0].values * m[1].values).isApprox(m[4].values, 1e-5f));
    EXPECT_TRUE((m[0].values * m[3].values).isApprox(m[6].values, 1e-5f));
    // W_K's cell (row 5, column 1) is c_attn's row H·D + g·D + 1 = 8 + 2 + 1, column 5
    const ValueEdit e = m[2].editable.edit(5, 1, 0.5);
    EXPECT_EQ(e, (ValueEdit{"transformer.h.1.attn.c_attn.weight", -1, -1, 11, 5, 0.5}));
    EXPECT_EQ(m[2].editable.cell_of(e, 8, 2), std::make_pair(5, 1));
    EXPECT_EQ(m[1].editable.cell_of(e, 8, 2), std::make_pair(-1, -1));  // W_Q's rows are 6 … 7
    // Q, K and V as traced are activations of layer 1: V of head 3 is key/value head 1's
    EXPECT_EQ(m[4].editable.edit(2, 0, 1.0), (ValueEdit{"attn.q", 1, 3, 2, 0, 1.0}));
    EXPECT_EQ(m[6].editable.edit(2, 0, 1.0), (ValueEdit{"attn.v", 1, 1, 2, 0, 1.0}));
    EXPECT_TRUE(m[0].editable.tensor.empty());
    EXPECT_EQ(step_matrices(t, c, "qkv", 1, 3).size(), 4u);  // without the parameters: no weights
    EXPECT_EQ(step_matrices(t, c, "softmax", 1, 3)[1].editable.tensor, "attn.weights");
    EXPECT_TRUE(step_matrices(t, c, "mask", 1, 3)[1].editable.tensor.empty());
}
