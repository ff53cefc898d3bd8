#include "ui/pages/training_worker.h"

#include <algorithm>
#include <cmath>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include "core/base/error.h"
#include "core/io/generate.h"
#include "core/io/model_io.h"
#include "ui/i18n/language.h"

namespace ui {
namespace {

qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }

}  // namespace

size_t AttentionFrame::bytes() const {
    size_t n = sizeof(*this);
    for (const auto* list : {&self, &cross})
        for (const auto& m : *list) n += static_cast<size_t>(m.size()) * sizeof(float);
    return n;
}

TrainingWorker::TrainingWorker() {
    qRegisterMetaType<ui::TrainingSetup>();
    qRegisterMetaType<ui::TrainingPoint>();
    qRegisterMetaType<QVector<ui::TrainingPoint>>();
    qRegisterMetaType<ui::ProbeSnapshot>();
    qRegisterMetaType<QVector<ui::AttentionFrame>>();
    qRegisterMetaType<ui::TrainingWorker::State>();
    qRegisterMetaType<std::shared_ptr<const al::LoadedModel>>();
}

TrainingWorker::~TrainingWorker() = default;

void TrainingWorker::setState(State s) {
    if (state_ == s) return;
    state_ = s;
    emit stateChanged(s);
}

void TrainingWorker::adopt(al::TrainingRun run, const TrainingSetup& setup) {
    QStringList examples;
    for (const auto& e : run.trainer->sample_examples(4, setup.settings.seed + 7, al::Split::train))
        examples << QString::fromStdString(run.task->describe(e));
    probe_ = run.trainer->sample_examples(1, setup.settings.seed + 99, al::Split::validation).front();
    task_ = std::move(run.task);
    model_ = std::move(run.model);
    trainer_ = std::move(run.trainer);
    setup_ = setup;
    pending_.clear();
    pendingFrames_.clear();
    phase_.reset();
    probeTraceStep_ = -1;  // another model, or the same step count of a resumed one
    setState(State::ready);
    emit ready(examples, static_cast<int>(al::count_parameters(model_->config())));
    lastProbe_ = 0;
    flush(true);
}

void TrainingWorker::setup(const TrainingSetup& setup) {
    try {
        adopt(al::TrainingRun::fresh(setup.task.toStdString(), setup.taskOptions, setup.config, true, setup.settings), setup);
    } catch (const std::exception& e) {
        trainer_.reset();
        setState(State::idle);
        emit failed(messageOf(e));
    }
}

void TrainingWorker::resume(const QString& checkpoint) {
    try {
        al::TrainingRun run = al::TrainingRun::resume(al::SafetensorsFile::read(checkpoint.toStdString()));
        TrainingSetup setup = setup_;
        if (setup.autosavePath.isEmpty()) setup.autosavePath = checkpoint;  // keep saving where it came from
        setup.task = QString::fromStdString(run.task_name);
        setup.taskOptions = run.task_options;
        setup.settings = run.trainer->settings();
        setup.config = run.model->config();
        adopt(std::move(run), setup);
        setState(State::paused);
        emit resumed(setup.task, trainer_->steps_done(), setup.settings.steps);
    } catch (const std::exception& e) {
        emit failed(tr("The checkpoint could not be resumed: %1").arg(messageOf(e)));
    }
}

void TrainingWorker::checkpointNow() {
    if (!trainer_ || setup_.autosavePath.isEmpty() || trainer_->steps_done() == 0) return;
    try {
        QDir().mkpath(QFileInfo(setup_.autosavePath).absolutePath());
        trainer_->save_checkpoint(setup_.autosavePath.toStdString(), setup_.task.toStdString(), setup_.taskOptions);
    } catch (const std::exception& e) {
        emit failed(tr("The autosave failed: %1").arg(messageOf(e)));
    }
}

void TrainingWorker::discardAutosave() {
    if (!setup_.autosavePath.isEmpty()) QFile::remove(setup_.autosavePath);
}

void TrainingWorker::play() {
    if (!trainer_ || state_ == State::running || state_ == State::finished) return;
    setState(State::running);
    scheduleTick(0);
}

void TrainingWorker::scheduleTick(int milliseconds) {
    const int generation = ++tickGeneration_;
    QTimer::singleShot(milliseconds, this, [this, generation] {
        if (generation == tickGeneration_) tick();
    });
}

void TrainingWorker::setSpeed(double stepsPerSecond) {
    stepsPerSecond_ = std::max(0.0, stepsPerSecond);
    if (state_ == State::running) scheduleTick(0);  // the new pace from now, not after the old wait
}

void TrainingWorker::setPauseAtPhaseChange(bool on) { pauseAtPhaseChange_ = on; }

// Each state change is signalled after the points and probe it concludes, so a view that sees
// "paused" or "finished" already has every step's data.
void TrainingWorker::pause() {
    flush(true);
    if (state_ == State::running) setState(State::paused);
}

void TrainingWorker::stepOnce() {
    if (!trainer_ || state_ == State::finished) return;
    if (state_ == State::running) setState(State::paused);
    runStep();
    flush(true);
}

void TrainingWorker::stop() {
    if (!trainer_) return;
    flush(true);
    setState(State::finished);
}

void TrainingWorker::setProbe(int layer, int head, bool cross) {
    probeLayer_ = layer, probeHead_ = head, probeCross_ = cross;
    lastProbe_ = 0;
    if (trainer_) flush(true);
}

// One event-loop turn: steps for up to ~25 ms, then yields so that pause/stop/save are seen. In slow
// motion: one step and its probe, then the wait until the next.
void TrainingWorker::tick() {
    if (state_ != State::running) return;
    if (stepsPerSecond_ > 0) {
        runStep();
        flush(true);
        if (state_ == State::running) scheduleTick(static_cast<int>(std::lround(1000.0 / stepsPerSecond_)));
        return;
    }
    const qint64 start = now();
    while (state_ == State::running && now() - start < 25)
        if (!runStep()) break;
    flush(state_ != State::running);  // the last points of a run are always delivered
    if (state_ == State::running) scheduleTick(0);
}

