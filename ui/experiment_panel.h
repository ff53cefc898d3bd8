// ExperimentPanel: the classroom experiments as controls that become the core's ForwardOptions —
// the √d_k switch and a score scale, the mask chooser with a valid length, and ablations (no
// positional encoding, zeroed heads, no residual, no norm). Shows the effect on the prediction.
#pragma once

#include <set>
#include <utility>

#include <QJsonObject>
#include <QWidget>

#include "core/model.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace ui {

class ExperimentPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExperimentPanel(QWidget* parent = nullptr);

    // The options for an input of T tokens (the valid length is clamped to T).
    al::ForwardOptions options(int T) const;
    bool isDefault() const;  // no experiment active: the model's own computation
    int paddingFrom(int T) const;  // first padded position under the chosen padding mask, or T

    void setSelectedHead(int layer, int head);  // which head "zero this head" refers to
    void setTokenCount(int T);
    void setPrediction(const QString& text);
    void reset();
    QJsonObject toJson() const;
    void fromJson(const QJsonObject& o);

    // Controls, for tests and the session file.
    QCheckBox* scaleCheck() const { return sqrtDk_; }
    QSlider* scaleSlider() const { return scale_; }
    QComboBox* maskCombo() const { return mask_; }
    QSpinBox* validLengthBox() const { return validLength_; }
    QCheckBox* positionalCheck() const { return positional_; }
    QCheckBox* zeroHeadCheck() const { return zeroHead_; }
    QCheckBox* residualCheck() const { return residual_; }
    QCheckBox* normCheck() const { return norm_; }

signals:
    void changed();

private:
    double scoreScale() const;
    void updateLabels();

    QCheckBox* sqrtDk_;
    QSlider* scale_;
    QLabel* scaleLabel_;
    QComboBox* mask_;
    QSpinBox* validLength_;
    QCheckBox* positional_;
    QCheckBox* zeroHead_;
    QLabel* zeroedList_;
    QCheckBox* residual_;
    QCheckBox* norm_;
    QLabel* prediction_;
    std::set<std::pair<int, int>> zeroed_;
    int layer_ = 0, head_ = 0;
};

}  // namespace ui
