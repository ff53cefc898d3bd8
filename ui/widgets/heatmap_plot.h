// HeatmapPlot: one matrix as a labelled heatmap — crisp (non-interpolated) cells, labels on both
// axes, a colour scale, the numbers printed in the cells when the matrix is small enough to read,
// masked (−∞) cells hatched rather than drawn as zeros, and the value with its row/column on hover.
#pragma once

#include <optional>

#include <QStringList>
#include <qcustomplot.h>

#include "ui/widgets/heatmap_data.h"

namespace ui {

class MaskOverlay;

class HeatmapPlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit HeatmapPlot(QWidget* parent = nullptr);

    void setHeatmap(const HeatmapData& data);
    const HeatmapData& heatmap() const { return data_; }

    bool isMasked(int row, int column) const;
    // What is drawn in cell (row, column): the value, or NaN for a masked cell.
    double drawnValue(int row, int column) const;
    int maskedCellCount() const { return maskedCells_; }
    bool showsCellNumbers() const { return !cellTexts_.isEmpty(); }
    // "title   (rows × cols)", whole; on screen it may be wrapped or elided to fit the width
    QString title() const;

    static int maxRowsForNumbers() { return 16; }

    // Thumbnail: no title, tick labels or colour scale; numbers never printed.
    void setCompact(bool compact);
    void setSelectedFrame(bool selected);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateTickLabels();
    void fitTitle();
    QString sizeText() const;  // "(rows × cols)"
    void showValueAt(QMouseEvent* event);
    void rebuildCellDecorations();

    HeatmapData data_;
    QCPColorMap* map_;
    QCPColorScale* scale_;
    QCPTextElement* title_;
    MaskOverlay* overlay_;
    QList<QCPAbstractItem*> cellTexts_;
    int maskedCells_ = 0;
    bool compact_ = false;
};

// A token as an axis label: spaces and line breaks made visible.
QString visibleToken(const QString& piece);

}  // namespace ui
