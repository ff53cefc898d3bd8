// The families: where each kind of model file keeps our parameters, and which config.json each reads.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/io/family.h"
#include "core/io/model_io.h"
#include "tests/core/error_of.h"

namespace al {
namespace {

using Names = std::vector<std::string>;

TEST(Family, Gpt2KeepsItsLinearWeightsTransposedAndMayDropTheTransformerPrefix) {
    ModelConfig c;
    const StoredTensor qkv = gpt2_family().stored("transformer.h.1.attn.c_attn.weight", c);
    EXPECT_EQ(qkv.names, (Names{"transformer.h.1.attn.c_attn.weight", "h.1.attn.c_attn.weight"}));
    EXPECT_TRUE(qkv.transposed);
    EXPECT_TRUE(gpt2_family().stored("transformer.h.0.mlp.c_proj.weight", c).transposed);
    EXPECT_FALSE(gpt2_family().stored("transformer.h.0.mlp.c_proj.bias", c).transposed);
    EXPECT_FALSE(gpt2_family().stored("transformer.h.0.ln_1.weight", c).transposed);
    EXPECT_EQ(gpt2_family().stored("transformer.wte.weight", c).names,
              (Names{"transformer.wte.weight", "wte.weight", "lm_head.weight"}));  // tied: the head may hold it
    c.tie_embeddings = false;
    EXPECT_EQ(gpt2_family().stored("transformer.wte.weight", c).names, (Names{"transformer.wte.weight", "wte.weight"}));
    EXPECT_EQ(gpt2_family().stored("lm_head.weight", c).names, (Names{"lm_head.weight"}));
}

TEST(Family, OurOwnFilesKeepEveryTensorUnderItsOwnName) {
    ModelConfig c;
    EXPECT_EQ(attentionlab_family().stored("transformer.h.0.attn.c_attn.weight", c).names,
              (Names{"transformer.h.0.attn.c_attn.weight"}));
    EXPECT_FALSE(attentionlab_family().stored("transformer.h.0.attn.c_attn.weight", c).transposed);
    EXPECT_EQ(attentionlab_family().stored("transformer.wte.weight", c).names, (Names{"transformer.wte.weight", "lm_head.weight"}));
    EXPECT_EQ(attentionlab_family().read_config, nullptr);
    EXPECT_TRUE(attentionlab_family().ignorable("optimizer.m.transformer.wte.weight"));
    EXPECT_TRUE(gpt2_family().ignorable("h.3.attn.masked_bias"));
    EXPECT_FALSE(gpt2_family().ignorable("h.3.attn.c_attn.bias"));
}

TEST(Family, AModelTypeNoFamilyReadsIsRefusedNamingWhatOpens) {
    EXPECT_EQ(&family_of_model_type("gpt2", "config.json"), &gpt2_family());
    EXPECT_EQ(&family_of_model_type("qwen3", "config.json"), &qwen3_family());
    const std::string opens =
        "GPT-2-family models (model_type \"gpt2\", such as gpt2 and distilgpt2); Llama-family models (model_type \"llama\", "
        "such as Llama 3.2, SmolLM2 and TinyLlama); Qwen2 and Qwen2.5 models (model_type \"qwen2\"); Qwen3 models (model_type "
        "\"qwen3\")";
    EXPECT_EQ(error_of([] { (void)family_of_model_type("gemma3", "m/config.json"); }),
              "m/config.json: model_type is \"gemma3\"; AttentionLab opens " + opens);
    EXPECT_EQ(error_of([] { (void)family_of_model_type("", "config.json"); }), "config.json: model_type is missing; AttentionLab opens " + opens);
    EXPECT_EQ(families().front(), &attentionlab_family());
}

TEST(Family, ConfigKeysNameTheFileAndTheKey) {
    const auto j = nlohmann::json::parse(R"({"n_layer": -2, "tie": "yes", "eps": "small", "act": 3, "n": null})");
    const ConfigKeys keys(j, "config.json");
    EXPECT_EQ(error_of([&] { (void)keys.integer("n_layer", 1); }), "config.json: field \"n_layer\" must be a positive integer, got -2");
    EXPECT_EQ(error_of([&] { (void)keys.flag("tie", true); }), "config.json: field \"tie\" must be true or false, got \"yes\"");
    EXPECT_EQ(error_of([&] { (void)keys.number("eps", 1e-5); }), "config.json: field \"eps\" must be a number, got \"small\"");
    EXPECT_EQ(keys.text("act", "gelu"), "3");
    EXPECT_FALSE(keys.has("n"));
    EXPECT_EQ(keys.integer("absent", 7), 7);
}

// A family whose files keep c_attn as three tensors q, k, v (as Llama's do) and every other tensor
// under our name.
StoredTensor split_qkv(const std::string& name, const ModelConfig&) {
    StoredTensor t;
    if (name != "transformer.h.0.attn.c_attn.weight") {
        t.names = {name};
        return t;
    }
    StoredTensor q, k, v;
    q.names = {"q"}, k.names = {"k"}, v.names = {"v"};
    v.transposed = true;  // v stored (in, out)
    t.row_blocks = {q, k, v};
    return t;
}
const Family split_family{"split", "", "", nullptr, {}, split_qkv, is_pytorch_buffer};

TEST(Family, AParameterTheFileKeepsInBlocksOfRowsIsReadBlockByBlock) {
    ModelConfig c;
    c.n_layer = 1, c.n_head = 1, c.n_embd = 2, c.d_ff = 2, c.vocab_size = 3, c.block_size = 2, c.bias = false;
    const auto model = Model<float>::random(c, 7);
    SafetensorsWriter w;
    for (const auto& ref : named_parameters(model.params()))
        if (ref.name != "transformer.h.0.attn.c_attn.weight") w.add(ref.name, ref.shape, ref.data);
    w.add("q", {2, 2}, std::vector<float>{1, 2, 3, 4});
    w.add("k", {2, 2}, std::vector<float>{5, 6, 7, 8});
    w.add("v", {2, 2}, std::vector<float>{9, 10, 11, 12});  // (in, out): our rows are its columns
    const auto file = SafetensorsFile::parse(w.serialize());
    const auto loaded = load_model(file, c, split_family);
    Matrix<float> expected(6, 2);
    expected << 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 10, 12;
    EXPECT_EQ(loaded.params().transformer.h[0].attn.c_attn.weight, expected);
    EXPECT_EQ(loaded.params().transformer.h[0].mlp.c_fc.weight, model.params().transformer.h[0].mlp.c_fc.weight);

    SafetensorsWriter short_v;  // v with one row: the blocks fill 5 of c_attn's 6 rows
    for (const auto& ref : named_parameters(model.params()))
        if (ref.name != "transformer.h.0.attn.c_attn.weight") short_v.add(ref.name, ref.shape, ref.data);
    short_v.add("q", {2, 2}, std::vector<float>{1, 2, 3, 4});
    short_v.add("k", {2, 2}, std::vector<float>{5, 6, 7, 8});
    short_v.add("v", {2, 1}, std::vector<float>{9, 10});
    EXPECT_EQ(error_of([&] { (void)load_model(SafetensorsFile::parse(short_v.serialize()), c, split_family); }),
              "<memory>: the tensors that make 'transformer.h.0.attn.c_attn.weight' (6, 2) hold 5 of its rows — is the "
              "config right for this file?");
}

}  // namespace
}  // namespace al
