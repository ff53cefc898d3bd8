// What a call throws as al::Error — the sentence a test compares — or "" when it returns.
#pragma once

#include <string>

#include "core/base/error.h"

template <class F>
std::string error_of(F&& f) {
    try {
        f();
    } catch (const al::Error& e) {
        return e.what();
    }
    return "";
}
