// Help → Keyboard shortcuts: every shortcut of the menu bar's actions in one table.
#pragma once

class QMenuBar;
class QWidget;

namespace ui {

void showShortcutsDialog(QMenuBar* menus, QWidget* parent);

}  // namespace ui
