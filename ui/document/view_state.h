// ViewState: what the window shows of the document, beside it — the tab, the step, the attention view's
// mode and kind, the Compare tab's second sentence, what the Patching tab patches, whether the step-through shows weights. A session saves it and a lesson's stop sets it; the
// pages observe it and write the user's choices back, so nothing outside a page asks its widgets.
// Values are the names sessions use ("pipeline", "softmax", "grid", "cross"); a setter that changes
// nothing emits nothing.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace ui {

class ViewState : public QObject {
    Q_OBJECT
public:
    explicit ViewState(QObject* parent = nullptr) : QObject(parent) {}

    static const QStringList& attentionModes();  // "heatmap", "grid", "lines", "kv-cache", "sinks"
    static const QStringList& attentionKinds();  // "self", "cross", "encoder" (the last two: encoder–decoder models)
    static const QStringList& patchSites();      // "resid", "attn", "mlp", "head", "attribution" (the Patching tab's choices)

    QString tab() const { return tab_; }
    QString step() const { return step_; }
    QString attentionMode() const { return attentionMode_; }
    QString attentionKind() const { return attentionKind_; }
    QString compareSentence() const { return compareSentence_; }
    QString patchSite() const { return patchSite_; }
    bool weightsShown() const { return weightsShown_; }  // the Q/K/V step shows the head's weights

    void setTab(const QString& tab);
    void setStep(const QString& step);
    void setAttentionMode(const QString& mode);  // one of attentionModes()
    void setAttentionKind(const QString& kind);  // one of attentionKinds()
    void setCompareSentence(const QString& text);
    void setPatchSite(const QString& site);  // one of patchSites()
    void setWeightsShown(bool shown);

signals:
    void tabChanged();
    void stepChanged();
    void attentionModeChanged();
    void attentionKindChanged();
    void compareSentenceChanged();
    void patchSiteChanged();
    void weightsShownChanged();

private:
    QString tab_, step_ = QStringLiteral("tokens");
    QString attentionMode_ = attentionModes().front(), attentionKind_ = attentionKinds().front();
    QString compareSentence_;
    QString patchSite_ = patchSites().front();
    bool weightsShown_ = false;
};

}  // namespace ui
