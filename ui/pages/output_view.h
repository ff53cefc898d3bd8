// OutputView: the next-token distribution as a bar chart — the probabilities the core will sample
// from after temperature, top-k and top-p — and a Generate button that appends sampled tokens.
#pragma once

#include <QJsonObject>
#include <QWidget>

#include "core/io/generate.h"

class QCustomPlot;
class QCPBars;
class QCPItemText;
class QDoubleSpinBox;
class QSpinBox;

namespace ui {

class Exploration;

class OutputView : public QWidget {
    Q_OBJECT
public:
    OutputView(Exploration* exploration, QWidget* parent = nullptr);
    void generate();  // appends sampled tokens (these settings) to the document's sentence

    // The distribution at the answer's row (Exploration::answerRow: the last position, or the token an
    // encoder answers at); pieces name the vocabulary.
    void setDistribution(const al::Matrix<float>& logits, const QStringList& pieces);
    al::SamplingOptions sampling() const;
    uint64_t seed() const;
    int tokensToGenerate() const;
    QJsonObject toJson() const;
    void fromJson(const QJsonObject& o);
    QCustomPlot* plot() const { return plot_; }
    // (token id, probability) of the bars shown, most likely first.
    const std::vector<std::pair<int, double>>& bars() const { return shown_; }
    // The probability printed on each bar ("88%", "<1%"), most likely first; none where the bars are
    // too narrow for the widest of them.
    QStringList barLabels() const;

signals:
    void samplingChanged();

private:
    void redraw();
    // The probability axis from 0 to 1, or to a little above the top bar when that is under 0.25
    // (an untrained model's 50,257 bars).
    void fitYAxis();
    // After each layout of the plot: a label on every bar, inside its top (light on the bar) where the
    // bar is taller than the label, else just above it; all hidden when one is wider than a bar's slot.
    void placeBarLabels();

    Exploration* exploration_;
    QCustomPlot* plot_;
    QCPBars* bars_;
    QDoubleSpinBox* temperature_;
    QSpinBox* topK_;
    QDoubleSpinBox* topP_;
    QSpinBox* seed_;
    QSpinBox* count_;
    std::vector<std::pair<int, double>> shown_;
    std::vector<QCPItemText*> labels_;  // one per bar shown, reused from distribution to distribution
};

}  // namespace ui
