#include "core/base/json_depth.h"

#include <algorithm>

#include "core/base/error.h"

namespace al {

int json_depth(std::string_view text) {
    int depth = 0, deepest = 0;
    bool in_string = false, escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

void require_shallow_json(std::string_view text, const Message& what) {
    if (const int depth = json_depth(text); depth > kMaxJsonDepth)
        throw Error(Message(AL_TEXT("%1 nests JSON %2 levels deep; at most %3 are accepted — the file is damaged or not one of ours"), what, std::to_string(depth), std::to_string(kMaxJsonDepth)));
}

}  // namespace al
