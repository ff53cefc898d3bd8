#include "core/text/hugging_face_tokenizer.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/text/tokenizer.h"
#include "core/text/unicode_pattern.h"
#include "core/text/utf8.h"

namespace al {

using json = nlohmann::json;

// A stretch of text on its way through the pipeline: an added token already found (its id), or text
// still to be tokenized; `at_start` when it begins the user's text (Metaspace's "first" scheme).
struct HuggingFaceTokenizer::Piece {
    std::string text;
    bool at_start = false;
    int added_id = -1;
};

struct HuggingFaceTokenizer::Normalizer {
    enum class Kind { nfc, prepend, replace } kind;
    std::string text, content;                      // prepend: text; replace: text (or regex) → content
    std::shared_ptr<const UnicodePattern> regex;    // replace with a Regex pattern
};

enum class SplitBehavior { removed, isolated, merged_with_previous, merged_with_next, contiguous };

struct HuggingFaceTokenizer::PreTokenizer {
    enum class Kind { split, byte_level, metaspace } kind;
    std::shared_ptr<const UnicodePattern> pattern;  // split; metaspace: the replacement, to split before it
    SplitBehavior behavior = SplitBehavior::isolated;
    bool invert = false;
    bool add_prefix_space = false, use_regex = false;  // byte_level
    std::string replacement;                            // metaspace: "▁"
    enum class Prepend { always, first, never } prepend = Prepend::always;
    bool split_on_replacement = true;
};

struct HuggingFaceTokenizer::Decoder {
    enum class Kind { byte_level, replace, byte_fallback, fuse, strip, metaspace } kind;
    std::string text, content;  // replace: text → content; strip: content; metaspace: text (the replacement)
    int start = 0, stop = 0;    // strip
    bool strip_first_space = false;  // metaspace: unless its prepend scheme is "never"
};

namespace {

// ---- GPT-2's bytes as printable characters -------------------------------------------------------

// byte → printable stand-in: '!'..'~', '¡'..'¬', '®'..'ÿ' stand for themselves; the other 68 bytes,
// in order, for U+0100, U+0101, … (so ' ' → 'Ġ' U+0120, '\n' → 'Ċ' U+010A).
struct ByteStandIns {
    std::array<std::string, 256> of_byte;  // UTF-8 of the stand-in
    std::unordered_map<char32_t, unsigned char> to_byte;

    ByteStandIns() {
        const auto printable = [](int b) { return (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF); };
        char32_t next = 0x100;
        for (int b = 0; b < 256; ++b) {
            const char32_t c = printable(b) ? static_cast<char32_t>(b) : next++;
            of_byte[b] = encode_utf8(c);
            to_byte[c] = static_cast<unsigned char>(b);
        }
    }
};

const ByteStandIns& stand_ins() {
    static const ByteStandIns table;
    return table;
}

std::string to_stand_ins(std::string_view bytes) {
    std::string out;
    for (unsigned char b : bytes) out += stand_ins().of_byte[b];
    return out;
}

// A token's stand-ins back to bytes; a token holding any other character is its own bytes (as
// tokenizers' ByteLevel decoder does).
std::string from_stand_ins(const std::string& token) {
    std::string out;
    for (char32_t c : decode_utf8(token)) {
        const auto it = stand_ins().to_byte.find(c);
        if (it == stand_ins().to_byte.end()) return token;
        out += static_cast<char>(it->second);
    }
    return out;
}

std::string hex_byte(unsigned char b) {
    char s[8];
    std::snprintf(s, sizeof s, "<0x%02X>", b);
    return s;
}

// <0xNN> → its byte, else −1
int fallback_byte(const std::string& token) {
    if (token.size() != 6 || token.compare(0, 3, "<0x") != 0 || token[5] != '>') return -1;
    unsigned value = 0;
    return std::sscanf(token.c_str() + 3, "%2X", &value) == 1 && std::isxdigit(static_cast<unsigned char>(token[4])) ? static_cast<int>(value) : -1;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    if (from.empty()) return text;
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    return text;
}

// A literal as a pattern that matches exactly it.
std::string quote_pattern(const std::string& literal) {
    std::string out;
    for (char c : literal) {
        if (static_cast<unsigned char>(c) < 0x80 && !std::isalnum(static_cast<unsigned char>(c))) out += '\\';
        out += c;
    }
    return out;
}

// ---- split: tokenizers' NormalizedString::split -------------------------------------------------

struct Segment {
    size_t begin, end;
    bool is_match;
};

std::vector<Segment> split_segments(std::string_view text, const UnicodePattern& pattern, bool invert, SplitBehavior behavior) {
    std::vector<Segment> all;
    size_t prev = 0;
    for (const auto& [b, e] : pattern.matches(text)) {
        if (b > prev) all.push_back({prev, b, invert});
        all.push_back({b, e, !invert});
        prev = e;
    }
    if (prev < text.size()) all.push_back({prev, text.size(), invert});
    std::vector<Segment> out;
    bool previous_match = false;
    switch (behavior) {
        case SplitBehavior::isolated:
            return all;
        case SplitBehavior::removed:
            for (const auto& s : all)
                if (!s.is_match) out.push_back(s);
            return out;
        case SplitBehavior::merged_with_previous:
            for (const auto& s : all) {
                if (s.is_match && !previous_match && !out.empty()) out.back().end = s.end;
                else out.push_back({s.begin, s.end, false});
                previous_match = s.is_match;
            }
            return out;
        case SplitBehavior::merged_with_next:
            for (auto it = all.rbegin(); it != all.rend(); ++it) {
                if (it->is_match && !previous_match && !out.empty()) out.back().begin = it->begin;
                else out.push_back({it->begin, it->end, false});
                previous_match = it->is_match;
            }
            std::reverse(out.begin(), out.end());
            return out;
        case SplitBehavior::contiguous:
            for (const auto& s : all) {
                if (s.is_match == previous_match && !out.empty()) out.back().end = s.end;
                else out.push_back({s.begin, s.end, false});
                previous_match = s.is_match;
            }
            return out;
    }
    return all;
}

// ---- reading tokenizer.json ---------------------------------------------------------------------

json parse_json(std::string_view text, const std::string& source) {
    require_shallow_json(text, Message::verbatim(source));
    try {
        return json::parse(text);
    } catch (const json::exception& e) {
        throw Error(Message(AL_TEXT("%1 is not valid JSON: %2"), source, e.what()));
    }
}

class Reader {
public:
    explicit Reader(std::string source) : source_(std::move(source)) {}

