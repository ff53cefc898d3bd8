// The AttentionLab main window: type a sentence, see the tokens and the attention weights of any
// layer and head, recomputed on every keystroke from the core's forward trace.
#pragma once

#include <memory>

#include <QJsonObject>
#include <QMainWindow>

#include "core/model.h"
#include "core/text_input.h"

class QLabel;
class QScrollArea;
class QSplitter;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace ui {

class ActivationView;
class AttentionView;
class CompareView;
class TrainPanel;
class PositionalView;
class ExperimentPanel;
class OutputView;
class HeatmapPlot;
class PipelineStrip;
class StepView;
class TokenStrip;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    static QString defaultModelResource() { return QStringLiteral(":/models/default.safetensors"); }
    static QString defaultSentence();

    // Loads a model file (or a ":/" resource). On failure the current model stays and the reason
    // is returned (and shown in the status bar).
    bool openModel(const QString& path, QString* error = nullptr);
    // The shipped models, each with an example sentence; index into presets().
    struct Preset {
        QString title, resource, sentence;
        int layer = 0, head = 0;  // the attention the preset opens on
    };
    static const QList<Preset>& presets();
    bool openPreset(int index);
    // A fresh model with random weights and the current tokenizer.
    void useRandomModel(const al::ModelConfig& config, int seed);
    QStringList recentFiles() const;

    // Sessions: the model (a preset, a file or a random init), sentences, view, step, layer, head,
    // experiments, sampling and appearance, as JSON. Loading a bad file changes nothing.
    QJsonObject sessionJson() const;
    bool saveSession(const QString& path, QString* error = nullptr) const;
    bool openSession(const QString& path, QString* error = nullptr);
    void setPresentationMode(bool on);
    void setDarkTheme(bool on);
    void setExperimentPanelVisible(bool on);
    void setSentence(const QString& text);
    void setLayer(int layer);
    void setHead(int head);

    const al::Model<float>* model() const { return model_.get(); }
    const al::ForwardTrace<float>& trace() const { return trace_; }
    const al::TextInput& input() const { return input_; }
    bool hasTrace() const { return traceValid_; }
    HeatmapPlot* attentionPlot() const;
    AttentionView* attentionView() const { return attentionView_; }
    StepView* stepView() const { return stepView_; }
    PipelineStrip* pipelineStrip() const { return strip_; }
    ExperimentPanel* experiments() const { return experiments_; }
    OutputView* outputView() const { return output_; }
    PositionalView* positionalView() const { return positional_; }
    ActivationView* activationView() const { return activations_; }
    CompareView* compareView() const { return compare_; }
    TrainPanel* trainPanel() const { return train_; }
    // Explore a model trained in the Train tab: every view shows the trained weights.
    void adoptTrainedModel(std::shared_ptr<const al::Model<float>> model, const QString& task, const QString& example);
    bool askBeforeClosingWhileTraining = true;  // tests turn the question off
    void generate();  // appends sampled tokens (Output tab's settings) to the sentence
    bool showStep(const QString& step);  // a --step name; false when the model has no such step
    bool showTab(const QString& tab);    // pipeline, attention (-grid, -lines), positional, activations, compare, output
    QString currentTab() const;
    QString noticeText() const;
    int layer() const;
    int head() const;

signals:
    void traceUpdated();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createCentralWidget();
    void readSettings();
    void writeSettings();
    void openModelDialog();
    void randomModelDialog();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void modelChanged();
    bool loadModelFile(const QString& path, QString* error);  // replaces model_; the caller calls modelChanged()
    void applySession(const QJsonObject& session);
    void showShortcuts();
    void recompute();
    void redraw();
    void redrawAttention();
    void redrawStep();
    void redrawOutput();
    void redrawCompare();
    QStringList vocabularyLabels() const;
    void updatePrediction();
    QString pieceText(int id) const;
    QStringList pieceTexts(const std::vector<int>& ids) const;  // axis labels for a token sequence
    void showNotice(const QString& text, bool error);
    int experimentPanelWidth() const;  // the experiment panel's contents and its scroll bar, at the current font
    void fitExperimentPanel();

    std::unique_ptr<al::Model<float>> model_;
    QString modelName_;
    QJsonObject modelSource_;  // how the current model was obtained, for sessions
    QAction* presentationAction_ = nullptr;
    QAction* darkAction_ = nullptr;
    QAction* panelAction_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QScrollArea* experimentScroll_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    al::ForwardTrace<float> trace_;
    al::TextInput input_;
    bool traceValid_ = false;

    QLineEdit* sentence_ = nullptr;
    TokenStrip* tokens_ = nullptr;
    QLabel* notice_ = nullptr;
    QSpinBox* layerBox_ = nullptr;
    QSpinBox* headBox_ = nullptr;
    QLabel* maskLabel_ = nullptr;
    AttentionView* attentionView_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    PipelineStrip* strip_ = nullptr;
    StepView* stepView_ = nullptr;
    ExperimentPanel* experiments_ = nullptr;
    OutputView* output_ = nullptr;
    PositionalView* positional_ = nullptr;
    ActivationView* activations_ = nullptr;
    CompareView* compare_ = nullptr;
    TrainPanel* train_ = nullptr;
};

}  // namespace ui
