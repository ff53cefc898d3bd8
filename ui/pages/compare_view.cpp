#include "ui/pages/compare_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "core/base/error.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"
#include "core/io/model_input.h"
#include "ui/document/exploration.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/redraw_when_shown.h"

namespace ui {
namespace {

// A row whose items are exactly equally wide, the odd pixels left over at its end. QHBoxLayout gives
// them to some items: 409, 410 and 409 pixels, and whether a heatmap prints numbers in its cells is
// decided to the pixel, so A could show them where B, of the same shape, did not.
class EqualColumns : public QHBoxLayout {
public:
    void setGeometry(const QRect& rect) override {
        QLayout::setGeometry(rect);
        const QRect inside = rect.marginsRemoved(contentsMargins());
        const int n = count();
        if (n == 0) return;
        const int width = (inside.width() - spacing() * (n - 1)) / n;
        for (int i = 0; i < n; ++i)
            itemAt(i)->setGeometry(QRect(inside.x() + i * (width + spacing()), inside.y(), width, inside.height()));
    }
};

}  // namespace

CompareView::CompareView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("Sentence &B:"), this);
    other_ = new QLineEdit(this);
    setRelativeFont(other_, 4);
    other_->setPlaceholderText(tr("A second sentence to compare with the one above, e.g. “… because it was too wide”"));
    label->setBuddy(other_);
    selection_ = new QLabel(this);
    setRelativeFont(selection_, 2, true);
    row->addWidget(label);
    row->addWidget(other_, 1);
    row->addSpacing(12);
    row->addWidget(selection_);
    layout->addLayout(row);
    auto* plots = new EqualColumns;
    for (auto*& p : plots_) {
        p = new HeatmapPlot(this);
        plots->addWidget(p, 1);
    }
    layout->addLayout(plots, 1);
    connect(other_, &QLineEdit::textChanged, this, &CompareView::otherSentenceChanged);
    // the second sentence is the view state's: typed here, or set by a session or a lesson
    connect(other_, &QLineEdit::textChanged, exploration_->view(), &ViewState::setCompareSentence);
    connect(exploration_->view(), &ViewState::compareSentenceChanged, this, [this] {
        if (other_->text() != exploration_->view()->compareSentence()) setOtherSentence(exploration_->view()->compareSentence());
    });
    auto* redraw = new RedrawWhenShown(this, [this] { this->redraw(); });
    connect(this, &CompareView::otherSentenceChanged, redraw, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::traceChanged, redraw, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::selectionChanged, redraw, &RedrawWhenShown::request);
}

void CompareView::redraw() {
    if (!exploration_->hasTrace()) return;
    if (otherSentence().isEmpty()) {  // the reference notes' pair, when the sentence has it
        const QSignalBlocker block(other_);  // no second redraw for it
        other_->setText(QString(exploration_->sentence()).replace("tired", "wide"));
        exploration_->view()->setCompareSentence(other_->text());
    }
    try {
        const auto& model = *exploration_->model();
        const auto& trace = exploration_->trace();
        const al::Batch batch = al::model_input(model, otherSentence().toStdString()).batch;
        const auto other = exploration_->traceOf(batch);
        const int l = exploration_->layer(), h = exploration_->head();
        const auto& a = trace.main.layers[l].attn;
        const auto& b = other.main.layers[l].attn;
        const QStringList la = exploration_->pieceTexts(trace.main.ids), lb = exploration_->pieceTexts(other.main.ids);
        const auto data = [&](const QString& title, const QStringList& labels, const al::AttentionTrace<float>& t) {
            return HeatmapData{title, tr("query"), tr("key"), labels, labels, t.weights[h], t.masked[h].array().isInf(), false, QCPRange(0, 1)};
        };
        // A − B over the positions both have (all of them when the sentences have as many tokens), on the
        // scale weights can differ by, ±1: a causal prefix computed beside 11 more tokens differs by
        // rounding (10⁻⁸), which a scale fitted to the data drew as red and blue as a real difference
        const int n = std::min(a.weights[h].rows(), b.weights[h].rows());
        HeatmapData diff{a.weights[h].rows() == b.weights[h].rows() ? tr("A − B") : tr("A − B, first %1 tokens").arg(n),
                         tr("query"), tr("key"), la.mid(0, n), la.mid(0, n),
                         a.weights[h].topLeftCorner(n, n) - b.weights[h].topLeftCorner(n, n),
                         a.masked[h].topLeftCorner(n, n).array().isInf() && b.masked[h].topLeftCorner(n, n).array().isInf(), true,
                         QCPRange(-1, 1)};
        selection_->setText(tr("layer %1 · head %2").arg(l).arg(h));  // once, not in a title a projector elides
        show(data(tr("A"), la, a), data(tr("B"), lb, b), diff);
    } catch (const std::exception& e) {
        showError(messageOf(e));
    }
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
