// A vertical axis labelled as densely as its height allows: in presentation mode's type a short chart
// (the Train tab's, the positional curves, the norm statistics) or a heatmap's colour scale had its
// labels on top of each other ("30 20 10 0 −10 −20 −30" in 110 px).
#pragma once

class QCPAxis;

namespace ui {

// After each layout of its plot: as many labels as fit 1.6 lines of their type apart, 2 to `most`.
void fitTicksToHeight(QCPAxis* axis, int most = 5);

}  // namespace ui
