// The top of the window: the sentence field, its tokens as chips, what to know about the input, and
// the layer and head every view shows.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
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
    // The chips take a row; presentation mode gives it to the views (the plots' axes name the tokens).
    void setTokenChipsVisible(bool on);

private:
    void showInput();  // tokens, padding and notices of the current trace
    void showSelection();

    Exploration* exploration_;
    QLineEdit* sentence_;
    TokenStrip* tokens_;
    QWidget* tokenScroll_;
    QLabel* notice_;
    QSpinBox* layerBox_;
    QSpinBox* headBox_;
};

}  // namespace ui
