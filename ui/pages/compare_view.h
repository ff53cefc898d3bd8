// CompareView: the same head on two sentences — "… because it was too tired" against "… too
// wide" — side by side, with their difference A − B as a diverging heatmap.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace ui {

class Exploration;
class HeatmapPlot;
struct HeatmapData;

class CompareView : public QWidget {
    Q_OBJECT
public:
    CompareView(Exploration* exploration, QWidget* parent = nullptr);
    QString otherSentence() const;
    void setOtherSentence(const QString& text);
    void show(const HeatmapData& a, const HeatmapData& b, const HeatmapData& difference);
    void showError(const QString& message);
    HeatmapPlot* plot(int i) const { return plots_[i]; }  // 0: A, 1: B, 2: A − B

signals:
    void otherSentenceChanged();

private:
    void redraw();  // A (the document's sentence), B (this page's) and A − B at the selected layer and head

    Exploration* exploration_;
    QLineEdit* other_;
    QLabel* selection_;  // "layer 1 · head 1": which attention all three plots show
    HeatmapPlot* plots_[3];
};

}  // namespace ui
