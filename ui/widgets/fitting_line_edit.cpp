#include "ui/widgets/fitting_line_edit.h"

#include <algorithm>

#include <QEvent>
#include <QSignalBlocker>
#include <QStyle>
#include <QStyleOptionFrame>

#include "ui/widgets/fitted_type.h"

namespace ui {
namespace {

constexpr int kLineEditMargin = 2, kLineEditVerticalMargin = 1;  // QLineEdit's own space beside and above its text

}  // namespace

FittingLineEdit::FittingLineEdit(QWidget* parent) : QLineEdit(parent), own_(font()) {
    connect(this, &QLineEdit::textChanged, this, &FittingLineEdit::fit);
}

// QLineEdit::sizeHint's height as Qt 6.4 computes it, for the field's own type rather than the fitted one
int FittingLineEdit::ownHeight() const {
    const QMargins margins = textMargins();
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    const int h = std::max(QFontMetrics(own_).height(), std::max(14, iconSize - 2)) + 2 * kLineEditVerticalMargin + margins.top() + margins.bottom();
    QStyleOptionFrame option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_LineEdit, &option, QSize(100, h), this).height();
}

QSize FittingLineEdit::sizeHint() const { return {QLineEdit::sizeHint().width(), ownHeight()}; }
QSize FittingLineEdit::minimumSizeHint() const { return {QLineEdit::minimumSizeHint().width(), ownHeight()}; }

void FittingLineEdit::setTextSilently(const QString& text) {
    {
        const QSignalBlocker block(this);
        setText(text);
    }
    fit();
}

void FittingLineEdit::changeEvent(QEvent* event) {
    QLineEdit::changeEvent(event);
    if (event->type() != QEvent::FontChange || fitting_) return;
    own_ = font();  // set from outside (the theme, presentation mode): the type to fit from
    updateGeometry();
    fit();
}

void FittingLineEdit::resizeEvent(QResizeEvent* event) {
    QLineEdit::resizeEvent(event);
    fit();
}

int FittingLineEdit::textWidth() const {
    QStyleOptionFrame option;
    initStyleOption(&option);
    const QMargins margins = textMargins();
    return style()->subElementRect(QStyle::SE_LineEditContents, &option, this).width() - margins.left() - margins.right() - 2 * kLineEditMargin - 1;
}

void FittingLineEdit::fit() {
    // a pasted page (the field takes 100,000 characters) is not measured at every key: no type shows it whole
    constexpr qsizetype kMeasuredAtMost = 1000;
    const double own = own_.pointSizeF(), floor = smallestFittedSize(own);
    const int width = textWidth();
    QFont fitted = own_;
    const auto fits = [&](double size) {
        fitted.setPointSizeF(size);
        return QFontMetrics(fitted).horizontalAdvance(text()) <= width;
    };
    fitted.setPointSizeF(text().size() > kMeasuredAtMost ? floor : largestFittingSize(own, fits).value_or(floor));
    if (fitted.pointSizeF() == font().pointSizeF()) return;
    fitting_ = true;
    setFont(fitted);
    fitting_ = false;
}

}  // namespace ui
