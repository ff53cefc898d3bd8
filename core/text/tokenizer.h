// The tokenizers: character- and word-level with a vocabulary built from a text, and the BPE
// tokenizers of Hugging Face models read from their files (hugging_face_tokenizer.h: GPT-2's
// vocab.json + merges.txt, or a tokenizer.json of Llama, Qwen, SmolLM …).
// Character and word: ids 0..3 are the special tokens PAD, BOS, EOS, UNK; learned pieces follow in
// a stable order (characters by code point; words by falling frequency, then alphabetically).
// Hugging Face: ids as the files give them, special tokens as the files mark them.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace al {

class HuggingFaceTokenizer;

// A piece as an axis label or a chip shows it: a space, a line break and a tab made visible
// ("␣", "↵", "⇥"); any other piece as it is.
std::string visible_piece(const std::string& piece);

enum class TokenizerKind { character, word, hugging_face };

struct Encoding {
    std::vector<int> ids;
    std::vector<std::string> pieces;  // the text each id came from (UTF-8; for Hugging Face's, readable labels)
    std::vector<bool> unknown;        // true where the piece is not in the vocabulary (id == UNK)
    // The distinct unknown pieces among the first `first` tokens (all of them by default), in order.
    std::vector<std::string> unknown_pieces(size_t first = SIZE_MAX) const;
};

class Tokenizer {
public:
    static constexpr int pad_id = 0, bos_id = 1, eos_id = 2, unk_id = 3, n_special = 4;

    // Throws al::Error if the text is not valid UTF-8.
    static Tokenizer build(TokenizerKind kind, std::string_view corpus);
    static Tokenizer from_pieces(TokenizerKind kind, std::vector<std::string> pieces);  // pieces after the specials
    static Tokenizer from_hugging_face(HuggingFaceTokenizer tokenizer);

    TokenizerKind kind() const { return kind_; }
    int size() const;
    // The vocabulary's entry: "<unk>" style text for specials, GPT-2's "Ġworld", Llama 2's "▁world".
    // Throws on a bad id.
    const std::string& piece(int id) const;
    // The piece as people read it ("␣world"; see HuggingFaceTokenizer::readable), alone or in a
    // sequence (where the bytes of one character split over tokens show on the first of them).
    std::string label(int id) const;
    std::vector<std::string> labels(const std::vector<int>& ids) const;
    bool is_special(int id) const;
    const HuggingFaceTokenizer* hugging_face() const { return hf_.get(); }

    // Splits text into pieces; unknown pieces map to UNK and are flagged. Hugging Face's: ids as
    // encode(text, add_special_tokens=True) gives them (Llama 3's <|begin_of_text|> first). Throws on
    // invalid UTF-8.
    Encoding encode(std::string_view text) const;
    // encode(text).ids alone, without a string per piece: a training text takes 4 bytes a character.
    std::vector<int> encode_ids(std::string_view text) const;
    // The text of the ids, special tokens skipped (UNK kept; Hugging Face's skip_special_tokens=True:
    // no <|begin_of_text|> before a generated text); Hugging Face's through the file's decoder, bytes
    // that form no character becoming U+FFFD.
    std::string decode(const std::vector<int>& ids) const;

    // Whether the text a model reads starts with <bos> (bos_id): a model trained here on a toy
    // sequence task saw every example start so (core/io/loaded_model.h, starts_with_bos).
    bool prepends_bos() const { return prepends_bos_; }
    void set_prepends_bos(bool on) { prepends_bos_ = on; }
    // Character and word: whether text is case-folded before it is split ("The" reads as "the", as an
    // uncased BERT's do_lower_case does); the pieces an Encoding shows are then folded too.
    bool lowercases() const { return lowercase_; }
    void set_lowercases(bool on) { lowercase_ = on; }

    // {"type":"char"|"word","pieces":[...],"prepend_bos":true|false[,"lowercase":true]} without the specials; GPT-2:
    // {"type":"gpt2_bpe","vocab":{token: id},"merges":"the text of merges.txt"}; from tokenizer.json:
    // {"type":"tokenizer.json","json":"the file's text"}. `states_bos`, when given, tells whether the
    // JSON said "prepend_bos" (files written before it did not).
    std::string to_json() const;
    static Tokenizer from_json(std::string_view json, bool* states_bos = nullptr);

    // The pieces a text splits into before lookup: characters, or words and punctuation marks.
    static std::vector<std::string> split(TokenizerKind kind, std::string_view text);
    // The same pieces, one at a time, none kept (a valid UTF-8 text).
    static void for_each_piece(TokenizerKind kind, std::string_view text, const std::function<void(std::string_view)>& visit);

private:
    TokenizerKind kind_ = TokenizerKind::character;
    std::vector<std::string> pieces_;  // id -> piece, specials included
    std::map<std::string, int> ids_;
    std::shared_ptr<const HuggingFaceTokenizer> hf_;  // hugging_face only; shared, as copies are read-only
    bool prepends_bos_ = false;
    bool lowercase_ = false;
};

// The text with every letter in lower case (ICU's full case mapping, root locale): "Über" → "über".
// `text` must be valid UTF-8.
std::string to_lower(std::string_view text);

}  // namespace al
