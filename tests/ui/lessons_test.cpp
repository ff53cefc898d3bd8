// The teaching features: the first screen, lessons (walked to their end, answered right and wrong,
// saved and reopened, refused when bad), the model map and the walk through every layer, how a cell
// is made, and Help → Check the model.
#include "core/train/length_generalisation.h"
#include "ui/window/length_dialog.h"
#include "window_test_support.h"
#include "ui/pages/patching_view.h"
#include "ui/pages/lens_view.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QTextDocument>
#include <QToolButton>

#include "ui/lesson/lesson_bar.h"
#include "ui/pages/cell_recipe_view.h"
#include "ui/pages/model_map.h"
#include "ui/pages/step_page.h"
#include "ui/window/model_check_dialog.h"

using namespace window_test;

namespace {

// The tab a state's "tab" names: attention-grid and attention-lines are modes of the Attention tab.
QString tabOf(const QString& tab) { return tab.startsWith("attention") ? QStringLiteral("attention") : tab; }

void expectWindowShowsState(MainWindow& w, const QJsonObject& state, int stop) {
    const QString where = QString("stop %1").arg(stop + 1);
    if (state.contains("sentence")) QVERIFY2(w.exploration()->sentence() == state.value("sentence").toString(), qPrintable(where));
    if (state.contains("layer")) QVERIFY2(w.layer() == state.value("layer").toInt(), qPrintable(where));
    if (state.contains("head")) QVERIFY2(w.head() == state.value("head").toInt(), qPrintable(where));
    if (state.contains("tab")) QVERIFY2(w.currentTab() == tabOf(state.value("tab").toString()), qPrintable(where + " tab " + w.currentTab()));
    if (state.contains("step")) QVERIFY2(w.pipelineStrip()->currentStep() == state.value("step").toString(), qPrintable(where));
    if (state.contains("experiments"))
        QVERIFY2(w.exploration()->experiments() == ui::Experiments::fromJson(state.value("experiments").toObject()), qPrintable(where));
    if (state.value("tab").toString() == "attention-grid") QCOMPARE(w.attentionView()->mode(), ui::AttentionView::Mode::grid);
    if (state.contains("patch_site")) {
        QVERIFY2(w.exploration()->view()->patchSite() == state.value("patch_site").toString(), qPrintable(where));
        QVERIFY2(w.patchingView()->siteBox()->currentIndex() == ui::ViewState::patchSites().indexOf(state.value("patch_site").toString()),
                 qPrintable(where));
    }
    if (state.contains("experiment_window")) {
        const QJsonObject e = state.value("experiment_window").toObject();
        QVERIFY2(w.lengthExperiment()->isVisible(), qPrintable(where));
        QCOMPARE(QString::fromStdString(w.lengthExperiment()->experiment().task), e.value("task").toString());
        QCOMPARE(w.lengthExperiment()->experiment().train_length, e.value("length").toInt());
    }
    if (state.contains("model") && state.value("model").toObject().contains("preset")) {
        const int preset = ui::presetIndex(state.value("model").toObject().value("preset"));
        QCOMPARE(w.exploration()->modelSource(), (QJsonObject{{"preset", preset}}));
    }
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return f.fileName();
}

// `model` saved in `dir` as mine.safetensors: a model file that is neither shipped nor random
QString savedModel(const al::Model<float>& model, const QTemporaryDir& dir) {
    const QString path = dir.filePath("mine.safetensors");
    al::save_model(model, path.toStdString());
    return path;
}

}  // namespace

class LessonsTest : public QObject {
    Q_OBJECT

private slots:
    WINDOW_TEST_SETUP

    void aFirstStartOpensTheCoreferenceModelWithAWelcomeAndAReturningUserGetsTheirLastSession() {
        {
            MainWindow w;
            w.startAsLastTime();
            QCOMPARE(w.exploration()->modelSource(), (QJsonObject{{"preset", ui::kFirstScreenPreset}}));
            QVERIFY(w.exploration()->sentence().contains("because it was too tired"));
            QCOMPARE(w.currentTab(), QString("attention"));
            QCOMPARE(w.layer(), 1);
            QCOMPARE(w.head(), 1);
            QVERIFY(!w.lessonBar()->isHidden());
            QCOMPARE(w.lessonBar()->answers().size(), MainWindow::kWelcomeLessons);  // a button per first lesson
            w.setSentence("the animal didn't cross the street because it was too wide . it");
            w.showStep("softmax");
            w.close();  // saves the session
        }
        MainWindow again;
        again.startAsLastTime();
        QVERIFY(again.exploration()->sentence().endsWith("too wide . it"));
        QCOMPARE(again.pipelineStrip()->currentStep(), QString("softmax"));
        QVERIFY(again.lessonBar()->isHidden());
    }

