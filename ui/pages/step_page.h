// The Step-through page: the pipeline strip with its ◀◀ ▶ ▶▶ buttons, and the chosen step's formula,
// explanation and matrices for the selected layer and head.
#pragma once

#include <QWidget>

namespace ui {

class Exploration;
class PipelineStrip;
class RedrawWhenShown;
class StepView;

class StepPage : public QWidget {
    Q_OBJECT
public:
    StepPage(Exploration* exploration, QWidget* parent = nullptr);
    PipelineStrip* strip() const { return strip_; }
    StepView* stepView() const { return stepView_; }

private:
    void setSteps();  // the model's steps (an encoder–decoder has its encoder's and cross-attention's too)
    void redraw();

    Exploration* exploration_;
    PipelineStrip* strip_;
    StepView* stepView_;
    RedrawWhenShown* redraw_;
};

}  // namespace ui
