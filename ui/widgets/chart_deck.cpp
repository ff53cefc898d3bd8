#include "ui/widgets/chart_deck.h"

#include <algorithm>

#include <QEvent>
#include <QStyle>
#include <QTabBar>

#include "ui/widgets/fitted_type.h"

namespace ui {

ChartDeck::ChartDeck(int columns, QWidget* parent) : QWidget(parent), tabs_(new QTabBar(this)), columns_(std::max(1, columns)) {
    tabs_->setDocumentMode(true);
    tabs_->setExpanding(false);
    tabs_->setUsesScrollButtons(true);  // every name whole; arrows when they do not all fit
    tabs_->setElideMode(Qt::ElideNone);
    tabs_->hide();
    connect(tabs_, &QTabBar::currentChanged, this, [this] { arrange(); });
}

void ChartDeck::addChart(QWidget* chart) {
    chart->setParent(this);
    charts_.push_back({chart});
    retab();
    arrange();
}

void ChartDeck::setOffered(QWidget* chart, bool offered) {
    for (auto& c : charts_)
        if (c.widget == chart) c.offered = offered;
    retab();
    arrange();
}

QWidget* ChartDeck::currentChart() const { return tabs_->count() ? tabs_->tabData(tabs_->currentIndex()).value<QWidget*>() : nullptr; }

bool ChartDeck::showsOneAtATime() const { return tabs_->isVisibleTo(this); }

QSize ChartDeck::readableCell() const {
    const int line = fontMetrics().height();
    return {16 * line, 11 * line};
}

QSize ChartDeck::minimumSizeHint() const {
    QSize chart(0, 0);
    for (const Chart* c : offered()) chart = chart.expandedTo(c->widget->minimumSize().expandedTo(c->widget->minimumSizeHint()));
    return {std::max(chart.width(), tabs_->minimumSizeHint().width()), chart.height() + tabs_->sizeHint().height()};
}

QSize ChartDeck::sizeHint() const {
    // no taller than its minimum: a page in a scroll area lays out at its preferred height where a
    // label wraps, and a page taller than a projector's window hides the charts' step axes
    const QSize cell = readableCell();
    return {columns_ * cell.width(), minimumSizeHint().height()};
}

void ChartDeck::resizeEvent(QResizeEvent*) { arrange(); }

void ChartDeck::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        arrange();
    }
}

bool ChartDeck::isOffered(QWidget* chart) const {
    return std::any_of(charts_.begin(), charts_.end(), [&](const Chart& c) { return c.widget == chart && c.offered; });
}

std::vector<const ChartDeck::Chart*> ChartDeck::offered() const {
    std::vector<const Chart*> shown;
    for (const auto& c : charts_)
        if (c.offered) shown.push_back(&c);
    return shown;
}

void ChartDeck::retab() {
    QWidget* current = currentChart();
    const QSignalBlocker quiet(tabs_);
    while (tabs_->count()) tabs_->removeTab(0);
    for (const Chart* c : offered()) {
        const int i = tabs_->addTab(c->widget->windowTitle());
        tabs_->setTabData(i, QVariant::fromValue(c->widget));
        if (c->widget == current) tabs_->setCurrentIndex(i);
    }
    updateGeometry();
}

void ChartDeck::arrange() {
    const auto shown = offered();
    for (const auto& c : charts_)
        if (!c.offered) c.widget->hide();
    if (shown.empty()) return tabs_->hide();
    const int n = static_cast<int>(shown.size()), rows = (n + columns_ - 1) / columns_;
    const int gap = std::max(0, style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, this));
    const int cellWidth = (width() - (columns_ - 1) * gap) / columns_, cellHeight = (height() - (rows - 1) * gap) / rows;
    const QSize readable = readableCell();
    if (cellWidth >= readable.width() && cellHeight >= readable.height()) {
        tabs_->hide();
        for (int i = 0; i < n; ++i) {
            const int row = i / columns_, column = i % columns_;
            const int span = i == n - 1 ? columns_ - column : 1;  // the last one fills its row
            const int left = column * (cellWidth + gap), top = row * (cellHeight + gap);
            // the last column and the last row take the pixels the divisions left over: the grid ends at the edges
            const int right = column + span == columns_ ? width() : left + span * cellWidth + (span - 1) * gap;
            const int bottom = row == rows - 1 ? height() : top + cellHeight;
            shown[i]->widget->setGeometry(left, top, right - left, bottom - top);
            shown[i]->widget->show();
        }
        return;
    }
    fitTabs();
    const int bar = tabs_->sizeHint().height();
    tabs_->setGeometry(0, 0, width(), bar);
    tabs_->show();
    QWidget* current = currentChart();
    for (const Chart* c : shown) {
        if (c->widget != current) {
            c->widget->hide();
            continue;
        }
        c->widget->setGeometry(0, bar, width(), height() - bar);
        c->widget->show();
    }
}

void ChartDeck::fitTabs() {
    const double own = font().pointSizeF();
    const auto typeOf = [&](double size) {
        QFont f = font();
        f.setPointSizeF(size);
        tabs_->setFont(f);
    };
    const auto fits = [&](double size) {
        typeOf(size);
        return tabs_->sizeHint().width() <= width();
    };
    typeOf(largestFittingSize(own, fits).value_or(own));
}

}  // namespace ui
