#include "ui/pages/pipeline_strip.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include "ui/widgets/appearance.h"

namespace ui {
// choiceButtonStyle reads the palette when a button is polished: polished again for a new theme
void PipelineStrip::applyTheme() {
    for (auto* b : group_->buttons()) {
        b->style()->unpolish(b);
        b->style()->polish(b);
    }
}

PipelineStrip::PipelineStrip(QWidget* parent) : QWidget(parent) {
    layout_ = new QHBoxLayout(this);
    layout_->setContentsMargins(3, 3, 3, 3);  // the focus ring's room inside the scrolling strip
    layout_->setSpacing(2);
    group_ = new QButtonGroup(this);
    group_->setExclusive(true);
    timer_ = new QTimer(this);
    timer_->setInterval(1800);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (!next()) timer_->stop();
    });
    connect(group_, &QButtonGroup::idClicked, this, &PipelineStrip::select);
}

void PipelineStrip::setSteps(const QStringList& ids, const QStringList& titles, const QStringList& sections) {
    const QString keep = currentStep();
    for (auto* b : group_->buttons()) group_->removeButton(b);
    while (auto* item = layout_->takeAt(0)) {
        delete item->widget();  // step buttons and section headings
        delete item;
    }
    ids_ = ids;
    for (int i = 0; i < ids.size(); ++i) {
        const QString section = sections.value(i);
        if (!section.isEmpty() && section != sections.value(i - 1)) {
            auto* heading = new QLabel(section + QStringLiteral(":"), this);
            setRelativeFont(heading, 0, true);
            heading->setContentsMargins(i > 0 ? 10 : 2, 0, 2, 0);
            layout_->addWidget(heading);
        }
        auto* b = new QToolButton(this);
        b->setText(titles.value(i, ids[i]));
        b->setToolTip(tr("Step %1: %2 (--step %3)").arg(i + 1).arg(titles.value(i), ids[i]));
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setStyleSheet(choiceButtonStyle());
        setRelativeFont(b, 0);  // style-sheeted widgets miss application font changes otherwise
        group_->addButton(b, i);
        layout_->addWidget(b);
    }
    layout_->addStretch();
    current_ = 0;
    if (!selectStep(keep) && !ids_.isEmpty()) select(0);
}

QString PipelineStrip::currentStep() const { return ids_.value(current_); }
QWidget* PipelineStrip::currentButton() const { return group_->button(current_); }

bool PipelineStrip::selectStep(const QString& id) {
    const int i = ids_.indexOf(id);
    if (i < 0) return false;
    select(i);
    return true;
}

void PipelineStrip::select(int index) {
    if (index < 0 || index >= ids_.size()) return;
    current_ = index;
    if (auto* b = group_->button(index)) b->setChecked(true);
    emit stepChanged(ids_[index]);
}

bool PipelineStrip::next() {
    if (walk_) return walk_(+1);
    if (current_ + 1 >= ids_.size()) return false;
    select(current_ + 1);
    return true;
}

bool PipelineStrip::previous() {
    if (walk_) return walk_(-1);
    if (current_ <= 0) return false;
    select(current_ - 1);
    return true;
}

void PipelineStrip::togglePlay() {
    if (timer_->isActive()) {
        timer_->stop();
        return;
    }
    if (current_ + 1 >= ids_.size()) select(0);  // at the end: play from the start
    timer_->start();
}

}  // namespace ui
