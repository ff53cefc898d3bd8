#include "core/model/config.h"

#include <array>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/range.h"
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
    static constexpr std::array<std::pair<Activation, const char*>, 4> values{
        {{Activation::gelu, "gelu"}, {Activation::gelu_tanh, "gelu_tanh"}, {Activation::relu, "relu"}, {Activation::silu, "silu"}}};
};
template <>
struct EnumNames<Positional> {
    static constexpr std::array<std::pair<Positional, const char*>, 4> values{
        {{Positional::learned, "learned"}, {Positional::sinusoidal, "sinusoidal"}, {Positional::none, "none"}, {Positional::rotary, "rotary"}}};
};

template <class E>
std::string enum_name(E e) {
    for (const auto& [value, name] : EnumNames<E>::values)
        if (value == e) return name;
    return "?";
}

Range range_of(const ModelField& f) { return {f.min, f.max, f.min_open, f.max_open, f.is_integer()}; }

// A JSON value of field f, checked for its type (not yet its range) and stored in c.
void read_value(const ModelField& f, const Json& j, ModelConfig& c) {
    if (f.is_integer()) {
        if (!j.is_number_integer())
            throw Error(Message(AL_TEXT("config field '%1' must be an integer, got %2"), f.name, printable(j.dump())));
        const auto v = j.get<long long>();
        if (v < -1'000'000'000LL || v > 1'000'000'000LL)
            throw Error(Message(AL_TEXT("config field '%1' (%2) is out of range"), f.name, j.dump()));
        f.set_number(c, static_cast<double>(v));
    } else if (f.is_number()) {
        if (!j.is_number()) throw Error(Message(AL_TEXT("config field '%1' must be a number, got %2"), f.name, printable(j.dump())));
        f.set_number(c, j.get<double>());
    } else if (f.is_flag()) {
        if (!j.is_boolean()) throw Error(Message(AL_TEXT("config field '%1' must be true or false, got %2"), f.name, printable(j.dump())));
        f.set_number(c, j.get<bool>() ? 1 : 0);
    } else {
        if (!j.is_string()) throw Error(Message(AL_TEXT("config field '%1' must be a string"), f.name));
        f.set_choice(c, j.get<std::string>());
    }
}

std::string known_fields() {
    std::string known;
    for (const auto& f : model_fields()) known += (known.empty() ? "" : ", ") + std::string(f.name);
    return known;
}

}  // namespace

