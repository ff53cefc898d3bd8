// Token labels under a bar or line plot (one tick per token, a QCPAxisTickerText): upright while each
// fits the width its token has, else slanted at −60° like a heatmap's columns, and where slanted ones
// would overprint (40 tokens of GPT-2 under the layer-norm chart) every 2nd or 3rd; fitted again
// whenever the plot is resized.
#pragma once

class QCustomPlot;
class QFontMetrics;

namespace ui {

// The x axis's tick-label rotation in degrees: 0 (upright) when the widest label, with a character to
// spare, fits the width each of `columns` columns has in `width` pixels; else −60 (slanted). Heatmaps
// and token plots share it.
double tickLabelRotation(const QFontMetrics& fm, int widest, int width, int columns);
constexpr double kSlantedTickLabels = -60;

// Every how many labels one is named when n labels need `span` pixels each and `pixels` are there:
// 1 while they all fit, else every k-th. Heatmaps' rows and columns and token axes share it.
int labelStep(int n, int pixels, int span);

// Fits the x axis's labels now, and on every resize from here on (the first call installs that):
// its ticker's labels as they are now, slanted every k-th of them where all would overprint.
void fitTokenLabels(QCustomPlot* plot);

}  // namespace ui
