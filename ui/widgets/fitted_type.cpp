#include "ui/widgets/fitted_type.h"

#include <cmath>

namespace ui {

double smallestFittedSize(double own) { return std::ceil(4 * kSmallestTypeShare * own) / 4; }

std::optional<double> largestFittingSize(double own, const std::function<bool(double)>& fits) {
    if (fits(own)) return own;
    // the quarter points floor, floor + ¼, … below own: the largest that fits, by halving
    const double floor = smallestFittedSize(own);
    if (floor >= own || !fits(floor)) return std::nullopt;
    int fitting = 0, failing = static_cast<int>(std::ceil(4 * (own - floor)));  // steps above floor
    while (failing - fitting > 1) {
        const int middle = (fitting + failing) / 2;
        (fits(floor + middle / 4.0) ? fitting : failing) = middle;
    }
    return floor + fitting / 4.0;
}

}  // namespace ui
