#include "core/explain/logit_attribution.h"

#include <gtest/gtest.h>

#include "error_of.h"
#include "small_models.h"

using namespace al;

namespace {
const std::vector<int> kIds = {3, 1, 4, 1, 5, 9};
}

TEST(LogitAttribution, ThePartsAddUpToTheLogitDifference) {
    for (const ModelConfig& config : {gpt_shaped(), llama_shaped()}) {
        const auto model = Model<float>::random(config, 17);
        const auto trace = model.forward(Batch::single(kIds));
        for (int position : {5, 2}) {
            const auto a = logit_attribution(model, trace, 6, 2, position);
            EXPECT_NEAR(a.total, double(trace.logits(position, 6)) - trace.logits(position, 2), 1e-6);
            EXPECT_NEAR(a.sum(), a.total, 1e-5 * (1 + std::abs(a.total)));
            ASSERT_EQ(a.heads.size(), 3u);
            EXPECT_EQ(a.heads[0].size(), static_cast<size_t>(config.n_head));
        }
    }
}

TEST(LogitAttribution, AHeadsPartIsItsOutputThroughTheFrozenFinalNormWrittenOutByHand) {
    const ModelConfig config = gpt_shaped();
    const auto model = Model<float>::random(config, 17);
    const auto trace = model.forward(Batch::single(kIds));
    const auto a = logit_attribution(model, trace, 6, 2);
    const auto& p = model.params();
    const auto& attn = trace.main.layers[1].attn;  // layer 1, head 1: columns 4 … 7 of concat and W_O
    std::vector<double> part(8, 0.0);
    for (int c = 0; c < 8; ++c)
        for (int d = 0; d < 4; ++d) part[c] += double(attn.concat(5, 4 + d)) * p.transformer.h[1].attn.c_proj.weight(c, 4 + d);
    double mean = 0;
    for (double v : part) mean += v / 8;
    const double rstd = trace.main.final_norm_cache.rstd(5);
    double expected = 0;
    for (int c = 0; c < 8; ++c)
        expected += (part[c] - mean) * rstd * p.transformer.ln_f.weight(c) * (double(p.wte(6, c)) - p.wte(2, c));
    EXPECT_NEAR(a.heads[1][1], expected, 1e-6);
}

TEST(LogitAttribution, RefusesAPostNormModelAndABypassedStream) {
    ModelConfig post = gpt_shaped();
    post.norm_position = NormPosition::post;
    const auto post_model = Model<float>::random(post, 1);
    EXPECT_EQ(error_of([&] { logit_attribution(post_model, post_model.forward(Batch::single(kIds)), 6, 2); }).substr(0, 59),
              "direct logit attribution needs a pre-norm model: this one n");
    const auto model = Model<float>::random(gpt_shaped(), 1);
    ForwardOptions bypass;
    bypass.bypass_residual = true;
    EXPECT_EQ(error_of([&] { logit_attribution(model, model.forward(Batch::single(kIds), bypass), 6, 2); }),
              "direct logit attribution needs the model's own residual stream; switch off the experiments that bypass residuals or norms, and use a run without patches");
}
