#include "ui/document/presets.h"

#include <QCoreApplication>

#include "core/base/error.h"
#include "ui/i18n/language.h"
#include "ui/document/exploration.h"

namespace ui {

QString defaultSentence() { return QStringLiteral("The animal didn't cross the street because it was too tired."); }
QString defaultModelResource() { return QStringLiteral(":/models/default.safetensors"); }

QString Preset::title() const { return QCoreApplication::translate("ui", titleText); }

const QList<Preset>& presets() {
    static const QList<Preset> list = {
        {"default", QT_TRANSLATE_NOOP("ui", "&Character language model (shipped default)"), defaultModelResource(), defaultSentence()},
        // left to right: the referent is predicted at a final "it", the only one that sees the adjective
        {"coref", QT_TRANSLATE_NOOP("ui", "Coreference read &left to right (a final “it”)"), ":/models/coref.safetensors",
         "the animal didn't cross the street because it was too tired . it", 1, 1},  // the head that resolves "it"
        {"reverse", QT_TRANSLATE_NOOP("ui", "Reverse a string (&decoder)"), ":/models/reverse.safetensors", "3a7c91=19c7a3"},
        {"reverse_encdec", QT_TRANSLATE_NOOP("ui", "Reverse a string (&encoder–decoder)"), ":/models/reverse_encdec.safetensors", "3a7c91fb"},
        // "cq", then "planet" twice less its last letter: the model's next token is the "t" it copies
        {"induction", QT_TRANSLATE_NOOP("ui", "&Induction heads: copy a repeat"), ":/models/induction.safetensors", "cqplanetplane", 1, 0},
        // the first screen: an encoder, so the "it" in the middle sees "tired" after it; every layer-1 head
        // from "it" lands on the referent
        {"winograd", QT_TRANSLATE_NOOP("ui", "C&oreference: what does “it” mean?"), ":/models/winograd.safetensors", defaultSentence(), 1, 1},
    };
    return list;
}

int presetIndex(const QJsonValue& v) {
    if (v.isDouble()) return v.toInt() >= 0 && v.toInt() < presets().size() ? v.toInt() : -1;
    for (int i = 0; i < presets().size(); ++i)
        if (presets()[i].id == v.toString()) return i;
    return -1;
}

QString noSuchPreset(const QJsonValue& idOrIndex) {
    QStringList ids;
    for (const Preset& p : presets()) ids << p.id;
    return QCoreApplication::translate("ui", "no shipped model \"%1\" (%2)").arg(idOrIndex.toVariant().toString(), ids.join(", "));
}

bool openPreset(Exploration& exploration, int index, QString* error) {
    const Preset& p = presets().value(index);
    try {
        exploration.setModel(Exploration::readModelFile(p.resource), withoutAltLetter(p.title()), ModelSource::ofPreset(index), p.sentence);
    } catch (const std::exception& e) {
        if (error) *error = messageOf(e);
        return false;
    }
    exploration.select(p.layer, p.head);
    return true;
}

}  // namespace ui
