#include "core/io/family.h"

#include <nlohmann/json.hpp>

#include "core/base/error.h"

namespace al {

bool ConfigKeys::has(const char* key) const { return j_.contains(key) && !j_[key].is_null(); }

std::string ConfigKeys::field(const char* key) const { return source_ + ": field \"" + key + "\""; }

ConfigKeys ConfigKeys::object(const char* key) const {
    if (!has(key) || !j_[key].is_object()) throw Error(Message(AL_TEXT("%1 must be a JSON object"), field(key)));
    return ConfigKeys(j_[key], field(key));
}

int ConfigKeys::integer(const char* key, int fallback) const {
    if (!j_.contains(key)) return fallback;
    const auto& v = j_[key];
    if (!v.is_number_integer() || v.get<int64_t>() <= 0 || v.get<int64_t>() > (1 << 30))
        throw Error(Message(AL_TEXT("%1 must be a positive integer, got %2"), field(key), printable(v.dump())));
    return v.get<int>();
}

bool ConfigKeys::flag(const char* key, bool fallback) const {
    if (!has(key)) return fallback;
    if (!j_[key].is_boolean()) throw Error(Message(AL_TEXT("%1 must be true or false, got %2"), field(key), printable(j_[key].dump())));
    return j_[key].get<bool>();
}

double ConfigKeys::number(const char* key, double fallback) const {
    if (!j_.contains(key)) return fallback;
    if (!j_[key].is_number()) throw Error(Message(AL_TEXT("%1 must be a number, got %2"), field(key), printable(j_[key].dump())));
    return j_[key].get<double>();
}

std::string ConfigKeys::text(const char* key, const std::string& fallback) const {
    if (!j_.contains(key)) return fallback;
    return j_[key].is_string() ? j_[key].get<std::string>() : printable(j_[key].dump());
}

const std::vector<const Family*>& families() {
    static const std::vector<const Family*> all{&attentionlab_family(), &gpt2_family(), &llama_family(), &qwen2_family(), &qwen3_family()};
    return all;
}

const Family& family_of_model_type(std::string_view model_type, const std::string& source) {
    Message opens;  // every family that reads a config.json, "A; B; C"
    for (const Family* f : families()) {
        if (f->model_type.empty()) continue;
        if (f->model_type == model_type) return *f;
        opens = opens.english ? Message(AL_TEXT("%1; %2"), opens, Message(f->opens)) : Message(f->opens);
    }
    throw Error(model_type.empty()
                    ? Message(AL_TEXT("%1: model_type is missing; AttentionLab opens %2"), source, opens)
                    : Message(AL_TEXT("%1: model_type is \"%2\"; AttentionLab opens %3"), source, printable(std::string(model_type)), opens));
}

bool is_pytorch_buffer(const std::string& name) {
    if (name.rfind("optimizer.", 0) == 0) return true;  // a training checkpoint's AdamW state
    return name.ends_with(".attn.bias") || name.ends_with(".attn.masked_bias") || name.ends_with(".num_batches_tracked");
}

}  // namespace al
