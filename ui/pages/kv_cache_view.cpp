#include "ui/pages/kv_cache_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include "core/model/memory_budget.h"
#include "ui/document/exploration.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/redraw_when_shown.h"

namespace ui {

KvCacheView::KvCacheView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    text_ = new QLabel(this);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    layout->addWidget(text_);
    auto* plots = new QHBoxLayout;
    keys_ = new HeatmapPlot(this);
    values_ = new HeatmapPlot(this);
    plots->addWidget(keys_);
    plots->addWidget(values_);
    layout->addLayout(plots, 1);
    redraw_ = new RedrawWhenShown(this, [this] { redraw(); });
    connect(exploration_, &Exploration::traceChanged, redraw_, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::selectionChanged, redraw_, &RedrawWhenShown::request);
}

QString KvCacheView::explanation() const { return text_->text(); }

void KvCacheView::redraw() {
    const auto* model = exploration_->model();
    if (!exploration_->hasTrace() || !model) {
        keys_->setHeatmap({tr("Cached keys — type a sentence"), tr("token"), tr("head feature"), {}, {}, al::Matrix<float>(), {}, true, {}});
        values_->setHeatmap({tr("Cached values"), tr("token"), tr("head feature"), {}, {}, al::Matrix<float>(), {}, true, {}});
        text_->clear();
        return;
    }
    const auto& c = model->config();
    const auto& trace = exploration_->trace();
    const int layer = exploration_->layer(), head = exploration_->head();
    const auto& a = trace.main.layers[layer].attn;
    const int T = trace.main.T, D = a.D, kv = a.kv_head(head);
    const QStringList tokens = exploration_->pieceTexts(trace.main.ids);

    // the rows the last change computed; the rest it read from the cache
    const int kept = std::min(exploration_->keptPositions(), T);
    const int outlined = c.causal && kept < T ? kept : -1;
    const QString where = tr("layer %1 · K/V head %2").arg(layer).arg(kv);
    keys_->setHeatmap({tr("Cached K · %1").arg(where), tr("token"), tr("head feature"), tokens, {},
                       al::Matrix<float>(a.k.middleCols(kv * D, D)), {}, true, {}, outlined});
    values_->setHeatmap({tr("Cached V · %1").arg(where), tr("token"), tr("head feature"), tokens, {},
                         al::Matrix<float>(a.v.middleCols(kv * D, D)), {}, true, {}, outlined});

    if (!c.causal) {
        text_->setText(tr("<b>No cache here:</b> this model reads the whole text at once in both directions, so every new "
                          "token changes every row. Only a causal decoder can keep the keys and values of earlier tokens."));
        return;
    }
    const qint64 perToken = static_cast<qint64>(al::kv_cache_bytes_per_token(c, 4));  // 32-bit as held here
    const QLocale locale;
    QString text = tr("<b>The KV cache.</b> Generating one token at a time, a decoder keeps the keys and values of every earlier "
                      "token: each new token computes only its own row, and its query reads all the kept ones. For these "
                      "%1 tokens: %1 × %2 layers × 2 (K and V) × %3 key/value heads × %4 features × 4 bytes = <b>%5</b>, %6 per token.")
                       .arg(T).arg(c.n_layer).arg(c.kv_heads()).arg(D)
                       .arg(locale.formattedDataSize(perToken * T), locale.formattedDataSize(perToken));
    if (c.kv_heads() != c.n_head)
        text += " " + tr("Grouped-query attention: %1 query heads share each key/value head; with a key and value per query head "
                         "it would be %2.")
                          .arg(c.n_head / c.kv_heads())
                          .arg(locale.formattedDataSize(static_cast<qint64>(al::kv_cache_bytes_per_token(c, 4, false)) * T));
    text += "<br>" + tr("Shown: layer %1, the key/value head %2 that query head %3 reads.").arg(layer).arg(kv).arg(head) + " ";
    const auto rows = [](int first, int last) { return first == last ? tr("row %1").arg(first) : tr("rows %1–%2").arg(first).arg(last); };
    if (kept >= T) text += tr("The last change added no token: nothing was computed again.");
    else if (kept == 0) text += tr("The last change computed every row (a new sentence, an edit before its end, or other experiments).");
    else text += tr("The last change computed %1 (outlined) and read %2 from the cache.").arg(rows(kept, T - 1), rows(0, kept - 1));
    text_->setText(text);
}

}  // namespace ui
