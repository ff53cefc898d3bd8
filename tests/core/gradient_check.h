// Central-difference gradient checking in double precision.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>

namespace al::testing {

// ‖analytic − numeric‖ / max(‖analytic‖ + ‖numeric‖, 1e-3) over the n values at `x`.
// numeric uses the 4-point stencil (−L(x+2h) + 8L(x+h) − 8L(x−h) + L(x−2h)) / 12h, error O(h⁴), as
// ggml's test-backend-ops does where 2 points are too coarse. The 1e-3 floor keeps gradients that
// are exactly zero in theory (a bias right before a batch-statistics BatchNorm) from dividing
// rounding noise by rounding noise: below it the check is absolute, at 1e-9.
inline double gradient_error(double* x, const double* analytic, long n, const std::function<double()>& loss,
                             double h = 1e-4) {
    double diff = 0, norm_a = 0, norm_n = 0;
    for (long i = 0; i < n; ++i) {
        const double saved = x[i];
        const auto at = [&](double offset) {
            x[i] = saved + offset;
            return loss();
        };
        const double numeric = (-at(2 * h) + 8 * at(h) - 8 * at(-h) + at(-2 * h)) / (12 * h);
        x[i] = saved;
        diff += (analytic[i] - numeric) * (analytic[i] - numeric);
        norm_a += analytic[i] * analytic[i];
        norm_n += numeric * numeric;
    }
    return std::sqrt(diff) / std::max(std::sqrt(norm_a) + std::sqrt(norm_n), 1e-3);
}

}  // namespace al::testing
