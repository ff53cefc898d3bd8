#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QVBoxLayout>

#include <QDialog>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeData>
#include <QSaveFile>
#include <QSlider>
#include <QComboBox>
#include <QCheckBox>
#include <QTableWidget>
#include <QShortcut>
#include <QStyle>
#include <QToolButton>
#include <QSplitter>
#include <QTimer>
#include <QTabWidget>

#include "core/error.h"
#include "core/model_input.h"
#include "core/model_io.h"
#include "activation_view.h"
#include "appearance.h"
#include "attention_view.h"
#include "compare_view.h"
#include "positional_view.h"
#include "random_model_dialog.h"
#include "core/sampling.h"
#include "core/task.h"
#include "experiment_panel.h"
#include "heatmap_plot.h"
#include "output_view.h"
#include "pipeline_strip.h"
#include "step_texts.h"
#include "step_view.h"
#include "token_strip.h"
#include "train_panel.h"

namespace ui {
namespace {

// One row of content (tokens, pipeline steps) that scrolls sideways when the window is narrower.
QScrollArea* horizontalScroller(QWidget* content, QWidget* parent) {
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

}  // namespace

QString MainWindow::defaultSentence() { return QStringLiteral("The animal didn't cross the street because it was too tired."); }

const QList<MainWindow::Preset>& MainWindow::presets() {
    static const QList<Preset> list = {
        {tr("&Character language model (shipped default)"), defaultModelResource(), defaultSentence()},
        {tr("C&oreference: what does “it” mean?"), ":/models/coref.safetensors",
         "the animal didn't cross the street because it was too tired . it", 1, 1},  // the head that resolves "it"
        {tr("R&everse a string (decoder)"), ":/models/reverse.safetensors", "3a7c91fb="},
        {tr("Reverse a string (&encoder–decoder)"), ":/models/reverse_encdec.safetensors", "3a7c91fb"},
    };
    return list;
}

bool MainWindow::openPreset(int index) {
    const Preset& p = presets().value(index);
    QString error;
    if (!loadModelFile(p.resource, &error)) {  // modelChanged() below, once the preset's settings are in
        showNotice(tr("The shipped model could not be loaded: %1").arg(error), true);
        return false;
    }
    modelName_ = QString(p.title).remove('&');
    modelSource_ = {{"preset", index}};
    {
        const QSignalBlocker block(sentence_);
        sentence_->setText(p.sentence);
    }
    modelChanged();
    setLayer(p.layer);
    setHead(p.head);
    return true;
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("AttentionLab"));
    setAcceptDrops(true);
    createActions();
    createCentralWidget();
    readSettings();
    {
        QSettings settings;
        setPresentationMode(settings.value("appearance/presentation", false).toBool());
        setDarkTheme(settings.value("appearance/dark", false).toBool());
    }
    openPreset(0);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open model…"), this, &MainWindow::openModelDialog);
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Load a model file (.safetensors) trained here or exported from PyTorch"));
    recentMenu_ = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    file->addSeparator();
    QAction* save = file->addAction(tr("&Save session…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save session"), "lesson.attentionlab.json", tr("Sessions (*.json)"));
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
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));  // QKeySequence::Quit is empty on some platforms
    quit->setStatusTip(tr("Quit AttentionLab"));

    QMenu* models = menuBar()->addMenu(tr("&Models"));
    for (int i = 0; i < presets().size(); ++i) {
        QAction* a = models->addAction(presets()[i].title, this, [this, i] { openPreset(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | (Qt::Key_1 + i)));
        a->setStatusTip(tr("Open the shipped model with an example sentence"));
    }
    models->addSeparator();
    QAction* random = models->addAction(tr("&Random init…"), this, &MainWindow::randomModelDialog);
    random->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    random->setStatusTip(tr("A fresh model with random weights from a config you edit: see what training changes"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    const auto addStepAction = [&](const QString& text, const QKeySequence& key, const QKeySequence& alternative,
                                   const QString& tip, auto slot) {
        QAction* a = view->addAction(text, this, slot);
        a->setShortcuts({key, alternative});
        a->setStatusTip(tip);
        a->setShortcutContext(Qt::WindowShortcut);
    };
    addStepAction(tr("&Next step"), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown),
                  tr("Go to the next step of the pipeline (→ when the text field is not focused)"), [this] { strip_->next(); });
    addStepAction(tr("&Previous step"), QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp),
                  tr("Go to the previous step of the pipeline (←)"), [this] { strip_->previous(); });
    addStepAction(tr("&Play / pause"), QKeySequence(Qt::Key_Space), QKeySequence(Qt::CTRL | Qt::Key_P),
                  tr("Step through the pipeline automatically"), [this] { strip_->togglePlay(); });
    view->addSeparator();
    const QStringList tabNames = {tr("Step through"), tr("Attention"), tr("Positional encoding"), tr("Activations"),
                                  tr("Compare"), tr("Output"), tr("Train")};
    for (int i = 0; i < tabNames.size(); ++i) {
        QAction* a = view->addAction(tabNames[i], this, [this, i] { tabs_->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
        a->setStatusTip(tr("Show the %1 tab").arg(tabNames[i]));
    }
    view->addSeparator();
    presentationAction_ = view->addAction(tr("P&resentation mode"), this, &MainWindow::setPresentationMode);
    presentationAction_->setCheckable(true);
    presentationAction_->setShortcut(QKeySequence(Qt::Key_F5));
    presentationAction_->setStatusTip(tr("Large fonts and thick lines for a projector"));
    darkAction_ = view->addAction(tr("&Dark theme"), this, &MainWindow::setDarkTheme);
    darkAction_->setCheckable(true);
    darkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    darkAction_->setStatusTip(tr("Light text on a dark background"));
    panelAction_ = view->addAction(tr("E&xperiment panel"), this, &MainWindow::setExperimentPanelVisible);
    panelAction_->setCheckable(true);
    panelAction_->setChecked(true);
    panelAction_->setShortcut(QKeySequence(Qt::Key_F6));
    panelAction_->setStatusTip(tr("Show or hide the experiment panel on the right, to give the views the whole width"));

    QMenu* experiments = menuBar()->addMenu(tr("E&xperiments"));
    const auto toggle = [&](const QString& text, const QKeySequence& key, const QString& tip, auto box) {
        QAction* a = experiments->addAction(text, this, [this, box] { (experiments_->*box)()->toggle(); });
        a->setShortcut(key);
        a->setStatusTip(tip);
    };
    toggle(tr("Toggle ÷√d_k"), QKeySequence(Qt::CTRL | Qt::Key_K), tr("Switch the scaling of the scores on or off"), &ExperimentPanel::scaleCheck);
    toggle(tr("Toggle the positional encoding"), QKeySequence(Qt::CTRL | Qt::Key_E), tr("Remove or restore the positions"), &ExperimentPanel::positionalCheck);
    toggle(tr("Zero the selected head"), QKeySequence(Qt::CTRL | Qt::Key_0), tr("Zero or restore the selected layer and head"), &ExperimentPanel::zeroHeadCheck);
    toggle(tr("Toggle the residual connections"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), tr("Bypass or restore the residual stream"), &ExperimentPanel::residualCheck);
    toggle(tr("Toggle the norms"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), tr("Bypass or restore every norm"), &ExperimentPanel::normCheck);
    QAction* nextMask = experiments->addAction(tr("Next mask"), this, [this] {
        auto* combo = experiments_->maskCombo();
        combo->setCurrentIndex((combo->currentIndex() + 1) % combo->count());
    });
    nextMask->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    nextMask->setStatusTip(tr("Cycle through the model's own mask, none, causal, padding, causal + padding"));
    QAction* sharper = experiments->addAction(tr("Sharper scores"), this, [this] { experiments_->scaleSlider()->setValue(experiments_->scaleSlider()->value() + 2); });
    sharper->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    sharper->setStatusTip(tr("Multiply the scores by more: the softmax sharpens"));
    QAction* flatter = experiments->addAction(tr("Flatter scores"), this, [this] { experiments_->scaleSlider()->setValue(experiments_->scaleSlider()->value() - 2); });
    flatter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    flatter->setStatusTip(tr("Multiply the scores by less: the softmax flattens"));
    experiments->addSeparator();
    QAction* resetAll = experiments->addAction(tr("Reset experiments"), this, [this] { experiments_->reset(); });
    resetAll->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    resetAll->setStatusTip(tr("Back to the model's own computation"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About AttentionLab"), this, [this] {
        QMessageBox::about(this, tr("About AttentionLab"),
                           tr("<b>AttentionLab</b> shows how a transformer works with the real numbers of a real model."));
    });
    about->setStatusTip(tr("What AttentionLab is"));
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    keys->setStatusTip(tr("Every shortcut in one list"));
}

void MainWindow::createCentralWidget() {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);

    auto* inputRow = new QHBoxLayout;
    auto* label = new QLabel(tr("&Sentence:"), central);
    sentence_ = new QLineEdit(central);
    setRelativeFont(sentence_, 4);
    sentence_->setPlaceholderText(tr("Type a sentence — everything below updates as you type"));
    sentence_->setMaxLength(100000);
    label->setBuddy(sentence_);
    inputRow->addWidget(label);
    inputRow->addWidget(sentence_, 1);
    layout->addLayout(inputRow);

    tokens_ = new TokenStrip(central);
    auto* tokenScroll = horizontalScroller(tokens_, central);
    tokenScroll->setFixedHeight(tokens_->sizeHint().height() + 48);
    layout->addWidget(tokenScroll);

    notice_ = new QLabel(central);
    notice_->setWordWrap(true);
    notice_->setVisible(false);
    layout->addWidget(notice_);

    auto* controls = new QHBoxLayout;
    layerBox_ = new QSpinBox(central);
    headBox_ = new QSpinBox(central);
    layerBox_->setPrefix(tr("layer "));
    headBox_->setPrefix(tr("head "));
    layerBox_->setToolTip(tr("Which layer's attention to show (Alt+L)"));
    headBox_->setToolTip(tr("Which head's attention to show (Alt+H)"));
    auto* layerLabel = new QLabel(tr("&Layer:"), central);
    auto* headLabel = new QLabel(tr("H&ead:"), central);
    layerLabel->setBuddy(layerBox_);
    headLabel->setBuddy(headBox_);
    maskLabel_ = new QLabel(central);
    controls->addWidget(layerLabel);
    controls->addWidget(layerBox_);
    controls->addSpacing(12);
    controls->addWidget(headLabel);
    controls->addWidget(headBox_);
    controls->addSpacing(24);
    controls->addWidget(maskLabel_);
    controls->addStretch();
    layout->addLayout(controls);

    tabs_ = new QTabWidget(central);
    auto* pipeline = new QWidget(tabs_);
    auto* pipelineLayout = new QVBoxLayout(pipeline);
    strip_ = new PipelineStrip(pipeline);
    auto* stripScroll = horizontalScroller(strip_, pipeline);
    {  // one row of step buttons plus a horizontal scroll bar when the window is narrow
        QToolButton probe;
        probe.setText(QStringLiteral("Probabilities"));
        stripScroll->setFixedHeight(probe.sizeHint().height() + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 6);
    }
    // the chosen step's button scrolled into view (the encoder–decoder strip is long), once laid out
    connect(strip_, &PipelineStrip::stepChanged, stripScroll, [this, stripScroll] {
        QTimer::singleShot(0, stripScroll, [this, stripScroll] {
            if (auto* button = strip_->currentButton()) stripScroll->ensureWidgetVisible(button, 60, 0);
        });
    });
    stepView_ = new StepView(pipeline);
    auto* stripRow = new QHBoxLayout;
    const auto navButton = [&](QStyle::StandardPixmap icon, const QString& tip, auto slot) {
        auto* b = new QToolButton(pipeline);
        b->setIcon(style()->standardIcon(icon));
        b->setIconSize(QSize(24, 24));
        b->setToolTip(tip);
        connect(b, &QToolButton::clicked, this, slot);
        stripRow->addWidget(b);
    };
    navButton(QStyle::SP_MediaSeekBackward, tr("Previous step (←, PgUp)"), [this] { strip_->previous(); });
    navButton(QStyle::SP_MediaPlay, tr("Play or pause the walk through the steps (Space)"), [this] { strip_->togglePlay(); });
    navButton(QStyle::SP_MediaSeekForward, tr("Next step (→, PgDn)"), [this] { strip_->next(); });
    stripRow->addWidget(stripScroll, 1);
    pipelineLayout->addLayout(stripRow);
    pipelineLayout->addWidget(stepView_, 1);
    tabs_->addTab(pipeline, tr("Step &through"));
    attentionView_ = new AttentionView(tabs_);
    tabs_->addTab(attentionView_, tr("&Attention"));
    connect(attentionView_, &AttentionView::modeChanged, this, &MainWindow::redraw);
    connect(attentionView_, &AttentionView::headChosen, this, [this](int l, int h) {
        setLayer(l);
        setHead(h);
        redraw();
    });
    positional_ = new PositionalView(tabs_);
    tabs_->addTab(positional_, tr("&Positional encoding"));
    activations_ = new ActivationView(tabs_);
    tabs_->addTab(activations_, tr("A&ctivations"));
    compare_ = new CompareView(tabs_);
    tabs_->addTab(compare_, tr("Co&mpare"));
    connect(compare_, &CompareView::otherSentenceChanged, this, &MainWindow::redrawCompare);
    output_ = new OutputView(tabs_);
    tabs_->addTab(output_, tr("&Output"));
    train_ = new TrainPanel(tabs_);
    tabs_->addTab(train_, tr("T&rain"));
    connect(train_, &TrainPanel::openInExplorer, this, &MainWindow::adoptTrainedModel);
    connect(output_, &OutputView::samplingChanged, this, &MainWindow::redrawOutput);
    connect(output_, &OutputView::generateRequested, this, &MainWindow::generate);

    experiments_ = new ExperimentPanel(central);
    experimentScroll_ = new QScrollArea(central);
    experimentScroll_->setWidget(experiments_);
    experimentScroll_->setWidgetResizable(true);
    experimentScroll_->setMinimumWidth(experimentPanelWidth());
    splitter_ = new QSplitter(Qt::Horizontal, central);
    splitter_->addWidget(tabs_);
    splitter_->addWidget(experimentScroll_);
    splitter_->setStretchFactor(0, 1);
    splitter_->setCollapsible(1, false);  // hidden only through View → Experiment panel
    layout->addWidget(splitter_, 1);
    setCentralWidget(central);

    connect(strip_, &PipelineStrip::stepChanged, this, &MainWindow::redrawStep);
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::redraw);
    connect(experiments_, &ExperimentPanel::changed, this, &MainWindow::recompute);

    connect(sentence_, &QLineEdit::textChanged, this, &MainWindow::recompute);
    const auto selectHead = [this] {
        experiments_->setSelectedHead(layer(), head());
        redraw();
    };
    connect(layerBox_, &QSpinBox::valueChanged, this, selectHead);
    connect(headBox_, &QSpinBox::valueChanged, this, selectHead);
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::readSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value("mainWindow/geometry").toByteArray())) resize(1280, 860);
    restoreState(settings.value("mainWindow/state").toByteArray());
}

