#include "core/io/json_depth.h"

#include <algorithm>

#include "core/error.h"

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

void require_shallow_json(std::string_view text, const std::string& what) {
    if (const int depth = json_depth(text); depth > kMaxJsonDepth)
        throw Error(what + " nests JSON " + std::to_string(depth) + " levels deep; at most " + std::to_string(kMaxJsonDepth) +
                    " are accepted — the file is damaged or not one of ours");
}

}  // namespace al
