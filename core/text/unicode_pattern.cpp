#include "core/text/unicode_pattern.h"

#include <unicode/unorm2.h>
#include <unicode/uregex.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>

#include "core/base/error.h"
#include "core/text/utf8.h"

namespace al {
namespace {

// Oniguruma's \s and \S as ICU properties, inside or outside a character class; every other escape
// is copied as it is (so "\\s", an escaped backslash and an s, stays).
std::string to_icu_syntax(const std::string& pattern) {
    std::string out;
    out.reserve(pattern.size() + 32);
    for (size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] != '\\' || i + 1 == pattern.size()) {
            out += pattern[i];
            continue;
        }
        const char next = pattern[++i];
        if (next == 's') out += "\\p{White_Space}";
        else if (next == 'S') out += "\\P{White_Space}";
        else out += '\\', out += next;
    }
    return out;
}

struct UTextCloser {
    void operator()(UText* t) const { utext_close(t); }
};
using UTextPtr = std::unique_ptr<UText, UTextCloser>;

// ICU counts a match's work in steps of about a million; a tokenizer's pattern on a sentence needs
// none, a pattern that backtracks without end would freeze the window.
constexpr int32_t kTimeLimit = 2000;

}  // namespace

UnicodePattern::UnicodePattern(const std::string& pattern, const std::string& source) : pattern_(pattern), source_(source) {
    if (!is_valid_utf8(pattern)) throw Error(Message(AL_TEXT("%1: the pattern is not valid UTF-8"), source));
    const std::string icu = to_icu_syntax(pattern);
    UErrorCode status = U_ZERO_ERROR;
    UTextPtr text(utext_openUTF8(nullptr, icu.data(), static_cast<int64_t>(icu.size()), &status));
    UParseError where{};
    URegularExpression* re = U_SUCCESS(status) ? uregex_openUText(text.get(), 0, &where, &status) : nullptr;
    if (U_FAILURE(status) || !re)
        throw Error(Message(AL_TEXT("%1: the pattern \"%2\" is not a regular expression AttentionLab can run (%3 near character %4)"),
                            source, printable(pattern), u_errorName(status), std::to_string(where.offset)));
    compiled_.reset(re, uregex_close);
}

std::vector<std::pair<size_t, size_t>> UnicodePattern::matches(std::string_view text) const {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<URegularExpression, decltype(&uregex_close)> re(uregex_clone(compiled_.get(), &status), uregex_close);
    UTextPtr input(utext_openUTF8(nullptr, text.data(), static_cast<int64_t>(text.size()), &status));
    uregex_setTimeLimit(re.get(), kTimeLimit, &status);
    uregex_setUText(re.get(), input.get(), &status);
    std::vector<std::pair<size_t, size_t>> out;
    while (U_SUCCESS(status) && uregex_findNext(re.get(), &status)) {
        const int64_t begin = uregex_start64(re.get(), 0, &status), end = uregex_end64(re.get(), 0, &status);
        if (U_SUCCESS(status) && end > begin) out.emplace_back(static_cast<size_t>(begin), static_cast<size_t>(end));
    }
    if (status == U_REGEX_TIME_OUT || status == U_REGEX_STACK_OVERFLOW)
        throw Error(Message(AL_TEXT("%1: the pattern \"%2\" takes too long on this text; the tokenizer file's pattern is not one a tokenizer uses"),
                            source_, printable(pattern_)));
    if (U_FAILURE(status)) throw Error(Message(AL_TEXT("%1: the pattern failed on this text (%2)"), source_, u_errorName(status)));
    return out;
}

const UnicodePattern& gpt2_pattern() {
    static const UnicodePattern pattern(R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)",
                                        "GPT-2's pre-split");
    return pattern;
}

std::string nfc(std::string_view text) {
    require_utf8(text);
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2* normalizer = unorm2_getNFCInstance(&status);
    // UTF-8 → UTF-16 (at most one unit per byte) → NFC → UTF-8
    std::u16string utf16(text.size(), u'\0');
    int32_t length = 0;
    u_strFromUTF8(reinterpret_cast<UChar*>(utf16.data()), static_cast<int32_t>(utf16.size()), &length, text.data(),
                  static_cast<int32_t>(text.size()), &status);
    utf16.resize(static_cast<size_t>(length));
    if (U_SUCCESS(status) && unorm2_isNormalized(normalizer, reinterpret_cast<const UChar*>(utf16.data()), length, &status))
        return std::string(text);
    // NFC of a text is at most three times as long (Unicode's stated bound for composition)
    std::u16string normal(utf16.size() * 3 + 1, u'\0');
    const int32_t n = unorm2_normalize(normalizer, reinterpret_cast<const UChar*>(utf16.data()), length,
                                       reinterpret_cast<UChar*>(normal.data()), static_cast<int32_t>(normal.size()), &status);
    std::string out(static_cast<size_t>(n) * 3, '\0');
    int32_t bytes = 0;
    u_strToUTF8(out.data(), static_cast<int32_t>(out.size()), &bytes, reinterpret_cast<const UChar*>(normal.data()), n, &status);
    if (U_FAILURE(status)) throw Error(Message(AL_TEXT("the text could not be normalised to NFC (%1)"), u_errorName(status)));
    out.resize(static_cast<size_t>(bytes));
    return out;
}

}  // namespace al
