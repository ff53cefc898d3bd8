// Plots as a screen reader reads them: every QCustomPlot is an accessible chart (AT-SPI's "chart"
// role) named by its title, else its axes, and described by what it shows — a heatmap's size, range
// and each row's largest cell with its tokens; a line chart's curves and their ranges; bars. Computed
// when asked, never on the typing path.
#pragma once

#include <QString>

namespace ui {

struct HeatmapData;

// Before the first window (again: nothing): a QAccessible factory for every QCustomPlot, and for every
// widget drawn by hand that has `Q_INVOKABLE QString chartDescription() const` (a chart named by its
// accessible name, described by that method when a screen reader asks).
void installPlotAccessibility();

// "14 rows (query) × 14 columns (key), values 0 to 1. Largest in each row: the → the 1.00, …"
QString describeHeatmap(const HeatmapData& data);

}  // namespace ui
