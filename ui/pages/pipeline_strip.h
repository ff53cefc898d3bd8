// PipelineStrip: the steps of the forward pass as a row of buttons; ←/→ move, Space plays.
#pragma once

#include <functional>

#include <QStringList>
#include <QWidget>

class QButtonGroup;
class QHBoxLayout;
class QTimer;

namespace ui {

class PipelineStrip : public QWidget {
    Q_OBJECT
public:
    explicit PipelineStrip(QWidget* parent = nullptr);
    // sections: one per step (e.g. "Encoder"); a heading is shown where the section changes
    void setSteps(const QStringList& ids, const QStringList& titles, const QStringList& sections = {});
    Q_INVOKABLE void applyTheme();  // called by setAppearance
    QString currentStep() const;
    int currentIndex() const { return current_; }
    QWidget* currentButton() const;
    bool selectStep(const QString& id);  // false when the model has no such step
    // Who moves one step on (+1) or back (−1) instead of the strip, e.g. across layers; false: at the end.
    void setWalk(std::function<bool(int direction)> walk) { walk_ = std::move(walk); }

public slots:
    bool next();      // false at the end
    bool previous();  // false at the start
    void togglePlay();

signals:
    void stepChanged(const QString& id);

private:
    void select(int index);

    QStringList ids_;
    QButtonGroup* group_;
    QHBoxLayout* layout_;
    QTimer* timer_;
    int current_ = 0;
    std::function<bool(int)> walk_;
};

}  // namespace ui
