// Charts side by side in a grid while each cell has room for a readable chart (title, tick labels,
// axis label and a plotting area, in the window's type size); otherwise one chart at a time, the
// others a tab away: a 1280 × 720 projector in presentation mode shows one chart large rather than
// five too small to read.
#pragma once

#include <vector>

#include <QWidget>

class QTabBar;

namespace ui {

class ChartDeck : public QWidget {
    Q_OBJECT
public:
    explicit ChartDeck(int columns, QWidget* parent = nullptr);

    // Cells fill row by row in the order added; the last chart of an incomplete row spans its rest.
    void addChart(QWidget* chart);  // named by its windowTitle()
    // A chart that is not offered (e.g. text samples for tasks without text) has neither cell nor tab.
    void setOffered(QWidget* chart, bool offered);
    bool isOffered(QWidget* chart) const;

    bool showsOneAtATime() const;
    QWidget* currentChart() const;  // the one shown when they come one at a time (its tab's)
    QTabBar* tabBar() const { return tabs_; }
    // Each cell of the grid is at least this big, in lines of the window's type: 11 tall (a title, a
    // legend, three value labels with room between them, the step labels and their title), 16 wide.
    QSize readableCell() const;

    QSize minimumSizeHint() const override;  // one chart and the tab bar
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Chart {
        QWidget* widget;
        bool offered = true;
    };
    std::vector<const Chart*> offered() const;
    void retab();    // one tab per offered chart, the current one kept
    void arrange();  // the grid, or the tab bar and the current chart
    // The tabs' type shrinks (fitted_type.h: to 80% of the deck's at most) where that shows every
    // chart's name without the bar's scroll arrows; else it keeps the deck's type and the arrows.
    void fitTabs();

    QTabBar* tabs_;
    std::vector<Chart> charts_;
    int columns_;
};

}  // namespace ui
