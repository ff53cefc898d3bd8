#include "core/text/text_input.h"

#include "core/error.h"

namespace al {

TextInput prepare_text(const Tokenizer& tokenizer, int block_size, std::string_view text) {
    auto enc = tokenizer.encode(text);
    if (enc.ids.empty()) throw Error("the text is empty: type a sentence");
    TextInput in;
    in.total_tokens = static_cast<int>(enc.ids.size());
    const auto unknown = enc.unknown_pieces();
    if (!unknown.empty()) {
        std::string list;
        for (const auto& p : unknown) list += (list.empty() ? "\"" : ", \"") + p + "\"";
        in.notices.push_back("not in the vocabulary, shown as <unk>: " + list);
    }
    const int keep = std::min(in.total_tokens, block_size);
    in.dropped_tokens = in.total_tokens - keep;
    if (in.dropped_tokens > 0)
        in.notices.push_back("the text has " + std::to_string(in.total_tokens) + " tokens; the model reads at most " +
                             std::to_string(block_size) + ", so only the first " + std::to_string(block_size) +
                             " are used");
    in.ids.assign(enc.ids.begin(), enc.ids.begin() + keep);
    in.pieces.assign(enc.pieces.begin(), enc.pieces.begin() + keep);
    in.unknown.assign(enc.unknown.begin(), enc.unknown.begin() + keep);
    return in;
}

}  // namespace al
