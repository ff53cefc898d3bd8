#include "ui/pages/attention_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "core/explain/attention_sinks.h"
#include "ui/pages/attention_lines.h"
#include "ui/pages/number_edit.h"
#include "ui/pages/kv_cache_view.h"
#include "ui/document/experiments.h"
#include "ui/document/exploration.h"
#include "ui/widgets/screen_reader_name.h"
#include "ui/widgets/redraw_when_shown.h"
#include "ui/widgets/heatmap_plot.h"

namespace ui {

AttentionView::AttentionView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    modes_ = new QButtonGroup(this);
    const QStringList names = {tr("Heatmap"), tr("All layers × heads"), tr("Lines"), tr("KV cache"), tr("First token")};
    const QStringList tips = {tr("One head's weights, tokens on both axes"), tr("Every head at once; click one to open it"),
                              tr("Queries on the left, keys on the right; hover a token to isolate its lines"),
                              tr("The keys and values kept while generating, and the rows the last change computed"),
                              tr("Each head's share of attention on the first token (attention sinks); click one to open it")};
    for (int i = 0; i < names.size(); ++i) {
        auto* b = new QPushButton(names[i], this);
        b->setCheckable(true);
        b->setToolTip(tips[i]);
        modes_->addButton(b, i);
        bar->addWidget(b);
    }
    bar->addStretch();
    maskLabel_ = new QLabel(this);
    bar->addWidget(maskLabel_);
    bar->addSpacing(12);
    kind_ = new QComboBox(this);
    kind_->addItems({tr("decoder self-attention"), tr("cross-attention (decoder → source)"), tr("encoder self-attention")});
    kind_->setToolTip(tr("An encoder–decoder model has three kinds of attention"));
    kind_->setVisible(false);
    nameForScreenReaders(kind_, tr("Attention shown"));
    bar->addWidget(kind_);
    layout->addLayout(bar);
    pages_ = new QStackedWidget(this);
    heatmap_ = new HeatmapPlot(pages_);
    gridPage_ = new QWidget(pages_);
    grid_ = new QGridLayout(gridPage_);
    grid_->setSpacing(4);
    lines_ = new AttentionLines(pages_);
    pages_->addWidget(heatmap_);
    pages_->addWidget(gridPage_);
    pages_->addWidget(lines_);
    kvCache_ = new KvCacheView(exploration_, pages_);
    pages_->addWidget(kvCache_);
    sinks_ = new HeatmapPlot(pages_);
    sinks_->setObjectName("attentionSinks");
    pages_->addWidget(sinks_);
    connect(heatmap_, &HeatmapPlot::cellEditRequested, this, [this](int row, int column) {
        const HeatmapData& shown = heatmap_->heatmap();
        askForNumber(this, *exploration_, editAddress(), shown.title, cellPlace(shown.rowLabels, row, column), shown.values(row, column), row, column);
    });
    connect(sinks_, &HeatmapPlot::cellClicked, this, [this](int l, int h) {
        setMode(Mode::heatmap);
        emit headChosen(l, h);
    });
    layout->addWidget(pages_, 1);
    modes_->button(0)->setChecked(true);
    // toggled, not clicked: a screen reader's "Toggle" checks a button without clicking it
    connect(modes_, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked) setMode(static_cast<Mode>(id));
    });
    connect(kind_, &QComboBox::currentIndexChanged, this, &AttentionView::modeChanged);
    // the mode and kind are the view state's: chosen here, or set by a session or a lesson
    ViewState* view = exploration_->view();
    connect(kind_, &QComboBox::currentIndexChanged, view, [view](int i) { view->setAttentionKind(kindNames().value(i)); });
    connect(view, &ViewState::attentionKindChanged, this, [this, view] {
        kind_->setCurrentIndex(std::max(0, static_cast<int>(kindNames().indexOf(view->attentionKind()))));
    });
    connect(view, &ViewState::attentionModeChanged, this, [this, view] {
        const int mode = std::max(0, static_cast<int>(modeNames().indexOf(view->attentionMode())));
        modes_->button(mode)->setChecked(true);
        if (pages_->currentIndex() == mode) return;
        pages_->setCurrentIndex(mode);
        emit modeChanged();
    });

    redraw_ = new RedrawWhenShown(this, [this] { redraw(); });
    connect(this, &AttentionView::modeChanged, redraw_, &RedrawWhenShown::request);
    connect(this, &AttentionView::headChosen, exploration_, &Exploration::select);
    connect(exploration_, &Exploration::traceChanged, redraw_, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::selectionChanged, redraw_, &RedrawWhenShown::request);
    // an encoder–decoder model opens on what only it has: the decoder attending to the source
    const auto openOnItsKind = [this] {
        const auto* model = exploration_->model();
        setKind(model && model->config().arch == al::Arch::encoder_decoder ? Kind::cross : Kind::self);
    };
    connect(exploration_, &Exploration::modelChanged, this, openOnItsKind);
    if (exploration_->model()) openOnItsKind();  // a page made for a document that has its model already
}

