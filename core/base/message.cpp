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
