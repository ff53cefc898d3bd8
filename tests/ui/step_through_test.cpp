// The Step-through page and the experiments: every step shows the trace's own matrices, masks and
// ablations change the computation, every experiment has a shortcut.
#include "window_test_support.h"

#include <QAccessible>
#include <QTemporaryDir>
#include <QToolButton>

#include "core/io/model_io.h"
#include "core/train/task.h"
#include "ui/i18n/language.h"
#include "ui/pages/cell_recipe_view.h"
#include "ui/window/input_bar.h"

using namespace window_test;

class StepThroughTest : public QObject {
    Q_OBJECT

private slots:
    WINDOW_TEST_SETUP

    // "Click a cell of the result …" is left out on a projector, whose rows are for the matrices:
    // also when presentation mode is switched on or off on a step already shown.
    void theClickACellHintFollowsPresentationModeOnTheStepShown() {
        MainWindow w;
        w.setSentence("the cat");
        QVERIFY(w.showStep("softmax"));
        const QString hint = "Click a cell of the result to see how it is made.";
        QVERIFY(w.stepView()->explanation().endsWith(hint));
        w.setPresentationMode(true);
        QVERIFY2(!w.stepView()->explanation().contains(hint), qPrintable(w.stepView()->explanation()));
        QVERIFY(w.showStep("scores"));
        QVERIFY(!w.stepView()->explanation().contains(hint));
        w.setPresentationMode(false);
        QVERIFY(w.stepView()->explanation().endsWith(hint));
        QVERIFY(w.showStep("embedding"));  // a step without a cell's recipe never has it
        QVERIFY(!w.stepView()->explanation().contains(hint));
    }

    void walkingEveryStepOfEveryLayerShowsTheStepsOwnMatricesInTheHeatmaps() {
        MainWindow w;
        w.setSentence("the cat sat");
        auto* strip = w.pipelineStrip();
        QAction* next = nullptr;
        for (auto* a : w.findChildren<QAction*>())
            if (a->text() == MainWindow::tr("&Next step")) next = a;
        QVERIFY(next);
        QVERIFY(w.showStep("tokens"));
        QStringList seen;  // "step@layer"
        const auto place = [&] { return strip->currentStep() + "@" + QString::number(w.layer()); };
        for (int i = 0; i < 60 && !seen.contains(place()); ++i) {
            seen << place();
            QCOMPARE(w.stepPage()->modelMap()->litBlock().isEmpty(), false);
            const auto& matrices = w.stepView()->matrices();
            const auto plots = w.stepView()->visiblePlots();
            QCOMPARE(plots.size(), static_cast<int>(matrices.size()));
            for (int k = 0; k < plots.size(); ++k) {
                const auto& m = matrices[k];
                const auto& columns = w.stepView()->shownColumns(k);  // a wide vocabulary: the readable few
                QVERIFY(columns.size() == size_t(m.values.cols()) || (m.cols == al::Axis::vocabulary && columns.size() <= 40));
                for (int r = 0; r < m.values.rows(); ++r)
                    for (int j = 0; j < int(columns.size()); ++j) {
                        const int c = columns[j];
                        const bool masked = std::isinf(m.values(r, c)) || (m.masked.size() > 0 && m.masked(r, c));
                        if (masked) QVERIFY(std::isnan(plots[k]->drawnValue(r, j)));
                        else QCOMPARE(plots[k]->drawnValue(r, j), double(m.values(r, c)));
                    }
            }
            next->trigger();
        }
        QCOMPARE(seen.size(), 3 + 2 * 11 + 2);  // the embedding steps, 11 steps in each of the 2 layers, logits and probabilities
        QCOMPARE(seen[3], QString("qkv@0"));
        QCOMPARE(seen[14], QString("qkv@1"));
        QCOMPARE(seen.last(), QString("probs@1"));
        QVERIFY(w.stepView()->title().contains("Probabilities"));
    }

