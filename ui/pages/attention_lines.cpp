#include "ui/pages/attention_lines.h"

#include <QMouseEvent>
#include <QPainter>

#include "ui/widgets/appearance.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/plot_accessible.h"

namespace ui {

AttentionLines::AttentionLines(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setMinimumSize(300, 200);
    setAccessibleName(tr("Attention as lines from each query to each key"));
}

void AttentionLines::setAttention(const al::Matrix<float>& weights, const QStringList& queries, const QStringList& keys) {
    weights_ = weights;
    queries_ = queries;
    keys_ = keys;
    focusQuery_ = focusKey_ = -1;
    update();
}

QString AttentionLines::chartDescription() const {
    HeatmapData described;
    described.rowAxis = tr("query");
    described.columnAxis = tr("key");
    described.rowLabels = queries_;
    described.columnLabels = keys_;
    described.values = weights_;
    return describeHeatmap(described);
}

QRectF AttentionLines::tokenRect(bool left, int index) const {
    const int n = static_cast<int>(left ? weights_.rows() : weights_.cols());
    const double rowHeight = std::max(1.0, (height() - 20.0) / std::max(1, n));
    const double columnWidth = std::min(160.0, width() * 0.22);
    const double x = left ? 10 : width() - 10 - columnWidth;
    return {x, 10 + index * rowHeight, columnWidth, rowHeight};
}

void AttentionLines::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    lines_ = 0;
    if (weights_.size() == 0) return;
    const QColor lineColor(21, 101, 192);
    for (int q = 0; q < weights_.rows(); ++q)
        for (int k = 0; k < weights_.cols(); ++k) {
            const float w = weights_(q, k);
            if (w < 0.02f) continue;  // masked (exactly 0) and negligible weights draw nothing
            const bool focused = (focusQuery_ < 0 && focusKey_ < 0) || q == focusQuery_ || k == focusKey_;
            if (!focused) continue;
            QColor c = lineColor;
            c.setAlphaF(std::min(1.0, 0.15 + 0.85 * w));
            const double scale = appearance().presentation ? 1.8 : 1.0;  // thick lines at the projector
            p.setPen(QPen(c, scale * (0.5 + 6.0 * w), Qt::SolidLine, Qt::RoundCap));
            const QRectF a = tokenRect(true, q), b = tokenRect(false, k);
            p.drawLine(QPointF(a.right() + 4, a.center().y()), QPointF(b.left() - 4, b.center().y()));
            ++lines_;
        }
    QFont f = font();
    f.setPointSizeF(std::max(7.0, std::min(f.pointSizeF() + 2, tokenRect(true, 0).height() * 0.55)));
    p.setFont(f);
    for (int side = 0; side < 2; ++side) {
        const bool left = side == 0;
        const QStringList& labels = left ? queries_ : keys_;
        const int n = static_cast<int>(left ? weights_.rows() : weights_.cols());
        for (int i = 0; i < n; ++i) {
            const QRectF r = tokenRect(left, i);
            const bool hot = left ? i == focusQuery_ : i == focusKey_;
            p.setPen(hot ? QColor(198, 40, 40) : palette().color(QPalette::Text));
            p.drawText(r, (left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, visibleToken(labels.value(i, QString::number(i))));
        }
    }
}

void AttentionLines::mouseMoveEvent(QMouseEvent* event) {
    const QPointF at = event->position();
    int q = -1, k = -1;
    for (int i = 0; i < weights_.rows(); ++i)
        if (tokenRect(true, i).contains(at)) q = i;
    for (int i = 0; i < weights_.cols(); ++i)
        if (tokenRect(false, i).contains(at)) k = i;
    if (q != focusQuery_ || k != focusKey_) {
        focusQuery_ = q, focusKey_ = k;
        update();
    }
}

void AttentionLines::leaveEvent(QEvent*) {
    focusQuery_ = focusKey_ = -1;
    update();
}

}  // namespace ui
