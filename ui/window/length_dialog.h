// Experiments → Positions on longer inputs: trains one model per kind of position (learned, sinusoidal,
// rotary, none) on copy or reverse with strings of 1 … L symbols, then scores each on every length from
// L/2 to 2L (core/train/length_generalisation.h), and draws the four curves in one chart: the share of
// answer tokens right (or whole answers exact) against the string's length, a line after L. The runs
// take a thread of their own; the chart fills in as each model finishes.
#pragma once

#include <atomic>
#include <vector>

#include <QDialog>

#include "core/train/length_generalisation.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace ui {

class LengthDialog : public QDialog {
    Q_OBJECT
public:
    explicit LengthDialog(QWidget* parent = nullptr);
    ~LengthDialog() override;  // stops a run and waits for its thread

    void setUp(const QString& task, int length, int steps);  // the form's settings (a lesson's stop), not while running
    void run();   // with the settings in the form
    void stop();
    bool running() const { return thread_ != nullptr; }
    al::LengthExperiment experiment() const;  // what the form says
    const std::vector<al::LengthCurve>& curves() const { return curves_; }
    QCustomPlot* chart() const { return chart_; }
    QSpinBox* lengthBox() const { return length_; }
    QSpinBox* stepsBox() const { return steps_; }
    QString statusText() const;

signals:
    void finished();  // the run ended: every curve drawn, stopped, or failed

private:
    void showProgress(const al::LengthProgress& progress);
    void showCurves();
    void ended(const QString& error);

    QComboBox *task_, *score_;
    QSpinBox *length_, *steps_;
    QPushButton *runButton_, *stopButton_;
    QProgressBar* progress_;
    QLabel *status_, *explanation_;
    QCustomPlot* chart_;
    QThread* thread_ = nullptr;
    std::atomic<bool> stop_{false};
    al::LengthExperiment running_;  // the run under way or last run
    std::vector<al::LengthCurve> curves_;
};

}  // namespace ui