    [[noreturn]] void refuse(const std::string& field, const std::string& what) const {
        throw Error(Message(AL_TEXT("%1: %2 %3"), source_, field, what));
    }
    std::string string_of(const json& j, const char* key, const std::string& field) const {
        const auto it = j.find(key);
        if (it == j.end() || !it->is_string()) refuse(field + "." + key, "must be a string");
        return it->get<std::string>();
    }
    bool bool_of(const json& j, const char* key, bool fallback) const {
        const auto it = j.find(key);
        return it == j.end() || it->is_null() ? fallback : it->is_boolean() ? it->get<bool>() : (refuse(key, "must be true or false"), false);
    }
    std::string type_of(const json& j, const std::string& field) const {
        if (!j.is_object()) refuse(field, "must be an object");
        return string_of(j, "type", field);
    }
    // {"String": "…"} or {"Regex": "…"}
    std::shared_ptr<const UnicodePattern> pattern_of(const json& j, const std::string& field) const {
        const auto it = j.find("pattern");
        if (it != j.end() && it->is_object() && it->size() == 1) {
            if (it->contains("Regex") && (*it)["Regex"].is_string())
                return std::make_shared<UnicodePattern>((*it)["Regex"].get<std::string>(), source_ + ": " + field + ".pattern");
            if (it->contains("String") && (*it)["String"].is_string())
                return std::make_shared<UnicodePattern>(quote_pattern((*it)["String"].get<std::string>()), source_ + ": " + field + ".pattern");
        }
        refuse(field + ".pattern", "must be {\"String\": …} or {\"Regex\": …}");
    }
    // a step, or a Sequence of them under `list_key`, flattened
    std::vector<json> steps_of(const json& j, const char* list_key, const std::string& field) const {
        if (j.is_null()) return {};
        if (type_of(j, field) != "Sequence") return {j};
        const auto it = j.find(list_key);
        if (it == j.end() || !it->is_array()) refuse(field + "." + list_key, "must be a list");
        std::vector<json> out;
        for (const auto& step : *it)
            for (auto& s : steps_of(step, list_key, field + "." + list_key)) out.push_back(std::move(s));
        return out;
    }
    const std::string& source() const { return source_; }

private:
    std::string source_;
};

SplitBehavior behavior_of(const Reader& r, const std::string& name, const std::string& field) {
    if (name == "Removed") return SplitBehavior::removed;
    if (name == "Isolated") return SplitBehavior::isolated;
    if (name == "MergedWithPrevious") return SplitBehavior::merged_with_previous;
    if (name == "MergedWithNext") return SplitBehavior::merged_with_next;
    if (name == "Contiguous") return SplitBehavior::contiguous;
    r.refuse(field + ".behavior", "is \"" + printable(name) + "\"; expected Removed, Isolated, MergedWithPrevious, MergedWithNext or Contiguous");
}

}  // namespace

// ---- construction --------------------------------------------------------------------------------

HuggingFaceTokenizer HuggingFaceTokenizer::from_tokenizer_json(std::string_view text, const std::string& source) {
    const json j = parse_json(text, source);
    const Reader r(source);
    if (!j.is_object()) r.refuse("the file", "must be a JSON object");
    HuggingFaceTokenizer t;
    t.origin_ = "tokenizer.json";
    t.tokenizer_json_ = std::string(text);

    // the model
    static const json kNone;
    const json& m = j.contains("model") ? j["model"] : kNone;  // a reference, not a copy of the vocabulary
    const auto model_type = m.is_object() && !m.contains("type") && m.contains("merges") ? std::string("BPE") : r.type_of(m, "model");
    if (model_type != "BPE")
        r.refuse("model.type", "is \"" + printable(model_type) + "\"; AttentionLab reads BPE tokenizers (GPT-2, Llama, Qwen, SmolLM), not Unigram, WordPiece or WordLevel");
    if (m.contains("dropout") && !m["dropout"].is_null() && !(m["dropout"].is_number() && m["dropout"].get<double>() == 0))
        r.refuse("model.dropout", "is set; a tokenizer for a model's input has none");
    for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"})
        if (m.contains(key) && !m[key].is_null() && !(m[key].is_string() && m[key].get<std::string>().empty()))
            r.refuse(std::string("model.") + key, "is set; AttentionLab reads BPE tokenizers without one");
    if (!m.contains("vocab") || !m["vocab"].is_object()) r.refuse("model.vocab", "must be an object {\"token\": id, …}");
    std::vector<std::pair<std::string, int64_t>> vocab;
    vocab.reserve(m["vocab"].size());
    for (const auto& [token, id] : m["vocab"].items()) {
        if (!id.is_number_integer()) r.refuse("model.vocab", "gives \"" + printable(token) + "\" the id " + printable(id.dump()) + "; ids are whole numbers");
        vocab.emplace_back(token, id.get<int64_t>());
    }
    if (!m.contains("merges") || !m["merges"].is_array()) r.refuse("model.merges", "must be a list");
    std::vector<std::pair<std::string, std::string>> merges;
    merges.reserve(m["merges"].size());
    for (const auto& merge : m["merges"]) {
        if (merge.is_array() && merge.size() == 2 && merge[0].is_string() && merge[1].is_string()) {
            merges.emplace_back(merge[0].get<std::string>(), merge[1].get<std::string>());
            continue;
        }
        const std::string s = merge.is_string() ? merge.get<std::string>() : std::string();
        const size_t space = s.find(' ');
        if (space == std::string::npos || space == 0 || space + 1 == s.size() || s.find(' ', space + 1) != std::string::npos)
            r.refuse("model.merges " + std::to_string(merges.size() + 1), "must be \"left right\" or [\"left\", \"right\"], got " + printable(merge.dump()));
        merges.emplace_back(s.substr(0, space), s.substr(space + 1));
    }
    BpeOptions options;
    if (m.contains("unk_token") && m["unk_token"].is_string()) options.unk_token = m["unk_token"].get<std::string>();
    options.fuse_unk = r.bool_of(m, "fuse_unk", false);
    options.byte_fallback = r.bool_of(m, "byte_fallback", false);
    options.ignore_merges = r.bool_of(m, "ignore_merges", false);
    t.model_ = BytePairEncoding::build(vocab, std::move(merges), std::move(options), source + ": model.vocab",
                                      [&](size_t rank) { return source + ": model.merges[" + std::to_string(rank) + "]"; });

    // added tokens
    t.size_ = t.model_.size();
    if (j.contains("added_tokens") && !j["added_tokens"].is_null()) {
        if (!j["added_tokens"].is_array()) r.refuse("added_tokens", "must be a list");
        for (const auto& a : j["added_tokens"]) {
            if (!a.is_object() || !a.contains("id") || !a["id"].is_number_integer()) r.refuse("added_tokens", "holds an entry without a whole-number id");
            AddedToken token;
            token.content = r.string_of(a, "content", "added_tokens");
            const auto id = a["id"].get<int64_t>();
            if (id < 0 || id > t.model_.size() + 1'000'000 || token.content.empty() || !is_valid_utf8(token.content))
                r.refuse("added_tokens", "has \"" + printable(token.content) + "\" with id " + std::to_string(id) + "; an added token needs text and an id near the vocabulary's");
            if (id < t.model_.size() && t.model_.token(static_cast<int>(id)) != token.content)
                r.refuse("added_tokens", "gives \"" + printable(token.content) + "\" the id " + std::to_string(id) + " of the vocabulary's \"" + printable(t.model_.token(static_cast<int>(id))) + "\"");
            token.id = static_cast<int>(id);
            token.special = r.bool_of(a, "special", false);
            token.normalized = r.bool_of(a, "normalized", !token.special);
            token.lstrip = r.bool_of(a, "lstrip", false);
            token.rstrip = r.bool_of(a, "rstrip", false);
            token.single_word = r.bool_of(a, "single_word", false);
            t.size_ = std::max(t.size_, token.id + 1);
            t.added_.push_back(std::move(token));
        }
    }
    t.added_at_.assign(static_cast<size_t>(t.size_), -1);
    for (size_t i = 0; i < t.added_.size(); ++i) {
        int& at = t.added_at_[static_cast<size_t>(t.added_[i].id)];
        if (at >= 0) r.refuse("added_tokens", "gives the id " + std::to_string(t.added_[i].id) + " twice");
        at = static_cast<int>(i);
    }
    for (int id = t.model_.size(); id < t.size_; ++id)
        if (t.added_at_[static_cast<size_t>(id)] < 0)
            r.refuse("added_tokens", "leave the id " + std::to_string(id) + " between the vocabulary and the last added token without a token");

    // normalizer
    for (const auto& n : r.steps_of(j.value("normalizer", json()), "normalizers", "normalizer")) {
        const auto type = r.type_of(n, "normalizer");
        if (type == "NFC") t.normalizers_.push_back(std::make_shared<Normalizer>(Normalizer{Normalizer::Kind::nfc, {}, {}, {}}));
        else if (type == "Prepend") t.normalizers_.push_back(std::make_shared<Normalizer>(Normalizer{Normalizer::Kind::prepend, r.string_of(n, "prepend", "normalizer"), {}, {}}));
        else if (type == "Replace") {
            const bool literal = n.contains("pattern") && n["pattern"].is_object() && n["pattern"].contains("String");
            t.normalizers_.push_back(std::make_shared<Normalizer>(Normalizer{
                Normalizer::Kind::replace, literal ? r.string_of(n["pattern"], "String", "normalizer.pattern") : std::string(),
                r.string_of(n, "content", "normalizer"), literal ? nullptr : r.pattern_of(n, "normalizer")}));
        } else
            r.refuse("normalizer.type", "is \"" + printable(type) + "\"; AttentionLab runs NFC, Prepend and Replace");
    }

    // pre-tokenizer
    for (const auto& p : r.steps_of(j.value("pre_tokenizer", json()), "pretokenizers", "pre_tokenizer")) {
        const auto type = r.type_of(p, "pre_tokenizer");
        auto step = std::make_shared<PreTokenizer>();
        if (type == "Split") {
            step->kind = PreTokenizer::Kind::split;
            step->pattern = r.pattern_of(p, "pre_tokenizer");
            step->behavior = behavior_of(r, r.string_of(p, "behavior", "pre_tokenizer"), "pre_tokenizer");
            step->invert = r.bool_of(p, "invert", false);
        } else if (type == "ByteLevel") {
            step->kind = PreTokenizer::Kind::byte_level;
            step->add_prefix_space = r.bool_of(p, "add_prefix_space", true);
            step->use_regex = r.bool_of(p, "use_regex", true);
        } else if (type == "Digits") {
            // tokenizers' Digits: each digit alone, or runs of digits (char::is_numeric is \p{N})
            step->kind = PreTokenizer::Kind::split;
            step->pattern = std::make_shared<UnicodePattern>("\\p{N}", source + ": pre_tokenizer Digits");
            step->behavior = r.bool_of(p, "individual_digits", false) ? SplitBehavior::isolated : SplitBehavior::contiguous;
        } else if (type == "Metaspace") {
            step->kind = PreTokenizer::Kind::metaspace;
            step->replacement = r.string_of(p, "replacement", "pre_tokenizer");
            if (decode_utf8(step->replacement).size() != 1) r.refuse("pre_tokenizer.replacement", "must be one character");
            const auto scheme = p.contains("prepend_scheme") ? r.string_of(p, "prepend_scheme", "pre_tokenizer")
                                : r.bool_of(p, "add_prefix_space", true) ? "always" : "never";
            if (scheme == "always") step->prepend = PreTokenizer::Prepend::always;
            else if (scheme == "first") step->prepend = PreTokenizer::Prepend::first;
            else if (scheme == "never") step->prepend = PreTokenizer::Prepend::never;
            else r.refuse("pre_tokenizer.prepend_scheme", "is \"" + printable(scheme) + "\"; expected always, first or never");
            step->split_on_replacement = r.bool_of(p, "split", true);
            step->pattern = std::make_shared<UnicodePattern>(quote_pattern(step->replacement), source + ": pre_tokenizer Metaspace");
        } else {
            r.refuse("pre_tokenizer.type", "is \"" + printable(type) + "\"; AttentionLab runs Split, ByteLevel, Digits and Metaspace");
        }
        t.pre_tokenizers_.push_back(std::move(step));
    }

    // post-processor: what one sequence gets around it
    for (const auto& p : r.steps_of(j.value("post_processor", json()), "processors", "post_processor")) {
        const auto type = r.type_of(p, "post_processor");
        if (type == "ByteLevel") continue;  // offsets only
        const auto ids_of_pair = [&](const char* key) {  // BertProcessing's ["[CLS]", 101]
            if (!p.contains(key) || !p[key].is_array() || p[key].size() != 2 || !p[key][1].is_number_integer())
                r.refuse(std::string("post_processor.") + key, "must be [\"token\", id]");
            const int id = p[key][1].get<int>();
            if (id < 0 || id >= t.size_) r.refuse(std::string("post_processor.") + key, "names the id " + std::to_string(id) + ", outside the vocabulary");
            return id;
        };
        if (type == "BertProcessing" || type == "RobertaProcessing") {
            t.prefix_ids_.push_back(ids_of_pair("cls"));
            t.suffix_ids_.insert(t.suffix_ids_.begin(), ids_of_pair("sep"));
            continue;
        }
        if (type != "TemplateProcessing")
            r.refuse("post_processor.type", "is \"" + printable(type) + "\"; AttentionLab runs TemplateProcessing, ByteLevel, BertProcessing and RobertaProcessing");
        if (!p.contains("single") || !p["single"].is_array()) r.refuse("post_processor.single", "must be a list");
        const json specials = p.value("special_tokens", json::object());
        bool after = false;
        for (const auto& item : p["single"]) {
            if (item.contains("Sequence")) {
                if (after) r.refuse("post_processor.single", "names the sequence twice");
                after = true;
                continue;
            }
            if (!item.contains("SpecialToken") || !item["SpecialToken"].is_object()) r.refuse("post_processor.single", "holds an item that is neither SpecialToken nor Sequence");
            const auto name = r.string_of(item["SpecialToken"], "id", "post_processor.single");
            if (!specials.is_object() || !specials.contains(name) || !specials[name].contains("ids") || !specials[name]["ids"].is_array())
                r.refuse("post_processor.special_tokens", "lacks \"" + printable(name) + "\"");
            for (const auto& id : specials[name]["ids"]) {
                if (!id.is_number_integer() || id.get<int64_t>() < 0 || id.get<int64_t>() >= t.size_)
                    r.refuse("post_processor.special_tokens", "gives \"" + printable(name) + "\" an id outside the vocabulary");
                (after ? t.suffix_ids_ : t.prefix_ids_).push_back(id.get<int>());
            }
        }
    }

    // decoder
    for (const auto& d : r.steps_of(j.value("decoder", json()), "decoders", "decoder")) {
        const auto type = r.type_of(d, "decoder");
        auto step = std::make_shared<Decoder>();
        if (type == "ByteLevel") step->kind = Decoder::Kind::byte_level;
        else if (type == "ByteFallback") step->kind = Decoder::Kind::byte_fallback;
        else if (type == "Fuse") step->kind = Decoder::Kind::fuse;
        else if (type == "Replace") {
            step->kind = Decoder::Kind::replace;
            if (!d.contains("pattern") || !d["pattern"].is_object() || !d["pattern"].contains("String"))
                r.refuse("decoder.pattern", "must be {\"String\": …}");
            step->text = r.string_of(d["pattern"], "String", "decoder.pattern");
            step->content = r.string_of(d, "content", "decoder");
        } else if (type == "Strip") {
            step->kind = Decoder::Kind::strip;
            step->content = r.string_of(d, "content", "decoder");
            step->start = d.value("start", 0), step->stop = d.value("stop", 0);
        } else if (type == "Metaspace") {
            step->kind = Decoder::Kind::metaspace;
            step->text = r.string_of(d, "replacement", "decoder");
            step->strip_first_space = d.value("prepend_scheme", std::string("always")) != "never" && r.bool_of(d, "add_prefix_space", true);
        } else {
            r.refuse("decoder.type", "is \"" + printable(type) + "\"; AttentionLab runs ByteLevel, Replace, ByteFallback, Fuse, Strip and Metaspace");
        }
        t.decoders_.push_back(std::move(step));
    }
    return t;
}

HuggingFaceTokenizer HuggingFaceTokenizer::from_gpt2_files(std::string_view vocab_json, std::string_view merges_txt,
                                                           const std::string& vocab_source, const std::string& merges_source) {
    const json j = parse_json(vocab_json, vocab_source);
    if (!j.is_object() || j.empty()) throw Error(Message(AL_TEXT("%1 must be a JSON object {\"token\": id, …}"), vocab_source));
    std::vector<std::pair<std::string, int64_t>> vocab;
    for (const auto& [token, id] : j.items()) {
        if (!id.is_number_integer())
            throw Error(Message(AL_TEXT("%1: token \"%2\" has id %3; ids must be 0..%4, one per token"), vocab_source,
                                printable(token), printable(id.dump()), std::to_string(j.size() - 1)));
        vocab.emplace_back(token, id.get<int64_t>());
    }
    std::vector<std::pair<std::string, std::string>> merges;
    std::vector<size_t> lines;  // of each merge, for messages
    size_t line_no = 0;
    if (merges_txt.substr(0, 3) == "\xEF\xBB\xBF") merges_txt.remove_prefix(3);  // a UTF-8 byte order mark, as editors on Windows write
    for (size_t pos = 0; pos < merges_txt.size();) {  // lines end in \n, \r\n or a lone \r (old Mac editors)
        size_t end = merges_txt.find_first_of("\r\n", pos);
        if (end == std::string_view::npos) end = merges_txt.size();
        const std::string_view line = merges_txt.substr(pos, end - pos);
        pos = end + (merges_txt.substr(end, 2) == "\r\n" ? 2 : 1);
        ++line_no;
        if (line.empty() || (line_no == 1 && line.substr(0, 8) == "#version")) continue;
        const size_t space = line.find(' ');
        if (space == 0 || space == std::string_view::npos || space + 1 == line.size() || line.find(' ', space + 1) != std::string_view::npos)
            throw Error(Message(AL_TEXT("%1 line %2: expected two tokens separated by one space, got \"%3\""), merges_source,
                                std::to_string(line_no), printable(std::string(line))));
        merges.emplace_back(std::string(line.substr(0, space)), std::string(line.substr(space + 1)));
        lines.push_back(line_no);
    }
    for (int b = 0; b < 256; ++b)
        if (!j.contains(stand_ins().of_byte[b]))
            throw Error(Message(AL_TEXT("%1 lacks the token for byte %2 (\"%3\"); it is not a GPT-2 byte-level vocabulary"), vocab_source,
                                hex_byte(static_cast<unsigned char>(b)), stand_ins().of_byte[b]));
    HuggingFaceTokenizer t;
    t.origin_ = "vocab.json + merges.txt";
    t.model_ = BytePairEncoding::build(vocab, std::move(merges), {}, vocab_source,
                                      [&](size_t rank) { return merges_source + " line " + std::to_string(lines[rank]); });
    t.size_ = t.model_.size();
    t.added_at_.assign(static_cast<size_t>(t.size_), -1);
    if (const int eot = t.model_.id_of("<|endoftext|>"); eot >= 0) {
        t.added_.push_back({"<|endoftext|>", eot, true, false, false, false, false});
        t.added_at_[static_cast<size_t>(eot)] = 0;
    }
    auto byte_level = std::make_shared<PreTokenizer>();
    byte_level->kind = PreTokenizer::Kind::byte_level;
    byte_level->use_regex = true;
    t.pre_tokenizers_.push_back(std::move(byte_level));
    t.decoders_.push_back(std::make_shared<Decoder>(Decoder{Decoder::Kind::byte_level, {}, {}, 0, 0, false}));
    return t;
}

// ---- encoding ------------------------------------------------------------------------------------

const std::string& HuggingFaceTokenizer::token(int id) const {
    if (id < 0 || id >= size_)
        throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(id), std::to_string(size_ - 1)));
    const int added = added_at_[static_cast<size_t>(id)];
    return added >= 0 ? added_[static_cast<size_t>(added)].content : model_.token(id);
}

