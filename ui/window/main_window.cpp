#include "ui/window/main_window.h"

#include <QAction>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QMessageBox>
#include <QLabel>
#include <QMimeData>
#include <QScrollArea>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QComboBox>
#include <QCheckBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "core/io/family.h"
#include "core/io/hub_cache.h"
#include "core/io/model_io.h"
#include "ui/document/model_terms.h"
#include "ui/window/about_dialog.h"
#include "ui/pages/activation_view.h"
#include "ui/widgets/appearance.h"
#include "ui/pages/attention_view.h"
#include "ui/pages/compare_view.h"
#include "ui/pages/experiment_panel.h"
#include "ui/document/exploration.h"
#include "ui/i18n/language.h"
#include "ui/lesson/lesson_bar.h"
#include "ui/window/hub_dialog.h"
#include "ui/window/length_dialog.h"
#include "ui/window/model_check_dialog.h"
#include "ui/window/input_bar.h"
#include "ui/pages/lens_view.h"
#include "ui/pages/patching_view.h"
#include "ui/pages/output_view.h"
#include "ui/pages/pipeline_strip.h"
#include "ui/pages/positional_view.h"
#include "ui/window/model_config_dialog.h"
#include "ui/window/shortcuts_dialog.h"
#include "ui/pages/step_page.h"
#include "ui/pages/train_panel.h"
#include "ui/pages/trace_gate.h"
#include "ui/widgets/focus_ring.h"
#include "ui/widgets/plot_accessible.h"

namespace ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), exploration_(new Exploration(this)) {
    setWindowTitle(tr("AttentionLab"));
    setAcceptDrops(true);
    installPlotAccessibility();  // a screen reader reads every plot as a chart with its name and description
    FocusRing::install();
    // the status bar: the model, lastingly; a message over it for a while, gone sooner once a new trace is drawn
    modelLabel_ = new QLabel(this);
    statusBar()->addWidget(modelLabel_, 1);
    connect(exploration_, &Exploration::modelChanged, this, [this] { modelLabel_->setText(exploration_->modelDescription()); });
    connect(exploration_, &Exploration::statusMessage, this, &MainWindow::showMessage);
    connect(exploration_, &Exploration::traceChanged, this, [this] {
        if (exploration_->hasTrace()) statusBar()->clearMessage();
    });
    createCentralWidget();
    createActions();
    readSettings();
    {
        QSettings settings;
        setPresentationMode(settings.value("appearance/presentation", false).toBool());
        setDarkTheme(settings.value("appearance/dark", false).toBool());
        if (settings.value("appearance/highContrast", false).toBool()) setHighContrast(true);
    }
    openPreset(0);
}

MainWindow::~MainWindow() = default;

