#include "core/explain/patching.h"

#include <gtest/gtest.h>

#include "error_of.h"
#include "small_models.h"

using namespace al;

namespace {

// The texts differ at position 2 only: positions 0 and 1 are a shared prefix
const std::vector<int> kClean = {3, 1, 4, 1, 5, 9};
const std::vector<int> kCorrupt = {3, 1, 7, 1, 5, 9};
constexpr int kAnswer = 6, kWrong = 2;

double metric_of(const Model<float>& model, const ForwardTrace<float>& trace) {
    return logit_difference(model, trace.main.final_norm, trace.tokens() - 1, kAnswer, kWrong);
}

}  // namespace

TEST(Patching, EveryCellOfEveryGridIsTheEffectOfThatOnePatchInAWholeRun) {
    for (const ModelConfig& config : {gpt_shaped(), llama_shaped()}) {
        const auto model = Model<float>::random(config, 21);
        const auto clean = model.forward(Batch::single(kClean));
        const auto corrupt = model.forward(Batch::single(kCorrupt));
        for (PatchSite site : {PatchSite::resid, PatchSite::attn, PatchSite::mlp, PatchSite::head}) {
            const auto grid = patching_grid(model, clean, corrupt, site, kAnswer, kWrong);
            EXPECT_DOUBLE_EQ(grid.clean_metric, metric_of(model, clean));
            EXPECT_DOUBLE_EQ(grid.corrupt_metric, metric_of(model, corrupt));
            ASSERT_EQ(grid.effect.size(), 3u);
            for (int l = 0; l < 3; ++l) {
                const int cells = site == PatchSite::head ? config.n_head : 6;
                ASSERT_EQ(grid.effect[l].size(), static_cast<size_t>(cells));
                for (int i = 0; i < cells; ++i) {
                    ForwardOptions options;
                    options.patches = {clean_patch(clean, site, l, i)};
                    const double m = metric_of(model, model.forward(Batch::single(kCorrupt), options));
                    const double effect = (m - grid.corrupt_metric) / (grid.clean_metric - grid.corrupt_metric);
                    EXPECT_NEAR(grid.effect[l][i], effect, 1e-4) << to_string(site) << " layer " << l << " cell " << i;
                }
            }
        }
    }
}

// An encoder–decoder's decoder is patched; its runs read the corrupted source's encoding, so even the
// decoder positions both runs share are cells of their own (their cross-attention read other sources)
TEST(Patching, AnEncoderDecodersGridIsItsDecodersPatchedRunsOnTheCorruptedSource) {
    ModelConfig config = gpt_shaped();
    config.arch = Arch::encoder_decoder;
    const auto model = Model<float>::random(config, 17);
    const auto clean = model.forward(Batch::single(kClean, {2, 7, 1}));
    const auto corrupt = model.forward(Batch::single(kCorrupt, {2, 8, 1, 8}));
    for (PatchSite site : {PatchSite::resid, PatchSite::attn, PatchSite::mlp, PatchSite::head}) {
        const auto grid = patching_grid(model, clean, corrupt, site, kAnswer, kWrong);
        EXPECT_EQ(grid.shared_prefix, 0);
        for (int l = 0; l < 3; ++l)
            for (size_t i = 0; i < grid.effect[l].size(); ++i) {
                ForwardOptions options;
                options.patches = {clean_patch(clean, site, l, static_cast<int>(i))};
                const double m = metric_of(model, model.forward(Batch::single(kCorrupt, {2, 8, 1, 8}), options));
                EXPECT_NEAR(grid.patched_metric[l][i], m, 1e-4) << to_string(site) << " layer " << l << " cell " << i;
            }
    }
    EXPECT_NE(patching_grid(model, clean, corrupt, PatchSite::resid, kAnswer, kWrong).effect[1][0], 0.0);  // shared tokens, other sources
}

TEST(Patching, ThePositionsBothTextsShareAtTheStartHaveNoEffectUnderACausalMask) {
    const auto model = Model<float>::random(gpt_shaped(), 21);
    const auto grid = patching_grid(model, model.forward(Batch::single(kClean)), model.forward(Batch::single(kCorrupt)),
                                    PatchSite::resid, kAnswer, kWrong);
    EXPECT_EQ(grid.shared_prefix, 2);
    for (int l = 0; l < 3; ++l) {
        EXPECT_EQ(grid.effect[l][0], 0.0);
        EXPECT_EQ(grid.effect[l][1], 0.0);
    }
    // the changed token's residual entering layer 0 carries everything the corruption changed
    EXPECT_NEAR(grid.effect[0][2], 1.0, 1e-5);
}

