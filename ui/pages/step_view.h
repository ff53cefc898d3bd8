// StepView: one pipeline step — its title, formula and explanation, and its input and output
// matrices as labelled heatmaps with their shapes, read from the forward trace.
#pragma once

#include <QStringList>
#include <QWidget>

#include "core/explain/pipeline.h"

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QHBoxLayout;
class QVBoxLayout;

namespace ui {

class HeatmapPlot;

// Labels for each kind of axis a step matrix can have.
struct AxisLabels {
    QStringList tokens, sourceTokens, vocabulary;
    // The names of an axis's rows or columns; none for numbered axes (features, hidden units).
    QStringList of(al::Axis axis) const;
};

class StepView : public QWidget {
    Q_OBJECT
public:
    explicit StepView(QWidget* parent = nullptr);

    // Throws al::Error from step_matrices for an impossible step/layer/head.
    // With `weights`, the Q/K/V step shows the head's weights too (step_matrices); the cells of `edits`
    // are framed, and the matrices an edit can change take a double click (cellEditRequested).
    void showStep(const al::ForwardTrace<float>& trace, const al::ModelConfig& config, const AxisLabels& labels,
                  const QString& step, int layer, int head, const al::ModelParams<float>* weights = nullptr,
                  const std::vector<al::ValueEdit>& edits = {});
    QList<HeatmapPlot*> visiblePlots() const;
    HeatmapPlot* plotOf(int matrix) const { return pool_.value(matrix); }  // of matrices()[matrix], shown or not
    // The model map: at the right of the title and formula when it fits there at its size hint beside the
    // widest header of the model's steps (so it does not jump between steps), else on a row of its own.
    void addToHeader(QWidget* widget);
    bool headerSideIsBeside() const;  // for tests
    const std::vector<al::StepMatrix>& matrices() const { return matrices_; }
    // The columns of matrices()[i] its plot draws, in order: all, or a wide vocabulary's readable few.
    const std::vector<int>& shownColumns(int i) const { return shownColumns_[static_cast<size_t>(i)]; }
    // Where a step's results cannot all print their numbers side by side but one can (Q, K and V: three
    // results of 16 columns on a projector), they are shown one at a time, chosen with buttons beside the
    // arrow: the result shown (an index into matrices()), or -1 while all are.
    int resultShownAlone() const { return oneAtATime_ ? chosenResult_ : -1; }
    QList<QAbstractButton*> resultButtons() const;
    QString title() const;
    QString formula() const;  // rich text
    QString explanation() const;
    // Added to an encoder–decoder's decoder tokens, embedding and cross-attention weights.
    static QString decoderInputNote();
    // While a lesson's stop explains the step, the step's own paragraph gives way.
    void setLessonSpeaks(bool speaks);
    Q_INVOKABLE void applyTheme();  // called by setAppearance: the explanation follows presentation mode

signals:
    void cellClicked(int matrix, int row, int column);  // matrix: index into matrices()
    void cellEditRequested(int matrix, int row, int column);

protected:
    bool event(QEvent* e) override;  // a layout request (new type, a new model's map): the side placed again

private:
    void measureWidestHeader();
    void placeHeaderSide();
    void lineUpTitles();
    void lineUpBottoms();
    // The plots' stretch factors (1, or 2 … 4 for small results, where their numbers then fit) and
    // whether the results are shown one at a time.
    void shareTheRow();
    void placeResultPicker();  // its buttons, one per result, between the arrow and the first result
    bool inRow(int matrix, int alone) const;
    // The step's explanation, and where a cell of the result explains itself, how to open that
    // (not on a projector, which keeps its rows for the matrices); none while a lesson speaks.
    void showExplanation();
    static constexpr int kTitleLines = 3;  // a matrix's name and size on a narrow plot: beyond, elided

    QLabel* title_;
    QLabel* formula_;
    QLabel* explanation_;
    bool lessonSpeaks_ = false;
    QHBoxLayout* header_;
    QVBoxLayout* sideRow_;          // the header side's own row, empty while it is beside
    QWidget* side_ = nullptr;
    al::ModelConfig config_;        // of the step shown
    QString stepExplanation_;       // of the step shown, without how to open a cell's recipe
    bool cellsExplainThemselves_ = false;
    QString widestKey_;             // what widestHeader_ was measured for: model, type, language
    int widestHeader_ = 0;          // title + formula of the model's widest step, px
    QHBoxLayout* plots_;
    QList<HeatmapPlot*> pool_;
    QList<QLabel*> arrows_;
    QWidget* resultPicker_;
    QButtonGroup* results_;         // its buttons, their ids indices into matrices_
    QList<int> pickedResults_;      // what they choose from: the results' indices and names
    QStringList pickedNames_;
    QString step_;                  // the step shown: a new one starts on its first result
    int chosenResult_ = -1;         // of matrices_, the result shown one at a time
    bool oneAtATime_ = false;
    int leastStretch_ = 1;          // the readable results' stretch the step's layouts have shown it needs
    std::vector<al::StepMatrix> matrices_;
    std::vector<std::vector<int>> shownColumns_;
};

}  // namespace ui
