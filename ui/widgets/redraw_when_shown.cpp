#include "ui/widgets/redraw_when_shown.h"

#include <QEvent>
#include <QWidget>

namespace ui {

RedrawWhenShown::RedrawWhenShown(QWidget* page, std::function<void()> redraw)
    : QObject(page), page_(page), redraw_(std::move(redraw)) {}

// isVisibleTo(window): the current tab counts as shown even before the window itself is (tests,
// --screenshot), a tab behind another does not. The page shows again when it or any widget around
// it (a tab, a TraceGate's stack) is shown: each of them is watched.
void RedrawWhenShown::request() {
    dirty_ = !page_->isVisibleTo(page_->window());
    if (!dirty_) {
        redraw_();
        return;
    }
    for (QWidget* w = page_; w && w != page_->window(); w = w->parentWidget()) w->installEventFilter(this);
}

bool RedrawWhenShown::eventFilter(QObject*, QEvent* event) {
    if (event->type() == QEvent::ShowToParent && dirty_ && page_->isVisibleTo(page_->window())) {
        dirty_ = false;
        redraw_();
    }
    return false;
}

}  // namespace ui