bool HuggingFaceTokenizer::is_special(int id) const {
    return id >= 0 && id < size_ && added_at_[static_cast<size_t>(id)] >= 0 && added_[static_cast<size_t>(added_at_[static_cast<size_t>(id)])].special;
}

std::vector<int> HuggingFaceTokenizer::special_ids() const {
    std::vector<int> out;
    for (const auto& a : added_)
        if (a.special) out.push_back(a.id);
    std::sort(out.begin(), out.end());
    return out;
}

namespace {

bool is_word_char(char32_t c) { return c == '_' || u_isalnum(static_cast<UChar32>(c)); }
bool is_white_space(char32_t c) { return u_isUWhiteSpace(static_cast<UChar32>(c)); }

// The character that ends at byte `end` of valid UTF-8, and its length (0 and 0 at the start).
std::pair<char32_t, size_t> char_before(std::string_view s, size_t end) {
    size_t k = end;
    while (k > 0 && (static_cast<unsigned char>(s[k - 1]) & 0xC0) == 0x80) --k;
    if (k == 0) return {0, 0};
    return {decode_utf8(s.substr(k - 1, end - k + 1))[0], end - k + 1};
}

// The character that starts at byte `at` of valid UTF-8, and its length (0 and 0 at the end).
std::pair<char32_t, size_t> char_at(std::string_view s, size_t at) {
    if (at >= s.size()) return {0, 0};
    size_t n = 1;
    while (at + n < s.size() && (static_cast<unsigned char>(s[at + n]) & 0xC0) == 0x80) ++n;
    return {decode_utf8(s.substr(at, n))[0], n};
}

}  // namespace

