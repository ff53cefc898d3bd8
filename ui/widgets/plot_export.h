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

// Adds "Save image…" and "Save values as CSV…" (heatmaps) to the plot's right-click menu.
void addExportMenu(QCustomPlot* plot, const HeatmapData* data = nullptr);

}  // namespace ui
