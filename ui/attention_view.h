// AttentionView: one head's weights as a heatmap, all layers × heads as thumbnails (click one to
// open it), or the "lines" view — the Attention tab.
#pragma once

#include <QStringList>
#include <QWidget>

#include "core/trace.h"

namespace al {
template <class S>
struct StackTrace;
}

class QButtonGroup;
class QGridLayout;
class QStackedWidget;

namespace ui {

class AttentionLines;
class HeatmapPlot;

class AttentionView : public QWidget {
    Q_OBJECT
public:
    enum class Mode { heatmap, grid, lines };
    explicit AttentionView(QWidget* parent = nullptr);

    // Self-attention of the main stack (the decoder of an encoder–decoder model).
    void setAttention(const al::StackTrace<float>& stack, const QStringList& tokens, int layer, int head);
    void setMode(Mode mode);
    Mode mode() const;
    HeatmapPlot* heatmap() const { return heatmap_; }
    AttentionLines* lines() const { return lines_; }
    HeatmapPlot* thumbnail(int layer, int head) const;

signals:
    void headChosen(int layer, int head);
    void modeChanged();  // the new page needs drawing

private:
    HeatmapPlot* heatmap_;
    AttentionLines* lines_;
    QStackedWidget* pages_;
    QButtonGroup* modes_;
    QWidget* gridPage_;
    QGridLayout* grid_;
    QList<QList<HeatmapPlot*>> thumbnails_;  // [layer][head]
};

}  // namespace ui
