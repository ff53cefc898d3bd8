#include "core/io/model_io.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <limits>

#include "core/base/error.h"
#include "core/io/model_input.h"
#include "core/train/task.h"

using namespace al;

namespace {

ModelConfig small_config() {
    ModelConfig c;
    c.vocab_size = 11;
    c.block_size = 8;
    c.n_embd = 8;
    c.n_head = 2;
    c.d_ff = 16;
    return c;
}

std::string load_error(const std::string& bytes, std::optional<ModelConfig> config = std::nullopt) {
    try {
        load_model(SafetensorsFile::parse(bytes, "m.safetensors"), config);
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

// Rewrites one tensor of a saved model through the writer, keeping the rest.
std::string edit(const Model<float>& model, const std::string& name, const std::function<void(std::vector<int64_t>&, std::vector<float>&)>& f,
                 bool keep_metadata = true) {
    const auto file = SafetensorsFile::parse(serialize_model(model));
    SafetensorsWriter w;
    for (const auto& t : file.tensors()) {
        auto shape = t.shape;
        auto data = file.floats(t);
        if (t.name == name) f(shape, data);
        if (!shape.empty()) w.add(t.name, shape, data);
    }
    if (keep_metadata)
        for (const auto& [k, v] : file.metadata()) w.set_metadata(k, v);
    return w.serialize();
}

}  // namespace

TEST(ModelFile, UsesNanoGptNamesAndLayouts) {
    const auto model = Model<float>::random(small_config(), 1);
    const auto file = SafetensorsFile::parse(serialize_model(model));
    EXPECT_EQ(file.find("transformer.wte.weight")->shape, (std::vector<int64_t>{11, 8}));
    EXPECT_EQ(file.find("transformer.wpe.weight")->shape, (std::vector<int64_t>{8, 8}));
    EXPECT_EQ(file.find("transformer.h.1.attn.c_attn.weight")->shape, (std::vector<int64_t>{24, 8}));
    EXPECT_EQ(file.find("transformer.h.0.mlp.c_fc.weight")->shape, (std::vector<int64_t>{16, 8}));
    EXPECT_EQ(file.find("transformer.h.0.mlp.c_proj.weight")->shape, (std::vector<int64_t>{8, 16}));
    EXPECT_NE(file.find("transformer.ln_f.bias"), nullptr);
    EXPECT_EQ(file.find("lm_head.weight"), nullptr) << "tied to wte";
    EXPECT_EQ(ModelConfig::from_json(file.metadata().at("config")), small_config());
}

TEST(ModelFile, SaveThenLoadGivesIdenticalWeightsAndTokenizer) {
    LoadedModel model(Model<float>::random(small_config(), 7), Tokenizer::build(TokenizerKind::character, "abcdefg"));
    const auto loaded = load_model(SafetensorsFile::parse(serialize_model(model)));
    EXPECT_EQ(loaded.config(), model.config());
    EXPECT_TRUE(loaded.params().transformer.h[1].mlp.c_fc.weight.isApprox(model.params().transformer.h[1].mlp.c_fc.weight, 0));
    ASSERT_TRUE(loaded.tokenizer().has_value());
    EXPECT_EQ(loaded.tokenizer()->size(), 11);
}

TEST(ModelFile, RemembersTheTaskItWasTrainedOnSoAViewerCanLayOutItsInput) {
    LoadedModel model(Model<float>::random(small_config(), 3));
    const auto dir = std::filesystem::temp_directory_path();
    save_model(model, (dir / "al_no_task.safetensors").string());
    model.set_task("coref");
    save_model(model, (dir / "al_task.safetensors").string());
    EXPECT_EQ(trained_task(SafetensorsFile::read((dir / "al_task.safetensors").string())), "coref");
    EXPECT_EQ(load_model((dir / "al_task.safetensors").string()).task(), "coref");
    EXPECT_EQ(trained_task(SafetensorsFile::read((dir / "al_no_task.safetensors").string())), "");
    EXPECT_EQ(load_model((dir / "al_no_task.safetensors").string()).task(), "");
    EXPECT_TRUE(starts_with_bos("coref", Arch::decoder));
    EXPECT_FALSE(starts_with_bos("reverse", Arch::encoder_decoder));  // the source has no <bos>
    EXPECT_FALSE(starts_with_bos("text", Arch::decoder));
    EXPECT_FALSE(starts_with_bos("", Arch::decoder));
}

TEST(ModelFile, TheTokenizerSaysWhetherTextStartsWithBosAndAnOlderFileIsReadByItsTask) {
    Tokenizer with_bos = Tokenizer::build(TokenizerKind::character, "abcdefg");
    with_bos.set_prepends_bos(true);
    const LoadedModel saved(Model<float>::random(small_config(), 3), with_bos);  // no task: the flag alone
    const auto loaded = load_model(SafetensorsFile::parse(serialize_model(saved)));
    EXPECT_TRUE(loaded.tokenizer()->prepends_bos());
    EXPECT_EQ(model_text(loaded, "abc").pieces, (std::vector<std::string>{"<bos>", "a", "b", "c"}));

    // written before the tokenizer said it: a decoder of a toy task reads <bos> first, a text model not
    auto writer = model_writer(static_cast<const Model<float>&>(saved));
    writer.set_metadata("tokenizer", R"({"type":"char","pieces":["a","b","c","d","e","f","g"]})");
    writer.set_metadata("task", "reverse");
    EXPECT_TRUE(load_model(SafetensorsFile::parse(writer.serialize())).tokenizer()->prepends_bos());
    writer.set_metadata("task", "text");
    EXPECT_FALSE(load_model(SafetensorsFile::parse(writer.serialize())).tokenizer()->prepends_bos());
}

TEST(ModelInput, AModelWithoutATokenizerReadsTheTextAsTokenIds) {
    const LoadedModel model(Model<float>::random(small_config(), 3));
    ASSERT_FALSE(model.tokenizer().has_value());
    const auto in = model_input(model, "4 5, 6");
    EXPECT_EQ(in.batch.ids, (std::vector<int>{4, 5, 6}));
    EXPECT_EQ(in.text.pieces, (std::vector<std::string>{"4", "5", "6"}));
    try {
        model_text(model, "the cat");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), "this model has no tokenizer, so its input is token ids: token ids are "
                                         "integers separated by commas or spaces, like 3,1,4; got \"the\"");
    }
}

