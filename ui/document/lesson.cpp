#include "ui/document/lesson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "ui/document/session.h"
#include "ui/i18n/language.h"

namespace ui {
namespace {

// lupdate reads t("…") as tr("…") in the namespace's context (-tr-function-alias tr+=t)
QString t(const char* text) { return QCoreApplication::translate("ui", text); }

// A text of a lesson in the window's language: the shipped lessons' texts are in the translations
// (context "lesson", collected by scripts/core_catalogue.py); any other text stays as it is written.
QString shipped(const QString& text) { return QCoreApplication::translate("lesson", text.toUtf8().constData()); }

[[noreturn]] void fail(const QString& message) { throw LessonError(message.toStdString()); }

LessonQuestion parseQuestion(const Lesson& lesson, int stop, const QJsonValue& v) {
    const auto problem = [&](const QString& field, const QString& what) { fail(stopProblem(lesson, stop, "question." + field, what)); };
    if (!v.isObject()) problem("", t("must be an object"));
    const QJsonObject o = v.toObject();
    LessonQuestion q;
    q.prompt = shipped(o.value("prompt").toString());
    if (q.prompt.isEmpty()) problem("prompt", t("is missing: the question to ask"));
    const QString kind = o.value("kind").toString("choice");
    if (kind != "token" && kind != "choice") problem("kind", t("must be \"token\" or \"choice\", not \"%1\"").arg(kind));
    q.kind = kind == "token" ? LessonQuestion::Kind::token : LessonQuestion::Kind::choice;
    for (const auto& c : o.value("choices").toArray()) q.choices << shipped(c.toString());
    if (q.kind == LessonQuestion::Kind::choice && q.choices.size() < 2) problem("choices", t("needs at least two choices"));
    q.answer = o.value("answer");
    if (q.kind == LessonQuestion::Kind::choice && q.answer.isString()) q.answer = shipped(q.answer.toString());  // a choice's text
    const bool computed = q.answer.isObject() && q.answer.toObject().value("most_attended_by").isString();
    if (q.answer.isDouble() && (q.kind != LessonQuestion::Kind::choice || !isWholeNumber(q.answer, 0, q.choices.size() - 1)))
        problem("answer", t("must be the index of one of the %1 choices").arg(q.choices.size()));
    if (q.answer.isString() && q.kind == LessonQuestion::Kind::choice && !q.choices.contains(q.answer.toString()))
        problem("answer", t("\"%1\" is not one of the choices").arg(q.answer.toString()));
    if (!q.answer.isString() && !q.answer.isDouble() && !computed)
        problem("answer", t("is missing: a piece, a choice, a choice's index or {\"most_attended_by\": PIECE}"));
    if (computed && q.kind != LessonQuestion::Kind::token) problem("answer", t("most_attended_by needs \"kind\": \"token\""));
    q.explanation = shipped(o.value("explanation").toString());
    if (o.contains("reveal") && !o.value("reveal").isObject()) problem("reveal", t("must be an object of state keys"));
    q.reveal = o.value("reveal").toObject();
    return q;
}

}  // namespace

const QStringList& lessonStateKeys() {
    static const QStringList keys = {"model",         "training", "sampling", "compare_sentence", "sentence", "experiments",
                                     "layer",         "head",     "tab",      "attention_view",   "attention_of", "step",
                                     "patch_site",    "weights_shown", "presentation", "experiment_window"};
    return keys;
}

QString stopProblem(const Lesson& lesson, int stop, const QString& field, const QString& what) {
    const QString title = stop < lesson.stops.size() ? lesson.stops[stop].title : QString();
    const QString where = title.isEmpty() ? t("Stop %1").arg(stop + 1) : t("Stop %1 (“%2”)").arg(stop + 1).arg(title);
    return field.isEmpty() ? where + ": " + what : t("%1, field “%2”: %3").arg(where, field, what);
}

void overlay(QJsonObject& state, const QJsonObject& keys) {
    for (auto it = keys.begin(); it != keys.end(); ++it) state.insert(it.key(), it.value());
}

QJsonObject Lesson::stateAt(int stop, bool revealed) const {
    QJsonObject state;
    for (int i = 0; i <= stop && i < stops.size(); ++i) overlay(state, stops[i].state);
    if (revealed && stop < stops.size() && stops[stop].question) overlay(state, stops[stop].question->reveal);
    return state;
}

Lesson parseLesson(const QByteArray& bytes, const QString& directory) {
    try {
        al::require_shallow_json(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                                 al::Message(AL_TEXT("the lesson")));
    } catch (const std::exception& e) {
        fail(messageOf(e));
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (doc.isNull()) fail(t("not valid JSON: %1 (at character %2)").arg(parse.errorString()).arg(parse.offset));
    const QJsonObject o = doc.object();
    if (o.value("format").toString() != "attentionlab-lesson") fail(t("not an AttentionLab lesson (its \"format\" must be \"attentionlab-lesson\")"));
    if (o.contains("version") && !isWholeNumber(o.value("version"), 1, 1e9)) fail(t("\"version\" must be a whole number such as 1"));
    if (o.value("version").toInt(1) > 1) fail(t("lesson format version %1 is newer than this AttentionLab reads (1)").arg(o.value("version").toInt()));
    Lesson lesson;
    lesson.directory = directory;
    lesson.title = shipped(o.value("title").toString());
    if (lesson.title.isEmpty()) fail(t("field “title” is missing"));
    lesson.summary = shipped(o.value("summary").toString());
    const QJsonObject models = o.value("models").toObject();
    for (auto it = models.begin(); it != models.end(); ++it) {
        const QByteArray base64 = it.value().toObject().value("safetensors_base64").toString().toLatin1();
        const auto decoded = QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
        if (base64.isEmpty() || !decoded) fail(t("models, “%1”: safetensors_base64 is missing or not base64").arg(it.key()));
        lesson.models.insert(it.key(), *decoded);
    }
    const QJsonArray stops = o.value("stops").toArray();
    if (stops.isEmpty()) fail(t("field “stops” is missing or empty: a lesson needs at least one stop"));
    for (int i = 0; i < stops.size(); ++i) {
        const QJsonObject s = stops[i].toObject();
        LessonStop stop;
        stop.title = shipped(s.value("title").toString());
        lesson.stops << stop;  // so that problems can name it
        if (!stops[i].isObject()) fail(stopProblem(lesson, i, {}, t("must be an object")));
        if (s.value("text").toString().isEmpty()) fail(stopProblem(lesson, i, "text", t("is missing: what the stop says")));
        lesson.stops.back().text = shipped(s.value("text").toString());
        if (s.contains("state") && !s.value("state").isObject()) fail(stopProblem(lesson, i, "state", t("must be an object")));
        const QJsonObject state = s.value("state").toObject();
        for (auto it = state.begin(); it != state.end(); ++it)
            if (!lessonStateKeys().contains(it.key()))
                fail(stopProblem(lesson, i, "state." + it.key(), t("is not a state key (%1)").arg(lessonStateKeys().join(", "))));
        lesson.stops.back().state = state;
        if (s.contains("question")) lesson.stops.back().question = parseQuestion(lesson, i, s.value("question"));
    }
    if (!lesson.stateAt(0).contains("model")) fail(stopProblem(lesson, 0, "state.model", t("is missing: the first stop chooses the model")));
    return lesson;
}

Lesson readLesson(const QString& path) {
    QByteArray bytes;
    if (path.startsWith(":/")) {  // a shipped lesson, compiled in
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) fail(t("cannot open %1: %2").arg(path, file.errorString()));
        bytes = file.readAll();
    } else {
        try {
            bytes = QByteArray::fromStdString(al::read_file(path.toStdString(), al::Message(AL_TEXT("the lesson"))));
        } catch (const std::exception& e) {
            fail(messageOf(e));
        }
    }
    return parseLesson(bytes, path.startsWith(":/") ? QString() : QFileInfo(path).absolutePath());
}

QJsonObject Lesson::toJson() const {
    QJsonObject models_;
    for (auto it = models.begin(); it != models.end(); ++it)
        models_.insert(it.key(), QJsonObject{{"safetensors_base64", QString::fromLatin1(it.value().toBase64())}});
    QJsonArray stops_;
    for (const LessonStop& s : stops) {
        QJsonObject o{{"title", s.title}, {"text", s.text}, {"state", s.state}};
        if (s.question) {
            const LessonQuestion& q = *s.question;
            QJsonObject question{{"prompt", q.prompt}, {"kind", q.kind == LessonQuestion::Kind::token ? "token" : "choice"},
                                 {"answer", q.answer}};
            if (!q.choices.isEmpty()) question.insert("choices", QJsonArray::fromStringList(q.choices));
            if (!q.explanation.isEmpty()) question.insert("explanation", q.explanation);
            if (!q.reveal.isEmpty()) question.insert("reveal", q.reveal);
            o.insert("question", question);
        }
        stops_.append(o);
    }
    QJsonObject o{{"format", "attentionlab-lesson"}, {"version", 1}, {"title", title}, {"stops", stops_}};
    if (!summary.isEmpty()) o.insert("summary", summary);
    if (!models.isEmpty()) o.insert("models", models_);
    return o;
}

}  // namespace ui
