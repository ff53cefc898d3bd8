// Character- and word-level tokenizers with a vocabulary built from a text.
// Ids 0..3 are the special tokens PAD, BOS, EOS, UNK; learned pieces follow in a stable order
// (characters by code point; words by falling frequency, then alphabetically).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace al {

enum class TokenizerKind { character, word };

struct Encoding {
    std::vector<int> ids;
    std::vector<std::string> pieces;  // the text each id came from (UTF-8)
    std::vector<bool> unknown;        // true where the piece is not in the vocabulary (id == UNK)
    std::vector<std::string> unknown_pieces() const;
};

class Tokenizer {
public:
    static constexpr int pad_id = 0, bos_id = 1, eos_id = 2, unk_id = 3, n_special = 4;

    // Throws al::Error if the text is not valid UTF-8.
    static Tokenizer build(TokenizerKind kind, std::string_view corpus);
    static Tokenizer from_pieces(TokenizerKind kind, std::vector<std::string> pieces);  // pieces after the specials

    TokenizerKind kind() const { return kind_; }
    int size() const { return static_cast<int>(pieces_.size()); }
    const std::string& piece(int id) const;  // "<unk>" style text for specials; throws on a bad id
    bool is_special(int id) const { return id >= 0 && id < n_special; }

    // Splits text into pieces; unknown pieces map to UNK and are flagged. Throws on invalid UTF-8.
    Encoding encode(std::string_view text) const;
    std::string decode(const std::vector<int>& ids) const;  // specials other than UNK are skipped

    std::string to_json() const;  // {"type":"char"|"word","pieces":[...]} without the specials
    static Tokenizer from_json(std::string_view json);

    // The pieces a text splits into, before lookup: characters, or words and punctuation marks.
    static std::vector<std::string> split(TokenizerKind kind, std::string_view text);

private:
    TokenizerKind kind_ = TokenizerKind::character;
    std::vector<std::string> pieces_;  // id -> piece, specials included
    std::map<std::string, int> ids_;
};

}  // namespace al
