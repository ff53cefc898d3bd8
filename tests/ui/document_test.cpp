// The document, its view state and one page at a time, without the window: a page follows the view
// state a session or lesson sets and writes the user's choices back; a state is checked against its
// model where sessions and lessons are read.
#include <QtTest>

#include "core/explain/pipeline.h"
#include "ui/document/exploration.h"
#include "ui/document/lesson.h"
#include "ui/document/presets.h"
#include "ui/document/session.h"
#include "ui/pages/attention_view.h"
#include "ui/pages/pipeline_strip.h"
#include "ui/pages/step_page.h"
#include "ui/pages/step_view.h"

class DocumentTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theStepPageShowsTheViewStatesStepAndWritesTheUsersStepBack() {
        ui::Exploration document;
        QVERIFY(ui::openPreset(document, 0));
        document.setSentence("Hi, Bob!");
        ui::StepPage page(&document);
        page.resize(1280, 680);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));

        document.view()->setStep("softmax");  // as a session or a lesson's stop sets it
        QCOMPARE(page.strip()->currentStep(), QString("softmax"));
        const auto& weights = page.stepView()->matrices().back();
        QCOMPARE(weights.values, document.trace().main.layers[0].attn.weights[0]);

        page.strip()->next();  // the user's step
        QCOMPARE(document.view()->step(), QString("weighted"));
        document.select(1, 2);
        document.view()->setStep("scores");
        QCOMPARE(page.stepView()->matrices().back().values, document.trace().main.layers[1].attn.scores[2]);
    }

    void aStepTheModelHasNotLeavesThePagesStepInTheViewState() {
        ui::Exploration document;
        QVERIFY(ui::openPreset(document, 0));  // a decoder: no cross-attention
        document.setSentence("abc");
        ui::StepPage page(&document);
        document.view()->setStep("qkv");
        document.view()->setStep("cross-qkv");
        QCOMPARE(page.strip()->currentStep(), QString("qkv"));
        QCOMPARE(document.view()->step(), QString("qkv"));
    }

    void theAttentionPagesModeAndKindAreTheViewStates() {
        ui::Exploration document;
        QVERIFY(ui::openPreset(document, 3));  // the encoder–decoder: it opens on cross-attention
        ui::AttentionView page(&document);
        QCOMPARE(document.view()->attentionKind(), QString("cross"));
        document.view()->setAttentionMode("grid");
        QCOMPARE(page.mode(), ui::AttentionView::Mode::grid);
        page.setMode(ui::AttentionView::Mode::lines);  // the page's own buttons go through the same call
        QCOMPARE(document.view()->attentionMode(), QString("lines"));
        document.view()->setAttentionKind("encoder");
        QCOMPARE(page.kind(), ui::AttentionView::Kind::encoder);
        QVERIFY(ui::openPreset(document, 0));  // a decoder has only self-attention
        QCOMPARE(document.view()->attentionKind(), QString("self"));
    }

    void aStateIsCheckedAgainstItsModelNamingTheKey() {
        al::ModelConfig c;  // 2 layers of 4 heads, a decoder
        c.n_layer = 2, c.n_head = 4, c.n_embd = 16, c.vocab_size = 20, c.block_size = 8;
        const QStringList tabs = {"pipeline", "attention"};
        QVERIFY(!ui::stateProblem({{"layer", 1}, {"head", 3}, {"step", "softmax"}, {"tab", "attention"}}, c, tabs));
        const auto layer = ui::stateProblem({{"layer", 2}}, c, tabs);
        QVERIFY(layer);
        QCOMPARE(layer->field, QString("layer"));
        QCOMPARE(layer->what, QString("must be a whole number 0 … 1 for this model"));
        QCOMPARE(ui::stateProblem({{"step", "cross-qkv"}}, c, tabs)->what, QString("this model has no step \"cross-qkv\""));
        QCOMPARE(ui::stateProblem({{"tab", "train"}}, c, tabs)->field, QString("tab"));
        QCOMPARE(ui::stateProblem({{"attention_view", "table"}}, c, tabs)->what, QString("must be one of heatmap, grid, lines, kv-cache, sinks"));
        QCOMPARE(ui::stateProblem({{"experiments", QJsonObject{{"zeroed_heads", QJsonArray{QJsonArray{1, 4}}}}}}, c, tabs)->field,
                 QString("experiments.zeroed_heads"));

        ui::Lesson lesson;
        lesson.stops = {ui::LessonStop{"First", "", {{"model", QJsonObject{{"preset", "default"}}}}, {}},
                        ui::LessonStop{"Layer seven", "", {{"layer", 7}}, {}}};
        QCOMPARE(ui::lessonProblem(lesson, tabs), QString("Stop 2 (“Layer seven”), field “state.layer”: must be a whole number 0 … 1 for this model"));
        lesson.stops[1].state = {{"model", QJsonObject{{"preset", "gpt2"}}}};
        QVERIFY(ui::lessonProblem(lesson, tabs).contains("no shipped model \"gpt2\" (default, coref, reverse, reverse_encdec, induction, winograd)"));
    }
};

QTEST_MAIN(DocumentTest)
#include "document_test.moc"
