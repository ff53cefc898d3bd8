// StepView: one pipeline step — its title, formula and explanation, and its input and output
// matrices as labelled heatmaps with their shapes, read from the forward trace.
#pragma once

#include <QStringList>
#include <QWidget>

#include "core/explain/pipeline.h"

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
    // The model map: at the right of the title and formula when it fits there at its size hint beside the
    // widest header of the model's steps (so it does not jump between steps), else on a row of its own.
    void addToHeader(QWidget* widget);
    bool headerSideIsBeside() const;  // for tests
    const std::vector<al::StepMatrix>& matrices() const { return matrices_; }
    // The columns of matrices()[i] its plot draws, in order: all, or a wide vocabulary's readable few.
    const std::vector<int>& shownColumns(int i) const { return shownColumns_[static_cast<size_t>(i)]; }
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
    void shareTheRow();  // the plots' stretch factors: 1, or 2 … 4 for small results, where their numbers then fit
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
    std::vector<al::StepMatrix> matrices_;
    std::vector<std::vector<int>> shownColumns_;
};

}  // namespace ui
