// attentionlab [FILE]: the GUI. FILE is a model (.safetensors), a session (.json) or a lesson
// (.lesson.json); see --help.
#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QRegularExpression>
#include <QTimer>

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "core/base/allocator.h"
#include "core/base/build_info.h"
#include "core/base/error.h"
#include "core/base/write_file.h"
#include "core/io/output_path.h"
#include "ui/i18n/language.h"
#include "ui/pages/attention_view.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/window/application.h"
#include "core/train/task.h"
#include "ui/window/main_window.h"
#include "ui/pages/train_form.h"
#include "ui/pages/train_panel.h"

#include <QElapsedTimer>

namespace {

// Qt takes "-session ID" and "--session ID" for X11 session management and removes both words, so the
// documented "--session FILE" would never reach the parser; "--session=FILE" is left alone.
std::vector<std::string> joinSessionArgument(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    for (size_t i = 1; i + 1 < args.size(); ++i)
        if (args[i] == "--session" || args[i] == "-session") {
            args[i] = "--session=" + args[i + 1];
            args.erase(args.begin() + static_cast<long>(i) + 1);
        }
    return args;
}

// --train STEPS [--task T] [--arch A]: the Train tab trains for STEPS steps, then pauses with its
// last reports drawn. False (with a message) for an architecture the task cannot use.
bool trainThenPause(ui::MainWindow& window, int steps, const QString& task, const QString& arch) {
    auto* panel = window.trainPanel();
    window.showTab("train");
    if (!task.isEmpty()) {
        const int i = panel->form()->taskCombo()->findData(task);  // the core's name, whatever the language shows
        if (i < 0) {
            std::cerr << "error: --task must be one of " << al::task_list() << "\n";
            return false;
        }
        panel->form()->taskCombo()->setCurrentIndex(i);
    }
    if (!arch.isEmpty()) {
        const int i = panel->form()->archCombo()->findData(arch);
        if (i < 0 || !panel->form()->archCombo()->isEnabled()) {
            std::cerr << "error: --arch must be decoder or encoder_decoder, and encoder_decoder needs --task copy, reverse or sort\n";
            return false;
        }
        panel->form()->archCombo()->setCurrentIndex(i);
    }
    panel->play();
    QElapsedTimer timer;
    timer.start();
    while (panel->stepsDone() < steps && timer.elapsed() < 120000 && panel->state() != ui::TrainingWorker::State::finished)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    panel->pause();
    timer.restart();  // until the worker has paused and its last reports are drawn
    while (panel->state() == ui::TrainingWorker::State::running && timer.elapsed() < 5000)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    for (int i = 0; i < 10; ++i) QApplication::processEvents();
    return true;
}

// --screenshot FILE, checked before anything is opened: an image name (.png, .jpg, .bmp), none of the
// files this run reads, not another kind of file unless --force. Empty when it may be written.
std::string screenshotProblem(const QString& path, const QStringList& reads, bool force) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!QStringList{"png", "jpg", "jpeg", "bmp"}.contains(suffix))
        return "--screenshot " + path.toStdString() + ": name an image file ending in .png, .jpg or .bmp — nothing was written";
    std::vector<al::NamedPath> inputs;
    for (const QString& file : reads) inputs.push_back({"input", file.toStdString()});
    try {
        al::check_output_path("--screenshot", path.toStdString(), inputs, force, al::OutputKind::image);
    } catch (const al::Error& e) {
        return e.what();
    }
    return {};
}

// --size WIDTHxHEIGHT: whole numbers of pixels, each side 200 … 8192 (an 8192 × 8192 picture takes
// 256 MB). Empty when fine.
std::string sizeProblem(const QString& text, QSize* size) {
    static const QRegularExpression form("^([0-9]{1,5})x([0-9]{1,5})$");
    const auto match = form.match(text);
    const int w = match.hasMatch() ? match.captured(1).toInt() : 0, h = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (w < 200 || h < 200 || w > 8192 || h > 8192)
        return "--size " + text.toStdString() + ": give WIDTHxHEIGHT in pixels, each from 200 to 8192 (e.g. 1280x720)";
    *size = QSize(w, h);
    return {};
}

