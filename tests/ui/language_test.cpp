// The window in another language: German everywhere a teacher looks (menus, tabs, steps, matrix titles,
// dialogs' fields, lessons, the core's messages), Chinese loaded the same way, and a language without a
// translation opening in English with a message.
#include "window_test_support.h"

#include <functional>

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QRegularExpression>
#include <QShortcutEvent>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QTranslator>

#include "core/base/read_file.h"
#include "core/explain/pipeline.h"
#include "ui/i18n/language.h"
#include "ui/lesson/lesson_bar.h"
#include "ui/pages/model_map.h"
#include "ui/pages/step_page.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/token_strip.h"

using namespace window_test;

namespace {

// Answers from the German catalogue and records every text of ours it has no translation for.
class RecordingTranslator : public QTranslator {
public:
    RecordingTranslator() { QVERIFY(german_.load(":/i18n/attentionlab_de.qm")); }
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
        const QString t = german_.translate(context, source, disambiguation, n);
        const QString c = QString::fromLatin1(context);
        const bool ours = c == "al" || c == "lesson" || c == "ui" || c.startsWith("ui::") || c == "QObject" || c == "QDialog";
        if (t.isEmpty() && ours && source && *source) misses_.insert(c + ": " + QString::fromUtf8(source));
        return t;
    }
    bool isEmpty() const override { return false; }
    QStringList misses() const { return QStringList(misses_.begin(), misses_.end()); }

private:
    QTranslator german_;
    mutable QSet<QString> misses_;
};

// Words of an English sentence that no German one of ours contains.
bool looksEnglish(const QString& text) {
    static const QRegularExpression words(
        "\\b(the|of|and|to|with|from|this|that|is|are|click|type|show|shows|open|save|step|layer|head|weights|sentence|"
        "learning|train|every|each|which|what|when|on|off)\\b",
        QRegularExpression::CaseInsensitiveOption);
    QString plain = text;
    plain.remove(QRegularExpression("<[^>]*>")).remove(QRegularExpression("--[a-z-]+")).remove('&');  // tags, --options
    return words.match(plain).hasMatch();
}

// Every text a person can read in the window's widgets and menus, except what the user typed and the
// token pieces (their sentence's words).
QStringList visibleTexts(QWidget* root) {
    QStringList texts;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        bool inTokens = false;
        for (QWidget* p = w; p; p = p->parentWidget()) inTokens |= qobject_cast<ui::TokenStrip*>(p) != nullptr;
        if (inTokens || qobject_cast<QLineEdit*>(w)) continue;
        texts << w->toolTip() << w->statusTip();
        if (auto* l = qobject_cast<QLabel*>(w)) texts << l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(w)) texts << b->text();
        if (auto* g = qobject_cast<QGroupBox*>(w)) texts << g->title();
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i) texts << c->itemText(i);
        if (auto* t = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < t->count(); ++i) texts << t->tabText(i);
    }
    for (QAction* a : root->findChildren<QAction*>()) texts << a->text() << a->statusTip();
    texts.removeAll(QString());
    return texts;
}

