#include "ui/pages/output_view.h"

#include <algorithm>
#include <cmath>

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <qcustomplot.h>

#include "core/base/error.h"
#include "ui/i18n/language.h"
#include "ui/document/exploration.h"
#include "ui/widgets/heatmap_plot.h"
#include "ui/widgets/redraw_when_shown.h"
#include "ui/widgets/token_axis.h"
#include "ui/widgets/appearance.h"
#include "ui/widgets/plot_export.h"

namespace ui {

OutputView::OutputView(Exploration* exploration, QWidget* parent) : QWidget(parent), exploration_(exploration) {
    auto* layout = new QHBoxLayout(this);
    plot_ = new QCustomPlot(this);
    bars_ = new QCPBars(plot_->xAxis, plot_->yAxis);
    bars_->setBrush(barColour());
    bars_->setPen(Qt::NoPen);
    plot_->yAxis->setLabel(tr("probability of the next token"));
    plot_->yAxis->setRange(0, 1);
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    plot_->xAxis->setSubTicks(false);
    plot_->xAxis->grid()->setVisible(false);
    plot_->xAxis->setLabel(tr("most likely next tokens (after temperature, top-k, top-p)"));
    layout->addWidget(plot_, 1);
    connect(plot_, &QCustomPlot::afterLayout, this, &OutputView::placeBarLabels);
    addExportMenu(plot_);
    applyAppearance(plot_);

    auto* controls = new QFormLayout;
    temperature_ = new QDoubleSpinBox(this);
    temperature_->setRange(0.0, 3.0);
    temperature_->setSingleStep(0.1);
    temperature_->setValue(1.0);
    temperature_->setToolTip(tr("0 = always the most likely token; above 1 flattens the distribution"));
    topK_ = new QSpinBox(this);
    topK_->setRange(0, 100000);
    topK_->setSpecialValueText(tr("off"));
    topK_->setToolTip(tr("Keep only the k most likely tokens"));
    topP_ = new QDoubleSpinBox(this);
    topP_->setRange(0.01, 1.0);
    topP_->setSingleStep(0.05);
    topP_->setValue(1.0);
    topP_->setToolTip(tr("Keep the smallest set of tokens whose probability reaches p"));
    seed_ = new QSpinBox(this);
    seed_->setRange(0, 1'000'000);
    seed_->setValue(1);
    count_ = new QSpinBox(this);
    count_->setRange(1, 200);
    count_->setValue(10);
    auto* generate = new QPushButton(tr("&Generate"), this);
    generate->setToolTip(tr("Append sampled tokens to the sentence (Ctrl+G)"));
    // Ctrl+G beside its Alt+G: QAbstractButton::setShortcut would replace the mnemonic
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_G), generate), &QShortcut::activated, generate, &QAbstractButton::click);
    controls->addRow(tr("Temperature:"), temperature_);
    controls->addRow(tr("Top-k:"), topK_);
    controls->addRow(tr("Top-p:"), topP_);
    controls->addRow(tr("Seed:"), seed_);
    controls->addRow(tr("Tokens:"), count_);
    controls->addRow(generate);
    layout->addLayout(controls);

    connect(temperature_, &QDoubleSpinBox::valueChanged, this, &OutputView::samplingChanged);
    connect(topK_, &QSpinBox::valueChanged, this, &OutputView::samplingChanged);
    connect(topP_, &QDoubleSpinBox::valueChanged, this, &OutputView::samplingChanged);
    connect(generate, &QPushButton::clicked, this, &OutputView::generate);
    auto* redraw = new RedrawWhenShown(this, [this] { this->redraw(); });
    connect(this, &OutputView::samplingChanged, redraw, &RedrawWhenShown::request);
    connect(exploration_, &Exploration::traceChanged, redraw, &RedrawWhenShown::request);
}

void OutputView::redraw() {
    if (!exploration_->hasTrace()) return;
    try {
        setDistribution(exploration_->trace().logits, exploration_->vocabularyLabels());
    } catch (const std::exception& e) {
        emit exploration_->statusMessage(messageOf(e));
    }
}

void OutputView::generate() {
    const auto* model = exploration_->model();
    if (!exploration_->hasTrace() || !model || !model->tokenizer()) return;
    if (model->config().arch == al::Arch::encoder_decoder) {
        emit exploration_->statusMessage(tr("An encoder-decoder model's output is shown in the decoder rows; nothing to append."));
        return;
    }
    if (exploration_->answersInPlace()) {
        emit exploration_->statusMessage(tr("An encoder answers in place, at a token of the sentence: there is no next token to append."));
        return;
    }
    try {
        const auto& ids = exploration_->trace().main.ids;
        const auto& end = model->end_ids();
        const auto out = al::generate(*model, ids, tokensToGenerate(), sampling(), seed(), end);
        const bool ended = out.size() > ids.size() && std::find(end.begin(), end.end(), out.back()) != end.end();
        // the text without its end token: the sentence is what a user could type
        QString text = QString::fromStdString(model->tokenizer()->decode({out.begin() + static_cast<long>(ids.size()), out.end() - (ended ? 1 : 0)}));
        if (model->tokenizer()->kind() == al::TokenizerKind::word && !text.isEmpty()) text.prepend(' ');
        const int written = static_cast<int>(out.size() - ids.size()) - (ended ? 1 : 0);
        if (written > 0) exploration_->appendGenerated(text, written);
        if (ended) {
            const QString token = QString::fromStdString(model->tokenizer()->label(out.back()));
            emit exploration_->statusMessage(written == 0   ? tr("The model's next token is %1, the end of its text: there is nothing to append.").arg(token)
                                             : written == 1 ? tr("The model wrote one token, then %1, the end of its text: Generate stops there.").arg(token)
                                                            : tr("The model wrote %1 tokens, then %2, the end of its text: Generate stops there.").arg(written).arg(token));
        }
    } catch (const std::exception& e) {
        emit exploration_->statusMessage(messageOf(e));
    }
}

