// Golden traces from the independent PyTorch reference (tests/reference/make_golden.py): every
// intermediate of the forward pass must agree, in float to 1e-5 and in double to 1e-6 (the
// fixtures are stored as F32, which bounds the double comparison).
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/io/model_io.h"

using namespace al;

namespace {

std::string fixture(const std::string& name) { return std::string(AL_FIXTURE_DIR) + "/" + name; }

Batch batch_from(const SafetensorsFile& trace) {
    const auto in = nlohmann::json::parse(trace.metadata().at("input"));
    Batch b = Batch::single(in.at("ids").get<std::vector<int>>());
    if (in.contains("valid_len")) b.valid_lens = {in.at("valid_len").get<int>()};
    if (in.contains("source_ids")) {
        b.source_ids = in.at("source_ids").get<std::vector<int>>();
        b.S = static_cast<int>(b.source_ids.size());
    }
    if (in.contains("source_valid_len")) b.source_valid_lens = {in.at("source_valid_len").get<int>()};
    return b;
}

template <class S>
void expect_matches_golden(const std::string& name, double tolerance) {
    SCOPED_TRACE(name);
    const auto file_model = load_model(fixture(name + ".model.safetensors"));
    const Model<S> model(file_model.config(), cast_parameters<S>(file_model.params(), file_model.config()));
    const auto golden = SafetensorsFile::read(fixture(name + ".trace.safetensors"));
    const auto ours = model.forward(batch_from(golden)).tensors();
    ASSERT_EQ(ours.size(), golden.tensors().size()) << "the trace must hold exactly the reference's tensors";
    for (const auto& t : ours) {
        const auto* g = golden.find(t.name);
        ASSERT_NE(g, nullptr) << "the reference has no " << t.name;
        ASSERT_EQ(g->shape, t.shape) << t.name;
        const auto expected = golden.floats(*g);
        double worst = 0;
        for (size_t i = 0; i < expected.size(); ++i) {
            if (std::isinf(expected[i])) {
                ASSERT_EQ(t.data[i], expected[i]) << t.name << "[" << i << "] must be masked";
                continue;
            }
            worst = std::max(worst, std::abs(t.data[i] - expected[i]) / std::max(1.0, std::abs(double(expected[i]))));
        }
        EXPECT_LE(worst, tolerance) << t.name;
    }
}

const char* const kCases[] = {"pre_gelu_learned_tied", "post_relu_sinusoidal_untied", "rmsnorm_gelu_tanh", "no_bias",
                              "causal_padding",        "batchnorm_encoder_padding",   "encoder_decoder"};

}  // namespace

TEST(Golden, FloatForwardMatchesPyTorchWithin1e5) {
    for (const char* name : kCases) expect_matches_golden<float>(name, 1e-5);
}

TEST(Golden, DoubleForwardMatchesPyTorchToStoredPrecision) {
    for (const char* name : kCases) expect_matches_golden<double>(name, 1e-6);
}