// Takes the shortcut events sent to any widget and notes who got them and whether the match was
// ambiguous: a mnemonic reaches its control without clicking it (no dialog opens).
class ShortcutCatcher : public QObject {
public:
    QList<QPair<QObject*, bool>> caught;  // the receiver, ambiguous
    bool eventFilter(QObject* receiver, QEvent* e) override {
        if (e->type() != QEvent::Shortcut) return false;
        caught << qMakePair(receiver, static_cast<QShortcutEvent*>(e)->isAmbiguous());
        return true;
    }
};

}  // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        useTestSettings();
        clearSettings();
    }

    void aLanguageWithoutTranslationOpensInEnglishAndSaysSo() {
        const QString problem = ui::installTranslators("fr");
        QVERIFY2(problem.contains("no fr translation") && problem.contains("English"), qPrintable(problem));
        QCOMPARE(ui::currentLanguage(), QString("en"));
        QCOMPARE(QCoreApplication::translate("ui::MainWindow", "&View"), QString("&View"));
    }

    void chineseIsBuiltInAndTranslatesTheCore() {
        QVERIFY(ui::installTranslators("zh_CN").isEmpty());
        QCOMPARE(ui::currentLanguage(), QString("zh_CN"));
        QCOMPARE(ui::messageOf(al::Error(al::Message(AL_TEXT("layer %1 does not exist"), "7"))), QString("第 7 层不存在"));
        for (auto* t : qApp->findChildren<QTranslator*>()) QCoreApplication::removeTranslator(t);
        QTranslator chinese;
        QVERIFY(chinese.load(QLocale("zh_CN"), "attentionlab", "_", ":/i18n"));
        QCOMPARE(chinese.translate("al", "layer %1 does not exist"), QString("第 %1 层不存在"));
        QCOMPARE(chinese.translate("ui::MainWindow", "&View"), QString("视图(&V)"));
    }

    // (installs German for the rest of the program)
    void theChosenLanguageIsInstalled() {
        QVERIFY(ui::installTranslators("de").isEmpty());
        QCOMPARE(ui::currentLanguage(), QString("de"));
        QCOMPARE(QCoreApplication::translate("ui::MainWindow", "&View"), QString("&Ansicht"));
    }

    void aCoreErrorArrivesInGerman() {
        try {
            al::read_file("/no/such/config.json", al::Message(AL_TEXT("the config file")));
            QFAIL("a missing file was read");
        } catch (const al::Error& e) {
            QCOMPARE(QString::fromUtf8(e.what()), QString("cannot open the config file '/no/such/config.json': No such file or directory"));
            QCOMPARE(ui::messageOf(e),
                     QString("die Konfigurationsdatei '/no/such/config.json' kann nicht geöffnet werden: No such file or directory"));
        }
    }

    void everyTextOfTheWindowIsGerman() {
        RecordingTranslator recorder;
        QCoreApplication::installTranslator(&recorder);
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        w.setSentence("the cat sat");
        QStringList texts;
        for (const QString& tab : w.tabNames()) {
            QVERIFY(w.showTab(tab));
            QCoreApplication::processEvents();
            texts << visibleTexts(&w);
        }
        w.showTab("pipeline");
        for (const auto& step : al::pipeline_steps(w.model()->plan())) {
            QVERIFY(w.showStep(QString::fromStdString(step)));
            QCoreApplication::processEvents();
            texts << visibleTexts(&w);
        }
        QVERIFY(w.openFileOrWarn(":/lessons/masks.lesson.json"));
        QCOMPARE(w.lessonBar()->lesson().title, QString("Masken: kausal, Padding, beides"));
        texts << visibleTexts(&w);
        QCoreApplication::removeTranslator(&recorder);

        QVERIFY2(recorder.misses().isEmpty(), qPrintable("no German for:\n" + recorder.misses().join("\n")));
        QStringList english;
        for (const QString& t : texts)
            if (looksEnglish(t) && !english.contains(t)) english << t;
        QVERIFY2(english.isEmpty(), qPrintable("shown in English:\n" + english.join("\n")));
    }

    // The Attention tab named the mask by the core's English name ("Maske: causal", "掩码：causal").
    void theAttentionTabNamesItsMaskInGerman() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        w.setSentence("the cat sat");
        QVERIFY(w.showTab("attention"));
        QStringList masks;
        for (auto* label : w.findChildren<QLabel*>())
            if (label->isVisible() && label->text().startsWith("Maske: ")) masks << label->text();  // not the panel's "Maske:"
        QCOMPARE(masks, QStringList{"Maske: kausal"});
    }

    // One layer is "1 layer", "1 Schicht" — not "1 layers": the model's description counts in the
    // window's language, singular for one (a microgpt-sized model has one layer).
    void aModelOfOneLayerIsDescribedInTheSingular() {
        al::ModelConfig one;
        one.n_layer = 1, one.n_head = 1, one.n_embd = 16, one.d_ff = 32;
        for (const QString language : {"en", "de"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            w.exploration()->useRandomModel(one, 1);
            const QString text = w.exploration()->modelDescription();
            const QString expected = language == "en" ? "1 layer × 1 head," : "1 Schicht × 1 Kopf,";
            QVERIFY2(text.contains(expected), qPrintable(text));
            one.n_layer = 2, one.n_head = 2;
            w.exploration()->useRandomModel(one, 1);
            QVERIFY2(w.exploration()->modelDescription().contains(language == "en" ? "2 layers × 2 heads," : "2 Schichten × 2 Köpfe,"),
                     qPrintable(w.exploration()->modelDescription()));
            one.n_layer = 1, one.n_head = 1;
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
    }

    // A model's choices in words ("nur Decoder", "RMSNorm"), not the config file's names ("decoder",
    // "rmsnorm", "gelu_tanh"), where they are read; what is saved stays the core's names.
    void theModelsChoicesAreNamedInGermanAndSavedByTheirCoreNames() {
        MainWindow w;
        const QString description = w.exploration()->modelDescription();
        QVERIFY2(description.contains(": nur Decoder, "), qPrintable(description));

        al::ModelConfig c = w.model()->config();
        c.norm = al::NormKind::rmsnorm, c.norm_position = al::NormPosition::post, c.activation = al::Activation::gelu_tanh;
        ui::ModelConfigDialog dialog(c);
        QStringList shown;
        for (auto* box : dialog.findChildren<QComboBox*>()) shown << box->currentText();
        QCOMPARE(shown, (QStringList{"nur Decoder", "RMSNorm", "Post-Norm", "GELU (tanh)", "gelernt"}));
        QCOMPARE(dialog.config(), c);
        // its fields named as the Train tab names them, the config file's names in the tooltips
        const auto* layout = qobject_cast<QFormLayout*>(dialog.layout());
        const auto label = [&](QWidget* field) { return qobject_cast<QLabel*>(layout->labelForField(field))->text(); };
        QCOMPARE(label(dialog.field("n_layer")), QString("Schichten:"));
        QCOMPARE(label(dialog.field("block_size")), QString("Kontextlänge:"));
        QVERIFY(dialog.field("n_layer")->toolTip().endsWith("(n_layer)"));
        QCOMPARE(label(dialog.findChildren<QComboBox*>().front()), QString("Architektur:"));
        const QFormLayout* trainModel = nullptr;
        for (auto* f : w.trainPanel()->form()->findChildren<QFormLayout*>())
            if (f->labelForField(w.trainPanel()->form()->box<QSpinBox>("n_layer"))) trainModel = f;
        QVERIFY(trainModel);
        QCOMPARE(qobject_cast<QLabel*>(trainModel->labelForField(w.trainPanel()->form()->box<QSpinBox>("n_layer")))->text(),
                 label(dialog.field("n_layer")));

        auto* form = w.trainPanel()->form();
        form->box<QComboBox>("activation")->setCurrentIndex(static_cast<int>(al::Activation::relu));
        QCOMPARE(form->box<QComboBox>("norm")->currentText(), QString("LayerNorm"));
        QCOMPARE(form->toJson().value("activation").toString(), QString("relu"));
        form->fromJson({{"task", "reverse"}, {"norm", "batchnorm"}});
        QCOMPARE(form->box<QComboBox>("norm")->currentText(), QString("BatchNorm"));

        // the tasks too ("reverse" had stood untranslated in the box, the offer and the status bar)
        QStringList tasks;
        for (int i = 0; i < form->taskCombo()->count(); ++i) tasks << form->taskCombo()->itemText(i);
        QCOMPARE(tasks, (QStringList{"Kopieren", "Umkehren", "Sortieren", "Koreferenz", "Text", "Induktion", "Koreferenz (beidseitig)"}));
        QCOMPARE(form->taskCombo()->currentText(), QString("Umkehren"));
        QCOMPARE(form->task(), QString("reverse"));
        QCOMPARE(form->toJson().value("task").toString(), QString("reverse"));
        form->fromJson({{"task", "sort"}});
        QCOMPARE(form->taskCombo()->currentText(), QString("Sortieren"));
        form->fromJson({{"task", "no such task"}});  // a newer version's: the choice stays
        QCOMPARE(form->task(), QString("sort"));
    }

    // The welcome's lesson titles in German, in presentation mode's type, are wider than a 1280 × 720
    // screen: they took two rows of the band, and with the welcome folded every step of the first model
    // scrolled (the embedding by 35 px). Their type shrinks, to no less than 80%, where that fits them on
    // one row, each button whole; a narrower screen, where even that would not do, wraps them in their type.
    void onAProjectorTheGermanLessonsOfTheWelcomeTakeOneRow() {
        QVERIFY(ui::installTranslators("de").isEmpty());
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        w.setPresentationMode(true);
        const double own = QApplication::font().pointSizeF();
        QList<QToolButton*> buttons;
        for (auto* b : w.lessonBar()->findChildren<QToolButton*>())
            if (b->property("answer").isValid()) buttons << b;
        QCOMPARE(buttons.size(), 4);
        QCOMPARE(buttons.back()->text(), QString("Was bedeutet „it“?"));
        const auto whole = [&] {
            for (const QToolButton* b : buttons)
                if (b->visibleRegion().boundingRect() != b->rect() || b->size() != b->sizeHint()) return false;
            return true;
        };
        const auto oneRowIn = [&](double smallest, double largest) {
            for (const QToolButton* b : buttons)
                if (b->y() != buttons.front()->y() || b->font().pointSizeF() < smallest || b->font().pointSizeF() > largest) return false;
            return whole();
        };
        QTRY_VERIFY(oneRowIn(0.8 * own, own - 0.25));
        QVERIFY(w.showStep("embedding"));  // folded: the lessons and the ✕, no title's row above
        QTRY_VERIFY(buttons.front()->mapTo(w.lessonBar(), QPoint()).y() < buttons.front()->height() / 2);
        QTRY_VERIFY(oneRowIn(0.8 * own, own - 0.25));
        w.resize(1000, 720);
        QTRY_VERIFY(buttons.back()->y() > buttons.front()->y() && buttons.back()->font().pointSizeF() == own && whole());
        w.resize(1280, 720);
        QTRY_VERIFY(oneRowIn(0.8 * own, own - 0.25));
        w.setPresentationMode(false);
        QTRY_VERIFY(oneRowIn(QApplication::font().pointSizeF(), QApplication::font().pointSizeF()));  // at normal type they fit as they are
    }

    // Below the folded welcome, on a projector at 1280 × 720, no step and no tab of any shipped model
    // scrolls, down or sideways, in English, German or Chinese. Before: with the title's row above the lessons, Q, K and V
    // by 16 px; German lessons in two rows, every step of the first model by 7–35 px; the encoder–
    // decoder's every decoder step said where the decoder's input comes from (qkv 28 px, German
    // feed-forward 38 px); the Activations tab by 44 px.
    void onAProjectorNoStepAndNoTabOfAnyShippedModelScrollsInAnyLanguage() {
        for (const QString language : {"en", "de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            QVERIFY(showFirstStartAt1280By720(w));
            w.setPresentationMode(true);
            QStringList scrolls;
            for (int preset = 0; preset < ui::presets().size(); ++preset) {
                QVERIFY(w.openPreset(preset));
                const QString where = language + ", " + ui::presets()[preset].id;
                for (const QString& step : stepsThatScroll(w)) scrolls << where + ": " + step;
                for (const QString& tab : w.tabNames()) {
                    if (tab == "pipeline") continue;  // its steps, above
                    QVERIFY(w.showTab(tab));
                    QVERIFY2(pageOf(w, tab), qPrintable(tab));
                    if (const int scroll = pageScroll(w)) scrolls << QString("%1: %2 tab, %3 px").arg(where, tab).arg(scroll);
                    if (const int side = scrollAreaAround(pageOf(w, tab))->horizontalScrollBar()->maximum()) scrolls << QString("%1: %2 tab, sideways %3 px").arg(where, tab).arg(side);
                }
            }
            w.setPresentationMode(false);
            QVERIFY2(scrolls.isEmpty(), qPrintable(scrolls.join("; ")));
        }
        QVERIFY(ui::installTranslators("en").isEmpty());
    }

    // On a 1280 × 720 projector in presentation mode, the welcome closed, the teacher's 14-token
    // sentence: every step's result of up to 16 columns prints two significant digits in every cell
    // (".31", "-1.2", "24"; ",31" in German), in English, German and Chinese; Q, K and V, too many side
    // by side, one at a time. Before, Q, K, V, Q·Kᵀ, ÷√d_k and the mask showed colour only and the
    // softmax one decimal ("0.0"). Each number is read back and compared with the value: it may differ
    // by half a unit of its second digit, no more.
    void onAProjectorEveryStepsResultPrintsTwoSignificantDigitsAtFourteenTokensInAnyLanguage() {
        for (const QString language : {"en", "de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            QVERIFY(showFirstStartAt1280By720(w));
            w.lessonBar()->close();  // the welcome closed, as the lesson begins
            w.setPresentationMode(true);
            w.setSentence("The little dog didn't cross the street, because it was so tired!");
            QCOMPARE(static_cast<int>(w.input().ids.size()), 14);
            QStringList failures;
            int checked = 0;
            for (const auto& name : al::pipeline_steps(w.model()->plan())) {
                const QString step = QString::fromStdString(name);
                QVERIFY(w.showStep(step));
                QTest::qWait(50);  // the shares of the row decided after the plots' first layout
                auto* view = w.stepView();
                const auto& matrices = view->matrices();
                QList<int> outputs, results;  // results: the outputs of up to 16 columns
                for (int i = 0; i < static_cast<int>(matrices.size()); ++i)
                    if (matrices[i].output) outputs << i;
                for (const int i : outputs)
                    if (matrices[i].values.cols() <= 16) results << i;
                for (int k = 0; k < results.size(); ++k) {
                    // shown one at a time where they do not print side by side (Q, K and V): each by its button
                    if (view->resultShownAlone() >= 0) view->resultButtons()[outputs.indexOf(results[k])]->click();
                    ui::HeatmapPlot* plot = view->plotOf(results[k]);
                    const QString where = QString("%1, %2 (%3)").arg(language, step, plot->title());
                    if (!QTest::qWaitFor([&] { return plot->isVisible() && plot->showsCellNumbers() && plot->cellDecimals() != 0; }, 1000)) {
                        failures << where + ": no numbers";
                        continue;
                    }
                    ++checked;
                    const auto& values = plot->heatmap().values;
                    for (int r = 0; r < values.rows(); ++r)
                        for (int c = 0; c < values.cols(); ++c) {
                            const double v = values(r, c);
                            if (!std::isfinite(v) || std::abs(v) < 0.095) continue;
                            QString text = plot->printedNumber(r, c);
                            const QString point = QLocale().decimalPoint();
                            if (text.startsWith(point)) text.prepend('0');
                            if (text.startsWith(QLocale().negativeSign() + point)) text.insert(QLocale().negativeSign().size(), '0');
                            bool ok = false;
                            const double printed = QLocale().toDouble(text, &ok);
                            const double magnitude = std::max(std::abs(v), std::abs(printed));  // -0.097 is "-.10"
                            const double halfUnit = 0.51 * std::pow(10.0, std::floor(std::log10(magnitude)) - 1);
                            if (!ok || std::abs(printed - v) > halfUnit)
                                failures << QString("%1: cell (%2, %3) = %4 printed \"%5\"").arg(where).arg(r).arg(c).arg(v).arg(plot->printedNumber(r, c));
                        }
                }
            }
            w.setPresentationMode(false);
            QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 8).join("; ")));
            QVERIFY2(checked >= 5, qPrintable(QString("%1: only %2 steps checked").arg(language).arg(checked)));
        }
        QVERIFY(ui::installTranslators("en").isEmpty());
    }

    // A lesson's title line ("Masken: kausal, Padding, beides — Station 5 von 5: Ein aufgefüllter Batch
    // nebeneinander") in presentation type is wider than a 1280 × 720 screen: it widened the window past
    // the screen, Weiter and Schließen off its edge. And a lesson's band is taller than the welcome's
    // row: every step of "One attention head, end to end" but two scrolled on a projector (Q, K, V by
    // 32 px in English, the softmax stop by 87 in German; at normal type, in Chinese, two by 14 px).
    // Every stop of every shipped lesson, its answers shown, keeps a 1280 × 720 window inside the screen
    // and its page unscrolled, in English, German and Chinese, in presentation and normal type.
    void at1280By720EveryStopOfEveryLessonFitsTheScreenInAnyLanguage() {
        for (const QString language : {"en", "de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            for (const bool presentation : {true, false})
                for (const auto& [title, path] : MainWindow::shippedLessons()) {
                    MainWindow w;
                    QVERIFY(showOnAProjector(w));
                    w.setPresentationMode(presentation);
                    QVERIFY(w.openLesson(path));
                    auto* bar = w.lessonBar();
                    for (int stop = 0; stop < bar->lesson().stops.size(); ++stop) {
                        if (stop > 0) QVERIFY(bar->next());
                        const int scroll = pageScroll(w);  // once laid out: the window's size too
                        const QString where = QString("%1%2, %3, stop %4 (%5)").arg(language, presentation ? " presentation" : "", title)
                                                  .arg(stop + 1).arg(bar->lesson().stops[stop].title);
                        QVERIFY2(w.width() <= 1280 && w.height() <= 720, qPrintable(QString("%1: the window is %2 × %3").arg(where).arg(w.width()).arg(w.height())));
                        QVERIFY2(scroll == 0, qPrintable(QString("%1: the %2 tab scrolls by %3 px").arg(where, w.currentTab()).arg(scroll)));
                    }
                    w.setPresentationMode(false);
                }
        }
        QVERIFY(ui::installTranslators("en").isEmpty());
    }

    // German and Chinese texts are longer or taller than English ones: on a 1280 × 720 projector the
    // window keeps inside the screen on every shipped model, tab and step.
    void onAProjectorTheWindowStaysInsideTheScreenInGermanAndChineseOnEveryModelTabAndStep() {
        for (const QString language : {"de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            QVERIFY(showOnAProjector(w));
            const auto inside = [&](const QString& where) {
                QCoreApplication::processEvents();
                QVERIFY2(w.width() <= 1280 && w.height() <= 720,
                         qPrintable(QString("%1, %2: the window is %3 × %4").arg(language, where).arg(w.width()).arg(w.height())));
            };
            for (int preset = 0; preset < ui::presets().size(); ++preset) {
                QVERIFY(w.openPreset(preset));
                for (const QString& tab : w.tabNames()) {
                    QVERIFY(w.showTab(tab));
                    inside(QString("preset %1, tab %2").arg(preset).arg(tab));
                }
                for (const auto& step : al::pipeline_steps(w.model()->plan())) {
                    QVERIFY(w.showStep(QString::fromStdString(step)));
                    inside(QString("preset %1, step %2").arg(preset).arg(QString::fromStdString(step)));
                }
            }
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
    }

    // Where a block of the model map is too narrow for its name it shows the name shortened: English
    // initials ("A&n"), and in Chinese the translation's own short form. The first character of a
    // Chinese name had stood for it: "相" (of 相加与归一化, add & norm), "交" and "前", other words.
    void onAProjectorTheChineseModelMapShortensNamesAsChineseDoes() {
        QVERIFY(ui::installTranslators("zh_CN").isEmpty());
        {
            MainWindow w;
            QVERIFY(showOnAProjector(w));
            QVERIFY(w.openPreset(3));  // the encoder–decoder: two rows of narrow blocks
            QVERIFY(w.showStep("cross-softmax"));
            const auto* map = w.stepPage()->modelMap();
            QTRY_COMPARE(map->shownLabel("addnorm1", 1), QString("归一"));
            QCOMPARE(map->shownLabel("cross-qkv", 1), QString("交叉"));
            w.setPresentationMode(false);
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
    }

    // Where its row has room the progress label keeps to one line: before a run, German "Schritt 0 /
    // 2000" wrapped its last word on a projector (the label asked for its text's advance, a pixel short
    // of the width QLabel wraps at).
    void onAProjectorTheProgressLabelKeepsToOneLineWhereItHasRoom() {
        QVERIFY(ui::installTranslators("de").isEmpty());
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        QVERIFY(w.showTab("train"));
        QTest::qWait(100);  // laid out in presentation type
        QLabel* progress = nullptr;
        for (auto* label : w.trainPanel()->findChildren<QLabel*>())
            if (label->text() == "Schritt 0 / 2000") progress = label;
        QVERIFY(progress);
        QVERIFY2(progress->height() < 2 * progress->fontMetrics().lineSpacing(), qPrintable(QString("%1 px tall").arg(progress->height())));
        w.setPresentationMode(false);
    }

    // On a 1280 × 720 projector a paused run's Train tab was 116 px wider than the window in German (its
    // page scrolled sideways: Stop, the probe's right half and the log-scale box off the edge): the
    // buttons that save and explore the weights said "Modell speichern…" and "Dieses Modell erkunden".
    // An encoder–decoder's probe row, with its choice of attention, widened it in every language. In
    // every language a paused long run's page fits, the settings beside it, for either architecture:
    // its progress row says "step 3 / 100000 · ETA 5 min" (the time left in seconds would widen it).
    void onAProjectorAPausedRunsTrainTabFitsSidewaysInAnyLanguage() {
        for (const QString language : {"en", "de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            for (const QString arch : {"decoder", "encoder_decoder"}) {
                MainWindow w;
                w.askBeforeClosingWhileTraining = false;
                QVERIFY(showOnAProjector(w));
                QVERIFY(w.showTab("train"));
                auto* panel = w.trainPanel();
                panel->form()->setTaskAndSteps("reverse", 100000);
                panel->form()->archCombo()->setCurrentIndex(panel->form()->archCombo()->findData(arch));
                panel->play();
                QTRY_VERIFY(panel->stepsDone() >= 2);
                panel->pause();
                QTRY_VERIFY(!panel->findChild<QLabel*>("status")->text().isEmpty());
                QVERIFY(panel->settingsShown());
                auto* page = scrollAreaAround(panel);
                QTest::qWait(100);  // the new texts' widths up through the layouts
                QVERIFY2(page->horizontalScrollBar()->maximum() == 0,
                         qPrintable(QString("%1, %2: the page scrolls sideways by %3 px").arg(language, arch).arg(page->horizontalScrollBar()->maximum())));
                QVERIFY(w.width() <= 1280);
                QCOMPARE(page->verticalScrollBar()->maximum(), 0);
                w.setPresentationMode(false);
            }
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
    }

    // The translations choose their own underlined letters; in each language, on every tab, one control
    // answers each Alt + letter (the English test's rule, window_test.cpp).
    void inGermanAndChineseEachUnderlinedLetterOnScreenBelongsToOneControl() {
        QStringList clashes;
        for (const QString language : {"de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            w.resize(1280, 720);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            for (const QString& tab : w.tabNames()) {
                QVERIFY(w.showTab(tab));
                QCoreApplication::processEvents();
                const auto owners = mnemonicsOnScreen(w);
                for (auto it = owners.begin(); it != owners.end(); ++it)
                    if (it.value().size() > 1) clashes << QString("%1, tab %2: Alt+%3 is %4").arg(language, tab, it.key(), it.value().join(", "));
            }
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join("\n")));
    }

    // Inside an open menu a letter picks one item: the Models menu had "R&everse a string (decoder)" and
    // "Reverse a string (&encoder–decoder)", where "e" only moved between the two.
    void inEveryLanguageEachMenuGivesEachAltLetterToOneItem() {
        QStringList clashes;
        std::function<void(const QString&, QMenu*)> visit = [&](const QString& where, QMenu* menu) {
            QMap<QString, QStringList> owners;
            for (QAction* action : menu->actions()) {
                if (action->isSeparator() || !action->isVisible()) continue;
                const QKeySequence letter = QKeySequence::mnemonic(action->text());
                if (!letter.isEmpty()) owners[letter.toString()] << action->text();
                if (action->menu()) visit(where + " → " + ui::withoutAltLetter(action->text()), action->menu());
            }
            for (auto it = owners.begin(); it != owners.end(); ++it)
                if (it.value().size() > 1) clashes << QString("%1: %2 is %3").arg(where, it.key(), it.value().join(", "));
        };
        for (const QString language : {"en", "de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            for (QAction* top : w.menuBar()->actions())
                if (top->menu()) visit(language + ", " + ui::withoutAltLetter(top->text()), top->menu());
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join("\n")));
    }

    // A menu text's Alt letter is left out where the text is read as a name: in Chinese with its
    // brackets ("指代消解：“it” 指什么？(&O)" named the model "…指什么？(O)" in the status bar).
    void aNameTakenFromAMenuTextHasNoAltLetterInEitherStyle() {
        QCOMPARE(ui::withoutAltLetter("C&oreference"), QString("Coreference"));
        QCOMPARE(ui::withoutAltLetter("模型(&M)"), QString("模型"));
        QCOMPARE(ui::withoutAltLetter("打开模型(&O)…"), QString("打开模型…"));
        QCOMPARE(ui::withoutAltLetter("R&&D"), QString("R&D"));
        QVERIFY(ui::installTranslators("zh_CN").isEmpty());
        const QString menuText = QCoreApplication::translate("ui", "C&oreference: what does “it” mean?");  // a preset's
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
        QVERIFY2(menuText.endsWith("(&O)"), qPrintable(menuText));
        QCOMPARE(ui::withoutAltLetter(menuText), QString(menuText).chopped(4));
    }

    // A German class reads "0,98": the cells, the score scale's label and the plots' axes use the decimal
    // comma. The window's language decides, not the system's: on a German system the English window
    // wrote "0,5" on its axes beside "0.98" in its cells.
    void numbersAreWrittenAsTheWindowsLanguageWritesThem() {
        QVERIFY(ui::installTranslators("de").isEmpty());
        QCOMPARE(ui::localNumber(0.25), QString("0,25"));
        {
            MainWindow w;
            QVERIFY(showFirstStartAt1280By720(w));  // the coreference model on its 12 tokens
            QVERIFY(w.showStep("softmax"));
            QCoreApplication::processEvents();
            ui::HeatmapPlot* weights = nullptr;
            for (auto* plot : w.stepView()->findChildren<ui::HeatmapPlot*>())
                if (plot->isVisible() && plot->title().startsWith("Gewichte")) weights = plot;
            QVERIFY(weights);
            QTRY_VERIFY(weights->showsCellNumbers());
            for (const QString& number : {weights->printedNumber(0, 0), weights->printedNumber(1, 0)})
                QVERIFY2(QRegularExpression("^[01],[0-9]+$").match(number).hasMatch(), qPrintable(number));
            QStringList scaleLabels;
            for (auto* label : w.findChildren<QLabel*>())
                if (label->text().startsWith("× ")) scaleLabels << label->text();
            QCOMPARE(scaleLabels, QStringList{"× 1,00"});
            QCOMPARE(w.trainPanel()->lossPlot()->locale().decimalPoint(), QString(","));
            // a plot's labels: German's "5E-07" would be printed as it is; "5e-07" is set as 5·10⁻⁷
            const auto labelsOf = [&](const QCPRange& range) {
                QCPAxis* axis = w.trainPanel()->lossPlot()->yAxis;
                QVector<double> ticks;
                QVector<QString> labels;
                axis->ticker()->generate(range, axis->parentPlot()->locale(), 'g', 6, ticks, nullptr, &labels);
                return QStringList(labels.begin(), labels.end());
            };
            QVERIFY2(labelsOf(QCPRange(0.45, 0.55)).contains("0,5"), qPrintable(labelsOf(QCPRange(0.45, 0.55)).join(' ')));
            QVERIFY2(labelsOf(QCPRange(1.5e-6, 2.5e-6)).contains("2e-06"), qPrintable(labelsOf(QCPRange(1.5e-6, 2.5e-6)).join(' ')));
            QCheckBox* logScale = nullptr;
            for (auto* box : w.trainPanel()->findChildren<QCheckBox*>())
                if (box->text() == "log. Skala") logScale = box;
            QVERIFY(logScale);
            logScale->setChecked(true);
            QVERIFY2(labelsOf(QCPRange(1e-6, 2e-6)).contains("1e-06"), qPrintable(labelsOf(QCPRange(1e-6, 2e-6)).join(' ')));
            QCOMPARE(ui::localNumber(5e-7), QString("5e-07"));  // a cell's number, as its scale writes it
            QCOMPARE(w.trainPanel()->findChild<QProgressBar*>()->text(), QString("0\u202f%"));  // as "0,7 % genau null"
        }
        QVERIFY(ui::installTranslators("en").isEmpty());
        QCOMPARE(ui::localNumber(0.25), QString("0.25"));
        QCOMPARE(ui::localNumber(1234.5, 'f', 1), QString("1234.5"));  // no thousands separator in either
        QCOMPARE(ui::localNumber(5e-7), QString("5e-07"));  // the "e" QCustomPlot draws as 5·10⁻⁷ (not "5E-07")
        {
            MainWindow w;
            QCOMPARE(w.trainPanel()->lossPlot()->locale().decimalPoint(), QString("."));
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the tests after this one expect
        QCOMPARE(ui::localNumber(1234.5, 'f', 1), QString("1234,5"));
    }

    void aStepMatrixTitleIsGerman() {
        MainWindow w;
        w.setSentence("the cat");
        const auto matrices = al::step_matrices(w.trace(), w.exploration()->model()->config(), "qkv", 0, 1);
        QCOMPARE(ui::translated(matrices[1].name), QString("Q (Kopf 1)"));
    }

    // Every underlined letter works, in every language: on each view, Alt and the letter of a visible
    // button or label reach that control and no other (Generate's Alt+G had been replaced by its
    // Ctrl+G, the letter still underlined).
    void everyUnderlinedLetterReachesItsControlOnEveryViewInEveryLanguage() {
        QStringList wrong;
        for (const QString language : {"en", "de", "zh_CN"}) {
            QVERIFY(ui::installTranslators(language).isEmpty());
            MainWindow w;
            w.resize(1280, 720);
            w.show();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            ShortcutCatcher catcher;
            qApp->installEventFilter(&catcher);
            int checked = 0;
            for (const QString& tab : w.tabNames()) {
                QVERIFY(w.showTab(tab));
                QCoreApplication::processEvents();
                QList<QPair<QWidget*, QString>> marked;  // a control, its text
                for (auto* b : w.findChildren<QAbstractButton*>()) marked << qMakePair<QWidget*, QString>(b, b->text());
                for (auto* l : w.findChildren<QLabel*>())
                    if (l->buddy()) marked << qMakePair<QWidget*, QString>(l, l->text());
                for (const auto& [control, text] : marked) {
                    const QKeySequence key = QKeySequence::mnemonic(text);
                    if (key.isEmpty() || !control->isVisible() || !control->isEnabled()) continue;
                    catcher.caught.clear();
                    QTest::keySequence(&w, key);
                    ++checked;
                    if (catcher.caught != QList<QPair<QObject*, bool>>{qMakePair<QObject*, bool>(control, false)})
                        wrong << QString("%1, %2: %3 “%4” (%5 receivers)").arg(language, tab, key.toString(), text).arg(catcher.caught.size());
                }
            }
            qApp->removeEventFilter(&catcher);
            QVERIFY2(checked > 20, qPrintable(QString("%1: %2").arg(language).arg(checked)));
        }
        QVERIFY(ui::installTranslators("de").isEmpty());  // as the other tests expect
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join("\n")));
    }
};

QTEST_MAIN(LanguageTest)
#include "language_test.moc"
