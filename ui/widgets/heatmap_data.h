// HeatmapData: one labelled matrix as a heatmap shows it and a CSV export writes it.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include <QStringList>
#include <qcustomplot.h>

#include "core/base/tensor.h"

namespace ui {

struct HeatmapData {
    QString title;                  // e.g. "Attention weights · layer 0 · head 1"
    QString rowAxis, columnAxis;    // e.g. "query", "key"
    QStringList rowLabels, columnLabels;
    al::Matrix<float> values;       // (rows, columns) the real numbers; −∞ cells count as masked
    Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> masked;  // (rows, columns) or empty: cells hidden by the mask
    bool diverging = false;         // signed data: symmetric range, diverging colours
    std::optional<QCPRange> range;  // fixed colour range, e.g. [0, 1] for weights
    int outlinedRowsFrom = -1;      // ≥ 0: the rows from here on outlined (the KV cache: what the last change computed)
    QStringList cellWords = {};     // rows·columns, row by row, or empty: a word in each cell in place of its
                                    // number (the logit lens's most likely token), elided to the cell
    bool editable = false;          // a double click on a cell asks for another value (cellEditRequested)
    std::vector<std::pair<int, int>> editedCells = {};  // (row, column) a what-if edit typed: framed
};

}  // namespace ui
