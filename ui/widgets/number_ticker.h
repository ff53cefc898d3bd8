// Plot axes that label their ticks as the window writes numbers (localNumber): the language's decimal
// comma or point, and an exponent QCustomPlot sets as a power of ten. QCustomPlot's own tickers write
// the locale's "5E-07" (German), which it prints as it is; it typesets only a lowercase "e" as 5·10⁻⁷.
#pragma once

#include <QSharedPointer>

class QCPAxis;
class QCPAxisTicker;

namespace ui {

// A ticker of evenly spaced values or of powers of ten that labels as above.
QSharedPointer<QCPAxisTicker> numberTicker(bool logarithmic = false);
// Gives `axis` such a ticker in place of QCustomPlot's plain or logarithmic one, with its settings
// (tick count, step strategy, origin, log base, sub-ticks); an axis of text or time ticks keeps its own.
void useNumberTicker(QCPAxis* axis);

}  // namespace ui
