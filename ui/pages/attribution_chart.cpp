#include "ui/pages/attribution_chart.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/explain/logit_attribution.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/color_maps.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/token_axis.h"

namespace ui {

AttributionChart::AttributionChart(QWidget* parent) : QCustomPlot(parent) {
    plotLayout()->insertRow(0);
    title_ = new QCPTextElement(this, QString(), QFont(font().family(), font().pointSize(), QFont::Bold));
    plotLayout()->addElement(0, 0, title_);
    QCPColorGradient colours = divergingGradient();
    const auto bars = [&](const QColor& colour) {
        auto* b = new QCPBars(xAxis, yAxis);
        b->setBrush(colour);
        b->setPen(Qt::NoPen);
        b->setWidth(0.7);
        return b;
    };
    positive_ = bars(colours.color(0.85, QCPRange(0, 1)));
    negative_ = bars(colours.color(0.15, QCPRange(0, 1)));
    total_ = bars(barColour());
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    xAxis->setSubTicks(false);
    xAxis->grid()->setVisible(false);
    yAxis->grid()->setZeroLinePen(QPen(Qt::gray, 1));
    yAxis->setLabel(tr("adds to the logit difference"));
    addExportMenu(this);
    applyAppearance(this);
}

QString AttributionChart::title() const { return title_->text(); }

void AttributionChart::setAttribution(const al::LogitAttribution& a, const QString& title) {
    std::vector<Bar> parts = {{tr("tokens"), a.token_embedding}};
    if (a.position_embedding != 0) parts.push_back({tr("positions"), a.position_embedding});
    for (size_t l = 0; l < a.heads.size(); ++l) {
        for (size_t h = 0; h < a.heads[l].size(); ++h) parts.push_back({tr("L%1 H%2").arg(l).arg(h), a.heads[l][h]});
        if (a.attention_bias[l] != 0) parts.push_back({tr("L%1 bias").arg(l), a.attention_bias[l]});
        if (l < a.cross_attention.size()) parts.push_back({tr("L%1 cross").arg(l), a.cross_attention[l]});
        parts.push_back({tr("L%1 MLP").arg(l), a.mlp[l]});
    }
    if (a.final_norm_bias != 0) parts.push_back({tr("final norm β"), a.final_norm_bias});
    if (parts.size() > kPartsAtMost) {  // the largest, in the model's order, and the rest as one bar
        std::vector<size_t> order(parts.size());
        std::iota(order.begin(), order.end(), 0);
        std::partial_sort(order.begin(), order.begin() + (kPartsAtMost - 1), order.end(),
                          [&](size_t i, size_t j) { return std::abs(parts[i].value) > std::abs(parts[j].value); });
        std::vector<bool> kept(parts.size(), false);
        for (int k = 0; k < kPartsAtMost - 1; ++k) kept[order[k]] = true;
        std::vector<Bar> shown;
        double rest = 0;
        for (size_t i = 0; i < parts.size(); ++i) kept[i] ? shown.push_back(parts[i]) : void(rest += parts[i].value);
        shown.push_back({tr("the other %1").arg(parts.size() - shown.size()), rest});
        parts = std::move(shown);
    }
    parts.push_back({tr("total"), a.total});
    bars_ = parts;

    QVector<double> px, py, nx, ny, tx, ty;
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker());
    ticker->clear();
    double low = 0, high = 0;
    for (size_t i = 0; i < bars_.size(); ++i) {
        const double x = static_cast<double>(i), v = bars_[i].value;
        (i + 1 == bars_.size() ? tx : v >= 0 ? px : nx) << x;
        (i + 1 == bars_.size() ? ty : v >= 0 ? py : ny) << v;
        ticker->addTick(x, bars_[i].label);
        low = std::min(low, v), high = std::max(high, v);
    }
    positive_->setData(px, py, true);
    negative_->setData(nx, ny, true);
    total_->setData(tx, ty, true);
    QFont bold = font();  // the window's type, presentation mode's too
    bold.setBold(true);
    title_->setFont(bold);
    title_->setTextColor(xAxis->labelColor());
    title_->setText(title);
    xAxis->setRange(-0.6, static_cast<double>(bars_.size()) - 0.4);
    const double margin = 0.08 * std::max(high - low, 1e-9);
    yAxis->setRange(low - margin, high + margin);
    fitTokenLabels(this);
    queueReplot(this);
}

}  // namespace ui
