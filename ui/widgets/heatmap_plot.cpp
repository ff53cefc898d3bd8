#include "ui/widgets/heatmap_plot.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <tuple>
#include <vector>

#include <QAccessible>
#include <QApplication>
#include <QHash>
#include <QKeyEvent>
#include <QLocale>
#include <QSet>
#include <QStaticText>
#include <QTextLayout>
#include <QToolTip>

#include "core/text/tokenizer.h"
#include "ui/i18n/language.h"
#include "ui/widgets/color_maps.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/token_axis.h"
#include "ui/widgets/value_ticks.h"

namespace ui {
namespace {

// The height QCustomPlot gives a column label slanted at kSlantedTickLabels: its bounding box, rotated.
int slantedHeight(const QFontMetrics& fm, const QString& text) {
    QTransform slant;
    slant.rotate(kSlantedTickLabels);
    QRect box = fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, text);
    box.moveTopLeft(QPoint(0, 0));  // as QCustomPlot rotates it: the rounding depends on where it lies
    return slant.mapRect(box).height();
}

// The text broken into lines of at most `width` px, at word boundaries where a language has them.
QString wrapped(const QString& text, const QFont& font, int width) {
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

// Draws on QCustomPlot's "overlay" layer, above the colour map: the masked cells hatched in one pass
// (row runs; far cheaper than an item per cell when a causal mask hides half of a 64 × 64 matrix),
// the numbers in the cells, and the hovered row and column outlined.
class CellOverlay : public QCPLayerable {
public:
    CellOverlay(QCustomPlot* plot, QCPAxisRect* rect) : QCPLayerable(plot, QStringLiteral("overlay")), rect_(rect) {}
    Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> masked;
    int hoverRow = -1, hoverColumn = -1;
    int outlinedFrom = -1;  // HeatmapData::outlinedRowsFrom
    std::function<QColor(int, int)> cellColour;  // set: every unmasked cell filled in it (a vector figure)
    std::vector<std::pair<int, int>> edited;  // HeatmapData::editedCells
    struct Number {
        int row, column;
        QString text;
        QColor colour;
    };
    std::vector<Number> numbers;  // centred in their cells, in the font of setNumberFont

    void setNumberFont(const QFont& font) {
        if (font == numberFont_) return;
        numberFont_ = font;
        layouts_.clear();
    }

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override { painter->setAntialiasing(false); }
    QRect clipRect() const override { return rect_->rect(); }
    void draw(QCPPainter* painter) override {
        if (cellColour)
            for (Eigen::Index r = 0; r < masked.rows(); ++r)
                for (Eigen::Index c = 0; c < masked.cols(); ++c)
                    if (!masked(r, c)) painter->fillRect(cells(r, c, r + 1, c + 1), cellColour(static_cast<int>(r), static_cast<int>(c)));
        const QBrush hatch(QColor(90, 90, 90), Qt::BDiagPattern);
        for (Eigen::Index r = 0; r < masked.rows(); ++r)
            for (Eigen::Index c = 0; c < masked.cols();) {
                if (!masked(r, c)) {
                    ++c;
                    continue;
                }
                Eigen::Index end = c;
                while (end < masked.cols() && masked(r, end)) ++end;
                painter->fillRect(cells(r, c, r + 1, end), hatch);
                c = end;
            }
        drawNumbers(painter);
        if (outlinedFrom >= 0 && outlinedFrom < masked.rows()) {
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(QColor(0, 170, 70), 3));
            painter->drawRect(cells(outlinedFrom, 0, static_cast<int>(masked.rows()), static_cast<int>(masked.cols())));
        }
        if (!edited.empty()) {  // a what-if edit's cells: a double frame, dark inside light, on any colour
            painter->setBrush(Qt::NoBrush);
            for (const auto& [r, c] : edited) {
                const QRectF cell = cells(r, c, r + 1, c + 1);
                painter->setPen(QPen(QColor(255, 255, 255), 5));
                painter->drawRect(cell.adjusted(2, 2, -2, -2));
                painter->setPen(QPen(QColor(170, 0, 170), 3));
                painter->drawRect(cell.adjusted(2, 2, -2, -2));
            }
        }
        if (hoverRow < 0) return;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 145, 0), 2));
        painter->drawRect(cells(hoverRow, 0, hoverRow + 1, masked.cols()));
        painter->drawRect(cells(0, hoverColumn, masked.rows(), hoverColumn + 1));
    }

