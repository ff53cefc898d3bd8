#include "ui/pages/train_panel.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "ui/widgets/screen_reader_name.h"
#include "ui/widgets/appearance.h"
#include "core/io/model_io.h"
#include "core/train/task_defaults.h"
#include "ui/document/model_terms.h"
#include "ui/i18n/language.h"
#include "ui/widgets/chart_deck.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/number_ticker.h"
#include "ui/pages/train_form.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/value_ticks.h"
#include "ui/widgets/wrapping_label.h"

namespace ui {
namespace {

// A chart fitted to its size after each layout (small, in large type, in presentation mode at
// 1280 × 720): as many step labels as fit with a label's width between them (1 to 4 intervals), the
// title elided to the chart (the value labels: fitTicksToHeight).
void fitToSize(QCustomPlot* p, QCPTextElement* title, const QString& text) {
    const QString lastStep = QString::number(qRound(p->xAxis->range().upper));
    const int label = QFontMetrics(p->xAxis->tickLabelFont()).horizontalAdvance(lastStep);
    p->xAxis->ticker()->setTickCount(std::clamp(p->axisRect()->width() / std::max(1, 2 * label), 1, 4));
    title->setText(QFontMetrics(title->font()).elidedText(text, Qt::ElideRight, p->width() - 8));
}

QCustomPlot* makePlot(QWidget* parent, const QString& title, const QString& yLabel) {
    auto* p = new QCustomPlot(parent);
    p->setWindowTitle(title);  // its name in the chart deck
    p->plotLayout()->insertRow(0);
    auto* heading = new QCPTextElement(p, title);
    p->plotLayout()->addElement(0, 0, heading);
    p->xAxis->setLabel(QObject::tr("step"));
    p->xAxis->setTicker(numberTicker(Ticks::integers));
    p->xAxis->ticker()->setTickStepStrategy(QCPAxisTicker::tssMeetTickCount);
    p->yAxis->setLabel(yLabel);
    p->setMinimumSize(150, 110);
    QObject::connect(p, &QCustomPlot::afterLayout, p, [p, heading, title] { fitToSize(p, heading, title); });
    fitTicksToHeight(p->yAxis, 3);
    addExportMenu(p);
    applyAppearance(p);
    return p;
}

// The form's scroll area asks for no more height than its minimum: the page lays out at its preferred
// height where a label wraps (the status, the resume offer), and the whole form's height made the page
// scroll on a 1280 × 720 projector, the charts' step axes below the window's edge. The form scrolls.
class FormScrollArea : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    QSize sizeHint() const override { return {QScrollArea::sizeHint().width(), minimumSizeHint().height()}; }
};

constexpr int kTrainingNice = 5;

// The legend as one row under the title, not over the curves of a small plot.
void legendUnderTitle(QCustomPlot* p) {
    p->axisRect()->insetLayout()->take(p->legend);
    p->plotLayout()->insertRow(1);
    p->plotLayout()->addElement(1, 0, p->legend);
    p->plotLayout()->setRowStretchFactor(1, 0.001);
    p->legend->setFillOrder(QCPLegend::foColumnsFirst);
    p->legend->setBorderPen(Qt::NoPen);
    p->legend->setMargins(QMargins(0, 0, 0, 2));
    p->legend->setIconSize(16, 8);
    p->legend->setVisible(true);
}

QCPGraph* addGraph(QCustomPlot* plot, const QString& name, QColor color) {
    auto* g = plot->addGraph();
    g->setName(name);
    g->setPen(QPen(color, 2));
    return g;
}

}  // namespace

