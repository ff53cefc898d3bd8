#include "ui/pages/step_view.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include "core/explain/cell_recipe.h"
#include "ui/document/experiments.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/pages/step_texts.h"

namespace ui {
namespace {

QString axisName(al::Axis axis) {
    switch (axis) {
        case al::Axis::tokens: return QObject::tr("token");
        case al::Axis::source_tokens: return QObject::tr("source token");
        case al::Axis::features: return QObject::tr("feature");
        case al::Axis::head_features: return QObject::tr("head feature");
        case al::Axis::hidden: return QObject::tr("hidden unit");
        case al::Axis::vocabulary: return QObject::tr("vocabulary");
        case al::Axis::rotary_pairs: return QObject::tr("pair i");
    }
    return {};
}

// Wider vocabulary axes show only the columns worth reading (al::columns_worth_showing).
constexpr int kReadableVocabulary = 40;

constexpr int kTitleToFormula = 24;

struct Header {
    QString title, formula;  // rich text
};

Header headerOf(const QString& step, const al::ModelConfig& config, bool encoderDecoder) {
    const StepText text = stepText(step, config);
    const QString section = stepSection(step, encoderDecoder);
    return {section.isEmpty() ? text.title : section + QStringLiteral(" · ") + text.title,
            step.endsWith("scale") ? text.formula + StepView::tr("&nbsp;&nbsp;&nbsp;&nbsp;(d<sub>k</sub> = %1, √d<sub>k</sub> = %2)")
                                                        .arg(config.head_size()).arg(localNumber(std::sqrt(config.head_size()), 'g', 4))
                                   : text.formula};
}

// What the trace says an experiment changed at this step, for its formula line: the mask it used, a
// scale other than 1/√d_k, positions left out. Empty for the model's own computation. Read off the
// trace, so it is true of the numbers shown whoever set the experiment.
QString experimentNote(const QString& step, const al::ForwardTrace<float>& trace, const al::ModelConfig& config, int layer) {
    const bool encoder = step.startsWith("encoder-"), cross = step.startsWith("cross-");
    const al::StackTrace<float>& stack = encoder ? trace.encoder : trace.main;
    if (layer < 0 || layer >= static_cast<int>(stack.layers.size())) return {};
    if (step.endsWith("mask"))
        return StepView::tr("mask: %1").arg(maskTitle(cross ? trace.encoder.mask.kind : stack.mask.kind));
    if (step.endsWith("scale")) {
        const auto& a = cross ? stack.layers[layer].cross : stack.layers[layer].attn;
        const double scale = a.scale, own = 1.0 / std::sqrt(static_cast<double>(a.D));
        if (std::abs(scale / own - 1) < 1e-6) return {};
        return std::abs(scale - 1) < 1e-6 ? StepView::tr("÷√d<sub>k</sub> off: S stays unscaled")
                                          : StepView::tr("experiment: S × %1 in all").arg(localNumber(scale, 'g', 3));
    }
    if (step.endsWith("positional") && config.positional != al::Positional::none && config.positional != al::Positional::rotary &&
        stack.embed_position.size() > 0 && stack.embed_position.isZero(0))
        return StepView::tr("experiment: no positions, P = 0");
    return {};
}

// The width a label gives its text in that font, px.
int textWidth(const QString& text, const QFont& font) {
    QTextDocument document;
    document.setDocumentMargin(0);
    document.setDefaultFont(font);
    if (Qt::mightBeRichText(text)) document.setHtml(text);
    else document.setPlainText(text);
    return static_cast<int>(std::ceil(document.idealWidth()));
}

// A matrix's symbol: the first word of its English name ("Q" of "Q turned (head 1)").
QString symbolOf(const al::StepMatrix& m) { return QString::fromStdString(m.name.str()).section(QLatin1Char(' '), 0, 0); }

}  // namespace

QStringList AxisLabels::of(al::Axis axis) const {
    switch (axis) {
        case al::Axis::tokens: return tokens;
        case al::Axis::source_tokens: return sourceTokens;
        case al::Axis::vocabulary: return vocabulary;
        default: return {};  // numbered axes: the plot numbers them
    }
}

QString StepView::decoderInputNote() {
    return tr("The decoder reads its own output: from <bos> on, each token it predicts (the most probable) is its next input.");
}

StepView::StepView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(this);
    setRelativeFont(title_, 6, true);
    formula_ = new QLabel(this);
    setRelativeFont(formula_, 4);
    formula_->setTextFormat(Qt::RichText);
    explanation_ = new QLabel(this);
    explanation_->setWordWrap(true);
    explanation_->setTextFormat(Qt::PlainText);  // "<bos>" is a token, not a tag
    header_ = new QHBoxLayout;
    header_->addWidget(title_);
    header_->addSpacing(kTitleToFormula);
    header_->addWidget(formula_, 1);
    layout->addLayout(header_);
    sideRow_ = new QVBoxLayout;
    layout->addLayout(sideRow_);
    layout->addWidget(explanation_);
    plots_ = new QHBoxLayout;
    layout->addLayout(plots_, 1);
    resultPicker_ = new QWidget(this);
    auto* picker = new QVBoxLayout(resultPicker_);
    picker->setContentsMargins(0, 0, 0, 0);
    picker->addStretch();
    picker->addStretch();
    resultPicker_->hide();
    results_ = new QButtonGroup(this);
    connect(results_, &QButtonGroup::idToggled, this, [this](int matrix, bool checked) {
        if (!checked || matrix == chosenResult_) return;
        chosenResult_ = matrix;
        shareTheRow();
    });
}