void MainWindow::createPages() {
    stepPage_ = new StepPage(exploration_, tabs_);
    connect(lessonBar_, &LessonBar::runningChanged, stepView(), &StepView::setLessonSpeaks);
    attentionView_ = new AttentionView(exploration_, tabs_);
    positional_ = new PositionalView(exploration_, tabs_);
    activations_ = new ActivationView(exploration_, tabs_);
    compare_ = new CompareView(exploration_, tabs_);
    output_ = new OutputView(exploration_, tabs_);
    lens_ = new LensView(exploration_, tabs_);
    patching_ = new PatchingView(exploration_, tabs_);
    train_ = new TrainPanel(tabs_);
    // A page larger than the window scrolls inside its tab: the window never grows past the screen.
    const auto scrolled = [this](QWidget* page) {
        auto* area = new QScrollArea(tabs_);
        area->setWidget(page);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    const auto gated = [&](QWidget* page) { return scrolled(new TraceGate(exploration_, page, tabs_)); };
    // no Alt letters: the tabs are Ctrl+1…9, and their letters were taken twice over by the menus and the
    // pages' own buttons (Alt+P: the Positional encoding tab and the Train tab's Play)
    pages_ = {{gated(stepPage_), tr("Step through"), "pipeline"}, {gated(attentionView_), tr("Attention"), "attention"},
              {scrolled(positional_), tr("Positional encoding"), "positional"},  // the model's, whatever the sentence
              {gated(activations_), tr("Activations"), "activations"}, {gated(compare_), tr("Compare"), "compare"},
              {gated(output_), tr("Output"), "output"}, {scrolled(train_), tr("Train"), "train"},
              {gated(lens_), tr("Logit lens"), "lens"}, {gated(patching_), tr("Patching"), "patching"}};
    for (const Page& page : pages_) tabs_->addTab(page.widget, page.title);
    connect(train_, &TrainPanel::openInExplorer, this, &MainWindow::adoptTrainedModel);
}

void MainWindow::createCentralWidget() {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    inputBar_ = new InputBar(exploration_, central);
    layout->addWidget(inputBar_);
    lessonBar_ = new LessonBar(exploration_, central);
    // the welcome speaks of the model on screen: another model, other words
    connect(exploration_, &Exploration::modelChanged, this, [this] {
        if (!lessonBar_->isWelcoming()) return;
        lessonBar_->showWelcome(welcomeText(), shippedLessons().mid(0, kWelcomeLessons));
        lessonBar_->setWelcomeTextShown(currentTab() == kWelcomeTab);
    });
    lessonBar_->setApplyStop([this](int stop, bool reveal) { return applyLessonStop(stop, reveal); });
    connect(lessonBar_, &LessonBar::closed, this, [this] { setLessonKeys(false); });
    connect(lessonBar_, &LessonBar::lessonChosen, this, &MainWindow::openFileOrWarn);
    layout->addWidget(lessonBar_);
    connect(inputBar_, &InputBar::leaveSentence, this, [this] { tabs_->currentWidget()->setFocus(Qt::ShortcutFocusReason); });
    tabs_ = new QTabWidget(central);
    createPages();
    experiments_ = new ExperimentPanel(exploration_, central);
    experimentScroll_ = new QScrollArea(central);
    experimentScroll_->setWidget(experiments_);
    experimentScroll_->setWidgetResizable(true);
    experimentScroll_->setMinimumWidth(experimentPanelWidth());
    splitter_ = new QSplitter(Qt::Horizontal, central);
    splitter_->addWidget(tabs_);
    splitter_->addWidget(experimentScroll_);
    splitter_->setStretchFactor(0, 1);
    splitter_->setCollapsible(1, false);  // hidden only through View → Experiment panel
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        exploration_->view()->setTab(currentTab());
        if (panelAction_) showExperimentPanel(panelShown_[appearance().presentation]);
        lessonBar_->setWelcomeTextShown(currentTab() == kWelcomeTab);
    });
    exploration_->view()->setTab(currentTab());
    connect(exploration_->view(), &ViewState::tabChanged, this, [this] {  // a session's or a lesson's tab
        for (const Page& page : pages_)
            if (page.name == exploration_->view()->tab()) tabs_->setCurrentWidget(page.widget);
    });
    layout->addWidget(splitter_, 1);
    setCentralWidget(central);
}

