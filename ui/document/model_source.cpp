#include "ui/document/model_source.h"

#include "core/io/hub_cache.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

#include "core/base/error.h"
#include "core/io/model_io.h"
#include "ui/document/exploration.h"
#include "ui/document/presets.h"
#include "ui/i18n/language.h"

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
    if (!path.startsWith(":/")) s.hub = QString::fromStdString(al::hub_snapshot_id(path.toStdString()));
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
        s.hub = j.value("hub").toString();
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
        case Kind::file: {
            QJsonObject j{{"file", path}};
            if (config) j["config"] = *config;
            if (!hub.isEmpty()) j["hub"] = hub;
            return j;
        }
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

namespace {

// lupdate reads t("…") as tr("…") in the namespace's context (-tr-function-alias tr+=t)
QString t(const char* text) { return QCoreApplication::translate("ui", text); }

}  // namespace

QString ModelSource::hubId(const QString& directory) const {
    if (kind != Kind::file) return {};
    const QString file = QFileInfo(path).isAbsolute() || directory.isEmpty() ? path : directory + "/" + path;
    if (QFileInfo::exists(file)) return {};
    // the commit it was made with, or a repo id as given
    return !hub.isEmpty() ? hub : path.contains('/') && al::looks_like_repo_id(path.toStdString()) ? path : QString();
}

std::unique_ptr<al::LoadedModel> ModelSource::open(const QString& directory, const QMap<QString, QByteArray>& embedded,
                                                    QString* shownName) const {
    switch (kind) {
        case Kind::preset: {
            const int i = presetIndex(preset);
            if (i < 0) throw al::Error(noSuchPreset(preset).toStdString());
            if (shownName) *shownName = withoutAltLetter(presets()[i].title());
            return Exploration::readModelFile(presets()[i].resource);
        }
        case Kind::file: {
            const QString file = QFileInfo(path).isAbsolute() || directory.isEmpty() ? path : directory + "/" + path;
            if (!QFileInfo::exists(file)) {
                // a model from the Hugging Face cache (whose message says how to download it)
                const QString id = hubId(directory);
                if (id.isEmpty()) throw al::Error(t("the model file %1 does not exist").arg(file).toStdString());
                if (shownName) *shownName = id.left(id.indexOf('@'));
                return Exploration::readModelFile(id);
            }
            if (shownName) *shownName = QFileInfo(file).fileName();
            return Exploration::readModelFile(file);
        }
        case Kind::embedded: {
            if (!embedded.contains(name))
                throw al::Error(t("the lesson carries no model \"%1\" (see its \"models\")").arg(name).toStdString());
            if (shownName) *shownName = name;
            const QByteArray& bytes = embedded[name];
            return std::make_unique<al::LoadedModel>(al::load_model(al::SafetensorsFile::parse(bytes.toStdString(), name.toStdString())));
        }
        case Kind::random: {
            const auto c = *modelConfig();
            if (shownName) *shownName = t("random model (seed %1)").arg(seed);
            return std::make_unique<al::LoadedModel>(al::Model<float>::random(c, static_cast<uint64_t>(seed)));
        }
        case Kind::trained:
        case Kind::none: break;
    }
    throw al::Error(t("must be {\"preset\": …}, {\"file\": …}, {\"embedded\": …} or {\"random\": …}").toStdString());
}

}  // namespace ui