TEST(ModelFile, WithoutMetadataNeedsAConfig) {
    const auto model = Model<float>::random(small_config(), 2);
    const auto bare = edit(model, "", [](auto&, auto&) {}, false);
    EXPECT_NE(load_error(bare).find("pass --config"), std::string::npos);
    EXPECT_EQ(load_error(bare, small_config()), "");
}

TEST(ModelFile, RejectsAMissingTensorNamingIt) {
    const auto model = Model<float>::random(small_config(), 3);
    const auto bytes = edit(model, "transformer.h.1.ln_2.bias", [](auto& shape, auto&) { shape.clear(); });
    EXPECT_NE(load_error(bytes).find("missing tensor 'transformer.h.1.ln_2.bias'"), std::string::npos);
}

TEST(ModelFile, RejectsAWrongShapeNamingBoth) {
    const auto model = Model<float>::random(small_config(), 3);
    const auto bytes = edit(model, "transformer.h.0.attn.c_proj.weight", [](auto& shape, auto& data) {
        shape = {4, 16};
        (void)data;
    });
    const auto err = load_error(bytes);
    EXPECT_NE(err.find("has shape (4, 16) but the config needs (8, 8)"), std::string::npos) << err;
}

TEST(ModelFile, RejectsNonFiniteValues) {
    const auto model = Model<float>::random(small_config(), 3);
    const auto bytes = edit(model, "transformer.h.0.mlp.c_fc.bias",
                            [](auto&, auto& data) { data[5] = std::numeric_limits<float>::quiet_NaN(); });
    EXPECT_NE(load_error(bytes).find("non-finite value (nan) at index 5"), std::string::npos);
}

