// What the window tests share: one offscreen MainWindow per test with settings in a test location, and
// checks that compare what is drawn with the core's trace.
#pragma once

#include <QFile>
#include <QProcess>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

#include <QAction>
#include <QAbstractButton>
#include <QMenuBar>
#include <QLabel>
#include <QGroupBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabBar>
#include <QStyleFactory>
#include <QStyleOption>

#include <nlohmann/json.hpp>

#include "core/explain/trace_stats.h"
#include "core/io/model_io.h"
#include "core/model/ops.h"
#include "ui/pages/activation_view.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/chart_deck.h"
#include "ui/widgets/fusion_style.h"
#include "ui/pages/attention_lines.h"
#include "ui/pages/positional_view.h"
#include "ui/window/model_config_dialog.h"
#include "ui/pages/attention_view.h"
#include "ui/pages/compare_view.h"
#include "ui/pages/experiment_panel.h"
#include "ui/document/exploration.h"
#include "ui/document/presets.h"
#include "core/explain/pipeline.h"
#include "ui/pages/lens_view.h"
#include "ui/pages/patching_view.h"
#include "ui/pages/output_view.h"
#include "ui/widgets/plot_export.h"
#include "core/io/generate.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/pages/model_map.h"
#include "ui/lesson/lesson_bar.h"
#include "ui/pages/pipeline_strip.h"
#include "ui/pages/step_page.h"
#include "ui/pages/step_view.h"
#include "ui/window/main_window.h"
#include "ui/widgets/token_strip.h"
#include "ui/pages/train_form.h"
#include "ui/pages/train_panel.h"
#include "ui/pages/trace_gate.h"
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QPushButton>

using ui::MainWindow;