TEST(Patching, TheWholeCleanResidualEnteringLayerZeroRestoresTheCleanRunExactly) {
    for (const ModelConfig& config : {gpt_shaped(), llama_shaped()}) {
        const auto model = Model<float>::random(config, 5);
        const auto clean = model.forward(Batch::single(kClean));
        const auto corrupt = model.forward(Batch::single(kCorrupt));
        ForwardOptions options;
        options.patches = {clean_patch(clean, PatchSite::resid, 0, 0)};
        options.patches[0].position = -1;  // every position
        options.patches[0].values.clear();
        for (Eigen::Index t = 0; t < 6; ++t)
            for (Eigen::Index c = 0; c < config.n_embd; ++c) options.patches[0].values.push_back(clean.main.embed_sum(t, c));
        const auto patched = model.forward(Batch::single(kCorrupt), options);
        EXPECT_EQ(metric_of(model, patched), metric_of(model, clean));  // effect 1, exactly
        EXPECT_EQ(patched.logits, clean.logits);
        // and patching nothing leaves the corrupted run: effect 0, exactly
        EXPECT_EQ(metric_of(model, model.forward(Batch::single(kCorrupt), ForwardOptions{})), metric_of(model, corrupt));
    }
}

TEST(Patching, APatchedRunKeepsThePatchedValuesInItsTrace) {
    const auto model = Model<float>::random(gpt_shaped(), 3);
    const auto clean = model.forward(Batch::single(kClean));
    ForwardOptions options;
    options.patches = {clean_patch(clean, PatchSite::head, 1, 1), clean_patch(clean, PatchSite::mlp, 2, 4)};
    const auto patched = model.forward(Batch::single(kCorrupt), options);
    const auto& head = patched.main.layers[1].attn;
    EXPECT_EQ(Matrix<float>(head.concat.middleCols(4, 4)), Matrix<float>(clean.main.layers[1].attn.concat.middleCols(4, 4)));
    EXPECT_NE(Matrix<float>(head.concat.leftCols(4)), Matrix<float>(clean.main.layers[1].attn.concat.leftCols(4)));
    EXPECT_EQ(Matrix<float>(patched.main.layers[2].mlp_out.row(4)), Matrix<float>(clean.main.layers[2].mlp_out.row(4)));
}

TEST(Patching, RefusesTextsOfDifferentLengthsNamingBothCounts) {
    const auto model = Model<float>::random(gpt_shaped(), 21);
    const auto clean = model.forward(Batch::single(kClean));
    const auto shorter = model.forward(Batch::single({3, 1, 7, 1, 5}));
    EXPECT_EQ(error_of([&] { patching_grid(model, clean, shorter, PatchSite::resid, kAnswer, kWrong); }),
              "the clean text has 6 tokens and the corrupted text 5; patching needs the same count, so make them differ in "
              "words of as many tokens");
    EXPECT_EQ(error_of([&] { patching_grid(model, clean, clean, PatchSite::resid, kAnswer, kWrong); }).substr(0, 51),
              "the clean and the corrupted run give the same logit");
    EXPECT_EQ(error_of([&] { patching_grid(model, clean, clean, PatchSite::resid, kAnswer, kAnswer); }),
              "the answer and the wrong token are the same token; choose two different ones");
}

TEST(Patching, RefusesALayerOrHeadTheModelLacks) {
    const auto model = Model<float>::random(gpt_shaped(), 21);
    const auto clean = model.forward(Batch::single(kClean));
    EXPECT_EQ(error_of([&] { clean_patch(clean, PatchSite::resid, 3, 0); }), "a resid patch names layer 3; this model has layers 0 … 2");
    EXPECT_EQ(error_of([&] { clean_patch(clean, PatchSite::head, 0, 2); }), "a head patch names head 2 of layer 0, which has heads 0 … 1");
    ForwardOptions options;
    options.patches = {clean_patch(clean, PatchSite::attn, 0, 0)};
    options.patches[0].position = 6;
    EXPECT_EQ(error_of([&] { model.forward(Batch::single(kCorrupt), options); }), "a attn patch names position 6 of a text of 6 tokens");
    options.patches[0].position = 0;
    options.patches[0].values.pop_back();
    EXPECT_EQ(error_of([&] { model.forward(Batch::single(kCorrupt), options); }), "a attn patch holds 7 values; it needs 8");
}
