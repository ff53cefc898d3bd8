#include "ui/widgets/color_maps.h"

#include <array>

namespace ui {
namespace {

QCPColorGradient fromStops(const std::array<QColor, 9>& stops) {
    QCPColorGradient g;
    g.clearColorStops();
    for (size_t i = 0; i < stops.size(); ++i) g.setColorStopAt(i / 8.0, stops[i]);
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setNanHandling(QCPColorGradient::nhNanColor);
    g.setNanColor(QColor(200, 200, 200));  // masked cells, drawn under a hatch
    return g;
}

}  // namespace

QCPColorGradient sequentialGradient() {
    // viridis, sampled at 9 stops
    return fromStops({QColor(68, 1, 84), QColor(71, 45, 123), QColor(59, 82, 139), QColor(44, 114, 142),
                      QColor(33, 145, 140), QColor(39, 173, 129), QColor(92, 200, 99), QColor(170, 220, 50),
                      QColor(253, 231, 37)});
}

QCPColorGradient divergingGradient() {
    // ColorBrewer RdBu (blue negative, red positive), readable with red–green colour blindness
    return fromStops({QColor(5, 48, 97), QColor(33, 102, 172), QColor(67, 147, 195), QColor(146, 197, 222),
                      QColor(247, 247, 247), QColor(244, 165, 130), QColor(214, 96, 77), QColor(178, 24, 43),
                      QColor(103, 0, 31)});
}

}  // namespace ui
