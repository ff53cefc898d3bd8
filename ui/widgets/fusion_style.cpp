#include "ui/widgets/fusion_style.h"

#include <QPainter>
#include <QPixmapCache>
#include <QStyleFactory>
#include <QStyleOption>

#include "ui/widgets/appearance.h"
#include "ui/widgets/focus_ring.h"

namespace ui {
namespace {

// The picture that `paint` makes on a transparent pixmap of `size` at `painter`'s pixel ratio, kept in
// Qt's pixmap cache under `key` (which names everything else the pixels depend on) plus size and ratio.
template <class Paint>
QPixmap cachedPicture(const QString& key, QSize size, const QPainter* painter, const Paint& paint) {
    const qreal ratio = painter->device()->devicePixelRatio();
    const QString fullKey = QStringLiteral("attentionlab-%1-%2x%3@%4").arg(key).arg(size.width()).arg(size.height()).arg(ratio);
    QPixmap pixels;
    if (QPixmapCache::find(fullKey, &pixels)) return pixels;
    pixels = QPixmap(size * ratio);
    pixels.setDevicePixelRatio(ratio);
    pixels.fill(Qt::transparent);
    QPainter p(&pixels);
    paint(p);
    p.end();
    QPixmapCache::insert(fullKey, pixels);
    return pixels;
}

// In high contrast every control is outlined in the text's colour: Fusion draws its outlines a shade
// darker than the window, which on black is black.
void outlineInHighContrast(QPainter* painter, const QStyleOption* option, QRect rect, bool round = false) {
    if (!appearance().highContrast || rect.width() < 4 || rect.height() < 4) return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, round);
    painter->setPen(QPen(option->palette.color(QPalette::WindowText), 1));
    painter->setBrush(Qt::NoBrush);
    const QRect r = rect.adjusted(0, 0, -1, -1);
    if (round) painter->drawEllipse(r);
    else painter->drawRect(r);
    painter->restore();
}

}  // namespace

FusionStyle::FusionStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

void FusionStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                                const QWidget* widget) const {
    const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option);
    // a frameless field (inside a spin box or a combo box) draws nothing costly
    if (element == PE_PanelLineEdit && frame && frame->lineWidth > 0) {
        drawLineEditPanel(option, painter, widget);
    } else if (element != PE_FrameTabWidget || !drawTabWidgetFrame(option, painter, widget)) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
    }
    switch (element) {
    case PE_PanelButtonCommand:
    case PE_PanelButtonTool:
    case PE_IndicatorCheckBox:
    case PE_FrameTabWidget:
    case PE_FrameGroupBox: outlineInHighContrast(painter, option, option->rect); break;
    case PE_PanelLineEdit:
        if (frame && frame->lineWidth > 0) outlineInHighContrast(painter, option, option->rect);
        break;
    case PE_IndicatorRadioButton: outlineInHighContrast(painter, option, option->rect, true); break;
    default: break;
    }
}

void FusionStyle::drawControl(ControlElement element, const QStyleOption* option, QPainter* painter, const QWidget* widget) const {
    // the frame's mask (SH_FocusFrame_Mask) leaves only its margins: a fill is the ring
    if (element == CE_FocusFrame) return painter->fillRect(option->rect, focusRingColour());
    QProxyStyle::drawControl(element, option, painter, widget);
}

int FusionStyle::pixelMetric(PixelMetric metric, const QStyleOption* option, const QWidget* widget) const {
    if (metric == PM_FocusFrameHMargin || metric == PM_FocusFrameVMargin) return FocusRing::width();
    return QProxyStyle::pixelMetric(metric, option, widget);
}

