#include "ui/widgets/token_axis.h"

#include <algorithm>
#include <cmath>

#include <QEvent>
#include <QtMath>
#include <qcustomplot.h>

namespace ui {

namespace {

// the axis rect's width after a resize, before the plot has laid itself out again: the plot's width
// less what the y axis and the margins took last time
int axisWidth(QCustomPlot* plot) {
    const int margins = plot->axisRect()->width() > 0 ? plot->viewport().width() - plot->axisRect()->width() : 80;
    return plot->width() - margins;
}

void fit(QCustomPlot* plot) {
    const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(plot->xAxis->ticker());
    if (!ticker) return;
    const QFontMetrics fm(plot->xAxis->tickLabelFont());
    int widest = 0;
    for (const QString& label : ticker->ticks()) widest = std::max(widest, fm.horizontalAdvance(label));
    const double rotation = tickLabelRotation(fm, widest, axisWidth(plot), static_cast<int>(ticker->ticks().size()));
    plot->xAxis->setTickLabelRotation(rotation);
    // QCustomPlot leaves out a tick label that the plot's border would cut (placeTickLabel): the first
    // token's, at a line plot's left end, leans out past the axis by half its width upright, and
    // slanted by cos·width + sin·height/2 (its draw offset), more than a narrow y axis leaves it
    if (ticker->ticks().isEmpty()) return;
    const QRect first = fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, ticker->ticks().first());
    const double slant = qDegreesToRadians(-rotation);
    const double lean = rotation == 0 ? first.width() / 2.0 : std::cos(slant) * first.width() + std::sin(slant) * first.height() / 2.0;
    plot->axisRect()->setMinimumMargins(QMargins(static_cast<int>(std::ceil(lean)) + 1, 0, 0, 0));
}

class FitOnResize : public QObject {
public:
    explicit FitOnResize(QCustomPlot* plot) : QObject(plot), plot_(plot) { plot->installEventFilter(this); }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Resize) fit(plot_);
        return false;
    }

private:
    QCustomPlot* plot_;
};

}  // namespace

double tickLabelRotation(const QFontMetrics& fm, int widest, int width, int columns) {
    return widest + fm.averageCharWidth() <= width / std::max(1, columns) ? 0 : kSlantedTickLabels;
}

void fitTokenLabels(QCustomPlot* plot) {
    if (!plot->findChild<FitOnResize*>(QString(), Qt::FindDirectChildrenOnly)) new FitOnResize(plot);
    fit(plot);
}

}  // namespace ui
