#include "ui/window/shortcuts_dialog.h"

#include <algorithm>
#include <functional>

#include <QAction>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/i18n/language.h"

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
                rows << qMakePair(withoutAltLetter(a->text()), keys.join(QDialog::tr("  or  ")));
            }
        }
    };
    for (QAction* a : menus->actions())
        if (a->menu()) walk(a->menu());
    rows << qMakePair(QDialog::tr("Move between fields; underlined letters with Alt"), QDialog::tr("Tab, Alt+letter"));
    rows << qMakePair(QDialog::tr("Heatmap (Tab to it): move the cell cursor"), QDialog::tr("arrows, Home, End"));
    rows << qMakePair(QDialog::tr("Heatmap: explain the cell, type a value, cursor away"), QDialog::tr("Enter, F2, Esc"));
    table->setRowCount(rows.size());
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);  // the keys' column to the table's edge
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* layout = new QVBoxLayout(&dialog);
    auto* note = new QLabel(QDialog::tr("←, →, Space act on the pipeline when the sentence field is not focused; "
                                        "PgUp, PgDn and Ctrl+P always do."), &dialog);
    note->setWordWrap(true);  // a line wider than the dialog in German presentation type
    layout->addWidget(note);
    layout->addWidget(table);
    // both columns whole, no sideways scrolling (their widths grow with presentation type), within the window
    table->resizeColumnsToContents();
    const QMargins m = layout->contentsMargins();
    const int wide = table->horizontalHeader()->length() + table->verticalScrollBar()->sizeHint().width() + 2 * table->frameWidth() + m.left() + m.right();
    const QSize room = parent ? parent->window()->size() * 0.95 : QSize(wide, 520);
    dialog.resize(std::min(std::max(wide, 620), room.width()), std::min(std::max(520, room.height() * 4 / 5), room.height()));
    dialog.exec();
}

}  // namespace ui