TrainPanel::TrainPanel(QWidget* parent) : QWidget(parent), worker_(new TrainingWorker) {
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    // The training thread is niced by 5 (about a third of the window's share when both want one core):
    // on a quiet machine it has a core of its own and runs as fast; beside a busy program the window
    // still answers in time, at the cost of fewer training steps while someone types
    // (bench_training_gui). Linux's nice value belongs to the thread that sets it.
    connect(
        &thread_, &QThread::started, worker_, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kTrainingNice); },
        Qt::DirectConnection);
    thread_.start();

    auto* layout = new QHBoxLayout(this);
    form_ = new TrainForm(this);

    formScroll_ = new FormScrollArea(this);
    formScroll_->setWidget(form_);
    formScroll_->setWidgetResizable(true);
    formScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // as wide as the form needs instead
    form_->installEventFilter(this);
    fitFormWidth();
    layout->addWidget(formScroll_);
    settingsToggle_ = new QToolButton(this);  // the whole page's height: easy to find and to hit
    settingsToggle_->setObjectName("settingsToggle");
    settingsToggle_->setAutoRaise(true);
    settingsToggle_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    connect(settingsToggle_, &QToolButton::clicked, this, [this] { setSettingsShown(!settingsShown()); });
    layout->addWidget(settingsToggle_);
    setSettingsShown(true);

    auto* right = new QVBoxLayout;
    createButtons(right);
    status_ = new QLabel(this);
    status_->setObjectName("status");
    status_->setWordWrap(true);
    right->addWidget(status_);
    createResumeOffer(right);
    createPlots(right);
    layout->addLayout(right, 1);
    connectWorker();
    connect(logScale_, &QCheckBox::toggled, this, [this](bool on) {
        loss_->yAxis->setScaleType(on ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        loss_->yAxis->setTicker(numberTicker(on ? Ticks::logarithmic : Ticks::evenly));
        loss_->rescaleAxes();
        loss_->replot();
    });
    connect(probeLayer_, &QSpinBox::valueChanged, this, &TrainPanel::sendProbe);
    connect(probeHead_, &QSpinBox::valueChanged, this, &TrainPanel::sendProbe);
    connect(probeKind_, &QComboBox::currentIndexChanged, this, &TrainPanel::sendProbe);
    for (QSpinBox* box : {probeLayer_, probeHead_}) connect(box, &QSpinBox::valueChanged, this, &TrainPanel::showReplay);
    connect(probeKind_, &QComboBox::currentIndexChanged, this, &TrainPanel::showReplay);
    connect(replay_, &QSlider::valueChanged, this, &TrainPanel::showReplay);
    connect(speed_, &QComboBox::currentIndexChanged, this, [this] {
        QMetaObject::invokeMethod(worker_, [w = worker_, rate = speed_->currentData().toDouble()] { w->setSpeed(rate); });
    });
    connect(pauseAtChange_, &QCheckBox::toggled, this, [this](bool on) {
        QMetaObject::invokeMethod(worker_, [w = worker_, on] { w->setPauseAtPhaseChange(on); });
    });
    connect(form_, &TrainForm::taskChanged, this, &TrainPanel::offerCharts);
    connect(form_, &TrainForm::changed, this, &TrainPanel::check);
    connect(form_, &TrainForm::changed, this, &TrainPanel::fitAxes);  // the number of steps: the step axes
    offerCharts();
    check();
}

// The charts the task has numbers for: samples of text; the in-context loss and the head scores of induction.
void TrainPanel::offerCharts() {
    const al::TaskInfo& task = al::task_info(form_->task().toStdString());
    charts_->setOffered(samples_, task.reads_text_file);
    charts_->setOffered(context_, task.scores_heads);
    charts_->setOffered(headScores_, task.scores_heads);
    charts_->setOffered(headGrid_, task.scores_heads);
}

// ▶ Play, Pause, Step, Reset, Stop; the progress bar with the ETA, Save and Explore.
void TrainPanel::createButtons(QVBoxLayout* right) {
    auto* controls = new QHBoxLayout;
    auto* progressRow = new QHBoxLayout;  // progress, ETA, then what to do with the weights
    QBoxLayout* buttonRow = controls;  // where addButton puts the next button
    const auto addButton = [&](const QString& key, const QString& text, const QString& tip, auto slot) {
        auto* b = new QPushButton(text, this);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        buttonRow->addWidget(b);
        buttons_[key] = b;
    };
    addButton("play", tr("▶ &Play"), tr("Train until the last step or until paused"), [this] {
        if (mayReplaceInterruptedRun()) play();
    });
    addButton("pause", tr("Pa&use"), tr("Pause after the current step; the weights are kept"), &TrainPanel::pause);
    addButton("step", tr("S&tep"), tr("One optimiser step"), [this] {
        if (mayReplaceInterruptedRun()) stepOnce();
    });
    addButton("reset", tr("&Reset"), tr("Start again from random weights with the settings on the left"), &TrainPanel::reset);
    addButton("stop", tr("St&op"), tr("End this run; the model can still be saved or explored"), &TrainPanel::stop);
    progress_ = new QProgressBar(this);
    progress_->setAccessibleName(tr("Training progress"));
    progress_->setFormat(tr("%p%", "progress bar: the share done, as the other percentages are written"));
    eta_ = new WrappingLabel(this);  // two lines where a long run's numbers would widen the page past a projector's
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(eta_);
    buttonRow = progressRow;
    addButton("save", tr("Save mo&del…"), tr("Save the current weights, also while paused"), [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save model"), form_->task() + ".safetensors",
                                                          tr("Models (*.safetensors)"));
        if (!path.isEmpty()) saveModel(path);
    });
    addButton("open", tr("Explore th&is model"), tr("Open the trained weights in every step of the pipeline"),
              [this] { QMetaObject::invokeMethod(worker_, &TrainingWorker::requestModel); });
    right->addLayout(controls);
    right->addLayout(progressRow);
}

