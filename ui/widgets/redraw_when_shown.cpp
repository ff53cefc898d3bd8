#include "ui/widgets/redraw_when_shown.h"

#include <QEvent>
#include <QWidget>

namespace ui {

RedrawWhenShown::RedrawWhenShown(QWidget* page, std::function<void()> redraw)
    : QObject(page), page_(page), redraw_(std::move(redraw)) {
    page->installEventFilter(this);
}

// isVisibleTo(window): the current tab counts as shown even before the window itself is (tests,
// --screenshot), a tab behind another does not.
void RedrawWhenShown::request() {
    dirty_ = !page_->isVisibleTo(page_->window());
    if (!dirty_) redraw_();
}

bool RedrawWhenShown::eventFilter(QObject* watched, QEvent* event) {
    if (watched == page_ && event->type() == QEvent::ShowToParent && dirty_) {
        dirty_ = false;
        redraw_();
    }
    return false;
}

}  // namespace ui
