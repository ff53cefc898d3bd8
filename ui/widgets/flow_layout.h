// FlowLayout: items side by side in their size hints, wrapping onto the next line when a line is full,
// so its height follows its width (a lesson's titles or a question's answers on a narrow projector).
// With setShrinkToOneLine, tool buttons of text (no icon) whose line would wrap shrink their type
// (fitted_type.h) where that puts every item on one line: German lessons took two rows of a 720-px
// projector's height.
#pragma once

#include <QLayout>
#include <QList>

namespace ui {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;    // every item on one line
    QSize minimumSize() const override; // the widest item, one per line
    void setGeometry(const QRect& rect) override;

    void setShrinkToOneLine(bool shrink) { shrink_ = shrink; }

private:
    // Sets the buttons' type to the largest that puts every item on one line of this width (their own
    // type when that already does, or when not even the smallest does).
    void fitOneLine(int width);
    // Lays the items out in rect's width (moving them only if place); returns the height they take.
    int arrange(const QRect& rect, bool place) const;
    int gap() const;

    QList<QLayoutItem*> items_;
    bool shrink_ = false;
};

}  // namespace ui
