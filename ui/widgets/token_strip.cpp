#include "ui/widgets/token_strip.h"

#include <QHBoxLayout>
#include <QLabel>

#include "ui/widgets/appearance.h"
#include "ui/widgets/heatmap_plot.h"

namespace ui {

TokenStrip::TokenStrip(QWidget* parent) : QWidget(parent) {
    layout_ = new QHBoxLayout(this);
    layout_->setContentsMargins(0, 2, 0, 2);
    layout_->setSpacing(3);
    more_ = new QLabel(this);
    more_->setStyleSheet("color: #9e9e9e;");
    layout_->addWidget(more_);
    layout_->addStretch();
}

namespace {

enum ChipKind { known, unknown, dropped, padding };

// border, background, text: light on a light window, dark on a dark one
QString chipStyle(int kind) {
    const bool dark = appearance().dark;
    const auto style = [](const char* border, const char* background, const char* text) {
        return QStringLiteral("border-radius: 4px; padding: 1px 4px; border: 1px solid %1; background: %2; color: %3;")
            .arg(border, background, text);
    };
    switch (kind) {
        case unknown: return dark ? style("#ef5350", "#4a1c1c", "#ffcdd2") : style("#c62828", "#ffebee", "#b71c1c");
        case dropped: return dark ? style("#616161", "#2a2a2a", "#9e9e9e") : style("#bdbdbd", "#fafafa", "#9e9e9e");
        case padding: return (dark ? style("#a1887f", "#3e2723", "#d7ccc8") : style("#6d4c41", "#d7ccc8", "#3e2723")) + "border-style: dashed;";
        default: return dark ? style("#78909c", "#263238", "#eceff1") : style("#90a4ae", "#eceff1", "#263238");
    }
}

}  // namespace

void TokenStrip::applyTheme() {
    for (int i = 0; i < pool_.size(); ++i)
        if (kinds_[i] >= 0) pool_[i]->setStyleSheet(chipStyle(kinds_[i]));
}

void TokenStrip::showChip(int index, const QString& text, const QString& tooltip, int kind) {
    if (index == pool_.size()) {
        auto* chip = new QLabel(this);
        chip->setTextFormat(Qt::RichText);
        chip->setAlignment(Qt::AlignCenter);
        setRelativeFont(chip, 0);  // style-sheeted widgets miss application font changes otherwise
        layout_->insertWidget(index, chip);
        pool_ << chip;
        kinds_ << -1;
    }
    QLabel* chip = pool_[index];
    if (chip->text() != text) chip->setText(text);
    chip->setToolTip(tooltip);
    if (kinds_[index] != kind) {  // style sheets are slow to apply: only when the kind changes
        kinds_[index] = kind;
        chip->setStyleSheet(chipStyle(kind));
    }
    chip->setVisible(true);
}

void TokenStrip::setPaddingFrom(int index) {
    paddingFrom_ = index;
    for (int i = 0; i < chips_ && i < pool_.size(); ++i) {
        const bool pad = i >= index && kinds_[i] != dropped;
        if (pad == (kinds_[i] == padding)) continue;
        if (pad) {
            pool_[i]->setProperty("al_kind_before_padding", kinds_[i]);
            showChip(i, pool_[i]->text(), tr("padding: no query may attend to this token (valid length %1)").arg(index), padding);
        } else {
            showChip(i, pool_[i]->text(), pool_[i]->toolTip(), pool_[i]->property("al_kind_before_padding").toInt());
        }
    }
}

void TokenStrip::setInput(const al::TextInput& input, const std::vector<std::string>& droppedPieces) {
    int n = 0;
    for (size_t i = 0; i < input.ids.size(); ++i, ++n) {
        const QString piece = visibleToken(QString::fromStdString(input.pieces[i])).toHtmlEscaped();
        if (input.unknown[i])
            showChip(n, QStringLiteral("%1<br><small>&lt;unk&gt; %2</small>").arg(piece).arg(input.ids[i]),
                     tr("“%1” is not in the model's vocabulary: the model sees <unk>").arg(piece), unknown);
        else
            showChip(n, QStringLiteral("%1<br><small>%2</small>").arg(piece).arg(input.ids[i]),
                     tr("token %1, id %2").arg(i).arg(input.ids[i]), known);
    }
    const size_t shown = std::min<size_t>(droppedPieces.size(), 12);
    for (size_t i = 0; i < shown; ++i, ++n)
        showChip(n, QStringLiteral("<s>%1</s><br><small>—</small>").arg(visibleToken(QString::fromStdString(droppedPieces[i])).toHtmlEscaped()),
                 tr("beyond block_size: not used by the model"), dropped);
    for (int i = n; i < pool_.size(); ++i) pool_[i]->setVisible(false);
    chips_ = n;
    more_->setText(droppedPieces.size() > shown ? tr("… +%1 more not used").arg(droppedPieces.size() - shown) : QString());
    more_->setVisible(droppedPieces.size() > shown);
}

}  // namespace ui
