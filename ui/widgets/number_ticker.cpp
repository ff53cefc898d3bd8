#include "ui/widgets/number_ticker.h"

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

}  // namespace

QSharedPointer<QCPAxisTicker> numberTicker(bool logarithmic) {
    if (logarithmic) return QSharedPointer<QCPAxisTicker>(new NumberTicker<QCPAxisTickerLog>);
    return QSharedPointer<QCPAxisTicker>(new NumberTicker<QCPAxisTicker>);
}

void useNumberTicker(QCPAxis* axis) {
    const QSharedPointer<QCPAxisTicker> old = axis->ticker();
    const std::type_info& type = typeid(*old);
    if (type != typeid(QCPAxisTicker) && type != typeid(QCPAxisTickerLog)) return;
    const auto log = old.dynamicCast<QCPAxisTickerLog>();
    const QSharedPointer<QCPAxisTicker> ticker = numberTicker(!log.isNull());
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
