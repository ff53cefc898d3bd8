// Lessons in the window: opening one (every stop checked against its model before anything changes),
// applying a stop's state, the welcome of a first start, the last session of a returning user, and
// writing a lesson from what is on screen ("add this view as a stop").
#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>

#include "core/base/error.h"
#include "core/io/model_io.h"
#include "ui/i18n/language.h"
#include "ui/document/exploration.h"
#include "ui/document/session.h"
#include "ui/lesson/lesson_bar.h"
#include "ui/window/main_window.h"

namespace ui {

QList<QPair<QString, QString>> MainWindow::shippedLessons() {
    static const QList<QPair<QString, QString>> lessons = [] {  // each titled as its file says, read once
        QList<QPair<QString, QString>> out;
        for (const char* path : {":/lessons/one-head.lesson.json", ":/lessons/masks.lesson.json",
                                 ":/lessons/watch-it-learn.lesson.json", ":/lessons/coreference.lesson.json",
                                 ":/lessons/logit-lens.lesson.json", ":/lessons/find-the-circuit.lesson.json",
                                 ":/lessons/induction.lesson.json", ":/lessons/positions.lesson.json",
                                 ":/lessons/gpt2-answer.lesson.json"})
            out << qMakePair(readLesson(path).title, QString(path));
        return out;
    }();
    return lessons;
}

QString MainWindow::lessonProblem(const Lesson& lesson) const { return ui::lessonProblem(lesson, tabNames()); }

bool MainWindow::openLesson(const QString& path, QString* error) {
    try {
        return startLesson(readLesson(path), error);
    } catch (const LessonError& e) {
        if (error) *error = messageOf(e);
        return false;
    }
}

bool MainWindow::haveLessonHubModels(const Lesson& lesson, QString* why) {
    QStringList seen;
    for (const auto& stop : lesson.stops) {  // each stop's own model (20,000 stops: not stateAt, whose overlays add up)
        if (!stop.state.contains("model")) continue;
        const QString id = ModelSource::fromJson(stop.state.value("model").toObject()).hubId(lesson.directory);
        if (id.isEmpty() || seen.contains(id)) continue;
        seen << id;
        QString missing;
        if (!haveHubModel(id, &missing)) {
            *why = tr("This lesson uses %1 from Hugging Face: %2").arg(id.left(id.indexOf('@')), missing);
            return false;
        }
    }
    return true;
}

bool MainWindow::startLesson(const Lesson& lesson, QString* error) {
    QString missing;
    if (!haveLessonHubModels(lesson, &missing)) {
        if (error) *error = missing;
        return false;
    }
    const QString problem = lessonProblem(lesson);
    if (!problem.isEmpty()) {
        if (error) *error = problem;
        return false;
    }
    lessonModelSpec_ = {};
    setLessonKeys(true);
    lessonBar_->start(lesson);
    return true;
}

// Stop `stop`'s whole state (or with its question's reveal); the model is read again only when it changes.
bool MainWindow::applyLessonStop(int stop, bool reveal) {
    const Lesson& lesson = lessonBar_->lesson();
    const QJsonObject state = lesson.stateAt(stop, reveal);
    const QJsonObject spec = state.value("model").toObject();
    if (spec != lessonModelSpec_ || exploration_->modelSource() != lessonModelSource_) {
        try {
            QString name;
            const ModelSource source = ModelSource::fromJson(spec);
            auto model = source.open(lesson.directory, lesson.models, &name);
            const int preset = source.kind == ModelSource::Kind::preset ? presetIndex(source.preset) : -1;
            exploration_->setModel(std::move(model), name, preset >= 0 ? ModelSource::ofPreset(preset) : source);
        } catch (const std::exception& e) {  // checked when the lesson opened: only a file changed since
            showMessage(stopProblem(lesson, stop, "state.model", messageOf(e)));
            return false;
        }
        lessonModelSpec_ = spec, lessonModelSource_ = exploration_->modelSource();
    }
    applySession(state);
    return true;
}

void MainWindow::setLessonKeys(bool lesson) {
    // PgDn / PgUp (what a presenter's clicker sends) walk the lesson's stops while one runs
    nextStepAction_->setShortcuts(lesson ? QList<QKeySequence>{Qt::Key_Right} : QList<QKeySequence>{Qt::Key_Right, Qt::Key_PageDown});
    previousStepAction_->setShortcuts(lesson ? QList<QKeySequence>{Qt::Key_Left} : QList<QKeySequence>{Qt::Key_Left, Qt::Key_PageUp});
    nextStopAction_->setEnabled(lesson);
    previousStopAction_->setEnabled(lesson);
}

// The state of the window as a stop's: the session's keys without the file's own and the appearance;
// a model that is not shipped or random travels inside the lesson.
QJsonObject MainWindow::viewAsStopState(Lesson& lesson) const {
    QJsonObject state = sessionJson();
    for (const char* k : {"format", "version", "dark", "high_contrast", "presentation"}) state.remove(k);
    const ModelSource& source = exploration_->source();
    using Kind = ModelSource::Kind;
    if (source.kind == Kind::preset) {
        state.insert("model", QJsonObject{{"preset", presets().value(source.preset.toInt()).id}});
    } else if (source.kind != Kind::random) {
        QString name = source.kind == Kind::embedded ? source.name
                       : source.kind == Kind::file   ? QFileInfo(source.path).completeBaseName()
                                                     : QStringLiteral("trained-%1").arg(source.name);
        const QByteArray bytes = QByteArray::fromStdString(exploration_->serializedModel());
        while (lesson.models.contains(name) && lesson.models[name] != bytes) name += QStringLiteral("-2");
        lesson.models.insert(name, bytes);
        state.insert("model", QJsonObject{{"embedded", name}});
    }
    return state;
}

void MainWindow::addViewAsStop(const QString& title, const QString& text) {
    if (!lessonBar_->isRunning()) {
        Lesson draft;
        draft.title = tr("My lesson");
        lessonBar_->lesson() = draft;
    }
    Lesson& lesson = lessonBar_->lesson();
    const int at = lessonBar_->isRunning() ? lessonBar_->stop() + 1 : static_cast<int>(lesson.stops.size());
    LessonStop stop;
    stop.title = title, stop.text = text;
    stop.state = viewAsStopState(lesson);
    lesson.stops.insert(at, stop);
    lessonModelSpec_ = stop.state.value("model").toObject(), lessonModelSource_ = exploration_->modelSource();
    if (!lessonBar_->isRunning()) setLessonKeys(true), lessonBar_->start(lesson);
    lessonBar_->goTo(at);
}

bool MainWindow::saveLesson(const QString& path, QString* error) const {
    return writeJsonFile(path, lessonBar_->lesson().toJson(), filesRead(), error);
}

// A returning user gets the last session; a first start (or a session that no longer opens) gets the
// coreference model on its sentence, with a welcome that says what to look at and offers the lessons.
void MainWindow::startAsLastTime(bool restore) {
    const QJsonObject last = QJsonDocument::fromJson(QSettings().value("lastSession").toByteArray()).object();
    if (restore && !last.isEmpty() && openSessionJson(last)) return;
    openPreset(kFirstScreenPreset);
    showTab(kWelcomeTab);
    lessonBar_->showWelcome(welcomeText(), shippedLessons().mid(0, kWelcomeLessons));
}

// The welcome speaks of the model on screen: the first screen's "it", or any other model's attention.
QString MainWindow::welcomeText() const {
    const ModelSource& source = exploration_->source();
    if (source.kind == ModelSource::Kind::preset && presetIndex(source.preset) == kFirstScreenPreset)
        return tr("This model reads the sentence both ways and learned what “it” refers to. Find the row of “it”: "
                  "which word does it look at most? Now change “tired” to “wide”. Hover a cell for its value, step "
                  "through the computation with → (Step through tab), or start a lesson:");
    return tr("%1: its attention is on screen, a row per token. Type your own sentence, hover a cell for its value, step "
              "through the computation with → (Step through tab), or start a lesson:")
        .arg(exploration_->modelName());
}

}  // namespace ui
