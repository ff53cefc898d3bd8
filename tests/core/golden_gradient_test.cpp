// Golden gradients from the independent PyTorch reference (tests/reference/make_golden_gradients.py,
// whose model is tests/reference/reference_model.py, written from the formulas):
// a padded batch with ignored PAD targets; the float backward pass agrees with every parameter's
// gradient to 1e-4 (norm-wise relative error per tensor), and the loss to 1e-5.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/train/loss.h"
#include "core/io/model_io.h"

using namespace al;

namespace {

void expect_gradients_match(const std::string& name) {
    SCOPED_TRACE(name);
    const std::string dir = AL_FIXTURE_DIR;
    const auto model = load_model(dir + "/" + name + ".model.safetensors");
    const auto golden = SafetensorsFile::read(dir + "/" + name + ".grads.safetensors");
    const auto meta = nlohmann::json::parse(golden.metadata().at("batch"));
    Batch batch;
    batch.B = meta.at("B"), batch.T = meta.at("T");
    batch.ids = meta.at("ids").get<std::vector<int>>();
    batch.valid_lens = meta.at("valid_lens").get<std::vector<int>>();
    const auto targets = meta.at("targets").get<std::vector<int>>();

    const auto trace = model.forward(batch);
    Matrix<float> dlogits;
    const float loss = cross_entropy(trace.logits, trace.probs, targets, Tokenizer::pad_id, &dlogits);
    EXPECT_NEAR(loss, meta.at("loss").get<double>(), 1e-5 * meta.at("loss").get<double>());
    auto grads = model.zero_gradients();
    model.backward({}, trace, dlogits, grads);

    int compared = 0;
    for (const auto& ref : named_parameters(grads)) {
        const auto* info = golden.find("grad." + ref.name);
        ASSERT_NE(info, nullptr) << "the reference has no gradient for " << ref.name;
        const auto expected = golden.floats(*info);
        const Eigen::Map<const Eigen::ArrayXf> ours(ref.data, ref.size());
        const Eigen::Map<const Eigen::ArrayXf> theirs(expected.data(), static_cast<Eigen::Index>(expected.size()));
        const double error = (ours - theirs).matrix().norm() / std::max(1e-12, double(theirs.matrix().norm()));
        EXPECT_LT(error, 1e-4) << ref.name;
        ++compared;
    }
    EXPECT_EQ(compared, static_cast<int>(golden.tensors().size()));
}

}  // namespace

TEST(GoldenGradients, PreNormGeluTiedMatchesPyTorch) { expect_gradients_match("pre_gelu_learned_tied"); }
TEST(GoldenGradients, PostNormReluSinusoidalUntiedMatchesPyTorch) { expect_gradients_match("post_relu_sinusoidal_untied"); }
// Grouped-query attention (4 query heads over 2 key/value heads of 6 features), q, k, v biases, QK-norm,
// rotary positions, RMSNorm, SwiGLU and an untied head: a Qwen3-shaped model
TEST(GoldenGradients, TodaysBlocksMatchPyTorch) { expect_gradients_match("llama_shaped"); }
// Two attention-only layers with rotary positions: the induction preset
TEST(GoldenGradients, AttentionOnlyRotaryLayersMatchPyTorch) { expect_gradients_match("attention_only_rotary"); }
