#include "train_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "appearance.h"
#include "core/model_io.h"
#include "core/task_defaults.h"
#include "heatmap_plot.h"
#include "plot_export.h"

namespace ui {
namespace {

QCustomPlot* makePlot(QWidget* parent, const QString& title, const QString& yLabel) {
    auto* p = new QCustomPlot(parent);
    p->plotLayout()->insertRow(0);
    p->plotLayout()->addElement(0, 0, new QCPTextElement(p, title));
    p->xAxis->setLabel(QObject::tr("step"));
    for (auto* axis : {p->xAxis, p->yAxis}) axis->ticker()->setTickCount(3);  // readable in a small plot
    p->yAxis->setLabel(yLabel);
    p->setMinimumSize(150, 110);
    addExportMenu(p);
    applyAppearance(p);
    return p;
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
    thread_.start();

    auto* layout = new QHBoxLayout(this);
    auto* formHost = new QWidget(this);
    auto* formLayout = new QVBoxLayout(formHost);

    auto* taskBox = new QGroupBox(tr("Task"), formHost);
    auto* tf = new QFormLayout(taskBox);
    task_ = new QComboBox(taskBox);
    task_->addItems({"reverse", "copy", "sort", "coref", "text"});
    dataFile_ = new QLineEdit(taskBox);
    dataFile_->setPlaceholderText(tr("built-in corpus (or choose a UTF-8 file)"));
    auto* browse = new QPushButton(tr("Choose…"), taskBox);
    auto* dataRow = new QHBoxLayout;
    dataRow->addWidget(dataFile_, 1);
    dataRow->addWidget(browse);
    length_ = new QSpinBox(taskBox);
    length_->setRange(1, 64);
    length_->setValue(8);
    arch_ = new QComboBox(taskBox);
    arch_->addItem(tr("decoder-only"), "decoder");
    arch_->addItem(tr("encoder–decoder"), "encoder_decoder");
    preview_ = new QLabel(taskBox);
    preview_->setWordWrap(true);
    preview_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tf->addRow(tr("Task:"), task_);
    tf->addRow(tr("Text file:"), dataRow);
    tf->addRow(tr("Length:"), length_);
    tf->addRow(tr("Architecture:"), arch_);
    tf->addRow(preview_);
    formLayout->addWidget(taskBox);

    auto* modelBox = new QGroupBox(tr("Model"), formHost);
    auto* mf = new QFormLayout(modelBox);
    const auto spin = [&](QFormLayout* f, const QString& label, int lo, int hi, int value) {
        auto* s = new QSpinBox(f->parentWidget());
        s->setRange(lo, hi);
        s->setValue(value);
        f->addRow(label, s);
        return s;
    };
    const auto combo = [&](QFormLayout* f, const QString& label, const QStringList& items) {
        auto* c = new QComboBox(f->parentWidget());
        c->addItems(items);
        f->addRow(label, c);
        return c;
    };
    layers_ = spin(mf, tr("Layers:"), -10, 64, 2);
    heads_ = spin(mf, tr("Heads:"), -10, 64, 4);
    embd_ = spin(mf, tr("n_embd:"), -10, 4096, 64);
    dff_ = spin(mf, tr("d_ff:"), -10, 16384, 256);
    norm_ = combo(mf, tr("Norm:"), {"layernorm", "rmsnorm", "batchnorm"});
    normPosition_ = combo(mf, tr("Norm position:"), {"pre", "post"});
    activation_ = combo(mf, tr("Activation:"), {"gelu", "gelu_tanh", "relu"});
    positional_ = combo(mf, tr("Positions:"), {"learned", "sinusoidal", "none"});
    formLayout->addWidget(modelBox);

    auto* trainBox = new QGroupBox(tr("Training"), formHost);
    auto* trf = new QFormLayout(trainBox);
    lr_ = new QDoubleSpinBox(trainBox);
    lr_->setDecimals(5);
    lr_->setRange(-1, 10);
    lr_->setSingleStep(0.0005);
    trf->addRow(tr("Learning rate:"), lr_);
    batch_ = spin(trf, tr("Batch size:"), -10, 1024, 32);
    steps_ = spin(trf, tr("Steps:"), -10, 1'000'000, 2000);
    warmup_ = spin(trf, tr("Warm-up:"), -10, 100'000, 100);
    decay_ = new QDoubleSpinBox(trainBox);
    decay_->setRange(-1, 1);
    decay_->setDecimals(3);
    decay_->setValue(0.01);
    trf->addRow(tr("Weight decay:"), decay_);
    dropout_ = new QDoubleSpinBox(trainBox);
    dropout_->setRange(-1, 1);
    dropout_->setDecimals(2);
    dropout_->setSingleStep(0.05);
    trf->addRow(tr("Dropout:"), dropout_);
    seed_ = spin(trf, tr("Seed:"), 0, 1'000'000, 1);
    formLayout->addWidget(trainBox);
    formLayout->addStretch();

    auto* formScroll = new QScrollArea(this);
    formScroll->setWidget(formHost);
    formScroll->setWidgetResizable(true);
    formScroll->setMinimumWidth(formHost->sizeHint().width() + 24);
    layout->addWidget(formScroll);

    auto* right = new QVBoxLayout;
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
    addButton("play", tr("▶ &Play"), tr("Train until the last step or until paused"), &TrainPanel::play);
    addButton("pause", tr("Pa&use"), tr("Pause after the current step; the weights are kept"), &TrainPanel::pause);
    addButton("step", tr("S&tep"), tr("One optimiser step"), &TrainPanel::stepOnce);
    addButton("reset", tr("&Reset"), tr("Start again from random weights with the settings on the left"), &TrainPanel::reset);
    addButton("stop", tr("St&op"), tr("End this run; the model can still be saved or explored"), &TrainPanel::stop);
    progress_ = new QProgressBar(this);
    eta_ = new QLabel(this);
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(eta_);
    buttonRow = progressRow;
    addButton("save", tr("&Save model…"), tr("Save the current weights, also while paused"), [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save model"), task_->currentText() + ".safetensors",
                                                          tr("Models (*.safetensors)"));
        if (!path.isEmpty()) saveModel(path);
    });
    addButton("open", tr("E&xplore this model"), tr("Open the trained weights in every step of the pipeline"),
              [this] { QMetaObject::invokeMethod(worker_, &TrainingWorker::requestModel); });
    right->addLayout(controls);
    right->addLayout(progressRow);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    right->addWidget(status_);
    resumeOffer_ = new QWidget(this);
    auto* offer = new QHBoxLayout(resumeOffer_);
    offer->setContentsMargins(0, 0, 0, 0);
    auto* offerText = new QLabel(resumeOffer_);
    offerText->setStyleSheet("background: #fff8e1; color: #5d4037; padding: 4px;");
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
            offerText->setText(tr("A %1 training run was interrupted at step %2.").arg(QString::fromStdString(task)).arg(step));
            resumeOffer_->setVisible(true);
        } catch (const std::exception&) {
            QFile::remove(autosavePath());  // unreadable: nothing to offer
        }
    }

