#include "core/model/edit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/model/model.h"
#include "error_of.h"
#include "small_models.h"

using namespace al;

namespace {

const std::vector<int> kText = {3, 1, 4, 1, 5, 9};

ForwardTrace<float> run(const Model<float>& model, std::vector<ValueEdit> edits) {
    ForwardOptions options;
    options.edits = std::move(edits);
    return model.forward(Batch::single(kText), options);
}

}  // namespace

TEST(WhatIfEdit, AnEditedAttentionWeightIsWhatTheHeadsOutputIsMadeOf) {
    const auto model = Model<float>::random(gpt_shaped(), 5);
    const auto trace = run(model, {{"attn.weights", 1, 1, 4, 2, 0.9}});
    const auto& a = trace.main.layers[1].attn;
    EXPECT_FLOAT_EQ(a.weights[1](4, 2), 0.9f);
    // head 1's output at row 4 is Σ_j w(4, j)·v_j with the typed weight among them (rows are not renormalised)
    const int D = a.D;
    for (int d = 0; d < D; ++d) {
        double sum = 0;
        for (int j = 0; j < 6; ++j) sum += double(a.weights[1](4, j)) * a.v(j, D + d);
        EXPECT_NEAR(a.concat(4, D + d), sum, 1e-5);
    }
    EXPECT_GT(a.weights[1].row(4).sum(), 1.0f);
}

TEST(WhatIfEdit, AnEditChangesWhatComesAfterItAndNothingBefore) {
    const auto model = Model<float>::random(gpt_shaped(), 5);
    const auto plain = run(model, {});
    const auto edited = run(model, {{"attn.weights", 1, 0, 3, 0, 0.0}});
    // layer 0 and the stream entering layer 1 are untouched
    EXPECT_EQ(edited.main.layers[0].out, plain.main.layers[0].out);
    EXPECT_EQ(edited.main.layers[1].attn.scores[0], plain.main.layers[1].attn.scores[0]);
    // under the causal mask row 3's change reaches rows 3 … 5 of the later tensors, never rows 0 … 2
    EXPECT_EQ(edited.logits.topRows(3), plain.logits.topRows(3));
    for (int t = 3; t < 6; ++t) EXPECT_NE(edited.logits.row(t), plain.logits.row(t)) << "row " << t;
}

TEST(WhatIfEdit, AnEditedQueryIsWhatItsScoresAreComputedFrom) {
    for (const ModelConfig& config : {gpt_shaped(), llama_shaped()}) {
        const auto model = Model<float>::random(config, 7);
        const auto trace = run(model, {{"attn.q", 0, 1, 5, 1, 3.5}});
        const auto& a = trace.main.layers[0].attn;
        const int D = a.D;
        EXPECT_FLOAT_EQ(a.q(5, D + 1), 3.5f);
        for (int j = 0; j < 6; ++j) {
            double score = 0;
            for (int d = 0; d < D; ++d) score += double(a.q(5, D + d)) * a.k(j, a.kv_head(1) * D + d);
            EXPECT_NEAR(a.scores[1](5, j), score, 1e-5);
        }
    }
}

TEST(WhatIfEdit, AnEditedScoreGoesThroughTheScaleAndTheSoftmax) {
    const auto model = Model<float>::random(gpt_shaped(), 5);
    const auto trace = run(model, {{"attn.scores", 2, 0, 5, 1, 40.0}});
    const auto& a = trace.main.layers[2].attn;
    EXPECT_FLOAT_EQ(a.scores[0](5, 1), 40.0f);
    EXPECT_FLOAT_EQ(a.scaled[0](5, 1), 40.0f / std::sqrt(4.0f));  // D = 8 / 2
    EXPECT_GT(a.weights[0](5, 1), 0.99f);                          // 20 above the others: nearly all the weight
    EXPECT_NEAR(a.weights[0].row(5).sum(), 1.0f, 1e-6);
}

TEST(WhatIfEdit, KeysAndValuesAreEditedPerKeyValueHead) {
    const auto model = Model<float>::random(llama_shaped(), 7);  // 4 query heads share 2 key/value heads
    const auto trace = run(model, {{"attn.k", 1, 1, 0, 1, -2.0}, {"attn.v", 1, 0, 2, 0, 1.25}});
    const auto& a = trace.main.layers[1].attn;  // D = 8 / 4
    EXPECT_FLOAT_EQ(a.k(0, a.D + 1), -2.0f);
    EXPECT_FLOAT_EQ(a.v(2, 0), 1.25f);
    EXPECT_EQ(error_of([&] { run(model, {{"attn.k", 1, 2, 0, 0, 1.0}}); }), "an edit of attn.k names head 2, outside 0 … 1");
}

