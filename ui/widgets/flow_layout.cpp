#include "ui/widgets/flow_layout.h"

#include <algorithm>
#include <vector>

#include <QToolButton>

#include "ui/widgets/fitted_type.h"

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
    if (shrink_) fitOneLine(rect.marginsRemoved(contentsMargins()).width());
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

namespace {

// A button's own type (set by its owner or the theme) and the one fitOneLine gave it, as properties:
// a font that is not the fitted one was set from outside, and is the new type to fit from.
constexpr char kOwnSize[] = "al_own_point_size", kFittedSize[] = "al_fitted_point_size";

// A tool button's text, as Qt 6.4's QToolButton::sizeHint measures it: the text and a space each side.
int toolButtonText(const QFontMetrics& metrics, const QString& text) {
    return metrics.size(Qt::TextShowMnemonic, text).width() + 2 * metrics.horizontalAdvance(QLatin1Char(' '));
}

}  // namespace

void FlowLayout::fitOneLine(int width) {
    struct Button {
        QToolButton* button;
        int frame;  // its width beside its text, the same in any type
    };
    std::vector<Button> buttons;
    int others = 0, shown = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        ++shown;
        auto* button = qobject_cast<QToolButton*>(item->widget());
        if (!button || !button->icon().isNull()) {
            others += item->sizeHint().width();
            continue;
        }
        if (button->font().pointSizeF() != button->property(kFittedSize).toDouble()) button->setProperty(kOwnSize, button->font().pointSizeF());
        buttons.push_back({button, item->sizeHint().width() - toolButtonText(button->fontMetrics(), button->text())});
    }
    if (buttons.empty()) return;
    const double own = buttons.front().button->property(kOwnSize).toDouble();  // the buttons share one type
    const auto fits = [&](double size) {
        int line = others + gap() * (shown - 1);
        for (const auto& [button, frame] : buttons) {
            QFont font = button->font();
            font.setPointSizeF(size);
            line += frame + toolButtonText(QFontMetrics(font), button->text());
        }
        return line <= width;
    };
    const double size = largestFittingSize(own, fits).value_or(own);
    for (const auto& b : buttons) {
        if (b.button->font().pointSizeF() == size) continue;
        QFont font = b.button->font();
        font.setPointSizeF(size);
        b.button->setProperty(kFittedSize, size);
        b.button->setFont(font);
    }
}

int FlowLayout::arrange(const QRect& rect, bool place) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    int x = area.x(), y = area.y(), lineHeight = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        QSize size = item->sizeHint();
        if (size.width() > area.width() && item->hasHeightForWidth()) size = {area.width(), item->heightForWidth(area.width())};  // wraps
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