    // ÷√d_k: before and after on one colour scale (so the division shows), with d_k and √d_k stated
    void theScaleStepDrawsScoresAndScaledScoresOnOneColourScaleAndStatesDk() {
        MainWindow w;
        w.setSentence("the cat sat");
        QVERIFY(w.showStep("scale"));
        const auto plots = w.stepView()->visiblePlots();
        QCOMPARE(plots.size(), 2);
        const auto& scores = w.trace().main.layers[w.layer()].attn.scores[w.head()];
        const double largest = scores.array().abs().maxCoeff();  // √d_k > 1: the scores hold the largest value
        for (auto* plot : plots) {
            QVERIFY(plot->heatmap().range.has_value());
            QCOMPARE(plot->heatmap().range->lower, -largest);
            QCOMPARE(plot->heatmap().range->upper, largest);
        }
        const int dk = w.model()->config().head_size();
        QVERIFY2(w.stepView()->formula().contains(QString("(d<sub>k</sub> = %1, √d<sub>k</sub> = %2)").arg(dk).arg(std::sqrt(dk), 0, 'g', 4)),
                 qPrintable(w.stepView()->formula()));
        QVERIFY(w.showStep("mask"));  // other steps keep their own scales
        QVERIFY(!w.stepView()->visiblePlots()[0]->heatmap().range.has_value());
    }

