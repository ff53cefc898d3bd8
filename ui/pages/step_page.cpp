#include "ui/pages/step_page.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "core/base/error.h"
#include "core/explain/pipeline.h"
#include "ui/i18n/language.h"
#include "ui/document/exploration.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/horizontal_scroller.h"
#include "core/explain/cell_recipe.h"
#include "ui/pages/cell_recipe_view.h"
#include "ui/pages/model_map.h"
#include "ui/pages/number_edit.h"
#include "ui/pages/pipeline_strip.h"
#include "ui/widgets/redraw_when_shown.h"
#include "ui/pages/step_texts.h"
#include "ui/pages/step_view.h"

namespace ui {

StepPage::StepPage(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    strip_ = new PipelineStrip(this);
    stripScroll_ = horizontalScroller(strip_, this);
    {  // one row of step buttons plus a horizontal scroll bar when the window is narrow
        QToolButton probe;
        probe.setText(QStringLiteral("Probabilities"));
        stripScroll_->setFixedHeight(probe.sizeHint().height() + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 6);
    }
    // the chosen step's button in view (the encoder–decoder strip is long): when the step changes, and
    // when the buttons or the strip's window change size (presentation type, a narrower window)
    connect(strip_, &PipelineStrip::stepChanged, this, &StepPage::showCurrentButton);
    strip_->installEventFilter(this);
    stripScroll_->viewport()->installEventFilter(this);
    stepView_ = new StepView(this);
    auto* stripRow = new QHBoxLayout;
    const auto navButton = [&](const QString& glyph, const QString& tip, auto slot) {
        auto* b = new QToolButton(this);
        b->setText(glyph);  // text, not the style's dark pixmaps: it takes the theme's colour and the presentation size
        setRelativeFont(b, 2);
        b->setToolTip(tip);
        b->setAccessibleName(tip);  // a screen reader reads the tip, not the signs' names
        connect(b, &QToolButton::clicked, strip_, slot);
        stripRow->addWidget(b);
    };
    navButton(QStringLiteral("◀◀"), tr("Previous step (←, PgUp)"), &PipelineStrip::previous);
    navButton(QStringLiteral("▶"), tr("Play or pause the walk through the steps (Space)"), &PipelineStrip::togglePlay);
    navButton(QStringLiteral("▶▶"), tr("Next step (→, PgDn)"), &PipelineStrip::next);
    weights_ = new QToolButton(this);  // beside the buttons, in view however wide the step's matrices make the page
    weights_->setText(tr("Weights"));
    weights_->setCheckable(true);
    weights_->setToolTip(tr("Show the head's weights W_Q, W_K, W_V in the Q, K, V step. A double click on a weight, "
                            "on Q, K, V, a score or an attention weight types another value in its place."));
    stripRow->addWidget(weights_);
    stripRow->addWidget(stripScroll_, 1);
    layout->addLayout(stripRow);
    layout->addWidget(stepView_, 1);
    map_ = new ModelMap(this);
    stepView_->addToHeader(map_);  // beside the step's title: no row of its own above the matrices

    redraw_ = new RedrawWhenShown(this, [this] { redraw(); });
    connect(exploration_, &Exploration::modelChanged, this, &StepPage::setSteps);
    connect(exploration_, &Exploration::traceChanged, redraw_, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::selectionChanged, redraw_, &RedrawWhenShown::request);
    connect(strip_, &PipelineStrip::stepChanged, redraw_, &RedrawWhenShown::request);
    strip_->setWalk([this](int direction) { return walk(direction); });
    // the step is the view state's: the strip writes the user's choice there and follows a session's
    ViewState* view = exploration_->view();
    connect(strip_, &PipelineStrip::stepChanged, view, &ViewState::setStep);
    connect(view, &ViewState::stepChanged, this, [this, view] {
        if (view->step() == strip_->currentStep()) return;
        if (!strip_->selectStep(view->step())) view->setStep(strip_->currentStep());  // a step this model has not
    });
    const auto showPlace = [this] { map_->setPlace(strip_->currentStep(), exploration_->layer()); };
    connect(strip_, &PipelineStrip::stepChanged, map_, showPlace);
    connect(exploration_, &Exploration::selectionChanged, map_, showPlace);
    connect(map_, &ModelMap::placeClicked, this, &StepPage::go);
    connect(weights_, &QToolButton::toggled, view, &ViewState::setWeightsShown);
    connect(view, &ViewState::weightsShownChanged, this, [this, view] {
        weights_->setChecked(view->weightsShown());
        redraw_->request();
    });
    connect(stepView_, &StepView::cellEditRequested, this, &StepPage::askForValue);
    // the recipe window shows the numbers on screen: again after every new trace or head (an experiment
    // changes them), closed when the step changes or its cell is gone
    const auto refreshRecipe = [this] {
        if (!recipe_ || !recipe_->isVisible()) return;
        const std::string step = strip_->currentStep().toStdString();
        const auto [row, column] = explained_;
        const bool inside = exploration_->hasTrace() && al::has_cell_recipe(step) && row < exploration_->trace().tokens() &&
                            column < exploration_->trace().tokens();
        if (!inside || !explainCell(row, column)) recipe_->hide();
    };
    connect(exploration_, &Exploration::traceChanged, this, refreshRecipe);
    connect(exploration_, &Exploration::selectionChanged, this, refreshRecipe);
    connect(strip_, &PipelineStrip::stepChanged, this, [this] {
        if (recipe_) recipe_->hide();
    });
    connect(stepView_, &StepView::cellClicked, this, [this](int matrix, int row, int column) {
        if (matrix == static_cast<int>(stepView_->matrices().size()) - 1) explainCell(row, column);  // the result
    });
    if (exploration_->model()) {  // a page made for a document that has its model already
        setSteps();
        redraw_->request();
    }
}

void StepPage::showCurrentButton() {
    QTimer::singleShot(0, stripScroll_, [this] {  // once laid out
        if (auto* button = strip_->currentButton()) stripScroll_->ensureWidgetVisible(button, 60, 0);
    });
}

bool StepPage::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize && (watched == strip_ || watched == stripScroll_->viewport())) showCurrentButton();
    return QWidget::eventFilter(watched, event);
}

