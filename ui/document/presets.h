// The shipped models, each with an example sentence and the attention it opens on.
#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

namespace ui {

class Exploration;

struct Preset {
    QString id;             // how lessons name it: "default", "coref", "reverse", "reverse_encdec", "induction", "winograd"
    const char* titleText;  // in English, with its menu mnemonic (&)
    QString resource, sentence;
    int layer = 0, head = 0;
    QString title() const;  // in the window's language (translated when asked: a test changes language)
};

const QList<Preset>& presets();
// A preset named by its id or (sessions) its index; −1 for neither.
int presetIndex(const QJsonValue& idOrIndex);
QString noSuchPreset(const QJsonValue& idOrIndex);  // "no shipped model "gpt2" (default, coref, …)"
// The first screen: the model and sentence where attention visibly means something (winograd: the
// sentence as a teacher types it, read both ways).
constexpr int kFirstScreenPreset = 5;
QString defaultSentence();
QString defaultModelResource();
// Opens presets()[index] in the document; false (and why) when it cannot be read.
bool openPreset(Exploration& exploration, int index, QString* error = nullptr);

}  // namespace ui
