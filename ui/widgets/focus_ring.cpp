#include "ui/widgets/focus_ring.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFocusFrame>

#include "ui/widgets/appearance.h"

namespace ui {

FocusRing::FocusRing(QObject* parent) : QObject(parent) {
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { follow(now); });
}

void FocusRing::install() {
    if (!qApp->findChild<FocusRing*>(QString(), Qt::FindDirectChildrenOnly)) new FocusRing(qApp);
}

int FocusRing::width() { return appearance().presentation ? 3 : 2; }

QWidget* FocusRing::ringedWidget(QWidget* focused) {
    // a spin box's or combo box's field passes its focus on to its box: the box is the control (a tab
    // widget passes its focus on to its tab bar, which stays the control)
    QWidget* parent = focused && !focused->isWindow() ? focused->parentWidget() : nullptr;
    const bool field = parent && parent->focusProxy() == focused && (qobject_cast<QAbstractSpinBox*>(parent) || qobject_cast<QComboBox*>(parent));
    return field ? parent : focused;
}

void FocusRing::follow(QWidget* now) {
    QWidget* target = now ? ringedWidget(now) : nullptr;
    if (!target || target->isWindow()) {  // a window itself (a popup menu marks its own item)
        if (frame_) frame_->setWidget(nullptr);
        return;
    }
    if (!frame_) frame_ = new QFocusFrame(target);  // reparented by setWidget; deleted with its parent
    frame_->setWidget(target);
}

}  // namespace ui
