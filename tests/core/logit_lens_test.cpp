#include "core/explain/logit_lens.h"

#include <gtest/gtest.h>

#include <cmath>

#include "error_of.h"
#include "small_models.h"

using namespace al;

namespace {

const std::vector<int> kIds = {3, 1, 4, 1, 5, 9};

}  // namespace

TEST(LogitLens, HasOneRowPerLayerBoundaryAndOneColumnPerPosition) {
    const auto model = Model<float>::random(gpt_shaped(), 7);
    const auto lens = logit_lens(model, model.forward(Batch::single(kIds)), 3, 2);
    EXPECT_EQ(lens.boundaries, 4);  // the embeddings, then after each of 3 layers
    EXPECT_EQ(lens.positions, 6);
    ASSERT_EQ(lens.top_ids.size(), 4u);
    ASSERT_EQ(lens.target_probs.size(), 4u);
    for (int l = 0; l < 4; ++l) {
        ASSERT_EQ(lens.top_ids[l].size(), 6u);
        for (int t = 0; t < 6; ++t) {
            ASSERT_EQ(lens.top_ids[l][t].size(), 3u);
            EXPECT_GE(lens.top_probs[l][t][0], lens.top_probs[l][t][1]);  // best first
            EXPECT_GE(lens.top_probs[l][t][1], lens.top_probs[l][t][2]);
        }
    }
}

TEST(LogitLens, TheLastBoundaryIsTheModelsOwnPrediction) {
    for (const ModelConfig& config : {gpt_shaped(), llama_shaped()}) {
        const auto model = Model<float>::random(config, 11);
        const auto trace = model.forward(Batch::single(kIds));
        const int target = 6;
        const auto lens = logit_lens(model, trace, 1, target);
        for (int t = 0; t < 6; ++t) {
            Eigen::Index best;
            trace.probs.row(t).maxCoeff(&best);
            EXPECT_EQ(lens.top_ids[3][t][0], best) << "position " << t;
            EXPECT_FLOAT_EQ(lens.top_probs[3][t][0], trace.probs(t, best));
            EXPECT_FLOAT_EQ(lens.target_probs[3][t], trace.probs(t, target));
        }
    }
}

// An encoder–decoder's lens reads its decoder, whose last layer's output is the model's prediction; an
// encoder-only model's reads its one stack.
TEST(LogitLens, ReadsTheStackThatMakesTheLogitsOfEveryArchitecture) {
    for (const Arch arch : {Arch::encoder_decoder, Arch::encoder}) {
        ModelConfig config = gpt_shaped();
        config.arch = arch;
        config.causal = arch != Arch::encoder;
        const auto model = Model<float>::random(config, 13);
        Batch batch = Batch::single(kIds, arch == Arch::encoder_decoder ? std::vector<int>{2, 7, 1, 8} : std::vector<int>{});
        const auto trace = model.forward(batch);
        const auto lens = logit_lens(model, trace, 1, 6);
        ASSERT_EQ(lens.boundaries, 4);
        for (int t = 0; t < 6; ++t) {
            Eigen::Index best;
            trace.probs.row(t).maxCoeff(&best);
            EXPECT_EQ(lens.top_ids[3][t][0], best) << to_string(arch) << " position " << t;
            EXPECT_NEAR(lens.target_probs[3][t], trace.probs(t, 6), 1e-6);
        }
    }
}

TEST(LogitLens, TheFirstBoundaryIsTheEmbeddingsThroughTheFinalNormAndTheHead) {
    // written out with plain loops: LayerNorm with ln_f's γ and β, then the tied head wte
    const ModelConfig config = gpt_shaped();
    const auto model = Model<float>::random(config, 5);
    const auto& p = model.params();
    const auto lens = logit_lens(model, model.forward(Batch::single(kIds)), config.vocab_size, 0);
    for (int t = 0; t < 6; ++t) {
        std::vector<double> x(config.n_embd);
        double mean = 0, var = 0;
        for (int c = 0; c < config.n_embd; ++c) mean += x[c] = p.wte(kIds[t], c) + p.transformer.wpe(t, c);
        mean /= config.n_embd;
        for (double v : x) var += (v - mean) * (v - mean);
        var /= config.n_embd;
        std::vector<double> logits(config.vocab_size);
        for (int v = 0; v < config.vocab_size; ++v)
            for (int c = 0; c < config.n_embd; ++c)
                logits[v] += ((x[c] - mean) / std::sqrt(var + config.ln_eps) * p.transformer.ln_f.weight(c) +
                              p.transformer.ln_f.bias(c)) * p.wte(v, c);
        double total = 0;
        for (double l : logits) total += std::exp(l);
        EXPECT_NEAR(lens.target_probs[0][t], std::exp(logits[0]) / total, 1e-5) << "position " << t;
        double best_of_all = 0;
        for (double l : logits) best_of_all = std::max(best_of_all, std::exp(l) / total);
        EXPECT_NEAR(lens.top_probs[0][t][0], best_of_all, 1e-5);
        double sum = 0;  // every token kept: the cell's probabilities add up to 1
        for (float q : lens.top_probs[0][t]) sum += q;
        EXPECT_NEAR(sum, 1.0, 1e-5);
    }
}

TEST(LogitLens, RefusesATargetOutsideTheVocabularyAndATopOfNone) {
    const auto model = Model<float>::random(gpt_shaped(), 7);
    const auto trace = model.forward(Batch::single(kIds));
    EXPECT_EQ(error_of([&] { logit_lens(model, trace, 1, 13); }), "token id 13 is outside the vocabulary (0..12)");
    EXPECT_EQ(error_of([&] { logit_lens(model, trace, 0); }), "the number of top tokens (0) must be 1 … 13");
}
