#include "core/text/text_input.h"

#include <charconv>

#include "core/base/error.h"

namespace al {
namespace {

// Keeps the first block_size ids, with a notice when that drops some.
void truncate(TextInput& in, int block_size) {
    in.total_tokens = static_cast<int>(in.ids.size());
    const int keep = std::min(in.total_tokens, block_size);
    in.dropped_tokens = in.total_tokens - keep;
    if (in.dropped_tokens > 0)
        in.notices.emplace_back(AL_TEXT("the text has %1 tokens; the model reads at most %2 (its block_size; n_positions in a "
                                        "Hugging Face config.json), so only the first %2 are used"),
                                std::to_string(in.total_tokens), std::to_string(block_size));
    in.ids.resize(keep);
    in.pieces.resize(keep);
    in.unknown.resize(keep);
}

}  // namespace

TextInput prepare_text(const Tokenizer& tokenizer, int block_size, std::string_view text) {
    auto enc = tokenizer.encode(text);
    if (enc.ids.empty()) throw Error(Message(AL_TEXT("the text is empty: type a sentence")));
    TextInput in;
    in.ids = enc.ids, in.pieces = enc.pieces, in.unknown = enc.unknown;
    const auto unknown = enc.unknown_pieces();
    if (!unknown.empty()) {
        std::string list;
        for (const auto& p : unknown) list += (list.empty() ? "\"" : ", \"") + p + "\"";
        in.notices.emplace_back(AL_TEXT("not in the vocabulary, shown as <unk>: %1"), list);
    }
    truncate(in, block_size);
    return in;
}

std::vector<int> parse_token_ids(std::string_view text) {
    std::vector<int> ids;
    size_t i = 0;
    const auto separator = [](char c) { return c == ',' || c == ' ' || c == '\t' || c == '\n'; };
    while (i < text.size()) {
        if (separator(text[i])) {
            ++i;
            continue;
        }
        size_t end = i;
        while (end < text.size() && !separator(text[end])) ++end;
        const std::string_view item = text.substr(i, end - i);
        int id = 0;
        const auto [stop, error] = std::from_chars(item.data(), item.data() + item.size(), id);
        if (error != std::errc() || stop != item.data() + item.size())
            throw Error(Message(AL_TEXT("token ids are integers separated by commas or spaces, like 3,1,4; got \"%1\""), printable(item)));
        ids.push_back(id);
        i = end;
    }
    if (ids.empty()) throw Error(Message(AL_TEXT("no token ids: type at least one, like 3,1,4")));
    return ids;
}

TextInput prepare_ids(int vocab_size, int block_size, std::string_view text) {
    TextInput in;
    in.ids = parse_token_ids(text);
    for (const int id : in.ids) {
        if (id < 0 || id >= vocab_size)
            throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(id), std::to_string(vocab_size - 1)));
        in.pieces.push_back(std::to_string(id));
    }
    in.unknown.assign(in.ids.size(), false);
    truncate(in, block_size);
    return in;
}

}  // namespace al
