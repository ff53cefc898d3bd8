#include "core/base/range.h"

#include <cmath>
#include <sstream>

namespace al {

std::string format_number(double v) {
    if (v == std::floor(v) && std::abs(v) < 1e7) return std::to_string(static_cast<long long>(v));  // 1048576, not 1.04858e+06
    std::ostringstream s;
    s << v;
    return s.str();
}

std::optional<Message> Range::problem(double v) const {
    if (!std::isfinite(v)) return Message(AL_TEXT("must be a finite number"));
    if (integer && v != std::floor(v)) return Message(AL_TEXT("must be a whole number"));
    if (min_open ? v <= min : v < min) {
        if (min == 0) return Message(min_open ? AL_TEXT("must be positive") : AL_TEXT("must not be negative"));
        if (min == 1 && integer) return Message(AL_TEXT("must be positive"));
        return Message(min_open ? AL_TEXT("must be greater than %1") : AL_TEXT("must be at least %1"), format_number(min));
    }
    if (max_open ? v >= max : v > max)
        return Message(max_open ? AL_TEXT("must be less than %1") : AL_TEXT("must be at most %1"), format_number(max));
    return std::nullopt;
}

}  // namespace al