    void aLessonButtonOnTheWelcomeStartsTheLesson() {
        MainWindow w;
        w.startAsLastTime();
        const auto [title, path] = MainWindow::shippedLessons().value(1);
        QToolButton* button = nullptr;
        for (auto* b : w.lessonBar()->findChildren<QToolButton*>())
            if (b->text() == title) button = b;
        QVERIFY(button);
        button->click();  // the buttons are replaced by the lesson's while this click is delivered
        QVERIFY(w.lessonBar()->isRunning());
        QCOMPARE(w.lessonBar()->lesson().title, title);
        QCOMPARE(w.exploration()->sentence(), QString("the cat sat"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!w.lessonBar()->answers().contains(title));
    }

    void everyShippedLessonWalksToItsEndSettingEachStopsStateAndJudgesAnswers() {
        int right = 0, wrong = 0;
        for (const auto& [title, path] : MainWindow::shippedLessons()) {
            MainWindow w;
            QString error;
            QVERIFY2(w.openLesson(path, &error), qPrintable(path + ": " + error));
            auto* bar = w.lessonBar();
            QVERIFY(bar->isRunning());
            const ui::Lesson& lesson = bar->lesson();
            QVERIFY(lesson.stops.size() >= 3);
            for (int i = 0; i < lesson.stops.size(); ++i) {
                QCOMPARE(bar->stop(), i);
                QCOMPARE(bar->progressText(), QString("Stop %1 of %2").arg(i + 1).arg(lesson.stops.size()));
                expectWindowShowsState(w, lesson.stateAt(i), i);
                if (const auto& q = lesson.stops[i].question) {
                    const QString answer = bar->rightAnswer();
                    QVERIFY2(!answer.isEmpty() && bar->answers().contains(answer), qPrintable(path + ": " + answer));
                    // alternately a wrong answer and the right one
                    QString other;
                    for (const QString& a : bar->answers())
                        if (a != answer) other = a;
                    const bool answerWrong = (right + wrong) % 2 == 0;
                    bar->answer(answerWrong ? other : answer);
                    if (answerWrong && bar->answers().size() > 2) {  // a second try, the answer still hidden
                        QVERIFY(!bar->answered());
                        QVERIFY2(bar->verdict().contains("choose once more") && !bar->verdict().contains("“" + answer + "”"),
                                 qPrintable(bar->verdict()));
                        QString another;
                        for (const QString& a : bar->answers())
                            if (a != answer && a != other) another = a;
                        bar->answer(another);
                        QVERIFY(bar->answered());
                    }
                    QCOMPARE(bar->answerWasRight(), !answerWrong);
                    QVERIFY(bar->verdict().contains(answer));
                    (answerWrong ? wrong : right) += 1;
                    if (!q->reveal.isEmpty()) expectWindowShowsState(w, q->reveal, i);
                }
                QCOMPARE(bar->next(), i + 1 < lesson.stops.size());
            }
            QVERIFY(bar->back());
            QCOMPARE(bar->stop(), lesson.stops.size() - 2);
        }
        QVERIFY(right >= 1 && wrong >= 1);
    }

    // Each is numbered as its Alt letter: Help, Lessons, 3 starts the third.
    void everyShippedLessonOpensFromHelpLessons() {
        int number = 0;
        for (const auto& [title, path] : MainWindow::shippedLessons()) {
            MainWindow w;
            QAction* action = nullptr;
            const QString text = QString("&%1  %2").arg(++number).arg(title);
            for (auto* a : w.findChildren<QAction*>())
                if (a->text() == text) action = a;
            QVERIFY2(action, qPrintable(text));
            action->trigger();
            QVERIFY(w.lessonBar()->isRunning());
            QCOMPARE(w.lessonBar()->lesson().title, title);  // the menu names each lesson by its own title
        }
    }

    // The GPT-2 lesson names openai-community/gpt2: from the cache when it is there (the test's stand-in),
    // and where it is not, the lesson does not open and says how to get it (a visible window asks first)
    void aLessonNamingAHubModelOpensItFromTheCacheOrSaysHowToGetIt() {
        const QString path = ":/lessons/gpt2-answer.lesson.json";
        MainWindow w;
        QString error;
        QVERIFY2(w.openLesson(path, &error), qPrintable(error));
        QCOMPARE(w.exploration()->modelName(), QString("openai-community/gpt2"));
        QCOMPARE(w.model()->config().block_size, 64);
        const QByteArray cache = qgetenv("HF_HUB_CACHE");
        QTemporaryDir empty;
        qputenv("HF_HUB_CACHE", empty.path().toUtf8());
        MainWindow other;
        QVERIFY(!other.openLesson(path, &error));
        qputenv("HF_HUB_CACHE", cache);
        QVERIFY2(error.startsWith("This lesson uses openai-community/gpt2 from Hugging Face: openai-community/gpt2 is not in the Hugging Face cache"),
                 qPrintable(error));
        QVERIFY(error.contains("File → Get a model from Hugging Face…, or attentionlab-cli download openai-community/gpt2"));
        QVERIFY(!other.lessonBar()->isRunning());
    }

    void theCoreferenceLessonsAnswerIsWhatTheModelComputes() {
        MainWindow w;
        QVERIFY(w.openLesson(":/lessons/coreference.lesson.json"));
        QCOMPARE(w.lessonBar()->rightAnswer(), QString("animal"));
        QVERIFY(w.lessonBar()->next());
        QCOMPARE(w.lessonBar()->rightAnswer(), QString("street"));  // “too wide”: the attention moved
    }

    // The induction lesson's answers are the shipped model's: it says "t" after "cqplanetplane", layer 0's
    // head 3 looks from the last "e" at the letter before it, layer 1's head 0 at the letter after the first "e".
    void theInductionLessonsAnswersAreWhatTheModelComputes() {
        MainWindow w;
        QVERIFY(w.openLesson(":/lessons/induction.lesson.json"));
        Eigen::Index best;
        w.trace().probs.row(w.trace().tokens() - 1).maxCoeff(&best);
        QCOMPARE(w.exploration()->pieceText(static_cast<int>(best)), w.lessonBar()->rightAnswer());
        QCOMPARE(w.lessonBar()->rightAnswer(), QString("t"));
        QVERIFY(w.lessonBar()->next());
        QCOMPARE(w.lessonBar()->rightAnswer(), QString("n"));
        QVERIFY(w.lessonBar()->next());
        QCOMPARE(w.lessonBar()->rightAnswer(), QString("t"));
    }

    // The positions lesson's answer — no positions get the most letters of a longer string right — is what
    // the experiment finds, checked here at a size that trains in seconds (copy, 1 … 3 letters, 300 steps,
    // scored on 4 letters); the lesson's stop itself sets the window up for L = 8.
    void thePositionsLessonsAnswerIsWhatTheExperimentFinds() {
        MainWindow w;
        QVERIFY(w.openLesson(":/lessons/positions.lesson.json"));
        QVERIFY(w.lessonBar()->next() && w.lessonBar()->next());
        al::LengthExperiment e;
        e.train_length = 3, e.steps = 300, e.examples = 100, e.threads = 1;
        const auto curves = al::run_length_experiment(e);
        const auto best = std::max_element(curves.begin(), curves.end(), [](const auto& a, const auto& b) {
            return a.token_accuracy[2] < b.token_accuracy[2];  // lengths 2, 3, 4…: the first one longer than trained
        });
        QCOMPARE(QString::fromStdString(al::to_string(best->positional)), w.lessonBar()->rightAnswer());
        w.lessonBar()->answer(w.lessonBar()->rightAnswer());
        QVERIFY(w.lengthExperiment()->isVisible());
        QCOMPARE(w.lengthExperiment()->experiment().train_length, 8);
    }

    // The experiments' lessons ask what the model computes: the lens's first row naming "animal", the
    // patching cell that brings it back, the head that does.
    void theExperimentLessonsAnswersAreWhatTheModelComputes() {
        MainWindow w;
        QVERIFY(w.openLesson(":/lessons/logit-lens.lesson.json"));
        QVERIFY(w.lessonBar()->next());
        w.showTab("lens");
        const ui::HeatmapData& lens = w.lensView()->plot()->heatmap();
        const int T = w.trace().tokens(), L = static_cast<int>(lens.values.rows()) - 1;
        int first = -1;
        for (int l = L; l >= 0 && lens.cellWords[l * T + T - 1] == "animal"; --l) first = l;
        QCOMPARE(w.lessonBar()->rightAnswer(), QStringList({"embeddings", "after layer 0", "after layer 1"}).value(first));

        QVERIFY(w.openLesson(":/lessons/find-the-circuit.lesson.json"));
        QVERIFY(w.lessonBar()->next());
        w.showTab("patching");
        w.exploration()->view()->setPatchSite("resid");
        const ui::HeatmapData& resid = w.patchingView()->plot()->heatmap();
        Eigen::Index position;
        resid.values.row(0).maxCoeff(&position);
        QCOMPARE(resid.values(0, position), 1.0f);
        QCOMPARE(w.lessonBar()->rightAnswer(), resid.columnLabels[position]);  // "tired"
        QVERIFY(w.lessonBar()->next() && w.lessonBar()->next());
        w.showTab("patching");  // the question's stop shows the Compare tab: the grid would give the answer away
        w.exploration()->view()->setPatchSite("head");
        Eigen::Index head;
        w.patchingView()->plot()->heatmap().values.row(0).maxCoeff(&head);
        QCOMPARE(w.lessonBar()->rightAnswer(), QString("head %1").arg(head));
        QVERIFY(w.lessonBar()->next());  // the patched run answers "animal" to the corrupted sentence
        Eigen::Index best;
        w.trace().probs.row(w.trace().tokens() - 1).maxCoeff(&best);
        QCOMPARE(w.exploration()->pieceText(static_cast<int>(best)), QString("animal"));
        QVERIFY(w.exploration()->sentence().contains("too wide"));
        // What if? With the one typed weight at 0.3 the model still says animal; revealed at −1, street
        const auto prediction = [&] {
            Eigen::Index top;
            w.trace().probs.row(w.trace().tokens() - 1).maxCoeff(&top);
            return w.exploration()->pieceText(static_cast<int>(top));
        };
        QVERIFY(w.lessonBar()->next() && w.lessonBar()->next());
        QCOMPARE(w.trace().main.layers[0].attn.weights[3](13, 11), 0.3f);
        QCOMPARE(w.attentionView()->heatmap()->heatmap().editedCells, (std::vector<std::pair<int, int>>{{13, 11}}));
        QCOMPARE(prediction(), QString("animal"));
        w.lessonBar()->answer("animal");
        QCOMPARE(w.trace().main.layers[0].attn.weights[3](13, 11), 0.3f);  // not revealed before a second try
        w.lessonBar()->answer("tired");
        QVERIFY(!w.lessonBar()->answerWasRight());
        QCOMPARE(w.trace().main.layers[0].attn.weights[3](13, 11), -1.0f);
        QCOMPARE(prediction(), w.lessonBar()->rightAnswer());  // "street"
        QCOMPARE(w.exploration()->experiments().edits.size(), size_t(1));
    }

    void pageDownAndPageUpWalkTheStopsWhileALessonRunsAndStepOtherwise() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openLesson(":/lessons/one-head.lesson.json"));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.lessonBar()->stop(), 1);
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("qkv"));
        QTest::keyClick(&w, Qt::Key_Right);  // → still steps
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("scores"));
        QCOMPARE(w.lessonBar()->stop(), 1);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.lessonBar()->stop(), 0);
        w.lessonBar()->close();
        QTest::keyClick(&w, Qt::Key_PageDown);  // the step-through's again
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("embedding"));
        w.setPresentationMode(true);  // and the lesson bar in presentation mode
        QVERIFY(w.openLesson(":/lessons/masks.lesson.json"));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.lessonBar()->stop(), 1);
        QVERIFY(w.lessonBar()->isVisible());
    }

    // A stop with a weight edit embeds the model as its file has it, so that Undo in the reopened lesson
    // brings the file's value back (not the typed one, twice)
    void aStopWithAWeightEditEmbedsTheModelWithoutTheEdit() {
        QTemporaryDir dir;
        const auto model = al::Model<float>::random(MainWindow().model()->config(), 9);
        const QString modelPath = savedModel(model, dir);
        MainWindow w;
        QVERIFY(w.openModel(modelPath));
        w.setSentence("3, 1, 4");  // it has no tokenizer: token ids
        const float original = model.params().transformer.h[0].attn.c_attn.weight(1, 2);
        QString why;
        QVERIFY2(w.exploration()->tryEdit({"transformer.h.0.attn.c_attn.weight", -1, -1, 1, 2, 2.5}, &why), qPrintable(why));
        QCOMPARE(w.model()->params().transformer.h[0].attn.c_attn.weight(1, 2), 2.5f);
        w.addViewAsStop("Edited", "One weight typed by hand.");
        const QString lessonPath = dir.filePath("edited.lesson.json");
        QVERIFY(w.saveLesson(lessonPath));
        MainWindow other;
        QVERIFY2(other.openFileOrWarn(lessonPath), qPrintable(other.lastProblem()));
        QCOMPARE(other.model()->params().transformer.h[0].attn.c_attn.weight(1, 2), 2.5f);
        other.exploration()->undoEdit();
        QCOMPARE(other.model()->params().transformer.h[0].attn.c_attn.weight(1, 2), original);
    }

    void aLessonSavedFromTheAppReopensIdenticallyWithItsModelInside() {
        QTemporaryDir dir;
        // a model from a file: it travels inside the lesson
        const auto model = al::Model<float>::random(MainWindow().model()->config(), 9);
        const QString modelPath = savedModel(model, dir);
        MainWindow w;
        QVERIFY(w.openModel(modelPath));
        w.setSentence("the cat");
        w.showStep("softmax");
        w.addViewAsStop("Mine", "My own model on a short sentence.");
        QVERIFY(w.openPreset(1));
        w.showTab("attention");
        w.addViewAsStop("Coref", "The shipped model.");
        QCOMPARE(w.lessonBar()->lesson().stops.size(), 2);
        QCOMPARE(w.lessonBar()->progressText(), QString("Stop 2 of 2"));
        const QString lessonPath = dir.filePath("mine.lesson.json");
        QVERIFY(w.saveLesson(lessonPath));
        QFile::remove(modelPath);  // the lesson does not need it

        MainWindow other;
        QString error;
        QVERIFY2(other.openFileOrWarn(lessonPath), qPrintable(other.lastProblem()));
        QCOMPARE(other.lessonBar()->lesson().toJson(), w.lessonBar()->lesson().toJson());
        QCOMPARE(other.exploration()->sentence(), QString("the cat"));
        QCOMPARE(other.pipelineStrip()->currentStep(), QString("softmax"));
        QCOMPARE(other.model()->params().wte, model.params().wte);  // the embedded model, bit for bit
        QVERIFY(other.lessonBar()->next());
        QCOMPARE(other.currentTab(), QString("attention"));
        QCOMPARE(other.exploration()->modelSource(), (QJsonObject{{"preset", 1}}));
    }

    // An answer is shown as written: "&" (a character model's token, "R&D") is not taken for an Alt letter.
    void anAnswerWithAnAmpersandIsShownAndJudgedAsWritten() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "amp.lesson.json", R"({"format": "attentionlab-lesson", "title": "T", "stops": [
            {"title": "A", "text": "a", "state": {"model": {"preset": "reverse"}},
             "question": {"prompt": "Which?", "choices": ["R&D", "&"], "answer": 0}}]})");
        MainWindow w;
        QString error;
        QVERIFY2(w.openLesson(path, &error), qPrintable(error));
        auto* bar = w.lessonBar();
        QCOMPARE(bar->answers(), (QStringList{"R&D", "&"}));
        for (const auto* b : bar->findChildren<QToolButton*>())
            QVERIFY2(QKeySequence::mnemonic(b->text()).isEmpty(), qPrintable(b->text()));
        bar->answer("R&D");
        QVERIFY(bar->answerWasRight());
    }

    // A stop's text sets type with <b> and <i>, and shows every other angle bracket as written: the
    // coreference lesson's "some at <bos>" read "some at ." (Qt took <bos> for an unknown tag).
    void aStopsTextShowsBosAsWrittenBesideItsBoldType() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "bos.lesson.json", R"({"format": "attentionlab-lesson", "title": "T", "stops": [
            {"title": "A", "text": "<b>Bold</b>, <i>italic</i>, <bos>, a < b, &lt;eos&gt; & more", "state": {"model": {"preset": "reverse"}}}]})");
        MainWindow w;
        QString error;
        QVERIFY2(w.openLesson(path, &error), qPrintable(error));
        QTextDocument shown;
        shown.setHtml(w.lessonBar()->text());
        QCOMPARE(shown.toPlainText(), QString("Bold, italic, <bos>, a < b, <eos> & more"));
        QVERIFY(w.lessonBar()->text().startsWith("<b>Bold</b>"));  // still bold
        for (const auto& [title, path] : MainWindow::shippedLessons()) {
            MainWindow shipped;
            QVERIFY2(shipped.openLesson(path, &error), qPrintable(error));
            do {  // every <bos> a shipped stop writes is shown
                const QString source = shipped.lessonBar()->lesson().stops[shipped.lessonBar()->stop()].text;
                shown.setHtml(shipped.lessonBar()->text());
                QVERIFY2(shown.toPlainText().count("<bos>") == source.count("<bos>") + source.count("&lt;bos&gt;"), qPrintable(shown.toPlainText()));
            } while (shipped.lessonBar()->next());
        }
    }

    // A lesson's stop explains the step: the step's own paragraph, a second explanation of the same
    // thing, gives way while the lesson runs (its two lines made the step scroll at 1280 × 720) and
    // comes back when it ends, in presentation and normal type alike.
    void theStepsParagraphGivesWayToTheLessonsStop() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        const auto paragraph = [&]() -> QLabel* {
            for (auto* label : w.stepView()->findChildren<QLabel*>())
                if (label->text() == w.stepView()->explanation()) return label;
            return nullptr;
        };
        QVERIFY(w.showStep("qkv"));
        QVERIFY(paragraph() && paragraph()->isVisible());
        QVERIFY(w.openLesson(":/lessons/one-head.lesson.json"));
        QVERIFY(w.lessonBar()->next());  // Q, K, V
        QVERIFY(!paragraph()->isVisible());
        w.setPresentationMode(false);
        QVERIFY(!paragraph()->isVisible());
        w.lessonBar()->close();
        QVERIFY(paragraph()->isVisible());
    }

    // A question as wide as half the row ("To write the reversed string, where must the answer's tokens
    // look?" in presentation type) had its four answers in three lines of the other half, and the Train
    // tab below it scrolled. The answers follow the question in one flow: on its line where they fit,
    // then below it from the row's left edge, two lines in all; the Train tab fits under the lesson.
    void aLongQuestionsAnswersGoOnBelowItAtTheRowsFullWidth() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.openLesson(":/lessons/watch-it-learn.lesson.json"));
        auto* bar = w.lessonBar();
        QVERIFY(bar->next());
        QCOMPARE(bar->answers().size(), 4);
        QLabel* prompt = nullptr;
        for (auto* label : bar->findChildren<QLabel*>())
            if (label->text().startsWith("To write the reversed string")) prompt = label;
        QVERIFY(prompt);
        QList<QToolButton*> answers;
        QTRY_VERIFY(!bar->findChildren<QToolButton*>().isEmpty());
        QCoreApplication::processEvents();  // the last stop's buttons deleted, the new ones shown
        for (auto* b : bar->findChildren<QToolButton*>())
            if (b->property("answer").isValid() && b->isVisible()) answers << b;
        QCOMPARE(answers.size(), 4);
        const auto lines = [&] {
            QSet<int> tops;
            for (auto* b : answers) tops << b->mapTo(bar, QPoint()).y();
            return tops.size();
        };
        QTRY_COMPARE(lines(), 2);
        QCOMPARE(answers[0]->y(), prompt->y());                   // the first beside the question
        QCOMPARE(answers[1]->x(), prompt->x());                   // the next from the row's left edge
        QTRY_COMPARE(scrollAreaAround(w.trainPanel())->verticalScrollBar()->maximum(), 0);
        w.setPresentationMode(false);
    }

    void aBadLessonChangesNothingAndSaysWhichStopAndField() {
        QTemporaryDir dir;
        const QByteArray good = R"({"format": "attentionlab-lesson", "title": "T", "stops": [
            {"title": "A", "text": "a", "state": {"model": {"preset": "reverse"}, "sentence": "12="}},
            {"title": "B", "text": "b", "state": {"layer": 1}}]})";
        const QList<QPair<QByteArray, QString>> cases = {
            {"{\"format\": \"attentionlab-lesson\", ", "not valid JSON"},
            {QByteArray(good).replace("\"layer\": 1", "\"layer\": 7"), "Stop 2 (“B”), field “state.layer”: must be a whole number 0 … 1"},
            {QByteArray(good).replace("\"layer\": 1", "\"step\": \"cross-qkv\""), "Stop 2 (“B”), field “state.step”: this model has no step"},
            {QByteArray(good).replace("{\"preset\": \"reverse\"}", "{\"file\": \"gone.safetensors\"}"), "Stop 1 (“A”), field “state.model”: the model file"},
            {QByteArray(good).replace("{\"preset\": \"reverse\"}", "{\"embedded\": \"m\"}").replace("\"stops\"", "\"models\": {\"m\": {\"safetensors_base64\": \"AAAA\"}}, \"stops\""),
             "Stop 1 (“A”), field “state.model”"},
            {QByteArray(good).replace("\"layer\": 1", "\"colour\": 1"), "Stop 2 (“B”), field “state.colour”: is not a state key"},
            {QByteArray(good).replace("\"text\": \"b\",", ""), "Stop 2 (“B”), field “text”: is missing"},
            {QByteArray(good).replace("\"state\": {\"layer\": 1}", "\"question\": {\"prompt\": \"?\", \"choices\": [\"x\", \"y\"], \"answer\": 5}"),
             "Stop 2 (“B”), field “question.answer”"},
        };
        MainWindow w;
        w.setSentence("keep me");
        const QString model = w.exploration()->modelName();
        for (int i = 0; i < cases.size(); ++i) {
            const QString path = writeFile(dir, QString("bad%1.lesson.json").arg(i), cases[i].first);
            QVERIFY(!w.openFileOrWarn(path));
            QVERIFY2(w.lastProblem().contains(cases[i].second), qPrintable(w.lastProblem()));
            QCOMPARE(w.exploration()->sentence(), QString("keep me"));
            QCOMPARE(w.exploration()->modelName(), model);
            QVERIFY(!w.lessonBar()->isRunning());
        }
        QVERIFY(w.openFileOrWarn(writeFile(dir, "good.lesson.json", good)));  // and the good one opens
    }

    void clickingAScoreCellShowsTheProductsThatSumToTheTracesScore() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPreset(1));
        QVERIFY(w.showStep("scores"));
        QCoreApplication::processEvents();
        auto* plot = w.stepView()->visiblePlots().last();
        plot->replot();
        const int row = 13, column = 2;  // the last "it", "animal"
        const QPoint at(int(plot->xAxis->coordToPixel(column)), int(plot->yAxis->coordToPixel(row)));
        QCOMPARE(plot->cellAt(at), std::make_pair(row, column));
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        auto* view = w.stepPage()->cellRecipe();
        QVERIFY(view && view->isVisible());
        const int dk = w.model()->config().head_size();
        QCOMPARE(view->table()->rowCount(), dk);
        double sum = 0;
        const auto& a = w.trace().main.layers[1].attn;
        for (int d = 0; d < dk; ++d) {
            const double shown = view->table()->item(d, 0)->text().replace("−", "-").toDouble();  // 6 digits
            QVERIFY(std::abs(shown - a.q(row, dk + d)) <= 1e-5 * std::max(1.0, std::abs(shown)));  // head 1's query row
            sum += view->recipe().terms[d][2];
        }
        QVERIFY(std::abs(sum - a.scores[1](row, column)) < 1e-5);
        QVERIFY2(view->resultText().contains("in the trace"), qPrintable(view->resultText()));
        w.showStep("ffn");  // no recipe for a feed-forward cell
        QVERIFY(!w.stepPage()->explainCell(0, 0));
        w.showStep("softmax");
        QVERIFY(!view->isVisible());  // the cell was the last step's
        QVERIFY(w.stepPage()->explainCell(row, column));
        QCOMPARE(view->recipe().highlighted, column);
        QVERIFY(std::abs(view->recipe().recomputed - a.weights[1](row, column)) < 1e-6);
        QVERIFY2(view->heading().startsWith("Softmax, row 13"), qPrintable(view->heading()));
        // an experiment changes the numbers: the window shows the new ones, not the old
        const auto before = view->recipe().results;
        w.experiments()->scaleCheck()->setChecked(false);
        const float now = w.trace().main.layers[1].attn.weights[1](row, column);
        QVERIFY(view->recipe().results != before);
        QCOMPARE(view->recipe().traced, now);
        QVERIFY(std::abs(view->recipe().recomputed - now) < 1e-6);
        w.setSentence("the animal");  // the cell is gone: the window closes
        QVERIFY(!view->isVisible());
        QVERIFY(w.stepPage()->explainCell(1, 1));
        auto* close = view->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Close);
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!view->isVisible());
    }

    void theModelMapLightsTheCurrentBlockAndAClickGoesThere() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* map = w.stepPage()->modelMap();
        QVERIFY(w.showStep("softmax"));
        w.setLayer(0);
        QCOMPARE(map->litBlock(), QString("Layer 0 · Attention"));
        QTest::mouseClick(map, Qt::LeftButton, {}, map->blockCentre("ffn", 1));
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("ffn"));
        QCOMPARE(w.layer(), 1);
        QCOMPARE(map->litBlock(), QString("Layer 1 · Feed-forward"));
        QVERIFY(w.openPreset(3));  // encoder–decoder: two rows, cross-attention in the decoder's
        QTest::mouseClick(map, Qt::LeftButton, {}, map->blockCentre("cross-qkv", 1));
        QCOMPARE(w.pipelineStrip()->currentStep(), QString("cross-qkv"));
        QCOMPARE(map->litBlock(), QString("Layer 1 · Cross-attention"));
    }

    // Beside the decoder's longest header (Decoder · Feed-forward and its formula) an encoder–decoder's
    // map had 11 px blocks on a projector, most of them blank. It now takes a row of its own, chosen
    // for the model rather than the step so that the matrices do not jump, and every block is named.
    void onAProjectorAnEncoderDecodersMapHasARowOfItsOwnAndNamesEveryBlockAtEveryStep() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.openPreset(3));
        const auto* view = w.stepPage()->stepView();
        const auto* map = w.stepPage()->modelMap();
        const int layers = static_cast<int>(w.trace().main.layers.size());
        QCOMPARE(layers, 2);
        const auto steps = al::pipeline_steps(w.model()->plan());
        for (const auto& shown : steps) {
            QVERIFY(w.showStep(QString::fromStdString(shown)));
            QTRY_VERIFY2(!view->headerSideIsBeside(), shown.c_str());
            QTRY_COMPARE(map->width(), view->width() - view->layout()->contentsMargins().left() - view->layout()->contentsMargins().right());
            for (const auto& s : steps)
                for (int layer = 0; layer < layers; ++layer)
                    QVERIFY2(!map->shownLabel(QString::fromStdString(s), layer).isEmpty(),
                             qPrintable(QString("at %1: %2, layer %3").arg(shown.c_str(), s.c_str()).arg(layer)));
        }
        QCOMPARE(map->shownLabel("addnorm1", 1), QString("A&n"));  // room for initials, not just "+"
    }

    // A model with one stack keeps its map beside the title on a projector: the 14 rows of the
    // coreference sentence need the height.
    void onAProjectorAOneStackModelsMapStaysBesideTheTitleAndNamesEveryBlock() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.openPreset(1));  // coreference
        const auto* view = w.stepPage()->stepView();
        const auto* map = w.stepPage()->modelMap();
        for (const auto& shown : al::pipeline_steps(w.model()->plan())) {
            QVERIFY(w.showStep(QString::fromStdString(shown)));
            QTRY_VERIFY2(view->headerSideIsBeside(), shown.c_str());
            QCOMPARE(map->shownLabel("ffn", 1), QString("F"));
            QCOMPARE(map->shownLabel("addnorm2", 0), QString("A&n"));
        }
    }

    // GPT-2's twelve layers on a projector: every layer's attention block names its layer the same way
    // ("L10" did not fit where "L9" did, and the last two layers showed a bare "A").
    void aTwelveLayerModelsMapNamesEveryLayerAlike() {
        ui::setAppearance({.presentation = true});  // its type
        ui::ModelMap map;
        al::ModelConfig config;
        config.n_layer = 12;
        map.setModel(al::make_plan(config));
        map.resize(1220, map.sizeHint().height());
        map.show();  // a hidden widget's resize waits for its showing
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        QStringList names;
        for (int layer = 0; layer < 12; ++layer) names << map.shownLabel("qkv", layer);
        const bool withL = names[0].startsWith('L');
        for (int layer = 0; layer < 12; ++layer)
            QCOMPARE(names[layer], withL ? QString("L%1").arg(layer) : QString::number(layer));
        map.resize(2400, map.sizeHint().height());  // room for "L11": every layer has its L
        QCoreApplication::processEvents();
        QStringList roomy;
        for (int layer = 0; layer < 12; ++layer) roomy << map.shownLabel("qkv", layer);
        ui::setAppearance({});
        for (int layer = 0; layer < 12; ++layer) QCOMPARE(roomy[layer].left(3), QString("L%1").arg(layer).left(3));
    }

    // On a projector the check names, sized to their contents, took most of the table and left the
    // numbers a word per line; names and numbers now share it, in most of the window.
    void onAProjectorTheModelChecksNamesAndNumbersShareTheTable() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        auto* dialog = w.checkModel();
        QSignalSpy done(dialog, &ui::ModelCheckDialog::finished);
        QVERIFY(done.wait(60000));
        QVERIFY2(dialog->width() >= 1000 && dialog->height() >= 600, qPrintable(QString("%1 × %2").arg(dialog->width()).arg(dialog->height())));
        const QTableWidget* table = dialog->table();
        QTRY_VERIFY(std::abs(table->columnWidth(0) - table->columnWidth(2)) <= 1);
        for (int row = 0; row < table->rowCount(); ++row)
            QVERIFY2(table->rowHeight(row) <= 4 * table->fontMetrics().height() + 10,
                     qPrintable(QString("%1: %2 px").arg(table->item(row, 0)->text()).arg(table->rowHeight(row))));
    }

    void checkTheModelRunsInTheBackgroundAndPassesOnEveryShippedModel() {
        MainWindow w;
        for (int preset = 0; preset < MainWindow::presets().size(); ++preset) {
            QVERIFY(w.openPreset(preset));
            auto* dialog = w.checkModel();
            QVERIFY(dialog->isRunning());  // the window goes on while it runs
            QSignalSpy done(dialog, &ui::ModelCheckDialog::finished);
            QSignalSpy listed(dialog, &ui::ModelCheckDialog::checkDone);  // each check listed as it is done
            QVERIFY(dialog->progress()->isVisibleTo(dialog));
            QVERIFY(done.wait(60000));
            QCOMPARE(listed.count(), 7);
            for (int i = 0; i < 7; ++i) QCOMPARE(listed[i][0].toInt(), i + 1);
            QVERIFY(!dialog->progress()->isVisibleTo(dialog));
            QCOMPARE(dialog->results().size(), size_t(7));
            QCOMPARE(dialog->table()->rowCount(), 7);
            int passed = 0;
            for (const auto& c : dialog->results()) {
                QVERIFY2(c.outcome != al::Check::Outcome::fail, qPrintable(QString::fromStdString(c.name.str() + ": " + c.numbers.str())));
                passed += c.outcome == al::Check::Outcome::pass;
            }
            // an encoder with rotary positions (winograd) masks nothing and turns q and k: three checks do not apply
            QVERIFY(passed >= 4);
            QVERIFY2(dialog->summary().contains("0 failed"), qPrintable(dialog->summary()));
            QVERIFY(dialog->results().back().numbers.str().find("7 models") != std::string::npos);  // the PyTorch references ran
        }
    }
};

QTEST_MAIN(LessonsTest)
#include "lessons_test.moc"
