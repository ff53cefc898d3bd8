// AttentionView: one head's weights as a heatmap, all layers × heads as thumbnails (click one to
// open it), the "lines" view, the keys and values a decoder caches, or each head's share of attention
// on the first token (attention sinks, a layers × heads map) — the Attention tab.
#pragma once

#include "core/explain/pipeline.h"

#include <QStringList>
#include <QWidget>

#include "core/model/trace.h"

class QButtonGroup;
class QComboBox;
class QGridLayout;
class QLabel;
class QStackedWidget;

namespace ui {

class AttentionLines;
class Exploration;
class RedrawWhenShown;
class HeatmapPlot;
class KvCacheView;

class AttentionView : public QWidget {
    Q_OBJECT
public:
    enum class Mode { heatmap, grid, lines, kv_cache, sinks };
    // Which attention an encoder–decoder model shows; a decoder- or encoder-only model has only self.
    enum class Kind { self, cross, encoder };
    static const QStringList& modeNames();  // "heatmap", "grid", "lines", "kv-cache", "sinks", in Mode's order (sessions)
    static const QStringList& kindNames();  // "self", "cross", "encoder", in Kind's order (sessions, --attention-of)
    AttentionView(Exploration* exploration, QWidget* parent = nullptr);

    // tokens label the main stack's rows, sourceTokens the encoder's (encoder–decoder models only).
    void setAttention(const al::ForwardTrace<float>& trace, const QStringList& tokens, const QStringList& sourceTokens,
                      int layer, int head);
    void setMode(Mode mode);
    Mode mode() const;
    void setKind(Kind kind);
    Kind kind() const;  // self when the trace has no encoder
    // the mask of the attention shown: the main stack's, or the encoder's (whose padding the cross-attention uses too)
    const al::AttentionMask& shownMask(const al::ForwardTrace<float>& trace) const;
    HeatmapPlot* heatmap() const { return heatmap_; }
    AttentionLines* lines() const { return lines_; }
    KvCacheView* kvCache() const { return kvCache_; }
    HeatmapPlot* sinks() const { return sinks_; }
    HeatmapPlot* thumbnail(int layer, int head) const;

signals:
    void headChosen(int layer, int head);
    void modeChanged();  // the new page needs drawing

private:
    void redraw();  // the document's trace at its layer and head
    // What a cell of the weights heatmap is for a what-if edit: the decoder's (or only stack's) self-attention
    // weights of the chosen layer and head; nothing for cross-attention or an encoder's.
    al::EditAddress editAddress() const;

    Exploration* exploration_;
    RedrawWhenShown* redraw_;
    QLabel* maskLabel_;
    HeatmapPlot* heatmap_;
    AttentionLines* lines_;
    KvCacheView* kvCache_;
    HeatmapPlot* sinks_;
    QStackedWidget* pages_;
    QButtonGroup* modes_;
    QComboBox* kind_;
    QWidget* gridPage_;
    QGridLayout* grid_;
    QList<QList<HeatmapPlot*>> thumbnails_;  // [layer][head]
    int gridKvHeads_ = 0;  // the key/value heads its labels name
};

}  // namespace ui