    auto* plots = new QGridLayout;
    loss_ = makePlot(this, tr("Loss"), tr("nats"));  // cross-entropy, natural log
    addGraph(loss_, tr("train"), QColor(0, 114, 178));
    addGraph(loss_, tr("validation"), QColor(213, 94, 0));
    // the legend as one row under the title, not over the curves of a small plot
    loss_->axisRect()->insetLayout()->take(loss_->legend);
    loss_->plotLayout()->insertRow(1);
    loss_->plotLayout()->addElement(1, 0, loss_->legend);
    loss_->plotLayout()->setRowStretchFactor(1, 0.001);
    loss_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    loss_->legend->setBorderPen(Qt::NoPen);
    loss_->legend->setMargins(QMargins(0, 0, 0, 2));
    loss_->legend->setIconSize(16, 8);
    loss_->legend->setVisible(true);
    accuracy_ = makePlot(this, tr("Validation accuracy"), tr("accuracy"));
    addGraph(accuracy_, tr("accuracy"), QColor(0, 158, 115));
    rate_ = makePlot(this, tr("Learning rate"), tr("lr"));
    addGraph(rate_, tr("lr"), QColor(204, 121, 167));
    gradNorm_ = makePlot(this, tr("Gradient norm"), tr("‖g‖, unclipped"));
    addGraph(gradNorm_, tr("‖g‖"), QColor(230, 159, 0));
    throughput_ = makePlot(this, tr("Throughput"), tr("tokens/s"));
    addGraph(throughput_, tr("tokens/s"), QColor(86, 180, 233));
    probe_ = new HeatmapPlot(this);
    logScale_ = new QCheckBox(tr("log scale"), this);
    auto* probeRow = new QHBoxLayout;
    probeLayer_ = new QSpinBox(this);
    probeHead_ = new QSpinBox(this);
    probeLayer_->setPrefix(tr("layer "));
    probeHead_->setPrefix(tr("head "));
    probeRow->addWidget(new QLabel(tr("Probe attention:"), this));
    probeRow->addWidget(probeLayer_);
    probeRow->addWidget(probeHead_);
    probeKind_ = new QComboBox(this);  // encoder–decoder only: which attention of the decoder
    probeKind_->addItem(tr("cross-attention (to the source)"));
    probeKind_->addItem(tr("self-attention"));
    probeKind_->setToolTip(tr("The cross-attention's alignment with the source is what an encoder–decoder learns"));
    probeRow->addWidget(probeKind_);
    probeRow->addStretch();
    probeRow->addWidget(logScale_);
    // small plots in two columns on the left; the probe takes the full height on the right, so each
    // of its rows keeps a readable label; text samples (text task only) beside the throughput
    plots->addWidget(loss_, 0, 0);
    plots->addWidget(accuracy_, 0, 1);
    plots->addWidget(rate_, 1, 0);
    plots->addWidget(gradNorm_, 1, 1);
    auto* lastRow = new QHBoxLayout;
    lastRow->addWidget(throughput_, 1);
    samples_ = new QPlainTextEdit(this);
    samples_->setReadOnly(true);
    samples_->setPlaceholderText(tr("Generated text appears here every 200 steps."));
    lastRow->addWidget(samples_, 1);
    plots->addLayout(lastRow, 2, 0, 1, 2);
    plots->addWidget(probe_, 0, 2, 3, 1);
    plots->setColumnStretch(0, 1);
    plots->setColumnStretch(1, 1);
    plots->setColumnStretch(2, 2);
    for (int row = 0; row < 3; ++row) plots->setRowStretch(row, 1);
    right->addLayout(probeRow);
    right->addLayout(plots, 1);
    layout->addLayout(right, 1);

