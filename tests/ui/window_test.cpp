// The window: sessions, sizes, presentation mode and the dark theme.
#include "window_test_support.h"

#include <QDialog>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>

#include "ui/window/shortcuts_dialog.h"

using namespace window_test;

namespace {

// The same thing drawn by Qt's Fusion and by ui::FusionStyle, each on an image of `size` filled with
// `background`: {Fusion's, ours}. draw(style, painter) paints it.
template <class Draw>
std::pair<QImage, QImage> drawnByFusionAndOurs(QSize size, const QColor& background, const Draw& draw) {
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create("Fusion"));
    const ui::FusionStyle ours;
    std::pair<QImage, QImage> images{QImage(size, QImage::Format_ARGB32_Premultiplied), QImage(size, QImage::Format_ARGB32_Premultiplied)};
    for (auto [image, style] : {std::pair<QImage*, const QStyle*>{&images.first, fusion.get()}, std::pair<QImage*, const QStyle*>{&images.second, &ours}}) {
        image->fill(background);
        QPainter painter(image);
        draw(*style, painter);
    }
    return images;
}

}  // namespace

class WindowTest : public QObject {
    Q_OBJECT

private slots:
    WINDOW_TEST_SETUP

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

    // Each refused with a reason, the window as it was; a model the session cannot name is not replaced
    // by the shipped default.
    void aBrokenSessionFileChangesNothing() {
        MainWindow w;
        const QJsonObject before = w.sessionJson();
        QTemporaryDir dir;
        const QByteArray session = "{\"format\": \"attentionlab-session\", ";
        const QList<std::pair<QByteArray, QString>> cases = {
            {"{not json", "not valid JSON"},
            {"{\"format\": \"other\"}", "not an AttentionLab session"},
            {session + "\"model\": {\"file\": \"/nope.safetensors\"}}", "/nope.safetensors no longer exists"},
            {session + "\"x\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}", "nests JSON 100001 levels deep"},
            {session + "\"model\": {\"preset\": \"gpt2\"}}", "no shipped model \"gpt2\" (default, coref, reverse, reverse_encdec, induction, winograd)"},
            {session + "\"model\": {\"preset\": 7}}", "no shipped model \"7\""},
            {session + "\"model\": \"coref.safetensors\"}", "does not say which model"},
            {session + "\"sentence\": \"hello\"}", "does not say which model"},
        };
        for (const auto& [content, reason] : cases) {
            QFile f(dir.filePath("s.json"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            f.close();
            QString error;
            QVERIFY(!w.openSession(dir.filePath("s.json"), &error));
            QVERIFY2(error.contains(reason), qPrintable(error));
            QCOMPARE(w.sessionJson(), before);
        }
    }

    // Help → Keyboard shortcuts on a projector: every action and its keys in view side by side, no
    // sideways scrolling (a fixed 620 px dialog had hidden the keys' column behind a scroll bar).
    void onAProjectorTheShortcutsListShowsEveryKeyWithoutScrollingSideways() {
        MainWindow w;
        QVERIFY(showOnAProjector(w));
        int rows = 0, keysRightEdge = 0, viewportWidth = 0, dialogWidth = 0;
        bool sideways = true;
        QTimer::singleShot(0, &w, [&] {  // read while it is open, then close it
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            if (const auto* table = dialog->findChild<QTableWidget*>()) {
                rows = table->rowCount();
                sideways = table->horizontalScrollBar()->isVisible();
                keysRightEdge = table->columnViewportPosition(1) + table->columnWidth(1);
                viewportWidth = table->viewport()->width();
            }
            dialogWidth = dialog->width();
            dialog->reject();
        });
        ui::showShortcutsDialog(w.menuBar(), &w);
        QVERIFY(rows > 20);
        QVERIFY(!sideways);
        QVERIFY2(keysRightEdge <= viewportWidth, qPrintable(QString("%1 > %2").arg(keysRightEdge).arg(viewportWidth)));
        QVERIFY(dialogWidth <= w.width());
    }

    // Alt + an underlined letter acts only where one widget on screen has it: two with the same letter
    // (the Train tab's "&Play" and the "&Positional encoding" tab) only move the focus between them.
    void onEveryTabEachUnderlinedLetterOnScreenBelongsToOneControl() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList clashes;
        for (const QString& tab : w.tabNames()) {
            QVERIFY(w.showTab(tab));
            QCoreApplication::processEvents();
            const QMap<QString, QStringList> owners = mnemonicsOnScreen(w);
            for (auto it = owners.begin(); it != owners.end(); ++it)
                if (it.value().size() > 1) clashes << QString("tab %1: Alt+%2 is %3").arg(tab, it.key(), it.value().join(", "));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join("\n")));
    }

