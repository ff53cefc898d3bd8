// The Train tab's form: the task and its options, the model's shape and the training hyperparameters.
// Its choices come from the core (tasks(), enum_names(), hyperparameters()); each value is checked
// as it is typed and the field an error names is outlined. Sessions store names and values.
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QWidget>

#include "ui/pages/training_worker.h"  // TrainingSetup

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ui {

class TrainForm : public QWidget {
    Q_OBJECT
public:
    explicit TrainForm(QWidget* parent = nullptr);

    TrainingSetup setup() const;      // what the form says (no autosave path)
    QString validationError() const;  // empty when the form can train
    void showValidation(const QString& error);  // outlines the field the error names
    QString task() const;  // the core's name ("reverse"); the box shows it in the window's language
    QString preset() const;  // the model preset the fields are ("mini-llama"), or "" (custom)
    int steps() const;
    void setTaskAndSteps(const QString& task, int64_t steps);  // a resumed run's, without changing the rest
    void setExamples(const QStringList& examples, int parameters);

    QComboBox* taskCombo() const { return task_; }
    QComboBox* archCombo() const { return arch_; }
    QComboBox* presetCombo() const { return preset_; }
    QWidget* field(const QString& name) const { return fields_.value(name); }  // a config field or hyperparameter
    template <class Box>
    Box* box(const QString& name) const { return qobject_cast<Box*>(fields_.value(name)); }

    QJsonObject toJson() const;
    void fromJson(const QJsonObject& o);  // also reads the combo-box indices of version-1 sessions

signals:
    void changed();      // any value
    void taskChanged();  // after the task's defaults are in the form, or a resumed run's task

protected:
    bool event(QEvent* event) override;

private:
    QWidget* createTaskGroup();
    QWidget* createModelGroup();
    QWidget* createTrainingGroup();
    void applyTaskDefaults();
    al::ModelConfig modelConfig() const;
    void showModelConfig(const al::ModelConfig& c);
    void showPreset();
    void addField(const QString& name, QWidget* control);

    QComboBox* task_;
    QComboBox* arch_;
    QComboBox* preset_;
    QLineEdit* dataFile_;
    QSpinBox* length_;
    QLabel* preview_;
    QMap<QString, QWidget*> fields_;  // by the name errors and JSON use: n_layer, …, learning_rate, …
};

}  // namespace ui