void MainWindow::createActions() {
    createFileMenu();
    QMenu* models = menuBar()->addMenu(tr("&Models"));
    for (int i = 0; i < presets().size(); ++i) {
        QAction* a = models->addAction(presets()[i].title(), this, [this, i] { openPreset(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | (Qt::Key_1 + i)));
        a->setStatusTip(tr("Open the shipped model with an example sentence"));
    }
    models->addSeparator();
    QAction* random = models->addAction(tr("&Random init…"), this, &MainWindow::randomModelDialog);
    random->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    random->setStatusTip(tr("A fresh model with random weights from a config you edit: see what training changes"));
    createViewMenu();
    QMenu* experimentsMenu = menuBar()->addMenu(tr("E&xperiments"));
    experiments_->addActions(experimentsMenu);
    experimentsMenu->addSeparator();
    QAction* lengths = experimentsMenu->addAction(tr("&Positions on longer inputs…"), this, &MainWindow::lengthExperiment);
    lengths->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    lengths->setStatusTip(tr("Train a model with each kind of position on short strings and test it on longer ones"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    createLessonMenu(help);
    QAction* about = help->addAction(tr("&About AttentionLab"), this, [this] { showAboutDialog(this); });
    about->setStatusTip(tr("Version, licence and credits"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setStatusTip(tr("The Qt version and its licence"));
    QAction* check = help->addAction(tr("&Check the model"), this, &MainWindow::checkModel);
    check->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    check->setStatusTip(tr("Run the core's checks on this model and sentence: softmax rows, masks, heads, positions, gradients, PyTorch"));
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    keys->setStatusTip(tr("Every shortcut in one list"));
}

void MainWindow::createLessonMenu(QMenu* help) {
    QMenu* lessons = help->addMenu(tr("&Lessons"));
    int number = 0;
    for (const auto& lesson : shippedLessons()) {
        // numbered as Alt letters (1 … 9): a title's own letters would collide from one language to the next
        QString title = QString(lesson.first).replace(QLatin1Char('&'), QStringLiteral("&&"));
        if (++number <= 9) title = QStringLiteral("&%1  %2").arg(number).arg(title);
        QAction* a = lessons->addAction(title, this, [this, path = lesson.second] { openFileOrWarn(path); });
        a->setStatusTip(tr("Start the lesson"));
    }
    lessons->addSeparator();
    QAction* open = lessons->addAction(tr("&Open lesson file…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), QString(), tr("Lessons (*.lesson.json)"));
        if (!path.isEmpty()) openFileOrWarn(path);
    });
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    nextStopAction_ = lessons->addAction(tr("&Next stop"), lessonBar_, &LessonBar::next);
    nextStopAction_->setShortcut(QKeySequence(Qt::Key_PageDown));
    previousStopAction_ = lessons->addAction(tr("&Previous stop"), lessonBar_, &LessonBar::back);
    previousStopAction_->setShortcut(QKeySequence(Qt::Key_PageUp));
    nextStopAction_->setEnabled(false), previousStopAction_->setEnabled(false);
    lessons->addSeparator();
    QAction* add = lessons->addAction(tr("&Add this view as a stop…"), this, [this] {
        bool ok = false;
        const QString title = QInputDialog::getText(this, tr("Add a stop"), tr("Title of the stop:"), QLineEdit::Normal, QString(), &ok);
        if (!ok) return;
        const QString text = QInputDialog::getMultiLineText(this, tr("Add a stop"), tr("What the stop says:"), QString(), &ok);
        if (ok && !text.trimmed().isEmpty()) addViewAsStop(title, text);
    });
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    add->setStatusTip(tr("Add the model, sentence, view, step and experiments on screen as a stop of a lesson"));
    QAction* save = lessons->addAction(tr("&Save lesson as…"), this, [this] {
        if (lessonBar_->lesson().stops.isEmpty()) {
            showMessage(tr("No lesson to save: add a view as a stop first, or open a lesson"));
            return;
        }
        const QString path = QFileDialog::getSaveFileName(this, tr("Save lesson"), "my.lesson.json", tr("Lessons (*.lesson.json)"));
        QString error;
        if (!path.isEmpty() && !saveLesson(path, &error)) QMessageBox::warning(this, tr("Lesson not saved"), error);
    });
    save->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
}

void MainWindow::createFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open model…"), this, &MainWindow::openModelDialog);
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Load a model file (.safetensors) trained here or exported from PyTorch, or a Hugging Face config.json"));
    QAction* folder = file->addAction(tr("Open model &folder…"), this, &MainWindow::openModelFolderDialog);
    folder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    folder->setStatusTip(tr("Load a Hugging Face GPT-2 folder (gpt2, distilgpt2): config.json, model.safetensors, vocab.json, merges.txt"));
    QAction* hub = file->addAction(tr("&Get a model from Hugging Face…"), this, &MainWindow::hubDialog);
    hub->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    hub->setStatusTip(tr("Download GPT-2, SmolLM2, Qwen or Llama into the Hugging Face cache and open it"));
    cachedMenu_ = file->addMenu(tr("Open from the Hugging Face &cache"));
    connect(cachedMenu_, &QMenu::aboutToShow, this, &MainWindow::rebuildCachedMenu);
    recentMenu_ = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    file->addSeparator();
    QAction* save = file->addAction(tr("&Save session…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save session"), "session.attentionlab.json",
                                                          tr("Sessions (*.attentionlab.json)"));  // the MIME type's pattern
        QString error;
        if (!path.isEmpty() && !saveSession(path, &error)) QMessageBox::warning(this, tr("Session not saved"), error);
    });
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(tr("Save the model, sentence, step, view and settings to a file"));
    QAction* load = file->addAction(tr("Open s&ession…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open session"), QString(), tr("Sessions (*.json)"));
        QString error;
        if (!path.isEmpty() && !openSession(path, &error))
            QMessageBox::warning(this, tr("Session not opened"), tr("%1\n\nNothing was changed.").arg(error));
    });
    load->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    load->setStatusTip(tr("Restore a saved session"));
    QAction* image = file->addAction(tr("Save the view as an &image…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the view as an image"), "attentionlab-" + currentTab() + ".png",
                                                          tr("PNG images (*.png)"));
        if (path.isEmpty()) return;
        if (const QString error = saveViewImage(path); !error.isEmpty()) QMessageBox::warning(this, tr("Not saved"), error);
    });
    image->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    image->setStatusTip(tr("Save the tab on screen as a PNG image at twice the screen's resolution (a figure's right-click menu "
                           "saves that one figure, also as SVG or PDF)"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));  // QKeySequence::Quit is empty on some platforms
    quit->setStatusTip(tr("Quit AttentionLab"));
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    PipelineStrip* strip = stepPage_->strip();
    const auto addStepAction = [&](const QString& text, const QKeySequence& key, const QKeySequence& alternative,
                                   const QString& tip, auto slot) {
        QAction* a = view->addAction(text, strip, slot);
        a->setShortcuts({key, alternative});
        a->setStatusTip(tip);
        a->setShortcutContext(Qt::WindowShortcut);
        return a;
    };
    nextStepAction_ = addStepAction(tr("&Next step"), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown),
                                    tr("Go to the next step of the pipeline, through every layer (→; in the sentence field at its end, or after Esc)"),
                                    &PipelineStrip::next);
    previousStepAction_ = addStepAction(tr("&Previous step"), QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp),
                                        tr("Go to the previous step of the pipeline (←; in the sentence field at its start, or after Esc)"),
                                        &PipelineStrip::previous);
    addStepAction(tr("Pla&y / pause"), QKeySequence(Qt::Key_Space), QKeySequence(Qt::CTRL | Qt::Key_P),
                  tr("Step through the pipeline automatically"), &PipelineStrip::togglePlay);
    view->addSeparator();
    for (int i = 0; i < pages_.size(); ++i) {
        const QString& title = pages_[i].title;
        QAction* a = view->addAction(title, this, [this, i] { tabs_->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
        a->setStatusTip(tr("Show the %1 tab").arg(title));
    }
    view->addSeparator();
    presentationAction_ = view->addAction(tr("P&resentation mode"), this, &MainWindow::setPresentationMode);
    presentationAction_->setCheckable(true);
    presentationAction_->setShortcut(QKeySequence(Qt::Key_F5));
    presentationAction_->setStatusTip(tr("Large fonts and thick lines for a projector"));
    fullScreenAction_ = view->addAction(tr("&Full screen"), this, [this](bool on) {
        // the geometry too: a screen without a window manager (a kiosk, Xvfb) does not resize for the state
        if (on && !isFullScreen()) geometryBeforeFullScreen_ = geometry();
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
        setGeometry(on ? screen()->geometry() : geometryBeforeFullScreen_);
    });
    fullScreenAction_->setCheckable(true);  // kept in step with the window's state by changeEvent
    fullScreenAction_->setShortcut(QKeySequence(Qt::Key_F11));
    fullScreenAction_->setStatusTip(tr("Fill the whole screen, without the window's frame (F11 again to leave)"));
    darkAction_ = view->addAction(tr("&Dark theme"), this, &MainWindow::setDarkTheme);
    darkAction_->setCheckable(true);
    darkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    darkAction_->setStatusTip(tr("Light text on a dark background"));
    highContrastAction_ = view->addAction(tr("&High contrast"), this, &MainWindow::setHighContrast);
    highContrastAction_->setCheckable(true);
    highContrastAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    highContrastAction_->setStatusTip(tr("White on black with yellow marks and outlined controls, for low vision or a washed-out projector"));
    panelAction_ = view->addAction(tr("E&xperiment panel"), this, &MainWindow::setExperimentPanelVisible);
    panelAction_->setCheckable(true);
    panelAction_->setChecked(true);
    panelAction_->setShortcut(QKeySequence(Qt::Key_F6));
    panelAction_->setStatusTip(tr("Show or hide the experiment panel on the right, to give the views the whole width"));
    view->addSeparator();
    createLanguageMenu(view);
}

void MainWindow::readSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value("mainWindow/geometry").toByteArray())) resize(1280, 860);
    restoreState(settings.value("mainWindow/state").toByteArray());
    // inside the screen, whatever was saved: a 1280×720 projector gets 1280×720
    if (const QScreen* s = screen()) resize(size().boundedTo(s->availableGeometry().size()));
}

