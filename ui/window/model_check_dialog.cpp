#include "ui/window/model_check_dialog.h"

#include <algorithm>

#include <QDirIterator>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include "core/base/error.h"
#include "core/io/model_input.h"
#include "ui/i18n/language.h"
#include "ui/document/exploration.h"
#include "ui/widgets/appearance.h"

namespace ui {

std::vector<al::Golden> ModelCheckDialog::shippedReferences() {
    std::vector<al::Golden> out;
    QDirIterator it(":/golden", {"*.model.safetensors"});
    QStringList models;
    while (it.hasNext()) models << it.next();
    models.sort();
    for (const QString& path : models) {
        QFile model(path), trace(QString(path).replace(".model.", ".trace."));
        if (!model.open(QIODevice::ReadOnly) || !trace.open(QIODevice::ReadOnly)) continue;
        const QString name = QString(path).section('/', -1).section('.', 0, 0);
        out.push_back({name.toStdString(), al::SafetensorsFile::parse(model.readAll().toStdString(), name.toStdString()),
                       al::SafetensorsFile::parse(trace.readAll().toStdString(), name.toStdString())});
    }
    return out;
}

ModelCheckDialog::ModelCheckDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Check the model"));
    auto* layout = new QVBoxLayout(this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    setRelativeFont(status_, 1, true);
    table_ = new QTableWidget(0, 3, this);
    table_->setHorizontalHeaderLabels({tr("What must hold"), tr("Result"), tr("The numbers")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setWordWrap(true);
    table_->verticalHeader()->hide();
    // what must hold and its numbers share the width, each wrapped (sized to its contents, one long
    // German check name took 70% and left its numbers a word per line)
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, static_cast<int>(al::kSelfChecks));
    progress_->setFormat(tr("%v of %m checks done"));
    progress_->setAccessibleName(tr("Checks done"));
    layout->addWidget(status_);
    layout->addWidget(progress_);
    layout->addWidget(table_, 1);
    // most of the window it checks (presentation type needs the room), at least 1000 × 420
    resize(parent ? QSize(1000, 420).expandedTo(parent->window()->size() * 0.85) : QSize(1000, 420));
}

ModelCheckDialog::~ModelCheckDialog() {
    if (thread_) thread_->wait();  // it holds only its own copies; the results have nowhere to go
}

void ModelCheckDialog::run(const Exploration& exploration) {
    if (thread_ || !exploration.model()) return;
    results_.clear();
    table_->setRowCount(0);
    progress_->setValue(0);
    progress_->setVisible(true);
    status_->setText(tr("Checking %1 on “%2”…").arg(exploration.modelName(), exploration.sentence()));
    const al::LoadedModel model = *exploration.model();
    const std::string sentence = exploration.sentence().toStdString();
    const Experiments experiments = exploration.experiments();
    QPointer<ModelCheckDialog> self(this);
    thread_ = QThread::create([self, model, sentence, experiments] {
        std::vector<al::Check> results;
        QString error;
        try {
            const auto input = al::model_input(model, sentence);
            // each check, listed as it is done (queued to the window's thread)
            const auto listed = [self](size_t done, size_t, const al::Check& check) {
                if (self)
                    QMetaObject::invokeMethod(self, [self, done, check] {
                        if (!self) return;
                        self->showCheck(static_cast<int>(done) - 1, check);
                        emit self->checkDone(static_cast<int>(done));
                    }, Qt::QueuedConnection);
            };
            results = al::self_check(model, input.batch, experiments.options(input.batch.T), shippedReferences(), listed);
        } catch (const std::exception& e) {
            error = messageOf(e);
        }
        if (self) QMetaObject::invokeMethod(self, [self, results, error] { if (self) self->showResults(results, error); }, Qt::QueuedConnection);
    });
    thread_->start();
}

void ModelCheckDialog::showResults(const std::vector<al::Check>& results, const QString& error) {
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    results_ = results;
    int passed = 0, failed = 0;
    table_->setRowCount(static_cast<int>(results.size()));
    for (int i = 0; i < static_cast<int>(results.size()); ++i) {
        showCheck(i, results[i]);
        passed += results[i].outcome == al::Check::Outcome::pass;
        failed += results[i].outcome == al::Check::Outcome::fail;
    }
    progress_->setVisible(false);
    status_->setText(error.isEmpty() ? tr("%1 passed, %2 failed, %3 not applicable.").arg(passed).arg(failed).arg(results.size() - passed - failed)
                                     : tr("The checks could not run: %1").arg(error));
    emit finished();
}

void ModelCheckDialog::showCheck(int row, const al::Check& c) {
    if (row >= table_->rowCount()) table_->setRowCount(row + 1);
    const QString verdict = c.outcome == al::Check::Outcome::pass   ? tr("✓ pass")
                            : c.outcome == al::Check::Outcome::fail ? tr("✗ FAIL")
                                                                    : tr("– not applicable");
    table_->setItem(row, 0, new QTableWidgetItem(translated(c.name)));
    auto* v = new QTableWidgetItem(verdict);
    if (c.outcome != al::Check::Outcome::not_applicable)
        v->setForeground(c.outcome == al::Check::Outcome::pass ? QColor(0, 140, 60) : QColor(200, 30, 30));
    table_->setItem(row, 1, v);
    table_->setItem(row, 2, new QTableWidgetItem(translated(c.numbers)));
    progress_->setValue(std::max(progress_->value(), row + 1));
}

QString ModelCheckDialog::summary() const { return status_->text(); }

}  // namespace ui
