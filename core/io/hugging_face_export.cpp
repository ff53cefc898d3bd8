#include "core/io/hugging_face_export.h"

#include <filesystem>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/write_file.h"
#include "core/io/family.h"
#include "core/io/safetensors.h"
#include "core/text/tokenizer.h"

namespace al {
namespace {

// What the layout needs of the config; the first difference, as a message.
void require_llama_blocks(const ModelConfig& c) {
    const auto refuse = [](const char* needs, const std::string& has) {
        throw Error(Message(AL_TEXT("the Hugging Face Llama layout needs %1; this model has %2 (train it with --preset mini-llama)"),
                            Message(needs), has));
    };
    if (c.arch != Arch::decoder || !c.causal) refuse(AL_TEXT("a causal decoder"), to_string(c.arch) + (c.causal ? "" : ", not causal"));
    if (c.norm != NormKind::rmsnorm) refuse(AL_TEXT("RMSNorm"), to_string(c.norm));
    if (c.norm_position != NormPosition::pre) refuse(AL_TEXT("the norm before each sublayer"), "post-norm");
    if (c.positional != Positional::rotary) refuse(AL_TEXT("rotary positions"), to_string(c.positional) + " positions");
    if (c.d_ff == 0) refuse(AL_TEXT("a feed-forward block in every layer"), "none (attention only)");
    if (!c.gated_ffn || c.activation != Activation::silu)
        refuse(AL_TEXT("a gated SiLU feed-forward (SwiGLU)"), (c.gated_ffn ? "a gated " : "an ungated ") + to_string(c.activation));
    if (c.bias) refuse(AL_TEXT("no biases (but q, k and v's)"), "biases");
    if (c.qk_norm && c.qkv_bias) refuse(AL_TEXT("QK-norm or q, k, v biases, not both"), "both");
}

// Our parameter's rows as the file's tensors: c_attn → q, k, v; c_fc → gate, up.
std::vector<int64_t> block_rows(const std::string& name, const ModelConfig& c) {
    const int64_t D = c.head_size();
    if (name.find(".attn.c_attn.") != std::string::npos) return {c.n_head * D, c.kv_heads() * D, c.kv_heads() * D};
    if (name.find(".mlp.c_fc.") != std::string::npos) return {c.d_ff, c.d_ff};
    return {};
}

std::string config_json(const ModelConfig& c, const std::string& type) {
    nlohmann::ordered_json j;
    j["architectures"] = {type == "llama" ? "LlamaForCausalLM" : type == "qwen2" ? "Qwen2ForCausalLM" : "Qwen3ForCausalLM"};
    j["model_type"] = type;
    j["vocab_size"] = c.vocab_size;
    j["hidden_size"] = c.n_embd;
    j["intermediate_size"] = c.d_ff;
    j["num_hidden_layers"] = c.n_layer;
    j["num_attention_heads"] = c.n_head;
    j["num_key_value_heads"] = c.kv_heads();
    j["head_dim"] = c.head_size();
    j["max_position_embeddings"] = c.block_size;
    j["rms_norm_eps"] = c.ln_eps;
    j["rope_theta"] = c.rope_theta;
    if (c.rope_scaling_factor > 0)
        j["rope_scaling"] = {{"rope_type", "llama3"}, {"factor", c.rope_scaling_factor}, {"low_freq_factor", c.rope_low_freq_factor},
                             {"high_freq_factor", c.rope_high_freq_factor}, {"original_max_position_embeddings", c.rope_original_context}};
    else
        j["rope_scaling"] = nullptr;
    j["hidden_act"] = "silu";
    if (type != "qwen2") j["attention_bias"] = false;
    j["mlp_bias"] = false;
    if (type == "qwen2") j["use_sliding_window"] = false;
    j["tie_word_embeddings"] = c.tie_embeddings;
    j["attention_dropout"] = 0.0;
    j["initializer_range"] = 0.02;
    j["bos_token_id"] = Tokenizer::bos_id;
    j["eos_token_id"] = Tokenizer::eos_id;
    j["pad_token_id"] = Tokenizer::pad_id;
    j["torch_dtype"] = "float32";
    j["use_cache"] = true;
    return j.dump(2) + "\n";
}

}  // namespace

HuggingFaceFiles hugging_face_files(const Model<float>& model) {
    const ModelConfig& c = model.config();
    require_llama_blocks(c);
    HuggingFaceFiles files;
    files.model_type = c.qk_norm ? "qwen3" : c.qkv_bias ? "qwen2" : "llama";
    const Family& family = family_of_model_type(files.model_type, "");
    SafetensorsWriter w;
    for (const auto& ref : named_parameters(model.params())) {
        const StoredTensor where = family.stored(ref.name, c);
        if (where.row_blocks.empty()) {
            w.add(where.names.front(), ref.shape, ref.data);
            continue;
        }
        const std::vector<int64_t> rows = block_rows(ref.name, c);
        const int64_t row_size = ref.size() / ref.shape[0];
        int64_t row = 0;
        for (size_t i = 0; i < where.row_blocks.size(); ++i) {
            auto shape = ref.shape;
            shape[0] = rows[i];
            w.add(where.row_blocks[i].names.front(), shape,
                  std::vector<float>(ref.data + row * row_size, ref.data + (row + rows[i]) * row_size));
            row += rows[i];
        }
    }
    w.set_metadata("format", "pt");  // what transformers asks of a safetensors file
    files.weights = w.serialize();
    files.config_json = config_json(c, files.model_type);
    return files;
}

std::string export_hugging_face(const Model<float>& model, const std::string& folder, bool force) {
    namespace fs = std::filesystem;
    const HuggingFaceFiles files = hugging_face_files(model);  // refused before anything is written
    std::error_code ec;
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec))
        throw Error(Message(AL_TEXT("'%1' exists and is not a folder; name a new folder for the Hugging Face files"), folder));
    if (!force && fs::is_directory(folder, ec) && !fs::is_empty(folder, ec))
        throw Error(Message(AL_TEXT("the folder '%1' is not empty; name a new or empty folder, or add --force to replace its config.json and model.safetensors"),
                            folder));
    fs::create_directories(folder, ec);
    if (ec) throw Error(Message(AL_TEXT("cannot make the folder '%1': %2"), folder, ec.message()));
    write_file_atomically((fs::path(folder) / "model.safetensors").string(), files.weights);
    write_file_atomically((fs::path(folder) / "config.json").string(), files.config_json);
    return files.model_type;
}

}  // namespace al
