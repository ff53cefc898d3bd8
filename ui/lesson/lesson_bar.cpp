#include "ui/lesson/lesson_bar.h"

#include <utility>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/document/exploration.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/flow_layout.h"

namespace ui {
namespace {

QString normalised(const QString& piece) { return piece.trimmed().toLower(); }

// A stop's text as the label's rich text: a few tags set the type (<b>, <i>, <em>, <strong>, <u>, <sub>,
// <sup>, <code>, <br>), entities such as &lt; stand for their characters, and any other angle bracket
// is shown as written: "<bos>", the token every view names so, had vanished as an unknown tag.
QString stopHtml(const QString& text) {
    static const QRegularExpression typeTag(QStringLiteral(R"(</?(b|i|em|strong|u|sub|sup|code|br)\s*/?>)"),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto literal = [](QString plain) { return plain.replace('<', QLatin1String("&lt;")).replace('>', QLatin1String("&gt;")); };
    QString html;
    qsizetype done = 0;
    for (auto tags = typeTag.globalMatch(text); tags.hasNext();) {
        const auto tag = tags.next();
        html += literal(text.mid(done, tag.capturedStart() - done)) + tag.captured();
        done = tag.capturedEnd();
    }
    return html + literal(text.mid(done));
}

// Wraps, but asks for its text on one line: first in the row of answers, which follow it on its line
// where they fit and go on below it where not; a prompt wider than the row wraps.
class OneLineWhereItFits : public QLabel {
public:
    using QLabel::QLabel;
    QSize sizeHint() const override {
        const QMargins m = contentsMargins();
        const int oneLine = fontMetrics().horizontalAdvance(text()) + m.left() + m.right() + 2 * margin() + 1;
        return {oneLine, heightForWidth(oneLine)};
    }
};

}  // namespace

LessonBar::LessonBar(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);
    auto* top = new QHBoxLayout;
    title_ = new QLabel(this);
    setRelativeFont(title_, 1, true);
    title_->setTextFormat(Qt::PlainText);
    title_->setWordWrap(true);  // a German stop's title line in presentation type is wider than 1280 px
    top->addWidget(title_, 1);
    back_ = new QPushButton(tr("◀ Back"), this);
    back_->setToolTip(tr("The previous stop (PgUp)"));
    next_ = new QPushButton(tr("Next ▶"), this);
    next_->setToolTip(tr("The next stop (PgDn)"));
    close_ = new QPushButton(tr("Close"), this);
    close_->setToolTip(tr("End the lesson; the window keeps its state"));
    for (auto* b : {back_, next_, close_}) {
        b->setFocusPolicy(Qt::NoFocus);  // the arrow keys stay with the step-through
        top->addWidget(b);
    }
    connect(back_, &QPushButton::clicked, this, &LessonBar::back);
    connect(next_, &QPushButton::clicked, this, &LessonBar::next);
    connect(close_, &QPushButton::clicked, this, &LessonBar::close);
    layout->addLayout(top);
    text_ = new QLabel(this);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setOpenExternalLinks(false);
    layout->addWidget(text_);
    // the question, then its answers, in one flow that wraps onto more lines rather than widen the window
    // (the answers beside a question as wide as half the row had taken three lines of half its width)
    answerRow_ = new QWidget(this);
    auto* row = new QHBoxLayout(answerRow_);
    row->setContentsMargins(0, 0, 0, 0);
    auto* answers = new QWidget(answerRow_);
    answerLayout_ = new FlowLayout(answers);
    answerLayout_->setShrinkToOneLine(true);
    prompt_ = new OneLineWhereItFits(answers);
    prompt_->setTextFormat(Qt::PlainText);  // a lesson file's words, as docs/lessons.md says: no markup, no images
    setRelativeFont(prompt_, 0, true);
    prompt_->setWordWrap(true);
    {  // level with the first line of buttons: as far down as a button's frame puts its text
        QToolButton probe;
        probe.setText(QStringLiteral("animal"));
        const int padding = (probe.sizeHint().height() - probe.fontMetrics().height()) / 2;
        prompt_->setContentsMargins(0, padding, 0, 0);
    }
    answerLayout_->addWidget(prompt_);
    row->addWidget(answers, 1);
    foldedClose_ = new QToolButton(answerRow_);
    foldedClose_->setText(QStringLiteral("✕"));
    foldedClose_->setToolTip(tr("Close the welcome"));
    foldedClose_->setAccessibleName(foldedClose_->toolTip());
    foldedClose_->setFocusPolicy(Qt::NoFocus);
    foldedClose_->setAutoRaise(true);
    foldedClose_->hide();
    connect(foldedClose_, &QToolButton::clicked, this, &LessonBar::close);
    row->addWidget(foldedClose_, 0, Qt::AlignTop);
    layout->addWidget(answerRow_);
    verdict_ = new QLabel(this);
    verdict_->setWordWrap(true);
    verdict_->setTextFormat(Qt::PlainText);
    layout->addWidget(verdict_);
    hide();
}

void LessonBar::start(const Lesson& lesson) {
    lesson_ = lesson;
    welcoming_ = false;
    setRunning(true);
    title_->show(), text_->show();
    back_->show(), next_->show(), close_->show();
    foldedClose_->hide();
    goTo(0);
}

void LessonBar::showWelcome(const QString& text, const QList<QPair<QString, QString>>& lessons) {
    setRunning(false);
    welcoming_ = true;
    title_->setText(tr("Welcome to AttentionLab"));
    text_->setText(text);
    back_->hide(), next_->hide();
    prompt_->setText(tr("Lessons:"));
    QStringList titles;
    for (const auto& l : lessons) titles << l.first;
    setAnswerButtons(titles);
    for (int i = 0; i < lessons.size(); ++i)
        connect(answerButtons_[i], &QToolButton::clicked, this, [this, path = lessons[i].second] { emit lessonChosen(path); });
    answerRow_->show();
    verdict_->hide();
    setWelcomeTextShown(true);  // on the page it speaks of
    show();
}

void LessonBar::setWelcomeTextShown(bool shown) {
    if (running_) return;
    title_->setVisible(shown), text_->setVisible(shown), close_->setVisible(shown);
    foldedClose_->setVisible(!shown);
}

void LessonBar::setRunning(bool running) {
    if (running == running_) return;
    running_ = running;
    emit runningChanged(running);
}

void LessonBar::close() {
    setRunning(false);
    welcoming_ = false;
    hide();
    emit closed();
}

QString LessonBar::progressText() const { return tr("Stop %1 of %2").arg(stop_ + 1).arg(lesson_.stops.size()); }
QString LessonBar::text() const { return text_->text(); }
QString LessonBar::verdict() const { return verdict_->isHidden() ? QString() : verdict_->text(); }

QStringList LessonBar::answers() const {
    QStringList out;
    for (const QToolButton* b : answerButtons_) out << b->property("answer").toString();
    return out;
}

bool LessonBar::next() { return running_ && goTo(stop_ + 1); }
bool LessonBar::back() { return running_ && goTo(stop_ - 1); }

bool LessonBar::goTo(int stop) {
    if (stop < 0 || stop >= lesson_.stops.size()) return false;
    stop_ = stop;
    if (applyStop_ && !applyStop_(stop, false)) return false;
    showStop();
    return true;
}

void LessonBar::showStop() {
    const LessonStop& s = lesson_.stops[stop_];
    title_->setText(tr("%1 — %2%3").arg(lesson_.title, progressText(), s.title.isEmpty() ? QString() : QStringLiteral(": ") + s.title));
    text_->setText(stopHtml(s.text));
    back_->setEnabled(stop_ > 0);
    next_->setEnabled(stop_ + 1 < lesson_.stops.size());
    answered_ = right_ = false;
    tried_.clear();
    verdict_->hide();
    answerRow_->setVisible(s.question.has_value());
    if (!s.question) {
        setAnswerButtons({});
        show();
        return;
    }
    const LessonQuestion& q = *s.question;
    prompt_->setText(q.prompt);
    QStringList options = q.choices;
    if (q.kind == LessonQuestion::Kind::token) {  // the sentence's tokens, each once
        options.clear();
        for (const QString& piece : exploration_->pieceTexts(exploration_->input().ids))
            if (!piece.trimmed().isEmpty() && !options.contains(piece.trimmed())) options << piece.trimmed();
    }
    setAnswerButtons(options);
    show();
}

void LessonBar::setAnswerButtons(const QStringList& texts) {
    for (QToolButton* button : std::exchange(answerButtons_, {})) {  // later: this may run inside that button's click
        answerLayout_->removeWidget(button);
        button->hide();
        button->deleteLater();
    }
    for (int i = 0; i < texts.size(); ++i) {
        auto* b = new QToolButton(answerLayout_->parentWidget());
        b->setText(asWritten(texts[i]));
        b->setProperty("answer", texts[i]);
        b->setFocusPolicy(Qt::NoFocus);
        setRelativeFont(b, 0);
        connect(b, &QToolButton::clicked, this, [this, text = texts[i]] {
            if (running_) answer(text);
        });
        answerLayout_->addWidget(b);
        answerButtons_ << b;
    }
}

QString LessonBar::rightAnswer() const {
    if (!running_ || !lesson_.stops[stop_].question) return {};
    const LessonQuestion& q = *lesson_.stops[stop_].question;
    if (q.answer.isDouble()) return q.choices.value(q.answer.toInt());
    if (q.answer.isString()) return q.answer.toString();
    // {"most_attended_by": piece}: where the last such token's attention goes, in the trace on screen
    const QString query = normalised(q.answer.toObject().value("most_attended_by").toString());
    if (!exploration_->hasTrace()) return {};
    const QStringList pieces = exploration_->pieceTexts(exploration_->input().ids);
    const auto& trace = exploration_->trace();
    const auto& weights = trace.main.layers[exploration_->layer()].attn.weights[exploration_->head()];
    for (int r = static_cast<int>(pieces.size()) - 1; r >= 0; --r)
        if (normalised(pieces[r]) == query && r < weights.rows()) {
            Eigen::Index key = 0;
            weights.row(r).maxCoeff(&key);
            return pieces.value(static_cast<int>(key)).trimmed();
        }
    return {};
}

void LessonBar::answer(const QString& choice) {
    if (!running_ || !lesson_.stops[stop_].question || answered_) return;
    const LessonQuestion& q = *lesson_.stops[stop_].question;
    const QString right = rightAnswer();  // before the reveal changes what is on screen
    const bool isRight = normalised(choice) == normalised(right);
    // a first wrong answer among more than two gets a second try: the answer is not given away yet
    if (!isRight && tried_.isEmpty() && answerButtons_.size() > 2) {
        tried_ << choice;
        for (QToolButton* b : answerButtons_)
            if (b->property("answer").toString() == choice) b->setEnabled(false);
        verdict_->setText(tr("✗ Not “%1”. Look again, and choose once more.").arg(choice));
        verdict_->show();
        return;
    }
    if (tried_.contains(choice)) return;  // the same wrong answer again
    answered_ = true;
    right_ = isRight;
    QString said = right_              ? tr("✓ Right: “%1”.").arg(right)
                   : tried_.isEmpty() ? tr("✗ You chose “%1”; the answer is “%2”.").arg(choice, right)
                                      : tr("✗ Not “%1” either; the answer is “%2”.").arg(choice, right);
    if (!q.explanation.isEmpty()) said += QLatin1Char(' ') + q.explanation;
    verdict_->setText(said);
    verdict_->show();
    if (!q.reveal.isEmpty() && applyStop_) applyStop_(stop_, true);
}

}  // namespace ui