void MainWindow::writeSettings() {
    QSettings settings;
    settings.setValue("mainWindow/geometry", saveGeometry());
    settings.setValue("mainWindow/state", saveState());
    settings.setValue("appearance/presentation", appearance().presentation);
    settings.setValue("appearance/dark", appearance().dark && !appearance().highContrast);
    settings.setValue("appearance/highContrast", appearance().highContrast);
    settings.setValue("lastSession", QJsonDocument(sessionJson()).toJson(QJsonDocument::Compact));
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::WindowStateChange && fullScreenAction_) fullScreenAction_->setChecked(isFullScreen());
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // a message shown before the window (a file that did not open at start-up): showing the window
    // showed the model's label again, under the message; showing the message anew hides it
    if (const QString message = statusBar()->currentMessage(); !message.isEmpty()) {
        statusBar()->clearMessage();  // showMessage ignores the message it already shows
        showMessage(message);
    }
    QTimer::singleShot(0, this, &MainWindow::fitExperimentPanel);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (train_->isTraining()) {
        if (askBeforeClosingWhileTraining &&
            QMessageBox::question(this, tr("Training is running"),
                                  tr("A model is training. Stop training and quit? (The last autosaved checkpoint is kept.)"),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        train_->stopAndWait();
    }
    writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().value(0).isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) { openFileOrWarn(event->mimeData()->urls().value(0).toLocalFile()); }

void MainWindow::openModelDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open model"), QString(),
                                                      tr("Models (*.safetensors config.json);;All files (*)"));
    if (!path.isEmpty()) openFileOrWarn(path);
}