private:
    // Each spelling is laid out (shaped) once and kept: typing changes the values, and a few hundred
    // spellings ("0.12", "-1.05") recur. A QCPItemText per cell, made anew at every keystroke and laid
    // out at every draw, was most of a step view's redraw (bench_typing).
    void drawNumbers(QCPPainter* painter) {
        if (numbers.empty()) return;
        if (layouts_.size() > 4096) layouts_.clear();
        painter->setFont(numberFont_);
        for (const auto& n : numbers) {
            auto layout = layouts_.find(n.text);
            if (layout == layouts_.end()) {
                QStaticText text(n.text);
                text.setTextFormat(Qt::PlainText);
                text.prepare(QTransform(), numberFont_);
                layout = layouts_.insert(n.text, text);
            }
            const QSizeF size = layout->size();
            painter->setPen(n.colour);
            painter->drawStaticText(cells(n.row, n.column, n.row + 1, n.column + 1).center() - QPointF(size.width(), size.height()) / 2,
                                    *layout);
        }
    }

    // the pixels of rows [r0, r1) × columns [c0, c1)
    QRectF cells(Eigen::Index r0, Eigen::Index c0, Eigen::Index r1, Eigen::Index c1) const {
        auto* x = rect_->axis(QCPAxis::atBottom);
        auto* y = rect_->axis(QCPAxis::atLeft);
        return QRectF(QPointF(x->coordToPixel(c0 - 0.5), y->coordToPixel(r0 - 0.5)),
                      QPointF(x->coordToPixel(c1 - 0.5), y->coordToPixel(r1 - 0.5))).normalized();
    }
    QCPAxisRect* rect_;
    QFont numberFont_;
    QHash<QString, QStaticText> layouts_;
};

QString visibleToken(const QString& piece) { return QString::fromStdString(al::visible_piece(piece.toStdString())); }

namespace {
// small enough that three side by side (Compare) and two above each other (Positional encoding) fit
// a 1280×720 screen; large enough for axis labels and a readable matrix of about 16 tokens
constexpr QSize kMinimumSize(190, 200), kMinimumCompactSize(60, 60);
}  // namespace

HeatmapPlot::HeatmapPlot(QWidget* parent) : QCustomPlot(parent) {
    title_ = new QCPTextElement(this, QString(), QFont(font().family(), 11, QFont::Bold));
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, title_);

    map_ = new QCPColorMap(xAxis, yAxis);
    map_->setInterpolate(false);  // a blurred attention map teaches the wrong thing
    map_->setTightBoundary(false);
    scale_ = new QCPColorScale(this);
    plotLayout()->addElement(1, 1, scale_);
    scale_->setType(QCPAxis::atRight);
    fitTicksToHeight(scale_->axis());
    map_->setColorScale(scale_);
    auto* group = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, group);

    overlay_ = new CellOverlay(this, axisRect());
    yAxis->setRangeReversed(true);  // row 0 at the top, as a matrix is written
    basePadding_ = xAxis->padding();
    xAxis->setTickLabelRotation(kSlantedTickLabels);
    for (auto* axis : {xAxis, yAxis}) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
        axis->setTickLength(0, 3);
        axis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    }
    setMouseTracking(true);
    setFocusPolicy(Qt::TabFocus);  // the keyboard's cell cursor; a click leaves the focus where it was
    // wide matrices (768 features): the wheel zooms the columns round the pointer, a drag pans them,
    // a double click shows them all again
    axisRect()->setRangeZoom(Qt::Horizontal);
    axisRect()->setRangeDrag(Qt::Horizontal);
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this](const QCPRange& range) {
        const double cols = static_cast<double>(data_.values.cols());
        QCPRange kept(std::max(-0.5, range.lower), std::min(cols - 0.5, range.upper));
        if (kept.size() < 4) kept = QCPRange(kept.center() - 2, kept.center() + 2);
        if (kept != range) {
            xAxis->setRange(kept);  // re-enters with the kept range
            return;
        }
        if (updateTickLabels()) updateLayout();
        queueReplot(this);
    });
    connect(this, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent* event) {
        if (const auto [r, c] = cellAt(event->pos()); r >= 0 && data_.editable && !isMasked(r, c)) {
            emit cellEditRequested(r, c);
            return;
        }
        xAxis->setRange(-0.5, data_.values.cols() - 0.5);
    });
    connect(this, &QCustomPlot::mouseMove, this, &HeatmapPlot::showValueAt);
    connect(this, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (const auto [r, c] = cellAt(event->pos()); r >= 0 && event->button() == Qt::LeftButton) emit cellClicked(r, c);
    });
    addExportMenu(this, &data_);
    applyAppearance(this);
    applyTheme();
}

void HeatmapPlot::setHeatmap(const HeatmapData& data) {
    data_ = data;
    overlay_->hoverRow = overlay_->hoverColumn = -1;
    const int rows = static_cast<int>(data.values.rows()), cols = static_cast<int>(data.values.cols());
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
        // all zeros (A − B of one sentence twice): ±1, not a scale of ±10⁻⁶ that looks like a difference
        const double m = std::max(std::abs(double(lo)), std::abs(double(hi)));
        range = m > 0 ? QCPRange(-m, m) : QCPRange(-1, 1);
    }
    if (range.size() <= 0) range = QCPRange(range.lower - 0.5, range.upper + 0.5);
    map_->setGradient(data.diverging ? divergingGradient() : sequentialGradient());
    map_->setDataRange(range);

    // a matrix as wide as before keeps its zoom (typing); another is shown whole
    const bool zoomable = !compact_ && cols > kZoomableColumns;
    setInteraction(QCP::iRangeZoom, zoomable);
    setInteraction(QCP::iRangeDrag, zoomable);
    if (!zoomable || cols != zoomedColumns_) xAxis->setRange(-0.5, cols - 0.5);
    zoomedColumns_ = cols;
    yAxis->setRange(-0.5, rows - 0.5);
    map_->setVisible(!isEmpty());  // nothing yet: the title alone says what will come, over an empty frame
    applyTheme();  // the axis titles and fonts for these labels, then the layout
}

