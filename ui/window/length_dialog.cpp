#include "ui/window/length_dialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "core/kernels/parallel.h"
#include "ui/document/model_terms.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/number_ticker.h"
#include "ui/widgets/plot_export.h"

namespace ui {
namespace {

// One colour per kind of position, the Okabe–Ito colours the Train tab's charts use.
QColor colourOf(al::Positional p) {
    switch (p) {
        case al::Positional::learned: return {213, 94, 0};
        case al::Positional::sinusoidal: return {204, 121, 167};
        case al::Positional::rotary: return {0, 114, 178};
        case al::Positional::none: return {0, 158, 115};
    }
    return Qt::gray;
}

}  // namespace

LengthDialog::LengthDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Positions on longer inputs"));
    auto* layout = new QVBoxLayout(this);
    explanation_ = new QLabel(tr("Four models learn the same task on strings of 1 … L symbols, each with another kind of position: a "
                                 "learned table, sines and cosines, rotary positions (RoPE), or none. Then each is given strings of "
                                 "every length up to 2L. Right of the dashed line the strings are longer than any it saw."),
                              this);
    explanation_->setWordWrap(true);
    layout->addWidget(explanation_);
    auto* form = new QHBoxLayout;
    task_ = new QComboBox(this);
    for (const QString t : {"copy", "reverse"}) task_->addItem(taskTerm(t), t);
    length_ = new QSpinBox(this);
    length_->setRange(2, 16);
    length_->setValue(8);
    length_->setPrefix(tr("L = "));
    steps_ = new QSpinBox(this);
    steps_->setRange(100, 20000);
    steps_->setSingleStep(500);
    steps_->setValue(static_cast<int>(al::LengthExperiment{}.steps));
    steps_->setSuffix(tr(" steps each"));
    score_ = new QComboBox(this);
    score_->addItem(tr("answer tokens right"));
    score_->addItem(tr("whole answers exact"));
    runButton_ = new QPushButton(tr("&Train and test"), this);
    stopButton_ = new QPushButton(tr("&Stop"), this);
    stopButton_->setEnabled(false);
    form->addWidget(new QLabel(tr("Task:"), this));
    form->addWidget(task_);
    form->addWidget(length_);
    form->addWidget(steps_);
    form->addWidget(runButton_);
    form->addWidget(stopButton_);
    form->addStretch();
    form->addWidget(new QLabel(tr("Score:"), this));
    form->addWidget(score_);
    layout->addLayout(form);
    progress_ = new QProgressBar(this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(progress_);
    layout->addWidget(status_);

    chart_ = new QCustomPlot(this);
    chart_->plotLayout()->insertRow(0);
    chart_->plotLayout()->addElement(0, 0, new QCPTextElement(chart_, tr("Which positions reach longer inputs?")));
    chart_->xAxis->setLabel(tr("symbols in the string"));
    chart_->xAxis->setTicker(numberTicker(Ticks::integers));
    chart_->yAxis->setRange(0, 1.02);
    chart_->legend->setVisible(true);
    chart_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    chart_->setMinimumSize(480, 300);
    addExportMenu(chart_);
    applyAppearance(chart_);
    layout->addWidget(chart_, 1);
    connect(runButton_, &QPushButton::clicked, this, &LengthDialog::run);
    connect(stopButton_, &QPushButton::clicked, this, &LengthDialog::stop);
    connect(score_, &QComboBox::currentIndexChanged, this, &LengthDialog::showCurves);
    status_->setText(tr("Press Train and test: the four models are trained one after the other, and the chart fills in as each is tested."));
    showCurves();
    resize(parent ? QSize(900, 600).boundedTo(parent->window()->size()) : QSize(900, 600));
}

LengthDialog::~LengthDialog() {
    stop_ = true;
    if (thread_) thread_->wait();
}

al::LengthExperiment LengthDialog::experiment() const {
    al::LengthExperiment e;
    e.task = task_->currentData().toString().toStdString();
    e.train_length = length_->value();
    e.steps = steps_->value();
    e.threads = std::max(1, al::thread_count() - 1);  // the other core keeps the window responsive
    return e;
}

QString LengthDialog::statusText() const { return status_->text(); }

void LengthDialog::setUp(const QString& task, int length, int steps) {
    if (thread_) return;
    task_->setCurrentIndex(std::max(0, task_->findData(task)));
    length_->setValue(length);
    steps_->setValue(steps);
}

void LengthDialog::run() {
    if (thread_) return;
    running_ = experiment();
    curves_.clear();
    stop_ = false;
    progress_->setRange(0, static_cast<int>(running_.steps * static_cast<int64_t>(running_.positionals.size())));
    progress_->setValue(0);
    runButton_->setEnabled(false);
    stopButton_->setEnabled(true);
    showCurves();
    QPointer<LengthDialog> self(this);
    const al::LengthExperiment e = running_;
    std::atomic<bool>* stop = &stop_;
    thread_ = QThread::create([self, e, stop] {
        QString error;
        int64_t shown = -1;
        try {
            al::run_length_experiment(e, [&](const al::LengthProgress& p, const std::vector<al::LengthCurve>& curves) {
                if (p.step != e.steps && p.step - shown < 50) return;  // a copy every 50 steps, and each finished curve
                shown = p.step;
                QMetaObject::invokeMethod(self, [self, p, curves] {
                    if (!self) return;
                    self->curves_ = curves;
                    self->showProgress(p);
                }, Qt::QueuedConnection);
            }, stop);
        } catch (const std::exception& ex) {
            error = messageOf(ex);
        }
        QMetaObject::invokeMethod(self, [self, error] { if (self) self->ended(error); }, Qt::QueuedConnection);
    });
    thread_->start();
}

void LengthDialog::stop() { stop_ = true; }

void LengthDialog::showProgress(const al::LengthProgress& p) {
    progress_->setValue(static_cast<int>(p.model * running_.steps + p.step));
    status_->setText(tr("Training the model with %1 positions: step %2 of %3.")
                         .arg(modelTerm(running_.positionals[static_cast<size_t>(p.model)]))
                         .arg(p.step)
                         .arg(running_.steps));
    showCurves();
}

void LengthDialog::ended(const QString& error) {
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    runButton_->setEnabled(true);
    stopButton_->setEnabled(false);
    if (!error.isEmpty()) status_->setText(error);
    else if (curves_.size() < running_.positionals.size()) status_->setText(tr("Stopped: the curves of the models trained so far are drawn."));
    else status_->setText(tr("Done. Left of the line every model copes; right of it, the strings are new to all four."));
    setTone(status_, error.isEmpty() ? Tone::none : Tone::errorText);
    showCurves();
    emit finished();
}

void LengthDialog::showCurves() {
    const bool exact = score_->currentIndex() == 1;
    chart_->clearGraphs();
    chart_->clearItems();
    chart_->yAxis->setLabel(exact ? tr("whole answers exact") : tr("answer tokens right"));
    const std::vector<int> lengths = running_.lengths();
    chart_->xAxis->setRange(lengths.front() - 0.5, lengths.back() + 0.5);
    for (const al::LengthCurve& c : curves_) {
        auto* g = chart_->addGraph();
        g->setName(modelTerm(c.positional));
        g->setPen(QPen(colourOf(c.positional), 3));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        const auto& values = exact ? c.accuracy : c.token_accuracy;
        for (size_t i = 0; i < lengths.size(); ++i) g->addData(lengths[i], values[i]);
    }
    chart_->legend->setVisible(!curves_.empty());
    auto* line = new QCPItemStraightLine(chart_);  // between the longest string trained on and the next
    line->point1->setCoords(running_.train_length + 0.5, 0);
    line->point2->setCoords(running_.train_length + 0.5, 1);
    line->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DashLine));
    chart_->replot();
}

}  // namespace ui
