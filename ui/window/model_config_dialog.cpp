#include "ui/window/model_config_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include "core/base/error.h"
#include "ui/document/model_terms.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"

namespace ui {

ModelConfigDialog::ModelConfigDialog(const al::ModelConfig& start, QWidget* parent, Purpose purpose, const QString& file)
    : QDialog(parent), start_(start) {
    const bool describe = purpose == Purpose::describe_file;
    setWindowTitle(describe ? tr("Describe the model file") : tr("Random model"));
    auto* form = new QFormLayout(this);
    if (describe) {
        auto* intro = new QLabel(tr("%1 holds weights but no config. The sizes below are read from its tensors "
                                    "(vocabulary %2); check what they cannot show — heads, activation, norm position — "
                                    "against where the model comes from.").arg(file).arg(start.vocab_size), this);
        intro->setWordWrap(true);
        form->addRow(intro);
    }
    const auto addInt = [&](const QString& name, int value, int max, const QString& tip) {
        auto* box = new QSpinBox(this);
        box->setRange(-1000, max);  // negative values are allowed in, and flagged
        box->setValue(value);
        box->setToolTip(tip + QStringLiteral(" (%1)").arg(name));  // the config file's name for it
        ints_[name] = box;
        form->addRow(modelFieldLabel(name), box);
        connect(box, &QSpinBox::valueChanged, this, &ModelConfigDialog::check);
    };
    const auto addEnum = [&]<class E>(const QString& name, E current) {
        auto* box = new QComboBox(this);
        addModelTerms<E>(box);
        box->setCurrentIndex(static_cast<int>(current));
        box->setToolTip(name);
        enums_[name] = box;
        form->addRow(modelFieldLabel(name), box);
        connect(box, &QComboBox::currentIndexChanged, this, &ModelConfigDialog::check);
    };
    addEnum("arch", start.arch);
    addInt("n_layer", start.n_layer, 256, tr("Layers per stack"));
    addInt("n_head", start.n_head, 1024, tr("Attention heads; n_embd must be divisible by it"));
    addInt("n_embd", start.n_embd, 65536, tr("Width of every token vector"));
    addInt("d_ff", start.d_ff, 262144, tr("Width of the feed-forward layer"));
    addInt("block_size", start.block_size, 65536, tr("Longest input, in tokens"));
    addEnum("norm", start.norm);
    addEnum("norm_position", start.norm_position);
    addEnum("activation", start.activation);
    addEnum("positional", start.positional);
    bias_ = new QCheckBox(tr("biases"), this);
    bias_->setChecked(start.bias);
    tied_ = new QCheckBox(tr("lm head tied to the embedding"), this);
    tied_->setChecked(start.tie_embeddings);
    form->addRow(bias_);
    form->addRow(tied_);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, 1'000'000);
    seed_->setValue(1);
    form->addRow(tr("seed:"), seed_);
    seed_->setVisible(!describe);
    form->labelForField(seed_)->setVisible(!describe);
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    setTone(message_, Tone::errorText);
    form->addRow(message_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
}

QSpinBox* ModelConfigDialog::field(const QString& name) const { return ints_.value(name); }
int ModelConfigDialog::seed() const { return seed_->value(); }
QString ModelConfigDialog::error() const { return message_->text(); }

al::ModelConfig ModelConfigDialog::config() const {
    al::ModelConfig c = start_;
    c.arch = chosenModelTerm<al::Arch>(enums_["arch"], "arch");
    c.causal = c.arch != al::Arch::encoder;
    c.n_layer = ints_["n_layer"]->value();
    c.n_head = ints_["n_head"]->value();
    c.n_embd = ints_["n_embd"]->value();
    c.d_ff = ints_["d_ff"]->value();
    c.block_size = ints_["block_size"]->value();
    c.norm = chosenModelTerm<al::NormKind>(enums_["norm"], "norm");
    c.norm_position = chosenModelTerm<al::NormPosition>(enums_["norm_position"], "norm_position");
    c.activation = chosenModelTerm<al::Activation>(enums_["activation"], "activation");
    c.positional = chosenModelTerm<al::Positional>(enums_["positional"], "positional");
    c.bias = bias_->isChecked();
    c.tie_embeddings = tied_->isChecked();
    return c;
}

void ModelConfigDialog::check() {
    for (auto* box : ints_) setTone(box, Tone::none);
    QString error;
    try {
        config().validate();
        if (config().n_layer * int64_t(config().n_embd) * config().n_embd > 64LL << 20)
            throw al::Error(al::Message(AL_TEXT("this model is too large to explore interactively; keep n_layer · n_embd² under 67 million")));
    } catch (const al::Error& e) {
        error = messageOf(e);
        // flag the field the message starts with ("n_embd (30) must be divisible by n_head (4)")
        for (auto it = ints_.begin(); it != ints_.end(); ++it)
            if (error.startsWith(it.key() + " ")) setTone(it.value(), Tone::refusedField);
    }
    message_->setText(error);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
}

}  // namespace ui