// Presentation mode's large type, fitted to the cells: tick labels 1.5 pt below the text, and an axis
// whose ticks name its rows or columns (tokens, the vocabulary) without a title saying so.
void HeatmapPlot::applyTheme() {
    const bool presentation = appearance().presentation;
    tickFont_ = QApplication::font();
    if (presentation) tickFont_.setPointSizeF(tickFont_.pointSizeF() - 1.5);
    xAxis->setTickLabelFont(tickFont_);
    yAxis->setTickLabelFont(tickFont_);
    if (!compact_) {
        xAxis->setLabel(presentation && !data_.columnLabels.isEmpty() ? QString() : data_.columnAxis);
        yAxis->setLabel(presentation && !data_.rowLabels.isEmpty() ? QString() : data_.rowAxis);
    }
    layOutCells();
}

// Fits the labels and the numbers to the current size. Where the numbers are printed they take the
// colour scale's place (every cell states its value; plots of one shape then agree, and their rows line
// up); else the colour scale is shown.
void HeatmapPlot::layOutCells(QCustomPlot::RefreshPriority replotHow) {
    // measured once per layout, not per labelling pass: shaping text is most of what a label costs
    const QFontMetrics fm(tickFont_);
    widestColumnLabel_ = 0;
    QString widest;
    for (int c = 0; c < data_.values.cols(); ++c) {
        const QString text = c < data_.columnLabels.size() ? visibleToken(data_.columnLabels[c]) : QString::number(c);
        const int advance = fm.horizontalAdvance(text);
        if (advance > widestColumnLabel_) widestColumnLabel_ = advance, widest = text;
    }
    tallestSlantedColumnLabel_ = slantedHeight(fm, widest);
    const auto fit = [this](bool scale) {
        setScaleShown(scale);
        // QCPLayoutElement's automatic margin is the larger of the margin it has and its minimum, so a
        // colour scale in a margin group keeps the largest bottom margin it was ever given (slanted
        // vocabulary labels of an earlier matrix) unless reset: rows would not line up across a step
        scale_->setMargins(QMargins());
        fitTitle();
        // labels decide the axis rect's margins, and its size which labels fit: labels for the last
        // layout's rect, a layout, and a second one only when the labels then change (a layout is most
        // of a heatmap's cost while typing)
        updateTickLabels();
        if (!viewport().isEmpty()) {
            updateLayout();
            if (updateTickLabels()) updateLayout();
            fitTitle();  // again, by the colour scale's width now (new, or wider in presentation mode's type)
        }
        rebuildCellDecorations();
    };
    bool numbersWanted = !compact_ && !isEmpty() && data_.values.rows() <= maxRowsForNumbers() && data_.values.cols() <= maxRowsForNumbers();
    if (numbersWanted && !viewport().isEmpty()) {  // hopeless even with the scale's width? then no second layout
        const QFontMetrics fm(numberFont(NumberType::small));
        const int room = axisRect()->width() + (showsColourScale() ? scale_->outerRect().width() : 0);
        numbersWanted = room / data_.values.cols() >= fm.horizontalAdvance(QStringLiteral("00")) + 4 &&
                        axisRect()->height() / data_.values.rows() >= fm.height();
    }
    // numbers in the cells speak for the colours, words do not: those keep the scale
    const bool words = !data_.cellWords.isEmpty();
    fit((words || !numbersWanted) && !compact_ && !isEmpty());
    if (!words && numbersWanted && !showsCellNumbers() && !isEmpty()) fit(true);
    askForHeightNamingEveryRow();
    if (replotHow == rpQueuedReplot)
        queueReplot(this);
    else
        replot(replotHow);
}

void HeatmapPlot::setScaleShown(bool on) {
    if (on == showsColourScale()) return;
    if (on) {
        plotLayout()->addElement(1, 1, scale_);
    } else {
        plotLayout()->take(scale_);
        plotLayout()->simplify();
    }
    scale_->setVisible(on);
}

bool HeatmapPlot::showsColourScale() const { return scale_->layout() != nullptr; }
bool HeatmapPlot::showsCellNumbers() const { return !overlay_->numbers.empty(); }
QString HeatmapPlot::printedNumber(int row, int column) const {
    for (const auto& n : overlay_->numbers)
        if (n.row == row && n.column == column) return n.text;
    return {};
}