// A run interrupted last time (a crash, or the window closed while training) is offered to continue.
void TrainPanel::createResumeOffer(QVBoxLayout* right) {
    resumeOffer_ = new QWidget(this);
    auto* offer = new QHBoxLayout(resumeOffer_);
    offer->setContentsMargins(0, 0, 0, 0);
    offerText_ = new QLabel(resumeOffer_);
    offerText_->setWordWrap(true);  // it names the run: long, and the page must not widen
    auto* offerText = offerText_;
    setTone(offerText, Tone::notice);
    auto* resume = new QPushButton(tr("Resume it"), resumeOffer_);
    auto* discard = new QPushButton(tr("Discard it"), resumeOffer_);
    offer->addWidget(offerText, 1);
    offer->addWidget(resume);
    offer->addWidget(discard);
    right->addWidget(resumeOffer_);
    connect(resume, &QPushButton::clicked, this, &TrainPanel::resumeAutosave);
    connect(discard, &QPushButton::clicked, this, &TrainPanel::discardAutosave);
    resumeOffer_->setVisible(false);
    if (QFile::exists(autosavePath())) {
        try {  // a run was interrupted (a crash, or the window closed while training): offer to continue it
            const auto file = al::SafetensorsFile::read(autosavePath().toStdString());
            const auto task = al::Trainer::checkpoint_task(file).first;
            const auto step = QJsonDocument::fromJson(QByteArray::fromStdString(file.metadata().at("training"))).object().value("step").toInteger();
            const auto c = al::ModelConfig::from_json(file.metadata().at("config"));
            offerText->setText(tr("A %1 training run (%2, %3 × %4, n_embd %5) was interrupted at step %6.")
                                   .arg(taskTerm(QString::fromStdString(task)), modelTerm(c.arch), layerCount(c.n_layer), headCount(c.n_head))
                                   .arg(c.n_embd).arg(step));
            resumeOffer_->setVisible(true);
        } catch (const std::exception&) {
            QFile::remove(autosavePath());  // unreadable: nothing to offer
        }
    }

}

