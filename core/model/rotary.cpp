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

template <class S>
void rotate(Matrix<S>& m, int D, int T, int first, const RotarySpec& rope, int direction) {
    const int half = D / 2;
    const auto heads = m.cols() / D;
    const std::vector<double> frequency = rope.frequencies(D);  // the same for every row
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        const double position = first + static_cast<double>(r % T);
        for (int i = 0; i < half; ++i) {
            const double angle = direction * position * frequency[i];
            const S cos = static_cast<S>(std::cos(angle)), sin = static_cast<S>(std::sin(angle));
            for (Eigen::Index h = 0; h < heads; ++h) {
                S& a = m(r, h * D + i);
                S& b = m(r, h * D + i + half);
                const S a0 = a, b0 = b;
                a = a0 * cos - b0 * sin;
                b = b0 * cos + a0 * sin;
            }
        }
    }
}

template void rotate(Matrix<float>&, int, int, int, const RotarySpec&, int);
template void rotate(Matrix<double>&, int, int, int, const RotarySpec&, int);

}  // namespace al
