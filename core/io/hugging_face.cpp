#include "core/io/hugging_face.h"

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "core/text/byte_pair_encoding.h"

namespace al {

ModelConfig config_from_hugging_face(std::string_view text, const std::string& source) {
    require_shallow_json(text, Message::verbatim(source));
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        throw Error(Message(AL_TEXT("%1 is not valid JSON: %2"), source, e.what()));
    }
    if (!j.is_object()) throw Error(Message(AL_TEXT("%1 must be a JSON object (a Hugging Face config.json)"), source));
    const auto field = [&](const char* name) { return source + ": field \"" + name + "\""; };
    const auto integer = [&](const char* name, int fallback) {
        if (!j.contains(name)) return fallback;
        const auto& v = j[name];
        if (!v.is_number_integer() || v.get<int64_t>() <= 0 || v.get<int64_t>() > (1 << 30))
            throw Error(Message(AL_TEXT("%1 must be a positive integer, got %2"), field(name), printable(v.dump())));
        return v.get<int>();
    };
    const auto flag = [&](const char* name, bool fallback) {
        if (!j.contains(name) || j[name].is_null()) return fallback;
        if (!j[name].is_boolean()) throw Error(Message(AL_TEXT("%1 must be true or false, got %2"), field(name), printable(j[name].dump())));
        return j[name].get<bool>();
    };

    const auto model_type = j.value("model_type", nlohmann::json()).is_string() ? j["model_type"].get<std::string>() : "";
    if (model_type != "gpt2")
        throw Error(model_type.empty()
                        ? Message(AL_TEXT("%1: model_type is missing; AttentionLab opens GPT-2-family models (model_type \"gpt2\", such as gpt2 and distilgpt2)"), source)
                        : Message(AL_TEXT("%1: model_type is \"%2\"; AttentionLab opens GPT-2-family models (model_type \"gpt2\", such as gpt2 and distilgpt2)"), source, printable(model_type)));
    if (flag("add_cross_attention", false))
        throw Error(Message(AL_TEXT("%1 is true; GPT-2 with cross-attention is not supported"), field("add_cross_attention")));
    if (!flag("scale_attn_weights", true))
        throw Error(Message(AL_TEXT("%1 is false; AttentionLab's attention always divides by √d_k"), field("scale_attn_weights")));
    if (flag("scale_attn_by_inverse_layer_idx", false))
        throw Error(Message(AL_TEXT("%1 is true; per-layer attention scaling is not supported"), field("scale_attn_by_inverse_layer_idx")));

    ModelConfig c;
    c.arch = Arch::decoder;
    c.vocab_size = integer("vocab_size", 50257);
    c.block_size = integer("n_positions", 1024);
    c.n_layer = integer("n_layer", 12);
    c.n_head = integer("n_head", 12);
    c.n_embd = integer("n_embd", 768);
    c.d_ff = j.contains("n_inner") && !j["n_inner"].is_null() ? integer("n_inner", 0) : 4 * c.n_embd;
    c.norm = NormKind::layernorm;
    c.norm_position = NormPosition::pre;
    c.positional = Positional::learned;
    c.bias = true;
    c.causal = true;
    c.tie_embeddings = flag("tie_word_embeddings", true);
    c.dropout = 0.0;
    const auto act = j.contains("activation_function") ? j["activation_function"] : nlohmann::json("gelu_new");
    const std::string activation = act.is_string() ? act.get<std::string>() : printable(act.dump());
    if (activation == "gelu_new" || activation == "gelu_pytorch_tanh") c.activation = Activation::gelu_tanh;
    else if (activation == "gelu") c.activation = Activation::gelu;
    else if (activation == "relu") c.activation = Activation::relu;
    else throw Error(Message(AL_TEXT("%1 is \"%2\"; supported: gelu_new, gelu_pytorch_tanh, gelu, relu"), field("activation_function"), printable(activation)));
    if (j.contains("layer_norm_epsilon")) {
        if (!j["layer_norm_epsilon"].is_number())
            throw Error(Message(AL_TEXT("%1 must be a number, got %2"), field("layer_norm_epsilon"), printable(j["layer_norm_epsilon"].dump())));
        c.ln_eps = j["layer_norm_epsilon"].get<double>();
    }
    try {
        c.validate(ModelConfig::Keys::hugging_face);  // names n_positions, layer_norm_epsilon, … as config.json does
    } catch (const Error& e) {
        throw Error(Message(AL_TEXT("%1: %2"), source, e.what()));
    }
    return c;
}

Tokenizer read_gpt2_tokenizer(const std::string& vocab_path, const std::string& merges_path) {
    return Tokenizer::from_bpe(BytePairEncoding::parse(read_file(vocab_path, Message(AL_TEXT("the vocabulary"))),
                                                       read_file(merges_path, Message(AL_TEXT("the merges file"))), vocab_path, merges_path));
}

}  // namespace al
