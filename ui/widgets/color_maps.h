// Colour-blind-safe colour maps: viridis (sequential, for weights and probabilities) and a
// blue–white–red diverging map (for signed values such as Q, K and scores).
#pragma once

#include <qcustomplot.h>

namespace ui {

QCPColorGradient sequentialGradient();
QCPColorGradient divergingGradient();

}  // namespace ui
