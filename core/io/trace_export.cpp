#include "core/io/trace_export.h"

#include "core/base/range.h"
#include "core/text/hugging_face_tokenizer.h"

#include <nlohmann/json.hpp>
#include <sstream>

namespace al {

SafetensorsWriter trace_writer(const ForwardTrace<float>& trace, const std::map<std::string, std::string>& metadata) {
    SafetensorsWriter w;
    for (auto& t : trace.tensors(0)) w.add(t.name, t.shape, std::move(t.data));
    for (const auto& [k, v] : metadata) w.set_metadata(k, v);
    return w;
}

std::string describe_model(const LoadedModel& model) {
    const auto& c = model.config();
    std::ostringstream out;
    out << "architecture   " << to_string(c.arch) << (c.causal && c.arch != Arch::encoder ? " (causal)" : "") << "\n"
        << "layers         " << c.n_layer << (c.arch == Arch::encoder_decoder ? " encoder + " + std::to_string(c.n_layer) + " decoder" : "") << "\n"
        << "heads          " << c.n_head << " × head size " << c.head_size()
        << (c.kv_heads() != c.n_head ? " (grouped: " + std::to_string(c.kv_heads()) + " key/value heads)" : "") << (c.qk_norm ? ", QK-norm" : "")
        << "\n"
        << "n_embd         " << c.n_embd << "\n"
        << "d_ff           " << c.d_ff << (c.gated_ffn ? " (gated)" : "") << "\n"
        << "vocab_size     " << c.vocab_size << "\n"
        << "block_size     " << c.block_size << "\n"
        << "norm           " << to_string(c.norm) << " (" << to_string(c.norm_position) << "-norm, eps " << c.ln_eps << ")\n"
        << "activation     " << to_string(c.activation) << "\n"
        << "positional     " << to_string(c.positional) << (c.positional == Positional::rotary ? " (θ " + format_number(c.rope_theta) +
                (c.rope_scaling_factor > 0 ? ", llama3 scaling ×" + format_number(c.rope_scaling_factor) + " beyond " +
                                                 std::to_string(c.rope_original_context) + " tokens" : "") + ")" : "") << "\n"
        << "bias           " << (c.bias ? "yes" : c.qkv_bias ? "on q, k, v only" : "no") << "\n"
        << "tied embedding " << (c.tie_embeddings ? "yes" : "no") << "\n"
        << "parameters     " << count_parameters(c) << "\n";
    if (const auto& t = model.tokenizer(); t && t->kind() == TokenizerKind::hugging_face) {
        out << "tokenizer      BPE from " << t->hugging_face()->origin() << ", " << t->size() << " tokens";
        const auto specials = t->hugging_face()->special_ids();
        for (size_t i = 0; i < specials.size() && i < 4; ++i)
            out << (i == 0 ? " (" : ", ") << t->piece(specials[i]) << " = " << specials[i];
        out << (specials.size() > 4 ? ", … " + std::to_string(specials.size()) + " special" : "") << (specials.empty() ? "" : ")") << "\n";
    }
    else if (t)
        out << "tokenizer      " << (t->kind() == TokenizerKind::character ? "character" : "word") << ", " << t->size()
            << " tokens (4 special)\n";
    else
        out << "tokenizer      none (use token ids)\n";
    out << "\ntensors:\n";
    for (const auto& p : named_parameters(model.params())) {
        out << "  " << p.name << " (";
        for (size_t i = 0; i < p.shape.size(); ++i) out << (i ? ", " : "") << p.shape[i];
        out << ")\n";
    }
    return out.str();
}

std::string describe_model_json(const LoadedModel& model) {
    const auto& c = model.config();
    nlohmann::json tokenizer = {{"kind", "none"}};
    if (const auto& t = model.tokenizer()) {
        const bool bpe = t->kind() == TokenizerKind::hugging_face;
        tokenizer = {{"kind", bpe ? "bpe" : t->kind() == TokenizerKind::character ? "character" : "word"}, {"size", t->size()}};
        if (bpe) tokenizer["source"] = t->hugging_face()->origin();
        nlohmann::json special = nlohmann::json::object();
        for (int id = 0; id < t->size(); ++id)
            if (t->is_special(id)) special[t->piece(id)] = id;
        tokenizer["special"] = special;
    }
    nlohmann::json tensors = nlohmann::json::array();
    for (const auto& p : named_parameters(model.params())) tensors.push_back({{"name", p.name}, {"shape", p.shape}});
    return nlohmann::json{{"config", nlohmann::json::parse(c.to_json())}, {"parameters", count_parameters(c)},
                          {"tokenizer", tokenizer}, {"tensors", tensors}}.dump();
}

}  // namespace al
