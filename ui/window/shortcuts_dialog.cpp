#include "ui/window/shortcuts_dialog.h"

#include <functional>

#include <QAction>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ui {

void showShortcutsDialog(QMenuBar* menus, QWidget* parent) {
    QDialog dialog(parent);
    dialog.setWindowTitle(QDialog::tr("Keyboard shortcuts"));
    auto* table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({QDialog::tr("Action"), QDialog::tr("Keys")});
    QList<QPair<QString, QString>> rows;
    std::function<void(QMenu*)> walk = [&](QMenu* menu) {
        for (QAction* a : menu->actions()) {
            if (a->menu()) walk(a->menu());
            else if (!a->shortcuts().isEmpty()) {
                QStringList keys;
                for (const auto& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
                rows << qMakePair(QString(a->text()).remove('&'), keys.join(QDialog::tr("  or  ")));
            }
        }
    };
    for (QAction* a : menus->actions())
        if (a->menu()) walk(a->menu());
    rows << qMakePair(QDialog::tr("Move between fields; underlined letters with Alt"), QDialog::tr("Tab, Alt+letter"));
    table->setRowCount(rows.size());
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(QDialog::tr("←, →, Space act on the pipeline when the sentence field is not focused; "
                                             "PgUp, PgDn and Ctrl+P always do."), &dialog));
    layout->addWidget(table);
    dialog.resize(620, 520);
    dialog.exec();
}

}  // namespace ui