    connect(worker_, &TrainingWorker::ready, this, [this](const QStringList& examples, int parameters) {
        examples_ = examples;
        QStringList escaped;
        for (const QString& e : examples) escaped << e.toHtmlEscaped();
        preview_->setText(tr("<b>Examples</b> (%1 parameters):<br>%2").arg(parameters).arg(escaped.join("<br>")));
    });
    connect(worker_, &TrainingWorker::pointsReady, this, &TrainPanel::addPoints);
    connect(worker_, &TrainingWorker::probeReady, this, &TrainPanel::showProbe);
    connect(worker_, &TrainingWorker::sampleReady, samples_, &QPlainTextEdit::appendPlainText);
    connect(worker_, &TrainingWorker::stateChanged, this, [this](TrainingWorker::State s) {
        const bool wasRunning = state_ == TrainingWorker::State::running;
        state_ = s;
        if (s == TrainingWorker::State::finished) setStatus(tr("Finished after %1 steps. Save the model or explore it.").arg(stepsDone_), false);
        if (s == TrainingWorker::State::running) setStatus(tr("Training…"), false);
        if (s == TrainingWorker::State::paused && wasRunning && !status_->text().startsWith(tr("Training paused")))
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
        {
            const QSignalBlocker b1(task_), b2(steps_);
            task_->setCurrentText(task);
            steps_->setValue(static_cast<int>(steps));
        }
        dirty_ = false;
        stepsDone_ = step;
        progress_->setRange(0, static_cast<int>(steps));
        progress_->setValue(static_cast<int>(step));
        resumeOffer_->setVisible(false);
        setStatus(tr("Resumed the %1 run at step %2: press Play.").arg(task).arg(step), false);
    });
    connect(worker_, &TrainingWorker::modelReady, this, [this](std::shared_ptr<const al::Model<float>> model) {
        emit openInExplorer(model, task_->currentText(), examples_.value(0));
    });
    connect(logScale_, &QCheckBox::toggled, this, [this](bool on) {
        loss_->yAxis->setScaleType(on ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        loss_->yAxis->setTicker(on ? QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog) : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        loss_->yAxis->ticker()->setTickCount(3);
        loss_->rescaleAxes();
        loss_->replot();
    });
    connect(probeLayer_, &QSpinBox::valueChanged, this, &TrainPanel::sendProbe);
    connect(probeHead_, &QSpinBox::valueChanged, this, &TrainPanel::sendProbe);
    connect(probeKind_, &QComboBox::currentIndexChanged, this, &TrainPanel::sendProbe);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Text to model"), QString(), tr("Text (*.txt);;All files (*)"));
        if (!path.isEmpty()) dataFile_->setText(path);
    });
    connect(task_, &QComboBox::currentIndexChanged, this, &TrainPanel::applyTaskDefaults);
    for (auto* s : {length_, layers_, heads_, embd_, dff_, batch_, steps_, warmup_, seed_})
        connect(s, &QSpinBox::valueChanged, this, &TrainPanel::check);
    for (auto* d : {lr_, decay_, dropout_}) connect(d, &QDoubleSpinBox::valueChanged, this, &TrainPanel::check);
    for (auto* c : {arch_, norm_, normPosition_, activation_, positional_}) connect(c, &QComboBox::currentIndexChanged, this, &TrainPanel::check);
    connect(dataFile_, &QLineEdit::textChanged, this, &TrainPanel::check);
    applyTaskDefaults();
}

