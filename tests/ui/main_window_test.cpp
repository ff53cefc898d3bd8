// The main window under the offscreen platform: typing recomputes the trace, the heatmap shows
// exactly the core's numbers, bad input is flagged and loses nothing.
#include <QFile>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#include "ui/heatmap_plot.h"
#include "ui/main_window.h"
#include "ui/token_strip.h"

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

private slots:
    void opensWithTheShippedModelAndASentenceAlreadyComputed() {
        MainWindow w;
        QVERIFY(w.model() != nullptr);
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().tokens(), static_cast<int>(MainWindow::defaultSentence().size()));
        QCOMPARE(w.findChild<ui::TokenStrip*>()->chipCount(), w.trace().tokens());
        expectHeatmapEqualsTrace(w);
    }

    void typingRecomputesAndTheHeatmapShowsTheCoreValues() {
        MainWindow w;
        auto* edit = w.findChild<QLineEdit*>();
        edit->clear();
        QTest::keyClicks(edit, "the cat");
        QCOMPARE(w.trace().tokens(), 7);
        const int T = 7;
        QCOMPARE(w.attentionPlot()->maskedCellCount(), T * (T - 1) / 2);  // causal: strict upper triangle
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
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