al::SamplingOptions OutputView::sampling() const {
    const auto* model = exploration_->model();
    const int tokens = model && model->tokenizer() ? model->tokenizer()->size() : 0;  // never an embedding row no token has
    return {temperature_->value(), topK_->value(), topP_->value(), tokens};
}
uint64_t OutputView::seed() const { return static_cast<uint64_t>(seed_->value()); }
int OutputView::tokensToGenerate() const { return count_->value(); }

QJsonObject OutputView::toJson() const {
    return {{"temperature", temperature_->value()}, {"top_k", topK_->value()}, {"top_p", topP_->value()},
            {"seed", seed_->value()}, {"tokens", count_->value()}};
}

void OutputView::fromJson(const QJsonObject& o) {
    temperature_->setValue(o.value("temperature").toDouble(1.0));
    topK_->setValue(o.value("top_k").toInt(0));
    topP_->setValue(o.value("top_p").toDouble(1.0));
    seed_->setValue(o.value("seed").toInt(1));
    count_->setValue(o.value("tokens").toInt(10));
}

void OutputView::setDistribution(const al::Matrix<float>& logits, const QStringList& pieces) {
    shown_.clear();
    const bool inPlace = exploration_->answersInPlace();
    plot_->yAxis->setLabel(inPlace ? tr("probability of the answer") : tr("probability of the next token"));
    plot_->xAxis->setLabel(inPlace ? tr("most likely answers at “%1” (after temperature, top-k, top-p)").arg(exploration_->answerToken())
                                   : tr("most likely next tokens (after temperature, top-k, top-p)"));
    if (logits.rows() > 0) {
        const int row = std::clamp(exploration_->answerRow(), 0, static_cast<int>(logits.rows()) - 1);
        const auto p = al::sampling_distribution(logits.row(row).data(), static_cast<int>(logits.cols()), sampling());
        for (size_t i = 0; i < p.size(); ++i)
            if (p[i] > 0) shown_.emplace_back(static_cast<int>(i), p[i]);
        std::sort(shown_.begin(), shown_.end(), [](auto& a, auto& b) { return a.second > b.second; });
        if (shown_.size() > 20) shown_.resize(20);
    }
    QVector<double> x, y;
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(plot_->xAxis->ticker());
    ticker->clear();
    for (size_t i = 0; i < shown_.size(); ++i) {
        x << static_cast<double>(i);
        y << shown_[i].second;
        ticker->addTick(static_cast<double>(i), visibleToken(pieces.value(shown_[i].first, QString::number(shown_[i].first))));
    }
    bars_->setData(x, y, true);
    while (labels_.size() < shown_.size()) {
        labels_.push_back(new QCPItemText(plot_));
        labels_.back()->setPadding(QMargins(1, 2, 1, 2));
    }
    for (size_t i = 0; i < labels_.size(); ++i) {
        labels_[i]->setVisible(i < shown_.size());
        if (i < shown_.size()) {
            const double p = shown_[i].second;
            labels_[i]->setText(p < 0.01 ? tr("<1%") : tr("%1%").arg(std::round(100 * p)));
            labels_[i]->position->setCoords(static_cast<double>(i), p);
        }
    }
    plot_->xAxis->setRange(-0.6, std::max<double>(shown_.size(), 1) - 0.4);
    fitYAxis();
    fitTokenLabels(plot_);
    queueReplot(plot_);
}

QStringList OutputView::barLabels() const {
    QStringList out;
    for (size_t i = 0; i < shown_.size(); ++i)
        if (labels_[i]->visible()) out << labels_[i]->text();
    return out;
}

void OutputView::placeBarLabels() {
    // In the number type of the heatmaps' cells, the large one if no two labels meet, else the
    // small one; else none. A label goes inside the top of a bar taller than it, on the bar's colour
    // (a certain "100%" on a projector is wider than its bar), else above the bar.
    const auto place = [&](const QFont& font) {
        const QFontMetrics fm(font);
        const double floor = plot_->yAxis->coordToPixel(0), height = fm.height() + 4;  // with its padding
        QList<QRectF> boxes;
        bool apart = true;
        for (size_t i = 0; i < shown_.size(); ++i) {
            QCPItemText* label = labels_[i];
            const double top = plot_->yAxis->coordToPixel(shown_[i].second);
            const bool inside = floor - top >= height;
            label->setFont(font);
            label->setPositionAlignment(Qt::AlignHCenter | (inside ? Qt::AlignTop : Qt::AlignBottom));
            label->setColor(inside ? Qt::white : plot_->xAxis->tickLabelColor());
            label->setBrush(inside ? bars_->brush() : Qt::NoBrush);
            // with a margin, so that neighbours at one height read as separate numbers
            const double width = fm.horizontalAdvance(label->text()) + numberMargin(fm);
            const QRectF box(plot_->xAxis->coordToPixel(static_cast<double>(i)) - width / 2, inside ? top : top - height, width, height);
            for (const QRectF& other : boxes) apart = apart && !box.intersects(other);
            boxes << box;
        }
        return apart;
    };
    const bool fit = place(numberFont(NumberType::large)) || place(numberFont(NumberType::small));
    for (size_t i = 0; i < shown_.size(); ++i) labels_[i]->setVisible(fit);
}

void OutputView::fitYAxis() {
    const double top = shown_.empty() ? 1.0 : shown_.front().second;
    plot_->yAxis->setRange(0, top >= 0.25 ? 1.0 : top * 1.2);
}

}  // namespace ui
