#include "ui/pages/train_form.h"

#include <climits>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/base/error.h"
#include "core/train/model_presets.h"
#include "core/train/task.h"
#include "core/train/task_defaults.h"
#include "ui/document/model_terms.h"
#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"

namespace ui {
namespace {

// The fields of al::model_fields() the Train tab shows (the architecture is chosen with the task).
std::vector<const al::ModelField*> modelFields() {
    std::vector<const al::ModelField*> shown;
    for (const auto& f : al::model_fields())
        if (f.forms & al::ModelField::train_form) shown.push_back(&f);
    return shown;
}

}  // namespace

TrainForm::TrainForm(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createTaskGroup());
    layout->addWidget(createModelGroup());
    layout->addWidget(createTrainingGroup());
    layout->addStretch();
    connect(task_, &QComboBox::currentIndexChanged, this, &TrainForm::applyTaskDefaults);
    connect(this, &TrainForm::changed, this, &TrainForm::showPreset);
    applyTaskDefaults();
}

// Each choice keeps its longest item whole, in the current type: QComboBox (Qt 6.4) keeps the minimum
// size hint of the font it was first measured in, so after presentation mode's larger type a form
// laid out at its minimum cut "layernorm" to "layerno"; its size hint follows the font.
bool TrainForm::event(QEvent* event) {
    if (event->type() == QEvent::LayoutRequest) {
        for (auto* combo : findChildren<QComboBox*>()) combo->setMinimumWidth(combo->sizeHint().width());
        // the placeholder whole ("built-i…" on a projector): QLineEdit's size hint is 17 x's and its frame,
        // and it elides at a character's worth of margins and bearings less than its width
        const QFontMetrics fm = dataFile_->fontMetrics();
        const int frame = dataFile_->sizeHint().width() - 17 * fm.horizontalAdvance(QLatin1Char('x'));
        dataFile_->setMinimumWidth(fm.horizontalAdvance(dataFile_->placeholderText() + QLatin1Char('x')) + frame);
    }
    return QWidget::event(event);
}

void TrainForm::addField(const QString& name, QWidget* control) {
    fields_[name] = control;
    control->setObjectName(name);
    if (auto* s = qobject_cast<QSpinBox*>(control)) connect(s, &QSpinBox::valueChanged, this, &TrainForm::changed);
    if (auto* d = qobject_cast<QDoubleSpinBox*>(control)) connect(d, &QDoubleSpinBox::valueChanged, this, &TrainForm::changed);
    if (auto* c = qobject_cast<QComboBox*>(control)) connect(c, &QComboBox::currentIndexChanged, this, &TrainForm::changed);
    if (auto* b = qobject_cast<QCheckBox*>(control)) connect(b, &QCheckBox::toggled, this, &TrainForm::changed);
}

QWidget* TrainForm::createTaskGroup() {
    auto* box = new QGroupBox(tr("Task"), this);
    auto* f = new QFormLayout(box);
    task_ = new QComboBox(box);
    for (const auto& t : al::tasks()) task_->addItem(taskTerm(QString::fromStdString(t.name)), QString::fromStdString(t.name));
    chooseByCoreName(task_, "reverse");
    dataFile_ = new QLineEdit(box);
    dataFile_->setPlaceholderText(tr("built-in corpus"));
    dataFile_->setToolTip(tr("The text the \"text\" task models, character by character: empty for the built-in "
                             "corpus, or a UTF-8 file of your own (Choose…)."));
    auto* browse = new QPushButton(tr("Choose…"), box);
    auto* dataRow = new QHBoxLayout;
    dataRow->addWidget(dataFile_, 1);
    dataRow->addWidget(browse);
    length_ = new QSpinBox(box);
    length_->setRange(1, 64);
    length_->setValue(8);
    arch_ = new QComboBox(box);
    preview_ = new QLabel(box);
    preview_->setWordWrap(true);
    preview_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    f->addRow(tr("Task:"), task_);
    f->addRow(tr("Text file:"), dataRow);
    f->addRow(tr("Length:"), length_);
    f->addRow(modelFieldLabel("arch"), arch_);
    f->addRow(preview_);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Text to model"), QString(), tr("Text (*.txt);;All files (*)"));
        if (!path.isEmpty()) dataFile_->setText(path);
    });
    connect(dataFile_, &QLineEdit::textChanged, this, &TrainForm::changed);
    connect(length_, &QSpinBox::valueChanged, this, &TrainForm::changed);
    connect(arch_, &QComboBox::currentIndexChanged, this, &TrainForm::changed);
    return box;
}

