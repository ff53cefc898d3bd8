// The AttentionLab main window: the shell around one Exploration (the document) and the pages that
// observe it — menus and shortcuts, the input bar, the tabs, the experiment panel, sessions, settings.
#pragma once

#include <memory>

#include <QJsonObject>
#include <QMainWindow>
#include <QRect>

#include "core/io/loaded_model.h"
#include "core/text/text_input.h"
#include "ui/document/presets.h"
#include "ui/document/lesson.h"

class QLabel;
class QScrollArea;
class QSplitter;
class QTabWidget;

namespace ui {

class ActivationView;
class AttentionView;
class CompareView;
class Exploration;
class ExperimentPanel;
class HeatmapPlot;
class InputBar;
class LessonBar;
class LengthDialog;
class ModelCheckDialog;
class LensView;
class PatchingView;
class OutputView;
class PipelineStrip;
class PositionalView;
class StepPage;
class StepView;
class TrainPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    static QString defaultModelResource() { return ui::defaultModelResource(); }
    static QString defaultSentence() { return ui::defaultSentence(); }
    static const QList<Preset>& presets() { return ui::presets(); }

    Exploration* exploration() const { return exploration_; }
    // Loads a model file (or a ":/" resource). On failure the current model stays and the reason
    // is returned (and shown in the status bar).
    bool openModel(const QString& path, QString* error = nullptr, const std::optional<al::ModelConfig>& config = {});
    // A model (.safetensors) or a session (.json) from the command line, a drop or Open recent. A
    // failure is shown in a message box over the window, which keeps what it had; lastProblem() says it.
    bool openFileOrWarn(const QString& path);
    QString lastProblem() const { return lastProblem_; }
    // A problem in a box that does not block the window, and its first lines in the status bar.
    void warn(const QString& title, const QString& problem);
    QString statusText() const;  // what the status bar says: a message, else the model
    bool openPreset(int index);
    void useRandomModel(const al::ModelConfig& config, int seed);  // keeps the current tokenizer
    QStringList recentFiles() const;

    // Sessions: the model (a preset, a file or a random init), sentences, view, step, layer, head,
    // experiments, sampling and appearance, as JSON. Loading a bad file changes nothing.
    QJsonObject sessionJson() const;
    bool saveSession(const QString& path, QString* error = nullptr) const;
    // The tab on screen as a PNG file at twice the screen's resolution; returns why not, or "".
    QString saveViewImage(const QString& path) const;
    QStringList filesRead() const;  // the open model's file or folder: what a save must never replace
    bool openSession(const QString& path, QString* error = nullptr);
    bool openSessionJson(const QJsonObject& session, QString* error = nullptr);
    // The start of the app: the last session (when `restore`), else the coreference model with a welcome.
    void startAsLastTime(bool restore = true);
    QString welcomeText() const;  // for the model on screen

    // Lessons (main_window_lesson.cpp). Opening checks every stop against its model first: a bad lesson
    // changes nothing and the error names the stop and the field.
    static QList<QPair<QString, QString>> shippedLessons();  // (title, resource), in teaching order
    // The first start's welcome offers the first lessons, the ones that need nothing before them (one row
    // at 1280 × 720); Help → Lessons has them all, the experiments' lessons after them.
    static constexpr int kWelcomeLessons = 4;
    bool openLesson(const QString& path, QString* error = nullptr);
    bool startLesson(const Lesson& lesson, QString* error = nullptr);
    QString lessonProblem(const Lesson& lesson) const;  // "" when every stop can be shown (ui::lessonProblem)
    LessonBar* lessonBar() const { return lessonBar_; }
    // Adds the view on screen as a stop after the current one (of the running lesson, or of a new one).
    void addViewAsStop(const QString& title, const QString& text);
    bool saveLesson(const QString& path, QString* error = nullptr) const;
    ModelCheckDialog* checkModel();  // Help → Check the model: runs in the background
    LengthDialog* lengthExperiment();  // Experiments → Positions on longer inputs (not yet run)
    void setPresentationMode(bool on);
    void setDarkTheme(bool on);
    void setHighContrast(bool on);  // white on black, yellow marks (the dark theme's plots)
    void setExperimentPanelVisible(bool on);  // in the current mode; presentation mode remembers its own choice
    void setSentence(const QString& text);
    void setLayer(int layer);
    void setHead(int head);

