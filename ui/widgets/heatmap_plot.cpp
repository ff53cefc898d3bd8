#include "ui/widgets/heatmap_plot.h"

#include <cmath>
#include <limits>

#include <QToolTip>

#include "ui/widgets/color_maps.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/plot_export.h"

namespace ui {

// Hatches the masked cells in one pass (row runs) on QCustomPlot's "overlay" layer, above the colour
// map: far cheaper than an item per cell when a causal mask hides half of a 64 × 64 matrix.
class MaskOverlay : public QCPLayerable {
public:
    MaskOverlay(QCustomPlot* plot, QCPAxisRect* rect) : QCPLayerable(plot, QStringLiteral("overlay")), rect_(rect) {}
    Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> cells;

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override { painter->setAntialiasing(false); }
    QRect clipRect() const override { return rect_->rect(); }
    void draw(QCPPainter* painter) override {
        const QBrush hatch(QColor(90, 90, 90), Qt::BDiagPattern);
        auto* x = rect_->axis(QCPAxis::atBottom);
        auto* y = rect_->axis(QCPAxis::atLeft);
        for (Eigen::Index r = 0; r < cells.rows(); ++r)
            for (Eigen::Index c = 0; c < cells.cols();) {
                if (!cells(r, c)) {
                    ++c;
                    continue;
                }
                Eigen::Index end = c;
                while (end < cells.cols() && cells(r, end)) ++end;
                const QPointF a(x->coordToPixel(c - 0.5), y->coordToPixel(r - 0.5));
                const QPointF b(x->coordToPixel(end - 0.5), y->coordToPixel(r + 0.5));
                painter->fillRect(QRectF(a, b).normalized(), hatch);
                c = end;
            }
    }

private:
    QCPAxisRect* rect_;
};

QString visibleToken(const QString& piece) {
    if (piece == " ") return QStringLiteral("␣");
    if (piece == "\n") return QStringLiteral("↵");
    if (piece == "\t") return QStringLiteral("⇥");
    return piece;
}

namespace {
// small enough that three side by side (Compare) and two above each other (Positional encoding) fit
// a 1280×720 screen; large enough for axis labels and a readable matrix of about 16 tokens
constexpr QSize kMinimumSize(190, 200), kMinimumCompactSize(60, 60);
}  // namespace

HeatmapPlot::HeatmapPlot(QWidget* parent) : QCustomPlot(parent) {
    setMinimumSize(kMinimumSize);
    title_ = new QCPTextElement(this, QString(), QFont(font().family(), 11, QFont::Bold));
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, title_);

    map_ = new QCPColorMap(xAxis, yAxis);
    map_->setInterpolate(false);  // a blurred attention map teaches the wrong thing
    map_->setTightBoundary(false);
    scale_ = new QCPColorScale(this);
    plotLayout()->addElement(1, 1, scale_);
    scale_->setType(QCPAxis::atRight);
    map_->setColorScale(scale_);
    auto* group = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, group);

    overlay_ = new MaskOverlay(this, axisRect());
    yAxis->setRangeReversed(true);  // row 0 at the top, as a matrix is written
    xAxis->setTickLabelRotation(-60);
    for (auto* axis : {xAxis, yAxis}) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
        axis->setTickLength(0, 3);
        axis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    }
    setMouseTracking(true);
    connect(this, &QCustomPlot::mouseMove, this, &HeatmapPlot::showValueAt);
    addExportMenu(this, &data_);
    applyAppearance(this);
}

