#include "core/text/tokenizer.h"

#include <algorithm>
#include <climits>
#include <iterator>
#include <nlohmann/json.hpp>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/text/hugging_face_tokenizer.h"
#include "core/text/utf8.h"

namespace al {
namespace {

const char* const kSpecialPieces[Tokenizer::n_special] = {"<pad>", "<bos>", "<eos>", "<unk>"};

bool is_space(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Letters, digits and every non-ASCII code point belong to words; an apostrophe joins two word
// characters ("didn't").
bool is_word_char(char32_t c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

bool is_punctuation_piece(const std::string& piece) {
    const auto cps = decode_utf8(piece);
    return cps.size() == 1 && !is_word_char(cps[0]);
}

}  // namespace

std::string to_lower(std::string_view text) {
    if (text.size() > static_cast<size_t>(INT32_MAX))  // ICU's strings count in int32_t
        throw Error(Message(AL_TEXT("a text of %1 bytes is too long to fold into lower case (at most 2 GiB)"), std::to_string(text.size())));
    std::string out;
    icu::UnicodeString::fromUTF8(icu::StringPiece(text.data(), static_cast<int32_t>(text.size())))
        .toLower(icu::Locale::getRoot())
        .toUTF8String(out);
    return out;
}

std::vector<std::string> Encoding::unknown_pieces(size_t first) const {
    std::vector<std::string> out;
    for (size_t i = 0; i < std::min(first, pieces.size()); ++i)
        if (unknown[i] && std::find(out.begin(), out.end(), pieces[i]) == out.end()) out.push_back(pieces[i]);
    return out;
}

void Tokenizer::for_each_piece(TokenizerKind kind, std::string_view text, const std::function<void(std::string_view)>& visit) {
    if (kind == TokenizerKind::character) {  // a character's bytes: the lead byte says how many
        for (size_t i = 0; i < text.size();) {
            const auto lead = static_cast<unsigned char>(text[i]);
            const size_t n = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
            visit(text.substr(i, n));
            i += n;
        }
        return;
    }
    const auto cps = decode_utf8(text);
    std::vector<char32_t> word;
    auto flush = [&] {
        if (!word.empty()) visit(encode_utf8(word)), word.clear();
    };
    for (size_t i = 0; i < cps.size(); ++i) {
        const char32_t c = cps[i];
        const bool joins = c == '\'' && !word.empty() && i + 1 < cps.size() && is_word_char(cps[i + 1]);
        if (is_word_char(c) || joins) {
            word.push_back(c);
        } else {
            flush();
            if (!is_space(c)) visit(encode_utf8(c));
        }
    }
    flush();
}

std::vector<std::string> Tokenizer::split(TokenizerKind kind, std::string_view text) {
    require_utf8(text);
    std::vector<std::string> out;
    for_each_piece(kind, text, [&](std::string_view piece) { out.emplace_back(piece); });
    return out;
}

Tokenizer Tokenizer::from_pieces(TokenizerKind kind, std::vector<std::string> pieces) {
    Tokenizer t;
    t.kind_ = kind;
    for (const char* s : kSpecialPieces) t.pieces_.emplace_back(s);
    for (auto& p : pieces) {
        if (p.empty()) throw Error(Message(AL_TEXT("tokenizer has an empty piece")));
        if (!is_valid_utf8(p)) throw Error(Message(AL_TEXT("tokenizer piece is not valid UTF-8")));
        t.pieces_.push_back(std::move(p));
    }
    for (int id = 0; id < t.size(); ++id)
        if (!t.ids_.emplace(t.pieces_[id], id).second) throw Error(Message(AL_TEXT("tokenizer piece \"%1\" appears twice"), t.pieces_[id]));
    return t;
}

Tokenizer Tokenizer::build(TokenizerKind kind, std::string_view corpus) {
    require_utf8(corpus);
    std::map<std::string, long, std::less<>> counts;
    for_each_piece(kind, corpus, [&](std::string_view piece) {
        const auto it = counts.find(piece);
        if (it != counts.end()) ++it->second;
        else counts.emplace(std::string(piece), 1);
    });
    std::vector<std::pair<std::string, long>> sorted(counts.begin(), counts.end());
    if (kind == TokenizerKind::word)
        std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    else  // characters by code point: UTF-8 byte order is code point order
        std::sort(sorted.begin(), sorted.end());
    std::vector<std::string> pieces;
    for (auto& [piece, count] : sorted) pieces.push_back(piece);
    return from_pieces(kind, std::move(pieces));
}

Tokenizer Tokenizer::from_hugging_face(HuggingFaceTokenizer tokenizer) {
    Tokenizer t;
    t.kind_ = TokenizerKind::hugging_face;
    t.hf_ = std::make_shared<const HuggingFaceTokenizer>(std::move(tokenizer));
    return t;
}

int Tokenizer::size() const { return hf_ ? hf_->size() : static_cast<int>(pieces_.size()); }

bool Tokenizer::is_special(int id) const { return hf_ ? hf_->is_special(id) : id >= 0 && id < n_special; }

const std::string& Tokenizer::piece(int id) const {
    if (hf_) return hf_->token(id);
    if (id < 0 || id >= size())
        throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(id), std::to_string(size() - 1)));
    return pieces_[id];
}

std::string visible_piece(const std::string& piece) {
    if (piece == " ") return "␣";
    if (piece == "\n") return "↵";
    if (piece == "\t") return "⇥";
    return piece;
}

std::string Tokenizer::label(int id) const { return labels({id}).front(); }

std::vector<std::string> Tokenizer::labels(const std::vector<int>& ids) const {
    if (hf_) return hf_->readable(ids);
    std::vector<std::string> out;
    for (int id : ids) out.push_back(piece(id));
    return out;
}

Encoding Tokenizer::encode(std::string_view text) const {
    Encoding e;
    if (hf_) {
        e.ids = hf_->encode(text);
        e.pieces = hf_->readable(e.ids);
        for (int id : e.ids) e.unknown.push_back(hf_->is_unknown(id));
        return e;
    }
    std::string folded;
    if (lowercase_) require_utf8(text), folded = to_lower(text), text = folded;
    for (auto& p : split(kind_, text)) {
        const auto it = ids_.find(p);
        const bool known = it != ids_.end() && it->second >= n_special;
        e.ids.push_back(known ? it->second : unk_id);
        e.unknown.push_back(!known);
        e.pieces.push_back(std::move(p));
    }
    return e;
}

std::vector<int> Tokenizer::encode_ids(std::string_view text) const {
    if (hf_) return hf_->encode(text);
    require_utf8(text);
    std::string folded;
    if (lowercase_) folded = to_lower(text), text = folded;
    std::vector<int> ids;
    ids.reserve(kind_ == TokenizerKind::character ? text.size() : text.size() / 4);  // no doubling: at most a character a byte
    for_each_piece(kind_, text, [&](std::string_view piece) {
        const auto it = ids_.find(std::string(piece));
        ids.push_back(it != ids_.end() && it->second >= n_special ? it->second : unk_id);
    });
    return ids;
}

std::string Tokenizer::decode(const std::vector<int>& ids) const {
    if (hf_) {
        std::vector<int> text_ids;
        std::copy_if(ids.begin(), ids.end(), std::back_inserter(text_ids), [&](int id) { return !hf_->is_special(id); });
        return replace_invalid_utf8(hf_->decode(text_ids));
    }
    std::string out;
    for (int id : ids) {
        if (is_special(id) && id != unk_id) continue;
        const std::string& p = piece(id);
        if (kind_ == TokenizerKind::word && !out.empty() && !is_punctuation_piece(p)) out += ' ';
        out += p;
    }
    return out;
}

std::string Tokenizer::to_json() const {
    nlohmann::json j;
    if (hf_ && hf_->from_tokenizer_json_file()) {
        j["type"] = "tokenizer.json";
        j["json"] = hf_->tokenizer_json();
        return j.dump();
    }
    if (hf_) {
        j["type"] = "gpt2_bpe";
        j["vocab"] = nlohmann::json::parse(hf_->vocab_json());
        j["merges"] = hf_->merges_txt();
        return j.dump();
    }
    j["type"] = kind_ == TokenizerKind::character ? "char" : "word";
    j["pieces"] = std::vector<std::string>(pieces_.begin() + n_special, pieces_.end());
    j["prepend_bos"] = prepends_bos_;
    if (lowercase_) j["lowercase"] = true;
    return j.dump();
}

Tokenizer Tokenizer::from_json(std::string_view text, bool* states_bos) {
    require_shallow_json(text, Message(AL_TEXT("the tokenizer")));
    try {
        const auto j = nlohmann::json::parse(text);
        const auto type = j.at("type").get<std::string>();
        if (states_bos) *states_bos = j.contains("prepend_bos");
        if (type == "gpt2_bpe")
            return from_hugging_face(HuggingFaceTokenizer::from_gpt2_files(j.at("vocab").dump(), j.at("merges").get<std::string>(),
                                                                           "the tokenizer's vocab", "the tokenizer's merges"));
        if (type == "tokenizer.json")
            return from_hugging_face(HuggingFaceTokenizer::from_tokenizer_json(j.at("json").get<std::string>(), "the tokenizer's tokenizer.json"));
        if (type != "char" && type != "word")
            throw Error(Message(AL_TEXT("tokenizer type must be \"char\", \"word\", \"gpt2_bpe\" or \"tokenizer.json\", got \"%1\""), type));
        Tokenizer t = from_pieces(type == "char" ? TokenizerKind::character : TokenizerKind::word,
                                  j.at("pieces").get<std::vector<std::string>>());
        t.set_prepends_bos(j.value("prepend_bos", false));
        t.set_lowercases(j.value("lowercase", false));
        return t;
    } catch (const nlohmann::json::exception& e) {
        throw Error(Message(AL_TEXT("tokenizer JSON is malformed: %1"), e.what()));
    }
}

}  // namespace al
