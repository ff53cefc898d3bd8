#include "core/model/attention.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace al;

namespace {

AttentionParams<double> identity_params(int C) {
    AttentionParams<double> p;
    p.c_attn.weight = Matrix<double>(3 * C, C);
    p.c_attn.weight << Matrix<double>::Identity(C, C), Matrix<double>::Identity(C, C), Matrix<double>::Identity(C, C);
    p.c_proj.weight = Matrix<double>::Identity(C, C);
    return p;
}

AttentionParams<double> random_params(int C, bool bias, unsigned seed) {
    std::srand(seed);
    AttentionParams<double> p;
    p.c_attn.weight = Matrix<double>::Random(3 * C, C);
    p.c_proj.weight = Matrix<double>::Random(C, C);
    if (bias) {
        p.c_attn.bias = RowVector<double>::Random(3 * C);
        p.c_proj.bias = RowVector<double>::Random(C);
    }
    return p;
}

}  // namespace

TEST(Attention, MatchesHandComputedSingleHead) {
    // W_q = W_k = W_v = W_O = I, x = [[1, 0], [0, 1]] → q = k = v = x, scores = I,
    // scaled = I/√2, weights row 0 = softmax([1/√2, 0]) = [σ(1/√2), 1 − σ(1/√2)] = [0.66976, 0.33024],
    // head row 0 = 0.66976·[1, 0] + 0.33024·[0, 1].
    Matrix<double> x = Matrix<double>::Identity(2, 2);
    AttentionTrace<double> tr;
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), identity_params(2), 1, 1, AttentionMask{}, {}, tr);
    const double s = 1 / (1 + std::exp(-1 / std::sqrt(2.0)));
    EXPECT_NEAR(s, 0.6697615, 1e-6);
    EXPECT_DOUBLE_EQ(tr.scores[0](0, 0), 1.0);
    EXPECT_DOUBLE_EQ(tr.scores[0](0, 1), 0.0);
    EXPECT_NEAR(tr.scaled[0](0, 0), 1 / std::sqrt(2.0), 1e-15);
    EXPECT_NEAR(tr.weights[0](0, 0), s, 1e-12);
    EXPECT_NEAR(tr.weights[0](0, 1), 1 - s, 1e-12);
    EXPECT_NEAR(tr.out(0, 0), s, 1e-12);
    EXPECT_NEAR(tr.out(0, 1), 1 - s, 1e-12);
    EXPECT_NEAR(tr.out(1, 1), s, 1e-12);
}

TEST(Attention, WeightRowsSumToOne) {
    Matrix<double> x = Matrix<double>::Random(2 * 5, 8);
    AttentionTrace<double> tr;
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), random_params(8, true, 1), 2, 4, AttentionMask{}, {}, tr);
    ASSERT_EQ(tr.weights.size(), 8u);
    for (const auto& w : tr.weights)
        for (int t = 0; t < w.rows(); ++t) EXPECT_NEAR(w.row(t).sum(), 1.0, 1e-12);
}

TEST(Attention, CausalMaskZeroesTheUpperTriangleExactly) {
    Matrix<double> x = Matrix<double>::Random(6, 8);
    AttentionTrace<double> tr;
    AttentionMask mask{MaskKind::causal, {}, {}};
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), random_params(8, true, 2), 1, 2, mask, {}, tr);
    for (int h = 0; h < 2; ++h)
        for (int t = 0; t < 6; ++t)
            for (int s = 0; s < 6; ++s) {
                if (s > t) {
                    EXPECT_EQ(tr.weights[h](t, s), 0.0);
                    EXPECT_EQ(tr.masked[h](t, s), -std::numeric_limits<double>::infinity());
                } else {
                    EXPECT_GT(tr.weights[h](t, s), 0.0);
                    EXPECT_EQ(tr.masked[h](t, s), tr.scaled[h](t, s));
                }
            }
    EXPECT_DOUBLE_EQ(tr.weights[0](0, 0), 1.0) << "the first token can only attend to itself";
}

TEST(Attention, PaddingByValidLengthPerSequenceMatchesTheReferenceExample) {
    // The reference notes: queries (2, 4, 2), keys (2, 6, 2), valid_lens = [2, 4] → in sequence 0
    // every query sees keys 0..1, in sequence 1 keys 0..3; the rest weigh exactly 0.
    Matrix<double> queries = Matrix<double>::Random(2 * 4, 2);
    Matrix<double> keys = Matrix<double>::Random(2 * 6, 2);
    AttentionTrace<double> tr;
    AttentionMask mask{MaskKind::padding, {2, 4}, {}};
    attention_forward(queries, &keys, identity_params(2), 2, 1, mask, {}, tr);
    ASSERT_EQ(tr.weights[0].rows(), 4);
    ASSERT_EQ(tr.weights[0].cols(), 6);
    for (int b = 0; b < 2; ++b)
        for (int t = 0; t < 4; ++t) {
            const int valid = b == 0 ? 2 : 4;
            EXPECT_NEAR(tr.weights[b].row(t).head(valid).sum(), 1.0, 1e-12);
            for (int s = valid; s < 6; ++s) EXPECT_EQ(tr.weights[b](t, s), 0.0);
            for (int s = 0; s < valid; ++s) EXPECT_GT(tr.weights[b](t, s), 0.0);
        }
}

