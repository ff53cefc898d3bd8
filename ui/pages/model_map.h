// ModelMap: the whole model at a glance above the step-through — embedding → each layer's attention,
// add & norm, feed-forward, add & norm (and cross-attention in an encoder–decoder's decoder) → logits,
// one row per stack. The current step's block in the current layer is lit; a click goes there.
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include <utility>

#include "core/model/plan.h"

namespace ui {

class ModelMap : public QWidget {
    Q_OBJECT
public:
    explicit ModelMap(QWidget* parent = nullptr);
    void setModel(const al::Plan& plan);
    void setPlace(const QString& step, int layer);  // what is lit
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The block a step belongs to, as the map names it ("Attention", "Add & norm", …), and shortened
    // for a block too narrow for that ("A", "A&n"; a translation gives its own short form).
    struct BlockNames {
        QString full, shortened;
    };
    static BlockNames blockNames(const QString& step);
    QString litBlock() const;  // "Layer 2 · Feed-forward", for tests and the tooltip
    QPoint blockCentre(const QString& step, int layer) const;  // where the block of a step is, for tests
    QString shownLabel(const QString& step, int layer) const;    // the text drawn on that block, for tests

signals:
    void placeClicked(const QString& step, int layer);  // the block's first step

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void changeEvent(QEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;

private:
    struct Block {
        QStringList steps;  // the steps it shows, the first is where a click goes
        QString label, shortLabel;
        int layer = -1;     // −1 outside the layers
        int row = 0;        // 0: the decoder or only stack; 1 … encoder first when present
        QRectF rect;        // laid out by layoutBlocks, with the text that fits it:
        QString text;       // drawn in the widget's font scaled by typeScale
        double typeScale = 1.0;
    };
    int rowLabelWidth() const;              // "Encoder", "Decoder" before an encoder–decoder's rows
    std::pair<int, int> rowCount(int row) const;
    void layoutBlocks();
    void fitLabel(Block& b) const;
    static QString signOf(const Block& b);  // the shortest label: "A", "+" for add & norm
    int blockAt(const QPointF& p) const;
    const Block* blockOf(const QString& step, int layer) const;  // the block showing that step of that layer

    QList<Block> blocks_;
    int rows_ = 1;
    int layers_ = 0;  // the model's n_layer
    QString step_;
    int layer_ = 0, hovered_ = -1;
};

}  // namespace ui
