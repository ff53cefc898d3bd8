#include "ui/pages/step_view.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include <QHBoxLayout>
#include <QLabel>
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

void StepView::applyTheme() { showExplanation(); }

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
    shareTheRow();
    lineUpTitles();
}

// The step's results carry its numbers. Where they do not fit at equal shares (×V's output of 16 head
// features beside the weights and V; GPT-2's 13 × 13 Q·Kᵀ beside Q and K of 64 columns), each result
// small enough for numbers gets 2, 3 or 4 times an input's share: the least at which all of them print
// theirs, the inputs then in colour (hover names a value). Where even 4 would not do (Q, K and V: three
// results of 16 columns side by side) the shares stay equal: the widening would only squeeze the input
// (at 1280 × 720 in presentation mode its title took three lines and the page scrolled).
void StepView::shareTheRow() {
    const int n = static_cast<int>(matrices_.size());
    const auto readableResult = [&](int i) {
        const int limit = HeatmapPlot::maxRowsForNumbers();
        return matrices_[i].output && matrices_[i].values.rows() <= limit && static_cast<int>(shownColumns_[i].size()) <= limit;
    };
    const int row = plots_->geometry().width() > 0 ? plots_->geometry().width() : width();
    const auto shareOf = [&](int i, int stretch) {  // plot i's width, px, with the readable results at `stretch`
        int total = 0;
        for (int j = 0; j < n; ++j) total += readableResult(j) ? stretch : 1;
        return row * (readableResult(i) ? stretch : 1) / std::max(1, total);
    };
    // every result prints its numbers, every input keeps its least width (a layout would take it from the results)
    const auto fits = [&](int stretch) {
        for (int i = 0; i < n; ++i) {
            const int share = shareOf(i, stretch);
            if (readableResult(i) ? !pool_[i]->cellsHoldNumbersAt(share) : share < pool_[i]->minimumSizeHint().width()) return false;
        }
        return true;
    };
    int stretch = 1;
    if (!fits(1))
        for (const int wider : {2, 3, 4})
            if (fits(wider)) {
                stretch = wider;
                break;
            }
    for (int i = 0; i < pool_.size(); ++i) {
        const int factor = i < n && readableResult(i) ? stretch : 1;
        if (plots_->stretch(plots_->indexOf(pool_[i])) != factor) plots_->setStretchFactor(pool_[i], factor);
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
