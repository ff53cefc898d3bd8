#include "core/model/config.h"

#include <array>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/read_file.h"

namespace al {
namespace {

using Json = nlohmann::json;

template <class E>
struct EnumNames;
template <>
struct EnumNames<Arch> {
    static constexpr std::array<std::pair<Arch, const char*>, 3> values{
        {{Arch::decoder, "decoder"}, {Arch::encoder, "encoder"}, {Arch::encoder_decoder, "encoder_decoder"}}};
};
template <>
struct EnumNames<NormKind> {
    static constexpr std::array<std::pair<NormKind, const char*>, 3> values{
        {{NormKind::layernorm, "layernorm"}, {NormKind::rmsnorm, "rmsnorm"}, {NormKind::batchnorm, "batchnorm"}}};
};
template <>
struct EnumNames<NormPosition> {
    static constexpr std::array<std::pair<NormPosition, const char*>, 2> values{
        {{NormPosition::pre, "pre"}, {NormPosition::post, "post"}}};
};
template <>
struct EnumNames<Activation> {
    static constexpr std::array<std::pair<Activation, const char*>, 3> values{
        {{Activation::gelu, "gelu"}, {Activation::gelu_tanh, "gelu_tanh"}, {Activation::relu, "relu"}}};
};
template <>
struct EnumNames<Positional> {
    static constexpr std::array<std::pair<Positional, const char*>, 3> values{
        {{Positional::learned, "learned"}, {Positional::sinusoidal, "sinusoidal"}, {Positional::none, "none"}}};
};

template <class E>
std::string enum_name(E e) {
    for (const auto& [value, name] : EnumNames<E>::values)
        if (value == e) return name;
    return "?";
}

template <class E>
E parse_enum(const Json& j, const char* field) {
    if (!j.is_string()) throw Error(Message(AL_TEXT("config field '%1' must be a string"), field));
    return enum_from_name<E>(j.get<std::string>(), field);
}

int parse_int(const Json& j, const char* field) {
    if (!j.is_number_integer())
        throw Error(Message(AL_TEXT("config field '%1' must be an integer, got %2"), field, j.dump()));
    const auto v = j.get<long long>();
    if (v < -1'000'000'000LL || v > 1'000'000'000LL)
        throw Error(Message(AL_TEXT("config field '%1' (%2) is out of range"), field, j.dump()));
    return static_cast<int>(v);
}

double parse_number(const Json& j, const char* field) {
    if (!j.is_number()) throw Error(Message(AL_TEXT("config field '%1' must be a number, got %2"), field, j.dump()));
    return j.get<double>();
}

bool parse_bool(const Json& j, const char* field) {
    if (!j.is_boolean()) throw Error(Message(AL_TEXT("config field '%1' must be true or false, got %2"), field, j.dump()));
    return j.get<bool>();
}

void require_positive(int value, const char* field) {
    if (value <= 0) throw Error(Message(AL_TEXT("%1 (%2) must be positive"), std::string(field), std::to_string(value)));
}

}  // namespace

template <class E>
const std::vector<std::string>& enum_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> v;
        for (const auto& [value, name] : EnumNames<E>::values) v.push_back(name);
        return v;
    }();
    return names;
}

template <class E>
E enum_from_name(std::string_view text, const char* field) {
    std::string known;
    for (const auto& [value, name] : EnumNames<E>::values) {
        if (text == name) return value;
        known += known.empty() ? name : std::string(", ") + name;
    }
    throw Error(Message(AL_TEXT("config field '%1' has unknown value \"%2\" (expected one of: %3)"), field, std::string(text), known));
}

#define AL_ENUM(E)                                          \
    template const std::vector<std::string>& enum_names<E>(); \
    template E enum_from_name<E>(std::string_view, const char*);
AL_ENUM(Arch)
AL_ENUM(NormKind)
AL_ENUM(NormPosition)
AL_ENUM(Activation)
AL_ENUM(Positional)
#undef AL_ENUM

std::string to_string(Arch v) { return enum_name(v); }
std::string to_string(NormKind v) { return enum_name(v); }
std::string to_string(NormPosition v) { return enum_name(v); }
std::string to_string(Activation v) { return enum_name(v); }
std::string to_string(Positional v) { return enum_name(v); }

