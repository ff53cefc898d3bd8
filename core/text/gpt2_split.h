// GPT-2's pre-split: the text is cut into words before byte-pair merges, by the pattern
//   's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
// (first alternative that matches wins): contractions; a run of letters, of numbers or of other
// characters, each with at most one leading space; whitespace, leaving its last space to the word
// after it. Merges never cross these cuts.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace al {

enum class CharClass { letter, number, space, other };

// \p{L}, \p{N}, \s (Unicode White_Space), or anything else.
CharClass char_class(char32_t c);

// The words of `text`, in order; concatenated they are the text. Throws al::Error on invalid UTF-8.
std::vector<std::string> gpt2_split(std::string_view text);

}  // namespace al
