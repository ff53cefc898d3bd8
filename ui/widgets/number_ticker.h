// Plot axes that label their ticks as the window writes numbers (localNumber): the language's decimal
// comma or point, and an exponent QCustomPlot sets as a power of ten. QCustomPlot's own tickers write
// the locale's "5E-07" (German), which it prints as it is; it typesets only a lowercase "e" as 5·10⁻⁷.
#pragma once

#include <QSharedPointer>

class QCPAxis;
class QCPAxisTicker;

namespace ui {

// Where the ticks go: evenly spaced values, evenly spaced whole numbers (positions, steps, counts: no
// "2.5" between 0 and 5), or powers of ten.
enum class Ticks { evenly, integers, logarithmic };

// A ticker of such values that labels as above.
QSharedPointer<QCPAxisTicker> numberTicker(Ticks ticks = Ticks::evenly);
// Gives `axis` such a ticker in place of QCustomPlot's plain or logarithmic one, with its settings
// (tick count, step strategy, origin, log base, sub-ticks); an axis of text or time ticks keeps its own.
void useNumberTicker(QCPAxis* axis);

}  // namespace ui
