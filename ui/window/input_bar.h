// The top of the window: the sentence field, its tokens as chips, what to know about the input, and
// the layer and head every view shows.
#pragma once

#include <QWidget>

#include "ui/widgets/fitting_line_edit.h"

class QLabel;
class QSpinBox;

namespace ui {

class Exploration;
class TokenStrip;

class InputBar : public QWidget {
    Q_OBJECT
public:
    InputBar(Exploration* exploration, QWidget* parent = nullptr);
    QLineEdit* sentenceField() const { return sentence_; }
    QString noticeText() const;
    QString experimentBadge() const;  // every experiment that is on, or empty
    // The model's task example the notice offers to type (a link beside it), or empty.
    QString offeredExample() const;
    // The chips take a row; presentation mode gives it to the views (the plots' axes name the tokens).
    void setTokenChipsVisible(bool on);

signals:
    void leaveSentence();  // Escape or Return in the sentence field: the views take the keys (← → step)

protected:
    // ← at the field's start and → at its end (keys that would do nothing there) step through the
    // pipeline; elsewhere in the field they move the cursor.
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showInput();  // tokens, padding and notices of the current trace
    void showSelection();
    void offerExample();

    Exploration* exploration_;
    FittingLineEdit* sentence_;
    TokenStrip* tokens_;
    QWidget* tokenScroll_;
    QWidget* noticeRow_;
    QLabel* notice_;
    QLabel* exampleOffer_;
    QLabel* badge_;  // the experiments that are on: in every view and in presentation mode
    QSpinBox* layerBox_;
    QSpinBox* headBox_;
};

}  // namespace ui