namespace {

// '-', not '−': half as wide, and cells are narrow. A value that rounds to zero is "0", not "-0".
// Two significant digits: ".31", "3.1", "31" (the leading zero dropped, as in "p < .05"), "0" below .005.
QString cellText(float v, int decimals) {
    if (std::abs(v) >= 1000) return localNumber(v, 'g', 3);
    if (decimals == HeatmapPlot::kTwoSignificantDigits) {
        const float a = std::abs(v);
        if (a < 0.005f) return QStringLiteral("0");
        const int places = a < 0.995f ? 2 : a < 9.95f ? 1 : 0;
        QString text = cellText(v, places);
        if (places == 2) {  // "0.31" → ".31", "-0.31" → "-.31"
            const qsizetype at = text.startsWith(QLocale().negativeSign()) ? QLocale().negativeSign().size() : 0;
            if (text.mid(at, 1) == QLatin1String("0")) text.remove(at, 1);
        }
        return text;
    }
    const QString text = localNumber(v, 'f', decimals), zero = localNumber(0.0, 'f', decimals);
    return text == QLocale().negativeSign() + zero ? zero : text;
}

}  // namespace

void HeatmapPlot::rebuildCellDecorations() {
    overlay_->numbers.clear();
    const int rows = static_cast<int>(data_.values.rows()), cols = static_cast<int>(data_.values.cols());
    overlay_->masked.setConstant(rows, cols, false);
    overlay_->outlinedFrom = data_.outlinedRowsFrom;
    overlay_->edited = data_.editedCells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) overlay_->masked(r, c) = isMasked(r, c);
    if (compact_ || rows > maxRowsForNumbers() || cols > maxRowsForNumbers()) return;
    // numbers only where they fit in a cell with a margin each side: two decimals in the large number
    // type, else the small (presentation mode's fonts are large); else two significant digits (".31",
    // "3.1", "31": as narrow as one decimal, and as precise as two below 1), else whole numbers (if they
    // do not turn most values into "0"), else none
    const double cellWidth = axisRect()->width() / std::max(1.0, double(cols));
    const double cellHeight = axisRect()->height() / std::max(1.0, double(rows));
    if (data_.cellWords.size() == rows * cols) return placeCellWords(cellWidth, cellHeight);
    // the texts' shapes ("-00.00", "0.00", …: digits are equally wide in UI fonts) are few; measuring
    // each shape rather than each cell keeps shaping text off the typing path
    constexpr int kFormats = 3;  // by index: whole numbers, two significant digits, two decimals
    const int formatOf[kFormats] = {0, kTwoSignificantDigits, 2};
    QSet<QString> shapesOf[kFormats];
    for (auto& shapes : shapesOf) shapes.insert(QStringLiteral("-∞"));
    // Fewer decimals must still say something: a random model's Q, K and V (|v| < 0.5) at 0 decimals
    // were a field of "0". Counted over the values two decimals print as non-zero: how many of them
    // each number of decimals prints as zero.
    const auto printsZero = [](const QString& text) {
        return std::none_of(text.begin(), text.end(), [](QChar ch) { return ch.isDigit() && ch != QLatin1Char('0'); });
    };
    int nonZero = 0, zeroed[kFormats] = {0, 0, 0};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            if (isMasked(r, c)) continue;
            bool shownAsZero = false;
            for (int f = kFormats - 1; f >= 0; --f) {
                QString text = cellText(data_.values(r, c), formatOf[f]);
                if (f == kFormats - 1) {
                    shownAsZero = printsZero(text);
                    nonZero += !shownAsZero;
                } else if (!shownAsZero) {
                    zeroed[f] += printsZero(text);
                }
                for (QChar& ch : text)
                    if (ch.isDigit()) ch = QLatin1Char('0');
                shapesOf[f].insert(text);
            }
        }
    const auto fits = [&](const QFont& font, int f) {
        if (2 * zeroed[f] > nonZero) return false;  // most of the numbers would read "0"
        const QFontMetrics fm(font);
        int widest = 0;
        for (const QString& text : shapesOf[f]) widest = std::max(widest, fm.horizontalAdvance(text));
        return widest + numberMargin(fm) <= cellWidth && fm.height() <= cellHeight;
    };
    const QFont large = numberFont(NumberType::large), small = numberFont(NumberType::small);
    const std::pair<QFont, int> candidates[] = {{large, 2}, {small, 2}, {large, 1}, {small, 1}, {small, 0}};  // (type, format)
    const auto chosen = std::find_if(std::begin(candidates), std::end(candidates), [&](const auto& c) { return fits(c.first, c.second); });
    if (chosen == std::end(candidates)) return;
    overlay_->setNumberFont(chosen->first);
    decimals_ = formatOf[chosen->second];
    const auto addText = [&](int r, int c, const QString& s, const QColor& colour) { overlay_->numbers.push_back({r, c, s, colour}); };
    // a masked cell is the gradient's NaN colour under the hatch, in either theme
    const QColor onMasked = map_->gradient().nanColor().lightness() < 128 ? Qt::white : Qt::black;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const float v = data_.values(r, c);
            if (isMasked(r, c)) {
                if (std::isinf(v)) addText(r, c, QStringLiteral("-∞"), onMasked);
                continue;
            }
            addText(r, c, cellText(v, decimals_), textColourOn(v));
        }
}