    // The document's state and the pages, for tests and the command line.
    const al::LoadedModel* model() const;
    const al::ForwardTrace<float>& trace() const;
    const al::TextInput& input() const;
    bool hasTrace() const;
    int layer() const;
    int head() const;
    QString noticeText() const;
    HeatmapPlot* attentionPlot() const;
    AttentionView* attentionView() const { return attentionView_; }
    StepView* stepView() const;
    StepPage* stepPage() const { return stepPage_; }
    PipelineStrip* pipelineStrip() const;
    ExperimentPanel* experiments() const { return experiments_; }
    OutputView* outputView() const { return output_; }
    LensView* lensView() const { return lens_; }
    PatchingView* patchingView() const { return patching_; }
    PositionalView* positionalView() const { return positional_; }
    ActivationView* activationView() const { return activations_; }
    CompareView* compareView() const { return compare_; }
    TrainPanel* trainPanel() const { return train_; }

    // Explore a model trained in the Train tab: every view shows the trained weights.
    void adoptTrainedModel(std::shared_ptr<const al::LoadedModel> model, const QString& task, const QString& sentence);
    bool askBeforeClosingWhileTraining = true;  // tests turn the question off
    void generate();  // appends sampled tokens (Output tab's settings) to the sentence
    bool showStep(const QString& step);  // a --step name; false when the model has no such step
    bool showTab(const QString& tab);    // one of tabNames()
    QString currentTab() const;
    QStringList tabNames() const;        // each page's name, and attention-grid, attention-lines

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;  // full screen entered or left: the View menu's check mark
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // One tab: its widget, its title (with mnemonic) and its name (--tab, sessions).
    static constexpr const char* kWelcomeTab = "attention";  // the page the first start's welcome speaks of

    struct Page {
        QWidget* widget;  // the tab: a scroll area around the page (or around its TraceGate)
        QString title, name;
    };

    void createPages();
    void createCentralWidget();
    void createActions();
    void createFileMenu();
    void createViewMenu();
    void createLanguageMenu(QMenu* view);
    void changeLanguage(const QString& code);  // "" = the system's; offers to restart in it
    void createExperimentsMenu();
    void readSettings();
    void writeSettings();
    void openModelDialog();
    void openModelFolderDialog();
    void hubDialog();          // File → Get a model from Hugging Face…
    void rebuildCachedMenu();  // File → Open from the Hugging Face cache, when it opens
    // Whether the Hub model "OWNER/NAME@COMMIT" is in the cache, after offering to download it (a shown
    // window asks); else *why says what is missing.
    bool haveHubModel(const QString& id, QString* why);
    // The Hugging Face models a lesson's stops name ({"file": "openai-community/gpt2"}), each in this
    // computer's cache or downloaded now if the user agrees; else false with why and how to get it.
    bool haveLessonHubModels(const Lesson& lesson, QString* why);
    bool describeModelFile(const QString& path);  // asks for the config of a file without one, then opens it
    void randomModelDialog();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void applySession(const QJsonObject& session);  // the keys it has
    bool applyLessonStop(int stop, bool reveal);
    void setLessonKeys(bool lesson);
    QJsonObject viewAsStopState(Lesson& lesson) const;
    void createLessonMenu(QMenu* help);
    void showShortcuts();
    void showMessage(const QString& text);  // over the model's description, for kMessageMilliseconds
    static constexpr int kMessageMilliseconds = 10000;
    int experimentPanelWidth() const;  // the experiment panel's contents and its scroll bar, at the current font
    void fitExperimentPanel();
    void showExperimentPanel(bool on);

    Exploration* exploration_;
    QList<Page> pages_;
    QAction* presentationAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;
    QRect geometryBeforeFullScreen_;  // where F11 returns the window to
    QAction* darkAction_ = nullptr;
    QAction* highContrastAction_ = nullptr;
    QAction* panelAction_ = nullptr;
    QAction* nextStepAction_ = nullptr;
    QAction* previousStepAction_ = nullptr;
    QAction* nextStopAction_ = nullptr;
    QAction* previousStopAction_ = nullptr;
    LessonBar* lessonBar_ = nullptr;
    ModelCheckDialog* modelCheck_ = nullptr;
    LengthDialog* lengthDialog_ = nullptr;
    QJsonObject lessonModelSpec_;    // the model spec the lesson last set, and
    QJsonObject lessonModelSource_;  // the document's source for it: unchanged, the model is not read again
    QSplitter* splitter_ = nullptr;
    bool panelShown_[2] = {true, false};  // without and with presentation mode
    QScrollArea* experimentScroll_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* cachedMenu_ = nullptr;
    QString lastProblem_;
    QLabel* modelLabel_ = nullptr;

    InputBar* inputBar_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    StepPage* stepPage_ = nullptr;
    AttentionView* attentionView_ = nullptr;
    PositionalView* positional_ = nullptr;
    ActivationView* activations_ = nullptr;
    CompareView* compare_ = nullptr;
    OutputView* output_ = nullptr;
    LensView* lens_ = nullptr;
    PatchingView* patching_ = nullptr;
    TrainPanel* train_ = nullptr;
    ExperimentPanel* experiments_ = nullptr;
};

}  // namespace ui
