// ModelConfigDialog: an editable config, for a fresh model with random weights, or to describe a
// model file that carries none (prefilled from its tensors' shapes). Every field is checked as it
// changes; an impossible value is flagged on the field with the core's own message, and OK stays
// disabled until the config is valid.
#pragma once

#include <QDialog>

#include "core/model/config.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;
class QCheckBox;

namespace ui {

class ModelConfigDialog : public QDialog {
    Q_OBJECT
public:
    enum class Purpose { random_weights, describe_file };
    ModelConfigDialog(const al::ModelConfig& start, QWidget* parent = nullptr, Purpose purpose = Purpose::random_weights,
                      const QString& file = {});
    al::ModelConfig config() const;  // what the fields say (may be invalid)
    int seed() const;
    QString error() const;           // empty when the config is valid
    QSpinBox* field(const QString& name) const;

private:
    void check();

    // the fields of al::model_fields() the dialog shows, by their core names
    QMap<QString, QSpinBox*> ints_;
    QMap<QString, QComboBox*> enums_;
    QMap<QString, QCheckBox*> flags_;
    QSpinBox* seed_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
    al::ModelConfig start_;
};

}  // namespace ui
