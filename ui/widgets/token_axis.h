// Token labels under a bar or line plot (one tick per token, a QCPAxisTickerText): upright while each
// fits the width its token has, else slanted at −60° like a heatmap's columns; fitted again whenever
// the plot is resized.
#pragma once

class QCustomPlot;

namespace ui {

// Fits the x axis's labels now, and on every resize from here on (the first call installs that).
void fitTokenLabels(QCustomPlot* plot);

}  // namespace ui
