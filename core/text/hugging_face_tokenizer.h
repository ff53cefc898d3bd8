// A tokenizer as Hugging Face's `tokenizers` library runs it, read from tokenizer.json or from
// GPT-2's vocab.json + merges.txt. Encoding is a pipeline, each stage a list of steps the file names:
//
//   text ─ added tokens found ─ normalizer ─ pre-tokenizer ─ BPE model ─ post-processor ─ ids
//          (kept whole)         (NFC, Prepend,  (Split by the   (byte_pair_    (TemplateProcessing:
//                                Replace)        file's regex,   encoding.h)    <|begin_of_text|> …)
//                                                ByteLevel, Metaspace, Digits)
//
// and decoding runs the file's decoder steps (ByteLevel, Replace, ByteFallback, Fuse, Strip,
// Metaspace) over the tokens. What a file asks for that is not listed here (a Unigram or WordPiece
// model, another normalizer) is refused by name. GPT-2's two files make the pipeline GPT2TokenizerFast
// makes of them: <|endoftext|> as a special token, ByteLevel with GPT-2's pattern, ByteLevel decoding.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/text/byte_pair_encoding.h"

namespace al {

class UnicodePattern;

struct AddedToken {
    std::string content;
    int id = 0;
    bool special = false;     // a control token (<|begin_of_text|>), not text
    bool normalized = false;  // matched in the normalized text rather than the raw text
    bool lstrip = false, rstrip = false, single_word = false;
};

class HuggingFaceTokenizer {
public:
    // Throws al::Error naming `source` and the field for malformed JSON, a model that is not BPE, a
    // step this reader does not run, a pattern ICU cannot compile, or ids that do not fit together.
    static HuggingFaceTokenizer from_tokenizer_json(std::string_view json, const std::string& source = "tokenizer.json");
    static HuggingFaceTokenizer from_gpt2_files(std::string_view vocab_json, std::string_view merges_txt,
                                                const std::string& vocab_source = "vocab.json",
                                                const std::string& merges_source = "merges.txt");

    int size() const { return size_; }                       // model vocabulary and added tokens
    const std::string& token(int id) const;                  // "Ġworld", "▁world", "<|im_start|>"; throws on a bad id
    bool is_special(int id) const;                           // an added token marked special
    bool is_unknown(int id) const { return id >= 0 && id == model_.unk_id(); }
    std::vector<int> special_ids() const;
    const std::string& origin() const { return origin_; }    // "tokenizer.json" or "vocab.json + merges.txt"

    // Ids as tokenizers' encode(text, add_special_tokens) gives them. Throws al::Error on invalid
    // UTF-8 or a character the vocabulary cannot express.
    std::vector<int> encode(std::string_view text, bool add_special_tokens = true) const;
    // The bytes the ids stand for, through the file's decoder (special tokens as their text); a
    // prefix may end inside a character. Throws on a bad id.
    std::string decode(const std::vector<int>& ids) const;
    // One label per id for people: a space shows as '␣', a newline as '↵', a tab as '⇥'; a character
    // split over several tokens shows on the token holding its first byte, and a token holding only
    // the rest of a character shows '⋯'; a byte that begins no valid character shows as <0xNN>.
    std::vector<std::string> readable(const std::vector<int>& ids) const;

    // How to store it again: tokenizer.json's own text, or GPT-2's two files.
    bool from_tokenizer_json_file() const { return !tokenizer_json_.empty(); }
    const std::string& tokenizer_json() const { return tokenizer_json_; }
    std::string vocab_json() const;
    std::string merges_txt() const;

    struct Piece;
    struct Normalizer;
    struct PreTokenizer;
    struct Decoder;

private:
    std::vector<Piece> split_added(std::vector<Piece> pieces, bool normalized) const;
    std::string normalize(std::string text) const;
    std::vector<Piece> pre_tokenize(Piece piece) const;
    std::string token_bytes(int id) const;  // one token decoded alone, for labels

    BytePairEncoding model_;
    std::vector<AddedToken> added_;
    std::vector<int> added_at_;  // id -> index into added_, or −1
    std::vector<std::shared_ptr<const Normalizer>> normalizers_;
    std::vector<std::shared_ptr<const PreTokenizer>> pre_tokenizers_;
    std::vector<std::shared_ptr<const Decoder>> decoders_;
    std::vector<int> prefix_ids_, suffix_ids_;  // the post-processor's, for one sequence
    int size_ = 0;
    std::string origin_;
    std::string tokenizer_json_;  // the file's text, when read from tokenizer.json
};

}  // namespace al