bool MainWindow::describeModelFile(const QString& path) {
    al::ModelConfig guess;
    try {
        guess = al::config_from_shapes(al::SafetensorsFile::read(path.toStdString()));
    } catch (const std::exception&) {
    }
    auto* dialog = new ModelConfigDialog(guess, this, ModelConfigDialog::Purpose::describe_file, QFileInfo(path).fileName());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
        QString error;
        if (!openModel(path, &error, dialog->config()))
            QMessageBox::warning(this, tr("Model not loaded"), tr("The model %1 was not loaded:\n%2\n\nStill open: %3.")
                                                                 .arg(QFileInfo(path).fileName(), error, exploration_->modelName()));
    });
    dialog->open();  // not exec(): a file given at start-up must not block the window behind it
    return true;
}

void MainWindow::hubDialog() {
    HubDialog dialog(this);
    connect(&dialog, &HubDialog::downloaded, this, [this](const QString& folder) { openFileOrWarn(folder); });
    dialog.exec();
}

// The models already in the Hugging Face cache, by repo id, read when the menu opens.
void MainWindow::rebuildCachedMenu() {
    cachedMenu_->clear();
    for (const auto& m : al::cached_models()) {
        const QString id = QString::fromStdString(m.repo_id);
        // what AttentionLab opens: a model_type one of its families reads; others are named, greyed
        QFile config(QString::fromStdString(m.folder) + "/config.json");
        const QString type = config.open(QIODevice::ReadOnly) && config.size() < (1 << 20)
                                 ? QJsonDocument::fromJson(config.readAll()).object().value("model_type").toString()
                                 : QString();
        const auto& families = al::families();
        const bool opens = std::any_of(families.begin(), families.end(), [&](const al::Family* f) {
            return !f->model_type.empty() && QString::fromUtf8(f->model_type.data(), static_cast<qsizetype>(f->model_type.size())) == type;
        });
        QAction* a = cachedMenu_->addAction(opens ? id : tr("%1 (model_type \"%2\": not one AttentionLab opens)").arg(id, type), this,
                                            [this, id] { openFileOrWarn(id); });
        a->setEnabled(opens);
    }
    if (cachedMenu_->isEmpty()) cachedMenu_->addAction(tr("(none yet: File → Get a model from Hugging Face…)"))->setEnabled(false);
}

