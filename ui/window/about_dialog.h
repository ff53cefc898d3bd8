#pragma once
// Help → About AttentionLab: version, the core build this CPU loaded, licence, credits.
class QWidget;

namespace ui {

void showAboutDialog(QWidget* parent);

}  // namespace ui