    void aSmallResultBesideInputsTooWideForNumbersGetsTheWidthToCarryItsValues() {
        // GPT-2's heads are 64 features wide: Q and K cannot carry numbers at any width, Q·Kᵀ of a short
        // sentence can, if it gets the room
        MainWindow w;
        al::ModelConfig c = w.model()->config();
        c.n_embd = 128, c.n_head = 2, c.d_ff = 256;  // heads of 64
        w.useRandomModel(c, 3);
        w.setSentence("the cat sat on");
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showStep("scores"));
        QApplication::processEvents();
        const auto plots = w.stepView()->visiblePlots();
        QCOMPARE(plots.size(), 3);  // Q, K → Q·Kᵀ
        QCOMPARE(plots[2]->heatmap().values.cols(), w.trace().tokens());
        QVERIFY2(plots[2]->width() > 3 * plots[0]->width() / 2,
                 qPrintable(QString("Q %1 px, Q·Kᵀ %2 px").arg(plots[0]->width()).arg(plots[2]->width())));
        QVERIFY(plots[2]->showsCellNumbers());
        QVERIFY(!plots[0]->showsCellNumbers());
        QVERIFY(w.showStep("weighted"));  // weights and V: the weights can carry numbers, so equal shares
        QApplication::processEvents();
        const auto weighted = w.stepView()->visiblePlots();
        QVERIFY(std::abs(weighted[0]->width() - weighted.back()->width()) <= 2);
    }

    // A reverse model of 8 symbols on its 18-token answer, shown on Q·Kᵀ in presentation mode at
    // 1280 × 720 (as `attentionlab -m FILE -t TEXT --presentation --step scores` starts): Q·Kᵀ's title
    // wraps at 384 px and not at 388, the width the plots lose to the page's scroll bar. Decided before
    // every plot of the row had its new width, the title's second line came and went with the scroll bar,
    // and the first show laid the window out for ever (a stack of 50,000 frames; it never appeared). It
    // appears, and on every step its page then keeps its size.
    void aTitleThatWrapsAtTheScrollBarsWidthDoesNotMakeThePageLayItselfOutForEver() {
        QTemporaryDir dir;
        const auto task = al::make_task("reverse", al::TaskOptions::with_length(8));
        const auto config = al::fit_to_task(al::ModelConfig{}, *task);
        const QString path = dir.filePath("reverse8.safetensors");
        al::save_model(al::LoadedModel(al::Model<float>::random(config, 3), al::tokenizer_after(*task, config.arch), "reverse"), path.toStdString());
        MainWindow w;
        QVERIFY(w.openModel(path));
        w.setPresentationMode(true);
        w.setSentence("3a7c91fb=bf19c7a3");
        QCOMPARE(static_cast<int>(w.input().ids.size()), 18);
        QVERIFY(w.showStep("scores"));
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        struct ResizeCounter : QObject {
            int resizes = 0;
            bool eventFilter(QObject*, QEvent* e) override {
                if (e->type() == QEvent::Resize) ++resizes;
                return false;
            }
        } counter;
        w.stepView()->installEventFilter(&counter);
        QStringList restless;
        for (const auto& name : al::pipeline_steps(w.model()->plan())) {
            const QString step = QString::fromStdString(name);
            QVERIFY(w.showStep(step));
            QTest::qWait(150);  // laid out, the shares of the row and the titles' lines decided
            counter.resizes = 0;
            QTest::qWait(150);
            if (counter.resizes > 0) restless << QString("%1: %2 resizes in 0.15 s").arg(step).arg(counter.resizes);
        }
        w.setPresentationMode(false);
        QVERIFY2(restless.isEmpty(), qPrintable(restless.join("; ")));
    }

    // On a projector at 1280 × 720 the first screen's Q, K and V (three results of 16 columns beside
    // their 64-wide input) cannot print their numbers side by side: they are shown one at a time, each
    // with its numbers, chosen by the buttons beside the arrow (named for a screen reader), the input
    // keeping its least width and the page unscrolled. Where they fit, in normal type at 2560 px, all three
    // again. Before, the three shared the row with the input in colour only.
    void onAProjectorQKAndVAreShownOneAtATimeEachWithItsNumbers() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        w.setPresentationMode(true);
        QVERIFY(w.showStep("qkv"));
        auto* view = w.stepView();
        QList<int> results;
        for (int i = 0; i < static_cast<int>(view->matrices().size()); ++i)
            if (view->matrices()[i].output) results << i;
        QCOMPARE(results.size(), 3);
        QTRY_COMPARE(view->resultShownAlone(), results[0]);  // Q first
        const auto buttons = view->resultButtons();
        QCOMPARE(buttons.size(), 3);
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(buttons[k]->text(), QString("QKV")[k]);
            QCOMPARE(buttons[k]->accessibleName(), QString("Show %1 (head %2)").arg(QString("QKV")[k]).arg(w.head()));
            buttons[k]->click();
            QTRY_COMPARE(view->resultShownAlone(), results[k]);
            const auto plots = view->visiblePlots();
            QCOMPARE(plots.size(), 2);  // the input and the result chosen
            QCOMPARE(plots[1], view->plotOf(results[k]));
            QCOMPARE(plots[1]->heatmap().values, view->matrices()[results[k]].values);
            QTRY_VERIFY2(plots[1]->showsCellNumbers(), qPrintable(plots[1]->title()));
            QVERIFY(buttons[k]->isChecked());
            QVERIFY(plots[0]->width() >= plots[0]->minimumSizeHint().width());
        }
        QCOMPARE(pageScroll(w), 0);
        QVERIFY(w.showStep("scores"));  // a step of one result: no buttons
        QVERIFY(view->resultButtons().isEmpty());
        QCOMPARE(view->resultShownAlone(), -1);
        w.setPresentationMode(false);
        w.resize(2560, 1440);
        QVERIFY(w.showStep("qkv"));
        QTRY_COMPARE(view->visiblePlots().size(), 4);
        for (auto* plot : view->visiblePlots().mid(1)) QTRY_VERIFY(plot->showsCellNumbers());
        QCOMPARE(view->resultShownAlone(), -1);
    }

    void thePaddingMaskZeroesTheWeightsOfPaddedKeys() {
        MainWindow w;
        w.setSentence("the cat sat");
        auto* panel = w.experiments();
        panel->maskCombo()->setCurrentIndex(panel->maskCombo()->findData(static_cast<int>(al::MaskKind::padding)));
        // chosen, it pads the last quarter at once: padding looks unlike no mask
        QCOMPARE(panel->validLengthBox()->value(), 9);
        QCOMPARE(w.trace().main.layers[1].attn.weights[0](0, 10), 0.0f);
        QCOMPARE(panel->validLengthHint(), QString("Tokens 9 to 10 are padding (hatched): no query attends to them."));
        panel->validLengthBox()->setValue(11);  // the whole sentence: nothing padded, and the panel says how to pad
        QVERIFY(w.trace().main.layers[1].attn.weights[0](0, 10) > 0.0f);
        QVERIFY2(panel->validLengthHint().startsWith("All 11 tokens are real"), qPrintable(panel->validLengthHint()));
        panel->validLengthBox()->setValue(4);
        QCOMPARE(panel->validLengthHint(), QString("Tokens 4 to 10 are padding (hatched): no query attends to them."));
        const auto& weights = w.trace().main.layers[1].attn.weights[0];
        for (int r = 0; r < weights.rows(); ++r)
            for (int c = 4; c < weights.cols(); ++c) QCOMPARE(weights(r, c), 0.0f);
        QVERIFY2(weights(0, 3) > 0.0f, "padding alone is not causal");
        w.showTab("attention");
        QCOMPARE(w.attentionPlot()->maskedCellCount(), 11 * 7);
        QCOMPARE(w.findChild<ui::TokenStrip*>()->paddingFrom(), 4);  // the pad tokens are shown as padding
        panel->maskCombo()->setCurrentIndex(panel->maskCombo()->findData(static_cast<int>(al::MaskKind::none)));
        QVERIFY(w.trace().main.layers[1].attn.weights[0](0, 10) > 0.0f);
    }

    // An experiment shows in the step it changes: the mask's kind, the scale, positions left out.
    void theStepsFormulaLineSaysWhatAnExperimentChanged() {
        MainWindow w;
        w.setSentence("the cat sat");
        QVERIFY(w.showStep("mask"));
        QVERIFY2(w.stepView()->formula().contains("mask: causal"), qPrintable(w.stepView()->formula()));
        auto* panel = w.experiments();
        panel->maskCombo()->setCurrentIndex(panel->maskCombo()->findData(static_cast<int>(al::MaskKind::none)));
        QVERIFY2(w.stepView()->formula().contains("mask: none"), qPrintable(w.stepView()->formula()));
        QVERIFY(w.showStep("scale"));
        QVERIFY(w.stepView()->formula().contains("d<sub>k</sub> = "));  // the model's own: d_k and its root
        panel->scaleCheck()->setChecked(false);
        QVERIFY2(w.stepView()->formula().contains("off: S stays unscaled"), qPrintable(w.stepView()->formula()));
        panel->scaleSlider()->setValue(10);  // × 2, without ÷√d_k
        QVERIFY2(w.stepView()->formula().contains("experiment: S × 2 in all"), qPrintable(w.stepView()->formula()));
        QVERIFY(w.showStep("positional"));
        QVERIFY(!w.stepView()->formula().contains("experiment"));
        panel->positionalCheck()->setChecked(false);
        QVERIFY2(w.stepView()->formula().contains("no positions"), qPrintable(w.stepView()->formula()));
        panel->reset();
        QVERIFY(!w.stepView()->formula().contains("experiment"));
    }

    // What-if: a double click types another value over an attention weight; the steps after it are
    // computed from it, the cell is framed, the badge names it, a session keeps it, and Undo takes it back.
    void anEditedAttentionWeightIsWhatEveryLaterStepReadsUntilItIsUndone() {
        MainWindow w;
        w.setSentence("The cat sat on the mat");
        w.exploration()->select(1, 1);
        QVERIFY(w.showStep("softmax"));
        const float before = w.trace().main.layers[1].attn.weights[1](3, 1);
        const auto logitsBefore = w.trace().logits;
        const int result = static_cast<int>(w.stepView()->matrices().size()) - 1;
        QCOMPARE(w.stepPage()->editCell(result, 3, 1, "0.9"), QString());
        const auto& a = w.trace().main.layers[1].attn;
        QCOMPARE(a.weights[1](3, 1), 0.9f);
        // the × V step reads it: head 1's row 3 is Σ_j w(3, j)·v_j with the typed weight
        const int D = a.D;
        for (int d = 0; d < D; ++d) {
            double sum = 0;
            for (int j = 0; j <= 3; ++j) sum += double(a.weights[1](3, j)) * a.v(j, D + d);
            QVERIFY(std::abs(a.concat(3, D + d) - sum) < 1e-5);
        }
        // the rows before it cannot see it (computed afresh: to rounding, where typing reused them)
        QVERIFY(w.trace().logits.topRows(3).isApprox(logitsBefore.topRows(3), 1e-5f));
        QVERIFY((w.trace().logits.row(3) - logitsBefore.row(3)).cwiseAbs().maxCoeff() > 1e-3f);
        const auto plots = w.stepView()->visiblePlots();
        QCOMPARE(plots[result]->heatmap().editedCells, (std::vector<std::pair<int, int>>{{3, 1}}));
        QVERIFY(plots[result]->heatmap().editable);
        QVERIFY(!plots[0]->heatmap().editable);  // masked scores are computed from the scores: edit those
        QCOMPARE(w.findChild<ui::InputBar*>()->experimentBadge(), QString("Experiments on: edited: layer 1, head 1, weight[3, 1] = 0.9"));

        // a session keeps it
        const QJsonObject saved = w.sessionJson();
        QCOMPARE(saved["experiments"].toObject()["edits"].toArray().size(), 1);
        MainWindow again;
        QVERIFY(again.openSessionJson(saved));
        QCOMPARE(again.trace().main.layers[1].attn.weights[1](3, 1), 0.9f);
        QCOMPARE(again.trace().logits, w.trace().logits);

        QAction* undo = nullptr;
        for (auto* action : w.findChildren<QAction*>())
            if (action->text() == ui::ExperimentPanel::tr("&Undo the last edit")) undo = action;
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QCOMPARE(w.trace().main.layers[1].attn.weights[1](3, 1), before);
        QVERIFY(w.trace().logits.isApprox(logitsBefore, 1e-5f));
        QVERIFY(!undo->isEnabled());
        QVERIFY(w.stepView()->visiblePlots()[result]->heatmap().editedCells.empty());
    }

    // A weight of the model: shown with the Weights button in the Q, K, V step, typed over, undone to the bit.
    void anEditedWeightChangesQAndUndoingItRestoresTheModel() {
        MainWindow w;
        w.setSentence("the cat sat");
        QVERIFY(w.showStep("qkv"));
        QCOMPARE(w.stepView()->matrices().size(), size_t(4));
        w.stepPage()->weightsButton()->click();
        QVERIFY(w.exploration()->view()->weightsShown());
        const auto& m = w.stepView()->matrices();
        QCOMPARE(m.size(), size_t(7));
        QCOMPARE(ui::translated(m[1].name), QString("W_Q of head %1, transposed").arg(w.head()));
        const auto logitsBefore = w.trace().logits;
        const auto qBefore = w.trace().main.layers[w.layer()].attn.q;
        QCOMPARE(w.stepPage()->editCell(1, 2, 0, "1.5"), QString());
        QCOMPARE(w.stepView()->matrices()[1].values(2, 0), 1.5f);
        QCOMPARE(w.stepView()->visiblePlots()[1]->heatmap().editedCells, (std::vector<std::pair<int, int>>{{2, 0}}));
        const auto& q = w.trace().main.layers[w.layer()].attn.q;
        const int column = w.head() * w.trace().main.layers[w.layer()].attn.D;  // Q's column 0 of this head, and only it
        QVERIFY(q.col(column) != qBefore.col(column));
        QCOMPARE(q.col(column + 1), qBefore.col(column + 1));
        w.exploration()->undoEdit();
        QCOMPARE(w.trace().logits, logitsBefore);
        QCOMPARE(w.trace().main.layers[w.layer()].attn.q, qBefore);
    }

    // Not a number, a number beyond float, a result that overflows: a message, and nothing changed.
    void anEditThatIsNotANumberOrMakesTheComputationOverflowChangesNothing() {
        MainWindow w;
        w.setSentence("the cat sat on the mat");
        QVERIFY(w.showStep("softmax"));
        const int result = static_cast<int>(w.stepView()->matrices().size()) - 1;
        QVERIFY(w.stepPage()->editCell(result, 2, 0, "lots").contains("is not a number"));
        QVERIFY(w.stepPage()->editCell(result, 2, 0, "1e39").contains("not a finite number the model can hold"));
        QVERIFY(w.stepPage()->editCell(0, 2, 0, "1").contains("computed from others"));  // the masked scores
        // q(t, d) = ±3.4e38 with the sign of a key's k(j, d), |k(j, d)| > 1.1: that score is +∞, its softmax NaN
        QVERIFY(w.showStep("scores"));
        const auto& a = w.trace().main.layers[w.layer()].attn;
        const int D = a.D, g = a.kv_head(w.head());
        int row = -1, d = -1;
        for (int j = 0; j < a.S && row < 0; ++j)
            for (int f = 0; f < D && row < 0; ++f)
                if (std::abs(a.k(j, g * D + f)) > 1.1f) row = j, d = f;
        QVERIFY2(row >= 0, "a key with a feature above 1.1");
        const float k = a.k(row, g * D + d);
        const auto logitsBefore = w.trace().logits;
        const QString why = w.stepPage()->editCell(0, a.T - 1, d, k > 0 ? "3.4e38" : "-3.4e38");
        QVERIFY2(why.contains("not finite"), qPrintable(why));
        QVERIFY(why.contains("the edit was not made"));
        QVERIFY(w.exploration()->experiments().edits.empty());
        QCOMPARE(w.trace().logits, logitsBefore);
    }

    void eachAblationChangesTheComputationAndThePrediction() {
        MainWindow w;
        w.setSentence("the cat sat");
        const al::Matrix<float> baseline = w.trace().logits;
        auto* panel = w.experiments();
        const auto check = [&](QCheckBox* box) {
            box->setChecked(!box->isChecked());
            QVERIFY(!w.trace().logits.isApprox(baseline, 1e-5f));
            QVERIFY(!w.exploration()->experiments().isDefault());
            box->setChecked(!box->isChecked());
            QVERIFY(w.trace().logits.isApprox(baseline, 0.0f));
        };
        panel->positionalCheck()->setChecked(false);
        QVERIFY(w.trace().main.embed_position.isZero(0));
        panel->positionalCheck()->setChecked(true);
        check(panel->positionalCheck());
        check(panel->zeroHeadCheck());
        check(panel->residualCheck());
        check(panel->normCheck());
        check(panel->scaleCheck());
        w.setLayer(1);
        w.setHead(2);
        panel->zeroHeadCheck()->setChecked(true);
        QVERIFY(w.trace().main.layers[1].attn.concat.middleCols(2 * 12, 12).isZero(0));
        panel->scaleCheck()->setChecked(false);
        QVERIFY(w.trace().main.layers[0].attn.scaled[0].isApprox(w.trace().main.layers[0].attn.scores[0]));
        panel->reset();
        QVERIFY(w.exploration()->experiments().isDefault());
        QVERIFY(w.trace().logits.isApprox(baseline, 0.0f));
    }

    // The sentence field keeps its editing keys; ← / → step where they would do nothing in it, and
    // anywhere once Esc has left it.
    void arrowKeysStepFromTheSentenceFieldWhereUnambiguousAndCtrlKeysStillEditIt() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto* field = w.findChild<QLineEdit*>();
        field->setFocus();
        w.setSentence("the cat sat");
        QVERIFY(w.showStep("tokens"));
        auto* strip = w.pipelineStrip();
        field->setCursorPosition(4);
        QTest::keyClick(field, Qt::Key_Right);  // inside the text: the cursor moves
        QCOMPARE(field->cursorPosition(), 5);
        QCOMPARE(strip->currentStep(), QString("tokens"));
        QTest::keyClick(field, Qt::Key_End);
        QTest::keyClick(field, Qt::Key_Right);  // at the end: the next step
        QCOMPARE(strip->currentStep(), QString("embedding"));
        QTest::keyClick(field, Qt::Key_Home);
        QTest::keyClick(field, Qt::Key_Left);  // at the start: the previous step
        QCOMPARE(strip->currentStep(), QString("tokens"));
        QCOMPARE(field->text(), QString("the cat sat"));

        const auto experimentsBefore = w.exploration()->experiments();
        field->setCursorPosition(7);
        QTest::keyClick(field, Qt::Key_Backspace, Qt::ControlModifier);  // delete the word, not reset the experiments
        QCOMPARE(field->text(), QString("the  sat"));
        QTest::keyClick(field, Qt::Key_K, Qt::ControlModifier);  // the platform's line editing (X11: delete to the end), not ÷√d_k
        QTest::keyClick(field, Qt::Key_E, Qt::ControlModifier);  // (X11: to the end of the line), not the positions
        QVERIFY(w.exploration()->experiments() == experimentsBefore);

        QTest::keyClick(field, Qt::Key_Escape);  // leave the field: the arrows step from anywhere
        QVERIFY(!field->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(strip->currentStep(), QString("positional"));
    }

    // From the keyboard a heatmap is reached with Tab and read cell by cell: the arrows move a cursor
    // (the window's ← → steps wait while the plot has the focus), the row it is on is named on the axis
    // where 40 rows name every other one, a screen reader is told the cell, Enter explains the cell as
    // a click does, and Escape puts the cursor away.
    void theKeyboardReadsAHeatmapCellByCellAndEnterExplainsTheCell() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openPreset(0));  // the character model: 40 characters, 40 tokens
        w.setSentence("a sentence of forty characters, to read!");
        QVERIFY(w.showStep("softmax"));
        QApplication::processEvents();
        ui::HeatmapPlot* weights = w.stepView()->visiblePlots().back();
        QCOMPARE(weights->heatmap().values.rows(), 40);
        QVERIFY2(weights->labelledRows() < 40, "every row named: nothing to pick");
        QVERIFY(weights->focusPolicy() & Qt::TabFocus);
        weights->setFocus(Qt::TabFocusReason);
        QTest::keyClick(weights, Qt::Key_Down);  // the first key puts the cursor on the first cell
        QCOMPARE(weights->hoveredCell(), std::make_pair(0, 0));
        for (int i = 0; i < 3; ++i) QTest::keyClick(weights, Qt::Key_Down);
        QTest::keyClick(weights, Qt::Key_Right);
        QCOMPARE(weights->hoveredCell(), std::make_pair(3, 1));
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("softmax"));
        const auto rowTicks = qSharedPointerDynamicCast<QCPAxisTickerText>(weights->yAxis->ticker())->ticks();
        QVERIFY2(rowTicks.contains(3), "the cursor's row is named");
        QAccessibleInterface* reader = QAccessible::queryAccessibleInterface(weights);
        QCOMPARE(reader->role(), QAccessible::Chart);
        QVERIFY2(reader->text(QAccessible::Description).startsWith(weights->cellTip(3, 1).replace('\n', ", ")),
                 qPrintable(reader->text(QAccessible::Description).left(120)));
        QTest::keyClick(weights, Qt::Key_End);
        QCOMPARE(weights->hoveredCell(), std::make_pair(3, 39));
        QTest::keyClick(weights, Qt::Key_Return);
        auto* recipe = w.findChild<ui::CellRecipeView*>();
        QVERIFY(recipe && recipe->isVisible());
        recipe->hide();
        QTest::keyClick(weights, Qt::Key_Escape);
        QCOMPARE(weights->hoveredCell(), std::make_pair(-1, -1));
        weights->clearFocus();
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_Right);  // the arrows step again
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("weighted"));
    }

    void everyExperimentAndTabHasAShortcut() {
        MainWindow w;
        QStringList missing;
        int withKeys = 0;
        for (auto* a : w.findChildren<QAction*>()) {
            if (a->menu() || a->isSeparator() || a->text().isEmpty() || a->statusTip() == MainWindow::tr("Start the lesson")) continue;
            if (a->parent()->objectName() == "languageMenu") continue;  // a list of choices, like the lessons
            if (a->shortcut().isEmpty()) missing << a->text();
            else ++withKeys;
        }
        // only recent files (a per-user list), the shipped lessons and the languages (lists too) and About go without a key
        for (const QString& m : missing) QVERIFY2(m.contains(".safetensors") || m.contains("About"), qPrintable(m));
        QVERIFY(withKeys >= 30);
        const auto before = w.trace().logits;
        for (auto* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)) a->trigger();  // toggle positions
        QVERIFY(w.trace().main.embed_position.isZero(0));
        for (auto* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace)) a->trigger();
        QVERIFY(w.trace().logits.isApprox(before, 0.0f));
    }
};

QTEST_MAIN(StepThroughTest)
#include "step_through_test.moc"
