// A sentence for people, kept as its English template and the values that fill it, so the window can
// show it in the reader's language while the core stays free of Qt.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

// AL_TEXT("layer %1 does not exist"): a template in the catalogue of the core's sentences, which
// scripts/core_catalogue.py collects for lupdate into ui/translations/*.ts (context "al"); %1, %2, …
// are the values, in order. The literal must be written out inside AL_TEXT(…) for the script to see it.
#define AL_TEXT(english) english

namespace al {

struct Message {
    const char* english = nullptr;  // an AL_TEXT template; null: the message is `value`, as it is
    std::vector<Message> args;      // %1, %2, …: values (a path, a number), or sentences of their own
    std::string value;

    Message() = default;
    // Message(AL_TEXT("layer %1 does not exist"), std::to_string(layer)); a value may be a Message
    template <class... Args>
    explicit Message(const char* english_template, Args&&... values)
        : english(english_template), args{arg(std::forward<Args>(values))...} {}
    // A text that is not translated, exactly as given: a number, an English sentence
    static Message verbatim(std::string text);

    // The English sentence, filled in.
    std::string str() const;

private:
    static Message arg(Message message) { return message; }
    static Message arg(std::string text);  // verbatim, made printable: a value may come from a file
};

// Text read from a file or typed, safe to print: control characters (C0, DEL and C1) become \xNN or
// \u00NN, so a crafted tensor name, path or field cannot send escape codes to the user's terminal.
// Every string value of a Message passes through it.
std::string printable(std::string_view text);

// `text` (UTF-8) with each %N replaced by values[N-1], in one pass: a %N with no value stays, and a
// value that contains "%2" is not filled again.
std::string fill_in(std::string_view text, const std::vector<std::string>& values);

}  // namespace al