TrainPanel::~TrainPanel() { stopAndWait(); }

QString TrainPanel::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/training-autosave.safetensors";
}

bool TrainPanel::offersResume() const { return resumeOffer_->isVisibleTo(const_cast<TrainPanel*>(this)); }

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

void TrainPanel::applyTaskDefaults() {
    const QString t = task_->currentText();
    const bool sequence = t == "reverse" || t == "copy" || t == "sort";
    length_->setEnabled(sequence);
    dataFile_->setEnabled(t == "text");
    samples_->setVisible(t == "text");
    arch_->setEnabled(sequence);
    if (!sequence) arch_->setCurrentIndex(0);
    const al::ModelConfig c = al::default_model_config(t.toStdString());
    const al::TrainSettings s = al::default_train_settings(t.toStdString());
    layers_->setValue(c.n_layer);
    heads_->setValue(c.n_head);
    embd_->setValue(c.n_embd);
    dff_->setValue(c.d_ff);
    dropout_->setValue(c.dropout);
    lr_->setValue(s.learning_rate);
    batch_->setValue(s.batch_size);
    steps_->setValue(static_cast<int>(s.steps));
    warmup_->setValue(static_cast<int>(s.warmup));
    decay_->setValue(s.weight_decay);
    check();
}

TrainingSetup TrainPanel::currentSetup() const {
    TrainingSetup s;
    s.task = task_->currentText();
    s.taskOptions.length = length_->value();
    s.taskOptions.data_file = dataFile_->text().toStdString();
    s.taskOptions.context = 64;
    s.config.arch = arch_->currentData().toString() == "encoder_decoder" ? al::Arch::encoder_decoder : al::Arch::decoder;
    s.config.n_layer = layers_->value();
    s.config.n_head = heads_->value();
    s.config.n_embd = embd_->value();
    s.config.d_ff = dff_->value();
    s.config.norm = static_cast<al::NormKind>(norm_->currentIndex());
    s.config.norm_position = static_cast<al::NormPosition>(normPosition_->currentIndex());
    s.config.activation = static_cast<al::Activation>(activation_->currentIndex());
    s.config.positional = static_cast<al::Positional>(positional_->currentIndex());
    s.config.dropout = dropout_->value();
    s.settings.learning_rate = lr_->value();
    s.settings.batch_size = batch_->value();
    s.settings.steps = steps_->value();
    s.settings.warmup = warmup_->value();
    s.settings.weight_decay = decay_->value();
    s.settings.seed = static_cast<uint64_t>(seed_->value());
    s.settings.threads = 1;  // the other core keeps the interface responsive while training runs
    s.settings.eval_interval = 50;
    s.settings.eval_examples = 128;
    s.autosavePath = autosavePath();
    return s;
}

