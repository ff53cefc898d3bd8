// Lessons in the window: opening one (every stop checked against its model before anything changes),
// applying a stop's state, the welcome of a first start, the last session of a returning user, and
// writing a lesson from what is on screen ("add this view as a stop").
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSettings>

#include "core/base/error.h"
#include "core/explain/pipeline.h"
#include "core/io/model_io.h"
#include "ui/i18n/language.h"
#include "ui/document/exploration.h"
#include "ui/lesson/lesson_bar.h"
#include "ui/pages/attention_view.h"
#include "ui/window/main_window.h"

namespace ui {
namespace {

QString key(const QJsonObject& o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

}  // namespace

QList<QPair<QString, QString>> MainWindow::shippedLessons() {
    static const QList<QPair<QString, QString>> lessons = [] {  // each titled as its file says, read once
        QList<QPair<QString, QString>> out;
        for (const char* path : {":/lessons/one-head.lesson.json", ":/lessons/masks.lesson.json",
                                 ":/lessons/watch-it-learn.lesson.json", ":/lessons/coreference.lesson.json"})
            out << qMakePair(readLesson(path).title, QString(path));
        return out;
    }();
    return lessons;
}

QString MainWindow::noSuchPreset(const QJsonValue& idOrIndex) {
    QStringList ids;
    for (const Preset& p : presets()) ids << p.id;
    return tr("no shipped model \"%1\" (%2)").arg(idOrIndex.toVariant().toString(), ids.join(", "));
}

// The lesson's model spec: {"preset": ID}, {"file": PATH} (relative to the lesson), {"embedded": NAME}
// or {"random": CONFIG, "seed": N}. Throws al::Error saying what is wrong.
std::unique_ptr<al::Model<float>> MainWindow::lessonModel(const QJsonObject& spec, const Lesson& lesson, QString* name) const {
    const ModelSource source = ModelSource::fromJson(spec);
    switch (source.kind) {
        case ModelSource::Kind::preset: {
            const int i = presetIndex(source.preset);
            if (i < 0) throw al::Error(noSuchPreset(source.preset).toStdString());
            if (name) *name = withoutAltLetter(presets()[i].title());
            return Exploration::readModelFile(presets()[i].resource);
        }
        case ModelSource::Kind::file: {
            const QString& file = source.path;
            const QString path = QFileInfo(file).isAbsolute() || lesson.directory.isEmpty() ? file : lesson.directory + "/" + file;
            if (!QFileInfo::exists(path)) throw al::Error(tr("the model file %1 does not exist").arg(path).toStdString());
            if (name) *name = QFileInfo(path).fileName();
            return Exploration::readModelFile(path);
        }
        case ModelSource::Kind::embedded: {
            const QString& n = source.name;
            if (!lesson.models.contains(n)) throw al::Error(tr("the lesson carries no model \"%1\" (see its \"models\")").arg(n).toStdString());
            if (name) *name = n;
            const QByteArray& bytes = lesson.models[n];
            return std::make_unique<al::Model<float>>(al::load_model(al::SafetensorsFile::parse(bytes.toStdString(), n.toStdString())));
        }
        case ModelSource::Kind::random: {
            const auto config = *source.modelConfig();
            if (name) *name = tr("random model (seed %1)").arg(source.seed);
            return std::make_unique<al::Model<float>>(al::Model<float>::random(config, static_cast<uint64_t>(source.seed)));
        }
        case ModelSource::Kind::trained:
        case ModelSource::Kind::none: break;
    }
    throw al::Error(tr("must be {\"preset\": …}, {\"file\": …}, {\"embedded\": …} or {\"random\": …}").toStdString());
}

// "" when every stop (and every reveal) can be shown, else what is impossible, naming the stop and field.
QString MainWindow::lessonProblem(const Lesson& lesson) const {
    QMap<QString, al::ModelConfig> configs;  // each model is read once
    for (int i = 0; i < lesson.stops.size(); ++i) {
        const auto& stop = lesson.stops[i];
        QList<QPair<QJsonObject, QString>> states = {{lesson.stateAt(i), "state."}};
        if (stop.question && !stop.question->reveal.isEmpty()) states << qMakePair(lesson.stateAt(i, true), QStringLiteral("question.reveal."));
        for (const auto& state : states) {
            const QJsonObject& s = state.first;
            const QString& prefix = state.second;
            const auto problem = [&](const QString& field, const QString& what) { return stopProblem(lesson, i, prefix + field, what); };
            const QJsonObject spec = s.value("model").toObject();
            if (!configs.contains(key(spec))) {
                try {
                    configs.insert(key(spec), lessonModel(spec, lesson)->config());
                } catch (const std::exception& e) {
                    return problem("model", messageOf(e));
                }
            }
            const al::ModelConfig c = configs[key(spec)];
            for (const char* field : {"layer", "head"}) {
                const int count = QString(field) == "layer" ? c.n_layer : c.n_head;
                if (s.contains(field) && (!s.value(field).isDouble() || s.value(field).toInt() < 0 || s.value(field).toInt() >= count))
                    return problem(field, tr("must be 0 … %1 for this model").arg(count - 1));
            }
            for (const char* field : {"sentence", "compare_sentence", "tab", "step", "attention_view", "attention_of"})
                if (s.contains(field) && !s.value(field).isString()) return problem(field, tr("must be a string"));
            if (s.contains("tab") && !tabNames().contains(s.value("tab").toString()))
                return problem("tab", tr("\"%1\" is not a view (%2)").arg(s.value("tab").toString(), tabNames().join(", ")));
            if (s.contains("step")) {
                const auto steps = al::pipeline_steps(al::make_plan(c));
                if (std::find(steps.begin(), steps.end(), s.value("step").toString().toStdString()) == steps.end())
                    return problem("step", tr("this model has no step \"%1\"").arg(s.value("step").toString()));
            }
            if (s.contains("attention_view") && !AttentionView::modeNames().contains(s.value("attention_view").toString()))
                return problem("attention_view", tr("must be one of %1").arg(AttentionView::modeNames().join(", ")));
            if (s.contains("attention_of") && !AttentionView::kindNames().contains(s.value("attention_of").toString()))
                return problem("attention_of", tr("must be one of %1").arg(AttentionView::kindNames().join(", ")));
            for (const char* field : {"experiments", "training", "sampling"})
                if (s.contains(field) && !s.value(field).isObject()) return problem(field, tr("must be an object"));
            const QJsonObject e = s.value("experiments").toObject();
            if (e.contains("mask")) {
                const QString mask = e.value("mask").toString();
                bool known = mask == "model";
                for (al::MaskKind k : al::mask_kinds) known = known || mask == QString::fromStdString(al::to_string(k));
                if (!known) return problem("experiments.mask", tr("\"%1\" is not a mask (model, none, causal, padding, causal_padding)").arg(mask));
            }
            for (const auto& v : e.value("zeroed_heads").toArray())
                if (v.toArray().at(0).toInt(-1) < 0 || v.toArray().at(0).toInt() >= c.n_layer || v.toArray().at(1).toInt(-1) < 0 ||
                    v.toArray().at(1).toInt() >= c.n_head)
                    return problem("experiments.zeroed_heads", tr("[layer, head] pairs must name heads of this model"));
        }
    }
    return {};
}

bool MainWindow::openLesson(const QString& path, QString* error) {
    try {
        return startLesson(readLesson(path), error);
    } catch (const LessonError& e) {
        if (error) *error = messageOf(e);
        return false;
    }
}

bool MainWindow::startLesson(const Lesson& lesson, QString* error) {
    const QString problem = lessonProblem(lesson);
    if (!problem.isEmpty()) {
        if (error) *error = problem;
        return false;
    }
    lessonModelKey_.clear();
    setLessonKeys(true);
    lessonBar_->start(lesson);
    return true;
}

// Stop `stop`'s whole state (or with its question's reveal); the model is read again only when it changes.
bool MainWindow::applyLessonStop(int stop, bool reveal) {
    const Lesson& lesson = lessonBar_->lesson();
    const QJsonObject state = lesson.stateAt(stop, reveal);
    const QJsonObject spec = state.value("model").toObject();
    if (key(spec) != lessonModelKey_ || exploration_->modelSource() != lessonModelSource_) {
        try {
            QString name;
            auto model = lessonModel(spec, lesson, &name);
            const ModelSource source = ModelSource::fromJson(spec);
            const int preset = source.kind == ModelSource::Kind::preset ? presetIndex(source.preset) : -1;
            exploration_->setModel(std::move(model), name, preset >= 0 ? ModelSource::ofPreset(preset) : source);
        } catch (const std::exception& e) {  // checked when the lesson opened: only a file changed since
            showMessage(stopProblem(lesson, stop, "state.model", messageOf(e)));
            return false;
        }
        lessonModelKey_ = key(spec), lessonModelSource_ = exploration_->modelSource();
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
    for (const char* k : {"format", "version", "dark", "presentation"}) state.remove(k);
    const ModelSource& source = exploration_->source();
    using Kind = ModelSource::Kind;
    if (source.kind == Kind::preset) {
        state.insert("model", QJsonObject{{"preset", presets().value(source.preset.toInt()).id}});
    } else if (source.kind != Kind::random) {
        QString name = source.kind == Kind::embedded ? source.name
                       : source.kind == Kind::file   ? QFileInfo(source.path).completeBaseName()
                                                     : QStringLiteral("trained-%1").arg(source.name);
        const QByteArray bytes = QByteArray::fromStdString(al::serialize_model(*model()));
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
    lessonModelKey_ = key(stop.state.value("model").toObject()), lessonModelSource_ = exploration_->modelSource();
    if (!lessonBar_->isRunning()) setLessonKeys(true), lessonBar_->start(lesson);
    lessonBar_->goTo(at);
}

bool MainWindow::saveLesson(const QString& path, QString* error) const {
    QSaveFile file(path);  // all or nothing
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(lessonBar_->lesson().toJson()).toJson()) < 0 || !file.commit()) {
        if (error) *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

// A returning user gets the last session; a first start (or a session that no longer opens) gets the
// coreference model on its sentence, with a welcome that says what to look at and offers the lessons.
void MainWindow::startAsLastTime(bool restore) {
    const QJsonObject last = QJsonDocument::fromJson(QSettings().value("lastSession").toByteArray()).object();
    if (restore && !last.isEmpty() && openSessionJson(last)) return;
    openPreset(kFirstScreenPreset);
    showTab(kWelcomeTab);
    lessonBar_->showWelcome(tr("This model learned what “it” refers to. Its attention is on screen: find the row of "
                               "“it” — which word does it look at most? Hover a cell for its value, step through the "
                               "computation with → (Step through tab), or start a lesson:"),
                            shippedLessons());
}

}  // namespace ui
