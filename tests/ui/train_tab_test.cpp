// The Train tab: training from the panel, pausing, stepping, saving, exploring, divergence, resuming
// after a close, and the form's checks.
#include <QElapsedTimer>
#include <QProgressBar>

#include "ui/window/length_dialog.h"
#include "window_test_support.h"

using namespace window_test;

namespace {

// Clicks the button named `text` of the next modal question once it is open, and keeps what it asked.
void answerTheQuestionWith(const QString& text, QString* asked) {
    QTimer::singleShot(0, [text, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        *asked = box->text();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == text) b->click();
    });
}

}  // namespace

class TrainTabTest : public QObject {
    Q_OBJECT

private slots:
    WINDOW_TEST_SETUP
    void trainingReverseFromThePanelLowersTheLossPausesResumesAndSavesAModel() {
        MainWindow w;
        QVERIFY(window_test::showTrainTab(w));
        auto* panel = w.trainPanel();
        panel->form()->taskCombo()->setCurrentIndex(panel->form()->taskCombo()->findData("reverse"));
        panel->form()->box<QSpinBox>("steps")->setValue(300);
        QVERIFY(panel->validationError().isEmpty());
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(panel->stepsDone() >= 40, qPrintable(panel->statusText()), 30000);
        QTest::mouseClick(panel->button("pause"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::paused, 10000);
        const int64_t pausedAt = panel->stepsDone();
        QTest::qWait(300);
        QCOMPARE(panel->stepsDone(), pausedAt);  // paused means no more steps
        QTest::mouseClick(panel->button("step"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->stepsDone(), pausedAt + 1, 10000);
        QVERIFY2(panel->button("play")->isEnabled(), "play must be enabled while paused");
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);  // resume
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::finished, 60000);
        const auto& h = panel->history();
        QCOMPARE(static_cast<int>(h.size()), 300);
        QCOMPARE(panel->lossPlot()->graph(0)->dataCount(), 300);
        double first = 0, last = 0;
        for (int i = 0; i < 20; ++i) first += h[i].loss / 20, last += h[h.size() - 1 - i].loss / 20;
        QVERIFY2(last < first / 4, qPrintable(QString("loss %1 → %2").arg(first).arg(last)));
        QVERIFY(h.back().evaluated && h.back().accuracy > 0.5);
        QVERIFY(panel->probePlot()->heatmap().values.size() > 0);

        QTemporaryDir dir;
        const QString path = dir.filePath("reverse.safetensors");
        QSignalSpy saved(panel, &ui::TrainPanel::savedModel);
        QVERIFY(panel->saveModel(path));
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
        QString error;
        QVERIFY2(w.openModel(path, &error), qPrintable(error));
        QCOMPARE(w.model()->tokenizer()->piece(w.model()->tokenizer()->size() - 1), std::string("="));
        QTest::mouseClick(panel->button("open"), Qt::LeftButton);  // explore the trained weights
        QTRY_VERIFY_WITH_TIMEOUT(w.currentTab() == "pipeline", 10000);
        QCOMPARE(w.trace().main.ids.front(), al::Tokenizer::bos_id);
        // the probe example as its tokens: <bos> (added by the input rule), 8 symbols and "=", none unknown
        QVERIFY2(!w.findChild<QLineEdit*>()->text().contains('<'), qPrintable(w.findChild<QLineEdit*>()->text()));
        QCOMPARE(w.trace().tokens(), 10);
        QCOMPARE(QString::fromStdString(w.input().pieces.back()), QString("="));
        QVERIFY(std::none_of(w.input().unknown.begin(), w.input().unknown.end(), [](bool u) { return u; }));
    }

