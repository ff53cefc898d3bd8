// Feeds arbitrary bytes to File → Open session and to Help → Lessons → Open lesson in a real (offscreen)
// window: every input either opens or is refused with a message; an exception, crash, hang, leak or
// undefined behaviour is a finding. A lesson that opens is walked to its end, answering each question.
// Sessions name a model (a preset, a file, a random config), sentences, the page, step, layer, head,
// experiments, sampling and training settings, each read by its own page.
#include <QApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

#include "ui/lesson/lesson_bar.h"
#include "ui/window/main_window.h"

namespace {

ui::MainWindow* window = nullptr;
QString sessionPath, lessonPath;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);  // the user's settings and recent files are not touched
    static int argc = 1;
    static char name[] = "fuzz_session";
    static char* argv[] = {name, nullptr};
    new QApplication(argc, argv);
    window = new ui::MainWindow;
    static QTemporaryDir dir;
    sessionPath = dir.filePath("fuzz.attentionlab.json");
    lessonPath = dir.filePath("fuzz.lesson.json");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    for (const QString& path : {sessionPath, lessonPath}) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        file.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    QString error;
    window->openSession(sessionPath, &error);
    if (window->openLesson(lessonPath, &error)) {
        ui::LessonBar* bar = window->lessonBar();
        do {
            if (!bar->answers().isEmpty()) bar->answer(bar->answers().front());
        } while (bar->next());
        bar->close();
    }
    return 0;
}
