#include "core/explain/attention_sinks.h"

#include <gtest/gtest.h>

#include "core/model/model.h"
#include "small_models.h"

using namespace al;

namespace {
const std::vector<int> kIds = {3, 1, 4, 1, 5, 9};
}

TEST(AttentionSinks, EachHeadsShareIsItsMeanWeightOnTheFirstKeyOverTheQueriesAfterIt) {
    const auto model = Model<float>::random(gpt_shaped(), 2);
    const auto trace = model.forward(Batch::single(kIds));
    const auto share = first_token_share(trace.main);
    ASSERT_EQ(share.size(), 3u);
    for (int l = 0; l < 3; ++l) {
        ASSERT_EQ(share[l].size(), 2u);
        for (int h = 0; h < 2; ++h) {
            const auto& w = trace.main.layers[l].attn.weights[h];
            const double expected = (double(w(1, 0)) + w(2, 0) + w(3, 0) + w(4, 0) + w(5, 0)) / 5;
            EXPECT_NEAR(share[l][h], expected, 1e-12);
            EXPECT_GT(share[l][h], 0.0);
        }
    }
}

TEST(AttentionSinks, HidingTheFirstTokenLeavesItNoWeightButForTheFirstQuery) {
    for (const ModelConfig& config : {gpt_shaped(), llama_shaped()}) {
        const auto model = Model<float>::random(config, 2);
        ForwardOptions hide;
        hide.hide_first_token = true;
        const auto trace = model.forward(Batch::single(kIds), hide);
        for (const auto& share : first_token_share(trace.main))
            for (double s : share) EXPECT_EQ(s, 0.0);
        const auto& w = trace.main.layers[1].attn.weights[1];
        EXPECT_FLOAT_EQ(w(0, 0), 1.0f);  // the first query sees only the first key, and keeps it
        for (int t = 1; t < 6; ++t) EXPECT_NEAR(w.row(t).sum(), 1.0, 1e-6);  // the rest share out over keys 1 … t
        EXPECT_NE(trace.logits, model.forward(Batch::single(kIds)).logits);
        // and typing on reuses the hidden-first-token rows as a whole forward computes them
        auto longer = model.forward(Batch::single({3, 1, 4, 1, 5}), hide);
        ASSERT_TRUE(model.forward_reusing(Batch::single(kIds), hide, longer));
        EXPECT_TRUE(longer.logits.isApprox(trace.logits, 1e-5f));
    }
}
