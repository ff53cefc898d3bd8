// Exporting what is on screen: any plot to PNG, SVG or PDF (by the file's suffix), and a
// heatmap's matrix to CSV with its row and column labels.
#pragma once

#include <QString>

class QCustomPlot;

namespace ui {

struct HeatmapData;

// Returns an empty string on success, else why it failed.
QString exportPlot(QCustomPlot* plot, const QString& path);
QString exportCsv(const HeatmapData& data, const QString& path);

// The name a figure's file is offered under: its title's words ("Attention weights · layer 0 · head 3"
// → attention-weights-layer-0-head-3.png), or "figure".
QString figureFileName(QCustomPlot* plot, const HeatmapData* data, const QString& suffix);

// Adds "Save image…" and "Save values as CSV…" (heatmaps) to the plot's right-click menu.
void addExportMenu(QCustomPlot* plot, const HeatmapData* data = nullptr);

}  // namespace ui
