// KvCacheView: the keys and values a decoder keeps while it generates — the Attention tab's "KV cache".
// For the chosen layer, the cached K and V of the key/value head the chosen query head reads, a row per
// token, the rows the last change computed outlined (typing or generating at the end computes only
// those: Model::forward_reusing), and what the whole cache takes in bytes, per token and with or
// without grouped-query sharing.
#pragma once

#include <QWidget>

class QLabel;

namespace ui {

class Exploration;
class HeatmapPlot;
class RedrawWhenShown;

class KvCacheView : public QWidget {
    Q_OBJECT
public:
    explicit KvCacheView(Exploration* exploration, QWidget* parent = nullptr);

    HeatmapPlot* keys() const { return keys_; }
    HeatmapPlot* values() const { return values_; }
    QString explanation() const;  // the text above the matrices, as shown

private:
    void redraw();

    Exploration* exploration_;
    RedrawWhenShown* redraw_;
    QLabel* text_;
    HeatmapPlot* keys_;
    HeatmapPlot* values_;
};

}  // namespace ui
