// A line edit whose type shrinks, down to kSmallestTypeShare of its own (fitted_type.h), so that its whole
// text shows: on a projector the first start's sentence lost its first word off the field's left edge. Longer
// text than that scrolls as in any line edit. The field keeps the height of its own type, so nothing
// around it moves as the type changes.
#pragma once

#include <QFont>
#include <QLineEdit>

namespace ui {

class FittingLineEdit : public QLineEdit {
    Q_OBJECT
public:
    explicit FittingLineEdit(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    double ownPointSize() const { return own_.pointSizeF(); }  // the type set from outside, before fitting
    // The text without textChanged (set from the document, not typed), fitted all the same.
    void setTextSilently(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fit();
    int textWidth() const;  // the width the text may take inside the frame and margins
    int ownHeight() const;

    QFont own_;
    bool fitting_ = false;
};

}  // namespace ui