void TrainPanel::createPlots(QVBoxLayout* right) {
    loss_ = makePlot(this, tr("Loss"), tr("nats"));  // cross-entropy, natural log
    addGraph(loss_, tr("train"), QColor(0, 114, 178));
    addGraph(loss_, tr("validation"), QColor(213, 94, 0));
    accuracy_ = makePlot(this, tr("Accuracy"), tr("validation accuracy"));
    addGraph(accuracy_, tr("accuracy"), QColor(0, 158, 115));
    rate_ = makePlot(this, tr("Learning rate"), tr("lr"));
    addGraph(rate_, tr("lr"), QColor(204, 121, 167));
    gradNorm_ = makePlot(this, tr("Gradient norm"), tr("‖g‖, unclipped"));
    addGraph(gradNorm_, tr("‖g‖"), QColor(230, 159, 0));
    throughput_ = makePlot(this, tr("Throughput"), tr("tokens/s"));
    addGraph(throughput_, tr("tokens/s"), QColor(86, 180, 233));
    // induction: the loss where each symbol is new against the loss on the repeat (in-context learning),
    // and the strongest previous-token and induction scores of any head: the phase change in both
    context_ = makePlot(this, tr("In-context loss"), tr("nats"));
    addGraph(context_, tr("first occurrence"), QColor(213, 94, 0));
    addGraph(context_, tr("repeat"), QColor(0, 114, 178));
    headScores_ = makePlot(this, tr("Induction heads"), tr("score"));
    addGraph(headScores_, tr("previous-token"), QColor(204, 121, 167));
    addGraph(headScores_, tr("induction"), QColor(0, 158, 115));
    for (QCustomPlot* p : {loss_, context_, headScores_}) legendUnderTitle(p);
    headGrid_ = new HeatmapPlot(this);  // every head's two scores at the last evaluation: which heads form the circuit
    headGrid_->setWindowTitle(tr("Every head"));
    headScores_->legend->setWrap(1);  // one line each: the names carry the head ("induction: layer 1, head 0")
    probe_ = new HeatmapPlot(this);
    logScale_ = new QCheckBox(tr("log scale"), this);
    // the probe's choices, the speed and the log scale: one line where the page is wide enough, else two
    auto* probeBar = new QWidget(this);
    auto* probeRow = new FlowLayout(probeBar);
    probeRow->setContentsMargins(0, 0, 0, 0);
    probeLayer_ = new QSpinBox(this);
    probeHead_ = new QSpinBox(this);
    probeLayer_->setPrefix(tr("layer "));
    probeHead_->setPrefix(tr("head "));
    probeLayer_->setAccessibleName(tr("Probe layer"));
    probeHead_->setAccessibleName(tr("Probe head"));
    probeRow->addWidget(new QLabel(tr("Probe attention:"), this));
    probeRow->addWidget(probeLayer_);
    probeRow->addWidget(probeHead_);
    probeKind_ = new QComboBox(this);  // encoder–decoder only: which attention of the decoder
    probeKind_->addItem(tr("cross-attention (to the source)"));
    probeKind_->addItem(tr("self-attention"));
    probeKind_->setToolTip(tr("The cross-attention's alignment with the source is what an encoder–decoder learns"));
    nameForScreenReaders(probeKind_, tr("Probe attention of"));
    probeRow->addWidget(probeKind_);
    // watching it form: a slow pace shows every step's probe; the run can stop itself at the phase change
    speed_ = new QComboBox(this);
    speed_->setObjectName("speed");
    speed_->addItem(tr("full speed"), 0.0);
    for (const int perSecond : {20, 5, 2}) speed_->addItem(tr("%1 steps/s", "training speed").arg(perSecond), double(perSecond));
    speed_->addItem(tr("1 step/s", "training speed"), 1.0);
    speed_->setToolTip(tr("Slow motion: a few steps a second, the probe after every step"));
    nameForScreenReaders(speed_, tr("Training speed"));
    pauseAtChange_ = new QCheckBox(tr("pause at the phase change"), this);
    pauseAtChange_->setToolTip(tr("Pause where the loss, after a slow stretch, falls steeply: where a pattern forms"));
    probeRow->addWidget(speed_);
    probeRow->addWidget(pauseAtChange_);
    probeRow->addWidget(logScale_);
    // the charts in two columns on the left, or one at a time where the window cannot show them all
    // readably; the probe beside them takes the full height, so each of its rows keeps a readable label
    charts_ = new ChartDeck(2, this);
    samples_ = new QPlainTextEdit(this);
    samples_->setWindowTitle(tr("Samples"));
    samples_->setReadOnly(true);
    samples_->setPlaceholderText(tr("Generated text appears here every 200 steps."));
    for (QWidget* chart : std::initializer_list<QWidget*>{loss_, context_, headScores_, headGrid_, accuracy_, rate_, gradNorm_, throughput_, samples_})
        charts_->addChart(chart);
    // under the probe: a replay of every step's attention (AttentionHistory), live at the right end
    replay_ = new QSlider(Qt::Horizontal, this);
    replay_->setObjectName("replay");
    replay_->setRange(0, 0);
    replay_->setAccessibleName(tr("Replay the probe's attention, step by step"));
    replay_->setToolTip(tr("Drag back to replay how the attention formed; the right end follows the run"));
    replayLabel_ = new QLabel(this);
    auto* replayRow = new QHBoxLayout;
    replayRow->addWidget(replayLabel_);
    replayRow->addWidget(replay_, 1);
    auto* probeColumn = new QVBoxLayout;
    probeColumn->addWidget(probe_, 1);
    probeColumn->addLayout(replayRow);
    auto* plots = new QHBoxLayout;
    plots->addWidget(charts_, 1);
    plots->addLayout(probeColumn, 1);
    right->addWidget(probeBar);
    right->addLayout(plots, 1);
    fitAxes();
    probe_->setHeatmap({tr("Probe attention: press Play or Step to watch it form"), tr("query"), tr("key"), {}, {}, {}, {}, false, QCPRange(0, 1)});
}

