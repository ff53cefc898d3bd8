// Appearance: presentation mode (large fonts, thick lines, for the back of a classroom) and the
// light or dark theme, applied to the application and to every plot.
#pragma once

class QCustomPlot;
class QWidget;

namespace ui {

struct Appearance {
    bool presentation = false;
    bool dark = false;
};

const Appearance& appearance();
// Sets the application palette and font, restyles every existing plot, and calls applyTheme() on
// every widget that has it (Q_INVOKABLE: widgets whose style sheets hold colours).
void setAppearance(const Appearance& a);
// Fonts, colours and line widths of one plot, and replots painted with the rest of the window rather
// than each at once; plots call it when they are created.
void applyAppearance(QCustomPlot* plot);

// Replots soon if the plot has a size; a plot never shown yet replots itself on its first resize
// (replotting at size 0 only makes Qt warn about an inactive painter).
void queueReplot(QCustomPlot* plot);

// A widget whose font is the application's plus `delta` points (and bold): kept in step with
// presentation mode, unlike a font set once with QWidget::setFont.
void setRelativeFont(QWidget* widget, double delta, bool bold = false);

}  // namespace ui
