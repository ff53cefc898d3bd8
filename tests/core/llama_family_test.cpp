// Llama-shaped Hugging Face models (model_type llama, qwen2, qwen3): tiny random ones in each Hub
// layout and dtype (tests/reference/make_llama_fixtures.py) agree with an independent PyTorch forward
// written from transformers' modeling_llama, modeling_qwen2 and modeling_qwen3, in every intermediate;
// what AttentionLab does not compute is refused by the field that asks for it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <numbers>
#include <nlohmann/json.hpp>

#include "core/base/write_file.h"
#include "core/base/error.h"
#include "core/explain/pipeline.h"
#include "core/explain/self_check.h"
#include "core/io/hub_cache.h"
#include "core/io/hugging_face.h"
#include "core/io/open_model.h"
#include "core/io/safetensors.h"
#include "core/model/params.h"
#include "core/model/rotary.h"

using namespace al;
namespace fs = std::filesystem;

namespace {

fs::path tiny(const std::string& name) { return fs::path(AL_FIXTURE_DIR) / "llama_tiny" / name; }

double worst_difference(const std::string& name, std::string* where) {
    const auto model = open_model(tiny(name).string());
    return trace_difference<float>(model, SafetensorsFile::read((tiny(name) / "trace.safetensors").string()), name, where);
}

std::string config_error(const std::string& json) {
    try {
        (void)config_from_hugging_face(json, "config.json");
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

// What opening `path` (a folder or a repo id) throws, or "no error".
std::string open_error(const std::string& path) {
    try {
        (void)open_model(path);
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST(LlamaFamily, GroupedQueryAttentionWithRotaryPositionsMatchesTheReferenceInEveryIntermediate) {
    std::string where;
    EXPECT_LE(worst_difference("llama_f32", &where), 1e-5) << where;
}

TEST(LlamaFamily, Qwen2sBiasesAndOneSharedKeyValueHeadMatchTheReferenceOnTheSameBf16Weights) {
    std::string where;
    EXPECT_LE(worst_difference("qwen2_bf16", &where), 1e-5) << where;
}

TEST(LlamaFamily, Qwen3sNormsOverEachHeadAndItsOwnHeadSizeMatchTheReferenceOnTheSameF16Weights) {
    std::string where;
    EXPECT_LE(worst_difference("qwen3_f16", &where), 1e-5) << where;
}

TEST(LlamaFamily, Llama32sRopeScalingMatchesTheReferenceInEveryIntermediate) {
    std::string where;
    EXPECT_LE(worst_difference("llama32_scaled", &where), 1e-5) << where;
    const auto c = open_model(tiny("llama32_scaled").string()).config();
    EXPECT_DOUBLE_EQ(c.rope_scaling_factor, 8.0);
    EXPECT_EQ(c.rope_original_context, 32);
}

TEST(LlamaFamily, Llama3ScalingKeepsFastPairsBlendsTheMiddleAndSlowsTheSlowOnes) {
    // θ 100, D 8: wavelengths 2π/f = 6.3, 19.9, 62.8, 199 against the bounds 32/4 = 8 and 32/1 = 32
    const RotarySpec rope{100.0, 8.0, 1.0, 4.0, 32};
    const auto f = rope.frequencies(8);
    const double f1 = std::pow(100.0, -0.25), s = (32 / (2 * std::numbers::pi / f1) - 1) / 3;
    EXPECT_DOUBLE_EQ(f[0], 1.0);                             // wavelength 6.3 < 8: unchanged
    EXPECT_NEAR(f[1], (1 - s) * f1 / 8 + s * f1, 1e-15);    // 19.9, between: blended by s = 0.20
    EXPECT_NEAR(s, 0.2035, 1e-4);
    EXPECT_DOUBLE_EQ(f[2], 0.1 / 8);                         // 62.8 > 32: eight times slower
    EXPECT_DOUBLE_EQ(f[3], std::pow(100.0, -0.75) / 8);
    EXPECT_EQ(RotarySpec{100.0}.frequencies(8)[2], 0.1);     // no scaling
}

TEST(LlamaFamily, TheConfigBecomesARotaryGatedDecoderWithTheFilesHeadCounts) {
    const auto llama = open_model(tiny("llama_f32").string()).config();
    EXPECT_EQ(llama.positional, Positional::rotary);
    EXPECT_EQ(llama.norm, NormKind::rmsnorm);
    EXPECT_EQ(llama.activation, Activation::silu);
    EXPECT_TRUE(llama.gated_ffn);
    EXPECT_FALSE(llama.bias);
    EXPECT_FALSE(llama.tie_embeddings);
    EXPECT_EQ(llama.kv_heads(), 2);
    EXPECT_EQ(llama.head_size(), 4);
    EXPECT_DOUBLE_EQ(llama.rope_theta, 10000.0);
    const auto qwen2 = open_model(tiny("qwen2_bf16").string()).config();
    EXPECT_TRUE(qwen2.qkv_bias);
    EXPECT_EQ(qwen2.kv_heads(), 1);
    EXPECT_DOUBLE_EQ(qwen2.rope_theta, 1e6);
    const auto qwen3 = open_model(tiny("qwen3_f16").string()).config();
    EXPECT_TRUE(qwen3.qk_norm);
    EXPECT_EQ(qwen3.head_size(), 8);  // head_dim, not hidden_size / num_attention_heads = 4
    EXPECT_DOUBLE_EQ(qwen3.rope_theta, 5e5);  // rope_parameters.rope_theta
    EXPECT_EQ(qwen3.block_size, 32);          // max_position_embeddings
}

TEST(LlamaFamily, WhatAttentionLabDoesNotComputeIsRefusedByTheFieldThatAsksForIt) {
    const std::string llama = R"("model_type": "llama", "hidden_size": 16, "num_attention_heads": 4, "intermediate_size": 8)";
    EXPECT_NE(config_error("{" + llama + R"(, "rope_scaling": {"type": "dynamic", "factor": 2.0}})").find("field \"rope_scaling\": field \"type\" is \"dynamic\""),
              std::string::npos);
    EXPECT_NE(config_error("{" + llama + R"(, "rope_scaling": {"rope_type": "llama3", "factor": 8, "low_freq_factor": 4, "high_freq_factor": 1}})")
                  .find("high_freq_factor greater than low_freq_factor"),
              std::string::npos);
    EXPECT_NE(config_error("{" + llama + R"(, "rope_parameters": {"rope_type": "yarn", "rope_theta": 1e6}})").find("field \"rope_type\""), std::string::npos);
    EXPECT_NE(config_error("{" + llama + R"(, "hidden_act": "gelu"})").find("field \"hidden_act\" is \"gelu\""), std::string::npos);
    EXPECT_NE(config_error("{" + llama + R"(, "mlp_bias": true})").find("field \"mlp_bias\""), std::string::npos);
    EXPECT_NE(config_error("{" + llama + R"(, "num_local_experts": 8})").find("mixtures of experts"), std::string::npos);
    EXPECT_NE(config_error(R"({"model_type": "qwen2", "use_sliding_window": true})").find("field \"use_sliding_window\""), std::string::npos);
    // a head count the key/value heads do not divide, named as config.json names it
    EXPECT_NE(config_error("{" + llama + R"(, "num_key_value_heads": 3})").find("num_attention_heads (4) must be divisible by num_key_value_heads (3)"),
              std::string::npos);
    EXPECT_NE(config_error(R"({"model_type": "mistral"})").find("Qwen3 models"), std::string::npos);  // lists what opens
}

TEST(LlamaFamily, TheWindowsPrefixReuseTurnsTheNewKeysAtTheirOwnPositions) {
    const auto model = open_model(tiny("qwen3_f16").string());
    const std::vector<int> ids = {3, 17, 5, 9, 22, 1, 30};
    auto reused = model.forward(Batch::single({3, 17, 5, 9}));
    ASSERT_TRUE(model.forward_reusing(Batch::single(ids), {}, reused));
    const auto whole = model.forward(Batch::single(ids));
    EXPECT_TRUE(reused.logits.isApprox(whole.logits, 1e-5f));
    EXPECT_TRUE(reused.main.layers[1].attn.k.isApprox(whole.main.layers[1].attn.k, 1e-5f));
}

TEST(LlamaFamily, TheStepThroughShowsEachQueryHeadTheKeyValueHeadItShares) {
    const auto model = open_model(tiny("llama_f32").string());  // 4 query heads, 2 key/value heads of 4 features
    const auto t = model.forward(Batch::single({3, 17, 5, 9}));
    const auto qkv = step_matrices(t, model.config(), "qkv", 1, 3);
    const Matrix<float> k_head_1 = t.main.layers[1].attn.k.middleCols(4, 4);  // head 3 reads key/value head 1
    EXPECT_EQ(step_matrices(t, model.config(), "rotate", 1, 3)[4].values, k_head_1);  // after the turn, as traced
    EXPECT_TRUE(qkv[2].values.row(0).isApprox(k_head_1.row(0), 1e-6f));  // before it; position 0 turns by 0
    EXPECT_FALSE(qkv[2].values.row(1).isApprox(k_head_1.row(1), 1e-3f));
    EXPECT_EQ(qkv[2].name.str(), "K (head 3) = key/value head 1");
    EXPECT_EQ(qkv[1].name.str(), "Q (head 3)");
    const auto steps = pipeline_steps(model.plan());
    EXPECT_EQ(std::count(steps.begin(), steps.end(), "positional"), 0);  // no rows added to the embeddings
}

TEST(LlamaFamily, RemovingPositionsLeavesQueriesAndKeysUnturned) {
    const auto model = open_model(tiny("llama_f32").string());
    ForwardOptions without;
    without.use_positional = false;
    const auto turned = model.forward(Batch::single({3, 3, 3}));
    const auto unturned = model.forward(Batch::single({3, 3, 3}), without);
    // the same token at three positions: the same key everywhere only when nothing turns it
    const auto& k = unturned.main.layers[0].attn.k;
    EXPECT_TRUE(k.row(2).isApprox(k.row(0), 1e-6f));
    EXPECT_FALSE(turned.main.layers[0].attn.k.row(2).isApprox(turned.main.layers[0].attn.k.row(0), 1e-3f));
    EXPECT_EQ(turned.main.layers[0].attn.k.row(0), k.row(0));  // position 0 turns by angle 0
}

TEST(LlamaFamily, AHugeHeadSizeIsRefusedByItsRangeNotOverflowed) {
    EXPECT_NE(config_error(R"({"model_type": "qwen3", "hidden_size": 16, "num_attention_heads": 1073741824, "head_dim": 1073741824})")
                  .find("must be at most"),
              std::string::npos);
}

TEST(LlamaFamily, AShardedCheckpointOpensAsOneFileAndItsIndexIsChecked) {
    const fs::path dir = fs::temp_directory_path() / "al_sharded_llama";
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const char* f : {"config.json", "tokenizer.json"}) fs::copy_file(tiny("llama_f32") / f, dir / f);
    // the tensors dealt alternately into two shards, as transformers' save_pretrained splits a large model
    const auto whole = SafetensorsFile::read((tiny("llama_f32") / "model.safetensors").string());
    const std::string first = "model-00001-of-00002.safetensors", second = "model-00002-of-00002.safetensors";
    SafetensorsWriter shards[2];
    nlohmann::json map = nlohmann::json::object();
    for (size_t i = 0; i < whole.tensors().size(); ++i) {
        const auto& t = whole.tensors()[i];
        shards[i % 2].add(t.name, t.shape, whole.floats(t));
        map[t.name] = i % 2 ? second : first;
    }
    shards[0].write((dir / first).string());
    shards[1].write((dir / second).string());
    const auto write_index = [&](const nlohmann::json& weight_map) {
        write_file_atomically((dir / "model.safetensors.index.json").string(),
                              nlohmann::json{{"metadata", {{"total_size", 56000}}}, {"weight_map", weight_map}}.dump());
    };
    write_index(map);

    const auto sharded = open_model(dir.string()), single = open_model(tiny("llama_f32").string());
    const auto a = named_parameters(sharded.params()), b = named_parameters(single.params());
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i)
        EXPECT_TRUE(std::equal(a[i].data, a[i].data + a[i].size(), b[i].data)) << a[i].name;
    EXPECT_EQ(sharded.tokenizer()->encode("Hi").ids, single.tokenizer()->encode("Hi").ids);

    auto moved = map;
    moved["lm_head.weight"] = moved["lm_head.weight"] == first ? second : first;
    write_index(moved);
    EXPECT_NE(open_error(dir.string()).find("places tensor 'lm_head.weight' in"), std::string::npos) << open_error(dir.string());
    auto outside = map;
    outside["lm_head.weight"] = "../model.safetensors";
    write_index(outside);
    EXPECT_NE(open_error(dir.string()).find("is not a file name beside the index"), std::string::npos) << open_error(dir.string());
    write_index(map);
    fs::remove(dir / second);
    EXPECT_NE(open_error(dir.string()).find("names the shard 'model-00002-of-00002.safetensors', which is not in its folder"), std::string::npos) << open_error(dir.string());
    fs::remove_all(dir);
}

// A cache written by the test in huggingface_hub's layout: blobs named by their hash, the snapshot's
// files relative links into them, refs/main naming the commit.
TEST(HubCache, ARepoIdOpensItsSnapshotFromTheHuggingFaceCacheOffline) {
    const fs::path cache = fs::temp_directory_path() / "al_hub_cache";
    fs::remove_all(cache);
    const std::string commit = "0123456789abcdef0123456789abcdef01234567";
    const fs::path repo = cache / "models--tiny--llama", snapshot = repo / "snapshots" / commit;
    fs::create_directories(repo / "blobs");
    fs::create_directories(snapshot);
    fs::create_directories(repo / "refs");
    int blob = 0;
    for (const char* f : {"config.json", "model.safetensors", "tokenizer.json"}) {
        const std::string etag = "blob" + std::to_string(blob++);
        fs::copy_file(tiny("llama_f32") / f, repo / "blobs" / etag);
        fs::create_symlink(fs::path("../../blobs") / etag, snapshot / f);
    }
    write_file_atomically((repo / "refs" / "main").string(), commit);
    ::setenv("HF_HUB_CACHE", cache.c_str(), 1);

    const auto by_id = open_model("tiny/llama"), by_path = open_model(tiny("llama_f32").string());
    EXPECT_EQ(by_id.config().n_layer, by_path.config().n_layer);
    EXPECT_EQ(by_id.tokenizer()->encode("Hi there").ids, by_path.tokenizer()->encode("Hi there").ids);
    EXPECT_EQ(find_cached_model("tiny/llama@" + commit).folder, snapshot.string());  // a commit needs no ref
    ASSERT_EQ(cached_models().size(), 1u);
    EXPECT_EQ(cached_models()[0].repo_id, "tiny/llama");

    EXPECT_NE(open_error("tiny/absent").find("tiny/absent is not in the Hugging Face cache"), std::string::npos);
    EXPECT_NE(open_error("tiny/llama@v2").find("the revision 'v2' is not in the cache"), std::string::npos);
    EXPECT_NE(open_error("tiny/../llama").find("cannot open"), std::string::npos);  // not an id: a path that is not there
    EXPECT_FALSE(looks_like_repo_id("tiny/../llama"));
    EXPECT_FALSE(looks_like_repo_id("a--b/c"));
    EXPECT_TRUE(looks_like_repo_id("HuggingFaceTB/SmolLM2-135M@main"));
    write_file_atomically((repo / "refs" / "main").string(), "not a commit\n");
    EXPECT_NE(open_error("tiny/llama").find("does not hold a commit hash; the cache is damaged"), std::string::npos);
    write_file_atomically((repo / "refs" / "main").string(), commit + "\n");
    fs::remove(repo / "blobs" / "blob1");  // model.safetensors' bytes gone
    EXPECT_NE(open_error("tiny/llama").find("model.safetensors in the cached snapshot points to a file that is not there"), std::string::npos);
    ::unsetenv("HF_HUB_CACHE");
    fs::remove_all(cache);
}

TEST(HubCache, ASnapshotFolderOrAFileInItNamesItsRepoAndCommit) {
    const std::string commit(40, 'a');
    EXPECT_EQ(hub_snapshot_id("/data/hub/models--Qwen--Qwen3-0.6B/snapshots/" + commit), "Qwen/Qwen3-0.6B@" + commit);
    EXPECT_EQ(hub_snapshot_id("/data/hub/models--gpt2/snapshots/" + commit + "/config.json"), "gpt2@" + commit);
    EXPECT_EQ(hub_snapshot_id("/data/hub/models--gpt2/snapshots/main"), "");  // not a commit
    EXPECT_EQ(hub_snapshot_id("/home/me/models/gpt2"), "");
    EXPECT_EQ(hub_snapshot_id("/data/hub/models--a--..--b/snapshots/" + commit), "");  // not a repo id
}
