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

// Every k-th token named where slanted labels would overprint: neighbours lie one column apart along
// the axis, sin 60° of that across their slant, and there they need a line's height (labelStep).
void fit(QCustomPlot* plot, const QMap<double, QString>& labels) {
    const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(plot->xAxis->ticker());
    if (!ticker) return;
    const QFontMetrics fm(plot->xAxis->tickLabelFont());
    int widest = 0;
    for (const QString& label : labels) widest = std::max(widest, fm.horizontalAdvance(label));
    const int columns = std::max(1, static_cast<int>(labels.size()));
    const double rotation = tickLabelRotation(fm, widest, axisWidth(plot), columns);
    plot->xAxis->setTickLabelRotation(rotation);
    // slanted, the labels have the axis's width times sin 60° across their slant, a line's height each
    const int across = static_cast<int>(std::sin(qDegreesToRadians(-kSlantedTickLabels)) * axisWidth(plot));
    const int every = rotation == 0 ? 1 : labelStep(columns, across, fm.height());
    QMap<double, QString> shown;
    int i = 0;
    for (auto it = labels.begin(); it != labels.end(); ++it, ++i)
        if (i % every == 0) shown.insert(it.key(), it.value());
    if (shown != ticker->ticks()) ticker->setTicks(shown);
    // QCustomPlot leaves out a tick label that the plot's border would cut (placeTickLabel): the first
    // token's, at a line plot's left end, leans out past the axis by half its width upright, and
    // slanted by cos·width + sin·height/2 (its draw offset), more than a narrow y axis leaves it
    if (ticker->ticks().isEmpty()) return;
    const QRect first = fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, ticker->ticks().first());
    const double slant = qDegreesToRadians(-rotation);
    const double lean = rotation == 0 ? first.width() / 2.0 : std::cos(slant) * first.width() + std::sin(slant) * first.height() / 2.0;
    plot->axisRect()->setMinimumMargins(QMargins(static_cast<int>(std::ceil(lean)) + 1, 0, 0, 0));
}

// Keeps every token's label (the ticker shows every k-th of them) and fits them again at each resize.
class FitOnResize : public QObject {
public:
    explicit FitOnResize(QCustomPlot* plot) : QObject(plot), plot_(plot) { plot->installEventFilter(this); }
    void setLabels(const QMap<double, QString>& labels) { labels_ = labels; }
    const QMap<double, QString>& labels() const { return labels_; }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Resize) fit(plot_, labels_);
        return false;
    }

private:
    QCustomPlot* plot_;
    QMap<double, QString> labels_;
};

}  // namespace

int labelStep(int n, int pixels, int span) {
    const int fit = std::max(1, pixels / std::max(1, span));
    return n > fit ? (n + fit - 1) / fit : 1;
}

double tickLabelRotation(const QFontMetrics& fm, int widest, int width, int columns) {
    return widest + fm.averageCharWidth() <= width / std::max(1, columns) ? 0 : kSlantedTickLabels;
}

void fitTokenLabels(QCustomPlot* plot) {
    // not findChild: without Q_OBJECT its cast would take any child QObject of the plot for the fitter
    FitOnResize* fitter = nullptr;
    for (QObject* child : plot->children())
        if (auto* f = dynamic_cast<FitOnResize*>(child)) fitter = f;
    if (!fitter) fitter = new FitOnResize(plot);
    if (const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(plot->xAxis->ticker())) fitter->setLabels(ticker->ticks());
    fit(plot, fitter->labels());
}

}  // namespace ui