TEST(Attention, PaddingByValidLengthPerQueryRowMasksEachRowSeparately) {
    // Per-row form: valid_lens[b][t] = k hides keys k.. from query t of sequence b.
    Matrix<double> queries = Matrix<double>::Random(2 * 2, 2);
    Matrix<double> keys = Matrix<double>::Random(2 * 4, 2);
    AttentionTrace<double> tr;
    AttentionMask mask{MaskKind::padding, {}, {{1, 3}, {2, 4}}};
    attention_forward(queries, &keys, identity_params(2), 2, 1, mask, {}, tr);
    EXPECT_DOUBLE_EQ(tr.weights[0](0, 0), 1.0);  // sees key 0 only
    EXPECT_EQ(tr.weights[0](0, 1), 0.0);
    EXPECT_EQ(tr.weights[0](1, 3), 0.0);
    EXPECT_GT(tr.weights[0](1, 2), 0.0);
    EXPECT_EQ(tr.weights[1](0, 2), 0.0);
    EXPECT_EQ(tr.weights[1](0, 3), 0.0);
    EXPECT_GT(tr.weights[1](1, 3), 0.0);
}

TEST(Attention, CausalPlusPaddingCombinesBothMasks) {
    Matrix<double> x = Matrix<double>::Random(5, 4);
    AttentionTrace<double> tr;
    AttentionMask mask{MaskKind::causal_padding, {3}, {}};
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), random_params(4, false, 3), 1, 1, mask, {}, tr);
    for (int t = 0; t < 5; ++t)
        for (int s = 0; s < 5; ++s) {
            const bool allowed = s <= t && s < 3;
            if (!allowed) EXPECT_EQ(tr.weights[0](t, s), 0.0) << t << "," << s;
            else EXPECT_GT(tr.weights[0](t, s), 0.0);
        }
}

TEST(Attention, FusedProjectionAgreesWithPerHeadProjections) {
    for (bool bias : {true, false}) {
        Matrix<double> x = Matrix<double>::Random(2 * 7, 12);
        Matrix<double> memory = Matrix<double>::Random(2 * 5, 12);
        const auto p = random_params(12, bias, 4);
        AttentionMask mask{MaskKind::causal_padding, {7, 4}, {}};
        AttentionTrace<double> fused, per_head;
        attention_forward(x, static_cast<const Matrix<double>*>(nullptr), p, 2, 3, mask, {}, fused);
        attention_forward_per_head(x, static_cast<const Matrix<double>*>(nullptr), p, 2, 3, mask, {}, per_head);
        EXPECT_TRUE(fused.q.isApprox(per_head.q, 1e-13));
        EXPECT_TRUE(fused.k.isApprox(per_head.k, 1e-13));
        EXPECT_TRUE(fused.v.isApprox(per_head.v, 1e-13));
        for (size_t i = 0; i < fused.weights.size(); ++i) EXPECT_TRUE(fused.weights[i].isApprox(per_head.weights[i], 1e-13));
        EXPECT_TRUE(fused.out.isApprox(per_head.out, 1e-13));

        AttentionMask source_mask{MaskKind::padding, {5, 3}, {}};
        attention_forward(x, &memory, p, 2, 3, source_mask, {}, fused);
        attention_forward_per_head(x, &memory, p, 2, 3, source_mask, {}, per_head);
        EXPECT_TRUE(fused.out.isApprox(per_head.out, 1e-13)) << "cross-attention, bias=" << bias;
    }
}

