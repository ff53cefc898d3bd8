// Sessions and lessons' stops hold one state: the model (ModelSource), the sentence, the view state
// (tab, step, attention mode and kind, compare sentence), layer and head, experiments, sampling,
// training, and a session's appearance. Here it is read, checked against its model and written; the
// window applies it.
//
//   {"format": "attentionlab-session", "version": 2, "model": {…}, "sentence": "…", "tab": "pipeline", …}
#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include "core/model/config.h"

namespace ui {

struct Lesson;

constexpr int kSessionVersion = 2;  // the version this build writes and the newest it reads

// The session file's state, once it is JSON of format "attentionlab-session" and a version this build
// reads; false and why otherwise (the file is not changed).
bool readSessionFile(const QString& path, QJsonObject* session, QString* error);
// The JSON written all at once, never over one of the files behind `reads` (save_file.h): a failed
// write leaves the file as it was.
bool writeJsonFile(const QString& path, const QJsonObject& json, const QStringList& reads, QString* error);

// A JSON number that is whole and within [lowest, highest] (1e10, 0.5 and "3" are not a layer).
bool isWholeNumber(const QJsonValue& value, double lowest, double highest);

// A key of a state that the model cannot show, and why.
struct StateProblem {
    QString field;  // "layer", "experiments.mask", …
    QString what;   // "must be 0 … 1 for this model"
};
// The first key of `state` (any subset of a session's keys) that is malformed or that a model of
// config `c` cannot show; `tabs` are the window's view names.
std::optional<StateProblem> stateProblem(const QJsonObject& state, const al::ModelConfig& c, const QStringList& tabs);

// "" when every stop of the lesson (and every question's reveal) can be shown, else what cannot,
// naming the stop and field. Each model the lesson names is read once.
QString lessonProblem(const Lesson& lesson, const QStringList& tabs);

}  // namespace ui
