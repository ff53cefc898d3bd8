#include "ui/document/session.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSaveFile>

#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "core/explain/pipeline.h"
#include "core/model/model.h"
#include "ui/document/lesson.h"
#include "ui/document/model_source.h"
#include "ui/document/view_state.h"
#include "ui/i18n/language.h"

namespace ui {
namespace {

// lupdate reads t("…") as tr("…") in the namespace's context (-tr-function-alias tr+=t)
QString t(const char* text) { return QCoreApplication::translate("ui", text); }

QString key(const QJsonObject& o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

}  // namespace

bool readSessionFile(const QString& path, QJsonObject* session, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    QByteArray bytes;
    try {
        bytes = QByteArray::fromStdString(al::read_file(path.toStdString(), al::Message(AL_TEXT("the session"))));
        al::require_shallow_json(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                                 al::Message::verbatim(path.toStdString()));
    } catch (const std::exception& e) {
        return fail(messageOf(e));
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (doc.isNull()) return fail(t("%1 is not valid JSON: %2").arg(path, parse.errorString()));
    if (doc.object().value("format").toString() != "attentionlab-session") return fail(t("%1 is not an AttentionLab session").arg(path));
    if (const int version = doc.object().value("version").toInt(1); version > kSessionVersion)
        return fail(t("%1 is a session of format version %2, newer than this AttentionLab reads (%3); open it with a newer "
                      "AttentionLab").arg(path).arg(version).arg(kSessionVersion));
    *session = doc.object();
    return true;
}

bool writeJsonFile(const QString& path, const QJsonObject& json, QString* error) {
    QSaveFile file(path);  // all or nothing
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(json).toJson()) < 0 || !file.commit()) {
        if (error) *error = t("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

std::optional<StateProblem> stateProblem(const QJsonObject& s, const al::ModelConfig& c, const QStringList& tabs) {
    for (const char* field : {"layer", "head"}) {
        const int count = QString(field) == "layer" ? c.n_layer : c.n_head;
        if (s.contains(field) && (!s.value(field).isDouble() || s.value(field).toInt() < 0 || s.value(field).toInt() >= count))
            return StateProblem{field, t("must be 0 … %1 for this model").arg(count - 1)};
    }
    for (const char* field : {"sentence", "compare_sentence", "tab", "step", "attention_view", "attention_of"})
        if (s.contains(field) && !s.value(field).isString()) return StateProblem{field, t("must be a string")};
    if (s.contains("tab") && !tabs.contains(s.value("tab").toString()))
        return StateProblem{"tab", t("\"%1\" is not a view (%2)").arg(s.value("tab").toString(), tabs.join(", "))};
    if (s.contains("step")) {
        const auto steps = al::pipeline_steps(al::make_plan(c));
        if (std::find(steps.begin(), steps.end(), s.value("step").toString().toStdString()) == steps.end())
            return StateProblem{"step", t("this model has no step \"%1\"").arg(s.value("step").toString())};
    }
    if (s.contains("attention_view") && !ViewState::attentionModes().contains(s.value("attention_view").toString()))
        return StateProblem{"attention_view", t("must be one of %1").arg(ViewState::attentionModes().join(", "))};
    if (s.contains("attention_of") && !ViewState::attentionKinds().contains(s.value("attention_of").toString()))
        return StateProblem{"attention_of", t("must be one of %1").arg(ViewState::attentionKinds().join(", "))};
    for (const char* field : {"experiments", "training", "sampling"})
        if (s.contains(field) && !s.value(field).isObject()) return StateProblem{field, t("must be an object")};
    const QJsonObject e = s.value("experiments").toObject();
    if (e.contains("mask")) {
        const QString mask = e.value("mask").toString();
        bool known = mask == "model";
        for (al::MaskKind k : al::mask_kinds) known = known || mask == QString::fromStdString(al::to_string(k));
        if (!known) return StateProblem{"experiments.mask", t("\"%1\" is not a mask (model, none, causal, padding, causal_padding)").arg(mask)};
    }
    for (const auto& v : e.value("zeroed_heads").toArray())
        if (v.toArray().at(0).toInt(-1) < 0 || v.toArray().at(0).toInt() >= c.n_layer || v.toArray().at(1).toInt(-1) < 0 ||
            v.toArray().at(1).toInt() >= c.n_head)
            return StateProblem{"experiments.zeroed_heads", t("[layer, head] pairs must name heads of this model")};
    return std::nullopt;
}

QString lessonProblem(const Lesson& lesson, const QStringList& tabs) {
    QMap<QString, al::ModelConfig> configs;  // each model is read once
    for (int i = 0; i < lesson.stops.size(); ++i) {
        const auto& stop = lesson.stops[i];
        QList<QPair<QJsonObject, QString>> states = {{lesson.stateAt(i), "state."}};
        if (stop.question && !stop.question->reveal.isEmpty()) states << qMakePair(lesson.stateAt(i, true), QStringLiteral("question.reveal."));
        for (const auto& [s, prefix] : states) {
            const QJsonObject spec = s.value("model").toObject();
            if (!configs.contains(key(spec))) {
                try {
                    configs.insert(key(spec), ModelSource::fromJson(spec).open(lesson.directory, lesson.models)->config());
                } catch (const std::exception& e) {
                    return stopProblem(lesson, i, prefix + "model", messageOf(e));
                }
            }
            if (const auto problem = stateProblem(s, configs[key(spec)], tabs))
                return stopProblem(lesson, i, prefix + problem->field, problem->what);
        }
    }
    return {};
}

}  // namespace ui
