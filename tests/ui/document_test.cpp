// The document, its view state and one page at a time, without the window: a page follows the view
// state a session or lesson sets and writes the user's choices back; a state is checked against its
// model where sessions and lessons are read.
#include <array>
#include <cmath>

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
#include "ui/widgets/color_maps.h"


namespace {

// A colour as a person with full colour vision, or without red or green cones (Machado, Oliveira and
// Fernandes 2009, severity 1, applied to linear RGB), sees it: linear r, g, b.
enum class Vision { full, deuteranopia, protanopia };
std::array<double, 3> seenAs(QColor c, Vision vision) {
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const std::array<double, 3> rgb = {linear(c.redF()), linear(c.greenF()), linear(c.blueF())};
    if (vision == Vision::full) return rgb;
    static const double deutan[3][3] = {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
    static const double protan[3][3] = {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};
    const auto& m = vision == Vision::deuteranopia ? deutan : protan;
    std::array<double, 3> out{};
    for (int i = 0; i < 3; ++i) out[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    return out;
}
double luminance(QColor c, Vision vision) {
    const auto [r, g, b] = seenAs(c, vision);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

}  // namespace

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

    // The default colour maps read without colour: the weights' map (viridis) grows lighter with every
    // step from 0 to 1 for full colour vision and without red or green cones, its ends over 10 : 1 apart;
    // the diverging map is lightest at 0 and darker towards both signs, its negative end the bluer for
    // every vision (blue against red is blue against yellow-brown without red or green cones).
    void theDefaultColourMapsReadForEveryColourVision() {
        QCPColorGradient sequential = ui::sequentialGradient(), diverging = ui::divergingGradient();  // color() is not const
        const QCPRange unit(0, 1), signedRange(-1, 1);
        for (const Vision vision : {Vision::full, Vision::deuteranopia, Vision::protanopia}) {
            double previous = -1;
            for (int i = 0; i <= 32; ++i) {
                const double y = luminance(QColor::fromRgb(sequential.color(i / 32.0, unit)), vision);
                QVERIFY2(y > previous, qPrintable(QString("vision %1, step %2: %3 after %4").arg(int(vision)).arg(i).arg(y).arg(previous)));
                previous = y;
            }
            const double dark = luminance(QColor::fromRgb(sequential.color(0, unit)), vision);
            QVERIFY((previous + 0.05) / (dark + 0.05) > 10);
            const double middle = luminance(QColor::fromRgb(diverging.color(0, signedRange)), vision);
            for (const double v : {-1.0, -0.5, 0.5, 1.0})
                QVERIFY2(luminance(QColor::fromRgb(diverging.color(v, signedRange)), vision) < middle, qPrintable(QString::number(v)));
            const auto low = seenAs(QColor::fromRgb(diverging.color(-1, signedRange)), vision),
                       high = seenAs(QColor::fromRgb(diverging.color(1, signedRange)), vision);
            QVERIFY2(low[2] - high[2] > 0.1, qPrintable(QString("blue %1 against %2").arg(low[2]).arg(high[2])));  // the negative end bluer
        }
    }
};

QTEST_MAIN(DocumentTest)
#include "document_test.moc"
