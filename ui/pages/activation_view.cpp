#include "ui/pages/activation_view.h"

#include <QApplication>
#include <QGridLayout>
#include <qcustomplot.h>

#include "core/explain/trace_stats.h"
#include "ui/document/exploration.h"
#include "ui/document/model_terms.h"
#include "ui/i18n/language.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/number_ticker.h"
#include "ui/widgets/redraw_when_shown.h"
#include "ui/widgets/token_axis.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/value_ticks.h"

namespace ui {

namespace {

// Below heatmaps that name every token the histogram and the norm statistics keep a readable height:
// their titles, axes and margins as last laid out, and four lines of the text's type for the bars or
// the curves (as many as the legend beside them has).
void keepRoomForTheData(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        const int least = plot->viewport().height() - plot->axisRect()->height() + 4 * QFontMetrics(QApplication::font()).height();
        // after this replot: a minimum that resized the plot during it would leave it drawn at the old size
        if (least != plot->minimumHeight())
            QMetaObject::invokeMethod(plot, [plot, least] { plot->setMinimumHeight(least); }, Qt::QueuedConnection);
    });
}

}  // namespace

ActivationView::ActivationView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* grid = new QGridLayout(this);
    {  // the tab's frame is margin enough above and below: on a 1280 × 720 projector these pixels are a plot's
        const QMargins m = grid->contentsMargins();
        grid->setContentsMargins(m.left(), 2, m.right(), 2);
    }
    residual_ = new HeatmapPlot(this);
    norms_ = new HeatmapPlot(this);
    histogram_ = new QCustomPlot(this);
    stats_ = new QCustomPlot(this);
    for (auto* p : {histogram_, stats_}) {
        p->plotLayout()->insertRow(0);
        p->plotLayout()->addElement(0, 0, new QCPTextElement(p, QString(), QFont(font().family(), 11, QFont::Bold)));
        addExportMenu(p);
        applyAppearance(p);
        keepRoomForTheData(p);
    }
    histogram_->xAxis->setLabel(tr("activation value"));
    histogram_->yAxis->setLabel(tr("count"));
    histogram_->yAxis->setTicker(numberTicker(Ticks::integers));
    // the legend beside the plot, at its top, not over the curves and token labels of a short plot
    // (presentation mode at 1280 × 720 hid three tokens and the curves' right end under it); the title
    // stays above both, so that only its own width and theirs set the plot's minimum width
    auto* body = new QCPLayoutGrid;
    auto* side = new QCPLayoutGrid;
    QCPAxisRect* curves = stats_->axisRect();
    stats_->plotLayout()->take(curves);
    stats_->plotLayout()->addElement(1, 0, body);
    body->addElement(0, 0, curves);
    body->addElement(0, 1, side);
    body->setColumnStretchFactor(1, 0.001);
    curves->insetLayout()->take(stats_->legend);
    side->addElement(0, 0, stats_->legend);
    side->addElement(1, 0, new QCPLayoutElement(stats_));
    side->setRowStretchFactor(0, 0.001);
    side->setMargins(QMargins(0, 0, 6, 0));  // the legend's frame inside the plot's right edge
    stats_->legend->setVisible(true);
    for (auto* p : {histogram_, stats_}) fitTicksToHeight(p->yAxis);
    // both heatmaps name every token; the page scrolls when the window is too short for that
    for (auto* p : {residual_, norms_}) p->setNamesEveryRow(true);
    grid->addWidget(residual_, 0, 0);
    grid->addWidget(norms_, 0, 1);
    grid->addWidget(histogram_, 1, 0);
    grid->addWidget(stats_, 1, 1);
    auto* redraw = new RedrawWhenShown(this, [this] {
        if (!exploration_->hasTrace()) return;
        const auto& trace = exploration_->trace();
        setTrace(trace, exploration_->model()->config(), exploration_->pieceTexts(trace.main.ids), exploration_->layer());
    });
    connect(exploration_, &Exploration::traceChanged, redraw, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::selectionChanged, redraw, &RedrawWhenShown::request);
}

void ActivationView::setTrace(const al::ForwardTrace<float>& trace, const al::ModelConfig& c, const QStringList& tokens,
                              int layer) {
    const auto& st = trace.main;
    const auto& L = st.layers[layer];
    QStringList features, stages = {tr("embed")};
    for (int i = 0; i < c.n_embd; ++i) features << QString::number(i);
    for (int l = 0; l < c.n_layer; ++l) stages << tr("layer %1").arg(l);
    residual_->setHeatmap({tr("Residual stream after layer %1").arg(layer), tr("token"), tr("feature"), tokens, features, L.out, {}, true, {}});

    al::Matrix<float> norms(st.T, c.n_layer + 1);  // (T, stages): ‖x_t‖ after each stage
    norms.col(0) = al::row_norms(st.embed_sum).transpose();
    for (int l = 0; l < c.n_layer; ++l) norms.col(l + 1) = al::row_norms(st.layers[l].out).transpose();
    HeatmapData n{tr("Vector norm per token and stage"), tr("token"), tr("stage"), tokens, stages, norms, {}, false, {}};
    norms_->setHeatmap(n);

    const auto h = al::histogram(L.mlp_act, 40);
    histogram_->clearPlottables();
    auto* bars = new QCPBars(histogram_->xAxis, histogram_->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setBrush(barColour());
    const double width = (h.high - h.low) / h.counts.size();
    bars->setWidth(width);
    for (size_t i = 0; i < h.counts.size(); ++i) bars->addData(h.low + (i + 0.5) * width, h.counts[i]);
    static_cast<QCPTextElement*>(histogram_->plotLayout()->element(0, 0))
        ->setText(tr("Feed-forward activations (%1), layer %2\n%3% exactly zero")
                      .arg(modelTerm(c.activation))
                      .arg(layer)
                      .arg(localNumber(100.0 * h.exact_zeros / std::max(1, h.total), 'f', 1)));
    histogram_->rescaleAxes();
    histogram_->yAxis->setRangeUpper(histogram_->yAxis->range().upper * 1.08);  // headroom above the tallest bar
    queueReplot(histogram_);

    // the first norm of the layer: what it reads (pre-norm: the layer input; post: resid1) and norm1
    const al::Matrix<float>& before = st.sublayer(layer, al::Sublayer::attention).norm_input;
    stats_->clearGraphs();
    const auto addLine = [&](const QString& name, const al::RowVector<float>& v, QColor color, Qt::PenStyle style) {
        auto* g = stats_->addGraph();
        g->setName(name);
        g->setPen(QPen(color, 2, style));
        for (Eigen::Index t = 0; t < v.size(); ++t) g->addData(t, v[t]);
    };
    addLine(tr("std before"), al::row_stds(before), QColor(0, 114, 178), Qt::DashLine);
    addLine(tr("std after"), al::row_stds(L.norm1), QColor(0, 114, 178), Qt::SolidLine);
    addLine(tr("mean before"), al::row_means(before), QColor(213, 94, 0), Qt::DashLine);
    addLine(tr("mean after"), al::row_means(L.norm1), QColor(213, 94, 0), Qt::SolidLine);
    static_cast<QCPTextElement*>(stats_->plotLayout()->element(0, 0))
        ->setText(tr("Layer %1's first norm (%2)").arg(layer).arg(modelTerm(c.norm)));
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int t = 0; t < tokens.size(); ++t) ticker->addTick(t, visibleToken(tokens[t]));
    stats_->xAxis->setTicker(ticker);
    fitTokenLabels(stats_);
    stats_->rescaleAxes();
    applyAppearance(stats_);
}

}  // namespace ui
