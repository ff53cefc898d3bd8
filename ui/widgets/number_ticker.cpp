#include "ui/widgets/number_ticker.h"

#include <cmath>
#include <typeinfo>

#include <qcustomplot.h>

#include "ui/i18n/language.h"

namespace ui {
namespace {

template <class Ticker>
class NumberTicker : public Ticker {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar format, int precision) override {
        return localNumber(locale, tick, format.toLatin1(), precision);
    }
};

// A step under 1 becomes 1; QCustomPlot's readable 2.5 becomes 5, and the half steps it takes to meet a
// tick count (1.5, 4.5) round up.
class IntegerTicker : public NumberTicker<QCPAxisTicker> {
protected:
    double getTickStep(const QCPRange& range) override {
        const double step = QCPAxisTicker::getTickStep(range);
        if (step <= 1) return 1;
        if (step == std::floor(step)) return step;
        return tickStepStrategy() == tssReadability ? 2 * step : std::ceil(step);
    }
};

}  // namespace

QSharedPointer<QCPAxisTicker> numberTicker(Ticks ticks) {
    switch (ticks) {
    case Ticks::integers: return QSharedPointer<QCPAxisTicker>(new IntegerTicker);
    case Ticks::logarithmic: return QSharedPointer<QCPAxisTicker>(new NumberTicker<QCPAxisTickerLog>);
    case Ticks::evenly: break;
    }
    return QSharedPointer<QCPAxisTicker>(new NumberTicker<QCPAxisTicker>);
}

void useNumberTicker(QCPAxis* axis) {
    const QSharedPointer<QCPAxisTicker> old = axis->ticker();
    const std::type_info& type = typeid(*old);
    if (type != typeid(QCPAxisTicker) && type != typeid(QCPAxisTickerLog)) return;
    const auto log = old.dynamicCast<QCPAxisTickerLog>();
    const QSharedPointer<QCPAxisTicker> ticker = numberTicker(log ? Ticks::logarithmic : Ticks::evenly);
    ticker->setTickCount(old->tickCount());
    ticker->setTickStepStrategy(old->tickStepStrategy());
    ticker->setTickOrigin(old->tickOrigin());
    if (log) {
        const auto to = ticker.staticCast<QCPAxisTickerLog>();
        to->setLogBase(log->logBase());
        to->setSubTickCount(log->subTickCount());
    }
    axis->setTicker(ticker);
}

}  // namespace ui