    // The Preset box sets every field of its family, and a field changed by hand makes it "custom"; the
    // induction task opens on its own preset (two attention-only layers) and, trained, draws the phase
    // change: the repeat's loss falls while the first occurrence's stays a guess, and the strongest
    // induction head, named in the legend, is in layer 1.
    // Watching attention form: at 20 steps a second the probe shows every step, the run pauses itself
    // where the loss falls steeply (reverse: the anti-diagonal forming, before any answer is exact), the
    // loss chart marks that step, and the replay slider brings back any earlier step's attention of
    // any head — the probe then shows that frame, and the right end is live again.
    void inSlowMotionTheRunPausesAtThePhaseChangeAndTheAttentionCanBeReplayed() {
        MainWindow w;
        QVERIFY(window_test::showTrainTab(w));
        auto* panel = w.trainPanel();
        panel->form()->taskCombo()->setCurrentIndex(panel->form()->taskCombo()->findData("reverse"));
        panel->speedBox()->setCurrentIndex(panel->speedBox()->findData(20.0));
        panel->pauseAtPhaseChangeBox()->setChecked(true);
        QElapsedTimer timer;
        timer.start();
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= 10, 20000);
        QVERIFY2(timer.elapsed() >= 400, qPrintable(QString("10 steps in %1 ms").arg(timer.elapsed())));  // 20 a second at most
        QCOMPARE(panel->probePlot()->heatmap().title, QString("step %1").arg(panel->stepsDone()));  // every step's probe
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::paused, 60000);
        const int64_t at = panel->phaseChangeStep();
        QVERIFY2(at >= 30 && at <= 120, qPrintable(QString::number(at)));
        QCOMPARE(panel->stepsDone(), at);
        QVERIFY2(panel->statusText().startsWith(QString("Paused at the phase change (step %1)").arg(at)), qPrintable(panel->statusText()));
        QVERIFY(panel->history().back().accuracy < 0.5 || !panel->history().back().evaluated);
        int marks = 0;
        for (int i = 0; i < panel->lossPlot()->itemCount(); ++i) marks += panel->lossPlot()->item(i)->objectName() == "phaseChange";
        QCOMPARE(marks, 1);

        // every step is kept; step 10's attention of layer 1, head 2 comes back
        QCOMPARE(panel->frames().size(), static_cast<int>(at));
        QCOMPARE(panel->replaySlider()->value(), panel->replaySlider()->maximum());
        panel->replaySlider()->setValue(9);
        const ui::AttentionFrame& frame = panel->frames().at(9);
        QCOMPARE(frame.step, int64_t(10));
        auto boxes = panel->findChildren<QSpinBox*>();
        QSpinBox *layerBox = nullptr, *headBox = nullptr;
        for (auto* b : boxes) (b->prefix() == "layer " ? layerBox : b->prefix() == "head " ? headBox : b) = b;
        QVERIFY(layerBox && headBox);
        layerBox->setValue(1);
        headBox->setValue(2);
        QCOMPARE(panel->probePlot()->heatmap().title, QString("step 10"));
        QCOMPARE(panel->probePlot()->heatmap().values, frame.self[1 * 4 + 2]);
        panel->replaySlider()->setValue(panel->replaySlider()->maximum());
        QTRY_COMPARE(panel->probePlot()->heatmap().title, QString("step %1").arg(at));

        // Play goes on from there, and the change is not noticed twice
        panel->speedBox()->setCurrentIndex(0);
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= at + 200, 30000);
        QCOMPARE(panel->phaseChangeStep(), at);
        QTest::mouseClick(panel->button("stop"), Qt::LeftButton);
    }

    // A long run's frames thin out to the budget instead of growing without end: every step, then
    // every second, every fourth — the first and the latest always kept.
    void theReplayKeepsALongRunWithinItsBudget() {
        ui::AttentionHistory history(100 * (sizeof(ui::AttentionFrame) + 16 * sizeof(float)));
        for (int step = 1; step <= 1000; ++step)
            history.add({step, {al::Matrix<float>::Constant(4, 4, float(step))}, {}});
        QVERIFY(history.bytes() <= 100 * (sizeof(ui::AttentionFrame) + 16 * sizeof(float)));
        QVERIFY(history.size() >= 50);
        QCOMPARE(history.at(0).step, int64_t(1));
        QCOMPARE(history.at(history.size() - 1).step % history.stride(), int64_t(0));
        QVERIFY(history.at(history.size() - 1).step > 1000 - history.stride());
        for (int i = 1; i < history.size(); ++i) QCOMPARE(history.at(i).step - history.at(i - 1).step, i == 1 ? history.stride() - 1 : int64_t(history.stride()));
        history.clear();
        QCOMPARE(history.size(), 0);
        QCOMPARE(history.stride(), 1);
    }

    void aPresetSetsItsFieldsAndInductionDrawsTheInContextLossAndTheHeadScores() {
        MainWindow w;
        QVERIFY(window_test::showTrainTab(w));
        auto* form = w.trainPanel()->form();
        QCOMPARE(form->preset(), QString("gpt"));  // reverse's model: GPT-2's blocks
        form->presetCombo()->setCurrentIndex(form->presetCombo()->findData("mini-llama"));
        emit form->presetCombo()->activated(form->presetCombo()->currentIndex());
        QCOMPARE(form->box<QComboBox>("positional")->currentData().toString(), QString("rotary"));
        QCOMPARE(form->box<QComboBox>("norm")->currentData().toString(), QString("rmsnorm"));
        QCOMPARE(form->box<QSpinBox>("n_kv_head")->value(), 2);
        QVERIFY(form->box<QCheckBox>("gated_ffn")->isChecked() && !form->box<QCheckBox>("bias")->isChecked());
        QCOMPARE(form->setup().config.kv_heads(), 2);
        QVERIFY(!form->setup().config.tie_embeddings);
        form->box<QCheckBox>("qk_norm")->setChecked(true);
        QCOMPARE(form->preset(), QString());  // custom
        QCOMPARE(form->presetCombo()->currentText(), QString("custom"));
        QVERIFY(form->setup().config.qk_norm);
        auto* panel = w.trainPanel();
        QVERIFY(panel->validationError().isEmpty());

        form->taskCombo()->setCurrentIndex(form->taskCombo()->findData("induction"));
        QCOMPARE(form->preset(), QString("attention-only"));
        QCOMPARE(form->box<QSpinBox>("d_ff")->value(), 0);
        QVERIFY(panel->charts()->isOffered(panel->inContextPlot()) && panel->charts()->isOffered(panel->headScorePlot()) &&
                panel->charts()->isOffered(panel->headGrid()));
        form->box<QSpinBox>("steps")->setValue(700);
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::finished, 120000);
        const auto values = [](QCPGraph* g) {
            QVector<double> v;
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) v << it->value;
            return v;
        };
        const QVector<double> first = values(panel->inContextPlot()->graph(0)), repeat = values(panel->inContextPlot()->graph(1));
        QCOMPARE(repeat.size(), 700 / 25);  // a point at every evaluation
        QVERIFY2(repeat.front() > 3.0 && repeat.back() < 0.2, qPrintable(QString::number(repeat.back())));
        QVERIFY(first.back() > 3.0);  // new letters stay a guess
        auto* induction = panel->headScorePlot()->graph(1);
        QVERIFY(values(induction).front() < 0.3 && values(induction).back() > 0.8);
        QVERIFY2(induction->name().contains("layer 1"), qPrintable(induction->name()));
        // every head's two scores, the last evaluation's: layer 1's heads are the induction heads
        const ui::HeatmapData& grid = panel->headGrid()->heatmap();
        QCOMPARE(grid.values.rows(), 8);
        QCOMPARE(grid.rowLabels.front(), QString("L0 H0"));
        QCOMPARE(grid.columnLabels, (QStringList{"previous-token", "induction"}));
        QVERIFY(grid.values.col(1).tail(4).maxCoeff() > 0.8 && grid.values.col(1).head(4).maxCoeff() < 0.3);
        QCOMPARE(grid.values.col(1).maxCoeff(), static_cast<float>(values(induction).back()));  // the chart's strongest, as float
    }

    // Experiments → Positions on longer inputs: four models trained in the background, a curve each over
    // the lengths L/2 … 2L, the dashed line after L; the learned table gets every short string right and
    // no whole answer longer than it trained on.
    void thePositionsExperimentDrawsACurvePerKindOfPositionWithALineAfterTheTrainedLength() {
        MainWindow w;
        QVERIFY(window_test::showTrainTab(w));
        ui::LengthDialog* dialog = w.lengthExperiment();
        QVERIFY(dialog->isVisible());
        dialog->lengthBox()->setValue(3);
        dialog->stepsBox()->setValue(300);
        QSignalSpy finished(dialog, &ui::LengthDialog::finished);
        dialog->run();
        QVERIFY(dialog->running());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        QCustomPlot* chart = dialog->chart();
        QCOMPARE(chart->graphCount(), 4);
        QStringList names;
        for (int i = 0; i < 4; ++i) {
            names << chart->graph(i)->name();
            QCOMPARE(chart->graph(i)->dataCount(), 5);  // lengths 2 … 6
        }
        QCOMPARE(names, (QStringList{"learned", "sinusoidal", "rotary (RoPE)", "none"}));
        auto* line = qobject_cast<QCPItemStraightLine*>(chart->item(0));
        QVERIFY(line);
        QCOMPARE(line->point1->coords().x(), 3.5);
        const auto& learned = dialog->curves().front();
        QCOMPARE(learned.accuracy[1], 1.0);
        QCOMPARE(learned.accuracy[2], 0.0);
        QVERIFY2(dialog->statusText().startsWith("Done"), qPrintable(dialog->statusText()));
    }

    void trainingAnEncoderDecoderProbesItsCrossAttentionToTheSource() {
        MainWindow w;
        QVERIFY(window_test::showTrainTab(w));
        auto* panel = w.trainPanel();
        panel->form()->taskCombo()->setCurrentIndex(panel->form()->taskCombo()->findData("reverse"));
        panel->form()->archCombo()->setCurrentIndex(panel->form()->archCombo()->findData("encoder_decoder"));
        panel->form()->box<QSpinBox>("steps")->setValue(60);
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::finished, 60000);
        // the last probe, sent after the state; the step first, which an elided title keeps
        QTRY_COMPARE(panel->probePlot()->heatmap().title, QString("step 60 · cross-attention"));
        const auto& probe = panel->probePlot()->heatmap();
        QCOMPARE(probe.values.cols(), 8);  // keys: the 8 source symbols
        QCOMPARE(probe.values.rows(), 9);  // queries: <bos> and the 8 answer symbols
        QStringList answer = probe.rowLabels.mid(1);
        std::reverse(answer.begin(), answer.end());
        QCOMPARE(probe.columnLabels, answer);  // the keys are the source, whose reverse the decoder reads
    }

    void aHugeLearningRateEndsPausedWithTheMessageAndFiniteWeights() {
        MainWindow w;
        w.askBeforeClosingWhileTraining = false;
        auto* panel = w.trainPanel();
        panel->form()->taskCombo()->setCurrentIndex(panel->form()->taskCombo()->findData("reverse"));
        panel->form()->box<QDoubleSpinBox>("learning_rate")->setValue(10.0);
        panel->form()->box<QSpinBox>("steps")->setValue(500);
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::paused, 30000);
        QVERIFY2(panel->statusText().contains("diverged") && panel->statusText().contains("lower the learning rate"),
                 qPrintable(panel->statusText()));
        std::shared_ptr<const al::Model<float>> model;
        connect(panel, &ui::TrainPanel::openInExplorer, this, [&](auto m, auto, auto) { model = m; });
        QTest::mouseClick(panel->button("open"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(model != nullptr, 10000);
        for (const auto& p : al::named_parameters(const_cast<al::ModelParams<float>&>(model->params())))
            for (int64_t i = 0; i < p.size(); ++i) QVERIFY(std::isfinite(p.data[i]));
    }

    // On a 1280 × 720 projector in presentation mode five charts side by side were too small to read
    // (plotting areas 11–45 px tall) and the page scrolled: the charts come one at a time, each a tab
    // away, the page fits the window, and every title fits its chart.
    void onA1280By720ProjectorTheChartsComeOneAtATimeLargeEnoughToRead() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.showTab("train"));
        auto* deck = w.trainPanel()->charts();
        QVERIFY(deck->showsOneAtATime());
        QCOMPARE(deck->tabBar()->count(), 5);  // loss, accuracy, learning rate, gradient norm, throughput: no text task
        const auto* page = scrollAreaAround(w.trainPanel());
        QVERIFY(page);
        QCOMPARE(page->verticalScrollBar()->maximum(), 0);  // nothing below the window's edge
        for (int i = 0; i < deck->tabBar()->count(); ++i) {
            deck->tabBar()->setCurrentIndex(i);
            auto* chart = qobject_cast<QCustomPlot*>(deck->currentChart());
            QVERIFY(chart);
            QCOMPARE(chart->windowTitle(), deck->tabBar()->tabText(i));
            int shown = 0;
            for (auto* plot : deck->findChildren<QCustomPlot*>()) shown += plot->isVisible();
            QCOMPARE(shown, 1);
            QVERIFY(chart->isVisible());
            QVERIFY(chart->width() >= deck->readableCell().width() && chart->height() >= deck->readableCell().height());
            chart->replot();
            QVERIFY(chart->axisRect()->height() >= 5 * QFontMetrics(chart->yAxis->tickLabelFont()).height());
            const auto* title = qobject_cast<QCPTextElement*>(chart->plotLayout()->element(0, 0));
            QCOMPARE(title->text(), chart->windowTitle());  // whole, not elided
        }
        w.setPresentationMode(false);
    }

    // At 1280 × 720 in normal type the charts came one at a time under five tabs wider than the deck:
    // Throughput was behind the bar's scroll arrow. The tabs' type shrinks (to 80% at most) where that
    // shows every name; on a projector, where not even that does, they keep the type and the arrows.
    void at1280By720EveryChartsTabIsInView() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        QVERIFY(w.showTab("train"));
        auto* deck = w.trainPanel()->charts();
        QVERIFY(deck->showsOneAtATime());
        auto* tabs = deck->tabBar();
        QCOMPARE(tabs->count(), 5);
        QTRY_VERIFY(tabs->tabRect(tabs->count() - 1).right() < tabs->width());
        const double own = deck->font().pointSizeF();
        QVERIFY2(tabs->font().pointSizeF() < own && tabs->font().pointSizeF() >= 0.8 * own,
                 qPrintable(QString("tabs in %1 pt, the deck in %2").arg(tabs->font().pointSizeF()).arg(own)));
        w.setPresentationMode(true);
        QTRY_COMPARE(tabs->font().pointSizeF(), deck->font().pointSizeF());
        QVERIFY(tabs->tabRect(tabs->count() - 1).right() >= tabs->width());  // the arrows, then
        w.setPresentationMode(false);
    }

    // The time a run has left in the unit a person reads it in, two digits at most, the number and the
    // unit joined by a no-break space.
    void theTimeLeftIsSaidInSecondsMinutesOrHours() {
        QCOMPARE(ui::TrainPanel::timeLeft(0.4), QString("0\u00a0s"));
        QCOMPARE(ui::TrainPanel::timeLeft(42.4), QString("42\u00a0s"));
        QCOMPARE(ui::TrainPanel::timeLeft(99.4), QString("99\u00a0s"));
        QCOMPARE(ui::TrainPanel::timeLeft(312), QString("5\u00a0min"));
        QCOMPARE(ui::TrainPanel::timeLeft(99 * 60), QString("99\u00a0min"));
        QCOMPARE(ui::TrainPanel::timeLeft(3 * 3600 + 1000), QString("3\u00a0h"));
    }

    // On a 1280 × 720 projector the settings keep a third of the page's width while a run is watched:
    // the chart and the probe shared the rest, and the status took two lines. The arrow beside the
    // settings folds them away: the chart and the probe take the page, the status one line; the arrow
    // brings them back.
    void onAProjectorTheSettingsFoldAwayForTheChartsAndTheProbe() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.showTab("train"));
        auto* panel = w.trainPanel();
        panel->play();
        QTRY_VERIFY(panel->stepsDone() >= 2);
        panel->pause();  // the status: "Paused: Play continues, Step takes one step, the weights can be saved or explored."
        QTRY_VERIFY(panel->statusText().startsWith("Paused:"));
        auto* probe = panel->probePlot();
        QTRY_COMPARE(probe->heatmap().values.rows(), 18);  // <bos>, 8 characters, =, 8 reversed
        auto* status = panel->findChild<QLabel*>("status");
        const int line = status->fontMetrics().height();
        QTRY_VERIFY2(status->height() >= 2 * line, qPrintable(status->text()));
        const int probeWidth = probe->width(), chartWidth = panel->charts()->width();
        auto* arrow = panel->findChild<QToolButton*>("settingsToggle");
        QVERIFY(arrow && arrow->isVisible() && arrow->text() == "◀" && arrow->height() > panel->height() / 2);
        arrow->click();
        QVERIFY(!panel->settingsShown() && !panel->form()->isVisible());
        QCOMPARE(arrow->text(), QString("▶"));
        QTRY_VERIFY(probe->width() > probeWidth * 3 / 2 && panel->charts()->width() > chartWidth * 3 / 2);
        QTRY_VERIFY(status->height() < 2 * line);
        QVERIFY(arrow->x() < probe->mapTo(panel, QPoint()).x());  // at the page's left edge
        QCOMPARE(scrollAreaAround(panel)->verticalScrollBar()->maximum(), 0);
        arrow->click();
        QVERIFY(panel->settingsShown() && panel->form()->isVisible());
        QTRY_COMPARE(probe->width(), probeWidth);
        w.setPresentationMode(false);
    }

    // Where there is room every chart has its cell, the text samples too for the text task; the last
    // chart of a row left incomplete fills it.
    void onALargeScreenTheChartsShareAGrid() {
        MainWindow w;
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showTab("train"));
        auto* panel = w.trainPanel();
        auto* deck = panel->charts();
        QVERIFY(!deck->showsOneAtATime());
        QList<QRect> cells;
        for (auto* plot : deck->findChildren<QCustomPlot*>())
            if (plot->isVisible()) cells << plot->geometry();
        QCOMPARE(cells.size(), 5);
        for (const QRect& cell : cells) {
            QVERIFY(cell.width() >= deck->readableCell().width() && cell.height() >= deck->readableCell().height());
            QVERIFY(deck->rect().contains(cell));
            for (const QRect& other : cells) QVERIFY(cell == other || !cell.intersects(other));
        }
        auto* throughput = deck->findChildren<QCustomPlot*>().back();
        QCOMPARE(throughput->windowTitle(), QString("Throughput"));
        QCOMPARE(throughput->width(), deck->width());  // alone in the last row
        panel->form()->setTaskAndSteps("text", 100);
        auto* samples = deck->findChild<QPlainTextEdit*>();
        QVERIFY(samples->isVisible());
        QCOMPARE(samples->height(), throughput->height());
        QVERIFY(samples->width() + throughput->width() < deck->width());  // side by side
        QCOMPARE(deck->tabBar()->count(), 6);
    }

    // The form is as wide as its content: in presentation mode's type, with examples that cannot wrap
    // inside a word, nothing of it is cut at its right edge.
    void theFormIsNeverCutAtItsRightEdge() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.showTab("train"));
        auto* form = w.trainPanel()->form();
        form->setExamples({"<bos>fi2h21gi=ig12h2if<eos>", "<bos>5efb76g6=6g67bfe5<eos>"}, 102848);
        QCoreApplication::processEvents();
        QTest::qWait(50);
        const QWidget* viewport = form->parentWidget();  // the form's scroll area's
        QVERIFY2(form->width() <= viewport->width(), qPrintable(QString("%1 > %2").arg(form->width()).arg(viewport->width())));
        // the text file's placeholder whole, its frame and margins beside it ("built-i…" before)
        for (auto* field : form->findChildren<QLineEdit*>()) {
            if (field->placeholderText().isEmpty()) continue;
            const int text = field->fontMetrics().horizontalAdvance(field->placeholderText());
            QVERIFY2(field->width() >= text + 10, qPrintable(QString("\"%1\": %2 px in %3").arg(field->placeholderText()).arg(text).arg(field->width())));
        }
        w.setPresentationMode(false);
    }

    void beforePlayThePlotsAndTheProgressBarSpanTheRunAndTheProbeSaysWhatWillAppear() {
        MainWindow w;
        auto* panel = w.trainPanel();
        auto* bar = panel->findChild<QProgressBar*>();
        QCOMPARE(bar->text(), QString("0%"));  // not an empty box before the first run
        panel->form()->box<QSpinBox>("steps")->setValue(1500);
        QCOMPARE(bar->maximum(), 1500);
        QCOMPARE(bar->value(), 0);
        auto* probe = panel->findChild<ui::HeatmapPlot*>();
        QVERIFY(probe->isEmpty());
        QVERIFY(probe->title().startsWith("Probe attention: press Play"));
        QVERIFY(!probe->showsColourScale());
        for (auto* plot : panel->findChildren<QCustomPlot*>()) {
            if (qobject_cast<ui::HeatmapPlot*>(plot)) continue;
            QCOMPARE(plot->xAxis->range().lower, 0.0);
            QCOMPARE(plot->xAxis->range().upper, 1500.0);
            QCOMPARE(plot->yAxis->range().lower, 0.0);
        }
        panel->stepOnce();
        QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= 1 && !probe->isEmpty(), 10000);
        for (auto* plot : panel->findChildren<QCustomPlot*>())
            if (plot->yAxis->label() == "accuracy") QCOMPARE(plot->yAxis->range().upper, 1.0);  // accuracy is a fraction
        QTRY_COMPARE_WITH_TIMEOUT(bar->value(), 1, 10000);
        QCOMPARE(bar->maximum(), 1500);
        panel->stopAndWait();
    }

    void closingMidTrainingOffersToResumeAtTheNextStart() {
        int64_t closedAt = 0;
        {
            MainWindow w;
            w.askBeforeClosingWhileTraining = false;
            w.resize(1400, 900);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            auto* panel = w.trainPanel();
            panel->form()->taskCombo()->setCurrentIndex(panel->form()->taskCombo()->findData("copy"));
            panel->form()->box<QSpinBox>("steps")->setValue(5000);
            panel->play();
            QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= 30, 30000);
            QVERIFY(w.close());  // stops cleanly and checkpoints
            closedAt = panel->stepsDone();
        }
        QVERIFY(QFile::exists(ui::TrainPanel::autosavePath()));
        {
            MainWindow w;
            auto* panel = w.trainPanel();
            QVERIFY(panel->offersResume());
            QVERIFY2(panel->resumeOfferText().startsWith("A copy training run (decoder-only, 2 layers × 4 heads, n_embd 64) was interrupted at step"),
                     qPrintable(panel->resumeOfferText()));
            // ▶ Play with the offer in view asks first: a new run would autosave over the interrupted one
            QString question;
            answerTheQuestionWith("Cancel", &question);
            panel->button("play")->click();
            QVERIFY2(question.contains("was interrupted at step") && question.contains("A new run takes its place"), qPrintable(question));
            QVERIFY(panel->offersResume() && panel->stepsDone() == 0);  // nothing started
            answerTheQuestionWith("Resume it", &question);
            panel->button("play")->click();
            QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith("Resumed the copy run"), 10000);
            QVERIFY(!panel->offersResume());
            QVERIFY(panel->stepsDone() >= closedAt);
            QCOMPARE(panel->form()->task(), QString("copy"));
            const int64_t from = panel->stepsDone();
            panel->play();
            QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= from + 20, 30000);
            QVERIFY(panel->history().front().step == from + 1);  // it continued, it did not start again
            panel->stopAndWait();  // checkpointed again
        }
        MainWindow w;
        auto* panel = w.trainPanel();
        QVERIFY(panel->offersResume());
        QString question;
        answerTheQuestionWith("Start a new run", &question);
        panel->button("step")->click();
        QVERIFY(!question.isEmpty());
        QVERIFY(!panel->offersResume());  // gone with the new run, whose first step is step 1
        QTRY_VERIFY_WITH_TIMEOUT(!panel->history().isEmpty(), 10000);
        QCOMPARE(panel->history().front().step, int64_t{1});
        panel->stopAndWait();
    }

    // In the dark theme a refused field kept the light theme's pink fill under the dark theme's light
    // text (contrast 1.2 : 1), and notices their bright amber band: both take the theme's colours,
    // switched either way while shown, and read at 4.5 : 1 at least.
    void inTheDarkThemeARefusedFieldAndANoticeStayReadable() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showTab("train"));
        auto* rate = w.trainPanel()->form()->box<QDoubleSpinBox>("learning_rate");
        rate->setValue(0.0);  // refused
        w.setSentence(QString(100, QChar('a')));  // a notice: only the first tokens are used
        QVERIFY(!w.noticeText().isEmpty());
        QLabel* notice = nullptr;
        for (auto* label : w.findChildren<QLabel*>())
            if (label->isVisible() && label->text() == w.noticeText()) notice = label;
        QVERIFY(notice);
        for (const bool dark : {true, false, true}) {
            w.setDarkTheme(dark);
            QCoreApplication::processEvents();
            double fill = 0;
            const double field = textContrast(rate, &fill);
            QVERIFY2(field >= 4.5, qPrintable(QString("refused field, %1 theme: %2 : 1").arg(dark ? "dark" : "light").arg(field)));
            QVERIFY(rate->styleSheet().contains("border"));  // still marked
            const double band = textContrast(notice, &fill);
            QVERIFY2(band >= 4.5, qPrintable(QString("notice, %1 theme: %2 : 1").arg(dark ? "dark" : "light").arg(band)));
            QVERIFY2(dark ? fill < 0.1 : fill > 0.8, qPrintable(QString("notice's fill, luminance %1").arg(fill)));
        }
        w.setDarkTheme(false);
    }

    void impossibleHyperparametersAreFlaggedOnTheirField() {
        MainWindow w;
        auto* panel = w.trainPanel();
        panel->form()->box<QDoubleSpinBox>("learning_rate")->setValue(0.0);
        QVERIFY(panel->validationError().startsWith("learning_rate (0) must be positive"));
        QVERIFY(!panel->button("play")->isEnabled());
        QVERIFY(panel->form()->box<QDoubleSpinBox>("learning_rate")->styleSheet().contains("#c62828"));
        panel->form()->box<QDoubleSpinBox>("learning_rate")->setValue(0.003);
        QVERIFY(panel->button("play")->isEnabled());
    }
};

QTEST_MAIN(TrainTabTest)
#include "train_tab_test.moc"