void MainWindow::writeSettings() {
    QSettings settings;
    settings.setValue("mainWindow/geometry", saveGeometry());
    settings.setValue("mainWindow/state", saveState());
    settings.setValue("appearance/presentation", appearance().presentation);
    settings.setValue("appearance/dark", appearance().dark);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
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

void MainWindow::adoptTrainedModel(std::shared_ptr<const al::Model<float>> model, const QString& task, const QString& example) {
    model_ = std::make_unique<al::Model<float>>(*model);
    modelName_ = tr("trained %1 model").arg(task);
    modelSource_ = {{"trained", task}};
    {
        const QSignalBlocker block(sentence_);
        sentence_->setText(model_->config().arch == al::Arch::encoder_decoder ? example.section(QStringLiteral(" → "), 0, 0) : example);
    }
    modelChanged();
    tabs_->setCurrentIndex(0);
}

bool MainWindow::openModel(const QString& path, QString* error) {
    if (!loadModelFile(path, error)) return false;
    modelChanged();
    return true;
}

bool MainWindow::loadModelFile(const QString& path, QString* error) {
    try {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) throw al::Error(tr("cannot open %1: %2").arg(path, file.errorString()).toStdString());
        const QByteArray bytes = file.readAll();
        const auto parsed = al::SafetensorsFile::parse(bytes.toStdString(), QFileInfo(path).fileName().toStdString());
        model_ = std::make_unique<al::Model<float>>(al::load_model(parsed));
        modelName_ = path.startsWith(":/") ? tr("shipped model") : QFileInfo(path).fileName();
        modelSource_ = {{"file", path}};
        if (!path.startsWith(":/")) rememberRecent(path);
    } catch (const std::exception& e) {
        const QString why = QString::fromUtf8(e.what());
        if (error) *error = why;
        statusBar()->showMessage(tr("Model not loaded — %1. The current model is still in use.").arg(why));
        return false;
    }
    return true;
}

