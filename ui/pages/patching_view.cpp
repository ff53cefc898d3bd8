#include "ui/pages/patching_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/explain/logit_attribution.h"
#include "core/explain/patching.h"
#include "core/io/model_input.h"
#include "ui/document/exploration.h"
#include "ui/i18n/language.h"
#include "ui/pages/attribution_chart.h"
#include "ui/widgets/screen_reader_name.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/plot_export.h"
#include "ui/widgets/redraw_when_shown.h"

namespace ui {
namespace {

// The most likely next token after the last position, other than `unlike`
int best_token(const al::ForwardTrace<float>& trace, int unlike = -1) {
    const auto row = trace.logits.row(trace.tokens() - 1);
    int best = unlike == 0 ? 1 : 0;
    for (int v = 0; v < row.size(); ++v)
        if (v != unlike && row(v) > row(best)) best = v;
    return best;
}

}  // namespace

PatchingView::PatchingView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    auto* texts = new QHBoxLayout;
    auto* corruptLabel = new QLabel(tr("&Corrupted text (B):"), this);
    corrupt_ = new QLineEdit(this);
    corrupt_->setObjectName("patchCorrupt");
    setRelativeFont(corrupt_, 4);
    corrupt_->setPlaceholderText(tr("the sentence above with one word changed, as many tokens long"));
    corrupt_->setToolTip(tr("The clean text is the sentence above; this is the Compare tab's sentence B"));
    corruptLabel->setBuddy(corrupt_);
    texts->addWidget(corruptLabel);
    texts->addWidget(corrupt_, 1);
    layout->addLayout(texts);

    auto* choices = new QHBoxLayout;
    answer_ = new QLineEdit(this);
    wrong_ = new QLineEdit(this);
    answer_->setObjectName("patchAnswer");
    wrong_->setObjectName("patchWrong");
    answer_->setToolTip(tr("One token: what the clean text should predict next (empty: its most likely token)"));
    wrong_->setToolTip(tr("One token: what the corrupted text predicts instead (empty: its most likely token)"));
    site_ = new QComboBox(this);
    site_->setObjectName("patchSite");
    site_->addItem(tr("the residual stream entering each layer"), int(al::PatchSite::resid));
    site_->addItem(tr("each layer's attention output"), int(al::PatchSite::attn));
    site_->addItem(tr("each layer's feed-forward output"), int(al::PatchSite::mlp));
    site_->addItem(tr("each head's output"), int(al::PatchSite::head));
    site_->addItem(tr("nothing: what each part adds directly"), -1);
    addLabelledField(choices, tr("&Answer:"), answer_);
    addLabelledField(choices, tr("&Wrong:"), wrong_);
    addLabelledField(choices, tr("&Patch:"), site_);
    choices->addStretch(1);
    layout->addLayout(choices);

    auto* status = new QHBoxLayout;
    patched_ = new QLabel(this);
    setRelativeFont(patched_, 2, true);
    back_ = new QPushButton(tr("&Back to the clean text"), this);
    back_->setObjectName("patchBack");
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    status->addWidget(patched_);
    status->addWidget(back_);
    status->addWidget(note_, 1);
    layout->addLayout(status);

    plot_ = new HeatmapPlot(this);
    plot_->setObjectName("patchPlot");
    layout->addWidget(plot_, 1);
    addExportMenu(plot_);
    chart_ = new AttributionChart(this);
    chart_->setObjectName("attributionChart");
    chart_->setVisible(false);
    layout->addWidget(chart_, 1);

    // sentence B is the view state's, shared with the Compare tab
    connect(corrupt_, &QLineEdit::textChanged, exploration_->view(), &ViewState::setCompareSentence);
    connect(exploration_->view(), &ViewState::compareSentenceChanged, this, [this] {
        if (corrupt_->text() != exploration_->view()->compareSentence()) corrupt_->setText(exploration_->view()->compareSentence());
    });
    // what to patch is the view state's: chosen here, or set by a session or a lesson (in patchSites()'s order)
    connect(site_, &QComboBox::currentIndexChanged, exploration_->view(),
            [this](int i) { exploration_->view()->setPatchSite(ViewState::patchSites().value(i)); });
    connect(exploration_->view(), &ViewState::patchSiteChanged, this, [this] {
        site_->setCurrentIndex(std::max(0, static_cast<int>(ViewState::patchSites().indexOf(exploration_->view()->patchSite()))));
    });
    connect(exploration_, &Exploration::modelChanged, this, [this] { grid_.reset(); });  // a new model at the old address
    connect(plot_, &HeatmapPlot::cellClicked, this, &PatchingView::patchCell);
    connect(back_, &QPushButton::clicked, this, &PatchingView::backToClean);
    auto* redraw = new RedrawWhenShown(this, [this] { this->redraw(); });
    connect(exploration_, &Exploration::traceChanged, redraw, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::experimentsChanged, redraw, &RedrawWhenShown::request);
    for (auto* field : {corrupt_, answer_, wrong_}) connect(field, &QLineEdit::textChanged, redraw, &RedrawWhenShown::request);
    connect(site_, &QComboBox::currentIndexChanged, redraw, &RedrawWhenShown::request);
}

QString PatchingView::note() const { return note_->text(); }

std::optional<al::PatchSite> PatchingView::site() const {
    const int data = site_->currentData().toInt();
    return data < 0 ? std::nullopt : std::optional(static_cast<al::PatchSite>(data));
}

QString PatchingView::cleanText() const {
    const auto& patch = exploration_->experiments().patch;
    return patch ? patch->cleanText : exploration_->sentence();
}

