// Qt's Fusion style, with two panels drawn the same, pixel for pixel, at a fraction of the cost:
// - a framed line edit's panel from a cached pixmap: Fusion strokes that frame antialiased at every
//   paint, which Qt 6.4's raster engine does an order of magnitude slower than drawing the cached
//   pixmap. The field is repainted at every keystroke.
// - the tab widget's frame as filled rectangles: Fusion strokes its outline and inner highlight with a
//   1-pixel pen, one span per row, and Qt 6.4's raster engine hands every 64 spans of a fill taller
//   than 96 rows to QThreadPool::globalInstance() and waits: about 200 hand-offs per repaint of a
//   1600 × 1000 window. An opaque filled rectangle is written at once.
// - a scroll bar from a cached pixmap: its groove is a gradient fill and 1-pixel lines along its
//   length, the same hand-offs again; a pixmap is copied at once.
// And the focus ring (focus_ring.h): a QFocusFrame above the focused widget, filled in the ring's colour.
#pragma once

#include <QProxyStyle>

namespace ui {

class FusionStyle : public QProxyStyle {
public:
    FusionStyle();
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr, const QWidget* widget = nullptr) const override;
    int styleHint(StyleHint hint, const QStyleOption* option = nullptr, const QWidget* widget = nullptr,
                  QStyleHintReturn* returnData = nullptr) const override;

private:
    void drawLineEditPanel(const QStyleOption* option, QPainter* painter, const QWidget* widget) const;
    // false when it cannot be drawn the same with fills (translucent colours, a scaled painter)
    bool drawTabWidgetFrame(const QStyleOption* option, QPainter* painter, const QWidget* widget) const;
};

}  // namespace ui
