// What each pipeline step is called, its formula and a short explanation, for the step view.
#pragma once

#include <QString>

#include "core/model/config.h"

namespace ui {

struct StepText {
    QString title;        // e.g. "Q, K, V"
    QString formula;      // rich text
    QString explanation;  // two or three sentences
};

// The texts for a model with this config: its norm placement, rotary positions, QK-norm, grouped-query
// attention, gated feed-forward and (un)tied head change the formulas and sentences.
StepText stepText(const QString& step, const al::ModelConfig& config);

// Which part of an encoder–decoder model a step belongs to: "Encoder", "Decoder" or "Cross-attention";
// empty for a model with one stack.
QString stepSection(const QString& step, bool encoderDecoder);

}  // namespace ui