// --screenshot FILE: the window as laid out, every visible plot drawn, written all at once.
bool writeScreenshot(ui::MainWindow& window, const QString& path) {
    for (int i = 0; i < 5; ++i) QApplication::processEvents();  // fonts, then the layouts they change
    for (auto* plot : window.findChildren<QCustomPlot*>())
        if (plot->isVisible()) plot->replot(QCustomPlot::rpImmediateRefresh);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!window.grab().save(&buffer, QFileInfo(path).suffix().toUpper().toLatin1().constData())) {
        std::cerr << "error: cannot make the picture for " << path.toStdString() << "\n";
        return false;
    }
    try {
        al::write_file_atomically(path.toStdString(), bytes.toStdString());
    } catch (const al::Error& e) {
        std::cerr << "error: " << e.what() << "\n";
        return false;
    }
    std::cout << "wrote " << path.toStdString() << "\n";
    return true;
}

// --help and --version print, --screenshot renders off screen: none needs a display. Without one (no
// DISPLAY, no WAYLAND_DISPLAY, no platform chosen) Qt would abort before the options are read, so such
// a run uses the offscreen platform.
void workWithoutADisplay(const std::vector<std::string>& args) {
    const auto set = [](const char* name) { return std::getenv(name) && *std::getenv(name); };
    if (set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM")) return;
    for (const auto& a : args)
        if (a == "-h" || a == "--help" || a == "-?" || a == "-v" || a == "--version" || a == "--screenshot" ||
            a.rfind("--screenshot=", 0) == 0) {
            setenv("QT_QPA_PLATFORM", "offscreen", 1);
            return;
        }
}

}  // namespace