// The words in the large number type where the widest fits its cell, else in the small one, each
// elided to its cell; none where not even the small type's height fits a cell.
void HeatmapPlot::placeCellWords(double cellWidth, double cellHeight) {
    const int cols = static_cast<int>(data_.values.cols());
    QFont font = numberFont(NumberType::small);
    for (const QFont& f : {numberFont(NumberType::large), font}) {
        const QFontMetrics fm(f);
        int widest = 0;
        for (const QString& word : data_.cellWords) widest = std::max(widest, fm.horizontalAdvance(word));
        font = f;
        if (widest + numberMargin(fm) <= cellWidth && fm.height() <= cellHeight) break;
    }
    const QFontMetrics fm(font);
    if (fm.height() > cellHeight) return;
    overlay_->setNumberFont(font);
    for (int i = 0; i < data_.cellWords.size(); ++i) {
        const int r = i / cols, c = i % cols;
        const QString word = fm.elidedText(data_.cellWords[i], Qt::ElideRight, static_cast<int>(cellWidth) - numberMargin(fm));
        if (word.isEmpty() || isMasked(r, c)) continue;
        overlay_->numbers.push_back({r, c, word, textColourOn(data_.values(r, c))});
    }
}

// Text on a cell of this value: white on the colour map's dark ends (both ends of a diverging map), else black.
QColor HeatmapPlot::textColourOn(float value) const {
    const QCPRange range = map_->dataRange();
    const double t = (value - range.lower) / std::max(range.size(), 1e-12);
    return (data_.diverging ? (t < 0.2 || t > 0.8) : t < 0.6) ? Qt::white : Qt::black;
}

namespace {

// The type tick labels may take: the theme's, and half a point less at a time down to 70% of it (8 pt
// at least); the smallest of these.
constexpr double kTickPointStep = 0.5;
int smallerTickSizes(const QFont& theme) {
    const double floor = std::max(8.0, 0.7 * theme.pointSizeF());
    return std::max(0, static_cast<int>(std::floor((theme.pointSizeF() - floor) / kTickPointStep)));
}
double smallestTickPoints(const QFont& theme) { return theme.pointSizeF() - smallerTickSizes(theme) * kTickPointStep; }

// Of those sizes, the largest in which n labels a line apart in `pixels` skip the fewest (every one
// where they all fit, else every k-th): a projector's heatmap of 18 rows in 270 px names every row in
// 11 pt, not every other in 14; where smaller type would name no more of them, they keep the theme's.
QFont fittedTickFont(const QFont& theme, int pixels, int n) {
    QFont best = theme, f = theme;
    int bestStep = std::numeric_limits<int>::max();
    for (int i = 0; i <= smallerTickSizes(theme); ++i) {
        f.setPointSizeF(theme.pointSizeF() - i * kTickPointStep);
        const int step = labelStep(n, pixels, QFontMetrics(f).height());
        if (step < bestStep) best = f, bestStep = step;
        if (step == 1) break;
    }
    return best;
}

}  // namespace

bool HeatmapPlot::updateTickLabels() {
    if (compact_) return false;
    const auto ticksOf = [](QCPAxis* axis) { return qSharedPointerCast<QCPAxisTickerText>(axis->ticker())->ticks(); };
    const auto state = [&] {
        return std::make_tuple(ticksOf(xAxis), ticksOf(yAxis), xAxis->tickLabelRotation(), xAxis->tickLabelFont(), yAxis->tickLabelFont());
    };
    const auto before = state();
    const auto label = [](const QStringList& labels, int i) { return i < labels.size() ? visibleToken(labels[i]) : QString::number(i); };
    // every label while they fit, else every k-th (the same on every plot of that height), plus the hovered one
    // [first, first + n) on screen (all of them, unless the columns are zoomed)
    const auto setTicks = [&](QCPAxis* axis, const QStringList& labels, int first, int n, int pixels, int span, int hovered) {
        auto ticker = qSharedPointerCast<QCPAxisTickerText>(axis->ticker());
        ticker->clear();
        const int step = labelStep(n, pixels, span);
        const bool extra = hovered >= first && hovered < first + n && (hovered - first) % step;  // the hovered one, its neighbours giving way
        for (int i = first; i < first + n; i += step)
            if (!extra || std::abs(i - hovered) >= step) ticker->addTick(i, label(labels, i));
        if (extra) ticker->addTick(hovered, label(labels, hovered));
    };
    const int rows = static_cast<int>(data_.values.rows()), cols = static_cast<int>(data_.values.cols());
    const int firstColumn = std::clamp(static_cast<int>(std::ceil(xAxis->range().lower)), 0, std::max(0, cols - 1));
    const int shownColumns = std::clamp(static_cast<int>(std::floor(xAxis->range().upper)) - firstColumn + 1, 0, cols - firstColumn);
    const QFontMetrics theme(tickFont_);
    // upright column labels when each fits its column in the theme's type; else slanted, one line-height
    // apart, in the type that names the most of them
    xAxis->setTickLabelRotation(tickLabelRotation(theme, widestColumnLabel_, axisRect()->width(), shownColumns));
    const bool upright = xAxis->tickLabelRotation() == 0;
    xAxis->setTickLabelFont(upright ? tickFont_ : fittedTickFont(tickFont_, axisRect()->width(), shownColumns));
    yAxis->setTickLabelFont(fittedTickFont(tickFont_, axisRect()->height(), rows));
    const QFontMetrics columnsFm(xAxis->tickLabelFont()), rowsFm(yAxis->tickLabelFont());
    setTicks(xAxis, data_.columnLabels, firstColumn, shownColumns, axisRect()->width(),
             upright ? widestColumnLabel_ + theme.averageCharWidth() : columnsFm.height(), overlay_->hoverColumn);
    // slanted: the bottom margin the widest of all the column labels takes in the theme's type, whatever
    // type and which of them are shown, so that plots of one step with the same columns (their axes a
    // few pixels apart in width) keep one margin and their rows line up
    int shownHeight = 0;
    for (const QString& text : ticksOf(xAxis)) shownHeight = std::max(shownHeight, slantedHeight(columnsFm, text));
    xAxis->setPadding(basePadding_ + roomBelow_ + (upright ? 0 : std::max(0, tallestSlantedColumnLabel_ - shownHeight)));
    setTicks(yAxis, data_.rowLabels, 0, rows, axisRect()->height(), rowsFm.height(), overlay_->hoverRow);
    return before != state();
}

