#include "ui/document/model_source.h"

#include <QJsonDocument>

namespace ui {
namespace {

QJsonObject jsonOf(const al::ModelConfig& config) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(config.to_json())).object();
}

}  // namespace

ModelSource ModelSource::ofPreset(int index) {
    ModelSource s;
    s.kind = Kind::preset, s.preset = index;
    return s;
}

ModelSource ModelSource::ofTrained(const QString& task) {
    ModelSource s;
    s.kind = Kind::trained, s.name = task;
    return s;
}

ModelSource ModelSource::ofFile(const QString& path, const std::optional<al::ModelConfig>& config) {
    ModelSource s;
    s.kind = Kind::file;
    s.path = path;
    if (config) s.config = jsonOf(*config);
    return s;
}

ModelSource ModelSource::ofRandom(const al::ModelConfig& config, int seed) {
    ModelSource s;
    s.kind = Kind::random;
    s.config = jsonOf(config), s.seed = seed;
    return s;
}

ModelSource ModelSource::fromJson(const QJsonObject& j) {
    ModelSource s;
    if (j.contains("file")) {
        s.kind = Kind::file, s.path = j.value("file").toString();
        if (j.contains("config")) s.config = j.value("config").toObject();
    } else if (j.contains("random")) {
        s.kind = Kind::random, s.config = j.value("random").toObject(), s.seed = j.value("seed").toInt(1);
    } else if (j.contains("trained")) {
        s.kind = Kind::trained, s.name = j.value("trained").toString();
    } else if (j.contains("embedded")) {
        s.kind = Kind::embedded, s.name = j.value("embedded").toString();
    } else if (j.contains("preset")) {
        s.kind = Kind::preset, s.preset = j.value("preset");
    }
    return s;
}

QJsonObject ModelSource::toJson() const {
    switch (kind) {
        case Kind::none: return {};
        case Kind::preset: return {{"preset", preset}};
        case Kind::file: return config ? QJsonObject{{"file", path}, {"config", *config}} : QJsonObject{{"file", path}};
        case Kind::random: return {{"random", config.value_or(QJsonObject())}, {"seed", seed}};
        case Kind::embedded: return {{"embedded", name}};
        case Kind::trained: return {{"trained", name}};
    }
    return {};
}

std::optional<al::ModelConfig> ModelSource::modelConfig() const {
    if ((kind != Kind::file && kind != Kind::random) || !config) return std::nullopt;
    return al::ModelConfig::from_json(QJsonDocument(*config).toJson().toStdString());
}

}  // namespace ui
