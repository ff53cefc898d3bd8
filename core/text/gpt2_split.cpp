#include "core/text/gpt2_split.h"

#include <algorithm>
#include <iterator>

#include "core/text/utf8.h"

namespace al {
namespace {

struct CodePointRange {
    char32_t first, last;
};

#include "core/text/unicode_classes.inc"

template <size_t N>
bool in_ranges(const CodePointRange (&ranges)[N], char32_t c) {
    const auto it = std::upper_bound(std::begin(ranges), std::end(ranges), c,
                                     [](char32_t v, const CodePointRange& r) { return v < r.first; });
    return it != std::begin(ranges) && c <= std::prev(it)->last;
}

bool is_white_space(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
           c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

// The length of a contraction ('s 't 're 've 'm 'll 'd) starting at i, or 0.
size_t contraction_at(const std::vector<char32_t>& cps, size_t i) {
    if (cps[i] != '\'' || i + 1 >= cps.size()) return 0;
    const char32_t a = cps[i + 1], b = i + 2 < cps.size() ? cps[i + 2] : 0;
    if (a == 's' || a == 't' || a == 'm' || a == 'd') return 2;
    if ((a == 'r' && b == 'e') || (a == 'v' && b == 'e') || (a == 'l' && b == 'l')) return 3;
    return 0;
}

}  // namespace

CharClass char_class(char32_t c) {
    if (c < 0x80) {
        if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') return CharClass::letter;
        if (c >= '0' && c <= '9') return CharClass::number;
    }
    if (is_white_space(c)) return CharClass::space;
    if (in_ranges(kLetterRanges, c)) return CharClass::letter;
    if (in_ranges(kNumberRanges, c)) return CharClass::number;
    return CharClass::other;
}

std::vector<std::string> gpt2_split(std::string_view text) {
    const auto cps = decode_utf8(text);
    std::vector<CharClass> cls(cps.size());
    std::transform(cps.begin(), cps.end(), cls.begin(), char_class);
    const auto run_end = [&](size_t from, CharClass c) {
        while (from < cps.size() && cls[from] == c) ++from;
        return from;
    };
    std::vector<std::string> words;
    for (size_t i = 0; i < cps.size();) {
        size_t end = i + contraction_at(cps, i);
        if (end == i) {
            const size_t body = cps[i] == ' ' && i + 1 < cps.size() && cls[i + 1] != CharClass::space ? i + 1 : i;
            if (cls[body] != CharClass::space) {
                end = run_end(body, cls[body]);  // ` ?\p{L}+`, ` ?\p{N}+` or ` ?[^\s\p{L}\p{N}]+`
            } else {
                end = run_end(i, CharClass::space);
                // `\s+(?!\S)`: a run followed by a non-space gives its last character to the next word;
                // a single one is `\s+` on its own.
                if (end < cps.size() && end - i > 1) --end;
            }
        }
        words.push_back(encode_utf8(std::vector<char32_t>(cps.begin() + static_cast<std::ptrdiff_t>(i),
                                                          cps.begin() + static_cast<std::ptrdiff_t>(end))));
        i = end;
    }
    return words;
}

}  // namespace al
