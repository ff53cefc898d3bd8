#include "ui/widgets/fusion_style.h"

#include <QPainter>
#include <QPixmapCache>
#include <QStyleFactory>
#include <QStyleOption>

namespace ui {

FusionStyle::FusionStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

void FusionStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                                const QWidget* widget) const {
    const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option);
    // a frameless field (inside a spin box or a combo box) draws nothing costly
    if (element != PE_PanelLineEdit || !frame || frame->lineWidth <= 0) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        return;
    }
    // what the panel's pixels depend on: its size, state (focus, enabled, read-only), colours, pixel ratio
    const qreal ratio = painter->device()->devicePixelRatio();
    const QString key = QStringLiteral("attentionlab-line-edit-%1x%2-%3-%4-%5-%6")
                            .arg(option->rect.width())
                            .arg(option->rect.height())
                            .arg(uint(option->state))
                            .arg(option->palette.cacheKey())
                            .arg(ratio)
                            .arg(frame->lineWidth);
    QPixmap panel;
    if (!QPixmapCache::find(key, &panel)) {
        panel = QPixmap(option->rect.size() * ratio);
        panel.setDevicePixelRatio(ratio);
        panel.fill(Qt::transparent);
        QStyleOptionFrame atOrigin(*frame);
        atOrigin.rect.moveTo(0, 0);
        QPainter p(&panel);
        QProxyStyle::drawPrimitive(element, &atOrigin, &p, widget);
        p.end();
        QPixmapCache::insert(key, panel);
    }
    painter->drawPixmap(option->rect.topLeft(), panel);
}

}  // namespace ui