void MainWindow::modelChanged() {
    const auto& c = model_->config();
    {
        const QSignalBlocker b1(layerBox_), b2(headBox_);
        layerBox_->setRange(0, c.n_layer - 1);
        headBox_->setRange(0, c.n_head - 1);
    }
    QStringList ids, titles, sections;
    const bool encoderDecoder = c.arch == al::Arch::encoder_decoder;
    for (const auto& step : al::pipeline_steps(encoderDecoder)) {
        ids << QString::fromStdString(step);
        titles << stepText(ids.back(), c.norm_position == al::NormPosition::pre)
                      .title.replace("<sub>", "_").remove(QRegularExpression("<[^>]*>")).replace("&", "&&");
        sections << stepSection(ids.back(), encoderDecoder);
    }
    {
        const QSignalBlocker block(strip_);
        strip_->setSteps(ids, titles, sections);
    }
    positional_->setModel(*model_);
    statusBar()->showMessage(tr("%1: %2, %3 layers × %4 heads, n_embd %5, %6 parameters")
                                 .arg(modelName_, QString::fromStdString(al::to_string(c.arch)))
                                 .arg(c.n_layer).arg(c.n_head).arg(c.n_embd).arg(al::count_parameters(c)));
    recompute();
}

void MainWindow::useRandomModel(const al::ModelConfig& config, int seed) {
    auto model = al::Model<float>::random(config, static_cast<uint64_t>(seed));
    model.set_tokenizer(model_ ? model_->tokenizer() : std::nullopt);
    model_ = std::make_unique<al::Model<float>>(std::move(model));
    modelName_ = tr("random model (seed %1)").arg(seed);
    modelSource_ = {{"random", QJsonDocument::fromJson(QByteArray::fromStdString(config.to_json())).object()}, {"seed", seed}};
    modelChanged();
}

