// The shipped models, each with an example sentence and the attention it opens on.
#pragma once

#include <QList>
#include <QString>

namespace ui {

class Exploration;

struct Preset {
    QString title, resource, sentence;  // title with its menu mnemonic (&)
    int layer = 0, head = 0;
};

const QList<Preset>& presets();
QString defaultSentence();
QString defaultModelResource();
// Opens presets()[index] in the document; false (and why) when it cannot be read.
bool openPreset(Exploration& exploration, int index, QString* error = nullptr);

}  // namespace ui
