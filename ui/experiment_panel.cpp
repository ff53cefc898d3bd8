#include "experiment_panel.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ui {

ExperimentPanel::ExperimentPanel(QWidget* parent) : QWidget(parent) {
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
    mask_->addItem(tr("none"), static_cast<int>(al::MaskKind::none));
    mask_->addItem(tr("causal"), static_cast<int>(al::MaskKind::causal));
    mask_->addItem(tr("padding"), static_cast<int>(al::MaskKind::padding));
    mask_->addItem(tr("causal + padding"), static_cast<int>(al::MaskKind::causal_padding));
    validLength_ = new QSpinBox(masks);
    validLength_->setRange(0, 1);
    validLength_->setToolTip(tr("Tokens from this position on are padding: no query may attend to them"));
    mf->addRow(tr("Mask:"), mask_);
    mf->addRow(tr("Valid length:"), validLength_);
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

    connect(sqrtDk_, &QCheckBox::toggled, this, &ExperimentPanel::changed);
    connect(scale_, &QSlider::valueChanged, this, [this] { updateLabels(); emit changed(); });
    connect(mask_, &QComboBox::currentIndexChanged, this, [this] { updateLabels(); emit changed(); });
    connect(validLength_, &QSpinBox::valueChanged, this, &ExperimentPanel::changed);
    connect(positional_, &QCheckBox::toggled, this, &ExperimentPanel::changed);
    connect(zeroHead_, &QCheckBox::toggled, this, [this](bool on) {
        if (on) zeroed_.insert({layer_, head_});
        else zeroed_.erase({layer_, head_});
        updateLabels();
        emit changed();
    });
    connect(residual_, &QCheckBox::toggled, this, &ExperimentPanel::changed);
    connect(norm_, &QCheckBox::toggled, this, &ExperimentPanel::changed);
    connect(reset, &QPushButton::clicked, this, &ExperimentPanel::reset);
    updateLabels();
}

double ExperimentPanel::scoreScale() const { return std::pow(2.0, scale_->value() / 10.0); }

void ExperimentPanel::updateLabels() {
    scaleLabel_->setText(tr("× %1").arg(scoreScale(), 0, 'f', 2));
    const int kind = mask_->currentData().toInt();
    validLength_->setEnabled(kind == static_cast<int>(al::MaskKind::padding) || kind == static_cast<int>(al::MaskKind::causal_padding));
    const QSignalBlocker block(zeroHead_);
    zeroHead_->setText(tr("Zero head %1 of layer %2").arg(head_).arg(layer_));
    zeroHead_->setChecked(zeroed_.count({layer_, head_}) > 0);
    QStringList list;
    for (const auto& [l, h] : zeroed_) list << tr("L%1 H%2").arg(l).arg(h);
    zeroedList_->setText(list.isEmpty() ? QString() : tr("zeroed: %1").arg(list.join(", ")));
}

void ExperimentPanel::setSelectedHead(int layer, int head) {
    layer_ = layer, head_ = head;
    updateLabels();
}

void ExperimentPanel::setTokenCount(int T) {
    const bool atEnd = validLength_->value() == validLength_->maximum();
    const QSignalBlocker block(validLength_);
    validLength_->setRange(0, std::max(T, 1));
    if (atEnd || validLength_->value() > T) validLength_->setValue(T);
}

void ExperimentPanel::setPrediction(const QString& text) { prediction_->setText(text); }

void ExperimentPanel::reset() {
    {
        const QSignalBlocker b1(sqrtDk_), b2(scale_), b3(mask_), b4(positional_), b5(residual_), b6(norm_);
        sqrtDk_->setChecked(true);
        scale_->setValue(0);
        mask_->setCurrentIndex(0);
        positional_->setChecked(true);
        residual_->setChecked(true);
        norm_->setChecked(true);
        zeroed_.clear();
    }
    updateLabels();
    emit changed();
}

QJsonObject ExperimentPanel::toJson() const {
    QJsonArray zeroed;
    for (const auto& [l, h] : zeroed_) zeroed.append(QJsonArray{l, h});
    return {{"sqrt_dk", sqrtDk_->isChecked()}, {"scale_slider", scale_->value()}, {"mask", mask_->currentIndex()},
            {"valid_length", validLength_->value()}, {"positional", positional_->isChecked()}, {"zeroed_heads", zeroed},
            {"residual", residual_->isChecked()}, {"norm", norm_->isChecked()}};
}

void ExperimentPanel::fromJson(const QJsonObject& o) {
    {
        const QSignalBlocker b1(sqrtDk_), b2(scale_), b3(mask_), b4(validLength_), b5(positional_), b6(residual_), b7(norm_);
        sqrtDk_->setChecked(o.value("sqrt_dk").toBool(true));
        scale_->setValue(o.value("scale_slider").toInt(0));
        mask_->setCurrentIndex(std::clamp(o.value("mask").toInt(0), 0, mask_->count() - 1));
        validLength_->setMaximum(std::max(validLength_->maximum(), o.value("valid_length").toInt(0)));
        validLength_->setValue(o.value("valid_length").toInt(validLength_->value()));
        positional_->setChecked(o.value("positional").toBool(true));
        residual_->setChecked(o.value("residual").toBool(true));
        norm_->setChecked(o.value("norm").toBool(true));
        zeroed_.clear();
        for (const auto& v : o.value("zeroed_heads").toArray())
            zeroed_.insert({v.toArray().at(0).toInt(), v.toArray().at(1).toInt()});
    }
    updateLabels();
    emit changed();
}

bool ExperimentPanel::isDefault() const {
    return sqrtDk_->isChecked() && scale_->value() == 0 && mask_->currentIndex() == 0 && positional_->isChecked() &&
           zeroed_.empty() && residual_->isChecked() && norm_->isChecked();
}

int ExperimentPanel::paddingFrom(int T) const {
    const int kind = mask_->currentData().toInt();
    const bool padding = kind == static_cast<int>(al::MaskKind::padding) || kind == static_cast<int>(al::MaskKind::causal_padding);
    return padding ? std::min(validLength_->value(), T) : T;
}

al::ForwardOptions ExperimentPanel::options(int T) const {
    al::ForwardOptions o;
    o.scale_by_sqrt_dk = sqrtDk_->isChecked();
    o.score_scale = scoreScale();
    const int kind = mask_->currentData().toInt();
    if (kind >= 0) {
        o.mask = static_cast<al::MaskKind>(kind);
        if (*o.mask == al::MaskKind::padding || *o.mask == al::MaskKind::causal_padding)
            o.row_valid_lens = {std::vector<int>(T, std::min(validLength_->value(), T))};
    }
    o.use_positional = positional_->isChecked();
    o.ablated_heads.assign(zeroed_.begin(), zeroed_.end());
    o.bypass_residual = !residual_->isChecked();
    o.bypass_norm = !norm_->isChecked();
    return o;
}

}  // namespace ui
