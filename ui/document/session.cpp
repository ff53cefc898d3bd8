#include "ui/document/session.h"

#include <cmath>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "core/explain/pipeline.h"
#include "core/model/model.h"
#include "ui/document/lesson.h"
#include "ui/document/model_source.h"
#include "ui/document/save_file.h"
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
    if (doc.object().contains("version") && !isWholeNumber(doc.object().value("version"), 1, 1e9))
        return fail(t("%1: \"version\" must be a whole number such as %2").arg(path).arg(kSessionVersion));
    if (const int version = doc.object().value("version").toInt(1); version > kSessionVersion)
        return fail(t("%1 is a session of format version %2, newer than this AttentionLab reads (%3); open it with a newer "
                      "AttentionLab").arg(path).arg(version).arg(kSessionVersion));
    *session = doc.object();
    return true;
}

bool writeJsonFile(const QString& path, const QJsonObject& json, const QStringList& reads, QString* error) {
    const QString problem = saveFile(path, QJsonDocument(json).toJson(), reads);
    if (error) *error = problem;
    return problem.isEmpty();
}

bool isWholeNumber(const QJsonValue& value, double lowest, double highest) {
    const double v = value.toDouble(std::nan(""));
    return value.isDouble() && v == std::floor(v) && v >= lowest && v <= highest;
}

std::optional<StateProblem> stateProblem(const QJsonObject& s, const al::ModelConfig& c, const QStringList& tabs) {
    for (const char* field : {"layer", "head"}) {
        const int count = QString(field) == "layer" ? c.n_layer : c.n_head;
        if (s.contains(field) && !isWholeNumber(s.value(field), 0, count - 1))
            return StateProblem{field, t("must be a whole number 0 … %1 for this model").arg(count - 1)};
    }
    for (const char* field : {"sentence", "compare_sentence", "tab", "step", "attention_view", "attention_of", "patch_site"})
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
    if (s.contains("patch_site") && !ViewState::patchSites().contains(s.value("patch_site").toString()))
        return StateProblem{"patch_site", t("must be one of %1").arg(ViewState::patchSites().join(", "))};
    if (s.contains("weights_shown") && !s.value("weights_shown").isBool()) return StateProblem{"weights_shown", t("must be true or false")};
    if (s.contains("experiment_window")) {  // Experiments → Positions on longer inputs, set up (a lesson's stop)
        const QJsonObject w = s.value("experiment_window").toObject();
        if (!s.value("experiment_window").isObject()) return StateProblem{"experiment_window", t("must be an object")};
        if (w.contains("task") && w.value("task") != "copy" && w.value("task") != "reverse")
            return StateProblem{"experiment_window.task", t("must be \"copy\" or \"reverse\"")};
        if (w.contains("length") && !isWholeNumber(w.value("length"), 2, 16))
            return StateProblem{"experiment_window.length", t("must be a whole number 2 … 16")};
        if (w.contains("steps") && !isWholeNumber(w.value("steps"), 100, 20000))
            return StateProblem{"experiment_window.steps", t("must be a whole number 100 … 20000")};
    }
    for (const char* field : {"experiments", "training", "sampling"})
        if (s.contains(field) && !s.value(field).isObject()) return StateProblem{field, t("must be an object")};
    const QJsonObject e = s.value("experiments").toObject();
    if (e.contains("patch")) {  // the cell a lesson shows patched: a layer and head (or position, checked when run) of this model
        const QJsonObject p = e.value("patch").toObject();
        const QString site = p.value("site").toString();
        if (!al::patch_site_from(site.toStdString()) || !p.value("clean_text").isString())
            return StateProblem{"experiments.patch", t("needs a site (resid, attn, mlp or head), a layer, an index and a clean_text")};
        if (!isWholeNumber(p.value("layer"), 0, c.n_layer - 1))
            return StateProblem{"experiments.patch.layer", t("must be a whole number 0 … %1 for this model").arg(c.n_layer - 1)};
        if (!isWholeNumber(p.value("index"), 0, site == "head" ? c.n_head - 1 : c.block_size - 1))
            return StateProblem{"experiments.patch.index", site == "head" ? t("must be a whole number 0 … %1 for this model").arg(c.n_head - 1)
                                                                         : t("must be a position 0 … %1").arg(c.block_size - 1)};
    }
    for (const auto& v : e.value("edits").toArray()) {  // the cells are checked when run: they depend on the text
        const QJsonObject edit = v.toObject();
        if (!edit.value("tensor").isString() || !edit.value("value").isDouble())
            return StateProblem{"experiments.edits", t("each edit needs a tensor (attn.q, attn.k, attn.v, attn.scores, attn.weights or a weight's name), a row, a column and a value")};
    }
    if (e.contains("mask")) {
        const QString mask = e.value("mask").toString();
        bool known = mask == "model";
        for (al::MaskKind k : al::mask_kinds) known = known || mask == QString::fromStdString(al::to_string(k));
        if (!known) return StateProblem{"experiments.mask", t("\"%1\" is not a mask (model, none, causal, padding, causal_padding)").arg(mask)};
    }
    for (const auto& v : e.value("zeroed_heads").toArray())
        if (v.toArray().size() != 2 || !isWholeNumber(v.toArray().at(0), 0, c.n_layer - 1) || !isWholeNumber(v.toArray().at(1), 0, c.n_head - 1))
            return StateProblem{"experiments.zeroed_heads", t("[layer, head] pairs must name heads of this model")};
    if (e.contains("valid_length") && !isWholeNumber(e.value("valid_length"), -1, c.block_size))
        return StateProblem{"experiments.valid_length", t("must be a whole number 1 … %1 (the model's block_size), or -1 for the whole sentence").arg(c.block_size)};
    if (e.contains("scale_slider") && !isWholeNumber(e.value("scale_slider"), -20, 20))
        return StateProblem{"experiments.scale_slider", t("must be a whole number -20 … 20")};
    return std::nullopt;
}

QString lessonProblem(const Lesson& lesson, const QStringList& tabs) {
    QMap<QString, al::ModelConfig> configs;  // each model is read once
    QJsonObject state;  // Lesson::stateAt(i), built up stop by stop: linear in the stops, not quadratic
    for (int i = 0; i < lesson.stops.size(); ++i) {
        const auto& stop = lesson.stops[i];
        overlay(state, stop.state);
        QList<QPair<QJsonObject, QString>> states = {{state, "state."}};
        if (stop.question && !stop.question->reveal.isEmpty()) {
            QJsonObject revealed = state;
            overlay(revealed, stop.question->reveal);
            states << qMakePair(revealed, QStringLiteral("question.reveal."));
        }
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