void HeatmapPlot::setHeatmap(const HeatmapData& data) {
    data_ = data;
    const int rows = static_cast<int>(data.values.rows()), cols = static_cast<int>(data.values.cols());
    fitTitle();
    map_->data()->setSize(cols, rows);
    map_->data()->setRange(QCPRange(0, cols - 1), QCPRange(0, rows - 1));
    float lo = std::numeric_limits<float>::infinity(), hi = -lo;
    maskedCells_ = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const float v = data.values(r, c);
            if (isMasked(r, c)) {
                map_->data()->setCell(c, r, std::numeric_limits<double>::quiet_NaN());
                ++maskedCells_;
                continue;
            }
            map_->data()->setCell(c, r, v);
            lo = std::min(lo, v), hi = std::max(hi, v);
        }
    if (!(lo <= hi)) lo = 0, hi = 1;
    QCPRange range = data.range.value_or(QCPRange(lo, hi));
    if (data.diverging && !data.range) {
        const double m = std::max({std::abs(double(lo)), std::abs(double(hi)), 1e-6});
        range = QCPRange(-m, m);
    }
    if (range.size() <= 0) range = QCPRange(range.lower - 0.5, range.upper + 0.5);
    map_->setGradient(data.diverging ? divergingGradient() : sequentialGradient());
    map_->setDataRange(range);

    if (!compact_) {
        xAxis->setLabel(data.columnAxis);
        yAxis->setLabel(data.rowAxis);
    }
    xAxis->setRange(-0.5, cols - 0.5);
    yAxis->setRange(-0.5, rows - 0.5);
    updateTickLabels();
    rebuildCellDecorations();
    queueReplot(this);
}

void HeatmapPlot::rebuildCellDecorations() {
    for (auto* item : cellTexts_) removeItem(item);
    cellTexts_.clear();
    clearItems();
    const int rows = static_cast<int>(data_.values.rows()), cols = static_cast<int>(data_.values.cols());
    overlay_->cells.setConstant(rows, cols, false);
    const QCPRange range = map_->dataRange();
    // numbers only where they fit in a cell at the current size (and the matrix is small enough to read)
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1.5));
    const QFontMetrics fm(small);
    const double cellWidth = axisRect()->width() / std::max(1.0, double(cols));
    const double cellHeight = axisRect()->height() / std::max(1.0, double(rows));
    const bool numbers = !compact_ && rows <= maxRowsForNumbers() && cols <= maxRowsForNumbers() &&
                         cellWidth >= fm.horizontalAdvance(QStringLiteral("−0.00")) + 2 && cellHeight >= fm.height();
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const float v = data_.values(r, c);
            if (isMasked(r, c)) {
                overlay_->cells(r, c) = true;
                if (numbers && std::isinf(v)) {
                    auto* text = new QCPItemText(this);
                    text->position->setCoords(c, r);
                    text->setText(QStringLiteral("−∞"));
                    text->setColor(QColor(60, 60, 60));
                    text->setSelectable(false);
                    cellTexts_.append(text);
                }
                continue;
            }
            if (!numbers) continue;
            auto* text = new QCPItemText(this);
            text->position->setCoords(c, r);
            text->setText(std::abs(v) >= 1000 ? QString::number(v, 'g', 3) : QString::number(v, 'f', 2));
            const double t = (v - range.lower) / std::max(range.size(), 1e-12);
            const bool dark = data_.diverging ? (t < 0.2 || t > 0.8) : t < 0.6;
            text->setColor(dark ? Qt::white : Qt::black);
            text->setFont(small);
            text->setSelectable(false);
            cellTexts_.append(text);
        }
}

void HeatmapPlot::updateTickLabels() {
    if (compact_) return;
    // every label while they fit; otherwise every k-th, so long inputs stay legible
    const int lineHeight = QFontMetrics(xAxis->tickLabelFont()).height();
    auto label = [&](QCPAxis* axis, const QStringList& labels, int n, int pixels) {
        auto ticker = qSharedPointerCast<QCPAxisTickerText>(axis->ticker());
        ticker->clear();
        const int fit = std::max(1, pixels / std::max(1, lineHeight));
        const int step = n > fit ? (n + fit - 1) / fit : 1;
        for (int i = 0; i < n; i += step) ticker->addTick(i, i < labels.size() ? visibleToken(labels[i]) : QString::number(i));
    };
    label(xAxis, data_.columnLabels, static_cast<int>(data_.values.cols()), axisRect()->width());
    label(yAxis, data_.rowLabels, static_cast<int>(data_.values.rows()), axisRect()->height());
}

