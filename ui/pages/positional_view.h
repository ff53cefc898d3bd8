// PositionalView: the positional encodings — the sinusoidal P (position × dimension) beside the
// loaded model's learned one, chosen dimensions as curves across positions, and the position
// similarity P·Pᵀ.
#pragma once

#include <QWidget>

#include "core/model/model.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;

namespace ui {

class Exploration;
class HeatmapPlot;

class PositionalView : public QWidget {
    Q_OBJECT
public:
    PositionalView(Exploration* exploration, QWidget* parent = nullptr);
    void setModel(const al::Model<float>& model);
    HeatmapPlot* sinusoidalPlot() const { return sinusoidal_; }
    HeatmapPlot* learnedPlot() const { return learned_; }
    HeatmapPlot* similarityPlot() const { return similarity_; }
    QCustomPlot* curves() const { return curves_; }
    QComboBox* encodingCombo() const { return which_; }
    QLineEdit* dimensionsEdit() const { return dims_; }

private:
    void redraw();

    al::Matrix<float> sinusoid_, learned_matrix_;
    HeatmapPlot* sinusoidal_;
    HeatmapPlot* learned_;
    QLabel* learnedNote_;
    HeatmapPlot* similarity_;
    QCustomPlot* curves_;
    QComboBox* which_;
    QLineEdit* dims_;
};

}  // namespace ui