QString TrainPanel::validationError() const {
    const TrainingSetup s = currentSetup();
    try {
        s.config.validate();
        s.settings.validate();
        if (s.task == "text" && !s.taskOptions.data_file.empty()) al::make_task("text", s.taskOptions);
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

void TrainPanel::sendProbe() {
    QMetaObject::invokeMethod(worker_, [w = worker_, l = probeLayer_->value(), h = probeHead_->value(),
                                        cross = probeKind_->currentIndex() == 0] { w->setProbe(l, h, cross); });
}

void TrainPanel::check() {
    dirty_ = true;
    probeKind_->setVisible(arch_->currentData().toString() == "encoder_decoder");
    const QString error = validationError();
    const QMap<QString, QWidget*> fields = {{"n_layer", layers_}, {"n_head", heads_}, {"n_embd", embd_},  {"d_ff", dff_},
                                            {"batch_size", batch_}, {"steps", steps_}, {"learning rate", lr_},
                                            {"warmup", warmup_}, {"weight_decay", decay_}, {"dropout", dropout_}};
    for (auto it = fields.begin(); it != fields.end(); ++it)
        it.value()->setStyleSheet(error.startsWith(it.key() + " ") ? "border: 2px solid #c62828; background: #ffebee;" : QString());
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
    status_->setStyleSheet(error ? "color: #b71c1c; font-weight: bold;" : QString());
}

void TrainPanel::ensureSetUp() {
    if (!dirty_ && state_ != TrainingWorker::State::idle) return;
    history_.clear();
    stepsDone_ = 0;
    for (auto* p : {loss_, accuracy_, rate_, gradNorm_, throughput_})
        for (int i = 0; i < p->graphCount(); ++i) p->graph(i)->data()->clear();
    samples_->clear();
    progress_->setRange(0, steps_->value());
    progress_->setValue(0);
    probeLayer_->setRange(0, std::max(0, layers_->value() - 1));
    probeHead_->setRange(0, std::max(0, heads_->value() - 1));
    QMetaObject::invokeMethod(worker_, [w = worker_, s = currentSetup()] { w->setup(s); });
    sendProbe();
    dirty_ = false;
}

void TrainPanel::play() {
    if (!validationError().isEmpty()) return;
    ensureSetUp();
    QMetaObject::invokeMethod(worker_, &TrainingWorker::play);
}

void TrainPanel::pause() { QMetaObject::invokeMethod(worker_, &TrainingWorker::pause); }

void TrainPanel::stepOnce() {
    if (!validationError().isEmpty()) return;
    ensureSetUp();
    QMetaObject::invokeMethod(worker_, &TrainingWorker::stepOnce);
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
        }
        stepsDone_ = p.step;
    }
    if (points.isEmpty()) return;
    const auto& last = points.back();
    progress_->setValue(static_cast<int>(last.step));
    const double eta = last.elapsed / std::max<int64_t>(1, last.step) * (steps_->value() - last.step);
    eta_->setText(tr("step %1 / %2 · ETA %3 s").arg(last.step).arg(steps_->value()).arg(eta, 0, 'f', 0));
    for (auto* p : {loss_, accuracy_, rate_, gradNorm_, throughput_}) {
        p->rescaleAxes();
        queueReplot(p);
    }
}

void TrainPanel::showProbe(const ProbeSnapshot& probe) {
    probe_->setHeatmap({(probe.cross ? tr("Probe · cross L%1 H%2 · step %3") : tr("Probe · L%1 H%2 · step %3"))
                            .arg(probe.layer).arg(probe.head).arg(probe.step),
                        tr("query"), probe.cross ? tr("source key") : tr("key"), probe.tokens, probe.keyTokens,
                        probe.weights, probe.masked, false, QCPRange(0, 1)});
}

QJsonObject TrainPanel::toJson() const {
    const TrainingSetup s = currentSetup();
    return {{"task", s.task},           {"length", length_->value()},  {"data_file", dataFile_->text()},
            {"arch", arch_->currentIndex()}, {"n_layer", layers_->value()}, {"n_head", heads_->value()},
            {"n_embd", embd_->value()},  {"d_ff", dff_->value()},       {"norm", norm_->currentIndex()},
            {"norm_position", normPosition_->currentIndex()}, {"activation", activation_->currentIndex()},
            {"positional", positional_->currentIndex()}, {"learning_rate", lr_->value()}, {"batch_size", batch_->value()},
            {"steps", steps_->value()},  {"warmup", warmup_->value()},  {"weight_decay", decay_->value()},
            {"dropout", dropout_->value()}, {"seed", seed_->value()}};
}

void TrainPanel::fromJson(const QJsonObject& o) {
    if (o.isEmpty()) return;
    task_->setCurrentText(o.value("task").toString("reverse"));  // applies the task's defaults first
    length_->setValue(o.value("length").toInt(8));
    dataFile_->setText(o.value("data_file").toString());
    arch_->setCurrentIndex(o.value("arch").toInt(0));
    layers_->setValue(o.value("n_layer").toInt(2));
    heads_->setValue(o.value("n_head").toInt(4));
    embd_->setValue(o.value("n_embd").toInt(64));
    dff_->setValue(o.value("d_ff").toInt(256));
    norm_->setCurrentIndex(o.value("norm").toInt(0));
    normPosition_->setCurrentIndex(o.value("norm_position").toInt(0));
    activation_->setCurrentIndex(o.value("activation").toInt(0));
    positional_->setCurrentIndex(o.value("positional").toInt(0));
    lr_->setValue(o.value("learning_rate").toDouble(0.003));
    batch_->setValue(o.value("batch_size").toInt(32));
    steps_->setValue(o.value("steps").toInt(2000));
    warmup_->setValue(o.value("warmup").toInt(100));
    decay_->setValue(o.value("weight_decay").toDouble(0.01));
    dropout_->setValue(o.value("dropout").toDouble(0.0));
    seed_->setValue(o.value("seed").toInt(1));
}

}  // namespace ui
