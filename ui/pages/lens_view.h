// LensView: the logit lens (core/explain/logit_lens.h) as a layers × positions heatmap. Row 0 is the
// embeddings sent straight to the output, each row below adds a layer, the last row is the model's own
// prediction; each cell names its most likely next token, coloured by its probability. With a target
// token, the colours are that token's probability instead: the layer where the answer appears.
#pragma once

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;

namespace ui {

class Exploration;
class HeatmapPlot;

class LensView : public QWidget {
    Q_OBJECT
public:
    explicit LensView(Exploration* exploration, QWidget* parent = nullptr);
    HeatmapPlot* plot() const { return plot_; }
    QLineEdit* targetField() const { return target_; }
    QString targetNote() const;  // why the target field's text is not followed, or empty

private:
    void redraw();
    // The target field's one token, none for an empty field; a message in targetNote_ otherwise.
    std::optional<int> targetToken();

    Exploration* exploration_;
    QLineEdit* target_;
    QLabel* targetNote_;
    HeatmapPlot* plot_;
};

}  // namespace ui
