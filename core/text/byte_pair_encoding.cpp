#include "core/text/byte_pair_encoding.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/text/gpt2_split.h"
#include "core/text/utf8.h"

namespace al {
namespace {

// GPT-2's byte → printable stand-in: '!'..'~', '¡'..'¬', '®'..'ÿ' stand for themselves; the other
// 68 bytes, in order, for U+0100, U+0101, … (so ' ' → 'Ġ' U+0120, '\n' → 'Ċ' U+010A).
struct ByteStandIns {
    std::array<std::string, 256> of_byte;                  // UTF-8 of the stand-in
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

std::string hex_byte(unsigned char b) {
    char s[8];
    std::snprintf(s, sizeof s, "<0x%02X>", b);
    return s;
}

std::string readable_char(char32_t c) {
    if (c == ' ') return "␣";
    if (c == '\n') return "↵";
    if (c == '\t') return "⇥";
    if (c < 0x20 || c == 0x7F) return hex_byte(static_cast<unsigned char>(c));
    return encode_utf8(c);
}

// The length of the valid UTF-8 character starting at bytes[k], or 0.
size_t utf8_char_length(const std::string& bytes, size_t k) {
    const auto lead = static_cast<unsigned char>(bytes[k]);
    const size_t n = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    if (n == 0 || k + n > bytes.size()) return 0;
    return is_valid_utf8(std::string_view(bytes).substr(k, n)) ? n : 0;
}

}  // namespace

BytePairEncoding BytePairEncoding::parse(std::string_view vocab_json, std::string_view merges_txt,
                                         const std::string& vocab_source, const std::string& merges_source) {
    BytePairEncoding bpe;
    require_shallow_json(vocab_json, Message::verbatim(vocab_source));
    nlohmann::json vocab;
    try {
        vocab = nlohmann::json::parse(vocab_json);
    } catch (const nlohmann::json::exception& e) {
        throw Error(Message(AL_TEXT("%1 is not valid JSON: %2"), vocab_source, e.what()));
    }
    if (!vocab.is_object() || vocab.empty()) throw Error(Message(AL_TEXT("%1 must be a JSON object {\"token\": id, …}"), vocab_source));
    bpe.tokens_.resize(vocab.size());
    std::vector<bool> seen(vocab.size());
    for (const auto& [token, id] : vocab.items()) {
        if (!id.is_number_integer() || id.get<int64_t>() < 0 || id.get<int64_t>() >= static_cast<int64_t>(vocab.size()))
            throw Error(Message(AL_TEXT("%1: token \"%2\" has id %3; ids must be 0..%4, one per token"), vocab_source, printable(token), printable(id.dump()), std::to_string(vocab.size() - 1)));
        const auto i = id.get<size_t>();
        if (seen[i]) throw Error(Message(AL_TEXT("%1: id %2 is given to two tokens"), vocab_source, std::to_string(i)));
        seen[i] = true;
        bpe.tokens_[i] = token;
        bpe.ids_.emplace(token, static_cast<int>(i));
    }
    for (int b = 0; b < 256; ++b)
        if (!bpe.ids_.count(stand_ins().of_byte[b]))
            throw Error(Message(AL_TEXT("%1 lacks the token for byte %2 (\"%3\"); it is not a GPT-2 byte-level vocabulary"), vocab_source, hex_byte(static_cast<unsigned char>(b)), stand_ins().of_byte[b]));
    if (const auto it = bpe.ids_.find(end_of_text); it != bpe.ids_.end()) bpe.end_of_text_id_ = it->second;

    size_t line_no = 0;
    for (size_t pos = 0; pos < merges_txt.size();) {
        size_t end = merges_txt.find('\n', pos);
        if (end == std::string_view::npos) end = merges_txt.size();
        std::string_view line = merges_txt.substr(pos, end - pos);
        pos = end + 1;
        ++line_no;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || (line_no == 1 && line.substr(0, 8) == "#version")) continue;
        const size_t space = line.find(' ');
        const auto where = merges_source + " line " + std::to_string(line_no);
        if (space == 0 || space == std::string_view::npos || space + 1 == line.size() ||
            line.find(' ', space + 1) != std::string_view::npos)
            throw Error(Message(AL_TEXT("%1: expected two tokens separated by one space, got \"%2\""), where, printable(std::string(line))));
        std::string left(line.substr(0, space)), right(line.substr(space + 1));
        for (const auto& token : {left, right, left + right})
            if (!bpe.ids_.count(token))
                throw Error(token.size() > std::max(left.size(), right.size())
                                ? Message(AL_TEXT("%1: \"%2\" (the merged token) is not in %3; the two files do not belong together"), where, printable(token), vocab_source)
                                : Message(AL_TEXT("%1: \"%2\" is not in %3; the two files do not belong together"), where, printable(token), vocab_source));
        bpe.ranks_.emplace(left + ' ' + right, static_cast<int>(bpe.merges_.size()));
        bpe.merges_.emplace_back(std::move(left), std::move(right));
    }
    return bpe;
}

void BytePairEncoding::merge_word(std::vector<std::string>& symbols) const {
    while (symbols.size() > 1) {
        int best = INT_MAX;
        size_t at = 0;
        for (size_t i = 0; i + 1 < symbols.size(); ++i) {
            const auto it = ranks_.find(symbols[i] + ' ' + symbols[i + 1]);
            if (it != ranks_.end() && it->second < best) best = it->second, at = i;
        }
        if (best == INT_MAX) return;
        const std::string left = symbols[at], right = symbols[at + 1];
        std::vector<std::string> merged;
        merged.reserve(symbols.size());
        for (size_t i = 0; i < symbols.size(); ++i) {
            if (i + 1 < symbols.size() && symbols[i] == left && symbols[i + 1] == right) {
                merged.push_back(left + right);
                ++i;
            } else {
                merged.push_back(std::move(symbols[i]));
            }
        }
        symbols = std::move(merged);
    }
}

std::vector<int> BytePairEncoding::encode(std::string_view text) const {
    std::vector<int> ids;
    const auto encode_plain = [&](std::string_view part) {
        for (const auto& word : gpt2_split(part)) {
            std::vector<std::string> symbols;
            for (unsigned char b : word) symbols.push_back(stand_ins().of_byte[b]);
            merge_word(symbols);
            for (const auto& s : symbols) ids.push_back(ids_.at(s));
        }
    };
    const std::string_view special = end_of_text;
    size_t pos = 0;
    while (end_of_text_id_ >= 0) {
        const size_t at = text.find(special, pos);
        if (at == std::string_view::npos) break;
        encode_plain(text.substr(pos, at - pos));
        ids.push_back(end_of_text_id_);
        pos = at + special.size();
    }
    encode_plain(text.substr(pos));
    return ids;
}

std::string BytePairEncoding::decode(const std::vector<int>& ids) const {
    std::string out;
    for (int id : ids) {
        if (id < 0 || id >= size())
            throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(id), std::to_string(size() - 1)));
        if (id == end_of_text_id_) {
            out += end_of_text;
            continue;
        }
        for (char32_t c : decode_utf8(tokens_[id])) {
            const auto it = stand_ins().to_byte.find(c);
            out += it != stand_ins().to_byte.end() ? static_cast<char>(it->second) : '?';
        }
    }
    return out;
}

std::vector<std::string> BytePairEncoding::readable(const std::vector<int>& ids) const {
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
        if (ids[i] == end_of_text_id_) {
            flush();
            labels[i] = end_of_text;
            continue;
        }
        const std::string b = decode({ids[i]});
        bytes += b;
        owner.insert(owner.end(), b.size(), i);
    }
    flush();
    for (auto& label : labels)
        if (label.empty()) label = "⋯";
    return labels;
}

std::string BytePairEncoding::vocab_json() const {
    nlohmann::json j = nlohmann::json::object();
    for (size_t i = 0; i < tokens_.size(); ++i) j[tokens_[i]] = i;
    return j.dump();
}

std::string BytePairEncoding::merges_txt() const {
    std::string out = "#version: 0.2\n";
    for (const auto& [left, right] : merges_) out += left + ' ' + right + '\n';
    return out;
}

}  // namespace al
