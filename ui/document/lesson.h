// A lesson: an ordered list of stops a teacher walks a class through. Each stop sets part of the
// window's state (the keys of a session: model, sentence, tab, step, layer, head, experiments,
// training, …; what a stop leaves out stays as the stop before set it), shows a short text, and may
// ask a question before revealing the answer. The file format is documented in docs/lessons.md.
//
//   {"format": "attentionlab-lesson", "version": 1, "title": "…", "summary": "…",
//    "models": {"NAME": {"safetensors_base64": "…"}},              (optional: models carried inside)
//    "stops": [{"title": "…", "text": "…", "state": {…},
//               "question": {"prompt": "…", "kind": "token" | "choice", "choices": ["…"],
//                            "answer": "…" | INDEX | {"most_attended_by": "PIECE"},
//                            "explanation": "…", "reveal": {…}}}]}
#pragma once

#include <optional>
#include <stdexcept>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ui {

struct LessonQuestion {
    QString prompt;
    enum class Kind { token, choice } kind = Kind::choice;
    QStringList choices;     // kind choice
    QJsonValue answer;       // a piece or choice text, a choice's index, or {"most_attended_by": piece}
    QString explanation;     // shown after answering
    QJsonObject reveal;      // state applied after answering (e.g. the softmax step)
};

struct LessonStop {
    QString title, text;
    QJsonObject state;       // this stop's own keys
    std::optional<LessonQuestion> question;
};

struct Lesson {
    QString title, summary;
    QList<LessonStop> stops;
    QMap<QString, QByteArray> models;  // embedded models: name → safetensors bytes
    QString directory;                 // where relative model files are looked for

    // The whole state at stop i: every stop's keys up to i, later ones winning; `revealed`: then the
    // keys of its question's reveal.
    QJsonObject stateAt(int stop, bool revealed = false) const;
    QJsonObject toJson() const;
};

// Sets each of `keys` in `state`, replacing what an earlier stop set: how stops' states add up.
void overlay(QJsonObject& state, const QJsonObject& keys);

// A problem in a lesson file, with where it is: "stop 3, field \"layer\": …".
struct LessonError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Reads the file's JSON. Throws LessonError naming the stop and field for anything malformed.
Lesson parseLesson(const QByteArray& json, const QString& directory);
Lesson readLesson(const QString& path);
// "Stop N (TITLE), FIELD: WHAT" — the form of every message about one stop.
QString stopProblem(const Lesson& lesson, int stop, const QString& field, const QString& what);

// The state keys a stop may set, in the order they are applied.
const QStringList& lessonStateKeys();

}  // namespace ui