int FusionStyle::styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget, QStyleHintReturn* returnData) const {
    // above the widget's neighbours, not clipped by a small parent (a spin box in a row of them)
    if (hint == SH_FocusFrame_AboveWidget) return 1;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

void FusionStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                                     const QWidget* widget) const {
    const auto* bar = qstyleoption_cast<const QStyleOptionSlider*>(option);
    // A transient scroll bar fades in and out, frame by frame: drawn by Fusion. So is one whose rect
    // does not start at its painter's origin: Fusion places the bar's parts as if it did (a QScrollBar
    // paints itself at (0, 0)).
    if (control == CC_ComboBox || control == CC_SpinBox) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return outlineInHighContrast(painter, option, option->rect);
    }
    if (control == CC_Slider) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return outlineInHighContrast(painter, option, subControlRect(control, option, SC_SliderHandle, widget));
    }
    if (control != CC_ScrollBar || !bar || option->rect.topLeft() != QPoint(0, 0) ||
        proxy()->styleHint(SH_ScrollBar_Transient, option, widget)) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        if (control == CC_ScrollBar) outlineInHighContrast(painter, option, subControlRect(control, option, SC_ScrollBarSlider, widget));
        return;
    }
    // what else the bar's pixels depend on: its state, parts pressed or hovered, range and position, colours
    const QString key = QStringLiteral("scroll-bar-%1-%2-%3-%4:%5:%6:%7:%8-%9:%10:%11-%12")
                            .arg(uint(option->state))
                            .arg(uint(bar->subControls))
                            .arg(uint(bar->activeSubControls))
                            .arg(bar->minimum)
                            .arg(bar->maximum)
                            .arg(bar->sliderPosition)
                            .arg(bar->sliderValue)
                            .arg(bar->pageStep)
                            .arg(int(bar->orientation))
                            .arg(int(bar->upsideDown))
                            .arg(int(bar->direction))
                            .arg(option->palette.cacheKey());
    painter->drawPixmap(0, 0, cachedPicture(key, option->rect.size(), painter, [&](QPainter& p) {
        QProxyStyle::drawComplexControl(control, option, &p, widget);
    }));
    outlineInHighContrast(painter, option, subControlRect(control, option, SC_ScrollBarSlider, widget));
}

void FusionStyle::drawLineEditPanel(const QStyleOption* option, QPainter* painter, const QWidget* widget) const {
    const auto& frame = *qstyleoption_cast<const QStyleOptionFrame*>(option);
    // what else the panel's pixels depend on: its state (focus, enabled, read-only), colours, frame
    const QString key = QStringLiteral("line-edit-%1-%2-%3").arg(uint(option->state)).arg(option->palette.cacheKey()).arg(frame.lineWidth);
    painter->drawPixmap(option->rect.topLeft(), cachedPicture(key, option->rect.size(), painter, [&](QPainter& p) {
        QStyleOptionFrame atOrigin(frame);
        atOrigin.rect.moveTo(0, 0);
        QProxyStyle::drawPrimitive(PE_PanelLineEdit, &atOrigin, &p, widget);
    }));
}

bool FusionStyle::drawTabWidgetFrame(const QStyleOption* option, QPainter* painter, const QWidget* widget) const {
    const auto* tabs = qstyleoption_cast<const QStyleOptionTabWidgetFrame*>(option);
    const QRect r = option->rect;
    if (!tabs || r.width() < 8 || r.height() < 8 || painter->opacity() != 1.0 || painter->testRenderHint(QPainter::Antialiasing) ||
        painter->compositionMode() != QPainter::CompositionMode_SourceOver || !painter->transform().isIdentity() ||
        painter->device()->devicePixelRatio() != 1.0)
        return false;
    // Fusion's colours, read off its own drawing of a small frame: the outline (0, 0), the inner
    // highlight over the fill (1, 1), the fill (3, 3), and the shadow below (0, 7), which is
    // translucent (drawn over nothing, the pixel is the pen's colour).
    QImage sample(8, 8, QImage::Format_ARGB32_Premultiplied);
    sample.fill(Qt::transparent);
    {
        QStyleOptionTabWidgetFrame small(*tabs);
        small.rect = QRect(0, 0, 8, 8);
        QPainter p(&sample);
        QProxyStyle::drawPrimitive(PE_FrameTabWidget, &small, &p, widget);
    }
    const QColor outline = sample.pixelColor(0, 0), highlight = sample.pixelColor(1, 1), fill = sample.pixelColor(3, 3);
    if (outline.alpha() != 255 || highlight.alpha() != 255 || fill.alpha() != 255) return false;
    // Fusion: fill r less its last row and column; outline around it less one more row at the bottom
    // unless the tabs are below; inner highlight one pixel inside the outline; shadow on r's last row.
    const bool shadow = tabs->shape != QTabBar::RoundedSouth;
    const QRect box(r.left(), r.top(), r.width(), r.height() - (shadow ? 1 : 0));  // the outline's pixels
    const auto frameOf = [&](const QRect& b, const QColor& colour) {
        painter->fillRect(QRect(b.left(), b.top(), b.width(), 1), colour);
        painter->fillRect(QRect(b.left(), b.bottom(), b.width(), 1), colour);
        painter->fillRect(QRect(b.left(), b.top() + 1, 1, b.height() - 2), colour);
        painter->fillRect(QRect(b.right(), b.top() + 1, 1, b.height() - 2), colour);
    };
    painter->fillRect(r.adjusted(0, 0, -1, -1), fill);
    if (shadow)  // translucent: one span of its width, where the pen made one per pixel
        painter->fillRect(QRect(r.left(), r.bottom(), r.width(), 1), sample.pixelColor(0, 7));
    frameOf(box, outline);
    frameOf(box.adjusted(1, 1, -1, -1), highlight);
    return true;
}

}  // namespace ui
