// Sessions in the window: its state gathered as JSON (the document, its view state, the Output and Train
// tabs' settings, the appearance) and applied back. Reading and writing the file, and the checks a
// lesson's stop passes, are ui/document/session.h's. Enumerations are stored by name; version-1 files
// (combo-box indices) still open.
#include <QBuffer>
#include <QFile>
#include <QPixmap>
#include <QTabWidget>
#include <QMessageBox>

#include "core/io/hub_cache.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"
#include "ui/document/exploration.h"
#include "ui/document/save_file.h"
#include "ui/document/session.h"
#include "ui/window/main_window.h"

#include "ui/window/length_dialog.h"
#include "ui/window/hub_dialog.h"
#include "ui/pages/output_view.h"
#include "ui/pages/train_panel.h"

namespace ui {
namespace {

// A name from `names` (the first for one it does not have), or (version 1) the name at its index.
QString nameOf(const QStringList& names, const QJsonValue& v) {
    if (v.isString()) return names.contains(v.toString()) ? v.toString() : names.front();
    return names.value(std::clamp(v.toInt(0), 0, static_cast<int>(names.size()) - 1));
}

}  // namespace

QJsonObject MainWindow::sessionJson() const {
    const ViewState& view = *exploration_->view();
    return {{"format", "attentionlab-session"},
            {"version", kSessionVersion},
            {"model", exploration_->modelSource()},
            {"sentence", exploration_->sentence()},
            {"compare_sentence", view.compareSentence()},
            {"tab", view.tab()},
            {"attention_view", view.attentionMode()},
            {"attention_of", view.attentionKind()},
            {"patch_site", view.patchSite()},
            {"weights_shown", view.weightsShown()},
            {"step", view.step()},
            {"layer", layer()},
            {"head", head()},
            {"experiments", exploration_->experiments().toJson()},
            {"sampling", output_->toJson()},
            {"training", train_->toJson()},
            {"presentation", appearance().presentation},
            {"dark", appearance().dark && !appearance().highContrast},
            {"high_contrast", appearance().highContrast}};
}

QString MainWindow::saveViewImage(const QString& path) const {
    QWidget* page = tabs_->currentWidget();
    QPixmap image(page->size() * 2);
    image.setDevicePixelRatio(2);
    image.fill(page->palette().color(QPalette::Window));
    page->render(&image);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) return tr("could not draw the view for %1").arg(path);
    return saveFile(path, bytes);
}

bool MainWindow::saveSession(const QString& path, QString* error) const { return writeJsonFile(path, sessionJson(), filesRead(), error); }

QStringList MainWindow::filesRead() const {
    const ModelSource& source = exploration_->source();
    return source.kind == ModelSource::Kind::file ? QStringList{source.path} : QStringList{};
}

bool MainWindow::openSession(const QString& path, QString* error) {
    QJsonObject session;
    return readSessionFile(path, &session, error) && openSessionJson(session, error);
}

bool MainWindow::haveHubModel(const QString& id, QString* why) {
    try {
        (void)al::find_cached_model(id.toStdString());
        return true;
    } catch (const std::exception& e) {
        *why = messageOf(e);
    }
    const qsizetype at = id.indexOf('@');
    const QString question = at < 0 ? tr("This uses %1, which is not on this computer. Download it from Hugging Face now?").arg(id)
                                    : tr("This was made with %1 at commit %2, which is not on this computer. Download it from Hugging Face now?")
                                          .arg(id.left(at), id.mid(at + 1, 7));
    if (!isVisible() || QMessageBox::question(this, tr("Model not on this computer"), question) != QMessageBox::Yes) return false;
    HubDialog dialog(this);
    bool downloaded = false;
    connect(&dialog, &HubDialog::downloaded, this, [&] { downloaded = true; });
    dialog.setRepoId(id);
    dialog.download();
    dialog.exec();
    return downloaded;
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
    // a key the model cannot show (layer 1e10, a head it lacks, an unknown tab) is named, not ignored:
    // before the model changes where its config is known before it is read (a random model's, a file's
    // recorded one), otherwise once it is read, below
    const auto refusedState = [&](const al::ModelConfig& config) {
        const auto problem = stateProblem(s, config, tabNames());
        return problem ? tr("the session's field “%1” %2").arg(problem->field, problem->what) : QString();
    };
    try {
        if (const auto config = source.modelConfig())
            if (const QString why = refusedState(*config); !why.isEmpty()) return fail(why);
    } catch (const std::exception&) {  // an invalid config: said where the model is opened
    }
    switch (source.kind) {
        case ModelSource::Kind::file: {
            QString why, path = source.path;
            // a model from the Hugging Face cache opens as the commit the session was made with, from this
            // computer's cache, downloaded first if the user agrees
            if (!source.hub.isEmpty() && !QFile::exists(path)) {
                if (!haveHubModel(source.hub, &why)) return fail(why);
                path = source.hub;
            }
            // a Hub repo id opens from the Hugging Face cache, which says itself what is missing
            if (!QFile::exists(path) && !al::looks_like_repo_id(path.toStdString()))
                return fail(tr("the session's model %1 no longer exists").arg(path));
            std::optional<al::ModelConfig> config;  // a file that carries none was described when it was opened
            try {
                config = source.modelConfig();
            } catch (const std::exception& e) {
                return fail(tr("the session's model config is invalid: %1").arg(messageOf(e)));
            }
            if (!openModel(path, &why, config)) return fail(why);
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
    if (const QString why = refusedState(model()->config()); !why.isEmpty()) return fail(why);
    applySession(s);
    return true;
}

// Only the keys present: a lesson's stop sets part of the state. The view state's keys go to the view
// state; the pages follow it.
void MainWindow::applySession(const QJsonObject& s) {
    if (s.contains("presentation")) setPresentationMode(s.value("presentation").toBool());
    if (s.contains("dark")) setDarkTheme(s.value("dark").toBool());
    if (s.value("high_contrast").toBool()) setHighContrast(true);
    if (s.contains("sampling")) output_->fromJson(s.value("sampling").toObject());
    if (s.contains("training")) train_->fromJson(s.value("training").toObject());
    ViewState& view = *exploration_->view();
    if (s.contains("compare_sentence")) view.setCompareSentence(s.value("compare_sentence").toString());
    if (s.contains("sentence")) exploration_->setSentence(s.value("sentence").toString());
    if (s.contains("experiments")) exploration_->setExperiments(Experiments::fromJson(s.value("experiments").toObject()));
    if (s.contains("layer") || s.contains("head")) exploration_->select(s.value("layer").toInt(layer()), s.value("head").toInt(head()));
    const QString tab = s.value("tab").toString(view.tab());  // "attention-grid" and "-lines" set the mode themselves
    if (s.contains("tab")) showTab(tab);
    if (tab == "attention" && s.contains("attention_view")) view.setAttentionMode(nameOf(ViewState::attentionModes(), s.value("attention_view")));
    if (s.contains("attention_of")) view.setAttentionKind(nameOf(ViewState::attentionKinds(), s.value("attention_of")));
    if (s.contains("patch_site")) view.setPatchSite(nameOf(ViewState::patchSites(), s.value("patch_site")));
    if (s.contains("step")) view.setStep(s.value("step").toString());
    if (s.contains("weights_shown")) view.setWeightsShown(s.value("weights_shown").toBool());
    if (s.contains("experiment_window")) {
        const QJsonObject e = s.value("experiment_window").toObject();
        lengthExperiment()->setUp(e.value("task").toString("copy"), e.value("length").toInt(8), e.value("steps").toInt(3000));
    }
}

}  // namespace ui
