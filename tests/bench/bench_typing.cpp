// Keystroke-to-redrawn latency: replays typing a 32-character (= 32-token, character model)
// sentence into the main window, one key at a time, and after each key waits until every visible
// plot has been replotted and the window painted. Prints p50/p95/p99/max per view. Target: p95 < 16 ms.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_typing
#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "ui/window/main_window.h"

namespace {

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(p * (v.size() - 1) + 0.5))];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    ui::MainWindow w;
    w.resize(1600, 1000);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    auto* edit = w.findChild<QLineEdit*>();
    edit->setFocus();
    const QString sentence = QStringLiteral("The animal didn't cross the stre");  // 32 characters
    struct View {
        const char* label;
        const char* tab;
        const char* step;
    };
    const View views[] = {{"step qkv (4 heatmaps)", "pipeline", "qkv"},
                          {"step softmax (2 heatmaps)", "pipeline", "softmax"},
                          {"step ffn (3 heatmaps)", "pipeline", "ffn"},
                          {"step probs (2 heatmaps)", "pipeline", "probs"},
                          {"attention heatmap", "attention", nullptr},
                          {"output bar chart", "output", nullptr}};
    std::printf("keystroke → redrawn, %d-character sentence, %d keys per view, window 1600×1000\n",
                static_cast<int>(sentence.size()), static_cast<int>(sentence.size()) * 3);
    std::printf("%-28s %8s %8s %8s %8s\n", "view", "p50 ms", "p95 ms", "p99 ms", "max ms");
    std::vector<double> all;
    for (const auto& v : views) {
        w.showTab(v.tab);
        if (v.step) w.showStep(v.step);
        std::vector<double> ms;
        for (int round = 0; round < 3; ++round) {
            edit->clear();
            QApplication::processEvents();
            for (const QChar ch : sentence) {
                QElapsedTimer timer;
                timer.start();
                QTest::keyClicks(edit, QString(ch));
                QApplication::processEvents();  // queued replots
                w.repaint();                    // paint the window now
                QApplication::processEvents();
                ms.push_back(timer.nsecsElapsed() / 1e6);
            }
        }
        all.insert(all.end(), ms.begin(), ms.end());
        std::printf("%-28s %8.2f %8.2f %8.2f %8.2f\n", v.label, percentile(ms, 0.5), percentile(ms, 0.95), percentile(ms, 0.99),
                    *std::max_element(ms.begin(), ms.end()));
    }
    const double p95 = percentile(all, 0.95);
    std::printf("all views: p95 %.2f ms — target < 16 ms: %s\n", p95, p95 < 16 ? "met" : "NOT met");
    return 0;
}
