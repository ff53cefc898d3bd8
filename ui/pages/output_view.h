// OutputView: the next-token distribution as a bar chart — the probabilities the core will sample
// from after temperature, top-k and top-p — and a Generate button that appends sampled tokens.
#pragma once

#include <QJsonObject>
#include <QWidget>

#include "core/text/sampling.h"

class QCustomPlot;
class QCPBars;
class QDoubleSpinBox;
class QSpinBox;

namespace ui {

class Exploration;

class OutputView : public QWidget {
    Q_OBJECT
public:
    OutputView(Exploration* exploration, QWidget* parent = nullptr);
    void generate();  // appends sampled tokens (these settings) to the document's sentence

    // The distribution for the last position of the trace; pieces name the vocabulary.
    void setDistribution(const al::Matrix<float>& logits, const QStringList& pieces);
    al::SamplingOptions sampling() const;
    uint64_t seed() const;
    int tokensToGenerate() const;
    QJsonObject toJson() const;
    void fromJson(const QJsonObject& o);
    QCustomPlot* plot() const { return plot_; }
    // (token id, probability) of the bars shown, most likely first.
    const std::vector<std::pair<int, double>>& bars() const { return shown_; }

signals:
    void samplingChanged();

private:
    void redraw();
    // The probability axis from 0 to 1, or to a little above the top bar when that is under 0.25
    // (an untrained model's 50,257 bars).
    void fitYAxis();

    Exploration* exploration_;
    QCustomPlot* plot_;
    QCPBars* bars_;
    QDoubleSpinBox* temperature_;
    QSpinBox* topK_;
    QDoubleSpinBox* topP_;
    QSpinBox* seed_;
    QSpinBox* count_;
    std::vector<std::pair<int, double>> shown_;
};

}  // namespace ui
