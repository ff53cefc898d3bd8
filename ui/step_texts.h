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

}  // namespace ui
