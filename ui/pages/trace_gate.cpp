#include "ui/pages/trace_gate.h"

#include <QLabel>

#include "ui/document/exploration.h"
#include "ui/widgets/appearance.h"

namespace ui {

TraceGate::TraceGate(Exploration* exploration, QWidget* page, QWidget* parent)
    : QStackedWidget(parent), exploration_(exploration), page_(page), message_(new QLabel(this)) {
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setMargin(24);
    setRelativeFont(message_, 4);
    addWidget(page_);
    addWidget(message_);
    connect(exploration_, &Exploration::traceChanged, this, &TraceGate::showPageOrReason);
    connect(exploration_, &Exploration::modelChanged, this, &TraceGate::showPageOrReason);
    showPageOrReason();
}

QString TraceGate::message() const { return currentWidget() == message_ ? message_->text() : QString(); }

void TraceGate::showPageOrReason() {
    if (exploration_->hasTrace()) {
        setCurrentWidget(page_);
        return;
    }
    const auto* model = exploration_->model();
    if (model && !model->tokenizer())
        message_->setText(tr("This model has no tokenizer: type token ids above, separated by spaces — numbers from 0 to "
                             "%1, for example 1 2 3.").arg(model->config().vocab_size - 1));  // the input bar says what is wrong
    else if (exploration_->sentence().trimmed().isEmpty())
        message_->setText(tr("Type a sentence above: this view shows what the model computes from it."));
    else
        message_->setText(exploration_->notice());
    setCurrentWidget(message_);
}

}  // namespace ui
