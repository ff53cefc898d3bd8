#include "core/base/message.h"

namespace al {

std::string fill_in(std::string_view text, const std::vector<std::string>& values) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<size_t>(text[i + 1] - '1');
            if (n < values.size()) {
                out += values[n];
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

std::string printable(std::string_view text) {
    static const char hex[] = "0123456789abcdef";
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
        if (c < 0x20 || c == 0x7f) {
            out += std::string("\\x") + hex[c >> 4] + hex[c & 15];
        } else if (c == 0xc2 && next >= 0x80 && next <= 0x9f) {  // U+0080 … U+009F, e.g. U+009B (CSI)
            out += std::string("\\u00") + hex[next >> 4] + hex[next & 15];
            ++i;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

Message Message::arg(std::string text) { return verbatim(printable(text)); }

Message Message::verbatim(std::string text) {
    Message m;
    m.value = std::move(text);
    return m;
}

std::string Message::str() const {
    if (!english) return value;
    std::vector<std::string> values;
    for (const Message& a : args) values.push_back(a.str());
    return fill_in(english, values);
}

}  // namespace al