// Training (keep_scores off) multiplies each tile of queries only with the keys it can see
// (attention_head.h); the result must be the full computation's, for every mask, with rows many
// tiles long and a sequence whose keys are all hidden.
TEST(Attention, TrainingSkipsHiddenKeysWithoutChangingTheResult) {
    const int B = 2, T = 75, S = 70, C = 8, H = 2;
    Matrix<double> x = Matrix<double>::Random(B * T, C), memory = Matrix<double>::Random(B * S, C);
    const auto p = random_params(C, true, 6);
    const std::vector<std::pair<AttentionMask, bool>> cases = {
        {AttentionMask{MaskKind::causal, {}, {}}, false},          {AttentionMask{MaskKind::causal_padding, {60, 0}, {}}, false},
        {AttentionMask{MaskKind::padding, {75, 33}, {}}, false},   {AttentionMask{MaskKind::none, {}, {}}, false},
        {AttentionMask{MaskKind::padding, {70, 9}, {}}, true}};
    for (const auto& [mask, cross] : cases) {
        const Matrix<double>* m = cross ? &memory : nullptr;
        AttentionOptions shown, training;
        training.keep_scores = false;
        AttentionTrace<double> full, skipping;
        attention_forward(x, m, p, B, H, mask, shown, full);
        attention_forward(x, m, p, B, H, mask, training, skipping);
        for (size_t i = 0; i < full.weights.size(); ++i) EXPECT_TRUE(skipping.weights[i].isApprox(full.weights[i], 1e-14));
        EXPECT_TRUE(skipping.out.isApprox(full.out, 1e-14)) << "mask " << static_cast<int>(mask.kind) << (cross ? " cross" : "");
        EXPECT_TRUE(skipping.scores[0].size() == 0);
    }
}

// In float, over rows many SIMD packets wide: the shown trace, the training path and cross-attention
// give every key the mask hides a weight of exactly 0 (not the 2.9e-39 that exp(−∞) is on AVX2).
TEST(Attention, EveryHiddenWeightIsExactlyZeroInTheShownTheTrainingAndTheCrossAttentionPaths) {
    const int B = 2, T = 45, S = 41, C = 8, H = 2;
    Matrix<float> x = Matrix<float>::Random(B * T, C), memory = Matrix<float>::Random(B * S, C);
    AttentionParams<float> p;
    p.c_attn.weight = random_params(C, false, 7).c_attn.weight.cast<float>();
    p.c_proj.weight = Matrix<float>::Identity(C, C);
    const std::vector<std::pair<AttentionMask, bool>> cases = {{AttentionMask{MaskKind::causal_padding, {40, 17}, {}}, false},
                                                               {AttentionMask{MaskKind::padding, {41, 23}, {}}, true}};
    for (const auto& [mask, cross] : cases)
        for (const bool keep_scores : {true, false}) {
            AttentionOptions options;
            options.keep_scores = keep_scores;
            AttentionTrace<float> tr;
            attention_forward(x, cross ? &memory : nullptr, p, B, H, mask, options, tr);
            int hidden = 0;
            for (int b = 0; b < B; ++b)
                for (int h = 0; h < H; ++h)
                    for (int t = 0; t < T; ++t) {
                        const int visible = mask.visible_keys(b, t, tr.S);
                        const auto row = tr.weights[b * H + h].row(t);
                        for (int s = visible; s < tr.S; ++s, ++hidden)
                            ASSERT_EQ(row(s), 0.0f) << (cross ? "cross " : "self ") << (keep_scores ? "shown" : "training")
                                                    << " b" << b << " h" << h << " query " << t << " key " << s;
                        EXPECT_NEAR(row.head(visible).sum(), visible ? 1.0f : 0.0f, 1e-5f);
                    }
            EXPECT_GT(hidden, 1000) << "the cases hide many keys";
        }
}

TEST(Attention, AblatedHeadContributesZerosToConcat) {
    Matrix<double> x = Matrix<double>::Random(4, 8);
    AttentionTrace<double> tr;
    AttentionOptions options;
    options.ablated_heads = {1};
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), random_params(8, true, 5), 1, 2, AttentionMask{}, options, tr);
    EXPECT_TRUE((tr.concat.middleCols(4, 4).array() == 0.0).all());
    EXPECT_FALSE((tr.concat.leftCols(4).array() == 0.0).all());
    EXPECT_NEAR(tr.weights[1].row(0).sum(), 1.0, 1e-12) << "its weights are still shown";
}

TEST(Attention, ScaleSwitchAndScoreScaleChangeOnlyTheScaledScores) {
    Matrix<double> x = Matrix<double>::Random(3, 8);
    const auto p = random_params(8, false, 6);
    AttentionTrace<double> with_sqrt, without, sharper;
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), p, 1, 2, AttentionMask{}, {}, with_sqrt);
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), p, 1, 2, AttentionMask{}, {false, 1.0, {}}, without);
    attention_forward(x, static_cast<const Matrix<double>*>(nullptr), p, 1, 2, AttentionMask{}, {true, 3.0, {}}, sharper);
    EXPECT_TRUE(with_sqrt.scores[0].isApprox(without.scores[0]));
    EXPECT_TRUE((with_sqrt.scaled[0] * 2.0).isApprox(without.scaled[0]));  // D = 4, √4 = 2
    EXPECT_TRUE((with_sqrt.scaled[0] * 3.0).isApprox(sharper.scaled[0]));
}
