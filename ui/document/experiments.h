// The classroom experiments as a value: the document owns it, the experiment panel edits it, sessions
// store it by name. Every default is the model's own computation.
#pragma once

#include <optional>
#include <set>
#include <utility>

#include <QJsonObject>
#include <QStringList>

#include "core/model/model.h"

namespace ui {

// Activation patching shown in every view: the document's sentence is the corrupted text, run with one
// activation (core/model/patch.h's site, layer, and position or head) taken from the run of `cleanText`.
struct PatchedCell {
    al::PatchSite site = al::PatchSite::resid;
    int layer = 0;
    int index = 0;  // the position, or the head for the head site
    QString cleanText;
    bool operator==(const PatchedCell&) const = default;
};

struct Experiments {
    bool sqrtDk = true;                     // the ÷√d_k step
    int scaleSlider = 0;                    // score scale = 2^(scaleSlider/10): 0.25 … 4 over −20 … 20
    std::optional<al::MaskKind> mask;       // nullopt: the model's own
    int validLength = -1;                   // padding masks: keys from here on are padding; −1: none are
    bool firstToken = true;                 // false: no query but the first sees the first key
    bool positional = true, residual = true, norm = true;
    std::set<std::pair<int, int>> zeroed;   // (layer, head) whose output is zeroed
    std::optional<PatchedCell> patch;       // the Patching tab's clicked cell (Exploration writes its values)
    std::vector<al::ValueEdit> edits;       // what-if: typed numbers, in the order typed (undo takes the last);
                                            // the weights' are written into the model by Exploration

    double scoreScale() const;
    bool isDefault() const;
    bool usesPadding() const;               // the chosen mask has a padding part
    int paddingFrom(int T) const;           // first padded position of T tokens, or T
    al::ForwardOptions options(int T) const;  // without the patch's values: Exploration adds them
    // The edits with `edit` in them: in place of an earlier edit of its cell, else added at the end.
    Experiments withEdit(const al::ValueEdit& edit) const;

    QJsonObject toJson() const;             // the mask by name ("model", "none", "causal", …)
    static Experiments fromJson(const QJsonObject& o);  // also reads the combo-box index of old sessions
    bool operator==(const Experiments&) const = default;
};

// Each experiment that is on, in words, for the badge every view shows: "÷√d_k off", "head 1 of layer 0
// zeroed", "layer 0, head 3 patched from the clean text"; empty for the model's own computation.
QStringList activeExperiments(const Experiments& e, int T);

// One edit in words: "layer 1, head 0, weight[4, 2] = 0.9", "transformer.h.0.attn.c_attn.weight[9, 3] = 0.75".
QString editTitle(const al::ValueEdit& e);

// A mask's name as the window shows it, in its language: "causal", "kausal", "因果".
QString maskTitle(al::MaskKind kind);

}  // namespace ui
