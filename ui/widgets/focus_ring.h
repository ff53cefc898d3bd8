// FocusRing: where the keyboard is, drawn as a solid ring around the focused control — 2 px, 3 px in
// presentation mode, in the theme's highlight colour (yellow in high contrast), above its neighbours.
// Fusion's own mark is a faint 1 px line that a projector loses. One QFocusFrame follows the focus;
// FusionStyle draws it (CE_FocusFrame, its margins) and puts it above the widget.
#pragma once

#include <QObject>
#include <QPointer>

class QFocusFrame;
class QWidget;

namespace ui {

class FocusRing : public QObject {
    Q_OBJECT
public:
    // Once, after the QApplication: the ring follows QApplication::focusChanged from then on.
    static void install();
    static int width();  // px: 2, 3 in presentation mode
    // The widget the ring goes around for focus on `focused`: the spin box or combo box whose field it is.
    static QWidget* ringedWidget(QWidget* focused);

private:
    explicit FocusRing(QObject* parent);
    void follow(QWidget* now);

    QPointer<QFocusFrame> frame_;
};

}  // namespace ui