void MainWindow::randomModelDialog() {
    al::ModelConfig start = model_ ? model_->config() : al::ModelConfig{};
    RandomModelDialog dialog(start, this);
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
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            QString error;
            if (!openModel(path, &error)) QMessageBox::warning(this, tr("Model not loaded"), tr("%1\n\nThe current model is still in use.").arg(error));
        });
        a->setStatusTip(path);
    }
    recentMenu_->setEnabled(!list.isEmpty());
}

void MainWindow::setPresentationMode(bool on) {
    presentationAction_->setChecked(on);
    setAppearance({on, appearance().dark});
    QTimer::singleShot(0, this, &MainWindow::fitExperimentPanel);  // once the new fonts are laid out
    redraw();
}

void MainWindow::setExperimentPanelVisible(bool on) {
    panelAction_->setChecked(on);
    experimentScroll_->setVisible(on);
    if (on) fitExperimentPanel();
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

void MainWindow::setDarkTheme(bool on) {
    darkAction_->setChecked(on);
    setAppearance({appearance().presentation, on});
    redraw();
}

void MainWindow::showShortcuts() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard shortcuts"));
    auto* table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    QList<QPair<QString, QString>> rows;
    std::function<void(QMenu*)> walk = [&](QMenu* menu) {
        for (QAction* a : menu->actions()) {
            if (a->menu()) walk(a->menu());
            else if (!a->shortcuts().isEmpty()) {
                QStringList keys;
                for (const auto& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
                rows << qMakePair(QString(a->text()).remove('&'), keys.join(tr("  or  ")));
            }
        }
    };
    for (QAction* a : menuBar()->actions())
        if (a->menu()) walk(a->menu());
    rows << qMakePair(tr("Move between fields; underlined letters with Alt"), tr("Tab, Alt+letter"));
    table->setRowCount(rows.size());
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("←, →, Space act on the pipeline when the sentence field is not focused; "
                                    "PgUp, PgDn and Ctrl+P always do."), &dialog));
    layout->addWidget(table);
    dialog.resize(620, 520);
    dialog.exec();
}