// tokenizers' AddedVocabulary: the leftmost, then longest, added token wins; lstrip and rstrip take
// the whitespace beside it into the match, single_word wants no word character beside it.
std::vector<HuggingFaceTokenizer::Piece> HuggingFaceTokenizer::split_added(std::vector<Piece> pieces, bool normalized) const {
    std::vector<const AddedToken*> candidates;
    for (const auto& a : added_)
        if (a.normalized == normalized) candidates.push_back(&a);
    if (candidates.empty()) return pieces;
    std::stable_sort(candidates.begin(), candidates.end(), [](const AddedToken* a, const AddedToken* b) { return a->content.size() > b->content.size(); });
    std::vector<Piece> out;
    for (auto& piece : pieces) {
        if (piece.added_id >= 0) {
            out.push_back(std::move(piece));
            continue;
        }
        const std::string& s = piece.text;
        size_t from = 0;  // start of the text not yet emitted
        for (size_t i = 0; i < s.size(); ++i) {
            const AddedToken* found = nullptr;
            for (const AddedToken* a : candidates) {
                if (s.compare(i, a->content.size(), a->content) != 0) continue;
                if (a->single_word && (is_word_char(char_before(s, i).first) || is_word_char(char_at(s, i + a->content.size()).first)))
                    continue;
                found = a;
                break;
            }
            if (!found) continue;
            size_t begin = i, end = i + found->content.size();
            for (auto c = char_before(s, begin); found->lstrip && begin > from && is_white_space(c.first); c = char_before(s, begin)) begin -= c.second;
            for (auto c = char_at(s, end); found->rstrip && c.second > 0 && is_white_space(c.first); c = char_at(s, end)) end += c.second;
            if (begin > from) out.push_back({s.substr(from, begin - from), piece.at_start && from == 0, -1});
            out.push_back({found->content, false, found->id});
            from = end;
            i = end - 1;
        }
        if (from < s.size()) out.push_back({s.substr(from), piece.at_start && from == 0, -1});
    }
    return out;
}

