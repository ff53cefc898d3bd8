// A machine whose fonts cannot draw Chinese (FONTCONFIG_FILE=fonts/latin-only.conf, set by CTest): the
// window stays in English and names the package to install, and the language menu marks the entry.
#include <QMenu>
#include <QtTest>

#include "window_test_support.h"
#include "ui/i18n/language.h"

using namespace ui;
using namespace window_test;

class MissingFontTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        useTestSettings();
        clearSettings();
        QVERIFY2(QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty(),
                 "this test needs fontconfig limited to DejaVu (FONTCONFIG_FILE=tests/ui/fonts/latin-only.conf)");
    }

    void chineseNeedsTheCjkFontPackageAndGermanNothing() {
        QCOMPARE(missingFontPackage(*findLanguage("zh_CN")), QString("fonts-noto-cjk"));
        QCOMPARE(missingFontPackage(*findLanguage("de")), QString());
        QCOMPARE(missingFontPackage(*findLanguage("en")), QString());
    }

    void chineseChosenWithoutItsFontStaysEnglishAndNamesThePackage() {
        const QString problem = installTranslators("zh_CN");
        QVERIFY2(problem.contains("The Simplified Chinese window needs a font") && !problem.contains("简体中文") &&
                     problem.contains("sudo apt install fonts-noto-cjk") && problem.contains("stays in English"),
                 qPrintable(problem));
        QCOMPARE(currentLanguage(), QString("en"));
        QCOMPARE(QCoreApplication::translate("ui::MainWindow", "&View"), QString("&View"));
    }

    void germanIsUnaffected() {
        QVERIFY(installTranslators("de").isEmpty());
        QCOMPARE(currentLanguage(), QString("de"));
        for (auto* t : qApp->findChildren<QTranslator*>()) QCoreApplication::removeTranslator(t);
        QVERIFY(installTranslators("en").isEmpty());
    }

    void theLanguageMenuMarksChineseWithThePackage() {
        MainWindow w;
        auto* menu = w.findChild<QMenu*>("languageMenu");
        QVERIFY(menu);
        QStringList entries;
        for (const QAction* a : menu->actions()) entries << a->text();
        QVERIFY2(entries.contains("Simplified Chinese (install fonts-noto-cjk)"), qPrintable(entries.join(" | ")));
        QVERIFY2(entries.contains("Deutsch"), qPrintable(entries.join(" | ")));
        const QList<QAction*> actions = menu->actions();
        const auto chinese = std::find_if(actions.begin(), actions.end(), [](const QAction* a) { return a->data().toString() == "zh_CN"; });
        QVERIFY(chinese != actions.end());
        QVERIFY(!(*chinese)->isEnabled());  // greyed out: it would show a box for every character
        QVERIFY((*chinese)->toolTip().contains("fonts-noto-cjk"));
    }
};

QTEST_MAIN(MissingFontTest)
#include "missing_font_test.moc"
