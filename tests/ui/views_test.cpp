// The Attention, Positional, Activations, Compare and Output pages, and export.
#include "window_test_support.h"

using namespace window_test;

class ViewsTest : public QObject {
    Q_OBJECT

private slots:
    WINDOW_TEST_SETUP

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

    void theAttentionTabOfAnEncoderDecoderShowsCrossAndEncoderAttention() {
        MainWindow w;
        QVERIFY(w.openPreset(3));  // reverse, encoder–decoder: source "3a7c91fb"
        w.showTab("attention");
        auto* view = w.findChild<ui::AttentionView*>();
        QCOMPARE(view->kind(), ui::AttentionView::Kind::cross);  // it opens on what only this kind of model has
        const auto& cross = w.trace().main.layers[w.layer()].cross;
        QCOMPARE(w.attentionPlot()->heatmap().values, cross.weights[w.head()]);
        QCOMPARE(w.attentionPlot()->heatmap().columnLabels.join(""), QString("3a7c91fb"));  // keys: the source
        QVERIFY(w.attentionPlot()->title().startsWith("Cross-attention"));
        view->setKind(ui::AttentionView::Kind::encoder);
        QCOMPARE(w.attentionPlot()->heatmap().values, w.trace().encoder.layers[w.layer()].attn.weights[w.head()]);
        QCOMPARE(w.attentionPlot()->heatmap().rowLabels.join(""), QString("3a7c91fb"));
        QCOMPARE(w.attentionPlot()->maskedCellCount(), 0);  // the encoder sees the whole source, both ways
        view->setKind(ui::AttentionView::Kind::self);
        QCOMPARE(w.attentionPlot()->heatmap().values, w.trace().main.layers[w.layer()].attn.weights[w.head()]);
        QVERIFY(w.openPreset(0));  // a decoder-only model: only its self-attention
        QCOMPARE(view->kind(), ui::AttentionView::Kind::self);
        QVERIFY(w.attentionPlot()->title().startsWith("Attention weights"));
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
};

QTEST_MAIN(ViewsTest)
#include "views_test.moc"