QJsonObject MainWindow::sessionJson() const {
    return {{"format", "attentionlab-session"},
            {"version", 1},
            {"model", modelSource_},
            {"sentence", sentence_->text()},
            {"compare_sentence", compare_->otherSentence()},
            {"tab", currentTab()},
            {"attention_view", static_cast<int>(attentionView_->mode())},
            {"attention_of", static_cast<int>(attentionView_->kind())},
            {"step", strip_->currentStep()},
            {"layer", layer()},
            {"head", head()},
            {"experiments", experiments_->toJson()},
            {"sampling", output_->toJson()},
            {"training", train_->toJson()},
            {"presentation", appearance().presentation},
            {"dark", appearance().dark}};
}

bool MainWindow::saveSession(const QString& path, QString* error) const {
    QSaveFile file(path);  // all or nothing
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(sessionJson()).toJson()) < 0 || !file.commit()) {
        if (error) *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool MainWindow::openSession(const QString& path, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(tr("cannot open %1: %2").arg(path, file.errorString()));
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (doc.isNull()) return fail(tr("%1 is not valid JSON: %2").arg(path, parse.errorString()));
    const QJsonObject s = doc.object();
    if (s.value("format").toString() != "attentionlab-session") return fail(tr("%1 is not an AttentionLab session").arg(path));
    // load the model first, into a trial: a missing model file must not disturb the current state
    const QJsonObject m = s.value("model").toObject();
    if (m.contains("file")) {
        QString why;
        if (!QFile::exists(m.value("file").toString())) return fail(tr("the session's model %1 no longer exists").arg(m.value("file").toString()));
        if (!openModel(m.value("file").toString(), &why)) return fail(why);
    } else if (m.contains("random")) {
        try {
            const auto config = al::ModelConfig::from_json(QJsonDocument(m.value("random").toObject()).toJson().toStdString());
            useRandomModel(config, m.value("seed").toInt(1));
        } catch (const std::exception& e) {
            return fail(tr("the session's random model is invalid: %1").arg(QString::fromUtf8(e.what())));
        }
    } else if (m.contains("trained")) {
        return fail(tr("the session's model was trained in the app and never saved; save it from the Train tab and open the file"));
    } else if (!openPreset(m.value("preset").toInt(0))) {
        return fail(tr("the session's shipped model could not be opened"));
    }
    applySession(s);
    return true;
}

void MainWindow::applySession(const QJsonObject& s) {
    setPresentationMode(s.value("presentation").toBool(appearance().presentation));
    setDarkTheme(s.value("dark").toBool(appearance().dark));
    output_->fromJson(s.value("sampling").toObject());
    train_->fromJson(s.value("training").toObject());
    {
        const QSignalBlocker b1(sentence_), b2(compare_);
        sentence_->setText(s.value("sentence").toString());
        compare_->setOtherSentence(s.value("compare_sentence").toString());
    }
    recompute();
    experiments_->fromJson(s.value("experiments").toObject());
    setLayer(s.value("layer").toInt(0));
    setHead(s.value("head").toInt(0));
    const QString tab = s.value("tab").toString("pipeline");
    showTab(tab);
    if (tab == "attention") attentionView_->setMode(static_cast<AttentionView::Mode>(std::clamp(s.value("attention_view").toInt(0), 0, 2)));
    attentionView_->setKind(static_cast<AttentionView::Kind>(std::clamp(s.value("attention_of").toInt(0), 0, 2)));
    strip_->selectStep(s.value("step").toString());
    redraw();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().value(0).isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = event->mimeData()->urls().value(0).toLocalFile();
    QString error;
    if (!openModel(path, &error)) QMessageBox::warning(this, tr("Model not loaded"), tr("%1\n\nThe current model is still in use.").arg(error));
}

void MainWindow::openModelDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open model"), QString(), tr("Models (*.safetensors);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!openModel(path, &error)) QMessageBox::warning(this, tr("Model not loaded"), tr("%1\n\nThe current model is still in use.").arg(error));
}

