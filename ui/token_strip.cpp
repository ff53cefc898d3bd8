#include "token_strip.h"

#include <QHBoxLayout>
#include <QLabel>

#include "heatmap_plot.h"

namespace ui {

TokenStrip::TokenStrip(QWidget* parent) : QWidget(parent) {
    layout_ = new QHBoxLayout(this);
    layout_->setContentsMargins(0, 2, 0, 2);
    layout_->setSpacing(3);
    layout_->addStretch();
}

void TokenStrip::setInput(const al::TextInput& input, const std::vector<std::string>& droppedPieces) {
    while (layout_->count() > 0) {
        auto* item = layout_->takeAt(0);
        delete item->widget();
        delete item;
    }
    chips_ = 0;
    auto addChip = [&](const QString& text, const QString& tooltip, const QString& style) {
        auto* chip = new QLabel(text, this);
        chip->setTextFormat(Qt::RichText);
        chip->setAlignment(Qt::AlignCenter);
        chip->setToolTip(tooltip);
        chip->setStyleSheet(style);
        layout_->addWidget(chip);
        ++chips_;
    };
    const QString base = QStringLiteral("border-radius: 4px; padding: 1px 4px; border: 1px solid %1; background: %2;");
    for (size_t i = 0; i < input.ids.size(); ++i) {
        const QString piece = visibleToken(QString::fromStdString(input.pieces[i])).toHtmlEscaped();
        if (input.unknown[i])
            addChip(QStringLiteral("%1<br><small>&lt;unk&gt; %2</small>").arg(piece).arg(input.ids[i]),
                    tr("“%1” is not in the model's vocabulary: the model sees <unk>").arg(piece),
                    base.arg("#c62828", "#ffebee") + "color: #b71c1c;");
        else
            addChip(QStringLiteral("%1<br><small>%2</small>").arg(piece).arg(input.ids[i]),
                    tr("token %1, id %2").arg(i).arg(input.ids[i]), base.arg("#90a4ae", "#eceff1") + "color: #263238;");
    }
    const size_t shown = std::min<size_t>(droppedPieces.size(), 12);
    for (size_t i = 0; i < shown; ++i)
        addChip(QStringLiteral("<s>%1</s><br><small>—</small>").arg(visibleToken(QString::fromStdString(droppedPieces[i])).toHtmlEscaped()),
                tr("beyond block_size: not used by the model"), base.arg("#bdbdbd", "#fafafa") + "color: #9e9e9e;");
    if (droppedPieces.size() > shown) {
        auto* more = new QLabel(tr("… +%1 more not used").arg(droppedPieces.size() - shown), this);
        more->setStyleSheet("color: #9e9e9e;");
        layout_->addWidget(more);
    }
    layout_->addStretch();
}

}  // namespace ui
