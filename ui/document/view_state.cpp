#include "ui/document/view_state.h"

namespace ui {
namespace {

// Sets `field` and announces it when the value is new.
template <class T, class Signal>
void update(ViewState* state, T& field, const T& value, Signal changed) {
    if (field == value) return;
    field = value;
    emit(state->*changed)();
}

}  // namespace

const QStringList& ViewState::attentionModes() {
    static const QStringList names = {"heatmap", "grid", "lines", "kv-cache", "sinks"};
    return names;
}

const QStringList& ViewState::patchSites() {
    static const QStringList names = {"resid", "attn", "mlp", "head", "attribution"};
    return names;
}

const QStringList& ViewState::attentionKinds() {
    static const QStringList names = {"self", "cross", "encoder"};
    return names;
}

void ViewState::setTab(const QString& tab) { update(this, tab_, tab, &ViewState::tabChanged); }
void ViewState::setStep(const QString& step) { update(this, step_, step, &ViewState::stepChanged); }
void ViewState::setAttentionMode(const QString& mode) { update(this, attentionMode_, mode, &ViewState::attentionModeChanged); }
void ViewState::setAttentionKind(const QString& kind) { update(this, attentionKind_, kind, &ViewState::attentionKindChanged); }
void ViewState::setCompareSentence(const QString& text) { update(this, compareSentence_, text, &ViewState::compareSentenceChanged); }
void ViewState::setPatchSite(const QString& site) { update(this, patchSite_, site, &ViewState::patchSiteChanged); }
void ViewState::setWeightsShown(bool shown) { update(this, weightsShown_, shown, &ViewState::weightsShownChanged); }

}  // namespace ui
