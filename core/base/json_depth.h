// JSON read from a file is checked for nesting before it is parsed: parsing is iterative, but
// destroying, copying and printing a parsed value recurse once per level, so a value nested 10⁵ deep
// (a few hundred kilobytes of brackets) would overflow the stack. Every JSON the app reads goes
// through require_shallow_json first: model and checkpoint metadata, configs, settings, sessions.
#pragma once

#include <string>
#include <string_view>

#include "core/base/message.h"

namespace al {

constexpr int kMaxJsonDepth = 64;  // the deepest JSON of ours nests 4 levels

// The deepest nesting of arrays and objects in text (brackets inside strings do not count).
int json_depth(std::string_view text);
// Throws al::Error "WHAT nests JSON 100000 levels deep; at most 64 are accepted".
void require_shallow_json(std::string_view text, const Message& what);

}  // namespace al
