// Sessions: the window's state as JSON — the model's source, the sentences, the page, step, layer and
// head, the experiments, sampling, training settings and appearance. Enumerations are stored by name;
// version-1 files (combo-box indices) still open.
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"
#include "ui/pages/attention_view.h"
#include "ui/pages/compare_view.h"
#include "ui/document/exploration.h"
#include "ui/window/main_window.h"
#include "ui/pages/output_view.h"
#include "ui/pages/pipeline_strip.h"
#include "ui/pages/step_page.h"
#include "ui/pages/train_panel.h"

namespace ui {
namespace {

constexpr int kSessionVersion = 2;  // the version this build writes and the newest it reads

// A name from `names`, or (version 1) its index.
int indexOf(const QStringList& names, const QJsonValue& v) {
    if (v.isString()) return std::max(0, static_cast<int>(names.indexOf(v.toString())));
    return std::clamp(v.toInt(0), 0, static_cast<int>(names.size()) - 1);
}

}  // namespace

QJsonObject MainWindow::sessionJson() const {
    return {{"format", "attentionlab-session"},
            {"version", kSessionVersion},
            {"model", exploration_->modelSource()},
            {"sentence", exploration_->sentence()},
            {"compare_sentence", compare_->otherSentence()},
            {"tab", currentTab()},
            {"attention_view", AttentionView::modeNames().value(static_cast<int>(attentionView_->mode()))},
            {"attention_of", AttentionView::kindNames().value(static_cast<int>(attentionView_->kind()))},
            {"step", stepPage_->strip()->currentStep()},
            {"layer", layer()},
            {"head", head()},
            {"experiments", exploration_->experiments().toJson()},
            {"sampling", output_->toJson()},
            {"training", train_->toJson()},
            {"presentation", appearance().presentation},
            {"dark", appearance().dark}};
}

bool MainWindow::saveSession(const QString& path, QString* error) const {
    QSaveFile file(path);  // all or nothing
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(sessionJson()).toJson()) < 0 || !file.commit()) {
        if (error) *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool MainWindow::openSession(const QString& path, QString* error) {
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
    if (doc.isNull()) return fail(tr("%1 is not valid JSON: %2").arg(path, parse.errorString()));
    if (doc.object().value("format").toString() != "attentionlab-session") return fail(tr("%1 is not an AttentionLab session").arg(path));
    if (const int version = doc.object().value("version").toInt(1); version > kSessionVersion)
        return fail(tr("%1 is a session of format version %2, newer than this AttentionLab reads (%3); open it with a newer "
                       "AttentionLab").arg(path).arg(version).arg(kSessionVersion));
    return openSessionJson(doc.object(), error);
}

bool MainWindow::openSessionJson(const QJsonObject& s, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    // load the model first, into a trial: a missing model file must not disturb the current state
    const QJsonObject m = s.value("model").toObject();
    if (m.isEmpty())  // not the shipped default in its place: the session is damaged, and says nothing of it
        return fail(tr("the session does not say which model it was made with (its \"model\" is missing or not an object); "
                       "open the model and save the session again"));
    const ModelSource source = ModelSource::fromJson(m);
    switch (source.kind) {
        case ModelSource::Kind::file: {
            QString why;
            if (!QFile::exists(source.path)) return fail(tr("the session's model %1 no longer exists").arg(source.path));
            std::optional<al::ModelConfig> config;  // a file that carries none was described when it was opened
            try {
                config = source.modelConfig();
            } catch (const std::exception& e) {
                return fail(tr("the session's model config is invalid: %1").arg(messageOf(e)));
            }
            if (!openModel(source.path, &why, config)) return fail(why);
            break;
        }
        case ModelSource::Kind::random:
            try {
                useRandomModel(*source.modelConfig(), source.seed);
            } catch (const std::exception& e) {
                return fail(tr("the session's random model is invalid: %1").arg(messageOf(e)));
            }
            break;
        case ModelSource::Kind::trained:
            return fail(tr("the session's model was trained in the app and never saved; save it from the Train tab and open the file"));
        case ModelSource::Kind::embedded:
            return fail(tr("the session's model came from a lesson; open the lesson"));
        case ModelSource::Kind::preset:
        case ModelSource::Kind::none:
            if (const int preset = presetIndex(source.preset); preset < 0)
                return fail(tr("the session's model: %1").arg(noSuchPreset(source.preset)));
            else if (!openPreset(preset))
                return fail(tr("the session's shipped model could not be opened"));
    }
    applySession(s);
    return true;
}

// Only the keys present: a lesson's stop sets part of the state.
void MainWindow::applySession(const QJsonObject& s) {
    if (s.contains("presentation")) setPresentationMode(s.value("presentation").toBool());
    if (s.contains("dark")) setDarkTheme(s.value("dark").toBool());
    if (s.contains("sampling")) output_->fromJson(s.value("sampling").toObject());
    if (s.contains("training")) train_->fromJson(s.value("training").toObject());
    if (s.contains("compare_sentence")) {
        const QSignalBlocker block(compare_);
        compare_->setOtherSentence(s.value("compare_sentence").toString());
    }
    if (s.contains("sentence")) exploration_->setSentence(s.value("sentence").toString());
    if (s.contains("experiments")) exploration_->setExperiments(Experiments::fromJson(s.value("experiments").toObject()));
    if (s.contains("layer") || s.contains("head")) exploration_->select(s.value("layer").toInt(layer()), s.value("head").toInt(head()));
    const QString tab = s.value("tab").toString(currentTab());
    if (s.contains("tab")) showTab(tab);
    if (tab == "attention" && s.contains("attention_view"))
        attentionView_->setMode(static_cast<AttentionView::Mode>(indexOf(AttentionView::modeNames(), s.value("attention_view"))));
    if (s.contains("attention_of"))
        attentionView_->setKind(static_cast<AttentionView::Kind>(indexOf(AttentionView::kindNames(), s.value("attention_of"))));
    if (s.contains("step")) stepPage_->strip()->selectStep(s.value("step").toString());
}

}  // namespace ui
