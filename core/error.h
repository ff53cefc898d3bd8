// The one exception type of the core: its message says what is wrong and what to do.
#pragma once

#include <stdexcept>
#include <string>

namespace al {

struct Error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace al
