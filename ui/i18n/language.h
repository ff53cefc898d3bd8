#pragma once
// The window's language: AttentionLab's own strings, the core's sentences (al::Message) and Qt's dialogs,
// from the translations built into the program (:/i18n/attentionlab_<code>.qm).
#include <QFontDatabase>
#include <QList>
#include <QString>

#include <exception>

#include "core/base/message.h"

class QLocale;

namespace ui {

struct Language {
    QString code;        // "de", "zh_CN"; "en" is the untranslated original
    QString nativeName;  // as its readers write it: "Deutsch", "简体中文"
    const char* englishName;  // "Simplified Chinese", translated where it is shown (context "ui")
    QFontDatabase::WritingSystem script;
    QString fontPackage;  // the Debian package that draws `script` when no installed font does ("" for Latin,
                          // which the package's own dependencies draw)
};

// English first, then every translation the program carries.
const QList<Language>& languages();
const Language* findLanguage(const QString& code);

// The font package to install for `language` when no installed font has its script (fontconfig's
// list, as Qt reads it), else empty: Chinese without fonts-noto-cjk showed a box for every character.
QString missingFontPackage(const Language& language);

// View → Language: the code chosen (kept in the settings), or empty to follow the system's locale.
QString chosenLanguage();
void setChosenLanguage(const QString& code);

// Installs the translators for `code` (empty: the system's locale, English where there is no
// translation), and makes the language's way of writing numbers the default locale (no thousands
// separators), which spin boxes and plot axes read. Returns what went wrong, in English, for a code
// that was asked for and has none, or whose script no installed font draws (the window stays in
// English and the message names the package to install).
QString installTranslators(const QString& code);

// A number as the window's language writes it ("0,25" in German, "0.25" in English and Chinese), for
// what the window shows. Files, exports and the command line keep QString::number's "0.25". Its
// exponent is always a lowercase "e", the one QCustomPlot sets as a power of ten (5·10⁻⁷): Qt 6's
// German, English and Chinese locales write "5E-07", which a plot shows as it is.
QString localNumber(double value, char format = 'g', int precision = 6);

// A count with its noun in the window's language, singular for one: "1 layer", "2 layers", German
// "1 Schicht", "2 Schichten" (English and German have these two forms; Chinese one).
QString layerCount(int n);
QString headCount(int n);
// The same in a given locale (a plot's, which QCustomPlot passes to its ticker).
QString localNumber(const QLocale& locale, double value, char format, int precision);

// The language the window shows, e.g. "de" or "en".
QString currentLanguage();

// A menu or button text as a sentence shows it: without its Alt letter, "&Models" → "Models", and in
// the Chinese style without the letter's brackets, "模型(&M)" → "模型"; "&&" stays one "&".
QString withoutAltLetter(const QString& text);
// Its inverse for data shown on a button, menu item or tab: every "&" doubled, so that a token "&", a
// file "R&D.safetensors" or a title "Add & Norm" is shown as written and none becomes an Alt letter.
QString asWritten(QString text);

// A core sentence in the window's language, its values filled in.
QString translated(const al::Message& message);
// A core text without values (an AL_TEXT kept as a string: a setting's label, a formula).
QString translatedText(const std::string& english);
// What to tell the user about an exception, in the window's language (al::message_of, translated).
QString messageOf(const std::exception& e);

}  // namespace ui
