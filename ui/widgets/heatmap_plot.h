// HeatmapPlot: one matrix as a labelled heatmap — crisp (non-interpolated) cells, labels on both
// axes, a colour scale, the numbers printed in the cells whenever they fit, masked (−∞) cells hatched
// rather than drawn as zeros, and on hover the row and column outlined, their tokens named on both
// axes and the value in a tooltip. More than 48 columns (768 features): the wheel zooms the columns,
// a drag pans them, a double click shows them all (on an editable matrix: asks for a cell's new value).
// From the keyboard (Tab reaches it) a cell cursor does what the mouse does: the arrows, Home and End
// move it, naming its row and column on the axes however many tokens there are (GPT-2's 40 rows label
// every other one), the value in a tooltip; Enter is a click, F2 a double click on an editable matrix.
// A thumbnail has no cursor: Enter or Space on it is activated().
#pragma once

#include <optional>

#include <QStringList>
#include <qcustomplot.h>

#include "ui/widgets/heatmap_data.h"

namespace ui {

class CellOverlay;

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
    bool showsCellNumbers() const;
    // Of the printed numbers: 2; kTwoSignificantDigits where two decimals do not fit (".31", "3.1", "31");
    // 0 (whole numbers) where those do not fit either.
    int cellDecimals() const { return decimals_; }
    static constexpr int kTwoSignificantDigits = -1;
    QString printedNumber(int row, int column) const;  // the number printed in a cell; empty where none is
    // How many rows / columns carry a tick label (all of them when they fit, else every k-th).
    bool showsColourScale() const;  // false where the numbers fit only in its place
    int labelledRows() const;
    int labelledColumns() const;
    // "title   (rows × cols)", whole; on screen it takes the lines setTitleLines allows, else is elided
    // (the size is kept)
    QString title() const;
    // The lines the title may take (1 by default): plots side by side take the most any of them needs
    // (titleLinesNeeded at its width), so that their matrices start at one height.
    void setTitleLines(int lines);
    int titleLinesNeeded() const { return titleLinesNeeded_; }
    // Room added below the column labels, px: plots side by side end their matrices at one height too
    // (slanted labels of 64 features beside a result's upright 0 … 15), whatever their own labels need.
    void setRoomBelow(int px);
    int bottomMarginNeeded() const;  // the matrix's bottom margin without that room, as last laid out
    bool isEmpty() const;  // no matrix yet (a probe before training, a view before a sentence)

    static int maxRowsForNumbers() { return 24; }
    // Whether, `width` px wide, each column would have the room of a signed number of two significant
    // digits ("-0.3", "-.31") in the small number type, beside the labels of its last layout (kept while
    // hidden, none before the first; numbers take the colour scale's place): a layout's forecast; what
    // the cells print is decided when they are drawn.
    bool cellsHoldNumbersAt(int width) const;
    bool rowsHoldNumbers() const;  // whether its rows, as last laid out, are as high as the small number type
    void setHoveredCell(int row, int column);  // −1 clears; what a mouse move does
    std::pair<int, int> hoveredCell() const;    // (row, column) under the mouse or the keyboard's cursor; (−1, −1)
    QString cellTip(int row, int column) const;  // the tooltip's text: its row and column named, its value
    // A figure file's look while it is drawn (plot_export): no hover outline, and for SVG and PDF each cell
    // a rectangle of its colour (vector shapes a slide can scale) rather than one embedded bitmap.
    // Off brings the screen's look back.
    void setExportLook(bool on, bool vectorCells);
    std::pair<int, int> cellAt(const QPoint& pos) const;  // (row, column), or (−1, −1) outside the matrix

    // With this on, the plot asks for the height that names every one of up to kNamedRowsAtMost rows in
    // the smallest type its row labels take: in a page that scrolls, a short window scrolls to them
    // instead of naming every other row (a step's plots and the Activations tab at 1280 × 720 with the
    // welcome open).
    void setNamesEveryRow(bool on);
    static constexpr int kNamedRowsAtMost = 24;
    // 190 × 200 (a thumbnail: 60 × 60), and with setNamesEveryRow the height that names every row
    QSize minimumSizeHint() const override;

    // Thumbnail: no title, tick labels or colour scale; numbers never printed.
    void setCompact(bool compact);
    void setSelectedFrame(bool selected);
    Q_INVOKABLE void applyTheme();  // after a font change (presentation mode): labels and numbers fitted again

signals:
    void cellClicked(int row, int column);  // a left click on a cell
    void cellEditRequested(int row, int column);  // a double click on a cell of an editable matrix
    void activated();  // Enter or Space on a thumbnail (setCompact): what its click does
    void titleLinesNeededChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;  // the cursor's keys before the window's shortcuts (← → walk the steps)
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    // tick labels and cell numbers fitted to the current size, then a replot: queued by default, or
    // drawn now (rpQueuedRefresh: painted with the window) for a resize
    void layOutCells(QCustomPlot::RefreshPriority replotHow = QCustomPlot::rpQueuedReplot);
    void setScaleShown(bool on);
    bool updateTickLabels();  // true when the labels or their slant changed
    void fitTitle();
    void askForHeightNamingEveryRow();  // updates minimumSizeHint from the last layout
    QString sizeText() const;  // "(rows × cols)"
    void showValueAt(QMouseEvent* event);
    bool isCursorKey(const QKeyEvent* event) const;
    void placeCellWords(double cellWidth, double cellHeight);  // data_.cellWords in the cells
    QColor textColourOn(float value) const;                    // a cell's text colour, by its value
    void rebuildCellDecorations();

    HeatmapData data_;
    QCPColorMap* map_;
    QCPColorScale* scale_;
    QCPTextElement* title_;
    CellOverlay* overlay_;
    int maskedCells_ = 0;
    int decimals_ = 2;
    int widestColumnLabel_ = 0;  // pixels, in the theme's tick font
    int tallestSlantedColumnLabel_ = 0;  // pixels, the widest label slanted, in the theme's tick font
    int basePadding_ = 0;        // the column axis's own, below its labels
    int roomBelow_ = 0;          // setRoomBelow
    QFont tickFont_;             // the theme's tick labels; an axis with more labels than fit may use smaller type
    bool compact_ = false;
    bool namesEveryRow_ = false;
    int titleLines_ = 1, titleLinesNeeded_ = 1;
    int heightNamingEveryRow_ = 0;  // by the last layout; 0 before one, or with setNamesEveryRow off
    int zoomedColumns_ = 0;  // the column count the zoom was made for
    std::pair<int, int> hoverBeforeExport_{-1, -1};
    static constexpr int kZoomableColumns = 48;
};

// A token as an axis label: spaces and line breaks made visible (al::visible_piece).
QString visibleToken(const QString& piece);

}  // namespace ui
