#include "core/text/byte_pair_encoding.h"

#include <algorithm>
#include <cstdio>
#include <queue>

#include "core/base/error.h"
#include "core/text/utf8.h"

namespace al {
namespace {

std::string byte_token(int b) {
    char s[8];
    std::snprintf(s, sizeof s, "<0x%02X>", b);
    return s;
}

// The length of the UTF-8 sequence led by `lead` (1 for a byte that leads none, so that every byte
// is consumed).
size_t sequence_length(unsigned char lead) { return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4; }

}  // namespace

BytePairEncoding BytePairEncoding::build(const std::vector<std::pair<std::string, int64_t>>& vocab,
                                         std::vector<std::pair<std::string, std::string>> merges, BpeOptions options,
                                         const std::string& vocab_source, const std::function<std::string(size_t)>& where_is_merge) {
    BytePairEncoding bpe;
    if (vocab.empty()) throw Error(Message(AL_TEXT("%1 is empty"), vocab_source));
    bpe.tokens_.resize(vocab.size());
    std::vector<bool> seen(vocab.size());
    for (const auto& [token, id] : vocab) {
        if (id < 0 || id >= static_cast<int64_t>(vocab.size()))
            throw Error(Message(AL_TEXT("%1: token \"%2\" has id %3; ids must be 0..%4, one per token"), vocab_source,
                                printable(token), std::to_string(id), std::to_string(vocab.size() - 1)));
        const auto i = static_cast<size_t>(id);
        if (seen[i]) throw Error(Message(AL_TEXT("%1: id %2 is given to two tokens"), vocab_source, std::to_string(i)));
        seen[i] = true;
        bpe.tokens_[i] = token;
        bpe.ids_.emplace(token, static_cast<int>(i));
    }
    for (size_t rank = 0; rank < merges.size(); ++rank) {
        const auto& [left, right] = merges[rank];
        const auto where = where_is_merge(rank);
        const int l = bpe.id_of(left), r = bpe.id_of(right), m = bpe.id_of(left + right);
        for (const auto& [token, id] : {std::pair{left, l}, std::pair{right, r}})
            if (id < 0) throw Error(Message(AL_TEXT("%1: \"%2\" is not in %3; the two do not belong together"), where, printable(token), vocab_source));
        if (m < 0)
            throw Error(Message(AL_TEXT("%1: \"%2\" (the merged token) is not in %3; the two do not belong together"), where,
                                printable(left + right), vocab_source));
        bpe.merge_of_pair_.try_emplace(pair_key(l, r), Merge{static_cast<int>(rank), m});  // a repeated merge keeps its first rank
    }
    bpe.merges_ = std::move(merges);
    if (options.unk_token) {
        bpe.unk_id_ = bpe.id_of(*options.unk_token);
        if (bpe.unk_id_ < 0)
            throw Error(Message(AL_TEXT("%1: the unknown token \"%2\" is not in the vocabulary"), vocab_source, printable(*options.unk_token)));
    }
    for (int b = 0; b < 256; ++b) bpe.byte_ids_[b] = options.byte_fallback ? bpe.id_of(byte_token(b)) : -1;
    bpe.options_ = std::move(options);
    return bpe;
}

int BytePairEncoding::id_of(std::string_view token) const {
    const auto it = ids_.find(std::string(token));
    return it == ids_.end() ? -1 : it->second;
}

std::vector<int> BytePairEncoding::encode_word(std::string_view word) const {
    if (options_.ignore_merges)
        if (const int whole = id_of(word); whole >= 0) return {whole};
    // the word's symbols, as a list linked by index so that a merge is O(1)
    struct Symbol {
        int id, prev, next;
        bool alive = true;
    };
    std::vector<Symbol> symbols;
    symbols.reserve(word.size());
    const auto push = [&](int id) { symbols.push_back({id, static_cast<int>(symbols.size()) - 1, static_cast<int>(symbols.size()) + 1}); };
    bool last_unknown = false;
    for (size_t k = 0; k < word.size();) {
        const size_t n = std::min(sequence_length(static_cast<unsigned char>(word[k])), word.size() - k);
        const std::string_view ch = word.substr(k, n);
        k += n;
        const bool bytes_known = std::all_of(ch.begin(), ch.end(), [&](char b) { return byte_ids_[static_cast<unsigned char>(b)] >= 0; });
        if (const int id = id_of(ch); id >= 0) {
            push(id), last_unknown = false;
        } else if (bytes_known) {  // only with byte_fallback
            for (unsigned char b : ch) push(byte_ids_[b]);
            last_unknown = false;
        } else if (unk_id_ >= 0) {
            if (!(options_.fuse_unk && last_unknown)) push(unk_id_);
            last_unknown = true;
        } else {
            throw Error(Message(AL_TEXT("the tokenizer has no token for \"%1\" and no unknown token to stand for it"), printable(std::string(ch))));
        }
    }
    if (!symbols.empty()) symbols.back().next = -1;

    // candidates (rank, position, merged id), lowest rank first, then leftmost; a candidate whose
    // symbols changed since it was queued is skipped when it comes up
    struct Candidate {
        int rank, pos, result;
        bool operator>(const Candidate& o) const { return rank != o.rank ? rank > o.rank : pos > o.pos; }
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
    const auto consider = [&](int pos) {
        if (pos < 0 || symbols[pos].next < 0) return;
        const auto it = merge_of_pair_.find(pair_key(symbols[pos].id, symbols[symbols[pos].next].id));
        if (it != merge_of_pair_.end()) queue.push({it->second.rank, pos, it->second.result});
    };
    for (int i = 0; i < static_cast<int>(symbols.size()); ++i) consider(i);
    while (!queue.empty()) {
        const Candidate c = queue.top();
        queue.pop();
        Symbol& left = symbols[c.pos];
        if (!left.alive || left.next < 0) continue;
        Symbol& right = symbols[left.next];
        const auto it = merge_of_pair_.find(pair_key(left.id, right.id));
        if (it == merge_of_pair_.end() || it->second.result != c.result || it->second.rank != c.rank) continue;
        left.id = c.result;
        right.alive = false;
        left.next = right.next;
        if (left.next >= 0) symbols[left.next].prev = c.pos;
        consider(left.prev);
        consider(c.pos);
    }
    std::vector<int> ids;
    for (int i = symbols.empty() ? -1 : 0; i >= 0; i = symbols[i].next) ids.push_back(symbols[i].id);
    return ids;
}

}  // namespace al
