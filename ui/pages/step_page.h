// The Step-through page: the pipeline strip with its ◀◀ ▶ ▶▶ buttons, and the chosen step's formula,
// explanation and matrices for the selected layer and head.
#pragma once

#include <QWidget>

#include "ui/pages/step_view.h"

class QScrollArea;
class QToolButton;

namespace ui {

class Exploration;
class CellRecipeView;
class ModelMap;
class PipelineStrip;
class RedrawWhenShown;
class StepView;

class StepPage : public QWidget {
    Q_OBJECT
public:
    StepPage(Exploration* exploration, QWidget* parent = nullptr);
    PipelineStrip* strip() const { return strip_; }
    StepView* stepView() const { return stepView_; }
    ModelMap* modelMap() const { return map_; }
    CellRecipeView* cellRecipe() const { return recipe_; }  // null until a cell was clicked
    // The recipe of a cell of the step's result, in its window; false for a step without recipes.
    bool explainCell(int row, int column);
    // What-if: `typed` (in the window's language or with a point) becomes cell (row, column) of
    // matrices()[matrix]; returns why not (nothing changed) or "". A double click asks for it.
    QString editCell(int matrix, int row, int column, const QString& typed);
    QToolButton* weightsButton() const { return weights_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showCurrentButton();  // the strip scrolled to the chosen step's button
    void setSteps();  // the model's steps (an encoder–decoder has its encoder's and cross-attention's too)
    void redraw();
    AxisLabels axisLabels() const;  // the trace's tokens (and source tokens) and the vocabulary, as shown
    bool walk(int direction);  // one step on or back through every layer (al::step_after)
    void go(const QString& step, int layer);
    void askForValue(int matrix, int row, int column);

    Exploration* exploration_;
    PipelineStrip* strip_;
    QScrollArea* stripScroll_;  // the strip's window, scrolling sideways
    ModelMap* map_;
    CellRecipeView* recipe_ = nullptr;
    std::pair<int, int> explained_{-1, -1};  // the cell the recipe window shows: it follows every new trace
    StepView* stepView_;
    RedrawWhenShown* redraw_;
    QToolButton* weights_;  // the view state's weightsShown
};

}  // namespace ui
