#include "ui/pages/experiment_panel.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/document/exploration.h"
#include "ui/i18n/language.h"

namespace ui {
ExperimentPanel::ExperimentPanel(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);

    auto* scores = new QGroupBox(tr("Scores"), this);
    auto* sf = new QFormLayout(scores);
    sqrtDk_ = new QCheckBox(tr("Divide by √d_k"), scores);
    sqrtDk_->setChecked(true);
    sqrtDk_->setToolTip(tr("Switch off to see the softmax saturate on unscaled scores"));
    scale_ = new QSlider(Qt::Horizontal, scores);
    scale_->setRange(-20, 20);  // score scale = 2^(value/10): 0.25 … 4
    scale_->setValue(0);
    scale_->setToolTip(tr("Multiply the scores like an inverse temperature: sharper or flatter attention"));
    scaleLabel_ = new QLabel(scores);
    sf->addRow(sqrtDk_);
    sf->addRow(tr("Scale:"), scale_);
    sf->addRow(QString(), scaleLabel_);
    layout->addWidget(scores);

    auto* masks = new QGroupBox(tr("Mask"), this);
    auto* mf = new QFormLayout(masks);
    mask_ = new QComboBox(masks);
    mask_->addItem(tr("the model's own"), -1);
    for (const auto kind : al::mask_kinds) mask_->addItem(maskTitle(kind), static_cast<int>(kind));
    validLength_ = new QSpinBox(masks);
    validLength_->setRange(0, 1);
    validLength_->setToolTip(tr("Tokens from this position on are padding: no query may attend to them"));
    validHint_ = new QLabel(masks);
    validHint_->setWordWrap(true);
    firstToken_ = new QCheckBox(tr("The first token is visible"), masks);
    firstToken_->setChecked(true);
    firstToken_->setToolTip(tr("Switch off to mask the first key for every query but the first: where does a head that "
                               "parked its attention on it (an attention sink) look then?"));
    mf->addRow(tr("Mask:"), mask_);
    mf->addRow(tr("Valid length:"), validLength_);
    mf->addRow(validHint_);
    mf->addRow(firstToken_);
    layout->addWidget(masks);

    auto* ablations = new QGroupBox(tr("Ablations"), this);
    auto* af = new QVBoxLayout(ablations);
    positional_ = new QCheckBox(tr("Positional encoding"), ablations);
    positional_->setChecked(true);
    positional_->setToolTip(tr("Without it, permuting the words permutes the attention: order is invisible"));
    zeroHead_ = new QCheckBox(ablations);
    zeroHead_->setToolTip(tr("Zero this head's output before W_O"));
    zeroedList_ = new QLabel(ablations);
    zeroedList_->setWordWrap(true);
    residual_ = new QCheckBox(tr("Residual connections"), ablations);
    residual_->setChecked(true);
    norm_ = new QCheckBox(tr("Norms"), ablations);
    norm_->setChecked(true);
    for (auto* w : {static_cast<QWidget*>(positional_), static_cast<QWidget*>(zeroHead_), static_cast<QWidget*>(zeroedList_),
                    static_cast<QWidget*>(residual_), static_cast<QWidget*>(norm_)})
        af->addWidget(w);
    layout->addWidget(ablations);

    auto* reset = new QPushButton(tr("&Reset experiments"), this);
    reset->setToolTip(tr("Back to the model's own computation"));
    layout->addWidget(reset);
    prediction_ = new QLabel(this);
    prediction_->setWordWrap(true);
    prediction_->setTextFormat(Qt::RichText);
    layout->addWidget(prediction_);
    layout->addStretch();

    const auto edit = [this] { exploration_->setExperiments(edited()); };
    for (auto* box : {sqrtDk_, firstToken_, positional_, zeroHead_, residual_, norm_}) connect(box, &QCheckBox::toggled, this, edit);
    connect(scale_, &QSlider::valueChanged, this, edit);
    connect(mask_, &QComboBox::currentIndexChanged, this, edit);
    connect(validLength_, &QSpinBox::valueChanged, this, edit);
    connect(reset, &QPushButton::clicked, this, &ExperimentPanel::reset);
    const auto showDocument = [this] { show(exploration_->experiments()); };
    connect(exploration_, &Exploration::experimentsChanged, this, showDocument);
    connect(exploration_, &Exploration::selectionChanged, this, showDocument);
    connect(exploration_, &Exploration::traceChanged, this, showDocument);  // the valid length's range is the sentence
    connect(exploration_, &Exploration::traceChanged, this, &ExperimentPanel::showPrediction);
    show(exploration_->experiments());
}

