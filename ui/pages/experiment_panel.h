// ExperimentPanel: the classroom experiments as controls that become the core's ForwardOptions —
// the √d_k switch and a score scale, the mask chooser with a valid length, and ablations (no
// positional encoding, zeroed heads, no residual, no norm), and hiding the first token from later
// queries (attention sinks). Shows the effect on the prediction.
#pragma once

#include <QWidget>

#include <utility>
#include <vector>

#include "ui/document/experiments.h"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QSlider;
class QSpinBox;

namespace ui {

class Exploration;

class ExperimentPanel : public QWidget {
    Q_OBJECT
public:
    ExperimentPanel(Exploration* exploration, QWidget* parent = nullptr);
    void reset();  // back to the model's own computation
    void addActions(QMenu* menu);  // the Experiments menu: every control with a shortcut

    // Controls, for tests and the Experiments menu.
    QCheckBox* scaleCheck() const { return sqrtDk_; }
    QSlider* scaleSlider() const { return scale_; }
    QComboBox* maskCombo() const { return mask_; }
    QSpinBox* validLengthBox() const { return validLength_; }
    QString validLengthHint() const;
    QString predictionText() const;  // "<b>Next token:</b> “t” 97.0%", an encoder's "<b>Answer at “it”:</b> …"
    QCheckBox* firstTokenCheck() const { return firstToken_; }
    QCheckBox* positionalCheck() const { return positional_; }
    QCheckBox* zeroHeadCheck() const { return zeroHead_; }
    QCheckBox* residualCheck() const { return residual_; }
    QCheckBox* normCheck() const { return norm_; }

private:
    Experiments edited() const;  // the controls' state
    void show(const Experiments& e);  // the document's experiments in the controls, without echo
    void showPrediction();
    void syncMenu();  // the Experiments menu's check marks from the boxes

    Exploration* exploration_;
    QCheckBox* sqrtDk_;
    QSlider* scale_;
    QLabel* scaleLabel_;
    QComboBox* mask_;
    QSpinBox* validLength_;
    QLabel* validHint_;  // what the valid length does, in words
    std::vector<std::pair<QAction*, QCheckBox*>> toggles_;  // the menu's checkable entries and their boxes
    QAction* undoEdit_ = nullptr;  // enabled while there is a what-if edit
    QCheckBox* firstToken_;
    QCheckBox* positional_;
    QCheckBox* zeroHead_;
    QLabel* zeroedList_;
    QCheckBox* residual_;
    QCheckBox* norm_;
    QLabel* prediction_;
};

}  // namespace ui