void MainWindow::setSentence(const QString& text) {
    if (sentence_->text() == text) recompute();  // otherwise textChanged recomputes
    else sentence_->setText(text);
}
void MainWindow::setLayer(int layer) { layerBox_->setValue(layer); }
void MainWindow::setHead(int head) { headBox_->setValue(head); }
int MainWindow::layer() const { return layerBox_->value(); }
int MainWindow::head() const { return headBox_->value(); }
QString MainWindow::noticeText() const { return notice_->isHidden() ? QString() : notice_->text(); }

void MainWindow::showNotice(const QString& text, bool error) {
    notice_->setText(text);
    notice_->setStyleSheet(error ? "background: #ffebee; color: #b71c1c; padding: 4px; border-radius: 3px;"
                                 : "background: #fff8e1; color: #5d4037; padding: 4px; border-radius: 3px;");
    notice_->setVisible(!text.isEmpty());
}

void MainWindow::recompute() {
    if (!model_) return;
    traceValid_ = false;
    try {
        auto in = al::model_input(*model_, sentence_->text().toStdString());
        input_ = std::move(in.text);
        const al::Batch& batch = in.batch;
        std::vector<std::string> dropped;
        if (input_.dropped_tokens > 0) {
            const auto all = al::Tokenizer::split(model_->tokenizer()->kind(), sentence_->text().toStdString());
            dropped.assign(all.end() - input_.dropped_tokens, all.end());
        }
        tokens_->setInput(input_, dropped);
        tokens_->setPaddingFrom(experiments_->paddingFrom(batch.T));
        QStringList notices;
        for (const auto& n : input_.notices) notices << QString::fromStdString(n);
        showNotice(notices.join("\n"), false);
        experiments_->setTokenCount(batch.T);
        model_->forward(batch, experiments_->options(batch.T), trace_);
        traceValid_ = true;
    } catch (const std::exception& e) {
        tokens_->setInput({}, {});
        showNotice(QString::fromUtf8(e.what()), true);
    }
    updatePrediction();
    redraw();
    emit traceUpdated();
}

