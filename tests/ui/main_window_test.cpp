// The main window under the offscreen platform: typing recomputes the trace, the heatmap shows
// exactly the core's numbers, bad input is flagged and loses nothing.
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>

#include <nlohmann/json.hpp>

#include "core/model_io.h"
#include "core/ops.h"
#include "core/trace_stats.h"
#include "ui/activation_view.h"
#include "ui/appearance.h"
#include "ui/attention_lines.h"
#include "ui/positional_view.h"
#include "ui/random_model_dialog.h"
#include "ui/attention_view.h"
#include "ui/compare_view.h"
#include "ui/experiment_panel.h"
#include "ui/exploration.h"
#include "ui/output_view.h"
#include "ui/plot_export.h"
#include "core/sampling.h"
#include "ui/heatmap_plot.h"
#include "ui/pipeline_strip.h"
#include "ui/step_view.h"
#include "ui/main_window.h"
#include "ui/token_strip.h"
#include "ui/train_form.h"
#include "ui/train_panel.h"
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QPushButton>

using ui::MainWindow;

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    static void expectHeatmapEqualsTrace(MainWindow& w) {
        const auto& attn = w.trace().main.layers[w.layer()].attn;
        const auto& weights = attn.weights[w.head()];
        const auto* plot = w.attentionPlot();
        int masked = 0;
        for (int r = 0; r < weights.rows(); ++r)
            for (int c = 0; c < weights.cols(); ++c) {
                if (std::isinf(attn.masked[w.head()](r, c))) {
                    QVERIFY(std::isnan(plot->drawnValue(r, c)));
                    QCOMPARE(weights(r, c), 0.0f);
                    ++masked;
                } else {
                    QCOMPARE(plot->drawnValue(r, c), double(weights(r, c)));
                }
            }
        QCOMPARE(plot->maskedCellCount(), masked);
    }

    // The window shown at a size where the Train tab is roomy, on that tab; closing needs no confirmation.
    static bool showTrainTab(MainWindow& w) {
        w.askBeforeClosingWhileTraining = false;
        w.resize(1500, 950);
        w.show();
        return QTest::qWaitForWindowExposed(&w) && w.showTab("train");
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }  // QSettings in a test location
    void init() {
        QSettings().clear();
        QFile::remove(ui::TrainPanel::autosavePath());
    }

    void opensWithTheShippedModelAndASentenceAlreadyComputed() {
        MainWindow w;
        w.showTab("attention");
        QVERIFY(w.model() != nullptr);
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().tokens(), static_cast<int>(MainWindow::defaultSentence().size()));
        QCOMPARE(w.findChild<ui::TokenStrip*>()->chipCount(), w.trace().tokens());
        expectHeatmapEqualsTrace(w);
    }

    void typingRecomputesAndTheHeatmapShowsTheCoreValues() {
        MainWindow w;
        w.showTab("attention");
        auto* edit = w.findChild<QLineEdit*>();
        edit->clear();
        QTest::keyClicks(edit, "the cat");
        QCOMPARE(w.trace().tokens(), 7);
        const int T = 7;
        QCOMPARE(w.attentionPlot()->maskedCellCount(), T * (T - 1) / 2);  // causal: strict upper triangle
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.attentionPlot()->showsCellNumbers());
        for (int layer = 0; layer < w.model()->config().n_layer; ++layer)
            for (int head = 0; head < w.model()->config().n_head; ++head) {
                w.setLayer(layer);
                w.setHead(head);
                expectHeatmapEqualsTrace(w);
            }
    }

    void unknownCharactersAreFlaggedNotDropped() {
        MainWindow w;
        w.setSentence(QStringLiteral("the € cat"));
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().tokens(), 9);
        QVERIFY(w.noticeText().contains(QStringLiteral("€")));
        QVERIFY(w.input().unknown[4]);
    }

    void aLongPasteIsTruncatedWithAVisibleNotice() {
        MainWindow w;
        QElapsedTimer timer;
        timer.start();
        w.setSentence(QString(10000, QChar('a')));
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().tokens(), w.model()->config().block_size);
        QVERIFY(w.noticeText().contains(QStringLiteral("only the first %1").arg(w.model()->config().block_size)));
    }

    void emptyTextSaysWhatToDo() {
        MainWindow w;
        w.setSentence(QString());
        QVERIFY(!w.hasTrace());
        QVERIFY(w.noticeText().contains("type a sentence"));
        w.setSentence("ok");
        QVERIFY(w.hasTrace());
    }

    void walkingEveryStepShowsTheStepsOwnMatricesInTheHeatmaps() {
        MainWindow w;
        w.setSentence("the cat sat");
        auto* strip = w.pipelineStrip();
        QAction* next = nullptr;
        for (auto* a : w.findChildren<QAction*>())
            if (a->text() == MainWindow::tr("&Next step")) next = a;
        QVERIFY(next);
        QVERIFY(w.showStep("tokens"));
        QStringList seen;
        for (int i = 0; i < 30 && !seen.contains(strip->currentStep()); ++i) {
            seen << strip->currentStep();
            const auto& matrices = w.stepView()->matrices();
            const auto plots = w.stepView()->visiblePlots();
            QCOMPARE(plots.size(), static_cast<int>(matrices.size()));
            for (int k = 0; k < plots.size(); ++k) {
                const auto& m = matrices[k];
                for (int r = 0; r < m.values.rows(); ++r)
                    for (int c = 0; c < m.values.cols(); ++c) {
                        const bool masked = std::isinf(m.values(r, c)) || (m.masked.size() > 0 && m.masked(r, c));
                        if (masked) QVERIFY(std::isnan(plots[k]->drawnValue(r, c)));
                        else QCOMPARE(plots[k]->drawnValue(r, c), double(m.values(r, c)));
                    }
            }
            next->trigger();
        }
        QCOMPARE(seen.size(), 16);
        QCOMPARE(seen.last(), QString("probs"));
        QVERIFY(w.stepView()->title().contains("Probabilities"));
    }

    void thePaddingMaskZeroesTheWeightsOfPaddedKeys() {
        MainWindow w;
        w.setSentence("the cat sat");
        auto* panel = w.experiments();
        panel->maskCombo()->setCurrentIndex(panel->maskCombo()->findData(static_cast<int>(al::MaskKind::padding)));
        panel->validLengthBox()->setValue(4);
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

    void theOutputTabShowsTheSamplingDistributionAndGenerateAppendsTokens() {
        MainWindow w;
        w.setSentence("the cat s");
        QVERIFY(w.showTab("output"));
        auto* out = w.outputView();
        const auto& logits = w.trace().logits;
        const auto p = al::sampling_distribution(logits.row(logits.rows() - 1).data(), static_cast<int>(logits.cols()), out->sampling());
        QVERIFY(!out->bars().empty());
        for (const auto& [id, prob] : out->bars()) QCOMPARE(prob, p[id]);
        out->findChildren<QDoubleSpinBox*>()[0]->setValue(0.0);  // temperature 0: greedy
        QCOMPARE(static_cast<int>(out->bars().size()), 1);
        QCOMPARE(out->bars()[0].second, 1.0);
        const int before = w.trace().tokens();
        w.generate();
        QCOMPARE(w.trace().tokens(), before + out->tokensToGenerate());
        const QString once = w.findChild<QLineEdit*>()->text();
        w.setSentence("the cat s");
        w.generate();
        QCOMPARE(w.findChild<QLineEdit*>()->text(), once);  // same seed, same continuation
    }

    void everyPlotExportsToPngSvgPdfAndTheMatrixToCsv() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setSentence("it was");
        w.showTab("attention");
        QTemporaryDir dir;
        for (const char* name : {"a.png", "a.svg", "a.pdf"}) {
            QCOMPARE(ui::exportPlot(w.attentionPlot(), dir.filePath(name)), QString());
            QVERIFY(QFileInfo(dir.filePath(name)).size() > 1000);
        }
        QImage png(dir.filePath("a.png"));
        QVERIFY(png.width() >= w.attentionPlot()->width());
        QVERIFY(!ui::exportPlot(w.attentionPlot(), dir.filePath("a.bmp")).isEmpty());
        QCOMPARE(ui::exportCsv(w.attentionPlot()->heatmap(), dir.filePath("w.csv")), QString());
        QFile csv(dir.filePath("w.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 6);  // header + one row per token of "it was"
        const QStringList row1 = lines[2].split(',');
        QCOMPARE(row1[0], QString("t"));
        QCOMPARE(row1[1].toFloat(), w.trace().main.layers[0].attn.weights[0](1, 0));  // 9 digits: exact
    }

    void theGridShowsEveryHeadAndAClickOpensOne() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setSentence("the cat");
        QVERIFY(w.showTab("attention-grid"));
        auto* view = w.attentionView();
        const auto& c = w.model()->config();
        for (int l = 0; l < c.n_layer; ++l)
            for (int h = 0; h < c.n_head; ++h) {
                auto* thumb = view->thumbnail(l, h);
                QVERIFY(thumb);
                QCOMPARE(thumb->drawnValue(3, 1), double(w.trace().main.layers[l].attn.weights[h](3, 1)));
            }
        QTest::mouseClick(view->thumbnail(1, 3), Qt::LeftButton, {}, view->thumbnail(1, 3)->rect().center());
        QCOMPARE(w.layer(), 1);
        QCOMPARE(w.head(), 3);
        QCOMPARE(view->mode(), ui::AttentionView::Mode::heatmap);
        QVERIFY(w.attentionPlot()->title().contains("layer 1 · head 3"));
    }

    void theLinesViewIsolatesAHoveredToken() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setSentence("the cat sat");
        QVERIFY(w.showTab("attention-lines"));
        auto* lines = w.attentionView()->lines();
        lines->repaint();
        const int all = lines->visibleLineCount();
        QVERIFY(all > 11);
        QTest::mouseMove(lines, QPoint(20, 14));  // the first query token, top left
        lines->repaint();
        QCOMPARE(lines->focusedQuery(), 0);
        QCOMPARE(lines->visibleLineCount(), 1);  // "t" can only see itself under the causal mask
    }

    void thePositionalTabShowsSinusoidalBesideLearnedAndTheirSimilarity() {
        MainWindow w;
        QVERIFY(w.showTab("positional"));
        auto* view = w.positionalView();
        const auto& c = w.model()->config();
        const auto P = al::sinusoidal_encoding<float>(c.block_size, c.n_embd);
        QCOMPARE(view->sinusoidalPlot()->drawnValue(5, 3), double(P(5, 3)));
        QCOMPARE(view->learnedPlot()->drawnValue(7, 2), double(w.model()->params().transformer.wpe(7, 2)));
        QCOMPARE(view->similarityPlot()->drawnValue(4, 9), double(al::gram(P)(4, 9)));
        QCOMPARE(view->curves()->graphCount(), 4);
        view->dimensionsEdit()->setText("2, 3, 999");  // an impossible dimension is skipped
        QCOMPARE(view->curves()->graphCount(), 2);
        auto* items = qobject_cast<QStandardItemModel*>(view->encodingCombo()->model());
        QVERIFY(items->item(1)->isEnabled());  // this model has a learned encoding to choose
        view->encodingCombo()->setCurrentIndex(1);
        QCOMPARE(view->similarityPlot()->drawnValue(4, 9), double(al::gram(w.model()->params().transformer.wpe)(4, 9)));
        al::ModelConfig c2 = w.model()->config();
        c2.positional = al::Positional::sinusoidal;
        w.useRandomModel(c2, 3);
        QVERIFY(!items->item(1)->isEnabled());  // a sinusoidal model has none
        QCOMPARE(view->encodingCombo()->currentIndex(), 0);
    }

    void theActivationsTabShowsTheResidualStreamNormsHistogramAndNormStatistics() {
        MainWindow w;
        w.setSentence("the cat sat");
        w.setLayer(1);
        QVERIFY(w.showTab("activations"));
        auto* view = w.activationView();
        const auto& t = w.trace().main;
        QCOMPARE(view->residualPlot()->drawnValue(2, 5), double(t.layers[1].out(2, 5)));
        QCOMPARE(view->normsPlot()->drawnValue(4, 0), double(al::row_norms(t.embed_sum)[4]));
        QCOMPARE(view->normsPlot()->drawnValue(4, 2), double(al::row_norms(t.layers[1].out)[4]));
        int counted = 0;
        auto* bars = qobject_cast<QCPBars*>(view->histogramPlot()->plottable(0));
        for (auto it = bars->data()->begin(); it != bars->data()->end(); ++it) counted += static_cast<int>(it->value);
        QCOMPARE(counted, static_cast<int>(t.layers[1].mlp_act.size()));
        QCOMPARE(view->normStatsPlot()->graphCount(), 4);
        QCOMPARE(view->normStatsPlot()->graph(1)->data()->at(3)->value, double(al::row_stds(t.layers[1].norm1)[3]));
    }

    void everyShippedPresetOpensWithItsSentenceAndPredictsSensibly() {
        MainWindow w;
        QVERIFY(w.openPreset(1));  // coref: "… because it was too tired . it" → animal
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().main.ids.front(), al::Tokenizer::bos_id);
        const auto& tok = *w.model()->tokenizer();
        Eigen::Index best;
        w.trace().probs.row(w.trace().probs.rows() - 1).maxCoeff(&best);
        QCOMPARE(QString::fromStdString(tok.piece(static_cast<int>(best))), QString("animal"));
        w.setSentence("the animal didn't cross the street because it was too wide . it");
        w.trace().probs.row(w.trace().probs.rows() - 1).maxCoeff(&best);
        QCOMPARE(QString::fromStdString(tok.piece(static_cast<int>(best))), QString("street"));
        QVERIFY(w.openPreset(2));  // reverse: after "3a7c91fb=" comes "b"
        w.trace().probs.row(w.trace().probs.rows() - 1).maxCoeff(&best);
        QCOMPARE(QString::fromStdString(w.model()->tokenizer()->piece(static_cast<int>(best))), QString("b"));
        QVERIFY(w.openPreset(3));  // encoder–decoder: the decoder reads its own greedy output, the reversed source
        QVERIFY(w.trace().has_encoder);
        QString decoded;
        for (int id : w.trace().main.ids) decoded += QString::fromStdString(w.model()->tokenizer()->piece(id));
        QVERIFY2(decoded.startsWith("<bos>bf19c7a3"), qPrintable(decoded));
        QVERIFY(w.showStep("cross-softmax"));
        QCOMPARE(w.stepView()->matrices().back().values.cols(), 8);  // keys: the 8 source tokens
        QVERIFY(w.stepView()->title().startsWith("Cross-attention"));
        // the encoder's own steps come first: its self-attention over the source, with no causal mask
        QCOMPARE(w.findChild<ui::PipelineStrip*>()->currentStep(), QString("cross-softmax"));
        QVERIFY(w.showStep("encoder-softmax"));
        QVERIFY(w.stepView()->title().startsWith("Encoder"));
        const auto& encoderWeights = w.trace().encoder.layers[w.layer()].attn.weights[w.head()];
        QCOMPARE(w.stepView()->matrices().back().values, encoderWeights);
        QVERIFY(encoderWeights(0, 7) > 0.0f);  // the first source token sees the last
        QVERIFY(w.stepView()->visiblePlots().back()->heatmap().rowLabels.join("") == "3a7c91fb");
        QVERIFY(w.showStep("encoder-output"));
        QCOMPARE(w.stepView()->matrices().back().values, w.trace().encoder.final_norm);
        QVERIFY(w.openPreset(0));
        QCOMPARE(w.trace().tokens(), static_cast<int>(MainWindow::defaultSentence().size()));
    }

    void theAttentionTabOfAnEncoderDecoderShowsCrossAndEncoderAttention() {
        MainWindow w;
        QVERIFY(w.openPreset(3));  // reverse, encoder–decoder: source "3a7c91fb"
        w.showTab("attention");
        auto* view = w.findChild<ui::AttentionView*>();
        QCOMPARE(view->kind(), ui::AttentionView::Kind::self);
        view->setKind(ui::AttentionView::Kind::cross);
        const auto& cross = w.trace().main.layers[w.layer()].cross;
        QCOMPARE(w.attentionPlot()->heatmap().values, cross.weights[w.head()]);
        QCOMPARE(w.attentionPlot()->heatmap().columnLabels.join(""), QString("3a7c91fb"));  // keys: the source
        QVERIFY(w.attentionPlot()->title().startsWith("Cross-attention"));
        view->setKind(ui::AttentionView::Kind::encoder);
        QCOMPARE(w.attentionPlot()->heatmap().values, w.trace().encoder.layers[w.layer()].attn.weights[w.head()]);
        QCOMPARE(w.attentionPlot()->heatmap().rowLabels.join(""), QString("3a7c91fb"));
        QCOMPARE(w.attentionPlot()->maskedCellCount(), 0);  // the encoder sees the whole source, both ways
        QVERIFY(w.openPreset(0));  // a decoder-only model: only its self-attention
        QCOMPARE(view->kind(), ui::AttentionView::Kind::self);
        QVERIFY(w.attentionPlot()->title().startsWith("Attention weights"));
    }

    void theRandomInitEditorFlagsAnImpossibleFieldAndStaysUsable() {
        MainWindow w;
        ui::RandomModelDialog dialog(w.model()->config());
        QVERIFY(dialog.error().isEmpty());
        dialog.field("n_embd")->setValue(30);
        QCOMPARE(dialog.error(), QString("n_embd (30) must be divisible by n_head (4)"));
        QVERIFY(dialog.field("n_embd")->styleSheet().contains("#c62828"));
        dialog.field("n_embd")->setValue(32);
        QVERIFY(dialog.error().isEmpty());
        dialog.field("n_layer")->setValue(0);
        QVERIFY(dialog.error().startsWith("n_layer (0) must be positive"));
        dialog.field("n_layer")->setValue(3);
        w.useRandomModel(dialog.config(), 5);
        QCOMPARE(w.model()->config().n_layer, 3);
        QCOMPARE(w.model()->config().n_embd, 32);
        QVERIFY(w.hasTrace());
    }

    void comparingTwoSentencesShowsBothAndTheirDifference() {
        MainWindow w;
        QVERIFY(w.openPreset(1));
        QVERIFY(w.showTab("compare"));
        auto* view = w.compareView();
        QCOMPARE(view->otherSentence(), QString("the animal didn't cross the street because it was too wide . it"));
        QCOMPARE(w.layer(), 1);  // the preset opens on the head that resolves "it"
        QCOMPARE(w.head(), 1);
        const auto& a = w.trace().main.layers[1].attn.weights[1];
        const auto* plotB = view->plot(1);
        const auto* diff = view->plot(2);
        const double b = plotB->drawnValue(12, 1);
        QCOMPARE(diff->drawnValue(12, 1), double(a(12, 1) - float(b)));
        QVERIFY(std::abs(diff->drawnValue(12, 2)) > 1e-4);  // "it" weighs "animal" differently
        QCOMPARE(diff->drawnValue(3, 1), 0.0);               // before the adjective nothing differs
        view->setOtherSentence("the cat");                   // shorter: compared over the first tokens
        QVERIFY(diff->title().contains("first 3 tokens"));
        view->setOtherSentence("the €");                     // unknown words are <unk>, still compared
        QVERIFY(!diff->title().isEmpty());
    }

    void aSessionSavesAndRestoresTheWholeState() {
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.json");
        QJsonObject saved;
        {
            MainWindow w;
            QVERIFY(w.openPreset(1));
            w.setSentence("the dog didn't cross the road because it was too wide . it");
            w.setLayer(1);
            w.setHead(3);
            w.experiments()->zeroHeadCheck()->setChecked(true);
            w.experiments()->maskCombo()->setCurrentIndex(2);
            w.outputView()->fromJson({{"temperature", 0.5}, {"top_k", 5}, {"top_p", 0.9}, {"seed", 42}, {"tokens", 3}});
            QVERIFY(w.showStep("softmax"));
            QVERIFY(w.saveSession(path));
            saved = w.sessionJson();
        }
        MainWindow w;  // a fresh window on the default model
        QVERIFY(w.sessionJson() != saved);
        QString error;
        QVERIFY2(w.openSession(path, &error), qPrintable(error));
        QCOMPARE(w.sessionJson(), saved);
        QCOMPARE(w.trace().main.ids.front(), al::Tokenizer::bos_id);  // the coref preset's <bos> came back
        QVERIFY(w.trace().main.layers[1].attn.concat.middleCols(3 * 16, 16).isZero(0));
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("softmax"));
    }

    void aBrokenSessionFileChangesNothing() {
        MainWindow w;
        const QJsonObject before = w.sessionJson();
        QTemporaryDir dir;
        for (const QByteArray& content : {QByteArray("{not json"), QByteArray("{\"format\": \"other\"}"),
                                          QByteArray("{\"format\": \"attentionlab-session\", \"model\": {\"file\": \"/nope.safetensors\"}}")}) {
            QFile f(dir.filePath("s.json"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            f.close();
            QString error;
            QVERIFY(!w.openSession(dir.filePath("s.json"), &error));
            QVERIFY(!error.isEmpty());
            QCOMPARE(w.sessionJson(), before);
        }
    }

    void theWindowFitsA1280By720ScreenWithEveryTab() {
        MainWindow w;
        w.show();
        const QSize minimum = w.minimumSizeHint().expandedTo(w.minimumSize());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                 qPrintable(QString("minimum window size %1 × %2").arg(minimum.width()).arg(minimum.height())));
    }

    void aHeatmapTitleTooWideForItsPlotWrapsTheSizeOntoASecondLine() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.title = "Probe · L0 H0 · step 12345 of a long run";
        data.values = al::Matrix<float>::Zero(18, 18);
        plot.resize(900, 600);
        plot.show();
        plot.setHeatmap(data);
        QCOMPARE(plot.title(), QString("Probe · L0 H0 · step 12345 of a long run   (18 × 18)"));
        const auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(0, 0));
        QVERIFY(title && !title->text().contains('\n'));
        plot.resize(260, 400);
        QCoreApplication::sendPostedEvents();
        QVERIFY(title->text().endsWith("\n(18 × 18)"));
        QVERIFY(QFontMetrics(title->font()).horizontalAdvance(title->text().section('\n', 0, 0)) < 260);
    }

    void presentationModeEnlargesFontsAndTheDarkThemeDarkensThePlots() {
        MainWindow w;
        const double normal = QApplication::font().pointSizeF();
        w.setPresentationMode(true);
        QVERIFY(QApplication::font().pointSizeF() > 1.5 * normal);
        QCOMPARE(w.attentionPlot()->xAxis->tickLabelFont().pointSizeF(), QApplication::font().pointSizeF());
        w.setDarkTheme(true);
        QVERIFY(w.attentionPlot()->xAxis->tickLabelColor().lightness() > 200);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 60);
        w.setPresentationMode(false);
        w.setDarkTheme(false);
        QCOMPARE(QApplication::font().pointSizeF(), normal);
    }

    void inPresentationModeTheExperimentPanelWidensInsteadOfScrollingSideways() {
        MainWindow w;
        w.resize(1500, 920);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* panel = w.findChild<ui::ExperimentPanel*>();
        auto* scroll = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const int normalWidth = scroll->width();
        w.setPresentationMode(true);
        QTRY_VERIFY(scroll->width() > normalWidth);
        QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        w.setExperimentPanelVisible(false);  // View → Experiment panel (F6): the views take the whole width
        QVERIFY(!scroll->isVisible());
        w.setExperimentPanelVisible(true);
        w.setPresentationMode(false);
    }

    void trainingReverseFromThePanelLowersTheLossPausesResumesAndSavesAModel() {
        MainWindow w;
        QVERIFY(showTrainTab(w));
        auto* panel = w.trainPanel();
        panel->form()->taskCombo()->setCurrentText("reverse");
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
    }

    void trainingAnEncoderDecoderProbesItsCrossAttentionToTheSource() {
        MainWindow w;
        QVERIFY(showTrainTab(w));
        auto* panel = w.trainPanel();
        panel->form()->taskCombo()->setCurrentText("reverse");
        panel->form()->archCombo()->setCurrentIndex(panel->form()->archCombo()->findData("encoder_decoder"));
        panel->form()->box<QSpinBox>("steps")->setValue(60);
        QTest::mouseClick(panel->button("play"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), ui::TrainingWorker::State::finished, 60000);
        QTRY_VERIFY(panel->probePlot()->heatmap().title.endsWith("step 60"));  // the last probe, sent after the state
        const auto& probe = panel->probePlot()->heatmap();
        QVERIFY2(probe.title.contains("cross"), qPrintable(probe.title));
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
        panel->form()->taskCombo()->setCurrentText("reverse");
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

    void closingMidTrainingOffersToResumeAtTheNextStart() {
        int64_t closedAt = 0;
        {
            MainWindow w;
            w.askBeforeClosingWhileTraining = false;
            w.resize(1400, 900);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            auto* panel = w.trainPanel();
            panel->form()->taskCombo()->setCurrentText("copy");
            panel->form()->box<QSpinBox>("steps")->setValue(5000);
            panel->play();
            QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= 30, 30000);
            QVERIFY(w.close());  // stops cleanly and checkpoints
            closedAt = panel->stepsDone();
        }
        QVERIFY(QFile::exists(ui::TrainPanel::autosavePath()));
        MainWindow w;
        auto* panel = w.trainPanel();
        QVERIFY(panel->offersResume());
        panel->resumeAutosave();
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith("Resumed the copy run"), 10000);
        QVERIFY(panel->stepsDone() >= closedAt);
        QCOMPARE(panel->form()->taskCombo()->currentText(), QString("copy"));
        const int64_t from = panel->stepsDone();
        panel->play();
        QTRY_VERIFY_WITH_TIMEOUT(panel->stepsDone() >= from + 20, 30000);
        QVERIFY(panel->history().front().step == from + 1);  // it continued, it did not start again
        panel->stopAndWait();
    }

    void everyExperimentAndTabHasAShortcut() {
        MainWindow w;
        QStringList missing;
        int withKeys = 0;
        for (auto* a : w.findChildren<QAction*>()) {
            if (a->menu() || a->isSeparator() || a->text().isEmpty()) continue;
            if (a->shortcut().isEmpty()) missing << a->text();
            else ++withKeys;
        }
        // only recent files (a per-user list) and About go without a key
        for (const QString& m : missing) QVERIFY2(m.contains(".safetensors") || m.contains("About"), qPrintable(m));
        QVERIFY(withKeys >= 30);
        const auto before = w.trace().logits;
        for (auto* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E)) a->trigger();  // toggle positions
        QVERIFY(w.trace().main.embed_position.isZero(0));
        for (auto* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Backspace)) a->trigger();
        QVERIFY(w.trace().logits.isApprox(before, 0.0f));
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

    void aModelFileThatFailsToLoadLeavesTheCurrentModelInPlace() {
        MainWindow w;
        const auto* before = w.model();
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.safetensors");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x10\x00\x00\x00\x00\x00\x00\x00{\"a\": 1}", 16);
        f.close();
        QString error;
        QVERIFY(!w.openModel(path, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(w.model(), before);
        QVERIFY(w.hasTrace());
        QVERIFY(!w.openModel(dir.filePath("missing.safetensors"), &error));
        QVERIFY(error.contains("cannot open"));
    }

    void aModelTrainedOnAToyTaskOpensWithItsLeadingBos() {
        MainWindow w;
        QTemporaryDir dir;
        QVERIFY(QFile::copy(":/models/coref.safetensors", dir.filePath("shipped.safetensors")));
        auto coref = al::load_model(dir.filePath("shipped.safetensors").toStdString());
        al::save_model(coref, dir.filePath("coref.safetensors").toStdString());
        coref.set_task("");
        al::save_model(coref, dir.filePath("untold.safetensors").toStdString());
        w.setSentence("the dog didn't catch the cat because it was too fast . it");
        QVERIFY(w.openModel(dir.filePath("coref.safetensors")));
        QCOMPARE(w.trace().main.ids.front(), al::Tokenizer::bos_id);
        Eigen::Index best;
        w.trace().probs.row(w.trace().probs.rows() - 1).maxCoeff(&best);
        QCOMPARE(QString::fromStdString(w.model()->tokenizer()->piece(static_cast<int>(best))), QString("cat"));
        QVERIFY(w.openModel(dir.filePath("untold.safetensors")));  // no task recorded: the text as typed
        QVERIFY(w.trace().main.ids.front() != al::Tokenizer::bos_id);
    }

    // The CLI's `trace --text` reads every shipped model's sentence as the window does (<bos> for the
    // decoder presets of sequence tasks; the source and the greedy decoder input for the
    // encoder–decoder), so an exported trace holds the numbers on the screen.
    void theCliTracesEveryPresetFromTheInputTheWindowShows() {
        MainWindow w;
        QTemporaryDir dir;
        for (int i = 0; i < MainWindow::presets().size(); ++i) {
            const auto& preset = MainWindow::presets()[i];
            QVERIFY(w.openPreset(i));
            const QString model = dir.filePath(QString("preset%1.safetensors").arg(i)), out = dir.filePath("trace.safetensors");
            QFile::remove(model);
            QVERIFY(QFile::copy(preset.resource, model));
            QProcess cli;
            cli.start(AL_CLI, {"trace", "--model", model, "--text", preset.sentence, "--out", out});
            QVERIFY(cli.waitForFinished(60000));
            QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
            const auto trace = al::SafetensorsFile::read(out.toStdString());
            const auto input = nlohmann::json::parse(trace.metadata().at("input"));
            QCOMPARE(input["ids"].get<std::vector<int>>(), w.trace().main.ids);
            if (w.trace().has_encoder) QCOMPARE(input["source_ids"].get<std::vector<int>>(), w.trace().encoder.ids);
            const auto logits = trace.floats(*trace.find("logits"));
            const auto& shown = w.trace().logits;
            QCOMPARE(logits.size(), static_cast<size_t>(shown.size()));
            QVERIFY2(std::equal(logits.begin(), logits.end(), shown.data()), qPrintable(preset.title));
        }
        QCOMPARE(w.trace().main.ids.front(), al::Tokenizer::bos_id);  // the encoder–decoder's decoder, too
    }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
