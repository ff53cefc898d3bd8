// ActivationView: activations per layer — the residual stream after the layer, every token's vector
// norm at every stage, the feed-forward activation histogram (ReLU sparsity, GELU's shape) and
// the statistics of each token before and after the layer's first norm.
#pragma once

#include <QStringList>
#include <QWidget>

#include "core/model/model.h"

class QCustomPlot;

namespace ui {

class Exploration;
class HeatmapPlot;

class ActivationView : public QWidget {
    Q_OBJECT
public:
    ActivationView(Exploration* exploration, QWidget* parent = nullptr);
    void setTrace(const al::ForwardTrace<float>& trace, const al::ModelConfig& config, const QStringList& tokens, int layer);
    HeatmapPlot* residualPlot() const { return residual_; }
    HeatmapPlot* normsPlot() const { return norms_; }
    QCustomPlot* histogramPlot() const { return histogram_; }
    QCustomPlot* normStatsPlot() const { return stats_; }

private:
    Exploration* exploration_;
    HeatmapPlot* residual_;
    HeatmapPlot* norms_;
    QCustomPlot* histogram_;
    QCustomPlot* stats_;
};

}  // namespace ui