void ModelConfig::validate() const {
    require_positive(vocab_size, "vocab_size");
    require_positive(block_size, "block_size");
    require_positive(n_layer, "n_layer");
    require_positive(n_head, "n_head");
    require_positive(n_embd, "n_embd");
    require_positive(d_ff, "d_ff");
    if (n_embd % n_head != 0)
        throw Error(Message(AL_TEXT("n_embd (%1) must be divisible by n_head (%2)"), std::to_string(n_embd), std::to_string(n_head)));
    constexpr int kMaxSize = 1 << 20;
    if (vocab_size > kMaxSize || block_size > 65536 || n_embd > 65536 || d_ff > 262144 || n_layer > 256)
        throw Error(Message(AL_TEXT("config sizes are too large for this program (vocab_size ≤ 1048576, block_size ≤ 65536, n_embd ≤ 65536, d_ff ≤ 262144, n_layer ≤ 256)")));
    if (!(ln_eps > 0.0) || ln_eps > 1.0) throw Error(Message(AL_TEXT("ln_eps (%1) must be in (0, 1]"), std::to_string(ln_eps)));
    if (!(dropout >= 0.0 && dropout < 1.0)) throw Error(Message(AL_TEXT("dropout (%1) must be in [0, 1)"), std::to_string(dropout)));
}

std::string ModelConfig::to_json() const {
    Json j = {{"arch", to_string(arch)},
              {"vocab_size", vocab_size},
              {"block_size", block_size},
              {"n_layer", n_layer},
              {"n_head", n_head},
              {"n_embd", n_embd},
              {"d_ff", d_ff},
              {"norm", to_string(norm)},
              {"norm_position", to_string(norm_position)},
              {"activation", to_string(activation)},
              {"positional", to_string(positional)},
              {"bias", bias},
              {"causal", causal},
              {"tie_embeddings", tie_embeddings},
              {"ln_eps", ln_eps},
              {"dropout", dropout}};
    return j.dump(2);
}

ModelConfig ModelConfig::from_json(std::string_view text) {
    require_shallow_json(text, Message(AL_TEXT("the config")));
    Json j;
    std::string key;  // the last field name read, to name the field of a number out of range
    const Json::parser_callback_t track = [&](int, Json::parse_event_t event, Json& parsed) {
        if (event == Json::parse_event_t::key) key = parsed.get<std::string>();
        return true;
    };
    try {
        j = Json::parse(text, track);
    } catch (const Json::out_of_range&) {
        throw Error(Message(AL_TEXT("config field '%1' holds a number too large for a double"), key));
    } catch (const Json::exception& e) {
        throw Error(Message(AL_TEXT("config is not valid JSON: %1"), e.what()));
    }
    if (!j.is_object()) throw Error(Message(AL_TEXT("config must be a JSON object like {\"n_layer\": 2}")));

    ModelConfig c;
    bool causal_given = false;
    for (const auto& [key, value] : j.items()) {
        const char* k = key.c_str();
        if (key == "arch") c.arch = parse_enum<Arch>(value, k);
        else if (key == "vocab_size") c.vocab_size = parse_int(value, k);
        else if (key == "block_size") c.block_size = parse_int(value, k);
        else if (key == "n_layer") c.n_layer = parse_int(value, k);
        else if (key == "n_head") c.n_head = parse_int(value, k);
        else if (key == "n_embd") c.n_embd = parse_int(value, k);
        else if (key == "d_ff") c.d_ff = parse_int(value, k);
        else if (key == "norm") c.norm = parse_enum<NormKind>(value, k);
        else if (key == "norm_position") c.norm_position = parse_enum<NormPosition>(value, k);
        else if (key == "activation") c.activation = parse_enum<Activation>(value, k);
        else if (key == "positional") c.positional = parse_enum<Positional>(value, k);
        else if (key == "bias") c.bias = parse_bool(value, k);
        else if (key == "causal") c.causal = parse_bool(value, k), causal_given = true;
        else if (key == "tie_embeddings") c.tie_embeddings = parse_bool(value, k);
        else if (key == "ln_eps") c.ln_eps = parse_number(value, k);
        else if (key == "dropout") c.dropout = parse_number(value, k);
        else
            throw Error(Message(AL_TEXT("unknown config field '%1' (known: arch, vocab_size, block_size, n_layer, n_head, n_embd, d_ff, norm, norm_position, activation, positional, bias, causal, tie_embeddings, ln_eps, dropout)"), key));
    }
    if (!causal_given) c.causal = c.arch != Arch::encoder;
    c.validate();
    return c;
}

ModelConfig ModelConfig::from_file(const std::string& path) {
    const std::string text = read_file(path, Message(AL_TEXT("the config file")));
    try {
        return from_json(text);
    } catch (const Error& e) {
        throw Error(Message(AL_TEXT("%1: %2"), path, e.what()));
    }
}

}  // namespace al
