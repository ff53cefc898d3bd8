// PatchingView: activation patching (core/explain/patching.h) between the sentence (the clean text) and
// the Compare tab's sentence B (the corrupted one). A layers × positions (or × heads) heatmap: each cell
// how much of the clean answer's lead over a wrong token one patched activation restores, 1 all of it,
// 0 none. A click on a cell makes the document the corrupted text run with that cell patched, so that
// every other view shows the patched run; "Back to the clean text" undoes it. The last choice of what to
// patch patches nothing: it splits the clean run's logit(answer) − logit(wrong) over the model's parts
// (direct logit attribution), as bars.
#pragma once

#include <QWidget>

#include <optional>

#include "core/explain/patching.h"
#include "core/model/patch.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ui {

class AttributionChart;
class Exploration;
class HeatmapPlot;

class PatchingView : public QWidget {
    Q_OBJECT
public:
    explicit PatchingView(Exploration* exploration, QWidget* parent = nullptr);
    HeatmapPlot* plot() const { return plot_; }
    AttributionChart* attributionChart() const { return chart_; }
    QLineEdit* corruptField() const { return corrupt_; }
    QLineEdit* answerField() const { return answer_; }
    QLineEdit* wrongField() const { return wrong_; }
    QComboBox* siteBox() const { return site_; }
    QString note() const;                 // why no grid is drawn, or what the answer fields chose
    QPushButton* backButton() const { return back_; }
    void patchCell(int row, int column);  // what a click on a cell does

private:
    void redraw();
    void backToClean();
    std::optional<al::PatchSite> site() const;  // none: direct logit attribution
    QString cleanText() const;  // the sentence, or the patched cell's clean text while one is shown

    Exploration* exploration_;
    QLineEdit *corrupt_, *answer_, *wrong_;
    QComboBox* site_;
    QLabel *note_, *patched_;
    QPushButton* back_;
    HeatmapPlot* plot_;
    AttributionChart* chart_;
    int cleanTokens_ = 0;  // of the last grid drawn: the cells a click can patch
    // the last grid and what it was computed from
    struct GridInput {
        const void* model = nullptr;
        std::vector<int> clean, corrupt;
        al::PatchSite site = al::PatchSite::resid;
        int answer = 0, wrong = 0;
        std::vector<al::ValueEdit> edits;  // a weight edit changes the model
        bool operator==(const GridInput&) const = default;
    };
    GridInput gridInput_;
    std::optional<al::PatchingGrid> grid_;
};

}  // namespace ui