std::string HuggingFaceTokenizer::normalize(std::string text) const {
    for (const auto& n : normalizers_) {
        switch (n->kind) {
            case Normalizer::Kind::nfc:
                text = nfc(text);
                break;
            case Normalizer::Kind::prepend:
                if (!text.empty()) text = n->text + text;
                break;
            case Normalizer::Kind::replace:
                if (!n->regex) {
                    text = replace_all(std::move(text), n->text, n->content);
                } else {
                    std::string out;
                    size_t prev = 0;
                    for (const auto& [b, e] : n->regex->matches(text)) out += text.substr(prev, b - prev) + n->content, prev = e;
                    text = out + text.substr(prev);
                }
                break;
        }
    }
    return text;
}

std::vector<HuggingFaceTokenizer::Piece> HuggingFaceTokenizer::pre_tokenize(Piece piece) const {
    std::vector<Piece> pieces{std::move(piece)};
    const auto split_each = [&](const UnicodePattern& pattern, bool invert, SplitBehavior behavior) {
        std::vector<Piece> out;
        for (const auto& p : pieces)
            for (const auto& s : split_segments(p.text, pattern, invert, behavior))
                if (s.end > s.begin) out.push_back({p.text.substr(s.begin, s.end - s.begin), p.at_start && s.begin == 0, -1});
        pieces = std::move(out);
    };
    for (const auto& step : pre_tokenizers_) {
        switch (step->kind) {
            case PreTokenizer::Kind::split:
                split_each(*step->pattern, step->invert, step->behavior);
                break;
            case PreTokenizer::Kind::byte_level:
                if (step->add_prefix_space)
                    for (auto& p : pieces)
                        if (p.text.empty() || p.text[0] != ' ') p.text.insert(0, " ");
                if (step->use_regex) split_each(gpt2_pattern(), false, SplitBehavior::isolated);
                for (auto& p : pieces) p.text = to_stand_ins(p.text);
                break;
            case PreTokenizer::Kind::metaspace: {
                for (auto& p : pieces) {
                    p.text = replace_all(std::move(p.text), " ", step->replacement);
                    const bool prepend = step->prepend == PreTokenizer::Prepend::always || (step->prepend == PreTokenizer::Prepend::first && p.at_start);
                    if (prepend && p.text.compare(0, step->replacement.size(), step->replacement) != 0) p.text.insert(0, step->replacement);
                }
                if (step->split_on_replacement) split_each(*step->pattern, false, SplitBehavior::merged_with_next);
                break;
            }
        }
    }
    return pieces;
}

