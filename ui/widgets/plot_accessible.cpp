#include "ui/widgets/plot_accessible.h"

#include <cmath>

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <qcustomplot.h>

#include "ui/i18n/language.h"
#include "ui/widgets/heatmap_plot.h"

namespace ui {
namespace {

// lupdate reads t("…") as tr("…") in the namespace's context (-tr-function-alias tr+=t)
QString t(const char* text) { return QCoreApplication::translate("ui", text); }
QString number(double v) { return localNumber(v, 'g', 3); }

// Rows described one by one up to this many; a GPT-2-sized input says how many more there are.
constexpr int kRowsDescribed = 24;

QString plainTitle(QCustomPlot& plot) {
    for (const auto* element : plot.findChildren<QCPTextElement*>())
        if (element->visible() && !element->text().trimmed().isEmpty()) return element->text().simplified();
    return {};
}

QString axesName(QCustomPlot& plot) {
    if (!plot.xAxis || !plot.yAxis) return {};
    const QString x = plot.xAxis->label().simplified(), y = plot.yAxis->label().simplified();
    if (x.isEmpty() && y.isEmpty()) return {};
    if (x.isEmpty() || y.isEmpty()) return x + y;
    return t("%1 against %2").arg(y, x);
}

// Curves and bars by name with the range of their values; a colour map by its size.
QString describePlottables(QCustomPlot& plot) {
    QStringList parts;
    for (int i = 0; i < plot.plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot.plottable(i);
        if (!p->visible()) continue;
        bool found = false;
        const QCPRange values = p->getValueRange(found);
        const QString range = found ? t("from %1 to %2").arg(number(values.lower), number(values.upper)) : t("empty");
        const QString name = p->name().isEmpty() ? (qobject_cast<QCPBars*>(p) ? t("bars") : t("a curve")) : p->name();
        const auto named = qSharedPointerDynamicCast<QCPAxisTickerText>(p->keyAxis()->ticker());
        auto* bars = qobject_cast<QCPBars*>(p);
        if (auto* map = qobject_cast<QCPColorMap*>(p)) {
            parts << t("a %1 × %2 colour map %3").arg(map->data()->valueSize()).arg(map->data()->keySize()).arg(range);
        } else if (bars && named && !bars->data()->isEmpty()) {  // each bar by its label: "animal 0.98, street 0.02"
            QStringList each;
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd() && each.size() < kRowsDescribed; ++it)
                each << QStringLiteral("%1 %2").arg(named->ticks().value(it->key, number(it->key)).simplified(), number(it->value));
            parts << each.join(QStringLiteral(", "));
        } else {
            parts << QStringLiteral("%1, %2").arg(name, range);
        }
    }
    if (parts.isEmpty()) return t("Nothing drawn yet.");
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

class PlotAccessible : public QAccessibleWidget {
public:
    explicit PlotAccessible(QCustomPlot* plot) : QAccessibleWidget(plot, QAccessible::Chart) {}

    QString text(QAccessible::Text kind) const override {
        if (kind != QAccessible::Name && kind != QAccessible::Description) return QAccessibleWidget::text(kind);
        auto& plot = *static_cast<QCustomPlot*>(widget());
        const auto* heatmap = qobject_cast<const HeatmapPlot*>(&plot);
        if (kind == QAccessible::Name) {
            if (!plot.accessibleName().isEmpty()) return plot.accessibleName();
            if (heatmap && !heatmap->heatmap().title.isEmpty()) return heatmap->title();
            const QString title = plainTitle(plot);
            return title.isEmpty() ? axesName(plot) : title;
        }
        if (!plot.accessibleDescription().isEmpty()) return plot.accessibleDescription();
        // the keyboard's cell cursor first (what a screen reader says as it moves), then what a click
        // does (the tooltip of a thumbnail), then what the plot shows
        QStringList parts;
        if (heatmap && heatmap->hasFocus() && heatmap->hoveredCell().first >= 0) {
            const auto [row, column] = heatmap->hoveredCell();
            parts << heatmap->cellTip(row, column).replace(QLatin1Char('\n'), QStringLiteral(", ")) + QLatin1Char('.');
        }
        if (!plot.toolTip().isEmpty()) parts << plot.toolTip() + QLatin1Char('.');
        parts << (heatmap && !heatmap->isEmpty() ? describeHeatmap(heatmap->heatmap()) : describePlottables(plot));
        return parts.join(QLatin1Char(' '));
    }
};

// A chart drawn by hand: described by its chartDescription().
class DrawnChartAccessible : public QAccessibleWidget {
public:
    explicit DrawnChartAccessible(QWidget* chart) : QAccessibleWidget(chart, QAccessible::Chart) {}

    QString text(QAccessible::Text kind) const override {
        if (kind != QAccessible::Description || !widget()->accessibleDescription().isEmpty()) return QAccessibleWidget::text(kind);
        QString description;
        QMetaObject::invokeMethod(widget(), "chartDescription", Qt::DirectConnection, Q_RETURN_ARG(QString, description));
        return description;
    }
};

QAccessibleInterface* plotFactory(const QString&, QObject* object) {
    if (auto* plot = qobject_cast<QCustomPlot*>(object)) return new PlotAccessible(plot);
    auto* widget = qobject_cast<QWidget*>(object);
    if (widget && widget->metaObject()->indexOfMethod("chartDescription()") >= 0) return new DrawnChartAccessible(widget);
    return nullptr;
}

}  // namespace

void installPlotAccessibility() {
    static const bool installed = (QAccessible::installFactory(plotFactory), true);
    (void)installed;
}

QString describeHeatmap(const HeatmapData& data) {
    const auto rows = static_cast<int>(data.values.rows()), cols = static_cast<int>(data.values.cols());
    // a token by its text, a numbered axis by its name and number ("head feature 3"), counted as the axes count
    const auto label = [](const QStringList& labels, const QString& axis, int i) {
        return i < labels.size() ? labels[i] : QStringLiteral("%1 %2").arg(axis).arg(i);
    };
    float lowest = INFINITY, highest = -INFINITY;
    QStringList largest;
    for (int r = 0; r < rows; ++r) {
        int best = -1;
        for (int c = 0; c < cols; ++c) {
            const float v = data.values(r, c);
            const bool masked = std::isinf(v) || (data.masked.size() == data.values.size() && data.masked(r, c));
            if (masked || std::isnan(v)) continue;
            lowest = std::min(lowest, v);
            highest = std::max(highest, v);
            if (best < 0 || v > data.values(r, best)) best = c;
        }
        if (r < kRowsDescribed && best >= 0)
            largest << t("%1 → %2 %3").arg(label(data.rowLabels, data.rowAxis, r), label(data.columnLabels, data.columnAxis, best),
                                               number(data.values(r, best)));
    }
    QString text = data.rowAxis.isEmpty() ? t("%1 rows × %2 columns").arg(rows).arg(cols)
                                          : t("%1 rows (%2) × %3 columns (%4)").arg(rows).arg(data.rowAxis).arg(cols).arg(data.columnAxis);
    if (lowest <= highest) text += t(", values from %1 to %2").arg(number(lowest), number(highest));
    if (!largest.isEmpty()) text += t(". Largest in each row: %1").arg(largest.join(QStringLiteral("; ")));
    if (rows > kRowsDescribed) text += t(" (and %1 rows more)").arg(rows - kRowsDescribed);
    return text + QLatin1Char('.');
}

}  // namespace ui
