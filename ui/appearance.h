// Appearance: presentation mode (large fonts, thick lines, for the back of a classroom) and the
// light or dark theme, applied to the application and to every plot.
#pragma once

class QCustomPlot;

namespace ui {

struct Appearance {
    bool presentation = false;
    bool dark = false;
};

const Appearance& appearance();
// Sets the application palette and font, and restyles every existing plot.
void setAppearance(const Appearance& a);
// Fonts, colours and line widths of one plot; plots call it when they are created.
void applyAppearance(QCustomPlot* plot);

}  // namespace ui
