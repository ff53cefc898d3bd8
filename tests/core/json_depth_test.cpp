#include "core/base/json_depth.h"

#include <gtest/gtest.h>

#include "core/base/error.h"
#include "core/io/model_io.h"
#include "core/model/config.h"
#include "core/train/train_settings.h"
#include "tests/core/error_of.h"

using namespace al;

namespace {

std::string nested(int depth) { return std::string(depth, '[') + std::string(depth, ']'); }

}  // namespace

TEST(JsonDepth, CountsArraysAndObjectsButNotBracketsInStrings) {
    EXPECT_EQ(json_depth(R"({"a": [1, {"b": []}]})"), 4);
    EXPECT_EQ(json_depth(R"({"a": "[[[[{{{{\"[["})"), 1);
    EXPECT_EQ(json_depth("3"), 0);
}

// A value nested 10⁵ deep crashed the CLI with a stack overflow (printing it for the error message).
TEST(JsonDepth, AConfigSettingsOrHeaderNested100000DeepIsRefusedWithItsDepth) {
    const std::string deep = R"({"n_layer": )" + nested(100000) + "}";
    EXPECT_EQ(error_of([&] { ModelConfig::from_json(deep); }),
              "the config nests JSON 100001 levels deep; at most 64 are accepted — the file is damaged or not one of ours");
    EXPECT_NE(error_of([&] { TrainSettings::from_json(R"({"steps": )" + nested(5000) + "}"); }).find("5001 levels deep"),
              std::string::npos);
    std::string header = R"({"x": )" + nested(70) + "}";
    std::string file(8, '\0');
    for (int i = 0; i < 8; ++i) file[i] = static_cast<char>((header.size() >> (8 * i)) & 0xff);
    EXPECT_EQ(error_of([&] { load_model(SafetensorsFile::parse(file + header, "deep.safetensors")); }),
              "deep.safetensors: the header nests JSON 71 levels deep; at most 64 are accepted — the file is damaged or not "
              "one of ours");
    EXPECT_EQ(error_of([&] { ModelConfig::from_json(R"({"n_layer": 2, "d_ff": 32, "n_embd": 16, "n_head": 2})"); }), "");
}

TEST(JsonDepth, ANumberTooLargeForADoubleNamesItsConfigField) {
    EXPECT_EQ(error_of([] { ModelConfig::from_json(R"({"n_layer": 2, "ln_eps": 1e400})"); }),
              "config field 'ln_eps' holds a number too large for a double");
}
