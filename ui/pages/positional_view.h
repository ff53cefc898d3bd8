// PositionalView: the positional encodings — the sinusoidal P (position × dimension) beside the
// loaded model's learned one, or beside a rotary model's turn of each pair, cos(position·f_i); chosen
// dimensions (or pairs) as curves across positions, and the position similarity: P·Pᵀ, or for rotary
// positions the dot product of one vector turned to position m with itself turned to n, which depends
// on m − n only.
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
    al::Matrix<float> rotary_cos_;     // rotary models: cos(position·f_i), position × pair
    al::Matrix<float> rotary_relative_;  // one vector turned to m · itself turned to n, position × position
    int positions_ = 0;                // shown: the first positions of the model's context
    HeatmapPlot* sinusoidal_;
    HeatmapPlot* learned_;
    QLabel* learnedNote_;
    HeatmapPlot* similarity_;
    QCustomPlot* curves_;
    QComboBox* which_;
    QLineEdit* dims_;
};

}  // namespace ui