QString MainWindow::pieceText(int id) const {
    return model_ && model_->tokenizer() ? visibleToken(QString::fromStdString(model_->tokenizer()->piece(id))) : QString::number(id);
}

QStringList MainWindow::pieceTexts(const std::vector<int>& ids) const {
    QStringList out;
    for (int id : ids) out << pieceText(id);
    return out;
}

void MainWindow::updatePrediction() {
    if (!traceValid_) {
        experiments_->setPrediction(QString());
        return;
    }
    const auto top = [&](const al::ForwardTrace<float>& t) {
        Eigen::Index best;
        const float p = t.probs.row(t.probs.rows() - 1).maxCoeff(&best);
        return tr("“%1” %2%").arg(pieceText(static_cast<int>(best)).toHtmlEscaped()).arg(100.0 * p, 0, 'f', 1);
    };
    QString text = tr("<b>Next token:</b> %1").arg(top(trace_));
    if (!experiments_->isDefault()) {
        const al::Batch batch = al::Batch::single(trace_.main.ids, trace_.has_encoder ? trace_.encoder.ids : std::vector<int>{});
        text += tr("<br>without the experiments: %1").arg(top(model_->forward(batch)));
    }
    experiments_->setPrediction(text);
}

void MainWindow::redraw() {
    switch (tabs_->currentIndex()) {
        case 0: redrawStep(); break;
        case 1: redrawAttention(); break;
        case 2: break;  // positional: drawn when the model changes
        case 3:
            if (traceValid_) {
                activations_->setTrace(trace_, model_->config(), pieceTexts(trace_.main.ids), layer());
            }
            break;
        case 4: redrawCompare(); break;
        case 5: redrawOutput(); break;
        default: break;  // the Train tab draws itself from the worker's reports
    }
}

QStringList MainWindow::vocabularyLabels() const {
    QStringList labels;
    for (int id = 0; model_ && id < model_->config().vocab_size; ++id)
        labels << (model_->tokenizer() && id < model_->tokenizer()->size() ? pieceText(id) : QString::number(id));
    return labels;
}