void AttentionView::redraw() {
    if (!exploration_->hasTrace()) {
        heatmap_->setHeatmap({tr("Attention weights — type a sentence"), tr("query"), tr("key"), {}, {}, al::Matrix<float>(), {}, false, QCPRange(0, 1)});
        maskLabel_->clear();
        return;
    }
    const auto& trace = exploration_->trace();
    setAttention(trace, exploration_->pieceTexts(trace.main.ids),
                 trace.has_encoder ? exploration_->pieceTexts(trace.encoder.ids) : QStringList(), exploration_->layer(),
                 exploration_->head());
    maskLabel_->setText(tr("mask: %1").arg(maskTitle(shownMask(trace).kind)));
}

const QStringList& AttentionView::modeNames() { return ViewState::attentionModes(); }
const QStringList& AttentionView::kindNames() { return ViewState::attentionKinds(); }

void AttentionView::setKind(Kind kind) { exploration_->view()->setAttentionKind(kindNames().value(static_cast<int>(kind))); }
AttentionView::Kind AttentionView::kind() const {
    const bool hasEncoder = exploration_->hasTrace() && exploration_->trace().has_encoder;
    return hasEncoder ? static_cast<Kind>(kind_->currentIndex()) : Kind::self;
}

const al::AttentionMask& AttentionView::shownMask(const al::ForwardTrace<float>& trace) const {
    return kind() == Kind::self ? trace.main.mask : trace.encoder.mask;
}

AttentionView::Mode AttentionView::mode() const { return static_cast<Mode>(pages_->currentIndex()); }

al::EditAddress AttentionView::editAddress() const {
    return kind() == Kind::self ? al::EditAddress{"attn.weights", exploration_->layer(), exploration_->head()} : al::EditAddress{};
}

void AttentionView::setMode(Mode mode) { exploration_->view()->setAttentionMode(modeNames().value(static_cast<int>(mode))); }

HeatmapPlot* AttentionView::thumbnail(int layer, int head) const { return thumbnails_.value(layer).value(head); }