const std::vector<ModelField>& model_fields() {
    using C = ModelConfig;
    using F = ModelField;
    // in the order the forms show them
    static const std::vector<ModelField> table = {
        {"arch", AL_TEXT("Architecture"), AL_TEXT("Decoder-only, encoder-only, or an encoder and a decoder joined by cross-attention"),
         &C::arch, 0, 0, false, false, F::dialog},
        {"n_layer", AL_TEXT("Layers"), AL_TEXT("Layers per stack"), &C::n_layer, 1, 256, false, false, F::dialog | F::train_form, 64},
        {"n_head", AL_TEXT("Heads"), AL_TEXT("Attention heads; n_embd must be divisible by it"), &C::n_head, 1, 65536, false, false,
         F::dialog | F::train_form, 64},
        {"n_kv_head", AL_TEXT("Key/value heads"),
         AL_TEXT("Heads of keys and values, each shared by n_head / n_kv_head query heads (grouped-query attention); 0: one per query head"),
         &C::n_kv_head, 0, 65536, false, false, F::train_form, 64},
        {"head_dim", AL_TEXT("Head size"), AL_TEXT("Features of each head's queries, keys and values; 0: n_embd / n_head"), &C::head_dim, 0, 65536},
        {"n_embd", AL_TEXT("n_embd"), AL_TEXT("Width of every token vector"), &C::n_embd, 1, 65536, false, false, F::dialog | F::train_form, 4096},
        {"d_ff", AL_TEXT("d_ff"), AL_TEXT("Width of the feed-forward layer; 0: none (an attention-only model)"), &C::d_ff, 0, 262144, false, false, F::dialog | F::train_form, 16384},
        {"block_size", AL_TEXT("Context length"), AL_TEXT("Longest input, in tokens"), &C::block_size, 1, 65536, false, false, F::dialog},
        {"vocab_size", AL_TEXT("Vocabulary"), AL_TEXT("Tokens the model knows: rows of the embedding"), &C::vocab_size, 1, 1 << 20},
        {"norm", AL_TEXT("Norm"), AL_TEXT("How each sublayer's input or sum is normalised"), &C::norm, 0, 0, false, false, F::dialog | F::train_form},
        {"norm_position", AL_TEXT("Norm position"), AL_TEXT("Normalise before each sublayer (pre) or after its residual sum (post)"),
         &C::norm_position, 0, 0, false, false, F::dialog | F::train_form},
        {"activation", AL_TEXT("Activation"), AL_TEXT("The feed-forward layer's non-linearity"), &C::activation, 0, 0,
         false, false, F::dialog | F::train_form},
        {"positional", AL_TEXT("Positions"), AL_TEXT("How a token's position enters: a learned table, sines and cosines, or not at all"),
         &C::positional, 0, 0, false, false, F::dialog | F::train_form},
        {"rope_theta", AL_TEXT("RoPE θ"), AL_TEXT("Rotary positions: pair i of a head turns by position · θ^(−2i/d_k)"), &C::rope_theta, 1, 1e12},
        {"rope_scaling_factor", AL_TEXT("RoPE scaling"),
         AL_TEXT("Llama 3.1's scaling: pairs slower than the trained context turn this many times slower; 0: none"),
         &C::rope_scaling_factor, 0, 1e6},
        {"rope_low_freq_factor", AL_TEXT("RoPE low-frequency factor"),
         AL_TEXT("Pairs whose wavelength exceeds the trained context divided by this are scaled fully"), &C::rope_low_freq_factor, 1e-6, 1e6},
        {"rope_high_freq_factor", AL_TEXT("RoPE high-frequency factor"),
         AL_TEXT("Pairs whose wavelength is below the trained context divided by this keep their speed"), &C::rope_high_freq_factor, 1e-6, 1e6},
        {"rope_original_context", AL_TEXT("RoPE trained context"), AL_TEXT("The context length the scaled model was trained on"),
         &C::rope_original_context, 1, 1 << 24},
        {"gated_ffn", AL_TEXT("gated feed-forward"), AL_TEXT("The feed-forward multiplies act(x·W_gate) by x·W_up before W_down (SwiGLU with silu)"),
         &C::gated_ffn, 0, 1, false, false, F::train_form},
        {"qk_norm", AL_TEXT("QK-norm"), AL_TEXT("RMSNorm over each head's queries and keys before the rotation"), &C::qk_norm, 0, 1,
         false, false, F::train_form},
        {"bias", AL_TEXT("biases"), AL_TEXT("Linear layers and norms add a learned bias"), &C::bias, 0, 1, false, false, F::dialog | F::train_form},
        {"qkv_bias", AL_TEXT("q, k, v biases"), AL_TEXT("The query, key and value projections add a bias even where nothing else does"),
         &C::qkv_bias, 0, 1},
        {"tie_embeddings", AL_TEXT("lm head tied to the embedding"),
         AL_TEXT("The output layer reuses the token embedding's weights"), &C::tie_embeddings, 0, 1, false, false, F::dialog | F::train_form},
        {"causal", AL_TEXT("causal"), AL_TEXT("A position sees only the positions before it (decoder self-attention)"), &C::causal, 0, 1},
        {"ln_eps", AL_TEXT("Norm ε"), AL_TEXT("Added to the variance before its square root"), &C::ln_eps, 0, 1, true},
        {"dropout", AL_TEXT("Dropout"), AL_TEXT("Share of values zeroed while training; never at inference"), &C::dropout, 0, 1, false, true,
         F::train_form},
    };
    return table;
}

const ModelField& model_field(std::string_view name) {
    for (const auto& f : model_fields())
        if (f.name == name) return f;
    throw Error(Message(AL_TEXT("unknown config field '%1' (known: %2)"), std::string(name), known_fields()));
}

std::string_view ModelField::key(const ModelConfig::KeyNames& keys) const {
    for (const auto& [ours, theirs] : keys)
        if (ours == name) return theirs;
    return name;
}

double ModelField::number(const ModelConfig& c) const {
    return std::visit(
        [&](auto m) -> double {
            using T = std::remove_cvref_t<decltype(c.*m)>;
            if constexpr (std::is_arithmetic_v<T>) return static_cast<double>(c.*m);
            else return static_cast<double>(static_cast<int>(c.*m));
        },
        member);
}

