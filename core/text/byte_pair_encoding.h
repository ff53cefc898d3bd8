// The BPE model of Hugging Face's tokenizers: a vocabulary, merges by rank, and what to do with a
// character the vocabulary lacks. It turns one word (already cut by the pre-tokenizer and, for a
// byte-level tokenizer, written in GPT-2's byte stand-ins) into ids; the rest of the pipeline is in
// hugging_face_tokenizer.h.
//
// encode_word: each character becomes its token; one the vocabulary lacks becomes its UTF-8 bytes
// as <0xNN> tokens (byte_fallback, when the vocabulary has them all) or else the unknown token (consecutive ones fused into one with
// fuse_unk). Then the adjacent pair with the lowest merge rank is merged, leftmost first, until no
// pair has a rank — as tokenizers' Word::merge_all, without dropout. With ignore_merges, a word
// that is itself in the vocabulary is that one token.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace al {

struct BpeOptions {
    std::optional<std::string> unk_token;
    bool fuse_unk = false;
    bool byte_fallback = false;
    bool ignore_merges = false;
};

class BytePairEncoding {
public:
    // `vocab` holds each token with its id, ids 0..n−1 once each; `merges` by rank. Throws al::Error
    // naming the source, the token or merge (`where_is_merge(rank)`: "merges.txt line 7") and what is
    // wrong: an id out of range or given twice, a merge whose pieces or result the vocabulary lacks,
    // an unknown token not in it.
    static BytePairEncoding build(const std::vector<std::pair<std::string, int64_t>>& vocab,
                                  std::vector<std::pair<std::string, std::string>> merges, BpeOptions options,
                                  const std::string& vocab_source, const std::function<std::string(size_t)>& where_is_merge);

    int size() const { return static_cast<int>(tokens_.size()); }
    const std::string& token(int id) const { return tokens_.at(static_cast<size_t>(id)); }
    int id_of(std::string_view token) const;  // −1 when not in the vocabulary
    int unk_id() const { return unk_id_; }    // −1 without an unknown token
    const BpeOptions& options() const { return options_; }
    const std::vector<std::pair<std::string, std::string>>& merges() const { return merges_; }

    // Throws al::Error when a character is neither in the vocabulary nor covered by byte_fallback or
    // an unknown token.
    std::vector<int> encode_word(std::string_view word) const;

private:
    struct Merge {
        int rank, result;
    };
    static uint64_t pair_key(int left, int right) { return (static_cast<uint64_t>(left) << 32) | static_cast<uint32_t>(right); }

    std::vector<std::string> tokens_;  // id -> token
    std::unordered_map<std::string, int> ids_;
    std::vector<std::pair<std::string, std::string>> merges_;  // by rank
    std::unordered_map<uint64_t, Merge> merge_of_pair_;        // (left id, right id) -> rank, merged id
    BpeOptions options_;
    int unk_id_ = -1;
    int byte_ids_[256] = {};  // <0xNN> tokens when byte_fallback and in the vocabulary, else −1
};

}  // namespace al