std::vector<int> HuggingFaceTokenizer::encode(std::string_view text, bool add_special_tokens) const {
    require_utf8(text);
    std::vector<int> ids;
    if (add_special_tokens) ids = prefix_ids_;
    std::vector<Piece> pieces = split_added({{std::string(text), true, -1}}, false);
    for (auto& p : pieces)
        if (p.added_id < 0) p.text = normalize(std::move(p.text));
    pieces = split_added(std::move(pieces), true);
    for (auto& piece : pieces) {
        if (piece.added_id >= 0) {
            ids.push_back(piece.added_id);
            continue;
        }
        if (piece.text.empty()) continue;
        for (const auto& word : pre_tokenize(std::move(piece))) {
            const auto word_ids = model_.encode_word(word.text);
            ids.insert(ids.end(), word_ids.begin(), word_ids.end());
        }
    }
    if (add_special_tokens) ids.insert(ids.end(), suffix_ids_.begin(), suffix_ids_.end());
    return ids;
}

// ---- decoding ------------------------------------------------------------------------------------

std::string HuggingFaceTokenizer::decode(const std::vector<int>& ids) const {
    std::vector<std::string> tokens;
    for (int id : ids) tokens.push_back(token(id));
    for (const auto& d : decoders_) {
        switch (d->kind) {
            case Decoder::Kind::byte_level: {
                std::string joined;
                for (const auto& t : tokens) joined += from_stand_ins(t);
                tokens = {joined};
                break;
            }
            case Decoder::Kind::replace:
                for (auto& t : tokens) t = replace_all(std::move(t), d->text, d->content);
                break;
            case Decoder::Kind::byte_fallback: {
                std::vector<std::string> out;
                std::string bytes;
                const auto flush = [&] {
                    if (bytes.empty()) return;
                    if (is_valid_utf8(bytes)) out.push_back(bytes);
                    else
                        for (size_t k = 0; k < bytes.size(); ++k) out.push_back("\xEF\xBF\xBD");
                    bytes.clear();
                };
                for (auto& t : tokens) {
                    if (const int b = fallback_byte(t); b >= 0) {
                        bytes += static_cast<char>(b);
                        continue;
                    }
                    flush();
                    out.push_back(std::move(t));
                }
                flush();
                tokens = std::move(out);
                break;
            }
            case Decoder::Kind::fuse: {
                std::string joined;
                for (const auto& t : tokens) joined += t;
                tokens = {joined};
                break;
            }
            case Decoder::Kind::strip:
                for (auto& t : tokens) {
                    auto cps = decode_utf8(replace_invalid_utf8(t));
                    const auto c = decode_utf8(d->content);
                    if (c.size() != 1) break;
                    size_t begin = 0, end = cps.size();
                    for (int k = 0; k < d->start && begin < end && cps[begin] == c[0]; ++k) ++begin;
                    for (int k = 0; k < d->stop && end > begin && cps[end - 1] == c[0]; ++k) --end;
                    t = encode_utf8(std::vector<char32_t>(cps.begin() + static_cast<std::ptrdiff_t>(begin), cps.begin() + static_cast<std::ptrdiff_t>(end)));
                }
                break;
            case Decoder::Kind::metaspace:
                for (size_t i = 0; i < tokens.size(); ++i) {
                    tokens[i] = replace_all(std::move(tokens[i]), d->text, " ");
                    if (i == 0 && d->strip_first_space && !tokens[i].empty() && tokens[i][0] == ' ') tokens[i].erase(0, 1);
                }
                break;
        }
    }
    std::string out;
    for (const auto& t : tokens) out += t;
    return out;
}