void AttentionView::setAttention(const al::ForwardTrace<float>& trace, const QStringList& tokens,
                                 const QStringList& sourceTokens, int layer, int head) {
    kind_->setVisible(trace.has_encoder);
    const Kind k = kind();
    const auto& stack = k == Kind::encoder ? trace.encoder : trace.main;
    // (layer) → the attention shown; its queries and keys
    const auto attentionOf = [&](int l) -> const al::AttentionTrace<float>& {
        return k == Kind::cross ? stack.layers[l].cross : stack.layers[l].attn;
    };
    const QStringList& queries = k == Kind::encoder ? sourceTokens : tokens;
    const QStringList& keys = k == Kind::self ? tokens : sourceTokens;
    const QString what = !trace.has_encoder ? tr("Attention weights") : k == Kind::self ? tr("Decoder self-attention")
                         : k == Kind::cross ? tr("Cross-attention") : tr("Encoder self-attention");
    const auto& attn = attentionOf(layer);
    // an experiment on changes the title too: one by name, several by number (the badge above names each)
    const QStringList on = activeExperiments(exploration_->experiments(), static_cast<int>(queries.size()));
    const QString changed = on.size() == 1 ? QStringLiteral(" · ") + on.front()
                            : on.size() > 1 ? QStringLiteral(" · ") + tr("%1 experiments on").arg(on.size()) : QString();
    HeatmapData data{tr("%1 · layer %2 · head %3").arg(what).arg(layer).arg(head) + changed, tr("query"), tr("key"), queries, keys,
                     attn.weights[head], attn.masked[head].array().isInf(), false, QCPRange(0, 1)};
    const al::EditAddress address = editAddress();  // a double click on a weight of the main stack's self-attention
    data.editable = !address.tensor.empty();
    data.editedCells = address.cells_of(exploration_->experiments().edits, static_cast<int>(data.values.rows()),
                                        static_cast<int>(data.values.cols()));
    switch (mode()) {
        case Mode::heatmap:
            heatmap_->setHeatmap(data);  // masked cells (−∞ in the masked scores) hatched, not drawn as zeros
            break;
        case Mode::lines:
            lines_->setAttention(attn.weights[head], queries, keys);
            break;
        case Mode::kv_cache:  // draws itself from the document
            break;
        case Mode::sinks: {
            const auto share = al::first_token_share(stack, k == Kind::cross);
            const int L = static_cast<int>(share.size()), H = attn.H;
            al::Matrix<float> values(L, H);
            QStringList layers, heads;
            for (int l = 0; l < L; ++l) {
                layers << tr("layer %1").arg(l);
                for (int h = 0; h < H; ++h) values(l, h) = share[l].empty() ? 0.0f : static_cast<float>(share[l][h]);
            }
            for (int h = 0; h < H; ++h) heads << tr("head %1").arg(h);
            const QString first = keys.value(0);
            const QString title = share.empty() || share[0].empty() ? tr("The first token's share needs a text of two tokens or more")
                                  : exploration_->experiments().firstToken
                                      ? tr("Share of each head's attention on the first token, “%1”, averaged over the later queries").arg(first)
                                      : tr("The first token, “%1”, is hidden from the later queries (Experiments): each share is 0").arg(first);
            sinks_->setHeatmap({title,
                                tr("layer"), tr("head"), layers, heads, values, {}, false, QCPRange(0, 1)});
            break;
        }
        case Mode::grid: {
            const int L = static_cast<int>(stack.layers.size()), H = attn.H;
            if (thumbnails_.size() != L || (L > 0 && thumbnails_[0].size() != H) || gridKvHeads_ != attn.H_kv) {
                gridKvHeads_ = attn.H_kv;
                for (auto& row : thumbnails_) qDeleteAll(row);
                thumbnails_.clear();
                while (auto* item = grid_->takeAt(0)) {
                    delete item->widget();
                    delete item;
                }
                // grouped-query attention: under each query head, the key/value head it reads
                const bool grouped = attn.H_kv != attn.H;
                for (int h = 0; h < H; ++h)
                    grid_->addWidget(new QLabel(grouped ? tr("head %1\nK/V %2").arg(h).arg(attn.kv_head(h)) : tr("head %1").arg(h), gridPage_),
                                     0, h + 1, Qt::AlignCenter);
                for (int l = 0; l < L; ++l) {
                    grid_->addWidget(new QLabel(tr("layer %1").arg(l), gridPage_), l + 1, 0);
                    QList<HeatmapPlot*> row;
                    for (int h = 0; h < H; ++h) {
                        auto* plot = new HeatmapPlot(gridPage_);
                        plot->setCompact(true);
                        plot->setAccessibleName(tr("Layer %1, head %2").arg(l).arg(h));
                        plot->setToolTip(grouped ? tr("Layer %1, head %2, reading key/value head %3: click (or Enter) to open").arg(l).arg(h).arg(attn.kv_head(h))
                                                 : tr("Layer %1, head %2: click (or Enter) to open").arg(l).arg(h));
                        const auto open = [this, l, h] {
                            setMode(Mode::heatmap);
                            emit headChosen(l, h);
                        };
                        connect(plot, &QCustomPlot::mousePress, this, open);
                        connect(plot, &HeatmapPlot::activated, this, open);  // Tab to it, Enter
                        grid_->addWidget(plot, l + 1, h + 1);
                        row << plot;
                    }
                    thumbnails_ << row;
                }
                for (int l = 1; l <= L; ++l) grid_->setRowStretch(l, 1);
                for (int h = 1; h <= H; ++h) grid_->setColumnStretch(h, 1);
                grid_->setRowStretch(0, 0), grid_->setColumnStretch(0, 0);
            }
            for (int l = 0; l < L; ++l)
                for (int h = 0; h < H; ++h) {
                    const auto& a = attentionOf(l);
                    thumbnails_[l][h]->setHeatmap({QString(), QString(), QString(), queries, keys, a.weights[h],
                                                   a.masked[h].array().isInf(), false, QCPRange(0, 1)});
                    thumbnails_[l][h]->setSelectedFrame(l == layer && h == head);
                }
            break;
        }
    }
}

}  // namespace ui