namespace window_test {

// QSettings in a test location, cleared before each test; no autosaved training run.
// The test's own settings, and a Hugging Face cache holding a stand-in for GPT-2 (tests/reference/
// gpt2_in_cache.py) for the shipped lesson that names it, for the whole test program.
inline void useTestSettings() {
    QStandardPaths::setTestModeEnabled(true);
    static QTemporaryDir cache;
    QProcess::execute("python3", {AL_FIXTURE_DIR "/../gpt2_in_cache.py", cache.path()});
    qputenv("HF_HUB_CACHE", cache.path().toUtf8());
}
inline void clearSettings() {
    QSettings().clear();
    QFile::remove(ui::TrainPanel::autosavePath());
}

// The window as a 1280 × 720 projector shows it: that size, on screen, in presentation mode (which the
// test turns off again: the mode is kept in the settings).
inline bool showOnAProjector(MainWindow& w) {
    w.resize(1280, 720);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    w.setPresentationMode(true);
    return true;
}

// The scroll area that a page (or the experiment panel) scrolls in: its nearest.
inline QScrollArea* scrollAreaAround(QWidget* widget) {
    for (; widget; widget = widget->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(widget)) return area;
    return nullptr;
}

// The page a tab shows (its name from tabNames()), inside its scroll area.
inline QWidget* pageOf(MainWindow& w, const QString& tab) {
    if (tab == "pipeline") return w.stepView();
    if (tab.startsWith("attention")) return w.attentionView();
    const QHash<QString, QWidget*> pages{{"positional", w.positionalView()}, {"activations", w.activationView()},
                                         {"compare", w.compareView()}, {"output", w.outputView()}, {"train", w.trainPanel()},
                                         {"lens", w.lensView()}, {"patching", w.patchingView()}};
    return pages.value(tab);
}

// By how many pixels the current tab's page scrolls, once its new least height has come up through the
// layouts to its scroll area.
inline int pageScroll(MainWindow& w) {
    QTest::qWait(100);
    return scrollAreaAround(pageOf(w, w.currentTab()))->verticalScrollBar()->maximum();
}

// A colour's relative luminance and two colours' contrast ratio (WCAG 2.1): 1 … 21.
inline double relativeLuminance(QRgb c) {
    const auto channel = [](int v) { const double s = v / 255.0; return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(qRed(c)) + 0.7152 * channel(qGreen(c)) + 0.0722 * channel(qBlue(c));
}
inline double contrastRatio(QRgb a, QRgb b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The contrast ratio (WCAG) of the text in `area` of a widget (default: its left half, inside a 4-px
// frame) against its fill: the fill is the most common colour there, the text the colour furthest
// from it in luminance. *fillLuminance gets the fill's relative luminance.
inline double textContrast(QWidget* widget, double* fillLuminance, QRect area = {}) {
    const QImage image = widget->grab().toImage();
    if (area.isNull()) area = QRect(4, 4, image.width() / 2 - 4, image.height() - 8);
    QHash<QRgb, int> counts;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) ++counts[image.pixel(x, y)];
    const QRgb fill = std::max_element(counts.keyValueBegin(), counts.keyValueEnd(), [](auto a, auto b) { return a.second < b.second; })->first;
    double best = 1;
    for (auto it = counts.keyBegin(); it != counts.keyEnd(); ++it) best = std::max(best, contrastRatio(*it, fill));
    *fillLuminance = relativeLuminance(fill);
    return best;
}

// The first start on a 1280 × 720 screen: the coreference model, its 14-token sentence and the welcome
// band above the tabs, the window at that size and on screen.
inline bool showFirstStartAt1280By720(MainWindow& w) {
    w.startAsLastTime(false);
    w.resize(1280, 720);
    w.show();
    return !w.lessonBar()->isHidden() && QTest::qWaitForWindowExposed(&w);
}

// Each step of the window's model in turn, once its plots have grown to name every token: those whose
// page scrolls, as "step: N px".
inline QStringList stepsThatScroll(MainWindow& w) {
    QStringList out;
    for (const auto& name : al::pipeline_steps(w.model()->plan())) {
        const QString step = QString::fromStdString(name);
        if (!w.showStep(step)) {
            out << step + ": not shown";
            continue;
        }
        for (auto* plot : w.stepView()->visiblePlots()) {
            const auto rows = plot->heatmap().values.rows();
            if (rows > ui::HeatmapPlot::kNamedRowsAtMost) continue;
            if (!QTest::qWaitFor([&] { return plot->labelledRows() == rows; })) out << step + ": rows unnamed";
        }
        if (const int scroll = pageScroll(w)) out << QString("%1: %2 px").arg(step).arg(scroll);
    }
    return out;
}

inline void expectHeatmapEqualsTrace(MainWindow& w) {
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
inline bool showTrainTab(MainWindow& w) {
    w.askBeforeClosingWhileTraining = false;
    w.resize(1500, 950);
    w.show();
    return QTest::qWaitForWindowExposed(&w) && w.showTab("train");
}

// Who answers Alt + each underlined letter on screen: the menu bar's menus, the visible buttons, tabs,
// group boxes and labels with a buddy; by letter (upper case), each owner's text.
inline QMap<QString, QStringList> mnemonicsOnScreen(QWidget& window) {
    QMap<QString, QStringList> owners;
    const auto add = [&](const QString& text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty()) owners[QKeySequence(key[0].key()).toString()] << QString(text).remove('&');
    };
    for (QAction* menu : window.findChild<QMenuBar*>()->actions()) add(menu->text());
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;  // enabled or not: a disabled one is enabled later (Save model… after training)
        if (auto* b = qobject_cast<QAbstractButton*>(w)) add(b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w)) add(g->title());
        if (auto* l = qobject_cast<QLabel*>(w); l && l->buddy()) add(l->text());
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                if (t->isTabVisible(i)) add(t->tabText(i));
    }
    return owners;
}

}  // namespace window_test

// Each test class's set-up: settings in a test location, cleared before each test.
#define WINDOW_TEST_SETUP                                             \
    void initTestCase() { window_test::useTestSettings(); }          \
    void init() { window_test::clearSettings(); }