void MainWindow::redrawCompare() {
    if (!traceValid_) return;
    if (compare_->otherSentence().isEmpty()) {  // the reference notes' pair, when the sentence has it
        QString other = sentence_->text();
        other.replace("tired", "wide");
        const QSignalBlocker block(compare_);
        compare_->setOtherSentence(other);
    }
    try {
        const al::Batch batch = al::model_input(*model_, compare_->otherSentence().toStdString()).batch;
        const auto other = model_->forward(batch, experiments_->options(batch.T));
        const int l = layer(), h = head();
        const auto& a = trace_.main.layers[l].attn;
        const auto& b = other.main.layers[l].attn;
        const QStringList la = pieceTexts(trace_.main.ids), lb = pieceTexts(other.main.ids);
        const auto data = [&](const QString& title, const QStringList& labels, const al::AttentionTrace<float>& t) {
            return HeatmapData{title, tr("query"), tr("key"), labels, labels, t.weights[h], t.masked[h].array().isInf(), false, QCPRange(0, 1)};
        };
        // A − B over the positions both have (all of them when the sentences have as many tokens)
        const int n = std::min(a.weights[h].rows(), b.weights[h].rows());
        HeatmapData diff{a.weights[h].rows() == b.weights[h].rows() ? tr("A − B") : tr("A − B, first %1 tokens").arg(n),
                         tr("query"), tr("key"), la.mid(0, n), la.mid(0, n),
                         a.weights[h].topLeftCorner(n, n) - b.weights[h].topLeftCorner(n, n),
                         a.masked[h].topLeftCorner(n, n).array().isInf() && b.masked[h].topLeftCorner(n, n).array().isInf(), true, {}};
        compare_->show(data(tr("A · layer %1 · head %2").arg(l).arg(h), la, a), data(tr("B"), lb, b), diff);
    } catch (const std::exception& e) {
        compare_->showError(QString::fromUtf8(e.what()));
    }
}

void MainWindow::redrawOutput() {
    if (!traceValid_) return;
    try {
        output_->setDistribution(trace_.logits, vocabularyLabels());
    } catch (const std::exception& e) {
        showNotice(QString::fromUtf8(e.what()), true);
    }
}

void MainWindow::generate() {
    if (!traceValid_ || !model_ || !model_->tokenizer()) return;
    try {
        const auto& ids = trace_.main.ids;
        if (model_->config().arch == al::Arch::encoder_decoder) {
            statusBar()->showMessage(tr("An encoder-decoder model's output is shown in the decoder rows; nothing to append."));
            return;
        }
        const auto out = al::generate(*model_, ids, output_->tokensToGenerate(), output_->sampling(), output_->seed());
        const std::vector<int> added(out.begin() + static_cast<long>(ids.size()), out.end());
        QString text = QString::fromStdString(model_->tokenizer()->decode(added));
        if (model_->tokenizer()->kind() == al::TokenizerKind::word && !text.isEmpty()) text.prepend(' ');
        sentence_->setText(sentence_->text() + text);
    } catch (const std::exception& e) {
        showNotice(QString::fromUtf8(e.what()), true);
    }
}

bool MainWindow::showStep(const QString& step) {
    tabs_->setCurrentIndex(0);
    return strip_->selectStep(step);
}

bool MainWindow::showTab(const QString& tab) {
    if (tab == "attention-grid" || tab == "attention-lines") {
        tabs_->setCurrentIndex(1);
        attentionView_->setMode(tab == "attention-grid" ? AttentionView::Mode::grid : AttentionView::Mode::lines);
        return true;
    }
    const QStringList names = {"pipeline", "attention", "positional", "activations", "compare", "output", "train"};
    const int i = names.indexOf(tab);
    if (i < 0) return false;
    tabs_->setCurrentIndex(i);
    return true;
}

QString MainWindow::currentTab() const {
    return QStringList{"pipeline", "attention", "positional", "activations", "compare", "output", "train"}.value(tabs_->currentIndex());
}

void MainWindow::redrawStep() {
    if (!traceValid_ || !model_) return;
    AxisLabels labels;
    labels.tokens = pieceTexts(trace_.main.ids);
    if (trace_.has_encoder) labels.sourceTokens = pieceTexts(trace_.encoder.ids);
    labels.vocabulary = vocabularyLabels();
    try {
        stepView_->showStep(trace_, model_->config(), labels, strip_->currentStep(), layer(), head());
    } catch (const std::exception& e) {
        showNotice(QString::fromUtf8(e.what()), true);
    }
}

HeatmapPlot* MainWindow::attentionPlot() const { return attentionView_->heatmap(); }

void MainWindow::redrawAttention() {
    if (!traceValid_) {
        attentionPlot()->setHeatmap({tr("Attention weights — type a sentence"), tr("query"), tr("key"), {}, {}, al::Matrix<float>(), {}, false, QCPRange(0, 1)});
        maskLabel_->clear();
        return;
    }
    attentionView_->setAttention(trace_, pieceTexts(trace_.main.ids),
                                 trace_.has_encoder ? pieceTexts(trace_.encoder.ids) : QStringList(), layer(), head());
    maskLabel_->setText(tr("mask: %1").arg(QString::fromStdString(al::to_string(attentionView_->shownMask(trace_).kind))));
}

}  // namespace ui
