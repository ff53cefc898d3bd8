// Appearance: presentation mode (large fonts, thick lines, for the back of a classroom) and the
// light or dark theme, applied to the application and to every plot.
#pragma once

class QColor;
class QCustomPlot;
class QFont;
class QFontMetrics;
class QString;
class QWidget;

namespace ui {

struct Appearance {
    bool presentation = false;
    bool dark = false;
    bool highContrast = false;  // white on black, yellow marks, outlined controls: with dark on
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

// The type of numbers printed on a plot's cells or bars: the theme's less 1.5 pt, or where that does
// not fit, less 3.5 pt; and the room such a number keeps each side of its text, px.
enum class NumberType { large, small };
QFont numberFont(NumberType type);
int numberMargin(const QFontMetrics& fm);

// The keyboard focus ring's colour: at least 3 : 1 against the window in every theme (WCAG 2.1,
// non-text contrast) — a dark blue in the light theme, a light blue in the dark one, yellow in high contrast.
QColor focusRingColour();

// The bars' colour (viridis at its middle, light and dark theme alike): the Output tab's probabilities
// and the Activations tab's histogram.
QColor barColour();

// A checkable tool button's look where it is one of a row of choices (the step strip's steps, Q, K or V):
// the chosen one white on blue. palette(…) is read when a button is polished: polish it again when the
// theme changes.
const QString& choiceButtonStyle();

// A widget whose font is the application's plus `delta` points (and bold): kept in step with
// presentation mode, unlike a font set once with QWidget::setFont.
void setRelativeFont(QWidget* widget, double delta, bool bold = false);

// An error's colours in the current theme: a refused field's frame, an error band's fill, and so on.
struct Swatch {
    const char* edge;
    const char* fill;
    const char* text;
};
Swatch errorSwatch();

// What a coloured text says: a notice (an amber band), an error (a red band), an error in the window's
// own background (red text), a field whose value is refused (a red frame and fill).
enum class Tone { none, notice, error, errorText, refusedField };
// Gives `widget` the style sheet of `tone` in the current theme, and the new theme's at each change
// (the light theme's pink fill under a dark theme's light text made a refused field unreadable).
void setTone(QWidget* widget, Tone tone);

}  // namespace ui
