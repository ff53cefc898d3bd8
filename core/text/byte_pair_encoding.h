// GPT-2's byte-level BPE, read from the Hugging Face files vocab.json ({"token": id}) and
// merges.txt (an optional "#version" line, then one "left right" pair per line, by rank).
//
// encode: <|endoftext|> in the text is the special token; the rest is cut by gpt2_split, each
// word's UTF-8 bytes become printable stand-ins (byte b → itself when printable, else U+0100 + n:
// ' ' → 'Ġ', '\n' → 'Ċ'), and the pair of neighbours with the lowest merge rank is merged until no
// pair has a rank. Ids are exactly those of Hugging Face's GPT-2 tokenizer, nothing added.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace al {

class BytePairEncoding {
public:
    static constexpr const char* end_of_text = "<|endoftext|>";

    // `vocab_source` and `merges_source` name the files in error messages. Throws al::Error naming
    // the file, the line or token and what is wrong: malformed JSON, ids that are not 0..n-1 once
    // each, a malformed merges line, a merge whose pieces or result the vocabulary lacks, a byte
    // without its token.
    static BytePairEncoding parse(std::string_view vocab_json, std::string_view merges_txt,
                                  const std::string& vocab_source = "vocab.json",
                                  const std::string& merges_source = "merges.txt");

    int size() const { return static_cast<int>(tokens_.size()); }
    const std::string& token(int id) const { return tokens_.at(static_cast<size_t>(id)); }  // "Ġworld"
    int end_of_text_id() const { return end_of_text_id_; }  // -1 when the vocabulary has none

    // Throws al::Error on invalid UTF-8.
    std::vector<int> encode(std::string_view text) const;
    // The bytes the ids stand for (a prefix may end inside a character). Throws on a bad id.
    std::string decode(const std::vector<int>& ids) const;
    // One label per id for people: a space shows as '␣', a newline as '↵', a tab as '⇥'; a character
    // split over several tokens shows on the token holding its first byte, and a token holding only
    // the rest of a character shows '⋯'; a byte that begins no valid character shows as <0xNN>.
    std::vector<std::string> readable(const std::vector<int>& ids) const;

    std::string vocab_json() const;
    std::string merges_txt() const;

private:
    void merge_word(std::vector<std::string>& symbols) const;

    std::vector<std::string> tokens_;  // id -> token
    std::unordered_map<std::string, int> ids_;
    std::vector<std::pair<std::string, std::string>> merges_;  // by rank
    std::unordered_map<std::string, int> ranks_;                // "left right" -> rank
    int end_of_text_id_ = -1;
};

}  // namespace al
