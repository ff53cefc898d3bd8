#include "ui/pages/model_map.h"

#include <optional>

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "core/explain/pipeline.h"

namespace ui {
namespace {

constexpr double kLayerGap = 8, kRowGap = 4;
constexpr double kLabelInset = 6;  // a block's frame, 1 px each side, and 2 px clear of it each side

}  // namespace

ModelMap::ModelMap(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("The whole model: click a block to go to its steps in that layer"));
}

ModelMap::BlockNames ModelMap::blockNames(const QString& step) {
    const std::string s = al::step_base(step.toStdString()), section = al::step_section(step.toStdString());
    if (s == "tokens" || s == "embedding" || s == "positional")
        return {tr("Embedding"), tr("E", "Embedding, in a block too narrow for the name")};
    if (s == "addnorm1" || s == "addnorm2" || s == "addnorm")
        return {tr("Add & norm"), tr("A&n", "Add & norm, in a block too narrow for the name")};
    if (s == "ffn") return {tr("Feed-forward"), tr("F", "Feed-forward, in a block too narrow for the name")};
    if (s == "output") return {tr("Encoder output"), tr("Eo", "Encoder output, in a block too narrow for the name")};
    if (s == "logits" || s == "probs") return {tr("Logits"), tr("L", "Logits, in a block too narrow for the name")};
    if (section == "cross") return {tr("Cross-attention"), tr("C", "Cross-attention, in a block too narrow for the name")};
    return {tr("Attention"), tr("A", "Attention, in a block too narrow for the name")};
}

void ModelMap::setModel(const al::Plan& plan) {
    const bool encoderDecoder = plan.encoder.has_value();
    rows_ = encoderDecoder ? 2 : 1;
    layers_ = static_cast<int>(plan.main.layers.size());
    blocks_.clear();
    // the steps in segments of one block each; a run of layer segments repeats once per layer of its stack
    QList<Block> run;
    int runLayers = 0;
    const auto flushRun = [&] {
        for (int l = 0; l < runLayers; ++l)
            for (Block b : run) blocks_ << (b.layer = l, b);
        run.clear();
    };
    for (const auto& s : al::pipeline_steps(plan)) {
        const QString step = QString::fromStdString(s);
        const int row = encoderDecoder && al::step_section(s) != "encoder" ? 1 : 0;
        const bool layered = al::is_layer_step(s);
        QList<Block>& into = layered ? run : blocks_;
        if (!layered) flushRun();
        if (layered) runLayers = static_cast<int>((row == 0 && plan.encoder ? *plan.encoder : plan.main).layers.size());
        const BlockNames names = blockNames(step);
        if (!into.isEmpty() && into.back().label == names.full && into.back().row == row) {
            into.back().steps << step;
            continue;
        }
        into << Block{{step}, names.full, names.shortened, -1, row, {}, {}, 1.0};
    }
    flushRun();
    layoutBlocks();
    updateGeometry();
    update();
}

void ModelMap::setPlace(const QString& step, int layer) {
    step_ = step, layer_ = layer;
    update();
}

QString ModelMap::litBlock() const {
    const Block* b = blockOf(step_, layer_);
    if (!b) return {};
    return b->layer < 0 ? b->label : tr("Layer %1 · %2").arg(b->layer).arg(b->label);
}

// Wide enough for every block's one sign in full type; narrower, the signs shrink, then blocks go blank.
QSize ModelMap::sizeHint() const {
    int sign = 0;
    for (const Block& b : blocks_) sign = std::max(sign, fontMetrics().horizontalAdvance(signOf(b)));
    int widestRow = 0;
    for (int row = 0; row < rows_; ++row) {
        const auto [count, gaps] = rowCount(row);
        widestRow = std::max(widestRow, count * (sign + int(kLabelInset)) + gaps * int(kLayerGap));
    }
    return {rowLabelWidth() + widestRow, rows_ * (fontMetrics().height() + 10) + (rows_ - 1) * int(kRowGap)};
}
QSize ModelMap::minimumSizeHint() const { return {200, sizeHint().height()}; }

int ModelMap::rowLabelWidth() const {
    return rows_ > 1 ? std::max(fontMetrics().horizontalAdvance(tr("Encoder")), fontMetrics().horizontalAdvance(tr("Decoder"))) + 12 : 0;
}

// A row's blocks, and its runs of blocks (a gap before each).
std::pair<int, int> ModelMap::rowCount(int row) const {
    int count = 0, gaps = 0, previousLayer = -2;
    for (const Block& b : blocks_)
        if (b.row == row) ++count, gaps += b.layer != previousLayer, previousLayer = b.layer;
    return {count, gaps};
}

// Each row: a label for an encoder–decoder, then its blocks, equal widths, a gap between layers.
void ModelMap::layoutBlocks() {
    const double rowHeight = (height() - (rows_ - 1) * kRowGap) / rows_;
    const double labelWidth = rowLabelWidth();
    for (int row = 0; row < rows_; ++row) {
        const auto [count, gaps] = rowCount(row);
        const double unit = (width() - labelWidth - gaps * kLayerGap) / std::max(count, 1);
        double x = labelWidth;
        int previousLayer = -2;
        for (Block& b : blocks_) {
            if (b.row != row) continue;
            if (b.layer != previousLayer) x += kLayerGap;
            previousLayer = b.layer;
            b.rect = QRectF(x, row * (rowHeight + kRowGap), unit, rowHeight);
            x += unit;
            fitLabel(b);
        }
    }
}