// Steps from 0 to the run's length, so the curves grow across the plot; values from 0 (all of them
// are non-negative) to a little over the largest, and accuracy from 0 to 1.
void TrainPanel::fitAxes() {
    const int steps = std::max(1, form_->steps());
    for (auto* p : {loss_, context_, headScores_, accuracy_, rate_, gradNorm_, throughput_}) {
        p->xAxis->setRange(0, steps);  // its labels are fitted after the layout (fitToSize)
        double top = 0;
        for (int i = 0; i < p->graphCount(); ++i) {
            bool found = false;
            const QCPRange r = p->graph(i)->data()->valueRange(found);
            if (found) top = std::max(top, r.upper);
        }
        p->yAxis->setRange(0, p == accuracy_ || p == headScores_ ? 1.0 : top > 0 ? top * 1.05 : 1.0);
        queueReplot(p);
    }
}

// The worker's reports (copies, queued from its thread) drive the plots, the probe and the state.
void TrainPanel::connectWorker() {
    connect(worker_, &TrainingWorker::ready, this, [this](const QStringList& examples, int parameters) {
        form_->setExamples(examples, parameters);
    });
    connect(worker_, &TrainingWorker::pointsReady, this, &TrainPanel::addPoints);
    connect(worker_, &TrainingWorker::probeReady, this, &TrainPanel::showProbe);
    connect(worker_, &TrainingWorker::framesReady, this, &TrainPanel::addFrames);
    connect(worker_, &TrainingWorker::phaseChange, this, &TrainPanel::markPhaseChange);
    connect(worker_, &TrainingWorker::sampleReady, samples_, &QPlainTextEdit::appendPlainText);
    connect(worker_, &TrainingWorker::stateChanged, this, [this](TrainingWorker::State s) {
        const bool wasRunning = state_ == TrainingWorker::State::running;
        state_ = s;
        if (s == TrainingWorker::State::finished) setStatus(tr("Finished after %1 steps. Save the model or explore it.").arg(stepsDone_), false);
        if (s == TrainingWorker::State::running) setStatus(tr("Training…"), false);
        if (s == TrainingWorker::State::paused && wasRunning && phaseStep_ == stepsDone_ && pauseAtChange_->isChecked())
            setStatus(tr("Paused at the phase change (step %1): the loss fell steeply. Drag the replay back to see "
                         "the attention before it, or press Play.").arg(phaseStep_), false);
        else if (s == TrainingWorker::State::paused && wasRunning && !status_->text().startsWith(tr("Training paused")))
            setStatus(tr("Paused: Play continues, Step takes one step, the weights can be saved or explored."), false);
        if (s == TrainingWorker::State::ready) setStatus(tr("Ready: press Play."), false);
        updateButtons();
    });
    connect(worker_, &TrainingWorker::diverged, this, [this](const QString& message) {
        setStatus(tr("Training paused: %1").arg(message), true);
    });
    connect(worker_, &TrainingWorker::failed, this, [this](const QString& message) { setStatus(message, true); });
    connect(worker_, &TrainingWorker::saved, this, [this](const QString& path) {
        setStatus(tr("Saved %1").arg(path), false);
        emit savedModel(path);
    });
    connect(worker_, &TrainingWorker::resumed, this, [this](const QString& task, int64_t step, int64_t steps) {
        form_->setTaskAndSteps(task, steps);
        dirty_ = false;
        stepsDone_ = step;
        showProgress(step, steps);
        resumeOffer_->setVisible(false);
        setStatus(tr("Resumed the %1 run at step %2: press Play.").arg(taskTerm(task)).arg(step), false);
    });
    connect(worker_, &TrainingWorker::modelReady, this, [this](std::shared_ptr<const al::LoadedModel> model, const QString& sentence) {
        emit openInExplorer(model, form_->task(), sentence);
    });
}


TrainPanel::~TrainPanel() { stopAndWait(); }

// The form's width follows its content: larger type (presentation mode) and the examples, which
// cannot wrap inside a word.
bool TrainPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == form_ && event->type() == QEvent::LayoutRequest) fitFormWidth();
    return QWidget::eventFilter(watched, event);
}

void TrainPanel::fitFormWidth() {
    formScroll_->setMinimumWidth(form_->minimumSizeHint().width() + formScroll_->verticalScrollBar()->sizeHint().width() +
                                 2 * formScroll_->frameWidth());
}

QString TrainPanel::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/training-autosave.safetensors";
}

QString TrainPanel::resumeOfferText() const { return offerText_->text(); }
bool TrainPanel::offersResume() const { return resumeOffer_->isVisibleTo(const_cast<TrainPanel*>(this)); }

