// TrainPanel: train a toy model from the GUI and watch it learn — the task and its examples,
// architecture and hyperparameters (validated as you type), Play/Pause/Step/Reset/Stop, a progress
// bar with ETA, live loss/accuracy/learning-rate/gradient-norm/throughput plots (and for induction
// the in-context loss and every head's scores), the attention of a probe example as it forms, and text samples. Training runs on a TrainingWorker thread.
// To watch a pattern form: a speed (slow motion, the probe every step), a pause at the phase change
// (the loss falling steeply, marked on the loss chart), and a replay slider over every step's attention.
#pragma once

#include <memory>

#include <QJsonObject>
#include <QThread>
#include <QWidget>

#include "ui/pages/attention_history.h"
#include "ui/pages/training_worker.h"

class QCheckBox;
class QVBoxLayout;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QToolButton;

namespace ui {

class ChartDeck;
class HeatmapPlot;
class TrainForm;

class TrainPanel : public QWidget {
    Q_OBJECT
public:
    explicit TrainPanel(QWidget* parent = nullptr);
    ~TrainPanel() override;  // stops the worker and waits for its thread

    TrainingSetup currentSetup() const;  // what the form says
    QString validationError() const;     // empty when the form can train
    TrainingWorker::State state() const { return state_; }
    bool isTraining() const { return state_ == TrainingWorker::State::running; }
    void stopAndWait();

    // Controls and plots, for tests and sessions.
    TrainForm* form() const { return form_; }
    QPushButton* button(const QString& name) const;  // play, pause, step, reset, stop, save, open
    QCustomPlot* lossPlot() const { return loss_; }
    QCustomPlot* inContextPlot() const { return context_; }
    QCustomPlot* headScorePlot() const { return headScores_; }
    HeatmapPlot* headGrid() const { return headGrid_; }
    HeatmapPlot* probePlot() const { return probe_; }
    QComboBox* speedBox() const { return speed_; }          // full speed, or a few steps a second
    QCheckBox* pauseAtPhaseChangeBox() const { return pauseAtChange_; }
    QSlider* replaySlider() const { return replay_; }       // at its right end: live
    const AttentionHistory& frames() const { return frames_; }
    int64_t phaseChangeStep() const { return phaseStep_; }  // −1 until one is noticed
    ChartDeck* charts() const { return charts_; }
    QString statusText() const;
    static QString autosavePath();
    QString resumeOfferText() const;  // names the interrupted run: task, architecture, size, step
    bool offersResume() const;
    // The settings on the left fold away (the arrow button beside them, the page's height): on a
    // 1280 × 720 projector the chart and the probe then take the page's width.
    void setSettingsShown(bool shown);
    bool settingsShown() const;
    int64_t stepsDone() const { return stepsDone_; }
    // the time a run has left, as the progress row says it: "42 s", "5 min", "3 h"
    static QString timeLeft(double seconds);
    const QVector<TrainingPoint>& history() const { return history_; }

    QJsonObject toJson() const;
    void fromJson(const QJsonObject& o);

public slots:
    void play();
    void pause();
    void stepOnce();
    void reset();
    void stop();
    bool saveModel(const QString& path);  // asks the worker; see savedModel()
    void resumeAutosave();                 // continue the interrupted run offered at start-up
    void discardAutosave();

signals:
    // the trained model, and the sentence that shows its probe example
    void openInExplorer(std::shared_ptr<const al::LoadedModel> model, const QString& task, const QString& sentence);
    void savedModel(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitFormWidth();
    void createButtons(QVBoxLayout* right);
    void createResumeOffer(QVBoxLayout* right);
    void createPlots(QVBoxLayout* right);
    void connectWorker();
    void check();
    void ensureSetUp();
    // Play or Step pressed while the run interrupted last time is on offer: a new run would autosave
    // over its checkpoint, so the user chooses (a new run, resuming it, or neither). True: start anew.
    bool mayReplaceInterruptedRun();
    void addPoints(const QVector<ui::TrainingPoint>& points);
    void addHeadScores(const ui::TrainingPoint& p);
    void offerCharts();
    void fitAxes();
    // the bar at `step` of `steps` and its label, with the time left when it is known (eta ≥ 0)
    void showProgress(int64_t step, int64_t steps, double eta = -1);
    void showProbe(const ui::ProbeSnapshot& probe);
    void addFrames(const QVector<ui::AttentionFrame>& frames);
    void showReplay();  // the probe at the replay slider's step, or live at its end
    void markPhaseChange(qint64 step);
    void setStatus(const QString& text, bool error);
    void updateButtons();
    void sendProbe();  // the probe's layer, head and kind, to the worker

    QThread thread_;
    TrainingWorker* worker_;
    TrainingWorker::State state_ = TrainingWorker::State::idle;
    bool dirty_ = true;  // the form changed since the worker was set up
    int64_t stepsDone_ = 0;
    QVector<TrainingPoint> history_;

    TrainForm* form_;
    QScrollArea* formScroll_;
    QToolButton* settingsToggle_;
    QComboBox* probeKind_;
    QSpinBox *probeLayer_, *probeHead_;
    QLabel *status_, *eta_;
    QLabel* offerText_;
    QProgressBar* progress_;
    QCheckBox* logScale_;
    QCustomPlot *loss_, *context_, *headScores_, *accuracy_, *rate_, *gradNorm_, *throughput_;
    ChartDeck* charts_;
    HeatmapPlot* probe_;
    ProbeSnapshot live_;  // the last probe the worker sent: shown unless a replay is
    QComboBox* speed_;
    QCheckBox* pauseAtChange_;
    QSlider* replay_;
    QLabel* replayLabel_;
    AttentionHistory frames_;
    int64_t phaseStep_ = -1;
    HeatmapPlot* headGrid_;
    QPlainTextEdit* samples_;
    QMap<QString, QPushButton*> buttons_;
    QWidget* resumeOffer_ = nullptr;
};

}  // namespace ui
