#include "core/text/text_input.h"

#include <algorithm>
#include <charconv>

#include "core/base/error.h"

namespace al {
namespace {

// Keeps the first block_size ids, with a notice when that drops some; `whole`: the text was tokenized
// to its end, so the count is the text's.
void truncate(TextInput& in, int block_size, bool whole = true) {
    in.total_tokens = static_cast<int>(in.ids.size());
    in.counted_all = whole;
    const int keep = std::min(in.total_tokens, block_size);
    in.dropped_tokens = in.total_tokens - keep;
    if (in.dropped_tokens > 0 && whole)
        in.notices.emplace_back(AL_TEXT("the text has %1 tokens; the model reads at most %2 (its block_size; n_positions in a "
                                        "Hugging Face config.json), so only the first %2 are used"),
                                std::to_string(in.total_tokens), std::to_string(block_size));
    else if (in.dropped_tokens > 0)
        in.notices.emplace_back(AL_TEXT("the text is far longer than the model reads, at most %1 tokens (its block_size; n_positions "
                                        "in a Hugging Face config.json), so only the first %1 are used"),
                                std::to_string(block_size));
    const size_t cut = std::min(in.pieces.size(), static_cast<size_t>(keep) + kDroppedShown);
    in.dropped_pieces.assign(in.pieces.begin() + keep, in.pieces.begin() + static_cast<long>(cut));
    in.ids.resize(keep);
    in.pieces.resize(keep);
    in.unknown.resize(keep);
}

// The longest prefix of at most `bytes` bytes that ends between two UTF-8 characters.
std::string_view prefix(std::string_view text, size_t bytes) {
    if (bytes >= text.size()) return text;
    while (bytes > 0 && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80) --bytes;
    return text.substr(0, bytes);
}

}  // namespace

TextInput prepare_text(const Tokenizer& tokenizer, int block_size, std::string_view text) {
    constexpr int64_t kMargin = 16;  // tokens past block_size that the prefix's end may change
    Encoding enc;
    std::string_view part;
    for (size_t reach = 16 * static_cast<size_t>(std::max(block_size, 1)) + 64;; reach *= 2) {
        part = prefix(text, reach);
        enc = tokenizer.encode(part);
        if (part.size() == text.size() || static_cast<int64_t>(enc.ids.size()) >= block_size + kMargin) break;
    }
    if (enc.ids.empty()) throw Error(Message(AL_TEXT("the text is empty: type a sentence")));
    TextInput in;
    if (const auto unknown = enc.unknown_pieces(static_cast<size_t>(std::max(block_size, 0))); !unknown.empty()) {  // of the tokens read
        std::string list;
        for (const auto& p : unknown) list += (list.empty() ? "\"" : ", \"") + p + "\"";
        in.notices.emplace_back(AL_TEXT("not in the vocabulary, shown as <unk>: %1"), list);
    }
    in.ids = std::move(enc.ids), in.pieces = std::move(enc.pieces), in.unknown = std::move(enc.unknown);
    truncate(in, block_size, part.size() == text.size());
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

int one_token(const Tokenizer& tokenizer, std::string_view text, const std::string& what) {
    const auto ids = tokenizer.encode(text).ids;
    if (ids.size() == 1) return ids[0];
    std::string pieces;
    for (int id : ids) pieces += (pieces.empty() ? "'" : ", '") + printable(tokenizer.piece(id)) + "'";
    const Message count(AL_TEXT("%1 must be one token; '%2' is %3 tokens (%4)"), what, printable(text), std::to_string(ids.size()), pieces);
    if (ids.size() > 1 && !text.empty() && text[0] != ' ' && tokenizer.encode(" " + std::string(text)).ids.size() == 1)
        throw Error(Message(AL_TEXT("%1; with a space before it, as inside a sentence, it is one: ' %2'"), count, printable(text)));
    throw Error(count);
}

}  // namespace al
