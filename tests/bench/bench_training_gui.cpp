// The GUI thread while a model trains on the worker thread: a 10 ms timer measures how long the
// event loop takes to come round (the frame time), while the user types, switches tabs and resizes
// the window. Prints p50/p95/p99/max. Target: p99 < 33 ms.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_training_gui [seconds]
#include <QApplication>
#include <QComboBox>
#include <QSpinBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "core/base/allocator.h"
#include "tests/bench/machine.h"
#include "ui/window/main_window.h"
#include "ui/pages/train_form.h"
#include "ui/pages/train_panel.h"

int main(int argc, char** argv) {
    al::keep_freed_memory();  // as the GUI does
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(2, atoi(argv[1])) : 8;
    ui::MainWindow w;
    w.askBeforeClosingWhileTraining = false;
    w.resize(1600, 1000);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    auto* panel = w.trainPanel();
    panel->form()->taskCombo()->setCurrentText("reverse");
    panel->form()->box<QSpinBox>("steps")->setValue(1'000'000);
    w.showTab("train");
    panel->play();

    std::vector<double> frames;
    QElapsedTimer clock, total;
    clock.start();
    total.start();
    QTimer frame;
    frame.setInterval(10);
    // each frame is put down to the user action that ran in it (kind = action % 3), or to none: the
    // training view's own updates
    const char* kinds[] = {"typing", "tab switch", "resize", "no action"};
    std::vector<double> by_kind[4];
    int action = 0, actions_seen = 0;
    QObject::connect(&frame, &QTimer::timeout, [&] {
        const double ms = clock.nsecsElapsed() / 1e6;
        clock.restart();
        frames.push_back(ms);
        by_kind[action != actions_seen ? (action - 1) % 3 : 3].push_back(ms);
        actions_seen = action;
    });
    frame.start();

    // the user, meanwhile: type, switch tabs, resize, every 120 ms
    auto* edit = w.findChild<QLineEdit*>();
    const QStringList tabs = {"train", "pipeline", "attention", "train", "output", "train"};
    const QString text = QStringLiteral("The animal didn't cross the street");
    QTimer user;
    user.setInterval(120);
    QObject::connect(&user, &QTimer::timeout, [&] {
        switch (action % 3) {
            case 0: edit->setText(text.left(1 + action % text.size())); break;
            case 1: w.showTab(tabs[(action / 3) % tabs.size()]); break;
            case 2: w.resize(1600 - (action % 7) * 20, 1000 - (action % 5) * 20); break;
        }
        ++action;
    });
    user.start();
    while (total.elapsed() < seconds * 1000) QApplication::processEvents(QEventLoop::AllEvents, 5);
    frame.stop(), user.stop();
    const int64_t steps = panel->stepsDone();
    panel->stopAndWait();

    frames.erase(frames.begin());  // the first interval includes start-up
    std::sort(frames.begin(), frames.end());
    const auto pct = [&](double p) { return frames[std::min(frames.size() - 1, static_cast<size_t>(p * (frames.size() - 1) + 0.5))]; };
    std::printf("%s\n", bench::machine().c_str());
    std::printf("GUI frame time while training (%lld steps of reverse in %d s on the worker) with %d user actions:\n",
                static_cast<long long>(steps), seconds, action);
    std::printf("  frames %zu   p50 %.1f ms   p95 %.1f ms   p99 %.1f ms   max %.1f ms   (timer interval 10 ms)\n", frames.size(),
                pct(0.5), pct(0.95), pct(0.99), frames.back());
    std::printf("  target p99 < 33 ms: %s\n", pct(0.99) < 33 ? "met" : "NOT met");
    std::printf("  %-12s %7s %9s %9s %12s\n", "frames with", "count", "p50 ms", "max ms", "over 33 ms");
    for (int k = 0; k < 4; ++k) {
        auto& v = by_kind[k];
        if (v.empty()) continue;
        std::sort(v.begin(), v.end());
        const auto over = v.end() - std::upper_bound(v.begin(), v.end(), 33.0);
        std::printf("  %-12s %7zu %9.1f %9.1f %12td\n", kinds[k], v.size(), v[v.size() / 2], v.back(), over);
    }
    std::printf("load average after %s\n", bench::load_average().c_str());
    return 0;
}