// The full name where it fits ("L0 Attention", "Feed-forward"), else the layer or the name shortened
// ("L0", "A&n": a translation's own short form, where a Chinese name's first character alone is
// another word), else one sign ("A", "+" for add & norm), each tried in type down to 70% of the
// text's before the block is left blank (presentation mode at 1280 × 720: an encoder–decoder's
// blocks are about 17 px wide). A layer's attention block is "L0" where the last layer's "L11" fits
// too, else the bare number: every layer named alike ("L10" had left a 12-layer model's last two "A").
void ModelMap::fitLabel(Block& b) const {
    const double room = b.rect.width() - kLabelInset;
    const bool attention = b.layer >= 0 && b.label == tr("Attention");
    b.text = attention ? tr("L%1 %2").arg(b.layer).arg(b.label) : b.label;
    b.typeScale = 1.0;
    if (fontMetrics().horizontalAdvance(b.text) <= room) return;
    const auto largestFittingScale = [&](const QString& text) -> std::optional<double> {
        for (const double scale : {1.0, 0.85, 0.7}) {
            QFont type = font();
            type.setPointSizeF(font().pointSizeF() * scale);
            if (QFontMetrics(type).horizontalAdvance(text) <= room + 2) return scale;  // 1 px each side
        }
        return std::nullopt;
    };
    // the layer ("L0" where the last layer's "L11" fits too, else "0"), or the name shortened
    const QString shortName = !attention ? b.shortLabel
                              : largestFittingScale(tr("L%1").arg(std::max(layers_ - 1, 0))) ? tr("L%1").arg(b.layer)
                                                                                              : QString::number(b.layer);
    for (const QString& text : {shortName, signOf(b)})
        if (const auto scale = largestFittingScale(text)) {
            b.text = text, b.typeScale = *scale;
            return;
        }
    b.text.clear();
}

QString ModelMap::signOf(const Block& b) { return b.label == tr("Add & norm") ? QStringLiteral("+") : b.label.left(1); }

QString ModelMap::shownLabel(const QString& step, int layer) const {
    const Block* b = blockOf(step, layer);
    return b ? b->text : QString();
}

void ModelMap::resizeEvent(QResizeEvent*) { layoutBlocks(); }

void ModelMap::changeEvent(QEvent* e) {
    QWidget::changeEvent(e);
    if (e->type() == QEvent::FontChange) layoutBlocks();  // presentation mode: labels fitted again
}

const ModelMap::Block* ModelMap::blockOf(const QString& step, int layer) const {
    for (const Block& b : blocks_)
        if (b.steps.contains(step) && (b.layer < 0 || b.layer == layer)) return &b;
    return nullptr;
}

QPoint ModelMap::blockCentre(const QString& step, int layer) const {
    const Block* b = blockOf(step, layer);
    return b ? b->rect.center().toPoint() : QPoint(-1, -1);
}

void ModelMap::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (rows_ > 1) {
        p.setPen(pal.color(QPalette::WindowText));
        const double rowHeight = (height() - kRowGap) / 2;
        p.drawText(QRectF(0, 0, width(), rowHeight), Qt::AlignVCenter | Qt::AlignLeft, tr("Encoder"));
        p.drawText(QRectF(0, rowHeight + kRowGap, width(), rowHeight), Qt::AlignVCenter | Qt::AlignLeft, tr("Decoder"));
    }
    const Block* litBlock = blockOf(step_, layer_);
    for (int i = 0; i < blocks_.size(); ++i) {
        const Block& b = blocks_[i];
        const QRectF r = b.rect.adjusted(1, 1, -1, -1);
        const bool lit = &b == litBlock;
        QColor fill = b.layer < 0 ? pal.color(QPalette::Button) : pal.color(QPalette::AlternateBase);
        if (lit) fill = QColor(0x15, 0x65, 0xc0);
        else if (i == hovered_) fill = pal.color(QPalette::Midlight);
        p.setPen(QPen(b.layer >= 0 && b.layer == layer_ ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), 1));
        p.setBrush(fill);
        p.drawRoundedRect(r, 3, 3);
        p.setPen(lit ? QColor(Qt::white) : pal.color(QPalette::ButtonText));
        QFont type = font();
        type.setPointSizeF(font().pointSizeF() * b.typeScale);
        p.setFont(type);
        p.drawText(r, Qt::AlignCenter, b.text);
    }
}

int ModelMap::blockAt(const QPointF& pos) const {
    for (int i = 0; i < blocks_.size(); ++i)
        if (blocks_[i].rect.contains(pos)) return i;
    return -1;
}

void ModelMap::mouseMoveEvent(QMouseEvent* e) {
    const int i = blockAt(e->position());
    if (i != hovered_) {
        hovered_ = i;
        update();
    }
    if (i >= 0) {
        const Block& b = blocks_[i];
        QToolTip::showText(e->globalPosition().toPoint(), b.layer < 0 ? b.label : tr("Layer %1 · %2").arg(b.layer).arg(b.label), this);
    }
}

void ModelMap::leaveEvent(QEvent*) {
    hovered_ = -1;
    update();
}

void ModelMap::mousePressEvent(QMouseEvent* e) {
    const int i = blockAt(e->position());
    if (i < 0) return;
    emit placeClicked(blocks_[i].steps.front(), blocks_[i].layer < 0 ? layer_ : blocks_[i].layer);
}

}  // namespace ui