void HeatmapPlot::setNamesEveryRow(bool on) {
    namesEveryRow_ = on;
    layOutCells();
}

// With setNamesEveryRow: the title, the axes and the margins as laid out, and a line of the smallest
// type per row. A hint, not QWidget's minimum size: setting that resizes a plot on the spot, and one
// hidden then (a step's plot while its page is shown) never gets the resize event, so its labels
// stay fitted to the size before.
void HeatmapPlot::askForHeightNamingEveryRow() {
    const int rows = static_cast<int>(data_.values.rows());
    int height = 0;
    if (namesEveryRow_ && !compact_ && rows <= kNamedRowsAtMost && !viewport().isEmpty()) {
        QFont smallest = tickFont_;
        smallest.setPointSizeF(smallestTickPoints(tickFont_));
        height = viewport().height() - axisRect()->height() + rows * QFontMetrics(smallest).height();
    }
    if (height == heightNamingEveryRow_) return;
    heightNamingEveryRow_ = height;
    updateGeometry();
}

bool HeatmapPlot::cellsHoldNumbersAt(int width) const {
    // beside the matrix: its labels and margins, as last laid out; not the colour scale, which numbers in
    // the cells replace
    const int matrix = axisRect()->width();
    const int scale = showsColourScale() ? scale_->outerRect().width() : 0;
    const int besideMatrix = matrix > 0 && this->width() > matrix + scale ? this->width() - matrix - scale : 0;
    const QFontMetrics fm(numberFont(NumberType::small));
    const int number = fm.horizontalAdvance(QStringLiteral("-0.0")) + numberMargin(fm);  // two significant digits, signed
    return width - besideMatrix >= number * std::max<Eigen::Index>(1, data_.values.cols());
}

bool HeatmapPlot::rowsHoldNumbers() const {
    return axisRect()->height() >= QFontMetrics(numberFont(NumberType::small)).height() * std::max<Eigen::Index>(1, data_.values.rows());
}

QSize HeatmapPlot::minimumSizeHint() const {
    if (compact_) return kMinimumCompactSize;
    return {kMinimumSize.width(), std::max(kMinimumSize.height(), heightNamingEveryRow_)};
}

int HeatmapPlot::labelledRows() const { return qSharedPointerCast<QCPAxisTickerText>(yAxis->ticker())->ticks().size(); }
int HeatmapPlot::labelledColumns() const { return qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker())->ticks().size(); }

QString HeatmapPlot::sizeText() const { return QStringLiteral("(%1 × %2)").arg(data_.values.rows()).arg(data_.values.cols()); }
QString HeatmapPlot::title() const { return isEmpty() ? data_.title : data_.title + QStringLiteral("   ") + sizeText(); }
bool HeatmapPlot::isEmpty() const { return data_.values.size() == 0; }

