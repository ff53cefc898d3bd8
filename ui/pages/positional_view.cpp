#include "ui/pages/positional_view.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <cmath>
#include <qcustomplot.h>

#include "core/model/ops.h"
#include "core/explain/trace_stats.h"
#include "ui/document/exploration.h"
#include "ui/widgets/screen_reader_name.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/number_ticker.h"
#include "ui/widgets/redraw_when_shown.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/value_ticks.h"

namespace ui {
namespace {

QStringList numbers(int n) {
    QStringList out;
    for (int i = 0; i < n; ++i) out << QString::number(i);
    return out;
}

}  // namespace

PositionalView::PositionalView(Exploration* exploration, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    which_ = new QComboBox(this);
    which_->addItem(tr("sinusoidal"));
    which_->addItem(tr("learned (this model)"));
    which_->addItem(tr("rotary (this model)"));
    which_->setToolTip(tr("Which encoding the curves and the similarity show"));
    dims_ = new QLineEdit(QStringLiteral("0, 1, 6, 7"), this);
    dims_->setToolTip(tr("Dimensions to draw as curves, separated by commas"));
    addLabelledField(bar, tr("Curves and similarity of:"), which_);
    bar->addSpacing(16);
    addLabelledField(bar, tr("Dimensions:"), dims_);
    bar->addStretch();
    layout->addLayout(bar);
    auto* grid = new QGridLayout;
    sinusoidal_ = new HeatmapPlot(this);
    learned_ = new HeatmapPlot(this);
    learnedNote_ = new QLabel(this);
    learnedNote_->setAlignment(Qt::AlignCenter);
    learnedNote_->setWordWrap(true);
    similarity_ = new HeatmapPlot(this);
    curves_ = new QCustomPlot(this);
    curves_->xAxis->setLabel(tr("position"));
    curves_->xAxis->setTicker(numberTicker(Ticks::integers));
    curves_->yAxis->setLabel(tr("value"));
    // the legend in rows above the plot, not over the curves
    curves_->axisRect()->insetLayout()->take(curves_->legend);
    curves_->plotLayout()->insertRow(0);
    curves_->plotLayout()->addElement(0, 0, curves_->legend);
    curves_->plotLayout()->setRowStretchFactor(0, 0.001);
    curves_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    curves_->legend->setWrap(3);
    curves_->legend->setBorderPen(Qt::NoPen);
    curves_->legend->setIconSize(16, 8);
    curves_->legend->setVisible(true);
    fitTicksToHeight(curves_->yAxis);
    // a long context (GPT-2: 1024 positions) opens on its first positions; the wheel and a drag show the rest
    curves_->axisRect()->setRangeDrag(Qt::Horizontal);
    curves_->axisRect()->setRangeZoom(Qt::Horizontal);
    addExportMenu(curves_);
    applyAppearance(curves_);
    grid->addWidget(sinusoidal_, 0, 0);
    grid->addWidget(learned_, 0, 1);
    grid->addWidget(learnedNote_, 0, 1);
    grid->addWidget(curves_, 1, 0);
    grid->addWidget(similarity_, 1, 1);
    layout->addLayout(grid, 1);
    connect(which_, &QComboBox::currentIndexChanged, this, &PositionalView::redraw);
    connect(dims_, &QLineEdit::textChanged, this, &PositionalView::redraw);
    auto* redraw = new RedrawWhenShown(this, [this, exploration] { setModel(*exploration->model()); });
    connect(exploration, &Exploration::modelChanged, redraw, &RedrawWhenShown::request);
}

void PositionalView::setModel(const al::Model<float>& model) {
    const auto& c = model.config();
    // a Llama's context is tens of thousands of positions: their tables and T × T similarities would
    // take gigabytes and show nothing more than the first few hundred
    constexpr int kMostPositions = 512;
    positions_ = std::min(c.block_size, kMostPositions);
    sinusoid_ = al::sinusoidal_encoding<float>(positions_, c.n_embd);
    learned_matrix_ = c.positional == al::Positional::learned ? model.params().transformer.wpe.topRows(positions_) : al::Matrix<float>();
    const auto& positions = model.plan().main.positions;
    const bool rotary = positions.kind == al::PositionSpec::Kind::rotary;
    const std::vector<double> freq = rotary ? positions.rotary.frequencies(c.head_size()) : std::vector<double>();  // f_i, scaled
    rotary_cos_.resize(rotary ? positions_ : 0, static_cast<Eigen::Index>(freq.size()));
    for (Eigen::Index p = 0; p < rotary_cos_.rows(); ++p)
        for (Eigen::Index i = 0; i < rotary_cos_.cols(); ++i) rotary_cos_(p, i) = static_cast<float>(std::cos(p * freq[i]));
    // one head-sized vector, (1, 0) in every pair, turned to position m and to n: the dot product is
    // Σ_i cos((m − n)·f_i), one value per distance, the same along every diagonal
    std::vector<float> at_distance(rotary ? positions_ : 0);
    for (size_t d = 0; d < at_distance.size(); ++d) {
        double dot = 0;
        for (double f : freq) dot += std::cos(static_cast<double>(d) * f);
        at_distance[d] = static_cast<float>(dot);
    }
    rotary_relative_.resize(static_cast<Eigen::Index>(at_distance.size()), static_cast<Eigen::Index>(at_distance.size()));
    for (Eigen::Index m = 0; m < rotary_relative_.rows(); ++m)
        for (Eigen::Index n = 0; n < rotary_relative_.cols(); ++n) rotary_relative_(m, n) = at_distance[static_cast<size_t>(std::abs(m - n))];
    const bool hasLearned = learned_matrix_.size() > 0, shown = hasLearned || rotary;
    learned_->setVisible(shown);
    learnedNote_->setVisible(!shown);
    learnedNote_->setText(c.positional == al::Positional::sinusoidal ? tr("This model uses the sinusoidal encoding on the left.")
                                                                      : tr("This model uses no positional encoding."));
    if (auto* items = qobject_cast<QStandardItemModel*>(which_->model())) {
        items->item(1)->setEnabled(hasLearned);  // "learned" only for a model that has one
        items->item(2)->setEnabled(rotary);
    }
    which_->setCurrentIndex(rotary ? 2 : hasLearned && which_->currentIndex() == 1 ? 1 : 0);
    redraw();
}

void PositionalView::redraw() {
    if (sinusoid_.size() == 0) return;
    const int T = static_cast<int>(sinusoid_.rows()), C = static_cast<int>(sinusoid_.cols());
    sinusoidal_->setHeatmap({tr("Sinusoidal P"), tr("position"), tr("dimension"), numbers(T), numbers(C), sinusoid_, {}, true, {}});
    if (learned_matrix_.size() > 0)
        learned_->setHeatmap({tr("Learned P (this model)"), tr("position"), tr("dimension"), numbers(T), numbers(C), learned_matrix_, {}, true, {}});
    if (rotary_cos_.size() > 0)
        learned_->setHeatmap({tr("RoPE: cos(position · f_i) per pair"), tr("position"), tr("pair i of a head"), numbers(T),
                              numbers(static_cast<int>(rotary_cos_.cols())), rotary_cos_, {}, true, {}});
    const int mode = which_->currentIndex();
    const bool rotary = mode == 2 && rotary_cos_.size() > 0, learned = mode == 1 && learned_matrix_.size() > 0;
    const al::Matrix<float>& P = rotary ? rotary_cos_ : learned ? learned_matrix_ : sinusoid_;
    if (rotary) {
        similarity_->setHeatmap({tr("RoPE: q@m · k@n depends on m − n"), tr("position m"), tr("position n"),
                                 numbers(T), numbers(T), rotary_relative_, {}, true, {}});
    } else {
        similarity_->setHeatmap({learned ? tr("P·Pᵀ, learned") : tr("P·Pᵀ, sinusoidal"), tr("position"), tr("position"), numbers(T),
                                 numbers(T), al::gram(P), {}, true, {}});
    }
    curves_->clearGraphs();
    const QColor palette[] = {QColor(0, 114, 178), QColor(213, 94, 0), QColor(0, 158, 115), QColor(204, 121, 167),
                              QColor(230, 159, 0), QColor(86, 180, 233)};  // Okabe–Ito: colour-blind safe
    int k = 0;
    for (const QString& part : dims_->text().split(',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int d = part.trimmed().toInt(&ok);
        if (!ok || d < 0 || d >= P.cols()) continue;
        auto* g = curves_->addGraph();
        g->setName(rotary ? tr("pair %1").arg(d) : tr("dimension %1").arg(d));
        g->setPen(QPen(palette[k++ % 6], 2));
        for (int t = 0; t < T; ++t) g->addData(t, P(t, d));
    }
    curves_->rescaleAxes();
    const QCPRange y = curves_->yAxis->range();  // a margin, so that a crest at ±1 is not cut by the frame
    curves_->yAxis->setRange(y.lower - 0.08 * y.size(), y.upper + 0.08 * y.size());
    // over 1024 positions the fast dimensions (period 2π) are a solid band: the first 64 show their waves
    constexpr int kFirstPositions = 64;
    const bool long_context = T > kFirstPositions;
    if (long_context) curves_->xAxis->setRange(0, kFirstPositions - 1);
    curves_->setInteractions(long_context ? QCP::iRangeDrag | QCP::iRangeZoom : QCP::Interactions());  // a short one is all on screen
    curves_->xAxis->setLabel(long_context ? tr("position: the first %1 of %2 (wheel: zoom, drag: more)").arg(kFirstPositions).arg(T)
                                          : tr("position"));
    curves_->yAxis->setLabel(rotary ? tr("cos(position · f_i)") : tr("value"));
    applyAppearance(curves_);
}

}  // namespace ui
