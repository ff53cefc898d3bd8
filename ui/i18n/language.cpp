#include "ui/i18n/language.h"

#include <QRegularExpression>

#include <QCoreApplication>
#include <QFontDatabase>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "core/base/error.h"

namespace ui {
namespace {

QString& installedCode() {
    static QString code = "en";
    return code;
}

// The window's numbers follow its language, not the system's: a German system showing the English
// window wrote "0,5" on plot axes beside "0.98" in the cells. A language that writes a decimal point
// gets Qt's C locale: its numbers are those of the files and the command line.
void useNumbersOf(const QString& code) {
    QLocale numbers(code);
    if (numbers.decimalPoint() == QStringLiteral(".")) numbers = QLocale::c();
    numbers.setNumberOptions(QLocale::OmitGroupSeparator);
    QLocale::setDefault(numbers);
}

// The window's language from now on: its texts (the translators installed) and its numbers.
void useLanguage(const QString& code) {
    installedCode() = code;
    useNumbersOf(code);
}

}  // namespace

const QList<Language>& languages() {
    static const QList<Language> list = {
        {"en", "English", QT_TRANSLATE_NOOP("ui", "English"), QFontDatabase::Latin, ""},
        {"de", "Deutsch", QT_TRANSLATE_NOOP("ui", "German"), QFontDatabase::Latin, ""},
        {"zh_CN", "简体中文", QT_TRANSLATE_NOOP("ui", "Simplified Chinese"), QFontDatabase::SimplifiedChinese, "fonts-noto-cjk"},
    };
    return list;
}

const Language* findLanguage(const QString& code) {
    for (const Language& language : languages())
        if (language.code == code) return &language;
    return nullptr;
}

QString missingFontPackage(const Language& language) {
    if (language.fontPackage.isEmpty() || !QFontDatabase::families(language.script).isEmpty()) return {};
    return language.fontPackage;
}

QString chosenLanguage() { return QSettings().value("language").toString(); }

void setChosenLanguage(const QString& code) {
    if (code.isEmpty()) QSettings().remove("language");
    else QSettings().setValue("language", code);
}

QString installTranslators(const QString& code) {
    // the translators of a language installed before go: English is the untranslated texts
    for (QTranslator* before : qApp->findChildren<QTranslator*>(QStringLiteral("al_translator"), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(before);
        delete before;
    }
    // the system's locale: its first UI language we have, else English
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    auto* own = new QTranslator(qApp);
    own->setObjectName(QStringLiteral("al_translator"));
    if (code == "en" || !own->load(locale, "attentionlab", "_", ":/i18n")) {
        delete own;
        useLanguage("en");
        if (code.isEmpty() || code == "en") return {};
        return QString("There is no %1 translation in this build of AttentionLab (%2 is missing); "
                       "the window stays in English. Choose a language under View → Language.")
            .arg(code, QString(":/i18n/attentionlab_%1.qm").arg(code));
    }
    const QString loaded = QFileInfo(own->filePath()).completeBaseName().section('_', 1, -1);  // attentionlab_zh_CN → zh_CN
    if (const Language* language = findLanguage(loaded)) {
        if (const QString package = missingFontPackage(*language); !package.isEmpty()) {
            delete own;
            useLanguage("en");
            // in English, and without the language's own name, which no font here draws
            return QString("The %1 window needs a font with its characters, and none is installed: install the "
                           "package %2 (sudo apt install %2) and start AttentionLab again. The window stays in English "
                           "until then.")
                .arg(language->englishName, package);
        }
    }
    QCoreApplication::installTranslator(own);
    useLanguage(loaded);
    auto* qt = new QTranslator(qApp);  // Qt's dialogs: buttons, file dialogs (Debian: qt6-translations-l10n)
    qt->setObjectName(QStringLiteral("al_translator"));
    if (qt->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return {};
}

QString withoutAltLetter(const QString& text) {
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^&]\\)"));
    QString out = QString(text).remove(bracketed);
    for (qsizetype i = out.indexOf('&'); i >= 0 && i < out.size(); i = out.indexOf('&', i + 1)) out.remove(i, 1);
    return out;
}

QString asWritten(QString text) { return text.replace(QLatin1Char('&'), QStringLiteral("&&")); }

QString currentLanguage() { return installedCode(); }

QString localNumber(double value, char format, int precision) { return localNumber(QLocale(), value, format, precision); }

QString localNumber(const QLocale& locale, double value, char format, int precision) {
    return locale.toString(value, format, precision).replace(locale.exponential(), QStringLiteral("e"));
}

QString translated(const al::Message& message) {
    if (!message.english) return QString::fromStdString(message.value);
    std::vector<std::string> values;
    for (const al::Message& a : message.args) values.push_back(translated(a).toStdString());
    return QString::fromStdString(al::fill_in(QCoreApplication::translate("al", message.english).toStdString(), values));
}

QString translatedText(const std::string& english) { return QCoreApplication::translate("al", english.c_str()); }

QString messageOf(const std::exception& e) { return translated(al::message_of(e)); }

QString layerCount(int n) {
    return n == 1 ? QCoreApplication::translate("ui", "1 layer") : QCoreApplication::translate("ui", "%1 layers").arg(n);
}

QString headCount(int n) {
    return n == 1 ? QCoreApplication::translate("ui", "1 head") : QCoreApplication::translate("ui", "%1 heads").arg(n);
}

}  // namespace ui