// One token decoded alone, without the decoder's steps that look at the whole text (Strip, the
// Metaspace's first space): "▁world" and "Ġworld" are " world", "<0x0A>" is "\n".
std::string HuggingFaceTokenizer::token_bytes(int id) const {
    std::string t = token(id);
    if (added_at_[static_cast<size_t>(id)] >= 0) return t;
    for (const auto& d : decoders_) {
        if (d->kind == Decoder::Kind::byte_level) t = from_stand_ins(t);
        else if (d->kind == Decoder::Kind::replace) t = replace_all(std::move(t), d->text, d->content);
        else if (d->kind == Decoder::Kind::metaspace) t = replace_all(std::move(t), d->text, " ");
        else if (d->kind == Decoder::Kind::byte_fallback)
            if (const int b = fallback_byte(t); b >= 0) t = std::string(1, static_cast<char>(b));
    }
    return t;
}

namespace {

// A character of a label: visible_piece's ␣ ↵ ⇥, another control character as its byte.
std::string readable_char(char32_t c) {
    if (c != '\n' && c != '\t' && (c < 0x20 || c == 0x7F)) return hex_byte(static_cast<unsigned char>(c));
    return visible_piece(encode_utf8(c));
}

// The length of the valid UTF-8 character starting at bytes[k], or 0.
size_t utf8_char_length(const std::string& bytes, size_t k) {
    const auto lead = static_cast<unsigned char>(bytes[k]);
    const size_t n = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    if (n == 0 || k + n > bytes.size()) return 0;
    return is_valid_utf8(std::string_view(bytes).substr(k, n)) ? n : 0;
}

}  // namespace