void TrainPanel::setSettingsShown(bool shown) {
    formScroll_->setVisible(shown);
    settingsToggle_->setText(shown ? QStringLiteral("◀") : QStringLiteral("▶"));  // in the page's type, large on a projector
    settingsToggle_->setToolTip(shown ? tr("Hide the settings: the charts and the probe take the page") : tr("Show the settings"));
    settingsToggle_->setAccessibleName(shown ? tr("Hide the settings") : tr("Show the settings"));
}

bool TrainPanel::settingsShown() const { return !formScroll_->isHidden(); }

void TrainPanel::resumeAutosave() {
    dirty_ = false;
    QMetaObject::invokeMethod(worker_, [w = worker_, path = autosavePath()] { w->resume(path); });
}

void TrainPanel::discardAutosave() {
    QFile::remove(autosavePath());
    resumeOffer_->setVisible(false);
}

void TrainPanel::stopAndWait() {
    if (!thread_.isRunning()) return;
    // an unfinished run is checkpointed so that the next start can offer to resume it
    if (state_ == TrainingWorker::State::running || state_ == TrainingWorker::State::paused)
        QMetaObject::invokeMethod(worker_, &TrainingWorker::checkpointNow, Qt::BlockingQueuedConnection);
    QMetaObject::invokeMethod(worker_, &TrainingWorker::stop, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
}

QPushButton* TrainPanel::button(const QString& name) const { return buttons_.value(name); }
QString TrainPanel::statusText() const { return status_->text(); }

TrainingSetup TrainPanel::currentSetup() const {
    TrainingSetup s = form_->setup();
    s.autosavePath = autosavePath();
    return s;
}

QString TrainPanel::validationError() const { return form_->validationError(); }

void TrainPanel::sendProbe() {
    QMetaObject::invokeMethod(worker_, [w = worker_, l = probeLayer_->value(), h = probeHead_->value(),
                                        cross = probeKind_->currentIndex() == 0] { w->setProbe(l, h, cross); });
}

void TrainPanel::check() {
    dirty_ = true;
    const TrainingSetup setup = form_->setup();
    probeKind_->setVisible(setup.config.arch == al::Arch::encoder_decoder);
    const QString error = validationError();
    form_->showValidation(error);
    if (state_ == TrainingWorker::State::idle) showProgress(0, form_->steps());  // the run Play would start
    if (!error.isEmpty()) setStatus(error, true);
    else if (state_ == TrainingWorker::State::idle || state_ == TrainingWorker::State::ready) setStatus(tr("Ready: press Play."), false);
    updateButtons();
}

void TrainPanel::updateButtons() {
    const bool valid = validationError().isEmpty();
    const bool running = state_ == TrainingWorker::State::running;
    buttons_["play"]->setEnabled(valid && !running && (state_ != TrainingWorker::State::finished || dirty_));
    buttons_["step"]->setEnabled(valid && !running && state_ != TrainingWorker::State::finished);
    buttons_["pause"]->setEnabled(running);
    buttons_["stop"]->setEnabled(running || state_ == TrainingWorker::State::paused);
    buttons_["save"]->setEnabled(state_ != TrainingWorker::State::idle);
    buttons_["open"]->setEnabled(state_ != TrainingWorker::State::idle);
}

void TrainPanel::setStatus(const QString& text, bool error) {
    status_->setText(text);
    setTone(status_, error ? Tone::errorText : Tone::none);
}

void TrainPanel::ensureSetUp() {
    if (!dirty_ && state_ != TrainingWorker::State::idle) return;
    history_.clear();
    stepsDone_ = 0;
    for (auto* p : {loss_, context_, headScores_, accuracy_, rate_, gradNorm_, throughput_})
        for (int i = 0; i < p->graphCount(); ++i) p->graph(i)->data()->clear();
    headScores_->graph(0)->setName(tr("previous-token"));
    headScores_->graph(1)->setName(tr("induction"));
    headGrid_->setHeatmap({tr("Every head: press Play or Step"), tr("head"), tr("score"), {}, {}, {}, {}, false, QCPRange(0, 1)});
    fitAxes();
    samples_->clear();
    frames_.clear();
    replay_->setRange(0, 0);
    markPhaseChange(-1);
    const TrainingSetup setup = currentSetup();
    showProgress(0, setup.settings.steps);
    probeLayer_->setRange(0, std::max(0, setup.config.n_layer - 1));
    probeHead_->setRange(0, std::max(0, setup.config.n_head - 1));
    QMetaObject::invokeMethod(worker_, [w = worker_, s = setup] { w->setup(s); });
    sendProbe();
    dirty_ = false;
}

void TrainPanel::play() {
    if (!validationError().isEmpty()) return;
    ensureSetUp();
    resumeOffer_->setVisible(false);  // this run's autosave takes the interrupted one's place
    QMetaObject::invokeMethod(worker_, &TrainingWorker::play);
}

void TrainPanel::pause() { QMetaObject::invokeMethod(worker_, &TrainingWorker::pause); }

void TrainPanel::stepOnce() {
    if (!validationError().isEmpty()) return;
    ensureSetUp();
    resumeOffer_->setVisible(false);
    QMetaObject::invokeMethod(worker_, &TrainingWorker::stepOnce);
}

bool TrainPanel::mayReplaceInterruptedRun() {
    if (!offersResume()) return true;
    QMessageBox box(QMessageBox::Question, tr("An interrupted run can be resumed"),
                    tr("%1 A new run takes its place: the new run's first autosave overwrites its checkpoint.").arg(offerText_->text()),
                    QMessageBox::NoButton, this);
    QPushButton* fresh = box.addButton(tr("Start a new run"), QMessageBox::DestructiveRole);
    QPushButton* resume = box.addButton(tr("Resume it"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(resume);
    box.exec();
    if (box.clickedButton() == resume) resumeAutosave();
    return box.clickedButton() == fresh;
}

void TrainPanel::reset() {
    dirty_ = true;
    ensureSetUp();
}

void TrainPanel::stop() { QMetaObject::invokeMethod(worker_, &TrainingWorker::stop); }

bool TrainPanel::saveModel(const QString& path) {
    if (state_ == TrainingWorker::State::idle) return false;
    QMetaObject::invokeMethod(worker_, [w = worker_, path] { w->saveModel(path); });
    return true;
}

void TrainPanel::addPoints(const QVector<TrainingPoint>& points) {
    for (const auto& p : points) {
        history_ << p;
        loss_->graph(0)->addData(p.step, p.loss);
        rate_->graph(0)->addData(p.step, p.learningRate);
        gradNorm_->graph(0)->addData(p.step, p.gradNorm);
        throughput_->graph(0)->addData(p.step, p.tokensPerSecond);
        if (p.evaluated) {
            loss_->graph(1)->addData(p.step, p.validationLoss);
            accuracy_->graph(0)->addData(p.step, p.accuracy);
            for (int i = 0; i < std::min<int>(2, p.partLosses.size()); ++i) context_->graph(i)->addData(p.step, p.partLosses[i]);
            addHeadScores(p);
        }
        stepsDone_ = p.step;
    }
    if (points.isEmpty()) return;
    const auto& last = points.back();
    const int steps = form_->steps();
    showProgress(last.step, steps, last.elapsed / std::max<int64_t>(1, last.step) * (steps - last.step));
    fitAxes();
}

// The strongest head of each kind, named in the legend as it is now: "induction: layer 1, head 0".
void TrainPanel::addHeadScores(const TrainingPoint& p) {
    if (p.heads == 0) return;
    const QVector<double>* scores[] = {&p.previousToken, &p.induction};
    const QString kinds[] = {tr("previous-token"), tr("induction")};
    for (int k = 0; k < 2; ++k) {
        const auto best = std::max_element(scores[k]->begin(), scores[k]->end());
        const int index = static_cast<int>(best - scores[k]->begin());
        headScores_->graph(k)->addData(p.step, *best);
        headScores_->graph(k)->setName(tr("%1: layer %2, head %3").arg(kinds[k]).arg(index / p.heads).arg(index % p.heads));
    }
    const int heads = static_cast<int>(p.induction.size());
    QStringList rows;
    al::Matrix<float> values(heads, 2);
    for (int i = 0; i < heads; ++i) {
        rows << tr("L%1 H%2", "layer and head, as short as a row label must be").arg(i / p.heads).arg(i % p.heads);
        values(i, 0) = static_cast<float>(p.previousToken[i]), values(i, 1) = static_cast<float>(p.induction[i]);
    }
    headGrid_->setHeatmap({tr("step %1: every head's scores").arg(p.step), tr("head"), tr("score"), rows,
                           {kinds[0], kinds[1]}, values, {}, false, QCPRange(0, 1)});
}

// At most two digits of its unit ("5 min", not "312 s"): the progress row's width stays bounded
// beside the settings on a projector. The number and its unit stay on one line where the row wraps.
QString TrainPanel::timeLeft(double seconds) {
    const QString text = seconds < 99.5        ? tr("%1 s", "seconds left").arg(std::round(seconds))
                         : seconds < 99.5 * 60 ? tr("%1 min", "minutes left").arg(std::round(seconds / 60))
                                               : tr("%1 h", "hours left").arg(std::round(seconds / 3600));
    return QString(text).replace(QLatin1Char(' '), QChar::Nbsp);
}

void TrainPanel::showProgress(int64_t step, int64_t steps, double eta) {
    progress_->setRange(0, static_cast<int>(std::max<int64_t>(1, steps)));
    progress_->setValue(static_cast<int>(step));
    eta_->setText(eta >= 0 ? tr("step %1 / %2 · ETA %3").arg(step).arg(steps).arg(timeLeft(eta))
                           : tr("step %1 / %2").arg(step).arg(steps));
}

void TrainPanel::showProbe(const ProbeSnapshot& probe) {
    live_ = probe;
    if (replay_->value() == replay_->maximum()) showReplay();
}

void TrainPanel::addFrames(const QVector<AttentionFrame>& frames) {
    const bool live = replay_->value() == replay_->maximum();
    for (const auto& f : frames) frames_.add(f);
    const QSignalBlocker block(replay_);
    replay_->setRange(0, std::max(0, frames_.size() - 1));
    if (live) replay_->setValue(replay_->maximum());
    showReplay();
}

// The probe as the worker sent it last, or, with the slider moved back, the frame at its step (every
// head is in it: the layer and head boxes choose, as they do live).
void TrainPanel::showReplay() {
    const bool live = frames_.size() == 0 || replay_->value() == replay_->maximum();
    const AttentionFrame* frame = live ? nullptr : &frames_.at(replay_->value());
    const int heads = probeHead_->maximum() + 1;
    const int index = probeLayer_->value() * heads + probeHead_->value();
    const auto& kept = frame && live_.cross ? frame->cross : frame ? frame->self : std::vector<al::Matrix<float>>();
    if (frame && (index >= static_cast<int>(kept.size()) || kept[static_cast<size_t>(index)].rows() != live_.tokens.size())) frame = nullptr;
    const int64_t step = frame ? frame->step : live_.step;
    replayLabel_->setText(live ? tr("live") : tr("replay: step %1").arg(step));
    if (live_.tokens.isEmpty()) return;  // nothing sent yet: the placeholder stays
    // the layer and head are in the boxes above it: the title keeps to the step, which is what changes,
    // first (a narrow probe elides the title's end: "cross-attention · …" had lost the step)
    const QString title = live_.cross ? tr("step %1 · cross-attention").arg(step) : tr("step %1").arg(step);
    probe_->setHeatmap({title, tr("query"), live_.cross ? tr("source key") : tr("key"), live_.tokens, live_.keyTokens,
                        frame ? kept[static_cast<size_t>(index)] : live_.weights, live_.masked, false, QCPRange(0, 1)});
}

// The step where the loss fell steeply after a slow stretch (al::PhaseChange), as a dashed line on the
// loss chart; −1 takes it away (a new run).
void TrainPanel::markPhaseChange(qint64 step) {
    phaseStep_ = step;
    for (int i = loss_->itemCount() - 1; i >= 0; --i)
        if (loss_->item(i)->objectName() == "phaseChange") loss_->removeItem(i);
    if (step >= 0) {
        auto* line = new QCPItemStraightLine(loss_);
        line->setObjectName("phaseChange");
        line->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DashLine));
        line->point1->setCoords(double(step), 0);
        line->point2->setCoords(double(step), 1);
        if (state_ == TrainingWorker::State::running && !pauseAtChange_->isChecked())
            setStatus(tr("Phase change at step %1: the loss falls steeply.").arg(step), false);
    }
    queueReplot(loss_);
}

QJsonObject TrainPanel::toJson() const {
    QJsonObject o = form_->toJson();
    o.insert("speed", speed_->currentData().toDouble());
    o.insert("pause_at_phase_change", pauseAtChange_->isChecked());
    return o;
}

void TrainPanel::fromJson(const QJsonObject& o) {
    form_->fromJson(o);
    speed_->setCurrentIndex(std::max(0, speed_->findData(o.value("speed").toDouble(0))));
    pauseAtChange_->setChecked(o.value("pause_at_phase_change").toBool(false));
}

}  // namespace ui
