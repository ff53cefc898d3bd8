// UTF-8 decoding into code points, so that "café 🙂" is 6 characters and not 9 bytes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace al {

// Throws al::Error naming the byte offset of the first invalid sequence.
std::vector<char32_t> decode_utf8(std::string_view text);
std::string encode_utf8(char32_t code_point);
std::string encode_utf8(const std::vector<char32_t>& code_points);
bool is_valid_utf8(std::string_view text);
// Throws al::Error as decode_utf8 does, without decoding: for readers that walk the bytes themselves.
void require_utf8(std::string_view text);
// The text with each byte that begins no valid sequence replaced by U+FFFD.
std::string replace_invalid_utf8(std::string_view text);

}  // namespace al
