// Turning a user's text into model input, with everything worth telling the user: unknown
// characters (mapped to UNK) and truncation at block_size. Nothing is dropped silently.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/message.h"
#include "core/text/tokenizer.h"

namespace al {

struct TextInput {
    std::vector<int> ids;              // at most block_size
    std::vector<std::string> pieces;   // the text of each id
    std::vector<bool> unknown;         // per id: not in the vocabulary, shown as UNK
    int total_tokens = 0;              // before truncation (of the part tokenized; see prepare_text)
    int dropped_tokens = 0;            // total_tokens − ids.size()
    bool counted_all = true;           // false: the text was not tokenized to its end (prepare_text)
    std::vector<std::string> dropped_pieces;  // the first few tokens cut off (at most kDroppedShown)
    std::vector<Message> notices;  // warnings for people, empty when all is well
};

constexpr int kDroppedShown = 12;

// Throws al::Error for empty text or invalid UTF-8. A text far longer than the model reads is not
// tokenized to its end: a prefix that gives block_size + 16 tokens is (the prefix doubled from
// 16 · block_size bytes until it does), so a megabyte pasted into the window costs what the first
// tokens cost. Only the last tokens before the prefix's end could differ from the whole text's, and
// those are past block_size.
TextInput prepare_text(const Tokenizer& tokenizer, int block_size, std::string_view text);

// Token ids typed as text, "3,1,4" or "3 1 4" (the input of a model without a tokenizer); each
// piece is the id's number. Throws al::Error for anything else, or an id outside 0..vocab_size−1.
std::vector<int> parse_token_ids(std::string_view text);
TextInput prepare_ids(int vocab_size, int block_size, std::string_view text);

// The one token a short text is (an answer to measure, a token to follow). Throws al::Error naming the
// pieces when it is none or several: "--answer must be one token; 'Paris' is 2 tokens ('Par', 'is')",
// adding "with a space before it, as inside a sentence, it is one: ' Paris'" where that is so.
int one_token(const Tokenizer& tokenizer, std::string_view text, const std::string& what);

}  // namespace al