void StepView::addToHeader(QWidget* widget) {
    side_ = widget;
    header_->addWidget(widget, 1);
    placeHeaderSide();
}

bool StepView::headerSideIsBeside() const { return side_ && header_->indexOf(side_) >= 0; }

// Measured once per model, type and language: every step's header text laid out, ~40 of them.
void StepView::measureWidestHeader() {
    const bool encoderDecoder = config_.arch == al::Arch::encoder_decoder;
    const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6")
                            .arg(encoderDecoder)
                            .arg(config_.norm_position == al::NormPosition::pre)
                            .arg(config_.head_size())
                            .arg(title_->font().key(), formula_->font().key(), currentLanguage());
    if (key == widestKey_) return;
    widestKey_ = key;
    widestHeader_ = 0;
    for (const auto& step : al::pipeline_steps(al::make_plan(config_))) {
        const Header h = headerOf(QString::fromStdString(step), config_, encoderDecoder);
        widestHeader_ = std::max(widestHeader_, textWidth(h.title, title_->font()) + textWidth(h.formula, formula_->font()));
    }
}

void StepView::placeHeaderSide() {
    if (!side_ || title_->text().isEmpty()) return;  // nothing shown yet: no model to measure
    measureWidestHeader();
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right() - widestHeader_ - kTitleToFormula - 3 * header_->spacing();
    const bool beside = room >= side_->sizeHint().width();
    if (beside == headerSideIsBeside()) return;
    if (beside) {
        sideRow_->removeWidget(side_);
        header_->addWidget(side_, 1);
    } else {
        header_->removeWidget(side_);
        sideRow_->addWidget(side_);
    }
}

bool StepView::event(QEvent* e) {
    if (e->type() == QEvent::Resize || e->type() == QEvent::LayoutRequest) placeHeaderSide();
    return QWidget::event(e);
}

QList<QAbstractButton*> StepView::resultButtons() const { return results_->buttons(); }

QString StepView::title() const { return title_->text(); }
QString StepView::formula() const { return formula_->text(); }
QString StepView::explanation() const { return explanation_->text(); }

void StepView::setLessonSpeaks(bool speaks) {
    lessonSpeaks_ = speaks;
    showExplanation();
}

void StepView::showExplanation() {
    explanation_->setVisible(!lessonSpeaks_);
    explanation_->setText(cellsExplainThemselves_ && !appearance().presentation
                              ? stepExplanation_ + QLatin1Char(' ') + tr("Click a cell of the result to see how it is made.")
                              : stepExplanation_);
}

void StepView::applyTheme() {
    showExplanation();
    for (auto* b : results_->buttons()) {  // choiceButtonStyle reads the new theme's palette
        b->style()->unpolish(b);
        b->style()->polish(b);
    }
}

QList<HeatmapPlot*> StepView::visiblePlots() const {
    QList<HeatmapPlot*> out;
    for (auto* p : pool_)
        if (!p->isHidden()) out << p;
    return out;
}

