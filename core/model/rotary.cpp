#include "core/model/rotary.h"

#include <cmath>
#include <numbers>

namespace al {

std::vector<double> RotarySpec::frequencies(int D) const {
    std::vector<double> f(static_cast<size_t>(D / 2));
    for (int i = 0; i < D / 2; ++i) f[i] = std::pow(theta, -2.0 * i / D);
    if (factor <= 0) return f;
    const double low_wavelength = original_max_positions / low_freq_factor;
    const double high_wavelength = original_max_positions / high_freq_factor;
    for (double& fi : f) {
        const double wavelength = 2 * std::numbers::pi / fi;
        if (wavelength > low_wavelength) {
            fi /= factor;
        } else if (wavelength >= high_wavelength) {
            const double s = (original_max_positions / wavelength - low_freq_factor) / (high_freq_factor - low_freq_factor);
            fi = (1 - s) * fi / factor + s * fi;
        }
    }
    return f;
}

}  // namespace al
