// The one exception type of the core: its message says what is wrong and what to do.
#pragma once

#include <new>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/base/message.h"

namespace al {

struct Error : std::runtime_error {
    // a sentence from the catalogue (AL_TEXT), which the window translates
    explicit Error(Message message) : std::runtime_error(message.str()), message_(std::move(message)) {}
    // a sentence written out in English only
    explicit Error(const std::string& english) : std::runtime_error(english), message_(Message::verbatim(english)) {}
    const Message& message() const { return message_; }

private:
    Message message_;
};

// What to tell the user about any exception that reaches a top level (a CLI command, a GUI action, a
// worker thread): al::Error's own words; for allocation failure, what it means and what to do.
inline Message message_of(const std::exception& e) {
    if (const auto* error = dynamic_cast<const Error*>(&e)) return error->message();
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return Message(AL_TEXT("there was not enough memory for this (std::bad_alloc): use a shorter input or a smaller model"));
    return Message::verbatim(e.what());
}

}  // namespace al