QString ExperimentPanel::validLengthHint() const { return validHint_->text(); }

Experiments ExperimentPanel::edited() const {
    Experiments e = exploration_->experiments();
    e.sqrtDk = sqrtDk_->isChecked();
    e.scaleSlider = scale_->value();
    const int kind = mask_->currentData().toInt();
    e.mask = kind < 0 ? std::nullopt : std::optional(static_cast<al::MaskKind>(kind));
    e.validLength = validLength_->value() == validLength_->maximum() ? -1 : validLength_->value();  // the end follows the text
    // a padding mask just chosen pads the sentence's last quarter (at least a token), so that it looks
    // unlike no mask at once; the valid length then goes on from there
    if (e.usesPadding() && !exploration_->experiments().usesPadding() && e.validLength < 0 && exploration_->hasTrace()) {
        const int T = exploration_->trace().main.T;
        if (T > 1) e.validLength = T - std::max(1, T / 4);
    }
    e.firstToken = firstToken_->isChecked();
    e.positional = positional_->isChecked();
    const std::pair<int, int> head{exploration_->layer(), exploration_->head()};
    if (zeroHead_->isChecked()) e.zeroed.insert(head);
    else e.zeroed.erase(head);
    e.residual = residual_->isChecked();
    e.norm = norm_->isChecked();
    return e;
}

void ExperimentPanel::show(const Experiments& e) {
    const QSignalBlocker b1(sqrtDk_), b2(scale_), b3(mask_), b4(validLength_), b5(positional_), b6(zeroHead_), b7(residual_),
        b8(norm_), b9(firstToken_);
    firstToken_->setChecked(e.firstToken);
    sqrtDk_->setChecked(e.sqrtDk);
    scale_->setValue(e.scaleSlider);
    scaleLabel_->setText(tr("× %1").arg(localNumber(e.scoreScale(), 'f', 2)));
    mask_->setCurrentIndex(std::max(0, mask_->findData(e.mask ? static_cast<int>(*e.mask) : -1)));
    const int T = exploration_->hasTrace() ? exploration_->trace().main.T : 1;
    validLength_->setRange(0, std::max(T, 1));
    validLength_->setValue(e.validLength < 0 ? T : std::min(e.validLength, T));
    validLength_->setEnabled(e.usesPadding());
    const int valid = validLength_->value();
    validHint_->setText(!e.usesPadding() ? tr("A padding mask treats the tokens from the valid length on as padding.")
                        : valid == T     ? tr("All %1 tokens are real. Lower the valid length to pad the end of the sentence: "
                                              "no query may attend to padding.").arg(T)
                                         : tr("Tokens %1 to %2 are padding (hatched): no query attends to them.").arg(valid).arg(T - 1));
    positional_->setChecked(e.positional);
    const int layer = exploration_->layer(), head = exploration_->head();
    zeroHead_->setText(tr("Zero head %1 of layer %2").arg(head).arg(layer));
    zeroHead_->setChecked(e.zeroed.count({layer, head}) > 0);
    QStringList list;
    for (const auto& [l, h] : e.zeroed) list << tr("L%1 H%2").arg(l).arg(h);
    zeroedList_->setText(list.isEmpty() ? QString() : tr("zeroed: %1").arg(list.join(", ")));
    residual_->setChecked(e.residual);
    norm_->setChecked(e.norm);
    syncMenu();
}

void ExperimentPanel::syncMenu() {
    for (const auto& [action, box] : toggles_) action->setChecked(box->isChecked());
    if (undoEdit_) undoEdit_->setEnabled(!exploration_->experiments().edits.empty());
}

