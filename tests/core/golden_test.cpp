// Golden traces from the independent PyTorch reference (tests/reference/make_golden.py): every
// intermediate of the forward pass must agree, in float to 1e-5 and in double to 1e-6 (the
// fixtures are stored as F32, which bounds the double comparison).
#include <gtest/gtest.h>

#include "core/explain/self_check.h"
#include "core/io/model_io.h"

using namespace al;

namespace {

std::string fixture(const std::string& name) { return std::string(AL_FIXTURE_DIR) + "/" + name; }

Golden golden(const std::string& name) {
    return {name, SafetensorsFile::read(fixture(name + ".model.safetensors")), SafetensorsFile::read(fixture(name + ".trace.safetensors"))};
}

// Every intermediate, relative to max(1, |reference|); masked cells −∞ on both sides.
template <class S>
void expect_matches_golden(const std::string& name, double tolerance) {
    std::string worst;
    EXPECT_LE(golden_difference<S>(golden(name), &worst), tolerance) << name << ": " << worst;
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
