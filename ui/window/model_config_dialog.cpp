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
    for (const auto& f : al::model_fields()) {
        if (!(f.forms & al::ModelField::dialog)) continue;
        const QString name = QString::fromLatin1(f.name);
        QWidget* control;
        if (f.is_integer()) {
            auto* box = new QSpinBox(this);
            box->setRange(-1000, static_cast<int>(f.max));  // negative values are allowed in, and flagged
            box->setValue(static_cast<int>(f.number(start)));
            connect(box, &QSpinBox::valueChanged, this, &ModelConfigDialog::check);
            form->addRow(modelFieldLabel(name), box);
            control = ints_[name] = box;
        } else if (f.is_choice()) {
            auto* box = new QComboBox(this);
            addModelChoices(box, f);
            chooseByCoreName(box, QString::fromStdString(f.choice(start)));
            connect(box, &QComboBox::currentIndexChanged, this, &ModelConfigDialog::check);
            form->addRow(modelFieldLabel(name), box);
            control = enums_[name] = box;
        } else {
            auto* box = new QCheckBox(translatedText(f.label), this);
            box->setChecked(f.number(start) != 0);
            connect(box, &QCheckBox::toggled, this, &ModelConfigDialog::check);
            form->addRow(box);
            control = flags_[name] = box;
        }
        control->setToolTip(modelFieldTip(f));  // with the config file's name for it
    }
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
    for (auto it = ints_.begin(); it != ints_.end(); ++it) al::model_field(it.key().toStdString()).set_number(c, it.value()->value());
    for (auto it = enums_.begin(); it != enums_.end(); ++it)
        al::model_field(it.key().toStdString()).set_choice(c, it.value()->currentData().toString().toStdString());
    for (auto it = flags_.begin(); it != flags_.end(); ++it) al::model_field(it.key().toStdString()).set_number(c, it.value()->isChecked());
    c.causal = c.arch != al::Arch::encoder;
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
