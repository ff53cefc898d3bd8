// Where the window's model came from: how a session or a lesson gets it back. One type for every form
// sessions and lessons write (their "model"):
//   {"preset": N | "ID"}             a shipped model (presets.h; sessions write its index, lessons its id)
//   {"file": PATH, "config": {…}, "hub": "OWNER/NAME@COMMIT"}
//                                    a model file or folder; "config" only when the file carries none;
//                                    "hub" when it came from the Hugging Face cache (a repo id or a snapshot)
//   {"random": CONFIG, "seed": N}    a random model of that config (seed 1 when left out)
//   {"embedded": NAME}               a model the lesson carries (Lesson::models)
//   {"trained": TASK}                trained in the window and never saved
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

#include "core/io/loaded_model.h"

namespace ui {

struct ModelSource {
    enum class Kind { none, preset, file, random, embedded, trained };
    Kind kind = Kind::none;
    QJsonValue preset;  // preset: its index or id, as written
    QString path;       // file
    std::optional<QJsonObject> config;  // file: the config it was opened with (none: its own); random: the model's
    QString hub;        // file from the Hugging Face cache: "OWNER/NAME@COMMIT" (al::hub_snapshot_id)
    int seed = 1;       // random
    QString name;       // embedded: the lesson's name for it; trained: the task

    static ModelSource ofPreset(int index);
    static ModelSource ofFile(const QString& path, const std::optional<al::ModelConfig>& config = {});
    static ModelSource ofRandom(const al::ModelConfig& config, int seed);
    static ModelSource ofTrained(const QString& task);

    // The form a session or lesson wrote; Kind::none when it names none of them (an empty object too).
    static ModelSource fromJson(const QJsonObject& json);
    QJsonObject toJson() const;
    // The Hugging Face model a file source opens from when its file is not on disk (from `directory`, a
    // lesson's folder): the snapshot it recorded, or a repo id given as its path; empty otherwise.
    QString hubId(const QString& directory = {}) const;
    // The config of a file or random source; throws al::Error when the JSON is not a valid config.
    std::optional<al::ModelConfig> modelConfig() const;
    // The model read again: a preset, a file (a relative path from `directory`, a lesson's folder), one
    // of `embedded` (a lesson's models: name → safetensors bytes) or a random model. `shownName`, when
    // given, receives what the window calls it. Throws al::Error saying what is wrong; a trained source was
    // never saved and cannot be opened.
    std::unique_ptr<al::LoadedModel> open(const QString& directory = {}, const QMap<QString, QByteArray>& embedded = {},
                                           QString* shownName = nullptr) const;

    bool operator==(const ModelSource& other) const { return toJson() == other.toJson(); }
};

}  // namespace ui