// The title sits in the axis rect's column, centred over the matrix; a longer one starts at the
// column's left and runs on over the colour scale (the scale's numbers lie below it). Longer still, it
// wraps where setTitleLines allows the lines, its size kept on one line; else it is elided before its
// size (or, when that would leave a letter or two of its name, the name alone), and shown whole in the
// tooltip. A plot without values shows a message instead (an error, what to press): that is wrapped,
// every word of what to do kept.
void HeatmapPlot::fitTitle() {
    if (compact_) return;
    const QFontMetrics fm(title_->font());
    const int scaleWidth = !showsColourScale() ? 0 : scale_->outerRect().width() > 0 ? scale_->outerRect().width() : 70;
    const int column = width() - scaleWidth - 12, room = std::max(40, width() - 12);
    QString text = title();
    int needed = 1;
    if (fm.horizontalAdvance(text) > room && isEmpty()) {
        text = wrapped(text, title_->font(), room);
    } else if (fm.horizontalAdvance(text) > room) {
        QString unbroken = sizeText();
        unbroken.replace(QLatin1Char(' '), QChar::Nbsp);
        const QString lines = wrapped(data_.title + QStringLiteral("   ") + unbroken, title_->font(), room);
        needed = static_cast<int>(lines.count(QLatin1Char('\n'))) + 1;
        if (needed <= titleLines_) {
            text = lines;
        } else {
            const QString size = QStringLiteral("   ") + sizeText();
            const QString name = fm.elidedText(data_.title, Qt::ElideRight, room - fm.horizontalAdvance(size));
            // a name cut to nothing says less than the name without its size (the axes count the rows)
            text = name.size() >= 4 ? name + size : fm.elidedText(data_.title, Qt::ElideRight, room);
        }
    }
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n'))) widest = std::max(widest, fm.horizontalAdvance(line));
    const Qt::Alignment across = widest > column ? Qt::AlignLeft : Qt::AlignHCenter;
    title_->setTextFlags(static_cast<int>(across | (titleLines_ > 1 ? Qt::AlignTop : Qt::AlignVCenter)) | Qt::TextDontClip);
    title_->setText(text);
    // the title's row as high as titleLines_ lines, whatever this title needs of them; one line: as it needs
    const QString tallest = QStringList(titleLines_, QStringLiteral("X")).join(QLatin1Char('\n'));
    const int height = titleLines_ > 1 && !isEmpty() ? fm.boundingRect(0, 0, 0, 0, Qt::AlignCenter, tallest).height() : 0;
    title_->setMinimumSize(1, height);
    title_->setMaximumSize(QWIDGETSIZE_MAX, height > 0 ? height : QWIDGETSIZE_MAX);
    if (needed != titleLinesNeeded_) {
        titleLinesNeeded_ = needed;
        emit titleLinesNeededChanged();
    }
}

void HeatmapPlot::setRoomBelow(int px) {
    if (px == roomBelow_) return;
    roomBelow_ = px;
    layOutCells();
}

int HeatmapPlot::bottomMarginNeeded() const { return axisRect()->margins().bottom() - roomBelow_; }

void HeatmapPlot::setTitleLines(int lines) {
    if (lines == titleLines_) return;
    titleLines_ = lines;
    layOutCells();
}

// Not QCustomPlot::resizeEvent: it draws the plot with the labels that fitted the old size, and
// layOutCells then draws it again; here it is fitted to the new size and drawn once.
void HeatmapPlot::resizeEvent(QResizeEvent*) {
    setViewport(rect());
    updateLayout();  // numbers in the cells or not is decided by the axis rect's size: the new one
    layOutCells(rpQueuedRefresh);
}

bool HeatmapPlot::isMasked(int row, int column) const {
    const float v = data_.values(row, column);
    if (std::isinf(v) && v < 0) return true;
    return data_.masked.size() > 0 && data_.masked(row, column);
}

void HeatmapPlot::setCompact(bool compact) {
    compact_ = compact;
    title_->setVisible(!compact);
    setScaleShown(!compact);
    for (auto* axis : {xAxis, yAxis}) {
        axis->setTickLabels(!compact);
        axis->setTicks(!compact);
        axis->setLabel(QString());
    }
    // a thumbnail is all cells: no title row, no margins for labels it does not have
    if (compact && title_->layout()) {
        plotLayout()->take(title_);
        plotLayout()->simplify();
    } else if (!compact && !title_->layout()) {
        plotLayout()->insertRow(0);
        plotLayout()->addElement(0, 0, title_);
    }
    axisRect()->setAutoMargins(compact ? QCP::msNone : QCP::msAll);
    axisRect()->setMargins(compact ? QMargins(3, 3, 3, 3) : QMargins());
    updateGeometry();  // minimumSizeHint: a thumbnail's
}

void HeatmapPlot::setSelectedFrame(bool selected) {
    // a thick red frame round the axis rect marks the selected head
    for (auto* axis : {xAxis, yAxis, xAxis2, yAxis2}) axis->setBasePen(QPen(selected ? QColor(198, 40, 40) : Qt::black, selected ? 4 : 1));
    xAxis2->setVisible(selected);
    yAxis2->setVisible(selected);
    xAxis2->setTicks(false), yAxis2->setTicks(false), xAxis2->setTickLabels(false), yAxis2->setTickLabels(false);
}

double HeatmapPlot::drawnValue(int row, int column) const { return map_->data()->cell(column, row); }

void HeatmapPlot::setHoveredCell(int row, int column) {
    if (row == overlay_->hoverRow && column == overlay_->hoverColumn) return;
    overlay_->hoverRow = row, overlay_->hoverColumn = column;
    updateTickLabels();
    queueReplot(this);
}

void HeatmapPlot::setExportLook(bool on, bool vectorCells) {
    if (on) {
        hoverBeforeExport_ = {overlay_->hoverRow, overlay_->hoverColumn};
        setHoveredCell(-1, -1);
    } else {
        setHoveredCell(hoverBeforeExport_.first, hoverBeforeExport_.second);
    }
    const bool vector = on && vectorCells && !isEmpty();
    overlay_->cellColour = vector ? std::function<QColor(int, int)>([this](int r, int c) {
        return QColor::fromRgba(map_->gradient().color(data_.values(r, c), map_->dataRange()));
    }) : nullptr;
    map_->setVisible(!vector && !isEmpty());
}

