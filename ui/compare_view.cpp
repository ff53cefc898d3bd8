#include "compare_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "appearance.h"
#include "heatmap_plot.h"

namespace ui {

CompareView::CompareView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("Sentence &B:"), this);
    other_ = new QLineEdit(this);
    setRelativeFont(other_, 4);
    other_->setPlaceholderText(tr("A second sentence to compare with the one above, e.g. “… because it was too wide”"));
    label->setBuddy(other_);
    row->addWidget(label);
    row->addWidget(other_, 1);
    layout->addLayout(row);
    auto* plots = new QHBoxLayout;
    for (auto*& p : plots_) {
        p = new HeatmapPlot(this);
        plots->addWidget(p, 1);
    }
    layout->addLayout(plots, 1);
    connect(other_, &QLineEdit::textChanged, this, &CompareView::otherSentenceChanged);
}

QString CompareView::otherSentence() const { return other_->text(); }

void CompareView::setOtherSentence(const QString& text) { other_->setText(text); }

void CompareView::show(const HeatmapData& a, const HeatmapData& b, const HeatmapData& difference) {
    plots_[0]->setHeatmap(a);
    plots_[1]->setHeatmap(b);
    plots_[2]->setHeatmap(difference);
}

void CompareView::showError(const QString& message) {
    for (auto* p : plots_) p->setHeatmap({message, QString(), QString(), {}, {}, {}, {}, false, {}});
}

}  // namespace ui
