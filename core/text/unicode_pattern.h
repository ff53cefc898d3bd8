// Unicode as Hugging Face's tokenizers see it, from ICU (Unicode 15 in Debian 12's ICU 72): the
// regular expressions of tokenizer.json and GPT-2's pre-split, and NFC.
//
// tokenizers runs its patterns with Oniguruma; ICU reads the same syntax (\p{L}, \p{N}, (?i:…),
// (?!\S), {1,3}) with one difference, translated here: Oniguruma's \s is Unicode's White_Space
// (tab to carriage return, U+0085 and the Z categories), ICU's lacks U+000B and U+0085.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct URegularExpression;

namespace al {

class UnicodePattern {
public:
    // Throws al::Error naming `source`, the position in the pattern and what is wrong.
    UnicodePattern(const std::string& pattern, const std::string& source);

    // The byte ranges [begin, end) of the pattern's successive matches in `text` (valid UTF-8),
    // leftmost first, never overlapping; empty matches are skipped. Throws al::Error when a match
    // takes unreasonably long (a pattern that backtracks without end), naming the source.
    std::vector<std::pair<size_t, size_t>> matches(std::string_view text) const;

    const std::string& pattern() const { return pattern_; }

private:
    std::string pattern_, source_;
    std::shared_ptr<URegularExpression> compiled_;  // cloned for each call: ICU's matcher keeps state
};

// GPT-2's pre-split, which Hugging Face's ByteLevel pre-tokenizer applies with use_regex:
// contractions, runs of letters, of numbers, of other characters (each with at most one leading
// space), whitespace leaving its last space to the next word.
const UnicodePattern& gpt2_pattern();

// The text in Unicode Normalization Form C (é as one code point, not e + U+0301). Throws al::Error
// on invalid UTF-8.
std::string nfc(std::string_view text);

}  // namespace al
