// The re-laying guard: every trace and gradient of the fixture and shipped models is, to the bit, what
// the build that wrote tests/reference/fixtures/bits/ computed (trace_bits.h says what a case holds).
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>

#include "core/base/build_info.h"
#include "core/io/safetensors.h"
#include "trace_bits.h"

using namespace al;

TEST(TraceBits, EveryTraceAndGradientIsBitIdenticalToTheCommittedOnes) {
    const std::string folder = test::trace_bits_folder(cpu_level());
    if (!std::filesystem::is_directory(folder))
        GTEST_SKIP() << "no committed traces for the " << cpu_level()
                     << " core (scripts/make_trace_bits.sh writes them, from the commit before a change)";
    for (const auto& c : test::trace_bits_cases()) {
        const auto file = SafetensorsFile::read(folder + "/" + c.name + ".safetensors");
        const auto ours = c.run();
        ASSERT_EQ(ours.size(), file.tensors().size()) << c.name << ": a different number of tensors";
        for (const auto& t : ours) {
            const auto* stored = file.find(t.name);
            ASSERT_NE(stored, nullptr) << c.name << ": the committed file has no " << t.name;
            ASSERT_EQ(stored->shape, t.shape) << c.name << ": " << t.name;
            const auto expected = file.floats(*stored);
            for (size_t i = 0; i < expected.size(); ++i)
                ASSERT_EQ(std::memcmp(&expected[i], &t.data[i], sizeof(float)), 0)
                    << c.name << ": " << t.name << "[" << i << "] is " << t.data[i] << ", was " << expected[i];
        }
    }
}

TEST(TraceBits, TheCasesCoverEveryArchitectureExperimentAndTheTrainingPass) {
    std::vector<std::string> names;
    for (const auto& c : test::trace_bits_cases()) names.push_back(c.name);
    for (const char* expected : {"encoder_decoder", "batchnorm_encoder_padding", "post_relu_sinusoidal_untied_bypassed",
                                 "pre_gelu_learned_tied_training", "gpt2_tiny_untied_bf16", "default_packed"})
        EXPECT_NE(std::find(names.begin(), names.end(), expected), names.end()) << expected;
}