void StepView::showStep(const al::ForwardTrace<float>& trace, const al::ModelConfig& config, const AxisLabels& labels,
                        const QString& step, int layer, int head, const al::ModelParams<float>* weights,
                        const std::vector<al::ValueEdit>& edits) {
    matrices_ = al::step_matrices(trace, config, step.toStdString(), layer, head, weights);
    if (step != step_) chosenResult_ = -1, oneAtATime_ = false, leastStretch_ = 1;  // a new step starts with all its results
    step_ = step;
    const StepText text = stepText(step, config);
    const Header header = headerOf(step, config, trace.has_encoder);
    title_->setText(header.title);
    const QString note = experimentNote(step, trace, config, layer);
    // a scale experiment's note takes the place of d_k's: the line stays as long
    const QString formula = note.isEmpty() || !step.endsWith("scale") ? header.formula : text.formula;
    formula_->setText(note.isEmpty() ? formula : formula + QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;<b>%1</b>").arg(note));
    config_ = config;
    placeHeaderSide();
    // an encoder–decoder: where the decoder's input comes from, on its first steps and beside the weights
    // with which it reads the source (every decoder step said it, two lines on a projector)
    const bool saysInput = trace.has_encoder && (step == "tokens" || step == "embedding" || step == "cross-softmax");
    stepExplanation_ = saysInput ? text.explanation + QLatin1Char(' ') + decoderInputNote() : text.explanation;
    cellsExplainThemselves_ = al::has_cell_recipe(step.toStdString());
    showExplanation();

    while (pool_.size() < static_cast<int>(matrices_.size())) {
        auto* arrow = new QLabel(QStringLiteral("→"), this);
        setRelativeFont(arrow, 10);
        arrows_ << arrow;
        plots_->addWidget(arrow);
        pool_ << new HeatmapPlot(this);
        pool_.back()->setNamesEveryRow(true);  // the page scrolls rather than name every other token
        connect(pool_.back(), &HeatmapPlot::cellClicked, this, [this, i = pool_.size() - 1](int r, int c) { emit cellClicked(i, r, c); });
        connect(pool_.back(), &HeatmapPlot::cellEditRequested, this, [this, i = pool_.size() - 1](int r, int c) { emit cellEditRequested(i, r, c); });
        // queued: the lines decided once every plot of the row has its new width. Decided at once, while the
        // others still had the width before, a title wrapping at 384 px but not at 388 gave the row a line
        // more, the page a scroll bar, the plots 4 px less, a line less, no scroll bar … for ever (the reverse
        // model's 18 tokens in presentation mode at 1280 × 720: the window never appeared).
        connect(pool_.back(), &HeatmapPlot::titleLinesNeededChanged, this, &StepView::lineUpTitles, Qt::QueuedConnection);
        // after each layout of a plot (a resize, a new type): its labels' width known, the shares decided again
        connect(pool_.back(), &QCustomPlot::afterLayout, this, &StepView::shareTheRow, Qt::QueuedConnection);
        plots_->addWidget(pool_.back(), 1);
    }
    float shared = 0;  // the largest |value| of the matrices drawn on one scale
    for (const auto& m : matrices_)
        if (m.shared_scale) shared = std::max(shared, m.values.array().isFinite().select(m.values.array().abs(), 0.0f).maxCoeff());
    bool seenOutput = false;
    shownColumns_.assign(matrices_.size(), {});
    for (int i = 0; i < pool_.size(); ++i) {
        const bool used = i < static_cast<int>(matrices_.size());
        pool_[i]->setVisible(used);
        arrows_[i]->setVisible(used && matrices_[i].output && !seenOutput && i > 0);
        if (!used) continue;
        seenOutput = seenOutput || matrices_[i].output;
        const auto& m = matrices_[i];
        HeatmapData data;
        data.title = translated(m.name);
        data.rowAxis = axisName(m.rows);
        data.columnAxis = axisName(m.cols);
        data.rowLabels = labels.of(m.rows);
        data.columnLabels = labels.of(m.cols);
        data.values = m.values;
        // a vocabulary wider than can be read (GPT-2's 50,257): each row's largest values, named
        const auto columns = al::columns_worth_showing(m.values, m.cols == al::Axis::vocabulary ? kReadableVocabulary : INT_MAX);
        shownColumns_[i] = columns;
        if (static_cast<Eigen::Index>(columns.size()) < m.values.cols()) {
            data.values.resize(m.values.rows(), static_cast<Eigen::Index>(columns.size()));
            QStringList names;
            for (size_t c = 0; c < columns.size(); ++c) {
                data.values.col(static_cast<Eigen::Index>(c)) = m.values.col(columns[c]);
                names << data.columnLabels.value(columns[c], QString::number(columns[c]));
            }
            data.columnLabels = names;
            data.title += tr(": top %1 of %2").arg(columns.size()).arg(m.values.cols());
        }
        data.masked = m.masked;
        data.editable = !m.editable.tensor.empty();
        data.editedCells = m.editable.cells_of(edits, static_cast<int>(m.values.rows()), static_cast<int>(m.values.cols()));
        data.diverging = m.is_signed;
        if (!m.is_signed) data.range = QCPRange(0, 1);
        if (m.shared_scale && shared > 0) data.range = QCPRange(-shared, shared);
        pool_[i]->setHeatmap(data);
    }
    placeResultPicker();
    shareTheRow();
    lineUpTitles();
}

// Whether matrix i is in the row while result `alone` is shown alone (-1: all are shown): the inputs with
// its rows (a projection's result has its input's rows), but one named by another result's symbol
// (RoPE's turn: K before the turn goes with K turned, not Q turned).
bool StepView::inRow(int i, int alone) const {
    if (alone < 0) return true;
    if (matrices_[i].output) return i == alone;
    if (matrices_[i].rows != matrices_[alone].rows) return false;  // cross-attention: Q from the decoder, K and V from the source
    const QString symbol = symbolOf(matrices_[i]);
    if (symbol == symbolOf(matrices_[alone])) return true;
    for (int r : pickedResults_)
        if (symbolOf(matrices_[r]) == symbol) return false;
    return true;
}

// One checkable button per result, named by the result's symbol, in a column between the arrow and the
// first result; kept while the step's results stay the same (a new sentence), so is the keyboard focus.
void StepView::placeResultPicker() {
    QList<int> results;
    QStringList names;
    for (int i = 0; i < static_cast<int>(matrices_.size()); ++i)
        if (matrices_[i].output) results << i, names << translated(matrices_[i].name);
    if (results.size() < 2) results.clear(), names.clear();
    if (results == pickedResults_ && names == pickedNames_) return;
    pickedResults_ = results, pickedNames_ = names;
    for (auto* b : results_->buttons()) {
        results_->removeButton(b);
        delete b;
    }
    if (names.isEmpty()) return;
    auto* column = static_cast<QVBoxLayout*>(resultPicker_->layout());
    for (int k = 0; k < results.size(); ++k) {
        auto* b = new QToolButton(resultPicker_);
        b->setText(symbolOf(matrices_[results[k]]));  // Q, K, V in every language: the formula's letters
        b->setCheckable(true);
        b->setStyleSheet(choiceButtonStyle());
        setRelativeFont(b, 4, true);  // the matrices' symbols, as large as the step's formula
        b->setAccessibleName(tr("Show %1").arg(names[k]));
        b->setToolTip(tr("%1: the results are shown one at a time, so that each prints its numbers").arg(names[k]));
        results_->addButton(b, results[k]);
        column->insertWidget(column->count() - 1, b);
    }
    plots_->removeWidget(resultPicker_);
    plots_->insertWidget(plots_->indexOf(pool_[results.front()]), resultPicker_);
}

// The step's results carry its numbers. Where they do not fit at equal shares (×V's output of 16 head
// features beside the weights and V; GPT-2's 13 × 13 Q·Kᵀ beside Q and K of 64 columns), each result
// small enough for numbers gets 2, 3 or 4 times an input's share: the least at which all of them print
// theirs, the inputs then in colour (hover names a value). Where even 4 would not do but one result
// alone would (Q, K and V: three results of 16 columns beside their input on a projector), the results
// are shown one at a time, the buttons beside the arrow choosing which. Else the shares stay equal: the
// widening would only squeeze the input (at 1280 × 720 in presentation mode its title took three lines
// and the page scrolled).
void StepView::shareTheRow() {
    const int n = static_cast<int>(matrices_.size());
    const auto readableResult = [&](int i) {
        const int limit = HeatmapPlot::maxRowsForNumbers();
        return matrices_[i].output && matrices_[i].values.rows() <= limit && static_cast<int>(shownColumns_[i].size()) <= limit;
    };
    QList<int> results;
    for (int i = 0; i < n; ++i)
        if (readableResult(i)) results << i;
    const int row = plots_->geometry().width() > 0 ? plots_->geometry().width() : width();
    int spare = 0;  // px of the row left out of the shares
    // plot i's width, px, with the readable results at `stretch` and, where `alone` is one of them, the
    // others hidden and the picker beside it (the arrow's and the spacings' part included)
    const auto shareOf = [&](int i, int stretch, int alone) {
        const int room = row - spare - (alone >= 0 ? resultPicker_->sizeHint().width() + plots_->spacing() : 0);
        int total = 0;
        for (int j = 0; j < n; ++j)
            if (inRow(j, alone)) total += readableResult(j) ? stretch : 1;
        return room * (readableResult(i) ? stretch : 1) / std::max(1, total);
    };
    // every input keeps its least width (a layout would take it from the results)
    const auto inputsKeepTheirWidth = [&](int stretch, int alone) {
        for (int i = 0; i < n; ++i)
            if (inRow(i, alone) && !readableResult(i) && shareOf(i, stretch, alone) < pool_[i]->minimumSizeHint().width()) return false;
        return true;
    };
    // … and every result shown prints its numbers
    const auto leastStretch = [&](int alone) {
        for (const int stretch : {1, 2, 3, 4}) {
            bool fits = inputsKeepTheirWidth(stretch, alone);
            for (int i = 0; i < n && fits; ++i)
                fits = !inRow(i, alone) || !readableResult(i) || pool_[i]->cellsHoldNumbersAt(shareOf(i, stretch, alone));
            if (fits) return stretch;
        }
        return 0;
    };
    // once one at a time, all of them come back only with room to spare beyond a scroll bar's width:
    // the row must not flip between the two as the page's scroll bar comes and goes
    spare = oneAtATime_ ? 24 : 0;
    int stretch = leastStretch(-1);
    spare = 0;
    int alone = -1;
    if (stretch == 0 && results.size() >= 2) {
        const int chosen = results.contains(chosenResult_) ? chosenResult_ : results.front();
        if ((stretch = leastStretch(chosen))) alone = chosen;
    }
    // the estimate checked: a result laid out at its share, its rows high enough, that prints whole numbers
    // or none (its labels took more room than the last layout said) asks for the next stretch where the
    // inputs keep their width, for as long as the step is shown — only upward, so the row settles
    if (stretch > 0) {
        for (const int i : results) {
            const auto* plot = pool_[i];
            const int share = shareOf(i, stretch, alone);
            const bool laidOutAtItsShare = inRow(i, alone) && plot->isVisible() && std::abs(plot->width() - share) <= share / 10;
            const bool printsTwoDigits = plot->showsCellNumbers() && plot->cellDecimals() != 0;
            if (laidOutAtItsShare && plot->rowsHoldNumbers() && !printsTwoDigits && stretch < 4) leastStretch_ = std::max(leastStretch_, stretch + 1);
        }
        while (stretch < leastStretch_ && inputsKeepTheirWidth(stretch + 1, alone)) ++stretch;
    }
    oneAtATime_ = alone >= 0;
    if (oneAtATime_) chosenResult_ = alone;
    if (auto* b = results_->button(chosenResult_); oneAtATime_ && b && !b->isChecked()) b->setChecked(true);
    resultPicker_->setVisible(oneAtATime_);
    for (int i = 0; i < n; ++i)
        if (pool_[i]->isHidden() == inRow(i, alone)) pool_[i]->setVisible(inRow(i, alone));
    for (int i = 0; i < pool_.size(); ++i) {
        const int factor = i < n && readableResult(i) ? std::max(1, stretch) : 1;
        if (plots_->stretch(plots_->indexOf(pool_[i])) != factor) plots_->setStretchFactor(pool_[i], factor);
    }
    lineUpBottoms();
}

// The plots of as many rows end their matrices at one height, as lineUpTitles starts them at one: each
// gets the room below its labels that the one needing the most leaves it.
void StepView::lineUpBottoms() {
    const auto plots = visiblePlots();
    for (auto* plot : plots) {
        int lowest = 0;
        for (auto* other : plots)
            if (other->heatmap().values.rows() == plot->heatmap().values.rows()) lowest = std::max(lowest, other->bottomMarginNeeded());
        plot->setRoomBelow(lowest - plot->bottomMarginNeeded());
    }
}

// Every plot's title takes as many lines as the longest needs, up to kTitleLines: the matrices start at
// one height, their rows side by side.
void StepView::lineUpTitles() {
    int lines = 1;
    for (auto* plot : visiblePlots()) lines = std::max(lines, plot->titleLinesNeeded());
    for (auto* plot : pool_) plot->setTitleLines(std::min(lines, kTitleLines));  // hidden ones too: shown as they are next
}

}  // namespace ui