void ModelField::set_number(ModelConfig& c, double v) const {
    std::visit(
        [&](auto m) {
            using T = std::remove_cvref_t<decltype(c.*m)>;
            if constexpr (std::is_same_v<T, bool>) c.*m = v != 0;
            else if constexpr (std::is_arithmetic_v<T>) c.*m = static_cast<T>(v);
            else c.*m = static_cast<T>(static_cast<int>(v));
        },
        member);
}

std::string ModelField::choice(const ModelConfig& c) const {
    return std::visit(
        [&](auto m) -> std::string {
            using T = std::remove_cvref_t<decltype(c.*m)>;
            if constexpr (std::is_enum_v<T>) return enum_name(c.*m);
            else return format_number(static_cast<double>(c.*m));
        },
        member);
}

void ModelField::set_choice(ModelConfig& c, std::string_view value) const {
    std::visit(
        [&](auto m) {
            using T = std::remove_cvref_t<decltype(c.*m)>;
            if constexpr (std::is_enum_v<T>) c.*m = enum_from_name<T>(value, name);
        },
        member);
}

const std::vector<std::string>& ModelField::choices() const {
    static const std::vector<std::string> none;
    return std::visit(
        [&](auto m) -> const std::vector<std::string>& {
            using T = std::remove_cvref_t<decltype(std::declval<ModelConfig>().*m)>;
            if constexpr (std::is_enum_v<T>) return enum_names<T>();
            else return none;
        },
        member);
}

std::optional<Message> ModelField::problem(double v) const {
    if (!is_number()) return std::nullopt;
    return range_of(*this).problem(v);
}

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
    throw Error(Message(AL_TEXT("config field '%1' has unknown value \"%2\" (expected one of: %3)"), field, printable(text), known));
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

void ModelConfig::validate(const KeyNames& keys) const {
    for (const auto& f : model_fields()) {
        const double v = f.number(*this);
        if (auto why = f.problem(v)) throw Error(Message(AL_TEXT("%1 (%2) %3"), std::string(f.key(keys)), format_number(v), std::move(*why)));
    }
    const auto divisible = [&](const char* a, int va, const char* b, int vb) {
        if (va % vb != 0)
            throw Error(Message(AL_TEXT("%1 (%2) must be divisible by %3 (%4)"), std::string(model_field(a).key(keys)), std::to_string(va),
                                std::string(model_field(b).key(keys)), std::to_string(vb)));
    };
    if (head_dim == 0) divisible("n_embd", n_embd, "n_head", n_head);
    if (n_kv_head > 0) divisible("n_head", n_head, "n_kv_head", n_kv_head);
    if (positional == Positional::rotary && head_size() % 2 != 0)
        throw Error(Message(AL_TEXT("rotary positions turn pairs of features: the head size (%1) must be even"), std::to_string(head_size())));
}

std::string ModelConfig::to_json() const {
    Json j = Json::object();
    for (const auto& f : model_fields()) {
        if (f.is_integer()) j[f.name] = static_cast<int>(f.number(*this));
        else if (f.is_number()) j[f.name] = f.number(*this);
        else if (f.is_flag()) j[f.name] = f.number(*this) != 0;
        else j[f.name] = f.choice(*this);
    }
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
        throw Error(Message(AL_TEXT("config field '%1' holds a number too large for a double"), printable(key)));
    } catch (const Json::exception& e) {
        throw Error(Message(AL_TEXT("config is not valid JSON: %1"), e.what()));
    }
    if (!j.is_object()) throw Error(Message(AL_TEXT("config must be a JSON object like {\"n_layer\": 2}")));

    ModelConfig c;
    for (const auto& [name, value] : j.items()) read_value(model_field(printable(name)), value, c);
    if (!j.contains("causal")) c.causal = c.arch != Arch::encoder;
    c.validate();
    return c;
}

ModelConfig ModelConfig::from_file(const std::string& path) {
    const std::string text = read_file(path, Message(AL_TEXT("the config file")), kConfigFileLimit);
    try {
        return from_json(text);
    } catch (const Error& e) {
        throw Error(Message(AL_TEXT("%1: %2"), path, e.what()));
    }
}

}  // namespace al