QWidget* TrainForm::createModelGroup() {
    auto* box = new QGroupBox(tr("Model"), this);
    auto* f = new QFormLayout(box);
    preset_ = new QComboBox(box);
    preset_->setObjectName("preset");
    for (const auto& p : al::model_presets()) {
        preset_->addItem(translatedText(p.label), QString::fromStdString(p.name));
        preset_->setItemData(preset_->count() - 1, translatedText(p.help), Qt::ToolTipRole);
    }
    preset_->addItem(tr("custom", "the model preset: the fields below set by hand"), QString());
    preset_->setToolTip(tr("A family of blocks in one choice; the fields below show what it sets, and changing one makes it custom"));
    f->addRow(tr("Preset:"), preset_);
    connect(preset_, &QComboBox::activated, this, [this] {
        const QString name = preset_->currentData().toString();
        if (name.isEmpty()) return;
        al::ModelConfig c = modelConfig();
        al::model_preset(name.toStdString()).apply(c);
        showModelConfig(c);
    });
    for (const al::ModelField* field : modelFields()) {
        QWidget* control;
        if (field->is_integer()) {
            auto* s = new QSpinBox(box);
            s->setRange(-10, static_cast<int>(field->train_form_max > 0 ? field->train_form_max : field->max));  // below 1 is allowed, to be flagged with the core's message
            control = s;
        } else if (field->is_number()) {
            auto* d = new QDoubleSpinBox(box);
            d->setRange(field->min - 1, field->max);  // below the range is allowed, to be flagged
            d->setDecimals(2);
            d->setSingleStep((field->max - field->min) / 20);
            control = d;
        } else if (field->is_flag()) {
            control = new QCheckBox(translatedText(field->label), box);
        } else {
            auto* c = new QComboBox(box);
            addModelChoices(c, *field);
            control = c;
        }
        control->setToolTip(modelFieldTip(*field));
        if (field->is_flag()) f->addRow(control);
        else f->addRow(modelFieldLabel(field->name), control);
        addField(field->name, control);
    }
    return box;
}

// The form's model: its fields over the task's default (the fields the form does not show).
al::ModelConfig TrainForm::modelConfig() const {
    al::ModelConfig c = al::default_model_config(task().toStdString());
    c.arch = chosenModelTerm<al::Arch>(arch_, "arch");
    for (const al::ModelField* field : modelFields()) {
        const QWidget* control = fields_.value(field->name);
        if (const auto* spin = qobject_cast<const QSpinBox*>(control)) field->set_number(c, spin->value());
        else if (const auto* d = qobject_cast<const QDoubleSpinBox*>(control)) field->set_number(c, d->value());
        else if (const auto* b = qobject_cast<const QCheckBox*>(control)) field->set_number(c, b->isChecked());
        else field->set_choice(c, static_cast<const QComboBox*>(control)->currentData().toString().toStdString());
    }
    return c;
}

// Every field from c, then one changed().
void TrainForm::showModelConfig(const al::ModelConfig& c) {
    for (const al::ModelField* field : modelFields()) {
        QWidget* control = fields_[field->name];
        const QSignalBlocker block(control);
        if (auto* spin = qobject_cast<QSpinBox*>(control)) spin->setValue(static_cast<int>(field->number(c)));
        else if (auto* d = qobject_cast<QDoubleSpinBox*>(control)) d->setValue(field->number(c));
        else if (auto* b = qobject_cast<QCheckBox*>(control)) b->setChecked(field->number(c) != 0);
        else chooseByCoreName(static_cast<QComboBox*>(control), QString::fromStdString(field->choice(c)));
    }
    emit changed();
}

// The preset the fields are an instance of, or "custom".
void TrainForm::showPreset() {
    const al::ModelPreset* p = al::preset_of(modelConfig());
    const QSignalBlocker block(preset_);
    preset_->setCurrentIndex(preset_->findData(p ? QString::fromStdString(p->name) : QString()));
}

QString TrainForm::preset() const { return preset_->currentData().toString(); }

QWidget* TrainForm::createTrainingGroup() {
    auto* box = new QGroupBox(tr("Training"), this);
    auto* f = new QFormLayout(box);
    for (const auto& h : al::hyperparameters()) {
        if (!h.in_form) continue;
        QWidget* control;
        if (h.integer()) {
            auto* s = new QSpinBox(box);
            s->setRange(static_cast<int>(std::max<double>(h.min, 0)), static_cast<int>(std::min<double>(h.max, INT_MAX)));
            control = s;
        } else {
            auto* d = new QDoubleSpinBox(box);
            d->setDecimals(5);
            d->setRange(h.min, h.max);  // an open end (learning rate 0) can be typed, and is flagged
            d->setSingleStep(h.max / 20000);
            control = d;
        }
        control->setToolTip(translatedText(h.help));
        f->addRow(tr("%1:").arg(translatedText(h.label)), control);
        addField(QString::fromStdString(h.name), control);
    }
    return box;
}

void TrainForm::applyTaskDefaults() {
    const std::string t = task().toStdString();
    const al::TaskInfo& info = al::task_info(t);
    length_->setEnabled(info.has_length);
    dataFile_->setEnabled(info.reads_text_file);
    {
        const QSignalBlocker block(arch_);
        arch_->clear();
        for (const al::Arch a : info.architectures) addModelTerm(arch_, a);
        arch_->setEnabled(info.architectures.size() > 1);
    }
    const al::TrainSettings s = al::default_train_settings(t);
    {
        const QSignalBlocker block(this);  // one changed() at the end
        showModelConfig(al::default_model_config(t));  // the task's preset (induction: attention only) and sizes
    }
    for (const auto& h : al::hyperparameters()) {
        if (!h.in_form || h.name == "seed") continue;  // the seed stays what the user chose
        QWidget* control = fields_[QString::fromStdString(h.name)];
        if (auto* spin = qobject_cast<QSpinBox*>(control)) spin->setValue(static_cast<int>(h.get(s)));
        else static_cast<QDoubleSpinBox*>(control)->setValue(h.get(s));
    }
    emit taskChanged();
    emit changed();
}