TEST(WhatIfEdit, TypingTheValueThatIsThereChangesNothing) {
    const auto model = Model<float>::random(gpt_shaped(), 5);
    const auto plain = run(model, {});
    const double w = plain.main.layers[1].attn.weights[1](4, 2);
    EXPECT_EQ(run(model, {{"attn.weights", 1, 1, 4, 2, w}}).logits, plain.logits);
}

TEST(WhatIfEdit, ACellTheModelOrTheTextLacksOrANonFiniteValueIsRefused) {
    const auto model = Model<float>::random(gpt_shaped(), 5);
    EXPECT_EQ(error_of([&] { run(model, {{"attn.weights", 3, 0, 0, 0, 0.5}}); }), "an edit of attn.weights names layer 3, outside 0 … 2");
    EXPECT_EQ(error_of([&] { run(model, {{"attn.weights", 0, 0, 6, 0, 0.5}}); }), "an edit of attn.weights names row 6, outside 0 … 5");
    EXPECT_EQ(error_of([&] { run(model, {{"attn.q", 0, 0, 0, 4, 0.5}}); }), "an edit of attn.q names column 4, outside 0 … 3");
    EXPECT_EQ(error_of([&] { run(model, {{"mlp.act", 0, 0, 0, 0, 0.5}}); }),
              "mlp.act is not a number an edit can change (attn.q, attn.k, attn.v, attn.scores, attn.weights)");
    EXPECT_EQ(error_of([&] { run(model, {{"attn.q", 0, 0, 0, 0, std::numeric_limits<double>::quiet_NaN()}}); }),
              "nan is not a finite number the model can hold; type a number such as 0.25 (nothing was changed)");
    EXPECT_NE(error_of([&] { run(model, {{"attn.q", 0, 0, 0, 0, 1e39}}); }), "");  // beyond float
}

TEST(WhatIfEdit, TheFastPathForTypingIsNotTakenWithEdits) {
    const auto model = Model<float>::random(gpt_shaped(), 5);
    ForwardOptions options;
    options.edits = {{"attn.weights", 0, 0, 1, 0, 0.5}};
    auto trace = model.forward(Batch::single({3, 1, 4}), options);
    EXPECT_FALSE(model.forward_reusing(Batch::single(kText), options, trace));
}

TEST(WhatIfEdit, AWeightEditIsWrittenIntoTheParametersAndUndoneByWritingTheOldValueBack) {
    auto model = Model<float>::random(gpt_shaped(), 5);
    const auto plain = run(model, {});
    const float before = model.params().transformer.h[0].attn.c_attn.weight(9, 3);
    const double old = write_weight_edit(model.params(), {"transformer.h.0.attn.c_attn.weight", -1, -1, 9, 3, 0.75});
    EXPECT_FLOAT_EQ(static_cast<float>(old), before);
    EXPECT_FLOAT_EQ(model.params().transformer.h[0].attn.c_attn.weight(9, 3), 0.75f);
    EXPECT_NE(run(model, {}).logits, plain.logits);
    write_weight_edit(model.params(), {"transformer.h.0.attn.c_attn.weight", -1, -1, 9, 3, old});
    EXPECT_EQ(run(model, {}).logits, plain.logits);
    // a vector's element is row 0
    write_weight_edit(model.params(), {"transformer.ln_f.weight", -1, -1, 0, 7, 2.0});
    EXPECT_FLOAT_EQ(model.params().transformer.ln_f.weight(7), 2.0f);
}

TEST(WhatIfEdit, AWeightEditOfANameOrElementTheModelLacksChangesNothing) {
    auto model = Model<float>::random(gpt_shaped(), 5);
    const auto before = model.params().transformer.h[0].attn.c_attn.weight;
    EXPECT_EQ(error_of([&] { write_weight_edit(model.params(), {"transformer.h.9.attn.c_attn.weight", -1, -1, 0, 0, 1.0}); }),
              "this model has no weight named transformer.h.9.attn.c_attn.weight");
    EXPECT_EQ(error_of([&] { write_weight_edit(model.params(), {"transformer.h.0.attn.c_attn.weight", -1, -1, 24, 0, 1.0}); }),
              "transformer.h.0.attn.c_attn.weight has no element (24, 0): it is 24 × 8");
    EXPECT_NE(error_of([&] { write_weight_edit(model.params(), {"transformer.h.0.attn.c_attn.weight", -1, -1, 0, 0, INFINITY}); }), "");
    EXPECT_EQ(model.params().transformer.h[0].attn.c_attn.weight, before);

    ModelConfig batchnorm = gpt_shaped();
    batchnorm.norm = NormKind::batchnorm;
    auto bn = Model<float>::random(batchnorm, 5);
    EXPECT_EQ(error_of([&] { write_weight_edit(bn.params(), {"transformer.h.0.ln_1.running_mean", -1, -1, 0, 0, 1.0}); }),
              "transformer.h.0.ln_1.running_mean is a running statistic, not a weight; it cannot be edited");
}
