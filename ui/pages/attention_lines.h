// AttentionLines: the "lines" view of one head — queries in the left column, keys in the right,
// a line from each query to each key whose width and opacity follow the weight. Hovering a token
// isolates its lines; masked pairs draw nothing.
#pragma once

#include <QStringList>
#include <QWidget>

#include "core/base/tensor.h"

namespace ui {

class AttentionLines : public QWidget {
    Q_OBJECT
public:
    explicit AttentionLines(QWidget* parent = nullptr);
    void setAttention(const al::Matrix<float>& weights, const QStringList& queries, const QStringList& keys);
    int focusedQuery() const { return focusQuery_; }
    // Lines drawn in the last paint: pairs (query, key) with weight above the visibility threshold.
    int visibleLineCount() const { return lines_; }
    QSize sizeHint() const override { return {600, 500}; }
    // A screen reader's description (plot_accessible): each query's strongest key. Asked, not kept.
    Q_INVOKABLE QString chartDescription() const;

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent*) override;

private:
    QRectF tokenRect(bool left, int index) const;

    al::Matrix<float> weights_;
    QStringList queries_, keys_;
    int focusQuery_ = -1, focusKey_ = -1, lines_ = 0;
};

}  // namespace ui