void MainWindow::openModelFolderDialog() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open a Hugging Face model folder (config.json, model.safetensors, tokenizer.json)"));
    if (!path.isEmpty()) openFileOrWarn(path);
}

bool MainWindow::openFileOrWarn(const QString& path) {
    QString error;
    // a folder, a Hugging Face folder's config.json, or a Hub repo id that is no local path, is a model
    const bool model = QFileInfo(path).isDir() || QFileInfo(path).fileName() == "config.json" ||
                       (!QFileInfo::exists(path) && path.contains('/') && al::looks_like_repo_id(path.toStdString()));
    const bool lesson = !model && path.endsWith(".lesson.json", Qt::CaseInsensitive);
    const bool session = !model && !lesson && path.endsWith(".json", Qt::CaseInsensitive);
    if (!lesson && !session && Exploration::needsConfig(path)) return describeModelFile(path);
    if (lesson ? openLesson(path, &error) : session ? openSession(path, &error) : openModel(path, &error)) return true;
    if (!model && !lesson && !session && !path.endsWith(".safetensors", Qt::CaseInsensitive))
        error = tr("AttentionLab opens models (.safetensors, or a Hugging Face folder), sessions (.attentionlab.json) and "
                   "lessons (.lesson.json); %1 is none of them (%2)").arg(QFileInfo(path).fileName(), error);
    warn(lesson ? tr("Lesson not opened") : session ? tr("Session not opened") : tr("Model not loaded"),
         (lesson    ? tr("The lesson %1 was not opened:")
          : session ? tr("The session %1 was not opened:")
                    : tr("The model %1 was not loaded:")).arg(QFileInfo(path).fileName()) +
             "\n" + error + "\n\n" + tr("Still open: %1.").arg(exploration_->modelName()));
    return false;
}

