#include "ui/pages/lens_view.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "core/explain/logit_lens.h"
#include "core/text/text_input.h"
#include "ui/document/exploration.h"
#include "ui/i18n/language.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/redraw_when_shown.h"

namespace ui {

LensView::LensView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    target_ = new QLineEdit(this);
    target_->setObjectName("lensTarget");
    target_->setPlaceholderText(tr("a token, e.g. “ it”"));
    target_->setToolTip(tr("Colour the cells by this token's probability instead of the most likely token's"));
    targetNote_ = new QLabel(this);
    auto* label = new QLabel(tr("Follow a t&oken:"), this);
    label->setBuddy(target_);
    row->addWidget(label);
    row->addWidget(target_);
    row->addWidget(targetNote_, 1);
    layout->addLayout(row);
    plot_ = new HeatmapPlot(this);
    plot_->setObjectName("lensPlot");
    layout->addWidget(plot_, 1);
    addExportMenu(plot_);

    auto* redraw = new RedrawWhenShown(this, [this] { this->redraw(); });
    connect(exploration_, &Exploration::traceChanged, redraw, &RedrawWhenShown::request);
    connect(target_, &QLineEdit::textChanged, redraw, &RedrawWhenShown::request);
}

QString LensView::targetNote() const { return targetNote_->text(); }

std::optional<int> LensView::targetToken() {
    targetNote_->clear();
    const auto* model = exploration_->model();
    if (target_->text().isEmpty() || !model || !model->tokenizer()) return std::nullopt;
    try {
        return al::one_token(*model->tokenizer(), target_->text().toStdString(), tr("A followed token").toStdString());
    } catch (const std::exception& e) {
        targetNote_->setText(messageOf(e));
    }
    return std::nullopt;
}

void LensView::redraw() {
    if (!exploration_->hasTrace() || !exploration_->model()) return;
    const auto& model = *exploration_->model();
    const std::optional<int> target = targetToken();
    try {
        const auto& trace = exploration_->trace();
        const auto lens = al::logit_lens(model, trace, 1, target);
        const QStringList& vocabulary = exploration_->vocabularyLabels();
        QStringList boundaries = {tr("embeddings")};
        for (int l = 0; l + 1 < lens.boundaries; ++l) boundaries << tr("after layer %1").arg(l);
        al::Matrix<float> values(lens.boundaries, lens.positions);
        QStringList words;
        for (int l = 0; l < lens.boundaries; ++l)
            for (int t = 0; t < lens.positions; ++t) {
                values(l, t) = target ? lens.target_probs[l][t] : lens.top_probs[l][t][0];
                words << vocabulary.value(lens.top_ids[l][t][0]);
            }
        HeatmapData data{target ? tr("Logit lens: the probability of “%1” after each layer (words: the most likely next token)")
                                      .arg(vocabulary.value(*target))
                                : tr("Logit lens: the most likely next token after each layer, and its probability"),
                         tr("layer"), tr("position"), boundaries, exploration_->pieceTexts(trace.main.ids), values, {}, false,
                         QCPRange(0, 1)};
        data.cellWords = words;
        plot_->setHeatmap(data);
    } catch (const std::exception& e) {
        emit exploration_->statusMessage(messageOf(e));
    }
}

}  // namespace ui