std::vector<std::string> HuggingFaceTokenizer::readable(const std::vector<int>& ids) const {
    std::vector<std::string> labels(ids.size());
    std::string bytes;
    std::vector<size_t> owner;  // byte -> index into ids
    const auto flush = [&] {
        for (size_t k = 0; k < bytes.size();) {
            const size_t n = utf8_char_length(bytes, k);
            if (n == 0) {
                labels[owner[k]] += hex_byte(static_cast<unsigned char>(bytes[k]));
                ++k;
                continue;
            }
            labels[owner[k]] += readable_char(decode_utf8(std::string_view(bytes).substr(k, n))[0]);
            k += n;
        }
        bytes.clear();
        owner.clear();
    };
    for (size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] >= 0 && ids[i] < size_ && added_at_[static_cast<size_t>(ids[i])] >= 0) {
            flush();
            labels[i] = token(ids[i]);
            continue;
        }
        const std::string b = token_bytes(ids[i]);
        bytes += b;
        owner.insert(owner.end(), b.size(), i);
    }
    flush();
    for (auto& label : labels)
        if (label.empty()) label = "⋯";
    return labels;
}

std::string HuggingFaceTokenizer::vocab_json() const {
    json j = json::object();
    for (int i = 0; i < model_.size(); ++i) j[model_.token(i)] = i;
    return j.dump();
}

std::string HuggingFaceTokenizer::merges_txt() const {
    std::string out = "#version: 0.2\n";
    for (const auto& [left, right] : model_.merges()) out += left + ' ' + right + '\n';
    return out;
}

}  // namespace al