void MainWindow::warn(const QString& title, const QString& problem) {
    lastProblem_ = problem;
    auto* box = new QMessageBox(QMessageBox::Warning, title, problem, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();  // not exec(): a problem found at start-up must not block the window behind it
    showMessage(problem.section('\n', 0, 1));
}

bool MainWindow::openModel(const QString& path, QString* error, const std::optional<al::ModelConfig>& config) {
    // GPT-2 small is 500 MB: a few seconds to read, on this thread; say so while it reads
    const QString opening = tr("Opening %1…").arg(QFileInfo(path).fileName());
    showMessage(opening);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    statusBar()->repaint();  // now, before the reading blocks this thread
    const bool opened = exploration_->openModelFile(path, error, config);
    QApplication::restoreOverrideCursor();
    if (statusBar()->currentMessage() == opening) statusBar()->clearMessage();
    if (!opened) return false;
    if (!path.startsWith(":/")) rememberRecent(path);
    return true;
}

bool MainWindow::openPreset(int index) {
    QString error;
    if (ui::openPreset(*exploration_, index, &error)) return true;
    showMessage(tr("The shipped model could not be loaded: %1").arg(error));
    return false;
}

void MainWindow::useRandomModel(const al::ModelConfig& config, int seed) { exploration_->useRandomModel(config, seed); }

void MainWindow::adoptTrainedModel(std::shared_ptr<const al::LoadedModel> model, const QString& task, const QString& sentence) {
    exploration_->setModel(std::make_unique<al::LoadedModel>(*model), tr("trained %1 model").arg(taskTerm(task)), ModelSource::ofTrained(task), sentence);
    showTab("pipeline");
}

void MainWindow::randomModelDialog() {
    const al::ModelConfig start = model() ? model()->config() : al::ModelConfig{};
    ModelConfigDialog dialog(start, this);
    if (dialog.exec() == QDialog::Accepted && dialog.error().isEmpty()) useRandomModel(dialog.config(), dialog.seed());
}

QStringList MainWindow::recentFiles() const { return QSettings().value("recentFiles").toStringList(); }

void MainWindow::rememberRecent(const QString& path) {
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > 8) list.removeLast();
    QSettings().setValue("recentFiles", list);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList list = recentFiles();
    for (const QString& path : list) {
        QAction* a = recentMenu_->addAction(asWritten(QFileInfo(path).fileName()), this, [this, path] { openFileOrWarn(path); });
        a->setStatusTip(path);
    }
    recentMenu_->setEnabled(!list.isEmpty());
}

// At a projector the views take the room: the token chips (the plots' axes name the tokens), the
// status bar and, unless F6 brings it back, the experiment panel give way.
void MainWindow::setPresentationMode(bool on) {
    presentationAction_->setChecked(on);
    Appearance a = appearance();
    a.presentation = on;
    setAppearance(a);
    inputBar_->setTokenChipsVisible(!on);
    statusBar()->setVisible(!on);
    showExperimentPanel(panelShown_[on]);
    QTimer::singleShot(0, this, &MainWindow::fitExperimentPanel);  // once the new fonts are laid out
}

// Light, dark or high contrast: one theme at a time (high contrast is drawn on the dark theme's plots).
void MainWindow::setDarkTheme(bool on) {
    darkAction_->setChecked(on);
    highContrastAction_->setChecked(false);
    setAppearance({.presentation = appearance().presentation, .dark = on});
}

void MainWindow::setHighContrast(bool on) {
    highContrastAction_->setChecked(on);
    darkAction_->setChecked(false);
    setAppearance({.presentation = appearance().presentation, .dark = false, .highContrast = on});
}

void MainWindow::setExperimentPanelVisible(bool on) {
    panelShown_[appearance().presentation] = on;
    showExperimentPanel(on);
}

// The experiments change what the explored model computes; the Train tab trains another model and
// takes their room (at 1280×720 its buttons were cut off beside them). The choice itself is kept.
void MainWindow::showExperimentPanel(bool on) {
    panelAction_->setChecked(on);
    const bool shown = on && currentTab() != "train";
    experimentScroll_->setVisible(shown);
    if (shown) fitExperimentPanel();
}