QString TrainForm::task() const { return task_->currentData().toString(); }
int TrainForm::steps() const { return static_cast<QSpinBox*>(fields_["steps"])->value(); }

void TrainForm::setTaskAndSteps(const QString& task, int64_t steps) {
    const QSignalBlocker b1(task_), b2(fields_["steps"]);
    chooseByCoreName(task_, task);
    static_cast<QSpinBox*>(fields_["steps"])->setValue(static_cast<int>(steps));
    emit taskChanged();  // what shows the task (the text task's samples), not a change of the run
}

void TrainForm::setExamples(const QStringList& examples, int parameters) {
    QStringList escaped;
    for (const QString& e : examples) escaped << e.toHtmlEscaped();
    preview_->setText(tr("<b>Examples</b> (%1 parameters):<br>%2").arg(parameters).arg(escaped.join("<br>")));
}

TrainingSetup TrainForm::setup() const {
    TrainingSetup s;
    s.task = task();
    s.taskOptions.length = length_->value();
    s.taskOptions.data_file = dataFile_->text().toStdString();
    s.taskOptions.context = 64;
    s.config = modelConfig();
    for (const auto& h : al::hyperparameters()) {
        if (!h.in_form) continue;
        const QWidget* control = fields_.value(QString::fromStdString(h.name));
        const auto* spin = qobject_cast<const QSpinBox*>(control);
        h.set(s.settings, spin ? spin->value() : static_cast<const QDoubleSpinBox*>(control)->value());
    }
    s.settings.threads = 1;  // the other core keeps the interface responsive while training runs
    s.settings.eval_interval = std::min<int64_t>(50, al::default_train_settings(s.task.toStdString()).eval_interval);
    s.settings.eval_examples = 128;
    return s;
}

QString TrainForm::validationError() const {
    const TrainingSetup s = setup();
    try {
        s.config.validate();
        s.settings.validate();
        if (s.task == "text" && !s.taskOptions.data_file.empty()) al::make_task("text", s.taskOptions);
    } catch (const std::exception& e) {
        return messageOf(e);
    }
    return {};
}

void TrainForm::showValidation(const QString& error) {
    for (auto it = fields_.begin(); it != fields_.end(); ++it)
        setTone(it.value(), error.startsWith(it.key() + " ") ? Tone::refusedField : Tone::none);
}

QJsonObject TrainForm::toJson() const {
    QJsonObject o{{"task", task()}, {"length", length_->value()}, {"data_file", dataFile_->text()},
                  {"arch", arch_->currentData().toString()}};
    for (auto it = fields_.begin(); it != fields_.end(); ++it) {
        if (auto* spin = qobject_cast<QSpinBox*>(it.value())) o[it.key()] = spin->value();
        else if (auto* d = qobject_cast<QDoubleSpinBox*>(it.value())) o[it.key()] = d->value();
        else if (auto* b = qobject_cast<QCheckBox*>(it.value())) o[it.key()] = b->isChecked();
        else o[it.key()] = static_cast<QComboBox*>(it.value())->currentData().toString();  // the core's name
    }
    return o;
}

void TrainForm::fromJson(const QJsonObject& o) {
    if (o.isEmpty()) return;
    chooseByCoreName(task_, o.value("task").toString("reverse"));  // applies the task's defaults first
    length_->setValue(o.value("length").toInt(length_->value()));
    dataFile_->setText(o.value("data_file").toString());
    const QJsonValue arch = o.value("arch");  // a name, or (version 1) the combo box's index
    if (arch.isString()) arch_->setCurrentIndex(std::max(0, arch_->findData(arch.toString())));
    else arch_->setCurrentIndex(std::clamp(arch.toInt(0), 0, arch_->count() - 1));
    for (auto it = fields_.begin(); it != fields_.end(); ++it) {
        const QJsonValue v = o.value(it.key());
        if (v.isUndefined()) continue;
        if (auto* spin = qobject_cast<QSpinBox*>(it.value())) spin->setValue(v.toInt(spin->value()));
        else if (auto* d = qobject_cast<QDoubleSpinBox*>(it.value())) d->setValue(v.toDouble(d->value()));
        else if (auto* b = qobject_cast<QCheckBox*>(it.value())) b->setChecked(v.toBool(b->isChecked()));
        else if (auto* c = static_cast<QComboBox*>(it.value()); !v.isString()) c->setCurrentIndex(std::clamp(v.toInt(0), 0, c->count() - 1));
        else chooseByCoreName(c, v.toString());
    }
}

}  // namespace ui
