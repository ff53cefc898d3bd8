// Central-difference gradient checking in double precision: the core's tests and the self-check
// (Help → Check the model) compare backward passes with it.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>

namespace al {

// dL/dx by the 4-point stencil (−L(x+2h) + 8L(x+h) − 8L(x−h) + L(x−2h)) / 12h, error O(h⁴), as ggml's
// test-backend-ops does where 2 points are too coarse. `x` is restored.
inline double numeric_derivative(double& x, const std::function<double()>& loss, double h = 1e-4) {
    const double saved = x;
    const auto at = [&](double offset) {
        x = saved + offset;
        return loss();
    };
    const double numeric = (-at(2 * h) + 8 * at(h) - 8 * at(-h) + at(-2 * h)) / (12 * h);
    x = saved;
    return numeric;
}

// ‖analytic − numeric‖ / max(‖analytic‖ + ‖numeric‖, 1e-3) over the pairs added. The 1e-3 floor keeps
// gradients that are exactly zero in theory (a bias right before a batch-statistics BatchNorm) from
// dividing rounding noise by rounding noise: below it the check is absolute, at 1e-9.
class GradientComparison {
public:
    void add(double analytic, double numeric) {
        diff_ += (analytic - numeric) * (analytic - numeric);
        norm_a_ += analytic * analytic;
        norm_n_ += numeric * numeric;
    }
    double relative_error() const { return std::sqrt(diff_) / std::max(std::sqrt(norm_a_) + std::sqrt(norm_n_), 1e-3); }

private:
    double diff_ = 0, norm_a_ = 0, norm_n_ = 0;
};

// The relative error over the n values at `x` against `analytic`.
inline double gradient_error(double* x, const double* analytic, long n, const std::function<double()>& loss,
                             double h = 1e-4) {
    GradientComparison comparison;
    for (long i = 0; i < n; ++i) comparison.add(analytic[i], numeric_derivative(x[i], loss, h));
    return comparison.relative_error();
}

}  // namespace al