QString HeatmapPlot::sizeText() const { return QStringLiteral("(%1 × %2)").arg(data_.values.rows()).arg(data_.values.cols()); }
QString HeatmapPlot::title() const { return data_.title + QStringLiteral("   ") + sizeText(); }

// One line when it fits the plot's width; else the size goes on a second line, and a title still
// too long is elided at its end.
void HeatmapPlot::fitTitle() {
    if (compact_) return;
    const QFontMetrics fm(title_->font());
    // the title sits in the axis rect's column; the colour scale's column is beside it
    const int scaleWidth = scale_->outerRect().width() > 0 ? scale_->outerRect().width() : 70;
    const int room = std::max(40, width() - scaleWidth - 12);
    QString text = title();
    if (fm.horizontalAdvance(text) > room) text = fm.elidedText(data_.title, Qt::ElideRight, room) + QLatin1Char('\n') + sizeText();
    title_->setText(text);
}

void HeatmapPlot::resizeEvent(QResizeEvent* event) {
    QCustomPlot::resizeEvent(event);
    fitTitle();
    updateTickLabels();
    if (data_.values.size() > 0 && !viewport().isEmpty()) {
        replot(QCustomPlot::rpImmediateRefresh);  // lay out the axis rect at the new size, then fit the numbers
        rebuildCellDecorations();
        queueReplot(this);
    }
}

bool HeatmapPlot::isMasked(int row, int column) const {
    const float v = data_.values(row, column);
    if (std::isinf(v) && v < 0) return true;
    return data_.masked.size() > 0 && data_.masked(row, column);
}

void HeatmapPlot::setCompact(bool compact) {
    compact_ = compact;
    title_->setVisible(!compact);
    scale_->setVisible(!compact);
    if (compact) {
        plotLayout()->take(scale_);
        plotLayout()->simplify();
    }
    for (auto* axis : {xAxis, yAxis}) {
        axis->setTickLabels(!compact);
        axis->setTicks(!compact);
        axis->setLabel(QString());
    }
    setMinimumSize(compact ? kMinimumCompactSize : kMinimumSize);
}

void HeatmapPlot::setSelectedFrame(bool selected) {
    // a thick red frame round the axis rect marks the selected head
    for (auto* axis : {xAxis, yAxis, xAxis2, yAxis2}) axis->setBasePen(QPen(selected ? QColor(198, 40, 40) : Qt::black, selected ? 4 : 1));
    xAxis2->setVisible(selected);
    yAxis2->setVisible(selected);
    xAxis2->setTicks(false), yAxis2->setTicks(false), xAxis2->setTickLabels(false), yAxis2->setTickLabels(false);
}

double HeatmapPlot::drawnValue(int row, int column) const { return map_->data()->cell(column, row); }

void HeatmapPlot::showValueAt(QMouseEvent* event) {
    int c = -1, r = -1;
    const double x = xAxis->pixelToCoord(event->pos().x()), y = yAxis->pixelToCoord(event->pos().y());
    map_->data()->coordToCell(x, y, &c, &r);
    const int rows = static_cast<int>(data_.values.rows()), cols = static_cast<int>(data_.values.cols());
    if (r < 0 || c < 0 || r >= rows || c >= cols || !axisRect()->rect().contains(event->pos())) {
        QToolTip::hideText();
        return;
    }
    const auto label = [](const QStringList& l, int i) { return i < l.size() ? visibleToken(l[i]) : QString::number(i); };
    const float v = data_.values(r, c);
    const QString value = isMasked(r, c) ? tr("%1 (masked)").arg(std::isinf(v) ? QStringLiteral("−∞") : QString::number(v, 'g', 6))
                                         : QString::number(v, 'g', 6);
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("%1 %2 “%3” → %4 %5 “%6”\nvalue %7")
                           .arg(data_.rowAxis).arg(r).arg(label(data_.rowLabels, r))
                           .arg(data_.columnAxis).arg(c).arg(label(data_.columnLabels, c))
                           .arg(value),
                       this);
}

}  // namespace ui