const al::ForwardTrace<float>& TrainingWorker::probeTrace() {
    if (probeTraceStep_ != trainer_->steps_done()) {
        model_->forward(al::Batch::single(probe_.ids, probe_.source), {}, probeTrace_);
        probeTraceStep_ = trainer_->steps_done();
    }
    return probeTrace_;
}

AttentionFrame TrainingWorker::frameAfterStep() {
    const auto& trace = probeTrace();
    AttentionFrame frame{trainer_->steps_done(), {}, {}};
    for (const auto& layer : trace.main.layers) {
        frame.self.insert(frame.self.end(), layer.attn.weights.begin(), layer.attn.weights.end());
        if (trace.has_encoder) frame.cross.insert(frame.cross.end(), layer.cross.weights.begin(), layer.cross.weights.end());
    }
    return frame;
}

bool TrainingWorker::runStep() {
    if (trainer_->steps_done() >= trainer_->settings().steps) {
        setState(State::finished);
        return false;
    }
    try {
        const al::StepReport r = trainer_->step();
        TrainingPoint p{r.step, r.loss, r.learning_rate, r.grad_norm, r.tokens_per_second, r.elapsed_seconds, r.eval.has_value(),
                        r.eval ? r.eval->loss : 0.0, r.eval ? r.eval->accuracy : 0.0};
        if (r.eval) {
            p.partLosses = QVector<double>(r.eval->part_losses.begin(), r.eval->part_losses.end());
            if (const auto& heads = r.eval->heads) {
                p.heads = model_->config().n_head;
                for (size_t l = 0; l < heads->induction.size(); ++l) {
                    p.previousToken.append(QVector<double>(heads->previous_token[l].begin(), heads->previous_token[l].end()));
                    p.induction.append(QVector<double>(heads->induction[l].begin(), heads->induction[l].end()));
                }
            }
        }
        pending_ << p;
        pendingFrames_ << frameAfterStep();
        if (phase_.add(r.step, r.loss)) {
            flush(true);
            emit phaseChange(r.step);
            if (pauseAtPhaseChange_ && trainer_->steps_done() < trainer_->settings().steps) setState(State::paused);
        }
        if (!setup_.autosavePath.isEmpty() && r.step % setup_.autosaveEvery == 0) {
            try {  // a failed autosave is reported, but does not stop a healthy run
                QDir().mkpath(QFileInfo(setup_.autosavePath).absolutePath());
                trainer_->save_checkpoint(setup_.autosavePath.toStdString(), setup_.task.toStdString(), setup_.taskOptions);
            } catch (const std::exception& e) {
                emit failed(tr("The autosave failed (%1); training continues.").arg(messageOf(e)));
            }
        }
        if (setup_.task == "text" && r.step % 200 == 0) {
            const std::vector<int> prompt(probe_.ids.begin(), probe_.ids.begin() + std::min<size_t>(16, probe_.ids.size()));
            const auto out = al::generate(*model_, prompt, 80, {0.8, 0, 1.0}, static_cast<uint64_t>(r.step));
            emit sampleReady(tr("step %1: %2").arg(r.step).arg(QString::fromStdString(model_->tokenizer()->decode(out))));
        }
        if (trainer_->steps_done() >= trainer_->settings().steps) {
            flush(true);
            setState(State::finished);
            discardAutosave();
        }
        return true;
    } catch (const al::TrainingDiverged& e) {
        flush(true);
        setState(State::paused);
        emit diverged(messageOf(e));
        return false;
    } catch (const std::exception& e) {
        setState(State::paused);
        emit failed(messageOf(e));
        return false;
    }
}

void TrainingWorker::flush(bool force) {
    const qint64 t = now();
    if (!pending_.isEmpty() && (force || t - lastPoints_ >= 50)) {
        emit pointsReady(pending_);  // a copy crosses the thread
        emit framesReady(pendingFrames_);
        pending_.clear();
        pendingFrames_.clear();
        lastPoints_ = t;
    }
    if (trainer_ && (force || t - lastProbe_ >= 250)) {
        lastProbe_ = t;
        const auto& trace = probeTrace();
        const bool cross = probeCross_ && trace.has_encoder;
        const auto& layer = trace.main.layers[std::min(probeLayer_, model_->config().n_layer - 1)];
        const auto& a = cross ? layer.cross : layer.attn;
        const int h = std::min(probeHead_, model_->config().n_head - 1);
        ProbeSnapshot probe{trainer_->steps_done(), probeLayer_, h, cross, {}, {}, a.weights[h], a.masked[h].array().isInf()};
        const auto pieces = [&](const std::vector<int>& ids) {
            QStringList out;
            for (int id : ids) out << QString::fromStdString(model_->tokenizer()->piece(id));
            return out;
        };
        probe.tokens = pieces(probe_.ids);
        probe.keyTokens = cross ? pieces(probe_.source) : probe.tokens;
        emit probeReady(probe);
    }
}

void TrainingWorker::saveModel(const QString& path) {
    if (!model_) return emit failed(tr("there is no model to save yet: set up training first"));
    try {
        al::save_model(*model_, path.toStdString());
        emit saved(path);
    } catch (const std::exception& e) {
        emit failed(messageOf(e));
    }
}

void TrainingWorker::requestModel() {
    if (model_) emit modelReady(std::make_shared<const al::LoadedModel>(*model_), QString::fromStdString(task_->input_text(probe_)));
}

}  // namespace ui
