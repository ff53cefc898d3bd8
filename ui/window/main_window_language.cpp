// View → Language: the language chosen is kept in the settings and used from the next start; the
// window offers to restart now, keeping the session.
#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>

#include "ui/i18n/language.h"
#include "ui/window/main_window.h"

namespace ui {

void MainWindow::createLanguageMenu(QMenu* view) {
    QMenu* menu = view->addMenu(tr("&Language"));
    menu->setObjectName("languageMenu");
    auto* group = new QActionGroup(menu);
    const QString chosen = chosenLanguage();
    const auto add = [&](const QString& text, const QString& code) {
        QAction* a = menu->addAction(text, this, [this, code] { changeLanguage(code); });
        a->setCheckable(true);
        a->setChecked(code == chosen);
        a->setData(code);
        group->addAction(a);
        return a;
    };
    const QString system = QLocale::system().nativeLanguageName();  // empty for the C locale
    add(system.isEmpty() ? tr("System language") : tr("System language (%1)").arg(system), QString());
    for (const Language& language : languages()) {
        QAction* entry = add(language.nativeName, language.code);
        // no installed font draws its name: the entry, greyed out, names it in the window's language and
        // the package to install (chosen all the same, from the settings, the window stays in English and says why)
        if (const QString package = missingFontPackage(language); !package.isEmpty()) {
            entry->setText(tr("%1 (install %2)").arg(QCoreApplication::translate("ui", language.englishName), package));
            entry->setToolTip(tr("No installed font has the characters of this language; install the package %1.").arg(package));
            entry->setEnabled(false);
        }
    }
    menu->setToolTipsVisible(true);
}

void MainWindow::changeLanguage(const QString& code) {
    if (code == chosenLanguage()) return;
    setChosenLanguage(code);
    QMessageBox box(QMessageBox::Question, tr("Language"),
                    tr("AttentionLab shows the new language when it starts again. Restart now? "
                       "The sentence, model and views are kept."),
                    QMessageBox::NoButton, this);
    QPushButton* restart = box.addButton(tr("Restart now"), QMessageBox::AcceptRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() != static_cast<QAbstractButton*>(restart)) return;
    if (close())  // saves the session the next start restores (and may ask about a running training)
        QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
}

}  // namespace ui