TEST(ModelFile, RejectsUnexpectedTensorsAndAcceptsPyTorchBuffers) {
    auto c = small_config();
    const auto model = Model<float>::random(c, 3);
    c.n_layer = 1;
    EXPECT_NE(load_error(serialize_model(model), c).find("unexpected tensor 'transformer.h.1."), std::string::npos);

    const auto file = SafetensorsFile::parse(serialize_model(model));
    SafetensorsWriter w;
    for (const auto& t : file.tensors()) w.add(t.name, t.shape, file.floats(t));
    w.add("transformer.h.0.attn.bias", {1, 1, 8, 8}, std::vector<float>(64, 1.0f));  // nanoGPT's causal buffer
    w.add("lm_head.weight", {11, 8}, model.params().wte.data());                       // tied copy kept by torch
    EXPECT_EQ(load_error(w.serialize(), small_config()), "");
}

TEST(ModelFile, RejectsATiedHeadOfAnotherShapeThanTheEmbeddingWithoutReadingPastIt) {
    const auto model = Model<float>::random(small_config(), 3);  // tied: wte (11, 8)
    const auto file = SafetensorsFile::parse(serialize_model(model));
    for (const std::vector<int64_t>& shape : {std::vector<int64_t>{12, 8}, {11, 9}, {88}}) {
        SafetensorsWriter w;
        for (const auto& t : file.tensors()) w.add(t.name, t.shape, file.floats(t));
        std::vector<float> head(model.params().wte.data(), model.params().wte.data() + 88);
        head.resize(static_cast<size_t>(shape[0] * (shape.size() > 1 ? shape[1] : 1)), 0.0f);  // same prefix, longer
        w.add("lm_head.weight", shape, head);
        EXPECT_NE(load_error(w.serialize(), small_config()).find("lm_head.weight has shape"), std::string::npos);
    }
}

TEST(ModelFile, RejectsADtypeOtherThanF32) {
    const auto model = Model<float>::random(small_config(), 3);
    auto bytes = serialize_model(model);
    const auto pos = bytes.find("\"F32\"");
    bytes.replace(pos, 5, "\"I32\"");
    EXPECT_NE(load_error(bytes).find("has dtype I32"), std::string::npos);
}

TEST(ModelFile, ParameterCountFormulaMatchesTheTensorsAllocated) {
    for (auto arch : {Arch::decoder, Arch::encoder, Arch::encoder_decoder})
        for (auto norm : {NormKind::layernorm, NormKind::rmsnorm, NormKind::batchnorm})
            for (bool flag : {true, false}) {
                auto c = small_config();
                c.arch = arch, c.norm = norm, c.bias = flag, c.tie_embeddings = !flag;
                c.positional = flag ? Positional::learned : Positional::sinusoidal;
                auto params = allocate_parameters<float>(c);
                int64_t all = 0, trainable = 0;
                for (const auto& p : named_parameters(params)) {
                    all += p.size();
                    if (p.trainable()) trainable += p.size();
                }
                EXPECT_EQ(count_tensor_elements(c), all);
                EXPECT_EQ(count_parameters(c), trainable);
            }
}

TEST(ModelFile, RejectsAConfigFarLargerThanTheFileBeforeAllocating) {
    const auto model = Model<float>::random(small_config(), 3);
    ModelConfig huge = small_config();
    huge.vocab_size = 1 << 20, huge.n_embd = 4096, huge.n_head = 4;
    EXPECT_NE(load_error(serialize_model(model), huge).find("does not describe this file"), std::string::npos);
}

TEST(ConfigFromShapes, ReadsTheSizesAFileWithoutAConfigShows) {
    ModelConfig c;
    c.vocab_size = 30, c.block_size = 12, c.n_layer = 3, c.n_head = 2, c.n_embd = 128, c.d_ff = 200, c.bias = false;
    c.tie_embeddings = false;
    auto bytes = serialize_model(Model<float>::random(c, 1));
    const auto guess = config_from_shapes(SafetensorsFile::parse(bytes));
    EXPECT_EQ(guess.vocab_size, 30);
    EXPECT_EQ(guess.block_size, 12);
    EXPECT_EQ(guess.n_layer, 3);
    EXPECT_EQ(guess.n_embd, 128);
    EXPECT_EQ(guess.n_head, 2);  // 128 / 64: a guess, right here
    EXPECT_EQ(guess.d_ff, 200);
    EXPECT_FALSE(guess.bias);
    EXPECT_FALSE(guess.tie_embeddings);
}
