// TrainingWorker: the Qt-free Trainer on a QThread. It runs one step per event-loop turn, so
// pause, step and stop arrive between steps. Everything it sends is a copy: loss points batched at
// most every 50 ms, the probe example's attention at most every 250 ms, text samples every 200 steps,
// and every step's attention of every head over the probe example (a replay of the run).
// Slow motion (setSpeed) takes a few steps a second, each with its probe; a phase change (a steep
// fall of the loss after a slow stretch, al::PhaseChange) is reported, and pauses the run when asked.
#pragma once

#include <memory>

#include <QObject>
#include <QVector>

#include "core/train/phase_change.h"
#include "core/train/trainer.h"
#include "core/train/training_run.h"

namespace ui {

struct TrainingSetup {
    QString task;             // copy, reverse, sort, coref, text
    al::TaskOptions taskOptions;
    al::ModelConfig config;   // vocab_size and block_size are fitted to the task
    al::TrainSettings settings;
    QString autosavePath;     // checkpoint written every autosaveEvery steps; empty = none
    int autosaveEvery = 200;
};

struct TrainingPoint {
    int64_t step = 0;
    double loss = 0, learningRate = 0, gradNorm = 0, tokensPerSecond = 0, elapsed = 0;
    bool evaluated = false;
    double validationLoss = 0, accuracy = 0;
    QVector<double> partLosses;  // the task's loss parts (induction: first occurrence, repeat)
    // every head's previous-token and induction score, [layer · heads + head] (al::HeadScores)
    QVector<double> previousToken, induction;
    int heads = 0;  // per layer
};

struct ProbeSnapshot {
    int64_t step = 0;
    int layer = 0, head = 0;
    bool cross = false;            // the decoder's cross-attention to the source (encoder–decoder models)
    QStringList tokens, keyTokens;  // queries; keys (the source for cross-attention)
    al::Matrix<float> weights;     // (T, T) of the probe example, or (T, S) for cross-attention
    Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> masked;
};

// Every head's attention over the probe example after one step: what a replay of the run shows.
struct AttentionFrame {
    int64_t step = 0;
    std::vector<al::Matrix<float>> self, cross;  // (T, T) and (T, S) per [layer · heads + head]; cross: encoder–decoder only
    size_t bytes() const;
};

class TrainingWorker : public QObject {
    Q_OBJECT
public:
    enum class State { idle, ready, running, paused, finished };
    Q_ENUM(State)
    TrainingWorker();
    ~TrainingWorker() override;

public slots:
    void setup(const ui::TrainingSetup& setup);  // emits ready() with example previews, or failed()
    void play();
    void pause();
    void stepOnce();
    void stop();
    void setProbe(int layer, int head, bool cross);  // cross: ignored unless the model has an encoder
    void setSpeed(double stepsPerSecond);  // 0: as fast as it can; else slow motion, the probe every step
    void setPauseAtPhaseChange(bool on);
    void saveModel(const QString& path);
    void requestModel();
    void checkpointNow();                 // writes the autosave now (before the window closes)
    void resume(const QString& checkpoint);  // continues an autosaved or saved training checkpoint
    void discardAutosave();

signals:
    void ready(const QStringList& examples, int parameters);
    void pointsReady(const QVector<ui::TrainingPoint>& points);
    void probeReady(const ui::ProbeSnapshot& probe);
    void framesReady(const QVector<ui::AttentionFrame>& frames);
    void phaseChange(qint64 step);  // before the pause it causes (setPauseAtPhaseChange)
    void sampleReady(const QString& text);
    void stateChanged(ui::TrainingWorker::State state);
    void diverged(const QString& message);  // training is paused; the weights are the last good ones
    void failed(const QString& message);
    void saved(const QString& path);
    // the model, and its probe example as the explorer's sentence (al::Task::input_text)
    void modelReady(std::shared_ptr<const al::LoadedModel> model, const QString& sentence);
    void resumed(const QString& task, int64_t step, int64_t steps);

private:
    void tick();
    void scheduleTick(int milliseconds);  // the one tick to come: an earlier one scheduled is dropped
    // The probe example's trace after the steps done so far, run once per step: the frame of the
    // replay and the live probe both read it.
    const al::ForwardTrace<float>& probeTrace();
    AttentionFrame frameAfterStep();
    void adopt(al::TrainingRun run, const TrainingSetup& setup);
    bool runStep();  // false when training ended or failed
    void flush(bool force);
    void setState(State s);

    std::unique_ptr<al::LoadedModel> model_;
    std::unique_ptr<al::Task> task_;
    std::unique_ptr<al::Trainer> trainer_;
    TrainingSetup setup_;
    State state_ = State::idle;
    QVector<TrainingPoint> pending_;
    QVector<AttentionFrame> pendingFrames_;
    double stepsPerSecond_ = 0;
    bool pauseAtPhaseChange_ = false;
    al::PhaseChange phase_;
    int tickGeneration_ = 0;
    qint64 lastPoints_ = 0, lastProbe_ = 0;
    int probeLayer_ = 0, probeHead_ = 0;
    bool probeCross_ = false;
    al::Example probe_;
    al::ForwardTrace<float> probeTrace_;
    int64_t probeTraceStep_ = -1;  // the steps done when probeTrace_ was run; −1: never
};

}  // namespace ui

Q_DECLARE_METATYPE(ui::TrainingSetup)
Q_DECLARE_METATYPE(ui::TrainingPoint)
Q_DECLARE_METATYPE(ui::ProbeSnapshot)
Q_DECLARE_METATYPE(ui::AttentionFrame)
Q_DECLARE_METATYPE(std::shared_ptr<const al::LoadedModel>)
