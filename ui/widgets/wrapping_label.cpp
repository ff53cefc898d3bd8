#include "ui/widgets/wrapping_label.h"

namespace ui {

WrappingLabel::WrappingLabel(QWidget* parent) : QLabel(parent) { setWordWrap(true); }

QSize WrappingLabel::sizeHint() const {
    // the text's box as QLabel wraps it, on a line long enough for all of it: its advance alone was a
    // pixel short of that in some type, and the label then wrapped its last word
    const QRect line = fontMetrics().boundingRect(0, 0, QWIDGETSIZE_MAX / 2, QWIDGETSIZE_MAX / 2, Qt::TextWordWrap | alignment(), text());
    const QMargins m = contentsMargins();
    const int width = line.width() + m.left() + m.right() + 2 * margin();
    return {width, heightForWidth(width)};
}

}  // namespace ui
