#include "core/train/head_scores.h"

#include <gtest/gtest.h>

#include "core/train/task_defaults.h"
#include "core/train/training_run.h"

using namespace al;

namespace {

// One sequence's stack with a layer per entry of `heads`, each head's (T, T) attention weights given.
StackTrace<float> stack_of(const std::vector<int>& ids, const std::vector<std::vector<Matrix<float>>>& heads) {
    StackTrace<float> s;
    s.B = 1, s.T = static_cast<int>(ids.size());
    s.ids = ids;
    for (const auto& layer : heads) {
        auto& a = s.layers.emplace_back().attn;
        a.B = 1, a.T = a.S = s.T, a.H = static_cast<int>(layer.size());
        a.weights = layer;
    }
    return s;
}

// Each row attends wholly to the key `to(t)` gives.
template <class To>
Matrix<float> one_key(int T, To to) {
    Matrix<float> w = Matrix<float>::Zero(T, T);
    for (int t = 0; t < T; ++t) w(t, to(t)) = 1;
    return w;
}

}  // namespace

// ids = [BOS a b c a b c]: the repeated a, b, c (t = 4, 5, 6) occurred at 1, 2, 3, followed by 2, 3, 4.
TEST(HeadScores, APreviousTokenHeadAndAnInductionHeadScoreOneOnTheirOwnPatternAndAUniformHeadItsShare) {
    const std::vector<int> ids = {1, 10, 11, 12, 10, 11, 12};
    const int T = 7;
    const Matrix<float> previous = one_key(T, [](int t) { return std::max(t - 1, 0); });
    const Matrix<float> induction = one_key(T, [](int t) { return t >= 4 ? t - 2 : 0; });
    Matrix<float> uniform = Matrix<float>::Zero(T, T);
    for (int t = 0; t < T; ++t) uniform.row(t).head(t + 1).setConstant(1.0f / static_cast<float>(t + 1));
    HeadScoreCounter counter(ModelConfig{.n_layer = 2, .n_head = 2});
    counter.add(stack_of(ids, {{previous, uniform}, {induction, previous}}), 0, T);
    const HeadScores s = counter.scores();
    EXPECT_EQ(s.previous_token_count, 6);  // t = 1 … 6
    EXPECT_EQ(s.induction_count, 3);       // t = 4, 5, 6
    EXPECT_DOUBLE_EQ(s.previous_token[0][0], 1.0);
    EXPECT_DOUBLE_EQ(s.induction[0][0], 0.0);
    EXPECT_NEAR(s.previous_token[0][1], (1 / 2. + 1 / 3. + 1 / 4. + 1 / 5. + 1 / 6. + 1 / 7.) / 6, 1e-7);
    EXPECT_NEAR(s.induction[0][1], (1 / 5. + 1 / 6. + 1 / 7.) / 3, 1e-7);
    EXPECT_DOUBLE_EQ(s.induction[1][0], 1.0);
    EXPECT_DOUBLE_EQ(s.previous_token[1][0], 1.0 / 6);  // only row 1, whose key 0 is also its previous token
}

TEST(HeadScores, ATokenRightAfterItselfAndPaddingAreNotCounted) {
    // [BOS a a | pad pad]: the second a's earlier self is its previous token, and the token after it is itself
    const std::vector<int> ids = {1, 10, 10, 0, 0};
    const Matrix<float> previous = one_key(5, [](int t) { return std::max(t - 1, 0); });
    HeadScoreCounter counter(ModelConfig{.n_layer = 1, .n_head = 1});
    counter.add(stack_of(ids, {{previous}}), 0, 3);
    EXPECT_EQ(counter.scores().induction_count, 0);
    EXPECT_EQ(counter.scores().previous_token_count, 2);
    EXPECT_DOUBLE_EQ(counter.scores().induction[0][0], 0.0);
}

// The induction task's defaults (two attention-only layers) learn to copy in about 500 steps, and the
// circuit is the one Olsson et al. describe: a previous-token head in layer 0, induction heads in layer 1.
TEST(HeadScores, TrainingOnRepeatsFormsAPreviousTokenHeadInLayer0AndAnInductionHeadInLayer1) {
    auto run = TrainingRun::fresh("induction", TaskOptions::with_length(8), default_model_config("induction"), true,
                                  default_train_settings("induction"));
    const EvalReport before = run.trainer->evaluate();
    run.trainer->run([](const StepReport&) {});
    const EvalReport after = run.trainer->evaluate();
    ASSERT_EQ(after.part_losses.size(), 2u);
    EXPECT_GT(before.part_losses[1], 3.0);                  // no better than a guess among 26 letters
    EXPECT_LT(after.part_losses[1], kInductionLossTarget);  // the repeat is copied
    EXPECT_GT(after.part_losses[0], 3.0);                   // the new letters stay a guess
    ASSERT_TRUE(after.heads);
    const auto strongest = [](const std::vector<double>& row) { return *std::max_element(row.begin(), row.end()); };
    EXPECT_GT(strongest(after.heads->previous_token[0]), 0.5);
    EXPECT_GT(strongest(after.heads->induction[1]), 0.8);
    EXPECT_LT(strongest(after.heads->induction[0]), 0.2);
    EXPECT_LT(strongest(before.heads->induction[1]), 0.3);

    // the same scores from single forward passes over the validation sequences
    std::vector<std::vector<int>> sequences;
    for (const auto& e : run.trainer->sample_examples(64, 3, Split::validation)) sequences.push_back(e.ids);
    const HeadScores single = head_scores(*run.model, sequences);
    EXPECT_GT(strongest(single.induction[1]), 0.8);
    EXPECT_LT(strongest(single.induction[0]), 0.2);
}