void PatchingView::redraw() {
    const auto& patch = exploration_->experiments().patch;
    patched_->setVisible(patch.has_value());
    back_->setVisible(patch.has_value());
    corrupt_->setReadOnly(patch.has_value());  // the document is the corrupted text while a cell is patched
    if (patch) {
        const QString where = patch->site == al::PatchSite::head ? tr("head %1").arg(patch->index) : tr("position %1").arg(patch->index);
        patched_->setText(tr("Showing B with layer %1, %2 from the clean text").arg(patch->layer).arg(where));
    }
    const auto* model = exploration_->model();
    if (!model || !exploration_->hasTrace()) return;
    const auto fail = [this](const QString& message) {
        note_->setText(message);
        plot_->setVisible(true);
        chart_->setVisible(false);
        plot_->setHeatmap({message, {}, {}, {}, {}, {}, {}, false, {}});
    };
    if (corrupt_->text().isEmpty() && !patch) {  // the reference notes' pair, when the sentence has it
        const QString other = QString(cleanText()).replace("tired", "wide");
        if (other != cleanText()) return corrupt_->setText(other);  // redraws
    }
    const bool attribution = !site().has_value();
    plot_->setVisible(!attribution);
    chart_->setVisible(attribution);
    if (!attribution && (corrupt_->text().isEmpty() || corrupt_->text() == cleanText()))
        return fail(tr("Type a corrupted text: the sentence above with a word changed, as many tokens long"));
    try {
        // both runs as the model computes them: the grid measures the model, not the experiments
        const auto clean = model->forward(al::model_input(*model, cleanText().toStdString()).batch);
        const auto corrupt = corrupt_->text().isEmpty() ? clean : model->forward(al::model_input(*model, corrupt_->text().toStdString()).batch);
        const al::Tokenizer* tokenizer = model->tokenizer() ? &*model->tokenizer() : nullptr;
        const auto token = [&](QLineEdit* field, const QString& what, int automatic) {
            if (field->text().isEmpty() || !tokenizer) return automatic;
            return al::one_token(*tokenizer, field->text().toStdString(), what.toStdString());
        };
        const int answer = token(answer_, tr("The answer"), best_token(clean));
        const int wrong = token(wrong_, tr("The wrong token"), best_token(corrupt, answer));
        answer_->setPlaceholderText(exploration_->pieceText(best_token(clean)));
        wrong_->setPlaceholderText(exploration_->pieceText(best_token(corrupt, answer)));
        if (attribution) {
            const auto parts = al::logit_attribution(*model, clean, answer, wrong);
            const QString a = exploration_->pieceText(answer), w = exploration_->pieceText(wrong);
            note_->setText(tr("The parts add up to %1; logit(“%2”) − logit(“%3”) is %4")
                               .arg(parts.sum(), 0, 'f', 3).arg(a, w).arg(parts.total, 0, 'f', 3));
            chart_->setAttribution(parts, tr("What each part adds to logit(“%1”) − logit(“%2”) in the clean run").arg(a, w));
            return;
        }
        const al::PatchSite at = *site();
        // a click on a cell changes the document's trace twice, and the grid not at all: computed once per input
        GridInput input{model, clean.main.ids, corrupt.main.ids, at, answer, wrong, exploration_->experiments().edits};
        if (!grid_ || gridInput_ != input) {
            grid_ = al::patching_grid(*model, clean, corrupt, at, answer, wrong);
            gridInput_ = std::move(input);
        }
        const al::PatchingGrid& grid = *grid_;
        const int L = static_cast<int>(grid.effect.size()), cells = static_cast<int>(grid.effect[0].size());
        al::Matrix<float> values(L, cells);
        QStringList layers, columns;
        for (int l = 0; l < L; ++l) {
            layers << tr("layer %1").arg(l);
            for (int i = 0; i < cells; ++i) values(l, i) = static_cast<float>(grid.effect[l][i]);
        }
        if (at == al::PatchSite::head)
            for (int h = 0; h < cells; ++h) columns << tr("head %1").arg(h);
        else
            columns = exploration_->pieceTexts(clean.main.ids);
        cleanTokens_ = clean.tokens();
        const QString a = exploration_->pieceText(answer), w = exploration_->pieceText(wrong);
        note_->setText(tr("“%1” leads “%2” by %3 in the clean run and by %4 in B; a click shows B patched")
                           .arg(a, w).arg(grid.clean_metric, 0, 'f', 2).arg(grid.corrupt_metric, 0, 'f', 2));
        plot_->setHeatmap({tr("How much of “%1” over “%2” each patch brings back: 1 all, 0 none").arg(a, w),
                           tr("layer"), at == al::PatchSite::head ? tr("head") : tr("position"), layers, columns, values, {}, true,
                           QCPRange(-1, 1)});
    } catch (const std::exception& e) {
        fail(messageOf(e));
    }
}

void PatchingView::patchCell(int row, int column) {
    if (row < 0 || column < 0 || !exploration_->model() || !site()) return;
    const int layers = exploration_->model()->config().n_layer;
    const int cells = site() == al::PatchSite::head ? exploration_->model()->config().n_head : cleanTokens_;
    if (row >= layers || column >= cells) return;
    const QString clean = cleanText();
    Experiments e = exploration_->experiments();
    e.patch = PatchedCell{*site(), row, column, clean};
    exploration_->setExperiments(e);
    exploration_->setSentence(corrupt_->text());
}

void PatchingView::backToClean() {
    const auto& patch = exploration_->experiments().patch;
    if (!patch) return;
    const QString clean = patch->cleanText;
    Experiments e = exploration_->experiments();
    e.patch.reset();
    exploration_->setExperiments(e);
    exploration_->setSentence(clean);
}

}  // namespace ui
