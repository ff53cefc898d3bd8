#include "ui/widgets/wrapping_label.h"

namespace ui {

WrappingLabel::WrappingLabel(QWidget* parent) : QLabel(parent) { setWordWrap(true); }

QSize WrappingLabel::sizeHint() const {
    const QMargins m = contentsMargins();
    const int width = fontMetrics().horizontalAdvance(text()) + m.left() + m.right() + 2 * margin();
    return {width, heightForWidth(width)};
}

}  // namespace ui