void HeatmapPlot::leaveEvent(QEvent* event) {
    QCustomPlot::leaveEvent(event);
    setHoveredCell(-1, -1);
}

std::pair<int, int> HeatmapPlot::cellAt(const QPoint& pos) const {
    int c = -1, r = -1;
    map_->data()->coordToCell(xAxis->pixelToCoord(pos.x()), yAxis->pixelToCoord(pos.y()), &c, &r);
    if (r < 0 || c < 0 || r >= data_.values.rows() || c >= data_.values.cols() || !axisRect()->rect().contains(pos)) return {-1, -1};
    return {r, c};
}

std::pair<int, int> HeatmapPlot::hoveredCell() const { return {overlay_->hoverRow, overlay_->hoverColumn}; }

bool HeatmapPlot::isCursorKey(const QKeyEvent* event) const {
    if (isEmpty() || (event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    if (compact_) return event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space;
    switch (event->key()) {
    case Qt::Key_Left: case Qt::Key_Right: case Qt::Key_Up: case Qt::Key_Down: case Qt::Key_Home: case Qt::Key_End:
    case Qt::Key_Return: case Qt::Key_Enter: case Qt::Key_Space: case Qt::Key_F2: return true;
    case Qt::Key_Escape: return overlay_->hoverRow >= 0;
    default: return false;
    }
}

bool HeatmapPlot::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && isCursorKey(static_cast<QKeyEvent*>(event))) {
        event->accept();  // the key comes to keyPressEvent, not to a shortcut of the window
        return true;
    }
    return QCustomPlot::event(event);
}

void HeatmapPlot::keyPressEvent(QKeyEvent* event) {
    if (!isCursorKey(event)) return QCustomPlot::keyPressEvent(event);
    if (compact_) return emit activated();
    const int rows = static_cast<int>(data_.values.rows()), cols = static_cast<int>(data_.values.cols());
    auto [r, c] = hoveredCell();
    const bool had = r >= 0;
    if (!had) r = c = 0;  // the first key puts the cursor on the first cell
    switch (event->key()) {
    case Qt::Key_Left: c = had ? std::max(0, c - 1) : c; break;
    case Qt::Key_Right: c = had ? std::min(cols - 1, c + 1) : c; break;
    case Qt::Key_Up: r = had ? std::max(0, r - 1) : r; break;
    case Qt::Key_Down: r = had ? std::min(rows - 1, r + 1) : r; break;
    case Qt::Key_Home: c = 0; break;
    case Qt::Key_End: c = cols - 1; break;
    case Qt::Key_Escape:
        setHoveredCell(-1, -1);
        QToolTip::hideText();
        return;
    case Qt::Key_Return: case Qt::Key_Enter: case Qt::Key_Space:
        if (had) emit cellClicked(r, c);
        break;
    case Qt::Key_F2:
        if (had && data_.editable && !isMasked(r, c)) emit cellEditRequested(r, c);
        break;
    }
    // a column outside a zoomed view brings the view to it
    if (c < xAxis->range().lower || c > xAxis->range().upper) xAxis->setRange(xAxis->range() + (c - xAxis->range().center()));
    setHoveredCell(r, c);
    const QPoint centre(static_cast<int>(xAxis->coordToPixel(c)), static_cast<int>(yAxis->coordToPixel(r)));
    QToolTip::showText(mapToGlobal(centre), cellTip(r, c), this);
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);  // a screen reader reads the cell
    QAccessible::updateAccessibility(&changed);
}

void HeatmapPlot::focusOutEvent(QFocusEvent* event) {
    QCustomPlot::focusOutEvent(event);
    if (event->reason() != Qt::PopupFocusReason) setHoveredCell(-1, -1);
}

QString HeatmapPlot::cellTip(int r, int c) const {
    const auto label = [](const QStringList& l, int i) { return i < l.size() ? visibleToken(l[i]) : QString::number(i); };
    const float v = data_.values(r, c);
    const QString value = isMasked(r, c) ? tr("%1 (masked)").arg(std::isinf(v) ? QStringLiteral("−∞") : localNumber(v))
                                         : localNumber(v);
    return tr("%1 %2 “%3” → %4 %5 “%6”\nvalue %7")
               .arg(data_.rowAxis).arg(r).arg(label(data_.rowLabels, r))
               .arg(data_.columnAxis).arg(c).arg(label(data_.columnLabels, c))
               .arg(value) +
           (data_.editable && !isMasked(r, c) ? "\n" + tr("Double-click to try another value") : QString());
}

void HeatmapPlot::showValueAt(QMouseEvent* event) {
    const auto [r, c] = cellAt(event->pos());
    if (!compact_ && title_->outerRect().contains(event->pos()) && title_->text() != title()) {
        QToolTip::showText(event->globalPosition().toPoint(), title(), this);  // the whole of an elided title
        return;
    }
    if (r < 0) {
        QToolTip::hideText();
        setHoveredCell(-1, -1);
        return;
    }
    if (!compact_) setHoveredCell(r, c);
    QToolTip::showText(event->globalPosition().toPoint(), cellTip(r, c), this);
}

}  // namespace ui
