// Hugging Face GPT-2 models: tiny random ones in each Hub layout and dtype
// (tests/reference/make_gpt2_fixtures.py) agree with an independent PyTorch forward written from
// Hugging Face's definition, and every way a folder can be wrong is named.
#include "core/io/hugging_face.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/explain/self_check.h"
#include "core/io/open_model.h"
#include "core/io/safetensors.h"

using namespace al;
namespace fs = std::filesystem;

namespace {

fs::path tiny(const std::string& name) { return fs::path(AL_FIXTURE_DIR) / "gpt2_tiny" / name; }

double worst_difference(const std::string& name, const std::string& open_path, std::string* where) {
    const auto model = open_model(open_path);
    return trace_difference<float>(model, SafetensorsFile::read((tiny(name) / "trace.safetensors").string()), name, where);
}

// A copy of the F32 folder to break in one place.
fs::path copy_of_folder(const std::string& tag) {
    const auto dir = fs::temp_directory_path() / ("al_hf_" + tag);
    fs::remove_all(dir);
    fs::copy(tiny("folder_f32"), dir);
    fs::remove(dir / "trace.safetensors");
    return dir;
}

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::string open_error(const fs::path& path) {
    try {
        (void)open_model(path.string());
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST(HuggingFaceGpt2, AFolderInGpt2ModelsLayoutMatchesThePyTorchForwardInEveryIntermediate) {
    std::string where;
    EXPECT_LE(worst_difference("folder_f32", tiny("folder_f32").string(), &where), 1e-5) << where;
}

TEST(HuggingFaceGpt2, HalfPrecisionFilesWithThePrefixAndAStoredHeadMatchTheSameRoundedWeights) {
    std::string where;
    EXPECT_LE(worst_difference("lm_head_f16", (tiny("lm_head_f16") / "model.safetensors").string(), &where), 1e-5) << where;
    EXPECT_LE(worst_difference("untied_bf16", (tiny("untied_bf16") / "model.safetensors").string(), &where), 1e-5) << where;
}

TEST(HuggingFaceGpt2, TheConfigBecomesAPreNormDecoderWithGpt2sFields) {
    const auto c = open_model(tiny("lm_head_f16").string()).config();
    EXPECT_EQ(c.arch, Arch::decoder);
    EXPECT_EQ(c.norm_position, NormPosition::pre);
    EXPECT_EQ(c.activation, Activation::gelu_tanh);  // gelu_new
    EXPECT_EQ(c.d_ff, 40);                            // n_inner
    EXPECT_EQ(c.block_size, 24);                      // n_positions
    EXPECT_DOUBLE_EQ(c.ln_eps, 1e-6);                 // layer_norm_epsilon
    EXPECT_TRUE(c.tie_embeddings);
    const auto defaults = config_from_hugging_face(R"({"model_type": "gpt2", "n_inner": null})");
    EXPECT_EQ(defaults.n_embd, 768);
    EXPECT_EQ(defaults.d_ff, 4 * 768);
    EXPECT_EQ(defaults.vocab_size, 50257);
    EXPECT_FALSE(open_model(tiny("untied_bf16").string()).config().tie_embeddings);
}

TEST(HuggingFaceGpt2, AnImpossibleConfigNamesTheFieldAsConfigJsonDoes) {
    const auto error = [](const std::string& json) {
        try {
            (void)config_from_hugging_face(json);
        } catch (const Error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(error(R"({"model_type": "gpt2", "n_positions": 100000})"), "config.json: n_positions (100000) must be at most 65536");
    EXPECT_EQ(error(R"({"model_type": "gpt2", "layer_norm_epsilon": 0})"), "config.json: layer_norm_epsilon (0) must be positive");
    EXPECT_EQ(error(R"({"model_type": "gpt2", "n_inner": 300000})"), "config.json: n_inner (300000) must be at most 262144");
}

TEST(HuggingFaceGpt2, AFolderWithTheTokenizerFilesEncodesTextWithIt) {
    const auto model = open_model(tiny("folder_f32").string());
    ASSERT_TRUE(model.tokenizer());
    EXPECT_EQ(model.tokenizer()->kind(), TokenizerKind::hugging_face);
    // merges: "Ġ t", "h e", "Ġt he", "Ġ a", "i t": "the" has no "t he" merge; " tea" stops at "Ġt"
    const auto e = model.tokenizer()->encode("the tea");
    EXPECT_EQ(e.pieces, (std::vector<std::string>{"t", "he", "␣t", "e", "a"}));
    EXPECT_EQ(model.tokenizer()->encode(" the it").pieces, (std::vector<std::string>{"␣the", "␣", "it"}));
    EXPECT_FALSE(open_model(tiny("lm_head_f16").string()).tokenizer());  // no vocab.json there
}

// Generating stops at config.json's eos_token_id (<|endoftext|>, the tiny vocabulary's last id): one
// id, a list (Llama 3's instruct models), or none where it is absent, null or no id of the vocabulary.
TEST(HuggingFaceGpt2, TheConfigsEndOfTextIsWhereGeneratingStops) {
    const auto model = open_model(tiny("folder_f32").string());
    EXPECT_EQ(model.end_ids(), std::vector<int>{261});
    EXPECT_EQ(model.tokenizer()->label(261), "<|endoftext|>");
    const auto dir = copy_of_folder("eos");
    const std::string config = read_file((dir / "config.json").string(), Message(AL_TEXT("the config")));
    const auto with_eos = [&](const std::string& value) {
        std::string text = config;
        const auto at = text.find("\"eos_token_id\": 261");
        EXPECT_NE(at, std::string::npos);
        text.replace(at, std::string("\"eos_token_id\": 261").size(), "\"eos_token_id\": " + value);
        write(dir / "config.json", text);
        return open_model(dir.string()).end_ids();
    };
    EXPECT_EQ(with_eos("[7, 261]"), (std::vector<int>{7, 261}));
    EXPECT_EQ(with_eos("null"), std::vector<int>{});
    EXPECT_EQ(with_eos("\"<|endoftext|>\""), std::vector<int>{});
    EXPECT_EQ(with_eos("[-1, 262, 5]"), std::vector<int>{5});  // 262 is beyond the tokenizer's 262 ids
    fs::remove_all(dir);
}

TEST(HuggingFaceGpt2, AFolderMissingAFileIsNamed) {
    auto dir = copy_of_folder("no_weights");
    fs::remove(dir / "model.safetensors");
    EXPECT_NE(open_error(dir).find("has no model.safetensors"), std::string::npos) << open_error(dir);
    dir = copy_of_folder("no_config");
    fs::remove(dir / "config.json");
    EXPECT_NE(open_error(dir).find("has no config.json"), std::string::npos) << open_error(dir);
    dir = copy_of_folder("no_merges");
    fs::remove(dir / "merges.txt");
    EXPECT_NE(open_error(dir).find("vocab.json but no merges.txt"), std::string::npos) << open_error(dir);
}

TEST(HuggingFaceGpt2, AnotherArchitectureAMismatchedVocabularyAndABadMergesLineAreNamed) {
    auto dir = copy_of_folder("bert");
    write(dir / "config.json", R"({"model_type": "bert", "vocab_size": 262})");
    EXPECT_NE(open_error(dir).find("config.json: model_type is \"bert\""), std::string::npos) << open_error(dir);
    dir = copy_of_folder("vocab_size");
    auto config = read_file((dir / "config.json").string(), Message::verbatim("config"));
    config.replace(config.find("\"vocab_size\": 262"), 17, "\"vocab_size\": 300");
    write(dir / "config.json", config);
    EXPECT_NE(open_error(dir).find("vocab.json has 262 tokens but"), std::string::npos) << open_error(dir);
    dir = copy_of_folder("merges");
    write(dir / "merges.txt", "#version: 0.2\nĠ t\nh e x\n");
    EXPECT_NE(open_error(dir).find("merges.txt line 3: expected two tokens"), std::string::npos) << open_error(dir);
    dir = copy_of_folder("activation");
    write(dir / "config.json", R"({"model_type": "gpt2", "activation_function": "swish", "vocab_size": 262})");
    EXPECT_NE(open_error(dir).find("\"activation_function\" is \"swish\""), std::string::npos) << open_error(dir);
}

TEST(HuggingFaceGpt2, WeightsThatDoNotFitTheConfigNameTheTensor) {
    auto dir = copy_of_folder("layers");
    auto config = read_file((dir / "config.json").string(), Message::verbatim("config"));
    config.replace(config.find("\"n_layer\": 2"), 12, "\"n_layer\": 3");
    write(dir / "config.json", config);
    EXPECT_NE(open_error(dir).find("missing tensor 'transformer.h.2.ln_1.weight'"), std::string::npos) << open_error(dir);
}
