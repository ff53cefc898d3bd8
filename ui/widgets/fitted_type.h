// Type that shrinks to fit, where a projector's large type would cut or wrap what one line can show
// (the sentence field, the row of lessons): never below kSmallestTypeShare of the type it was given.
#pragma once

#include <functional>
#include <optional>

namespace ui {

constexpr double kSmallestTypeShare = 0.8;

// The smallest size `own` points of type may shrink to: kSmallestTypeShare of it, up to a quarter point.
double smallestFittedSize(double own);

// The largest size at which fits(size) holds: `own` itself, else a quarter point below it, down to
// smallestFittedSize(own); nullopt when not even that fits. fits must hold below any size where it holds.
std::optional<double> largestFittingSize(double own, const std::function<bool(double size)>& fits);

}  // namespace ui