// Ctrl+Shift where the plain Ctrl key edits text in the sentence field (Ctrl+K, Ctrl+E, Ctrl+Backspace).
void ExperimentPanel::addActions(QMenu* experiments) {
    // checkable: the menu shows which are on (each box's state, kept in step by show())
    const auto toggle = [&](const QString& text, const QKeySequence& key, const QString& tip, auto box) {
        QAction* a = experiments->addAction(text, this, [this, box] { (this->*box)()->toggle(); });
        a->setShortcut(key);
        a->setStatusTip(tip);
        a->setCheckable(true);
        toggles_.push_back({a, (this->*box)()});
    };
    toggle(tr("Toggle ÷√d_k"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), tr("Switch the scaling of the scores on or off"), &ExperimentPanel::scaleCheck);
    toggle(tr("Toggle the first token"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), tr("Hide or show the first key to every later query"), &ExperimentPanel::firstTokenCheck);
    toggle(tr("Toggle the positional encoding"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), tr("Remove or restore the positions"), &ExperimentPanel::positionalCheck);
    toggle(tr("Zero the selected head"), QKeySequence(Qt::CTRL | Qt::Key_0), tr("Zero or restore the selected layer and head"), &ExperimentPanel::zeroHeadCheck);
    toggle(tr("Toggle the residual connections"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), tr("Bypass or restore the residual stream"), &ExperimentPanel::residualCheck);
    toggle(tr("Toggle the norms"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), tr("Bypass or restore every norm"), &ExperimentPanel::normCheck);
    syncMenu();
    QAction* nextMask = experiments->addAction(tr("Next mask"), this, [this] {
        auto* combo = maskCombo();
        combo->setCurrentIndex((combo->currentIndex() + 1) % combo->count());
    });
    nextMask->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    nextMask->setStatusTip(tr("Cycle through the model's own mask, none, causal, padding, causal + padding"));
    const auto nudge = [&](const QString& text, const QKeySequence& key, const QString& tip, int by) {
        QAction* a = experiments->addAction(text, this, [this, by] { scaleSlider()->setValue(scaleSlider()->value() + by); });
        a->setShortcut(key);
        a->setStatusTip(tip);
    };
    nudge(tr("Sharper scores"), QKeySequence(Qt::CTRL | Qt::Key_Up), tr("Multiply the scores by more: the softmax sharpens"), 2);
    nudge(tr("Flatter scores"), QKeySequence(Qt::CTRL | Qt::Key_Down), tr("Multiply the scores by less: the softmax flattens"), -2);
    experiments->addSeparator();
    undoEdit_ = experiments->addAction(tr("&Undo the last edit"), exploration_, &Exploration::undoEdit);
    undoEdit_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    undoEdit_->setStatusTip(tr("Take back the number typed last (a double click on a number in the step-through changes it)"));
    syncMenu();
    QAction* resetAll = experiments->addAction(tr("Reset experiments"), this, &ExperimentPanel::reset);
    resetAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace));
    resetAll->setStatusTip(tr("Back to the model's own computation"));
}

QString ExperimentPanel::predictionText() const { return prediction_->text(); }

void ExperimentPanel::reset() { exploration_->setExperiments({}); }

// The most likely next token (an encoder's: its answer at answerRow()), and, while an experiment is
// on, the model's own prediction beside it.
void ExperimentPanel::showPrediction() {
    if (!exploration_->hasTrace()) {
        prediction_->clear();
        return;
    }
    const int row = exploration_->answerRow();
    const auto top = [&](const al::ForwardTrace<float>& t) {
        Eigen::Index best;
        const float p = t.probs.row(row).maxCoeff(&best);
        // one decimal, or two significant digits below 0.1% (an untrained 50,257-token model's best is ~0.004%)
        const double percent = 100.0 * p;
        const QString shown = percent >= 0.1 ? localNumber(percent, 'f', 1) : localNumber(percent, 'g', 2);
        return tr("“%1” %2%").arg(exploration_->pieceText(static_cast<int>(best)).toHtmlEscaped(), shown);
    };
    const auto& trace = exploration_->trace();
    QString text = exploration_->answersInPlace()
                       ? tr("<b>Answer at “%1”:</b> %2").arg(exploration_->answerToken().toHtmlEscaped(), top(trace))
                       : tr("<b>Next token:</b> %1").arg(top(trace));
    if (!exploration_->experiments().isDefault()) {
        const al::Batch own = al::Batch::single(trace.main.ids, trace.has_encoder ? trace.encoder.ids : std::vector<int>{});
        text += tr("<br>without the experiments: %1").arg(top(exploration_->model()->forward(own)));
    }
    prediction_->setText(text);
}

}  // namespace ui