int MainWindow::experimentPanelWidth() const {
    return experiments_->sizeHint().width() + experimentScroll_->verticalScrollBar()->sizeHint().width() +
           2 * experimentScroll_->frameWidth();
}

// Larger fonts (presentation mode) widen the panel's contents: give it their width when the views
// keep theirs, instead of a sideways scroll bar.
void MainWindow::fitExperimentPanel() {
    if (!experimentScroll_->isVisible()) return;
    const int want = experimentPanelWidth();
    const QList<int> sizes = splitter_->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (sizes.value(1) < want && total - want >= tabs_->minimumSizeHint().width()) splitter_->setSizes({total - want, want});
}

void MainWindow::showMessage(const QString& text) { statusBar()->showMessage(text, kMessageMilliseconds); }
QString MainWindow::statusText() const { return statusBar()->currentMessage().isEmpty() ? modelLabel_->text() : statusBar()->currentMessage(); }

ModelCheckDialog* MainWindow::checkModel() {
    if (!modelCheck_) modelCheck_ = new ModelCheckDialog(this);
    modelCheck_->run(*exploration_);
    modelCheck_->show();
    modelCheck_->raise();
    return modelCheck_;
}

LengthDialog* MainWindow::lengthExperiment() {
    if (!lengthDialog_) lengthDialog_ = new LengthDialog(this);
    lengthDialog_->show();
    lengthDialog_->raise();
    return lengthDialog_;
}

void MainWindow::showShortcuts() { showShortcutsDialog(menuBar(), this); }

void MainWindow::setSentence(const QString& text) { exploration_->setSentence(text); }
void MainWindow::setLayer(int layer) { exploration_->select(layer, exploration_->head()); }
void MainWindow::setHead(int head) { exploration_->select(exploration_->layer(), head); }
void MainWindow::generate() { output_->generate(); }
const al::LoadedModel* MainWindow::model() const { return exploration_->model(); }
const al::ForwardTrace<float>& MainWindow::trace() const { return exploration_->trace(); }
const al::TextInput& MainWindow::input() const { return exploration_->input(); }
bool MainWindow::hasTrace() const { return exploration_->hasTrace(); }
int MainWindow::layer() const { return exploration_->layer(); }
int MainWindow::head() const { return exploration_->head(); }
QString MainWindow::noticeText() const { return inputBar_->noticeText(); }
HeatmapPlot* MainWindow::attentionPlot() const { return attentionView_->heatmap(); }
StepView* MainWindow::stepView() const { return stepPage_->stepView(); }
PipelineStrip* MainWindow::pipelineStrip() const { return stepPage_->strip(); }

bool MainWindow::showStep(const QString& step) {
    showTab("pipeline");
    return stepPage_->strip()->selectStep(step);
}

bool MainWindow::showTab(const QString& tab) {
    ViewState& view = *exploration_->view();
    if (tab.startsWith("attention-") && ViewState::attentionModes().contains(tab.mid(10))) {  // attention-grid, -lines, -kv-cache, -sinks
        view.setTab("attention");
        view.setAttentionMode(tab.mid(10));
        return true;
    }
    for (const Page& page : pages_)
        if (page.name == tab) {
            view.setTab(tab);
            return true;
        }
    return false;
}

QStringList MainWindow::tabNames() const {
    QStringList names;
    for (const Page& page : pages_) names << page.name;
    names.insert(names.indexOf("attention") + 1, "attention-grid");
    names.insert(names.indexOf("attention-grid") + 1, "attention-lines");
    names.insert(names.indexOf("attention-lines") + 1, "attention-kv-cache");
    names.insert(names.indexOf("attention-kv-cache") + 1, "attention-sinks");
    return names;
}

QString MainWindow::currentTab() const {
    for (const Page& page : pages_)
        if (page.widget == tabs_->currentWidget()) return page.name;
    return {};
}

}  // namespace ui
