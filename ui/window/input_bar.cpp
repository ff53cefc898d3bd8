#include "ui/window/input_bar.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/document/exploration.h"
#include "ui/document/model_terms.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/fitting_line_edit.h"
#include "ui/widgets/horizontal_scroller.h"
#include "ui/widgets/token_strip.h"

namespace ui {

InputBar::InputBar(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* inputRow = new QHBoxLayout;
    auto* label = new QLabel(tr("&Sentence:"), this);
    sentence_ = new FittingLineEdit(this);
    setRelativeFont(sentence_, 4);
    sentence_->setMaxLength(100000);
    label->setBuddy(sentence_);
    sentence_->installEventFilter(this);
    connect(sentence_, &QLineEdit::returnPressed, this, &InputBar::leaveSentence);
    inputRow->addWidget(label);
    inputRow->addWidget(sentence_, 1);
    layout->addLayout(inputRow);

    tokens_ = new TokenStrip(this);
    tokenScroll_ = horizontalScroller(tokens_, this);
    tokenScroll_->setFixedHeight(tokens_->sizeHint().height() + 48);
    layout->addWidget(tokenScroll_);

    // what to know about the input, and beside it, where the model's task has an example it reads, a
    // link that types it (undoable: Ctrl+Z in the field brings the sentence back)
    noticeRow_ = new QWidget(this);
    auto* noticeLayout = new QHBoxLayout(noticeRow_);
    noticeLayout->setContentsMargins(0, 0, 0, 0);
    noticeLayout->setSpacing(0);
    notice_ = new QLabel(noticeRow_);
    notice_->setWordWrap(true);
    exampleOffer_ = new QLabel(noticeRow_);
    exampleOffer_->setObjectName("exampleOffer");
    exampleOffer_->setTextFormat(Qt::RichText);
    exampleOffer_->setAlignment(Qt::AlignRight | Qt::AlignTop);
    exampleOffer_->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    noticeLayout->addWidget(notice_, 1);
    noticeLayout->addWidget(exampleOffer_);
    noticeRow_->setVisible(false);
    layout->addWidget(noticeRow_);
    connect(exampleOffer_, &QLabel::linkActivated, this, [this](const QString& link) {
        sentence_->selectAll();
        sentence_->insert(link == "ask" ? exploration_->askedAtTheEnd() : exploration_->taskExample());  // as offeredExample says
    });

    badge_ = new QLabel(this);
    badge_->setObjectName("experimentBadge");
    badge_->setWordWrap(true);
    setRelativeFont(badge_, 1, true);
    setTone(badge_, Tone::notice);
    badge_->setVisible(false);
    layout->addWidget(badge_);

    // the layer and head on the sentence's row: one row less above the views
    auto* controls = inputRow;
    controls->addSpacing(12);
    layerBox_ = new QSpinBox(this);
    headBox_ = new QSpinBox(this);
    layerBox_->setPrefix(tr("layer "));
    headBox_->setPrefix(tr("head "));
    layerBox_->setToolTip(tr("Which layer's attention to show (Alt+L)"));
    headBox_->setToolTip(tr("Which head's attention to show (Alt+H)"));
    auto* layerLabel = new QLabel(tr("&Layer:"), this);
    auto* headLabel = new QLabel(tr("H&ead:"), this);
    layerLabel->setBuddy(layerBox_);
    headLabel->setBuddy(headBox_);
    controls->addWidget(layerLabel);
    controls->addWidget(layerBox_);
    controls->addSpacing(12);
    controls->addWidget(headLabel);
    controls->addWidget(headBox_);

    connect(sentence_, &QLineEdit::textChanged, exploration_, &Exploration::setSentence);
    const auto select = [this] { exploration_->select(layerBox_->value(), headBox_->value()); };
    connect(layerBox_, &QSpinBox::valueChanged, this, select);
    connect(headBox_, &QSpinBox::valueChanged, this, select);
    connect(exploration_, &Exploration::traceChanged, this, &InputBar::showInput);
    connect(exploration_, &Exploration::experimentsChanged, this, &InputBar::showInput);
    connect(exploration_, &Exploration::modelChanged, this, &InputBar::showSelection);
    connect(exploration_, &Exploration::modelChanged, this, [this] {
        const auto* model = exploration_->model();
        sentence_->setPlaceholderText(model && !model->tokenizer()
                                          ? tr("This model has no tokenizer: type token ids, e.g. 1 2 3")
                                          : tr("Type a sentence — everything below updates as you type"));
    });
    connect(exploration_, &Exploration::selectionChanged, this, &InputBar::showSelection);
}

bool InputBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched != sentence_ || (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress))
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() != Qt::NoModifier && key->modifiers() != Qt::KeypadModifier) return false;
    if (key->key() == Qt::Key_Escape && event->type() == QEvent::KeyPress) {
        emit leaveSentence();
        return true;
    }
    const bool atEdge = !sentence_->hasSelectedText() && !key->isAutoRepeat() &&
                        ((key->key() == Qt::Key_Left && sentence_->cursorPosition() == 0) ||
                         (key->key() == Qt::Key_Right && sentence_->cursorPosition() == sentence_->text().size()));
    if (atEdge && event->type() == QEvent::ShortcutOverride) {
        event->ignore();  // not the field's: the window's ← / → shortcut takes it
        return true;
    }
    return false;
}

void InputBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange) return;
    exampleOffer_->clear();  // a label's link keeps the colour of when its text was set: set it again
    offerExample();
}

void InputBar::setTokenChipsVisible(bool on) { tokenScroll_->setVisible(on); }

QString InputBar::noticeText() const { return noticeRow_->isHidden() ? QString() : notice_->text(); }

QString InputBar::experimentBadge() const { return badge_->isHidden() ? QString() : badge_->text(); }

QString InputBar::offeredExample() const {
    if (exampleOffer_->isHidden()) return {};
    return exploration_->itCannotSeeAhead() ? exploration_->askedAtTheEnd() : exploration_->taskExample();
}

// The task's example; or, where a left-to-right model's "it" cannot see the words after it, the way to
// ask it: the sentence with a final "it" (Exploration::itCannotSeeAhead).
void InputBar::offerExample() {
    if (exploration_->itCannotSeeAhead()) {
        exampleOffer_->setText(tr("<a href=\"ask\">add “it” at the end</a>"));
        exampleOffer_->setVisible(true);
        return;
    }
    const QString example = exploration_->taskExample();
    const auto* model = exploration_->model();
    exampleOffer_->setVisible(!example.isEmpty() && example != exploration_->sentence());
    if (exampleOffer_->isHidden()) return;
    exampleOffer_->setText(tr("Trained on %1: <a href=\"example\">type “%2”</a>")
                               .arg(taskTerm(QString::fromStdString(model->task())).toHtmlEscaped(), example.toHtmlEscaped()));
}

void InputBar::showInput() {
    if (sentence_->text() != exploration_->sentence()) sentence_->setTextSilently(exploration_->sentence());  // a preset's, a session's, Generate's
    const auto& input = exploration_->input();
    tokens_->setInput(input, exploration_->generatedTokens());
    const int T = static_cast<int>(input.ids.size());
    tokens_->setPaddingFrom(exploration_->experiments().paddingFrom(T));
    const QString text = exploration_->notice();
    notice_->setText(text);
    const Tone tone = exploration_->noticeIsError() ? Tone::error : Tone::notice;
    setTone(notice_, tone);
    setTone(exampleOffer_, tone);
    offerExample();
    noticeRow_->setVisible(!text.isEmpty());
    const QStringList experiments = activeExperiments(exploration_->experiments(), T);
    badge_->setText(tr("Experiments on: %1").arg(experiments.join(" · ")));
    badge_->setVisible(!experiments.isEmpty());
}

void InputBar::showSelection() {
    const QSignalBlocker b1(layerBox_), b2(headBox_);
    if (const auto* model = exploration_->model()) {
        layerBox_->setRange(0, model->config().n_layer - 1);
        headBox_->setRange(0, model->config().n_head - 1);
    }
    layerBox_->setValue(exploration_->layer());
    headBox_->setValue(exploration_->head());
}

}  // namespace ui
