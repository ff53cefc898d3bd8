#include "core/text/utf8.h"

#include "core/base/error.h"

namespace al {
namespace {

// Returns the number of bytes consumed, or 0 when the sequence at `pos` is invalid
// (truncated, bad continuation byte, overlong, surrogate, or beyond U+10FFFF).
size_t decode_one(std::string_view s, size_t pos, char32_t& out) {
    const auto b0 = static_cast<unsigned char>(s[pos]);
    size_t len;
    char32_t cp, min;
    if (b0 < 0x80) return out = b0, 1;
    if ((b0 & 0xE0) == 0xC0) len = 2, cp = b0 & 0x1F, min = 0x80;
    else if ((b0 & 0xF0) == 0xE0) len = 3, cp = b0 & 0x0F, min = 0x800;
    else if ((b0 & 0xF8) == 0xF0) len = 4, cp = b0 & 0x07, min = 0x10000;
    else return 0;
    if (pos + len > s.size()) return 0;
    for (size_t i = 1; i < len; ++i) {
        const auto b = static_cast<unsigned char>(s[pos + i]);
        if ((b & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (b & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    out = cp;
    return len;
}

[[noreturn]] void invalid_at(size_t pos) {
    throw Error(Message(AL_TEXT("the text is not valid UTF-8 (a bad byte at offset %1); give it in UTF-8"), std::to_string(pos)));
}

// The offset of the first byte that begins no valid sequence, or the text's size.
size_t first_invalid(std::string_view text) {
    for (size_t pos = 0; pos < text.size();) {
        char32_t cp;
        const size_t n = decode_one(text, pos, cp);
        if (n == 0) return pos;
        pos += n;
    }
    return text.size();
}

}  // namespace

std::vector<char32_t> decode_utf8(std::string_view text) {
    std::vector<char32_t> out;
    out.reserve(text.size());
    for (size_t pos = 0; pos < text.size();) {
        char32_t cp;
        const size_t n = decode_one(text, pos, cp);
        if (n == 0) invalid_at(pos);
        out.push_back(cp);
        pos += n;
    }
    return out;
}

bool is_valid_utf8(std::string_view text) { return first_invalid(text) == text.size(); }

void require_utf8(std::string_view text) {
    if (const size_t pos = first_invalid(text); pos < text.size()) invalid_at(pos);
}

std::string replace_invalid_utf8(std::string_view text) {
    std::string out;
    for (size_t pos = 0; pos < text.size();) {
        char32_t cp;
        const size_t n = decode_one(text, pos, cp);
        out += n ? text.substr(pos, n) : std::string_view("\xEF\xBF\xBD");
        pos += n ? n : 1;
    }
    return out;
}

std::string encode_utf8(char32_t cp) {
    std::string out;
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return out;
}

std::string encode_utf8(const std::vector<char32_t>& code_points) {
    std::string out;
    for (char32_t cp : code_points) out += encode_utf8(cp);
    return out;
}

}  // namespace al
