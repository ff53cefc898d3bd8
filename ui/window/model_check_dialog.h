// Help → Check the model: the core's self-check (al::self_check) on the model and sentence on screen,
// run on a thread of its own, each check listed with pass / fail / not applicable and its numbers as
// soon as it is done, under a progress bar (a GPT-2-sized model's gradients take 15–30 s).
#pragma once

#include <vector>

#include <QDialog>

#include "core/explain/self_check.h"

class QLabel;
class QProgressBar;
class QTableWidget;

namespace ui {

class Exploration;

class ModelCheckDialog : public QDialog {
    Q_OBJECT
public:
    explicit ModelCheckDialog(QWidget* parent = nullptr);
    ~ModelCheckDialog() override;
    // Starts the checks on a copy of the document's model and input; the window stays responsive.
    void run(const Exploration& exploration);
    bool isRunning() const { return thread_ != nullptr; }
    const std::vector<al::Check>& results() const { return results_; }
    QTableWidget* table() const { return table_; }
    QString summary() const;
    // The PyTorch reference traces compiled into the app (tests/reference/fixtures).
    static std::vector<al::Golden> shippedReferences();

    QProgressBar* progress() const { return progress_; }

signals:
    void checkDone(int done);  // one more check is listed
    void finished();

private:
    void showResults(const std::vector<al::Check>& results, const QString& error);
    void showCheck(int row, const al::Check& check);  // its row of the table

    QLabel* status_;
    QTableWidget* table_;
    QProgressBar* progress_;
    QThread* thread_ = nullptr;
    std::vector<al::Check> results_;
};

}  // namespace ui
