// What each pipeline step is called, its formula and a short explanation, for the step view.
#pragma once

#include <QString>

namespace ui {

struct StepText {
    QString title;        // e.g. "Q, K, V"
    QString formula;      // rich text
    QString explanation;  // two or three sentences
};

StepText stepText(const QString& step, bool preNorm);

// Which part of an encoder–decoder model a step belongs to: "Encoder", "Decoder" or "Cross-attention";
// empty for a model with one stack.
QString stepSection(const QString& step, bool encoderDecoder);

}  // namespace ui
