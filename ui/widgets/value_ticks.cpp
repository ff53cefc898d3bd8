#include "ui/widgets/value_ticks.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace ui {
namespace {

// The labels QCPAxisTicker's readable steps (1, 2, 2.5 or 5 × 10^k, the closest to range / count) put
// on a range: often more than `count` (−1…1 at 3: a step of 0.5, five labels).
int labelsAt(const QCPRange& range, int count) {
    const double exact = range.size() / count;
    if (!(exact > 0) || !std::isfinite(exact)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(exact))), mantissa = exact / magnitude;
    double nice = 1;
    for (const double m : {2.0, 2.5, 5.0, 10.0})
        if (std::abs(m - mantissa) < std::abs(nice - mantissa)) nice = m;
    const double step = nice * magnitude;
    return static_cast<int>(std::floor(range.upper / step + 1e-9) - std::ceil(range.lower / step - 1e-9)) + 1;
}

}  // namespace

void fitTicksToHeight(QCPAxis* axis, int most) {
    // the ticks are placed when the plot is drawn, after its layout: this layout's height counts; the
    // ticker is read each time (a log scale replaces it)
    QObject::connect(axis->parentPlot(), &QCustomPlot::afterLayout, axis, [axis, most] {
        const int line = QFontMetrics(axis->tickLabelFont()).height();
        const int room = std::clamp(axis->axisRect()->height() * 5 / (8 * line), 2, most);  // 1.6 lines a label
        int count = room;
        if (axis->scaleType() == QCPAxis::stLinear) {
            // the most that fit; two where even the fewest steps leave one (−1.05…1.05 at one: only 0)
            while (count > 1 && labelsAt(axis->range(), count) > room) --count;
            while (count < most && labelsAt(axis->range(), count) < 2) ++count;
        }
        axis->ticker()->setTickCount(count);
    });
}

}  // namespace ui