int main(int argc, char** argv) {
    al::keep_freed_memory();
    std::vector<std::string> args = joinSessionArgument(argc, argv);
    workWithoutADisplay(args);
    std::vector<char*> pointers;
    for (auto& a : args) pointers.push_back(a.data());
    pointers.push_back(nullptr);
    int count = static_cast<int>(args.size());
    ui::Application app(count, pointers.data());  // keeps references to count and pointers: they outlive it
    QApplication::setOrganizationName("AttentionLab");
    QApplication::setApplicationName("AttentionLab");
    QApplication::setApplicationVersion(QString("%1 (core built for %2)")
                                            .arg(QString::fromStdString(al::version()), QString::fromStdString(al::cpu_level())));
    QGuiApplication::setDesktopFileName("org.attentionlab.AttentionLab");  // Wayland's app id: the .desktop file
    QApplication::setWindowIcon(QIcon(":/icons/attentionlab.svg"));

    QCommandLineParser parser;
    parser.setApplicationDescription("AttentionLab — watch a transformer work, with real numbers.");
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption model({"m", "model"}, "Open this model file instead of the shipped one.", "file");
    const QCommandLineOption text({"t", "text"}, "Start with this sentence (with the shipped character model unless a file is given).", "text");
    const QCommandLineOption layer("layer", "Show this layer.", "index");
    const QCommandLineOption head("head", "Show this head.", "index");
    const QCommandLineOption screenshot("screenshot", "Render the window to an image file (.png, .jpg or .bmp) without showing it, then exit.", "file");
    const QCommandLineOption size("size", "Window size for --screenshot, WIDTHxHEIGHT (200 … 8192 each).", "size", "1400x900");
    const QCommandLineOption force("force", "Replace an existing --screenshot file even if it is not an image.");
    const QCommandLineOption step("step", "Show this pipeline step: tokens embedding positional qkv scores scale mask softmax "
                                          "weighted concat projection addnorm1 ffn addnorm2 logits probs; encoder-decoder "
                                          "models also encoder-… (and encoder-output) and cross-….", "name");
    const QCommandLineOption tab("tab", "Show this view: pipeline, attention, … (an unknown name lists every view).", "name");
    const QCommandLineOption session("session", "Open this saved session.", "file");
    const QCommandLineOption lesson("lesson", "Start this lesson (.lesson.json).", "file");
    const QCommandLineOption attentionOf("attention-of", "For an encoder-decoder model, the attention the Attention tab "
                                                         "shows: self (the decoder's), cross or encoder.", "kind");
    const QCommandLineOption presentation("presentation", "Start in presentation mode (large fonts, thick lines).");
    const QCommandLineOption dark("dark", "Start in the dark theme.");
    const QCommandLineOption highContrast("high-contrast", "Start in the high-contrast theme (white on black, yellow marks).");
    const QCommandLineOption train("train", "Open the Train tab, train its default task for this many steps, then pause "
                                            "(with --screenshot: a picture of training mid-run).", "steps");
    const QCommandLineOption task("task", "With --train: the task to train (" + QString::fromStdString(al::task_list()) + ").", "name");
    const QCommandLineOption arch("arch", "With --train: decoder (default) or encoder_decoder (copy, reverse, sort).", "arch");
    const QCommandLineOption language("language", "Show the window in this language: en, de or zh_CN (default: the one chosen "
                                                  "under View → Language, else the system's).", "code");
    parser.addOptions({model, session, lesson, text, layer, head, step, tab, attentionOf, presentation, dark, highContrast, language, train, task,
                       arch, screenshot, size, force});
    parser.addPositionalArgument("file", "A model (.safetensors), a saved session (.json) or a lesson (.lesson.json) to open.", "[file]");
    parser.process(app);
    QStringList files = parser.positionalArguments();
    if (parser.isSet(model)) files.prepend(parser.value(model));
    if (parser.isSet(session)) files.append(parser.value(session));
    if (parser.isSet(lesson)) files.append(parser.value(lesson));
    QSize windowSize;
    for (const auto& problem : {sizeProblem(parser.value(size), &windowSize),
                                parser.isSet(screenshot) ? screenshotProblem(parser.value(screenshot), files, parser.isSet(force)) : ""})
        if (!problem.empty()) {
            std::cerr << "error: " << problem << "\n";
            return 1;
        }

    // A file that does not open is shown in the window, over the shipped model (a teacher starting
    // from an icon sees no terminal), and on stderr; a --screenshot run then exits with 1.
    const QString languageProblem = ui::installTranslators(parser.isSet(language) ? parser.value(language) : ui::chosenLanguage());
    ui::MainWindow window;
    if (!languageProblem.isEmpty()) {
        std::cerr << "warning: " << languageProblem.toStdString() << "\n";
        window.warn(QObject::tr("Language"), languageProblem);
    }
    // nothing to open and no sentence: the last session, or the first screen (which a --screenshot always
    // shows); --text alone reads the sentence with the shipped character model, as scripts expect
    if (files.isEmpty() && !parser.isSet(text)) window.startAsLastTime(!parser.isSet(screenshot));
    bool allOpened = true;
    for (const QString& file : files)
        if (!window.openFileOrWarn(file)) {
            std::cerr << "error: " << window.lastProblem().replace("\n\n", "\n").toStdString() << "\n";
            allOpened = false;
        }
    if (parser.isSet(presentation)) window.setPresentationMode(true);
    if (parser.isSet(dark)) window.setDarkTheme(true);
    if (parser.isSet(highContrast)) window.setHighContrast(true);
    if (parser.isSet(text)) window.setSentence(parser.value(text));
    if (parser.isSet(layer)) window.setLayer(parser.value(layer).toInt());
    if (parser.isSet(head)) window.setHead(parser.value(head).toInt());
    if (parser.isSet(tab) && !window.showTab(parser.value(tab))) {
        std::cerr << "error: unknown --tab \"" << parser.value(tab).toStdString() << "\" (" << window.tabNames().join(", ").toStdString() << ")\n";
        return 1;
    }
    if (parser.isSet(attentionOf)) {
        const int kind = ui::AttentionView::kindNames().indexOf(parser.value(attentionOf));
        if (kind < 0) {
            std::cerr << "error: unknown --attention-of \"" << parser.value(attentionOf).toStdString() << "\" ("
                      << ui::AttentionView::kindNames().join(", ").toStdString() << ")\n";
            return 1;
        }
        window.findChild<ui::AttentionView*>()->setKind(static_cast<ui::AttentionView::Kind>(kind));
    }
    if (parser.isSet(step) && !window.showStep(parser.value(step))) {
        std::cerr << "error: this model has no step \"" << parser.value(step).toStdString() << "\"; see --help\n";
        return 1;
    }

    if (parser.isSet(screenshot)) {
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.resize(windowSize);
        window.show();
    }
    if (parser.isSet(train) && !trainThenPause(window, parser.value(train).toInt(), parser.value(task), parser.value(arch)))
        return 1;
    if (parser.isSet(screenshot)) {
        if (!writeScreenshot(window, parser.value(screenshot))) return 1;
        if (parser.isSet(train)) {  // a picture of training is not a run to resume later
            window.trainPanel()->stopAndWait();
            window.trainPanel()->discardAutosave();
        }
        return allOpened ? 0 : 1;
    }
    window.show();
    return app.exec();
}
