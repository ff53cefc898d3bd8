#include "ui/widgets/flow_layout.h"

#include <algorithm>

namespace ui {

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) { setContentsMargins(0, 0, 0, 0); }

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { items_ << item; }

QLayoutItem* FlowLayout::takeAt(int index) {
    return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
}

int FlowLayout::gap() const { return spacing() >= 0 ? spacing() : 6; }  // the style's, else 6 px

int FlowLayout::heightForWidth(int width) const { return arrange(QRect(0, 0, width, 0), false); }

QSize FlowLayout::sizeHint() const {
    QSize line;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        line.rwidth() += (line.width() > 0 ? gap() : 0) + item->sizeHint().width();
        line.rheight() = std::max(line.height(), item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return line + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::minimumSize() const {
    QSize widest;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty()) widest = widest.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return widest + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool place) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    int x = area.x(), y = area.y(), lineHeight = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        const QSize size = item->sizeHint();
        if (x > area.x() && x + size.width() > area.right() + 1) {  // the line is full: the next one
            x = area.x();
            y += lineHeight + gap();
            lineHeight = 0;
        }
        if (place) item->setGeometry(QRect(QPoint(x, y), QSize(std::min(size.width(), area.width()), size.height())));
        x += size.width() + gap();
        lineHeight = std::max(lineHeight, size.height());
    }
    const QMargins m = contentsMargins();
    return y + lineHeight - rect.y() + m.bottom();
}

}  // namespace ui
