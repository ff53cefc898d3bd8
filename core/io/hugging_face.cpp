#include "core/io/hugging_face.h"

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "core/io/family.h"
#include "core/text/hugging_face_tokenizer.h"

namespace al {

HubConfig read_hub_config(std::string_view text, const std::string& source) {
    require_shallow_json(text, Message::verbatim(source));
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        throw Error(Message(AL_TEXT("%1 is not valid JSON: %2"), source, e.what()));
    }
    if (!j.is_object()) throw Error(Message(AL_TEXT("%1 must be a JSON object (a Hugging Face config.json)"), source));
    if (j.contains("model_type") && !j["model_type"].is_string())
        throw Error(Message(AL_TEXT("%1: model_type must be a name such as \"gpt2\" or \"llama\", not %2"), source, j["model_type"].dump()));
    const auto model_type = j.value("model_type", std::string());
    const Family& family = family_of_model_type(model_type, source);
    HubConfig hub{&family, family.read_config(ConfigKeys(j, source)), {}};
    // where generating stops; not a number the forward pass reads, so a value that is no id is left out
    const auto eos = j.find("eos_token_id");
    if (eos != j.end())
        for (const auto& id : eos->is_array() ? *eos : nlohmann::json::array({*eos}))
            if (id.is_number_integer() && id.get<int64_t>() >= 0 && id.get<int64_t>() < hub.config.vocab_size) hub.end_ids.push_back(id.get<int>());
    try {
        hub.config.validate(family.config_keys);  // names n_positions, layer_norm_epsilon, … as config.json does
    } catch (const Error& e) {
        throw Error(Message(AL_TEXT("%1: %2"), source, e.what()));
    }
    return hub;
}

ModelConfig config_from_hugging_face(std::string_view text, const std::string& source) {
    return read_hub_config(text, source).config;
}

Tokenizer read_gpt2_tokenizer(const std::string& vocab_path, const std::string& merges_path) {
    return Tokenizer::from_hugging_face(HuggingFaceTokenizer::from_gpt2_files(read_file(vocab_path, Message(AL_TEXT("the vocabulary")), kTokenizerFileLimit),
                                                                              read_file(merges_path, Message(AL_TEXT("the merges file")), kTokenizerFileLimit),
                                                                              vocab_path, merges_path));
}

Tokenizer read_tokenizer_json(const std::string& path) {
    return Tokenizer::from_hugging_face(HuggingFaceTokenizer::from_tokenizer_json(read_file(path, Message(AL_TEXT("the tokenizer")), kTokenizerFileLimit), path));
}

}  // namespace al