    // File → Open recent names a file as it is named: "R&D.safetensors", not "RD" with an Alt letter.
    void aRecentFileWithAnAmpersandIsListedAsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath("R&D.safetensors");
        QVERIFY(QFile::copy(":/models/reverse.safetensors", path));
        MainWindow w;
        QString error;
        QVERIFY2(w.openModel(path, &error), qPrintable(error));
        QMenu* recent = nullptr;
        for (auto* menu : w.menuBar()->findChildren<QMenu*>())
            if (menu->title() == "Open &recent") recent = menu;
        QVERIFY(recent && !recent->actions().isEmpty());
        const QAction* first = recent->actions().front();
        QCOMPARE(first->text(), QString("R&&D.safetensors"));
        QVERIFY(QKeySequence::mnemonic(first->text()).isEmpty());
        QCOMPARE(first->statusTip(), path);
    }

    void theWindowFitsA1280By720ScreenWithEveryTab() {
        MainWindow w;
        w.show();
        const QSize minimum = w.minimumSizeHint().expandedTo(w.minimumSize());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                 qPrintable(QString("minimum window size %1 × %2").arg(minimum.width()).arg(minimum.height())));
    }

    // A projector's screen, as a window manager-less X server gives it: the window asks for what fits
    // and keeps it, on every model, tab and step, in presentation mode and not.
    void theWindowStaysInsideA1280By720Or1366By768ScreenOnEveryModelTabAndStep() {
        for (const QSize screen : {QSize(1280, 720), QSize(1366, 768)})
            for (const bool presentation : {false, true}) {
                MainWindow w;
                w.resize(screen);
                w.setPresentationMode(presentation);
                w.setDarkTheme(presentation);
                w.show();
                const auto inside = [&](const QString& where) {
                    QCoreApplication::processEvents();
                    const QString what = QString("%1×%2%3, %4: the window is %5×%6")
                                             .arg(screen.width()).arg(screen.height())
                                             .arg(presentation ? " in presentation mode" : "", where)
                                             .arg(w.width()).arg(w.height());
                    QVERIFY2(w.width() <= screen.width() && w.height() <= screen.height(), qPrintable(what));
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
    }

    // Where the keyboard is, seen from the back of the room: a solid ring 2 px wide (3 in presentation
    // mode) just outside the focused control, at least 3 : 1 against the window in the light, the dark
    // and the high-contrast theme; it follows the focus. In high contrast the window is black, the text
    // white, and a button that has no focus is outlined in white all the same.
    void theKeyboardFocusIsASolidRingThatStandsOutInEveryTheme() {
        for (const int theme : {0, 1, 2})
            for (const bool presentation : {false, true}) {
                const QString what = QString("theme %1%2").arg(theme).arg(presentation ? ", presentation" : "");
                MainWindow w;
                w.resize(1280, 720);
                w.setPresentationMode(presentation);
                if (theme == 1) w.setDarkTheme(true);
                if (theme == 2) w.setHighContrast(true);
                w.show();
                QVERIFY(QTest::qWaitForWindowActive(&w));
                QVERIFY(w.showTab("pipeline"));
                // the step page's "Weights" and its first step button, at the left end of its scrolling strip
                QList<QToolButton*> buttons;
                for (auto* b : w.stepView()->parentWidget()->findChildren<QToolButton*>())
                    if (b->isVisible() && b->text() == "Weights") buttons << b;
                buttons << w.stepView()->parentWidget()->findChild<ui::PipelineStrip*>()->findChildren<QToolButton*>().first();
                QCOMPARE(buttons.size(), 2);
                const QColor window = w.palette().color(QPalette::Window);
                for (QToolButton* button : {buttons[0], buttons[1]}) {
                    button->setFocus(Qt::TabFocusReason);
                    QCoreApplication::processEvents();
                    const QImage shot = w.grab().toImage();
                    const QPoint mid = button->mapTo(&w, QPoint(0, button->height() / 2));
                    const int ring = presentation ? 3 : 2;
                    for (int x = 1; x <= ring; ++x)
                        QVERIFY2(shot.pixelColor(mid - QPoint(x, 0)) == ui::focusRingColour(),
                                 qPrintable(QString("%1: %2 px left of the focused button: %3").arg(what).arg(x).arg(shot.pixelColor(mid - QPoint(x, 0)).name())));
                    QVERIFY2(contrastRatio(ui::focusRingColour().rgb(), window.rgb()) >= 3, qPrintable(what));
                }
                // the ring left the first button with the focus
                const QImage shot = w.grab().toImage();
                QVERIFY(shot.pixelColor(buttons[0]->mapTo(&w, QPoint(0, buttons[0]->height() / 2)) - QPoint(2, 0)) != ui::focusRingColour());
                if (theme == 2) {
                    QCOMPARE(window, QColor(Qt::black));
                    QCOMPARE(w.palette().color(QPalette::WindowText), QColor(Qt::white));
                    const QPoint edge = buttons[0]->mapTo(&w, QPoint(0, buttons[0]->height() / 2));
                    QCOMPARE(shot.pixelColor(edge), QColor(Qt::white));  // the unfocused button's outline
                }
            }
        ui::setAppearance({});
    }

    // At a 1280×720 (or 1366×768) projector in presentation mode, an 11-word sentence (12 tokens with <bos>): both
    // heatmaps of every attention step print their numbers to two significant digits at least, label every row
    // and column, and mark −∞.
    void inPresentationModeAt1280By720TheAttentionStepsPrintTheirNumbersAndLabelEveryRow() {
        for (const QSize screen : {QSize(1280, 720), QSize(1366, 768)})
        for (const bool dark : {false, true}) {
            MainWindow w;
            w.resize(screen);
            w.setPresentationMode(true);
            w.setDarkTheme(dark);
            w.show();
            QVERIFY(w.openPreset(1));  // coreference
            w.setSentence("the animal didn't cross the street because it was too tired");
            QCOMPARE(static_cast<int>(w.input().ids.size()), 12);
            for (const QString step : {"scale", "mask", "softmax"}) {
                QVERIFY(w.showStep(step));
                QCoreApplication::processEvents();
                const auto plots = w.stepView()->visiblePlots();
                QCOMPARE(plots.size(), 2);
                for (auto* plot : plots) {
                    const QString what = QString("%1×%2, %3, %4%5: %6×%7 px, %8 decimals")
                                             .arg(screen.width()).arg(screen.height())
                                             .arg(step, plot->title(), dark ? " (dark)" : "")
                                             .arg(plot->axisRect()->width()).arg(plot->axisRect()->height()).arg(plot->cellDecimals());
                    QVERIFY2(plot->showsCellNumbers(), qPrintable("no numbers in " + what));
                    // two decimals, or two significant digits (".31", "-1.2"): never whole numbers
                    QVERIFY2(plot->cellDecimals() == 2 || plot->cellDecimals() == ui::HeatmapPlot::kTwoSignificantDigits, qPrintable(what));
                    QCOMPARE(plot->labelledRows(), 12);
                    QCOMPARE(plot->labelledColumns(), 12);
                }
                QCOMPARE(plots[0]->height(), plots[1]->height());  // rows line up
                if (step == "mask") QVERIFY(plots[1]->maskedCellCount() == 66);
            }
        }
    }

    // The first start at 1280 × 720: the welcome band above the tabs left the scores of Q·Kᵀ, whose slanted
    // key labels take more height than Q's and K's, room to name every other one of the 14 queries. Every
    // plot of every step names each of up to 24 rows now; the page scrolls the little that is missing.
    void withTheWelcomeOpenAt1280By720EveryPlotOfAStepNamesEveryToken() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        w.setSentence("The little dog didn't cross the street, because it was so tired!");  // as a teacher types it
        QCOMPARE(static_cast<int>(w.input().ids.size()), 14);
        for (const auto& name : al::pipeline_steps(w.model()->plan())) {
            const QString step = QString::fromStdString(name);
            QVERIFY(w.showStep(step));
            QCoreApplication::processEvents();
            for (auto* plot : w.stepView()->visiblePlots()) {
                const int rows = static_cast<int>(plot->heatmap().values.rows());
                if (rows > ui::HeatmapPlot::kNamedRowsAtMost) continue;  // a weight matrix of 64 rows names every k-th
                // once the layouts have settled: the plot's new least height goes up through the page to its scroll area
                QTRY_VERIFY2(plot->labelledRows() == rows, qPrintable(QString("%1, %2: %3 of %4 rows named in %5 px")
                                                                     .arg(step, plot->title()).arg(plot->labelledRows()).arg(rows).arg(plot->axisRect()->height())));
            }
        }
        QVERIFY(w.width() <= 1280 && w.height() <= 720);
    }

    // The welcome's paragraph is about the Attention tab ("its attention is on screen"): on the other
    // tabs the band folds into one row, the lessons and a ✕, so that on a projector at 1280 × 720 the
    // Step through page is not cut at the bottom (softmax scrolled by 32 px of 466 with the paragraph,
    // Q, K and V by 16 px with the title's row above the lessons).
    void theWelcomeFoldsIntoOneRowOnTheTabsItDoesNotSpeakOf() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        w.setPresentationMode(true);
        QCOMPARE(w.currentTab(), QString("attention"));
        QTest::qWait(200);  // the large type laid out
        const int open = w.lessonBar()->height();
        QToolButton* fold = nullptr;
        QList<QToolButton*> lessons;
        for (auto* b : w.lessonBar()->findChildren<QToolButton*>()) (b->text() == "✕" ? fold : lessons.emplaceBack()) = b;
        QVERIFY(fold && fold->isHidden());  // the open band's own Close is beside its title
        QCOMPARE(lessons.size(), MainWindow::kWelcomeLessons);  // the first lessons: one row at 1280 × 720
        QVERIFY(w.showStep("softmax"));
        QCOMPARE(w.currentTab(), QString("pipeline"));
        QTRY_VERIFY2(w.lessonBar()->height() <= lessons[0]->height() + 16, qPrintable(QString("%1 px, was %2").arg(w.lessonBar()->height()).arg(open)));
        for (auto* b : lessons) QCOMPARE(b->y(), lessons[0]->y());  // in one row, the ✕ at its end
        QVERIFY(fold->isVisible() && fold->x() > lessons.back()->x());
        QTRY_COMPARE(scrollAreaAround(w.stepView())->verticalScrollBar()->maximum(), 0);
        QVERIFY(w.showTab("attention"));
        QTRY_COMPARE(w.lessonBar()->height(), open);
        QVERIFY(w.showStep("qkv"));
        QTRY_VERIFY(fold->isVisible());
        fold->click();
        QVERIFY(w.lessonBar()->isHidden());
        w.setPresentationMode(false);
    }

    // F11 fills the screen (a projector at 1366 × 768 or 1920 × 1080) and leaves it again; the View menu
    // shows which
    void fullScreenFillsTheScreenAndTheMenuSaysSo() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* full = nullptr;
        for (auto* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::Key_F11)) full = a;
        QVERIFY(full && full->isCheckable() && !full->isChecked());
        full->trigger();
        QTRY_VERIFY(w.isFullScreen());
        QVERIFY(full->isChecked());
        QTRY_COMPARE(w.size(), w.screen()->size());
        full->trigger();
        QTRY_VERIFY(!w.isFullScreen());
        QVERIFY(!full->isChecked());
    }

    // The welcome speaks of the model on screen: the first screen's "it" only while that model is there.
    void theWelcomeTextFollowsTheModel() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        QVERIFY(w.lessonBar()->text().contains("what “it” refers to"));
        QVERIFY(w.openPreset(0));  // the character model
        QVERIFY2(!w.lessonBar()->text().contains("“it”"), qPrintable(w.lessonBar()->text()));
        QVERIFY(w.lessonBar()->text().startsWith(w.exploration()->modelName() + ": its attention is on screen"));
        QCOMPARE(w.lessonBar()->answers().size(), MainWindow::kWelcomeLessons);  // the lessons still offered
        QVERIFY(w.openPreset(ui::kFirstScreenPreset));
        QVERIFY(w.lessonBar()->text().contains("what “it” refers to"));
        w.lessonBar()->close();
        QVERIFY(w.openPreset(0));
        QVERIFY(w.lessonBar()->isHidden());  // a closed welcome stays closed
    }

    // A lesson started from the folded welcome gets the band's title row and its Close back.
    void aLessonStartedFromTheFoldedWelcomeHasItsTitleRow() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        QVERIFY(w.showStep("qkv"));
        const auto buttons = w.lessonBar()->findChildren<QAbstractButton*>();
        const auto named = [&](const QString& text) {
            const auto it = std::find_if(buttons.begin(), buttons.end(), [&](QAbstractButton* b) { return b->text() == text; });
            return it == buttons.end() ? nullptr : *it;
        };
        QVERIFY(named("✕") && named("Close") && named(MainWindow::shippedLessons().front().first));
        QTRY_VERIFY(named("✕")->isVisible() && !named("Close")->isVisible());
        named(MainWindow::shippedLessons().front().first)->click();
        QTRY_VERIFY(w.lessonBar()->isRunning());
        QVERIFY(named("Close")->isVisible() && named("✕")->isHidden());
    }

    // On a projector with the welcome open, every matrix of every step of every shipped model is named
    // whole above its plot, with its size: a title longer than the matrix's column runs on over the
    // colour scale ("residual stre…   (14 × 64)" on Add & Norm before), or wraps ("normalised i…" beside
    // Q, K and V), and the step's matrices still start at one height.
    void everyStepNamesItsMatricesWholeOnAProjector() {
        MainWindow w;
        QVERIFY(showFirstStartAt1280By720(w));
        w.setPresentationMode(true);
        QStringList elided;
        for (int preset = 0; preset < ui::presets().size(); ++preset) {
            QVERIFY(w.openPreset(preset));
            for (const auto& step : al::pipeline_steps(w.model()->plan())) {
                QVERIFY(w.showStep(QString::fromStdString(step)));
                const auto plots = w.stepView()->visiblePlots();
                const auto titleOf = [](ui::HeatmapPlot* plot) { return qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0))->text(); };
                const auto whole = [&] {  // once every plot of the row has its width, the titles' lines decided after
                    for (auto* plot : plots)
                        if (titleOf(plot).simplified() != plot->title().simplified()) return false;
                    return true;
                };
                (void)QTest::qWaitFor(whole, 1000);  // those still cut are listed below
                for (auto* plot : plots) {
                    QCOMPARE(plot->axisRect()->top(), plots[0]->axisRect()->top());
                    if (titleOf(plot).simplified() != plot->title().simplified()) elided << QString("preset %1, %2: %3").arg(preset).arg(QString::fromStdString(step), titleOf(plot));
                }
            }
        }
        w.setPresentationMode(false);
        QVERIFY2(elided.isEmpty(), qPrintable(elided.join("\n")));
    }

    // Started on a step late in the strip and then switched to presentation mode (larger type, wider
    // buttons), the strip keeps the chosen step's button in view.
    void theChosenStepStaysInViewWhenPresentationModeWidensTheStrip() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showStep("addnorm1"));
        w.setPresentationMode(true);
        auto* button = w.pipelineStrip()->currentButton();
        auto* viewport = button->parentWidget()->parentWidget();  // the strip's scroll area's viewport
        const auto inView = [&] {
            const QRect shown(button->mapTo(viewport, QPoint(0, 0)), button->size());
            return viewport->rect().contains(shown);
        };
        QTRY_VERIFY(inView());
        w.resize(900, 720);  // a narrower window
        QTRY_VERIFY(inView());
        w.setPresentationMode(false);
    }

    // Plots of one step, each of the same rows, draw them at the same heights, whatever the plot showed
    // before (the one-hot tokens' slanted vocabulary labels once left a colour scale's margin behind),
    // whatever type their column labels take (a matrix a few pixels narrower than its neighbour, its
    // colour scale's labels wider, may slant its column numbers in a point smaller type).
    void thePlotsOfAStepLineUpTheirRows() {
        MainWindow w;
        w.resize(1280, 720);
        w.setPresentationMode(true);
        w.show();
        QVERIFY(w.openPreset(1));
        for (const QString step : {"tokens", "positional", "qkv", "scale", "addnorm1"}) {
            QVERIFY(w.showStep(step));
            QTest::qWait(100);  // laid out, the row shared (Q, K and V one at a time) and laid out again
            const auto plots = w.stepView()->visiblePlots();
            for (auto* plot : plots) {
                if (plot->heatmap().values.rows() != plots[0]->heatmap().values.rows()) continue;
                QCOMPARE(plot->mapTo(&w, plot->axisRect()->topLeft()).y(), plots[0]->mapTo(&w, plots[0]->axisRect()->topLeft()).y());
                QCOMPARE(plot->axisRect()->height(), plots[0]->axisRect()->height());
                QCOMPARE(plot->labelledRows(), plots[0]->labelledRows());
            }
        }
    }

    // A message (an error) lies over the model's description for a while, and goes once a new trace is drawn.
    void aStatusBarMessageClearsWhenTheNextTraceIsDrawn() {
        MainWindow w;
        QVERIFY(w.statusText().startsWith("Character language model"));
        QVERIFY(w.statusText().contains("2 layers × 4 heads"));
        emit w.exploration()->statusMessage("layer 7 does not exist");
        QCOMPARE(w.statusText(), QString("layer 7 does not exist"));
        w.setSentence("the cat");
        QVERIFY(w.statusText().startsWith("Character language model"));
    }

    void theDarkThemeRecoloursTheTokenChipsAndTheStepControls() {
        MainWindow w;
        w.show();  // as a user sees it: palette changes reach the widgets of a shown window
        auto* chips = w.findChild<ui::TokenStrip*>();
        QVERIFY(chips->chip(0)->styleSheet().contains("background: #eceff1"));
        w.setDarkTheme(true);
        QVERIFY2(chips->chip(0)->styleSheet().contains("background: #263238"), qPrintable(chips->chip(0)->styleSheet()));
        for (auto* b : w.stepView()->parentWidget()->findChildren<QToolButton*>())
            if (!b->text().isEmpty() && !b->isChecked())  // ◀◀ ▶ ▶▶ and the step names: light text on the dark window
                QVERIFY2(b->palette().color(QPalette::ButtonText).lightness() > 180, qPrintable(b->text()));
        w.setDarkTheme(false);
        QVERIFY(chips->chip(0)->styleSheet().contains("background: #eceff1"));
    }

    // 18 query rows on a 1280 × 720 projector had every other row named: rows that the theme's type does
    // not fit are named in smaller type, down to 70% of it; past that every k-th, in the largest type that
    // names as many.
    void aHeatmapNamesEveryRowInSmallerTypeBeforeItSkipsRows() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.values = al::Matrix<float>::Random(18, 18);
        for (int i = 0; i < 18; ++i) data.rowLabels << QString("t%1").arg(i), data.columnLabels << QString("t%1").arg(i);
        const QFont theme = plot.yAxis->tickLabelFont();
        QFont smallest = theme;
        smallest.setPointSizeF(std::max(8.0, 0.7 * theme.pointSizeF()));
        QVERIFY(smallest.pointSizeF() < theme.pointSizeF());
        const int line = QFontMetrics(theme).height(), smallLine = QFontMetrics(smallest).height();
        plot.resize(600, 40 * line);
        plot.show();
        plot.setHeatmap(data);
        const int around = plot.height() - plot.axisRect()->height();  // title and column labels
        plot.resize(600, around + 18 * smallLine + 2);  // 18 rows fit in the smallest type, not in the theme's
        QTest::qWait(10);
        QCOMPARE(plot.labelledRows(), 18);
        QVERIFY(plot.yAxis->tickLabelFont().pointSizeF() < theme.pointSizeF());
        QVERIFY(plot.yAxis->tickLabelFont().pointSizeF() >= 0.7 * theme.pointSizeF());
        QVERIFY(18 * QFontMetrics(plot.yAxis->tickLabelFont()).height() <= plot.axisRect()->height());
        plot.resize(600, around + 12 * smallLine);  // not even the smallest type fits: every other row,
        QTest::qWait(10);                            // in the largest type that names as many
        QCOMPARE(plot.labelledRows(), 9);
        const QFont every2nd = plot.yAxis->tickLabelFont();
        QVERIFY(9 * QFontMetrics(every2nd).height() <= plot.axisRect()->height());
        QFont larger = every2nd;
        larger.setPointSizeF(every2nd.pointSizeF() + 0.5);
        QVERIFY(every2nd == theme || 9 * QFontMetrics(larger).height() > plot.axisRect()->height());
        plot.resize(600, 40 * line);  // room: every row in the theme's type
        QTest::qWait(10);
        QCOMPARE(plot.labelledRows(), 18);
        QCOMPARE(plot.yAxis->tickLabelFont(), theme);
    }

    // 768 features: the columns zoom and pan, stay within the matrix, keep their zoom while the values
    // change (typing) and show whole again on a double click or for another width.
    void aWideHeatmapZoomsItsColumnsAndLabelsTheOnesOnScreen() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.values = al::Matrix<float>::Random(12, 768);
        plot.resize(900, 500);
        plot.show();
        plot.setHeatmap(data);
        QVERIFY(plot.labelledColumns() < 768);  // every k-th column named
        plot.xAxis->setRange(99.5, 109.5);      // what the wheel does
        QCOMPARE(plot.labelledColumns(), 10);   // columns 100 … 109, each named
        data.values = al::Matrix<float>::Random(12, 768);
        plot.setHeatmap(data);
        QCOMPARE(plot.xAxis->range().lower, 99.5);  // same width: the zoom stays
        plot.xAxis->setRange(-300, 2000);
        QCOMPARE(plot.xAxis->range(), QCPRange(-0.5, 767.5));  // never beyond the matrix
        plot.xAxis->setRange(10, 11);
        QVERIFY(plot.xAxis->range().size() >= 4);  // at least four columns
        data.values = al::Matrix<float>::Random(12, 3072);
        plot.setHeatmap(data);
        QCOMPARE(plot.xAxis->range(), QCPRange(-0.5, 3071.5));  // another matrix: whole
        data.values = al::Matrix<float>::Random(12, 20);
        plot.setHeatmap(data);
        QVERIFY(!plot.interactions().testFlag(QCP::iRangeZoom));  // narrow matrices do not zoom
    }

    // A masked cell sits on light grey hatching in either theme, so its "-∞" is drawn dark there too
    // (in the dark theme's light label colour it could not be read).
    void aMaskedCellsMinusInfinityCanBeReadInTheDarkTheme() {
        ui::setAppearance({.presentation = false, .dark = true});
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.values = al::Matrix<float>::Constant(4, 4, 0.5f);
        data.values(0, 3) = -std::numeric_limits<float>::infinity();
        plot.resize(500, 400);
        plot.show();
        plot.setHeatmap(data);
        QVERIFY(plot.showsCellNumbers());
        const QImage image = plot.toPixmap().toImage();
        const int x = qRound(plot.xAxis->coordToPixel(3)), y = qRound(plot.yAxis->coordToPixel(0));
        int text = 0;  // pixels darker than the hatch's lines (90, 90, 90): the text's
        for (int dy = -6; dy <= 6; ++dy)
            for (int dx = -12; dx <= 12; ++dx) text += qGray(image.pixel(x + dx, y + dy)) < 60;
        ui::setAppearance({});
        QVERIFY2(text >= 3, qPrintable(QString("%1 dark pixels in the masked cell").arg(text)));
    }

    // The Q/K/V step shows four plots; a keystroke replots all four and the window paints them in one
    // pass (one update request), not once per plot.
    void aKeystrokeRepaintsTheWindowOnceHoweverManyPlotsItRedraws() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showStep("qkv"));
        QList<ui::HeatmapPlot*> shown;
        for (auto* plot : w.findChildren<ui::HeatmapPlot*>())
            if (plot->isVisible()) shown.append(plot);
        QCOMPARE(shown.size(), 4);
        struct Counter : QObject {
            QMap<QObject*, int> paints;
            int windowPaints = 0;
            bool eventFilter(QObject* o, QEvent* e) override {
                if (e->type() == QEvent::Paint) ++paints[o];
                if (e->type() == QEvent::UpdateRequest) ++windowPaints;
                return false;
            }
        } counter;
        QTest::qWait(50);  // the step's first drawing done
        w.installEventFilter(&counter);
        for (auto* plot : shown) plot->installEventFilter(&counter);
        auto* edit = w.findChild<QLineEdit*>();
        edit->setFocus();
        edit->end(false);
        QTest::keyClicks(edit, "x");
        for (auto* plot : shown) QTRY_COMPARE(counter.paints.value(plot), 1);
        QCOMPARE(counter.windowPaints, 1);
    }

    // The sentence field's panel comes from a cache: it must look exactly as Fusion draws it, in
    // either theme, focused or not, wherever it sits.
    void aFramedFieldIsDrawnPixelForPixelAsFusionDrawsIt() {
        QLineEdit field;
        for (const bool dark : {false, true}) {
            ui::setAppearance({.presentation = false, .dark = dark});
            for (const QStyle::State state : {QStyle::State(QStyle::State_Enabled), QStyle::State_Enabled | QStyle::State_HasFocus,
                                              QStyle::State_Enabled | QStyle::State_ReadOnly, QStyle::State(QStyle::State_None)}) {
                QStyleOptionFrame option;
                option.initFrom(&field);
                option.state = state;
                option.lineWidth = field.style()->pixelMetric(QStyle::PM_DefaultFrameWidth);
                option.rect = QRect(7, 5, 1200, 36);
                const auto [expected, drawn] = drawnByFusionAndOurs(QSize(1220, 50), Qt::magenta, [&](const QStyle& style, QPainter& painter) {
                    for (int twice = 0; twice < 2; ++twice)  // the second from the cache
                        style.drawPrimitive(QStyle::PE_PanelLineEdit, &option, &painter);
                });
                QVERIFY(expected != QImage(1220, 50, QImage::Format_ARGB32_Premultiplied));
                QCOMPARE(drawn, expected);
            }
        }
        ui::setAppearance({});
    }

    // The tab widget's frame, drawn with filled rectangles instead of Fusion's pen, has Fusion's pixels:
    // either theme, tabs above or below, over a background, small or window-sized.
    void theTabFrameIsDrawnPixelForPixelAsFusionDrawsIt() {
        QTabWidget tabs;
        for (const bool dark : {false, true}) {
            ui::setAppearance({.presentation = false, .dark = dark});
            for (const QTabBar::Shape shape : {QTabBar::RoundedNorth, QTabBar::RoundedSouth, QTabBar::RoundedWest}) {
                for (const QSize size : {QSize(8, 8), QSize(33, 20), QSize(1580, 930)}) {
                    QStyleOptionTabWidgetFrame option;
                    option.initFrom(&tabs);
                    option.shape = shape;
                    option.rect = QRect(QPoint(5, 3), size);
                    // the shadow row is translucent over the background
                    const auto [expected, drawn] = drawnByFusionAndOurs(size + QSize(12, 10), QColor(200, 40, 90), [&](const QStyle& style, QPainter& painter) {
                        style.drawPrimitive(QStyle::PE_FrameTabWidget, &option, &painter);
                    });
                    QVERIFY(expected.pixelColor(5 + size.width() / 2, 3 + size.height() / 2) != QColor(200, 40, 90));
                    QCOMPARE(drawn, expected);
                }
            }
        }
        ui::setAppearance({});
    }

    // A scroll bar drawn from its cached pixmap has Fusion's pixels: either theme, either orientation,
    // the slider anywhere, hovered or pressed; a moved slider is not drawn from the old picture.
    void aScrollBarIsDrawnPixelForPixelAsFusionDrawsIt() {
        QScrollBar scrollBar;
        for (const bool dark : {false, true}) {
            ui::setAppearance({.presentation = false, .dark = dark});
            for (const Qt::Orientation orientation : {Qt::Vertical, Qt::Horizontal}) {
                for (const int position : {0, 370, 1000}) {
                    for (const QStyle::SubControls active : {QStyle::SubControls(QStyle::SC_None), QStyle::SubControls(QStyle::SC_ScrollBarSlider)}) {
                        QStyleOptionSlider option;
                        option.initFrom(&scrollBar);
                        option.orientation = orientation;
                        option.state |= orientation == Qt::Horizontal ? QStyle::State_Horizontal : QStyle::State_None;
                        if (active) option.state |= QStyle::State_MouseOver | QStyle::State_Sunken;
                        option.subControls = QStyle::SC_All;
                        option.activeSubControls = active;
                        option.minimum = 0, option.maximum = 1000, option.pageStep = 400;
                        option.sliderPosition = option.sliderValue = position;
                        const QSize size = orientation == Qt::Vertical ? QSize(16, 700) : QSize(700, 16);
                        option.rect = QRect(QPoint(0, 0), size);  // as a QScrollBar paints itself
                        const auto [expected, drawn] = drawnByFusionAndOurs(size + QSize(10, 12), Qt::magenta, [&](const QStyle& style, QPainter& painter) {
                            painter.translate(4, 6);  // where a window's painter has it, clipped to the bar
                            painter.setClipRect(option.rect);
                            for (int twice = 0; twice < 2; ++twice)  // the second from the cache
                                style.drawComplexControl(QStyle::CC_ScrollBar, &option, &painter);
                        });
                        QVERIFY(expected.pixelColor(8, 12) != QColor(Qt::magenta));
                        QCOMPARE(drawn, expected);
                    }
                }
            }
        }
        ui::setAppearance({});
    }

    // A heatmap shows its colour scale only while its numbers do not fit its cells, and the positional
    // tab's heatmaps are empty until first shown: a scale out of its plot's layout when presentation
    // mode came on kept the small type, and its plot made room for small labels, then drew large ones
    // cut off at its edge.
    void aColourScaleFirstShownAfterTheSwitchToPresentationModeHasRoomForItsLabels() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentationMode(true);
        QVERIFY(w.showTab("positional"));
        int scales = 0;
        for (auto* plot : w.findChildren<ui::HeatmapPlot*>()) {
            if (!plot->isVisible()) continue;
            QCoreApplication::sendPostedEvents();
            for (auto* scale : plot->findChildren<QCPColorScale*>()) {
                if (!scale->visible()) continue;
                ++scales;
                QCOMPARE(scale->axis()->tickLabelFont().pointSizeF(), QApplication::font().pointSizeF());
                const QFontMetrics fm(scale->axis()->tickLabelFont());
                int widest = 0;
                for (const auto& label : scale->axis()->tickVectorLabels()) widest = std::max(widest, fm.horizontalAdvance(label));
                const QRect bar = scale->axis()->axisRect()->rect();
                QVERIFY2(bar.right() + scale->axis()->tickLabelPadding() + widest < plot->width(),
                         qPrintable(QString("%1: labels %2 px wide right of x = %3 in a plot %4 px wide").arg(plot->title()).arg(widest).arg(bar.right()).arg(plot->width())));
            }
        }
        QCOMPARE(scales, 3);
        w.setPresentationMode(false);
    }

    // Closing the welcome band gives the plots below it more height: a heatmap grown that way must
    // decide on numbers in its cells as one made at the new size does, not by its old size.
    void aHeatmapResizedDecidesOnCellNumbersByItsNewSize() {
        ui::setAppearance({.presentation = true, .dark = false});
        ui::HeatmapData data;
        data.values = al::Matrix<float>::Constant(14, 14, 2.5f);
        data.range = QCPRange(0, 4);
        const QSize small(410, 330), large(410, 480);
        ui::HeatmapPlot grown, made;
        grown.resize(small);
        grown.show();
        grown.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        const bool numbersWhenSmall = grown.showsCellNumbers();
        grown.resize(large);
        made.resize(large);
        made.show();
        made.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        const bool grownNumbers = grown.showsCellNumbers(), madeNumbers = made.showsCellNumbers();
        ui::setAppearance({});
        QVERIFY(!numbersWhenSmall);
        QVERIFY(madeNumbers);
        QCOMPARE(grownNumbers, madeNumbers);
    }

    // Numbers rounded to fit a cell: a small negative value reads "0", not "-0" (a random model's
    // Q, K and V at 12 columns on a projector were a field of "-0" and "0"); and where whole numbers
    // would print most values as "0", as they did there, the cells print none.
    void aValueRoundedToZeroReadsZeroAndAFieldOfZerosIsNotPrinted() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.values = al::Matrix<float>::Constant(4, 4, -0.004f);
        data.values(0, 0) = -0.6f;
        data.values(0, 1) = 0.004f;
        plot.resize(400, 300);
        plot.show();
        plot.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(plot.cellDecimals(), 2);
        QCOMPARE(plot.printedNumber(1, 1), QString("0.00"));
        QCOMPARE(plot.printedNumber(0, 1), QString("0.00"));
        QCOMPARE(plot.printedNumber(0, 0), QString("-0.60"));

        plot.resize(260, 300);  // room for whole numbers only
        data.values = al::Matrix<float>::Constant(12, 12, -1.7f);
        for (int c = 0; c < 12; c += 2) data.values(1, c) = -0.3f;
        plot.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(plot.cellDecimals(), 0);
        QCOMPARE(plot.printedNumber(0, 0), QString("-2"));
        QCOMPARE(plot.printedNumber(1, 0), QString("0"));

        data.values = al::Matrix<float>::Constant(12, 12, -0.3f);
        data.values.row(0).setConstant(0.6f);
        plot.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        QVERIFY2(!plot.showsCellNumbers(), "11 of 12 rows would read \"0\"");
    }

    // The Q, K, V step's input at its narrowest: with its size the name would be cut to a letter, so
    // the name is kept and the size left to the axes.
    void aPlotTooNarrowForItsNameAndSizeKeepsItsName() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.title = "layer input";
        data.values = al::Matrix<float>::Ones(14, 64);
        plot.resize(190, 400);
        plot.show();
        plot.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        const auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(0, 0));
        QVERIFY2(title->text().startsWith("layer"), qPrintable(title->text()));
        QVERIFY(QFontMetrics(title->font()).horizontalAdvance(title->text()) < 190);
    }

    // One line unless setTitleLines allows more: the title is elided, its size kept.
    void aHeatmapTitleTooWideForItsPlotIsElidedBeforeItsSize() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.title = "Probe · L0 H0 · step 12345 of a long run";
        data.values = al::Matrix<float>::Zero(18, 18);
        plot.resize(900, 600);
        plot.show();
        plot.setHeatmap(data);
        QCOMPARE(plot.title(), QString("Probe · L0 H0 · step 12345 of a long run   (18 × 18)"));
        const auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(0, 0));
        QCOMPARE(title->text(), plot.title());
        plot.resize(260, 400);
        QCoreApplication::sendPostedEvents();
        QVERIFY2(title->text().startsWith("Probe · L0") && title->text().contains("…   (18 × 18)"), qPrintable(title->text()));
        QVERIFY(!title->text().contains('\n'));
        QVERIFY(QFontMetrics(title->font()).horizontalAdvance(title->text()) < 260);
    }

    // A plot without values carries a message instead (an error, what to press): on lines that fit the
    // plot, not a word cut off.
    void aMessageInAPlotWithoutValuesIsWrappedWhole() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.title = "Probe attention: press Play or Step to watch it form";
        plot.resize(260, 400);
        plot.show();
        plot.setHeatmap(data);
        QCoreApplication::sendPostedEvents();
        const auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(0, 0));
        const QStringList lines = title->text().split('\n');
        QVERIFY2(lines.size() >= 2, qPrintable(title->text()));
        for (const QString& line : lines) QVERIFY2(QFontMetrics(title->font()).horizontalAdvance(line) <= 260 - 12, qPrintable(line));
        QCOMPARE(lines.join(' '), data.title);
        plot.resize(900, 400);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(title->text(), data.title);  // one line where it fits
    }

    // Hovering a cell outlines its row and column and names both tokens on the axes, even where only
    // every k-th row is labelled.
    void hoveringACellNamesItsRowAndColumnOnTheAxes() {
        ui::HeatmapPlot plot;
        ui::HeatmapData data;
        data.title = "weights";
        data.values = al::Matrix<float>::Zero(60, 60);
        for (int i = 0; i < 60; ++i) data.rowLabels << QString("t%1").arg(i), data.columnLabels << QString("t%1").arg(i);
        plot.resize(400, 400);
        plot.show();
        plot.setHeatmap(data);
        QCoreApplication::processEvents();
        const int rows = plot.labelledRows(), columns = plot.labelledColumns();
        QVERIFY2(rows < 60 && columns < 60, qPrintable(QString("%1 %2").arg(rows).arg(columns)));
        const auto named = [](QCPAxis* axis, int i) { return qSharedPointerCast<QCPAxisTickerText>(axis->ticker())->ticks().value(i); };
        QVERIFY(named(plot.yAxis, 37).isEmpty());
        plot.setHoveredCell(37, 41);
        QCOMPARE(named(plot.yAxis, 37), QString("t37"));
        QCOMPARE(named(plot.xAxis, 41), QString("t41"));
        plot.setHoveredCell(-1, -1);
        QCOMPARE(plot.labelledRows(), rows);
    }

    void presentationModeEnlargesFontsAndTheDarkThemeDarkensThePlots() {
        MainWindow w;
        const double normal = QApplication::font().pointSizeF();
        w.setPresentationMode(true);
        QVERIFY(QApplication::font().pointSizeF() > 1.5 * normal);
        QCOMPARE(w.attentionPlot()->xAxis->tickLabelFont().pointSizeF(), QApplication::font().pointSizeF() - 1.5);
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
        auto* scroll = scrollAreaAround(panel);
        QVERIFY(scroll);
        const int normalWidth = scroll->width();
        w.setPresentationMode(true);
        QVERIFY(!scroll->isVisible());  // at a projector the views take the width, until F6 brings the panel
        w.setExperimentPanelVisible(true);
        QTRY_VERIFY(scroll->width() > normalWidth);
        QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        w.setExperimentPanelVisible(false);  // View → Experiment panel (F6): the views take the whole width
        QVERIFY(!scroll->isVisible());
        w.setExperimentPanelVisible(true);
        w.setPresentationMode(false);
        QVERIFY(scroll->isVisible());  // each mode keeps its own choice
        QVERIFY(w.showTab("train"));  // training another model: the experiments give way...
        QVERIFY(!scroll->isVisible());
        QVERIFY(w.showTab("attention"));  // ...and come back with the explored model
        QVERIFY(scroll->isVisible());
    }
};

QTEST_MAIN(WindowTest)
#include "window_test.moc"