bool StepPage::explainCell(int row, int column) {
    const std::string step = strip_->currentStep().toStdString();
    if (!exploration_->hasTrace() || !al::has_cell_recipe(step)) return false;
    al::CellRecipe recipe;
    try {
        recipe = al::cell_recipe(exploration_->trace(), exploration_->model()->config(), step, exploration_->layer(),
                                 exploration_->head(), row, column);
    } catch (const std::exception& e) {
        emit exploration_->statusMessage(messageOf(e));
        return false;
    }
    const AxisLabels labels = axisLabels();
    if (!recipe_) recipe_ = new CellRecipeView(this);
    explained_ = {row, column};
    const QString stepName = QTextDocumentFragment::fromHtml(stepText(strip_->currentStep(), exploration_->model()->config()).title).toPlainText();
    recipe_->showRecipe(recipe, stepName, tr("layer %1, head %2").arg(exploration_->layer()).arg(exploration_->head()), labels.of(recipe.row_axis),
                        labels.of(recipe.col_axis), labels.of(recipe.term_axis));
    return true;
}

bool StepPage::walk(int direction) {
    const al::StepPlace at{strip_->currentStep().toStdString(), exploration_->layer()};
    const auto walk = direction > 0 ? al::step_after : al::step_before;
    const al::StepPlace to = walk(exploration_->model()->plan(), at);
    if (to == at) return false;
    go(QString::fromStdString(to.step), to.layer);
    return true;
}

void StepPage::go(const QString& step, int layer) {
    exploration_->select(layer, exploration_->head());
    strip_->selectStep(step);
}

void StepPage::setSteps() {
    const auto& c = exploration_->model()->config();
    const bool encoderDecoder = c.arch == al::Arch::encoder_decoder;
    QStringList ids, titles, sections;
    for (const auto& step : al::pipeline_steps(exploration_->model()->plan())) {
        ids << QString::fromStdString(step);
        titles << asWritten(stepText(ids.back(), c)
                                .title.replace("<sub>", "_").remove(QRegularExpression("<[^>]*>")));
        sections << stepSection(ids.back(), encoderDecoder);
    }
    {
        // no drawing here: the trace is still the previous model's; the new model's trace redraws
        const QSignalBlocker block(strip_);
        strip_->setSteps(ids, titles, sections);
        strip_->selectStep(exploration_->view()->step());  // the view state's step, where this model has it
    }
    map_->setModel(exploration_->model()->plan());
    map_->setPlace(strip_->currentStep(), exploration_->layer());
    exploration_->view()->setStep(strip_->currentStep());
}

AxisLabels StepPage::axisLabels() const {
    const auto& trace = exploration_->trace();
    AxisLabels labels;
    labels.tokens = exploration_->pieceTexts(trace.main.ids);
    if (trace.has_encoder) labels.sourceTokens = exploration_->pieceTexts(trace.encoder.ids);
    labels.vocabulary = exploration_->vocabularyLabels();
    return labels;
}

void StepPage::askForValue(int matrix, int row, int column) {
    if (matrix < 0 || matrix >= static_cast<int>(stepView_->matrices().size())) return;
    const al::StepMatrix& m = stepView_->matrices()[static_cast<size_t>(matrix)];
    askForNumber(this, *exploration_, m.editable, translated(m.name), cellPlace(axisLabels().of(m.rows), row, column), m.values(row, column),
                 row, column);
}

QString StepPage::editCell(int matrix, int row, int column, const QString& typed) {
    if (matrix < 0 || matrix >= static_cast<int>(stepView_->matrices().size())) return {};
    return editNumber(*exploration_, stepView_->matrices()[static_cast<size_t>(matrix)].editable, row, column, typed);
}

void StepPage::redraw() {
    if (!exploration_->hasTrace()) return;
    try {
        stepView_->showStep(exploration_->trace(), exploration_->model()->config(), axisLabels(), strip_->currentStep(),
                            exploration_->layer(), exploration_->head(),
                            exploration_->view()->weightsShown() ? &exploration_->model()->params() : nullptr,
                            exploration_->experiments().edits);
    } catch (const std::exception& e) {
        emit exploration_->statusMessage(messageOf(e));
    }
}

}  // namespace ui
