// The sentence and the model: typing recomputes, bad input is flagged and loses nothing, the presets, random
// and trained models, and the CLI reading the same input as the window.
#include "window_test_support.h"

#include <QDir>
#include <QMenu>
#include <QProcess>
#include <QTableWidget>

#include "ui/window/hub_dialog.h"

#include <QLabel>
#include <QStatusBar>

#include "core/base/error.h"
#include "core/train/task.h"
#include "ui/document/model_source.h"
#include "ui/widgets/fitting_line_edit.h"
#include "ui/window/input_bar.h"

using namespace window_test;

class InputAndModelsTest : public QObject {
    Q_OBJECT

private slots:
    WINDOW_TEST_SETUP

    void opensWithTheShippedModelAndASentenceAlreadyComputed() {
        MainWindow w;
        w.showTab("attention");
        QVERIFY(w.model() != nullptr);
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().tokens(), static_cast<int>(MainWindow::defaultSentence().size()));
        QCOMPARE(w.findChild<ui::TokenStrip*>()->chipCount(), w.trace().tokens());
        window_test::expectHeatmapEqualsTrace(w);
    }

    void whereTheModelCameFromReadsBackAsEverySessionAndLessonWritesIt() {
        const QJsonObject config{{"n_layer", 1}, {"n_embd", 8}, {"n_head", 2}};
        for (const QJsonObject& written : {QJsonObject{{"preset", 2}}, QJsonObject{{"preset", "coref"}},
                                           QJsonObject{{"file", "/m/x.safetensors"}},
                                           QJsonObject{{"file", "x.safetensors"}, {"config", config}},
                                           QJsonObject{{"random", config}, {"seed", 4}}, QJsonObject{{"embedded", "mine"}},
                                           QJsonObject{{"trained", "reverse"}}})
            QCOMPARE(ui::ModelSource::fromJson(written).toJson(), written);
        QCOMPARE(ui::ModelSource::fromJson({{"random", config}}).seed, 1);
        QCOMPARE(ui::ModelSource::fromJson({{"model", 1}}).kind, ui::ModelSource::Kind::none);
        QCOMPARE(ui::ModelSource::fromJson({{"random", config}}).modelConfig()->n_embd, 8);
        QVERIFY(!ui::ModelSource::fromJson({{"file", "x"}}).modelConfig());  // the file's own
        QVERIFY_THROWS_EXCEPTION(al::Error, ui::ModelSource::fromJson({{"random", QJsonObject{{"n_head", 3}}}}).modelConfig());
        MainWindow w;
        w.useRandomModel(al::ModelConfig{}, 9);
        QCOMPARE(w.exploration()->source().kind, ui::ModelSource::Kind::random);
        QCOMPARE(w.exploration()->modelSource().value("seed").toInt(), 9);
    }

    void aHuggingFaceGpt2FolderOpensWithReadableTokensAndTypingReusesItsPrefix() {
        MainWindow w;
        QVERIFY(w.openFileOrWarn(AL_FIXTURE_DIR "/gpt2_tiny/folder_f32"));
        QCOMPARE(w.model()->tokenizer()->kind(), al::TokenizerKind::hugging_face);
        auto* edit = w.findChild<QLineEdit*>();
        edit->clear();
        QTest::keyClicks(edit, "the tea");
        QCOMPARE(w.exploration()->pieceTexts(w.trace().main.ids), (QStringList{"t", "he", "␣t", "e", "a"}));
        QTest::keyClicks(edit, " it");  // at the end: the kept rows and the new ones equal a fresh forward
        QVERIFY(w.exploration()->traceReusedItsPrefix());
        const auto fresh = w.model()->forward(al::Batch::single(w.trace().main.ids), w.exploration()->experiments().options(w.trace().tokens()));
        const auto shown = w.trace().tensors(), expected = fresh.tensors();
        QCOMPARE(shown.size(), expected.size());
        for (size_t i = 0; i < shown.size(); ++i)  // float products of other shapes: equal to rounding
            for (size_t j = 0; j < expected[i].data.size(); ++j) {
                const float a = shown[i].data[j], b = expected[i].data[j];
                QVERIFY2(std::isinf(b) ? a == b : std::abs(a - b) <= 1e-5f * std::max(1.0f, std::abs(b)), shown[i].name.c_str());
            }
        QVERIFY(w.openFileOrWarn(AL_FIXTURE_DIR "/gpt2_tiny/lm_head_f16/config.json"));  // a config.json is its folder's model
        QVERIFY(w.exploration()->modelDescription().contains("2 layers"));
    }

    // Saving a session or lesson never replaces the model file (or a file of the model folder) the
    // window has open, even after the save dialog asked to replace it.
    void aSaveNeverReplacesAFileOfTheOpenModel() {
        QTemporaryDir dir;
        const QString folder = dir.filePath("gpt2");
        QDir().mkpath(folder);
        for (const char* file : {"config.json", "model.safetensors", "vocab.json", "merges.txt"})
            QVERIFY(QFile::copy(QString(AL_FIXTURE_DIR "/gpt2_tiny/folder_f32/") + file, folder + "/" + file));
        MainWindow w;
        QVERIFY(w.openFileOrWarn(folder));
        const auto bytes = [](const QString& path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray weights = bytes(folder + "/model.safetensors"), config = bytes(folder + "/config.json");
        QString error;
        QVERIFY(!w.saveSession(folder + "/model.safetensors", &error));
        QVERIFY2(error.contains("is a file this command reads"), qPrintable(error));
        QVERIFY(!w.saveLesson(folder + "/config.json", &error));
        QCOMPARE(bytes(folder + "/model.safetensors"), weights);
        QCOMPARE(bytes(folder + "/config.json"), config);
        QVERIFY2(w.saveSession(dir.filePath("kept.attentionlab.json"), &error), qPrintable(error));  // elsewhere: saved
    }

    // A session's layer 1e10 (or 0.5) was silently read as "the current layer"; now it is named, and a
    // session whose random model is known before it is made changes nothing in the window.
    void aSessionWithAnImpossibleLayerIsRefusedBeforeTheModelChanges() {
        QTemporaryDir dir;
        MainWindow w;
        const QString model = w.exploration()->modelName();
        for (const char* layer : {"1e10", "0.5", "-1"}) {
            const QString path = dir.filePath("bad.attentionlab.json");
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(R"({"format": "attentionlab-session", "version": 2, "model": {"random": {"n_layer": 2, "n_embd": 16,
                "n_head": 2, "d_ff": 32, "vocab_size": 20, "block_size": 16}}, "layer": )") + layer + "}");
            f.close();
            QString error;
            QVERIFY(!w.openSession(path, &error));
            QVERIFY2(error.contains("“layer” must be a whole number 0 … 1 for this model"), qPrintable(error));
            QCOMPARE(w.exploration()->modelName(), model);
        }
    }

    void aModelFromTheHubDownloadsInTheDialogAndOpens() {
        // a stand-in for the Hub (tests/reference/fake_hub.py) and a cache of the test's own
        QTemporaryDir dir;
        const QByteArray testCache = qgetenv("HF_HUB_CACHE");
        const QString model = AL_FIXTURE_DIR "/llama_tiny/llama_f32";
        QFile spec(dir.filePath("hub.json"));
        QVERIFY(spec.open(QIODevice::WriteOnly));
        spec.write(QJsonDocument(QJsonObject{{"tiny/llama", QJsonObject{{"files", QJsonObject{{"config.json", model + "/config.json"},
                                                                                               {"model.safetensors", model + "/model.safetensors"},
                                                                                               {"tokenizer.json", model + "/tokenizer.json"}}}}}})
                       .toJson());
        spec.close();
        QProcess hub;
        hub.start("python3", {AL_FIXTURE_DIR "/../fake_hub.py", spec.fileName(), dir.filePath("hub.log")});
        QVERIFY(hub.waitForReadyRead(10000));
        const QByteArray port = hub.readLine().trimmed();
        qputenv("HF_ENDPOINT", "http://127.0.0.1:" + port);
        qputenv("HF_HUB_CACHE", dir.filePath("cache").toUtf8());
        MainWindow w;
        ui::HubDialog dialog(&w);
        QCOMPARE(dialog.table()->item(2, 0)->text(), QString("HuggingFaceTB/SmolLM2-135M"));
        QVERIFY(dialog.table()->item(2, 2)->text().contains("269"));  // its download size, before anything is fetched
        dialog.setRepoId("nobody/nothing");
        dialog.download();
        QTRY_VERIFY(!dialog.isDownloading());
        QVERIFY2(dialog.status().contains("nobody/nothing was not found"), qPrintable(dialog.status()));
        QString opened;
        connect(&dialog, &ui::HubDialog::downloaded, &w, [&](const QString& folder) { opened = folder; w.openFileOrWarn(folder); });
        dialog.setRepoId("tiny/llama");
        dialog.download();
        QTRY_VERIFY(!dialog.isDownloading());
        QVERIFY2(opened.endsWith("snapshots/0123456789abcdef0123456789abcdef01234567"), qPrintable(dialog.status()));
        QCOMPARE(w.model()->config().kv_heads(), 2);
        QCOMPARE(w.exploration()->modelName(), QString("tiny/llama"));  // not its snapshot's commit
        QVERIFY(w.openFileOrWarn("tiny/llama"));  // and by its repo id, from the cache
        // File → Open from the Hugging Face cache: what opens, and, greyed, what does not
        const QString bert = dir.filePath("cache/models--google--bert-tiny");
        QDir().mkpath(bert + "/refs");
        QDir().mkpath(bert + "/snapshots/" + QString(40, 'b'));
        QFile ref(bert + "/refs/main"), bertConfig(bert + "/snapshots/" + QString(40, 'b') + "/config.json");
        QVERIFY(ref.open(QIODevice::WriteOnly) && ref.write(QByteArray(40, 'b')) == 40);
        QVERIFY(bertConfig.open(QIODevice::WriteOnly) && bertConfig.write(R"({"model_type": "bert"})") > 0);
        ref.close(), bertConfig.close();
        QMenu* cached = nullptr;
        for (auto* m : w.findChildren<QMenu*>())
            if (m->title() == "Open from the Hugging Face &cache") cached = m;
        QVERIFY(cached);
        emit cached->aboutToShow();
        QCOMPARE(cached->actions().size(), 2);
        QCOMPARE(cached->actions()[0]->text(), QString("google/bert-tiny (model_type \"bert\": not one AttentionLab opens)"));
        QVERIFY(!cached->actions()[0]->isEnabled());
        QCOMPARE(cached->actions()[1]->text(), QString("tiny/llama"));
        QVERIFY(cached->actions()[1]->isEnabled());
        // a session records the repo and the commit; on a computer without them it says how to get them
        const QString session = dir.filePath("s.attentionlab.json");
        QVERIFY(w.saveSession(session));
        QFile saved(session);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject recorded = QJsonDocument::fromJson(saved.readAll()).object().value("model").toObject();
        QCOMPARE(recorded.value("hub").toString(), QString("tiny/llama@0123456789abcdef0123456789abcdef01234567"));
        qputenv("HF_HUB_CACHE", dir.filePath("elsewhere").toUtf8());
        MainWindow other;
        QString error;
        QVERIFY(!other.openSession(session, &error));
        QVERIFY2(error.contains("tiny/llama is not in the Hugging Face cache") && error.contains("attentionlab-cli download tiny/llama"), qPrintable(error));
        qputenv("HF_HUB_CACHE", dir.filePath("cache").toUtf8());
        QVERIFY(other.openSession(session, &error));
        QCOMPARE(other.model()->config().kv_heads(), 2);
        hub.kill();
        hub.waitForFinished();
        qunsetenv("HF_ENDPOINT");
        qputenv("HF_HUB_CACHE", testCache);
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
                window_test::expectHeatmapEqualsTrace(w);
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

    // A notice coloured by a style sheet is set in the type of its moment: switched to presentation
    // mode after it appeared, the long-text notice stayed in the small type on the projector.
    void aNoticeShownBeforePresentationModeTakesItsLargeType() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        w.setSentence(QString(100, QChar('a')));
        QVERIFY(!w.noticeText().isEmpty());
        w.setPresentationMode(true);
        const double large = QApplication::font().pointSizeF();
        int styled = 0;
        for (auto* label : w.findChildren<QLabel*>())
            if (!label->styleSheet().isEmpty() && !label->property("al_font_delta").isValid()) {
                ++styled;
                QVERIFY2(qAbs(label->font().pointSizeF() - large) < 0.01,
                         qPrintable(QString("\"%1\" in %2 pt, not %3").arg(label->text().left(40)).arg(label->font().pointSizeF()).arg(large)));
            }
        w.setPresentationMode(false);
        QVERIFY(styled >= 1);
    }

    // On a projector at 1280 × 720 the first start's sentence lost "the" off the field's left edge: its
    // type now shrinks so that the whole sentence shows, down to 80% of its own (then it scrolls), and
    // the field keeps its height, so the window below does not move as one types.
    void theSentenceFieldShrinksItsTypeToShowTheWholeSentence() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        w.setPresentationMode(true);
        auto* field = qobject_cast<ui::FittingLineEdit*>(w.findChild<QLineEdit*>());
        QVERIFY(field);
        QTRY_VERIFY(field->ownPointSize() > QApplication::font().pointSizeF());  // presentation type
        QTRY_COMPARE(field->height(), field->sizeHint().height());  // laid out in it
        const auto shows = [&] { return field->fontMetrics().horizontalAdvance(field->text()) < field->width() - 8; };
        const int height = field->height();
        QCOMPARE(field->font().pointSizeF(), field->ownPointSize());
        QVERIFY(shows());
        QFont own = field->font();
        QString sentence = field->text();
        while (QFontMetrics(own).horizontalAdvance(sentence) < field->width()) sentence += " and it";
        w.setSentence(sentence);  // a little wider than the field in its own type
        QVERIFY(shows());
        QVERIFY2(field->font().pointSizeF() < field->ownPointSize() && field->font().pointSizeF() >= 0.8 * field->ownPointSize(),
                 qPrintable(QString("%1 pt of %2").arg(field->font().pointSizeF()).arg(field->ownPointSize())));
        QCOMPARE(field->height(), height);
        w.setSentence(sentence.repeated(2));  // too long even so: the floor, and it scrolls
        QCOMPARE(field->font().pointSizeF(), std::ceil(4 * 0.8 * field->ownPointSize()) / 4);
        QVERIFY(!shows());
        QCOMPARE(field->height(), height);
        w.setSentence(QString(5000, QChar('a')));  // a pasted page: the floor too, without measuring it
        QCOMPARE(field->font().pointSizeF(), std::ceil(4 * 0.8 * field->ownPointSize()) / 4);
        w.setSentence("the cat");  // short: its own type
        QCOMPARE(field->font().pointSizeF(), field->ownPointSize());
        QCOMPARE(field->height(), height);
        w.setPresentationMode(false);
        QTRY_VERIFY(field->height() < height);  // the type of normal mode, and its height
    }

    void emptyTextSaysWhatToDo() {
        MainWindow w;
        w.setSentence(QString());
        QVERIFY(!w.hasTrace());
        QVERIFY(w.noticeText().contains("type a sentence"));
        w.setSentence("ok");
        QVERIFY(w.hasTrace());
    }

    void emptyingTheSentenceClearsEveryViewUntilTheNextOne() {
        MainWindow w;
        const auto gates = w.findChildren<ui::TraceGate*>();
        QCOMPARE(gates.size(), 7);  // every page that draws the sentence's trace (not Positional, not Train)
        for (auto* gate : gates) QCOMPARE(gate->message(), QString());
        w.setSentence(QString());
        for (auto* gate : gates) QVERIFY2(gate->message().startsWith("Type a sentence above"), qPrintable(gate->message()));
        QCOMPARE(w.findChild<ui::TokenStrip*>()->chipCount(), 0);
        w.setSentence("the cat");
        for (auto* gate : gates) QCOMPARE(gate->message(), QString());
        w.showTab("attention");
        window_test::expectHeatmapEqualsTrace(w);
    }

    void aModelWithoutATokenizerShowsNoneOfThePreviousModelsNumbersAndReadsTokenIds() {
        MainWindow w;
        QTemporaryDir dir;
        al::save_model(al::Model<float>::random(w.model()->config(), 4), dir.filePath("bare.safetensors").toStdString());
        QVERIFY(w.openModel(dir.filePath("bare.safetensors")));
        QVERIFY(!w.hasTrace());  // the previous sentence is not token ids
        for (auto* gate : w.findChildren<ui::TraceGate*>())
            QVERIFY2(gate->message().startsWith("This model has no tokenizer: type token ids above"), qPrintable(gate->message()));
        QCOMPARE(w.findChild<QLineEdit*>()->placeholderText(), QString("This model has no tokenizer: type token ids, e.g. 1 2 3"));
        w.setSentence("1 2 3");
        QVERIFY(w.hasTrace());
        QCOMPARE(w.trace().main.ids, (std::vector<int>{1, 2, 3}));
        w.showTab("attention");
        window_test::expectHeatmapEqualsTrace(w);
    }

    // A toy model's file (it names its task) opened over the shipped sentence, whose letters it mostly
    // lacks, opens on an example of its task; a sentence the user typed stays, and the notice offers
    // the example beside it, which Ctrl+Z in the field takes back.
    void aToyTasksModelFileOpensOnAnExampleItReadsAndOffersItBesideATypedSentence() {
        MainWindow w;
        QTemporaryDir dir;
        const auto task = al::make_task("reverse", al::TaskOptions::with_length(8));
        const auto config = al::fit_to_task(al::ModelConfig{}, *task);
        const al::LoadedModel model(al::Model<float>::random(config, 3), al::tokenizer_after(*task, config.arch), "reverse");
        const QString path = dir.filePath("my reverse.safetensors");
        al::save_model(model, path.toStdString());
        const QString example = QString::fromStdString(al::task_example("reverse", model.config()));
        QCOMPARE(example.size(), 9);
        QVERIFY(w.openModel(path));
        QCOMPARE(w.exploration()->sentence(), example);
        QVERIFY(w.hasTrace());
        QCOMPARE(w.noticeText(), QString());
        QCOMPARE(w.statusText(), QString("my reverse.safetensors was trained on the task “reverse”: the sentence is one of its examples."));

        auto* field = w.findChild<QLineEdit*>();
        auto* bar = w.findChild<ui::InputBar*>();
        field->selectAll();
        QTest::keyClicks(field, "hello");  // l and o are not among reverse's symbols
        QCOMPARE(w.exploration()->sentence(), QString("hello"));
        QVERIFY(w.noticeText().startsWith("not in the vocabulary, shown as <unk>: \"l\", \"o\""));
        QCOMPARE(bar->offeredExample(), example);
        QVERIFY(w.openModel(path));  // again, over what was typed: it stays
        QCOMPARE(w.exploration()->sentence(), QString("hello"));

        auto* offer = bar->findChild<QLabel*>("exampleOffer");
        QVERIFY(offer && offer->text().contains(example));
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const bool dark : {false, true}) {  // the link (the label's right part) reads on the notice's band
            w.setDarkTheme(dark);
            QCoreApplication::processEvents();
            double fill = 0;
            const double link = textContrast(offer, &fill, QRect(offer->width() * 6 / 10, 2, offer->width() * 4 / 10 - 2, offer->height() - 4));
            QVERIFY2(link >= 4.5, qPrintable(QString("the link, %1 theme: %2 : 1").arg(dark ? "dark" : "light").arg(link)));
        }
        w.setDarkTheme(false);
        emit offer->linkActivated("example");
        QCOMPARE(w.exploration()->sentence(), example);
        QCOMPARE(w.noticeText(), QString());
        QCOMPARE(bar->offeredExample(), QString());
        QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.exploration()->sentence(), QString("hello"));
    }

    void aSentenceTooLongForMemoryIsRefusedWithTheSizeAndTheLimit() {
        MainWindow w;
        al::ModelConfig c = w.model()->config();
        c.block_size = 65536, c.n_layer = 1;
        w.useRandomModel(c, 1);
        w.setSentence(QString(20000, 'a'));  // 20000² attention scores per head: tens of GB
        QVERIFY(!w.hasTrace());
        QVERIFY2(w.noticeText().contains(QRegularExpression("the trace of these 20000 tokens needs about [0-9.]+ GB of memory; "
                                                            "the limit is [0-9.]+ GB")),
                 qPrintable(w.noticeText()));
        for (auto* gate : w.findChildren<ui::TraceGate*>()) QCOMPARE(gate->message(), w.noticeText());
    }

    void aFileThatDoesNotOpenIsShownInTheWindowWhichKeepsItsModel() {
        MainWindow w;
        const auto* shipped = w.model();
        QVERIFY(!w.openFileOrWarn("/nonexistent/lesson.safetensors"));
        QCOMPARE(w.model(), shipped);
        QVERIFY(w.hasTrace());
        QVERIFY2(w.lastProblem().startsWith("The model lesson.safetensors was not loaded:\ncannot open the model file "
                                                "'/nonexistent/lesson.safetensors': No such file or directory"),
                 qPrintable(w.lastProblem()));
        QVERIFY(w.lastProblem().endsWith("Still open: Character language model (shipped default)."));
        auto* box = w.findChild<QMessageBox*>();
        QVERIFY(box && box->isVisible());
        QCOMPARE(box->text(), w.lastProblem());
        box->close();
        QVERIFY(!w.openFileOrWarn("/nonexistent/lesson.json"));  // a .json file is a session
        QVERIFY(w.lastProblem().startsWith("The session lesson.json was not opened:"));
    }

    void aProblemFoundBeforeTheWindowShowsIsTheStatusBarsOnlyText() {
        // at start-up (a bad file on the command line) the message comes before the window is shown;
        // the model's description must stay under it, hidden, not drawn over it
        MainWindow w;
        QVERIFY(!w.openFileOrWarn("/nonexistent/model.safetensors"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.statusText().startsWith("The model model.safetensors was not loaded:"));
        QLabel* description = nullptr;
        for (auto* label : w.statusBar()->findChildren<QLabel*>())
            if (label->text() == w.exploration()->modelDescription()) description = label;
        QVERIFY(description);
        QVERIFY(!description->isVisible());
        w.statusBar()->clearMessage();  // the message gone, the description is back
        QVERIFY(description->isVisible());
    }

    // The first screen reads the sentence a teacher types — capitals, the full stop, "it" in the middle
    // and the adjective after it — both ways: the row of "it" lands on the animal, and on the street
    // once "tired" becomes "wide"; the panel names the answer at "it", not a next token.
    void theFirstScreenAnswersTheSentenceAsATeacherTypesIt() {
        MainWindow w;
        w.startAsLastTime(false);
        QCOMPARE(w.exploration()->sentence(), QString("The animal didn't cross the street because it was too tired."));
        QCOMPARE(w.noticeText(), QString());  // every word known, "The" folded to "the"
        const auto rowOfIt = [&] {
            const auto& weights = w.trace().main.layers[w.layer()].attn.weights[w.head()];
            Eigen::Index top;
            weights.row(w.exploration()->answerRow()).maxCoeff(&top);
            return w.exploration()->pieceText(w.trace().main.ids[static_cast<size_t>(top)]);
        };
        QCOMPARE(w.exploration()->pieceText(w.trace().main.ids[static_cast<size_t>(w.exploration()->answerRow())]), QString("it"));
        QCOMPARE(rowOfIt(), QString("animal"));
        QVERIFY2(w.experiments()->predictionText().startsWith("<b>Answer at “it”:</b> “animal”"), qPrintable(w.experiments()->predictionText()));
        w.setSentence("The animal didn't cross the street because it was too wide.");
        QCOMPARE(rowOfIt(), QString("street"));
        QVERIFY2(w.experiments()->predictionText().startsWith("<b>Answer at “it”:</b> “street”"), qPrintable(w.experiments()->predictionText()));
        w.setSentence("The elephant didn't cross the street because it was too wide.");
        QVERIFY2(w.noticeText().contains("\"elephant\""), qPrintable(w.noticeText()));  // a word it never learned is named
    }

    // The left-to-right model, given the same sentence, says why its "it" cannot answer — the words it
    // cannot see — and offers the final "it" that can; taken, the note goes and the answer is the animal.
    void aLeftToRightModelSaysWhyItsItCannotSeeTheAdjective() {
        MainWindow w;
        QVERIFY(w.openPreset(1));
        w.setSentence("The animal didn't cross the street because it was too tired.");
        QVERIFY2(w.noticeText().contains("cannot see “was too tired” after it"), qPrintable(w.noticeText()));
        auto* bar = w.findChild<ui::InputBar*>();
        QCOMPARE(bar->offeredExample(), QString("The animal didn't cross the street because it was too tired. it"));
        emit bar->findChild<QLabel*>("exampleOffer")->linkActivated("ask");
        QCOMPARE(w.noticeText(), QString());
        QVERIFY2(w.experiments()->predictionText().startsWith("<b>Next token:</b> “animal”"), qPrintable(w.experiments()->predictionText()));
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
        // reverse opens on its example with the answer, each answer row predicting the next answer letter,
        // and in layer 0, head 0 looking at the input letter it copies next (the anti-diagonal), from "=" on
        QVERIFY(w.openPreset(2));
        QCOMPARE(w.exploration()->sentence(), QString("3a7c91=19c7a3"));
        const auto& ids = w.trace().main.ids;  // <bos> 3 a 7 c 9 1 = 1 9 c 7 a 3
        QCOMPARE(static_cast<int>(ids.size()), 14);
        for (int row = 7; row < 13; ++row) {
            w.trace().probs.row(row).maxCoeff(&best);
            QCOMPARE(static_cast<int>(best), ids[static_cast<size_t>(row) + 1]);  // the answer, letter by letter
            Eigen::Index looked;
            w.trace().main.layers[0].attn.weights[0].row(row).maxCoeff(&looked);
            QCOMPARE(static_cast<int>(looked), 13 - row);  // "=" looks at "1" (6), the last answer letter at "3" (1)…
        }
        QVERIFY(w.openPreset(3));  // encoder–decoder: the decoder reads its own greedy output, the reversed source
        QVERIFY(w.trace().has_encoder);
        QString decoded;
        for (int id : w.trace().main.ids) decoded += QString::fromStdString(w.model()->tokenizer()->piece(id));
        QVERIFY2(decoded.startsWith("<bos>bf19c7a3"), qPrintable(decoded));
        QCOMPARE(w.attentionView()->kind(), ui::AttentionView::Kind::cross);  // the Attention tab opens on cross-attention
        QVERIFY(w.showStep("cross-softmax"));
        QCOMPARE(w.stepView()->matrices().back().values.cols(), 8);  // keys: the 8 source tokens
        QVERIFY(w.stepView()->title().startsWith("Cross-attention"));
        QVERIFY(w.stepView()->explanation().contains(ui::StepView::decoderInputNote()));  // where the decoder's input comes from
        QVERIFY(w.showStep("tokens"));
        QVERIFY(w.stepView()->explanation().contains(ui::StepView::decoderInputNote()));  // and where its tokens are shown
        QVERIFY(w.showStep("ffn"));
        QVERIFY(!w.stepView()->explanation().contains(ui::StepView::decoderInputNote()));  // not on each decoder step
        QVERIFY(w.showStep("cross-softmax"));
        // the encoder's own steps come first: its self-attention over the source, with no causal mask
        QCOMPARE(w.findChild<ui::PipelineStrip*>()->currentStep(), QString("cross-softmax"));
        QVERIFY(w.showStep("encoder-softmax"));
        QVERIFY(w.stepView()->title().startsWith("Encoder"));
        QVERIFY(!w.stepView()->explanation().contains(ui::StepView::decoderInputNote()));
        const auto& encoderWeights = w.trace().encoder.layers[w.layer()].attn.weights[w.head()];
        QCOMPARE(w.stepView()->matrices().back().values, encoderWeights);
        QVERIFY(encoderWeights(0, 7) > 0.0f);  // the first source token sees the last
        QVERIFY(w.stepView()->visiblePlots().back()->heatmap().rowLabels.join("") == "3a7c91fb");
        QVERIFY(w.showStep("encoder-output"));
        QCOMPARE(w.stepView()->matrices().back().values, w.trace().encoder.final_norm);
        QVERIFY(w.openPreset(0));
        QCOMPARE(w.trace().tokens(), static_cast<int>(MainWindow::defaultSentence().size()));
    }

    void theRandomInitEditorFlagsAnImpossibleFieldAndStaysUsable() {
        MainWindow w;
        ui::ModelConfigDialog dialog(w.model()->config());
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

    void aFileWithoutAConfigOpensADialogPrefilledFromItsShapes() {
        MainWindow w;
        const auto original = al::load_model(AL_FIXTURE_DIR "/no_bias.model.safetensors");  // n_embd 16, 4 heads, no biases
        QTemporaryDir dir;
        const QString bare = dir.filePath("bare.safetensors");
        al::SafetensorsWriter writer;  // the tensors alone, as PyTorch saves them
        for (const auto& ref : al::named_parameters(original.params())) writer.add(ref.name, ref.shape, ref.data);
        writer.write(bare.toStdString());
        QVERIFY(w.openFileOrWarn(bare));
        auto* dialog = w.findChild<ui::ModelConfigDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->config().n_embd, 16);
        QCOMPARE(dialog->config().n_layer, original.config().n_layer);
        QCOMPARE(dialog->config().bias, false);
        dialog->field("n_head")->setValue(4);  // what shapes cannot show
        dialog->accept();
        QCOMPARE(w.model()->config().n_head, 4);
        w.setSentence("5 9 4 9 6");  // no tokenizer: token ids
        QVERIFY(w.hasTrace());
        QVERIFY(w.trace().logits.isApprox(original.forward(al::Batch::single({5, 9, 4, 9, 6})).logits));
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
        auto untold = *coref.tokenizer();  // neither the task nor the tokenizer says <bos>
        untold.set_prepends_bos(false);
        coref.set_tokenizer(untold);
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
            QVERIFY2(std::equal(logits.begin(), logits.end(), shown.data()), qPrintable(preset.title()));
            // <bos> first in a toy task's decoder (the encoder–decoder's too); an encoder reads the text alone
            QCOMPARE(w.trace().main.ids.front() == al::Tokenizer::bos_id, preset.id != "winograd" && preset.id != "default");
        }
    }
};

QTEST_MAIN(InputAndModelsTest)
#include "input_and_models_test.moc"
