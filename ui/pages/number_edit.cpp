#include "ui/pages/number_edit.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>

#include "ui/document/exploration.h"
#include "ui/i18n/language.h"

namespace ui {
namespace {

QString t(const char* text) { return QCoreApplication::translate("ui", text); }

}  // namespace

QString editNumber(Exploration& exploration, const al::EditAddress& address, int row, int column, const QString& typed) {
    if (address.tensor.empty()) return t("This matrix is computed from others shown here: change one of those.");
    const QString text = typed.trimmed().replace(QChar(0x2212), QLatin1Char('-'));  // a typographic minus, as copied
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok) value = QLocale::c().toDouble(text, &ok);
    if (!ok) return t("“%1” is not a number; type one such as %2. Nothing was changed.").arg(typed, localNumber(0.25));
    QString why;
    exploration.tryEdit(address.edit(row, column, value), &why);
    return why;
}

QString cellPlace(const QStringList& rowLabels, int row, int column) {
    return row < rowLabels.size() ? t("row %1 (“%2”), column %3").arg(row).arg(rowLabels[row]).arg(column)
                                  : t("row %1, column %2").arg(row).arg(column);
}

void askForNumber(QWidget* parent, Exploration& exploration, const al::EditAddress& address, const QString& matrix,
                  const QString& where, double now, int row, int column) {
    bool ok = false;
    const QString typed = QInputDialog::getText(parent, t("What if this number were different?"),
                                                t("%1\n%2: now %3\n\nAnother value (everything computed from it follows):")
                                                    .arg(matrix, where, localNumber(now)),
                                                QLineEdit::Normal, localNumber(now), &ok);
    if (!ok) return;
    if (const QString why = editNumber(exploration, address, row, column, typed); !why.isEmpty())
        QMessageBox::warning(parent, t("The number was not changed"), why);
}

}  // namespace ui
