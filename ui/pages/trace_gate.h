// A page that draws the trace, or in its place why there is none: the sentence is empty, cannot be
// read (or the model has no tokenizer and it is not token ids), or the computation overflowed. No
// page ever shows a previous sentence's or a previous model's numbers.
#pragma once

#include <QStackedWidget>

class QLabel;

namespace ui {

class Exploration;

class TraceGate : public QStackedWidget {
    Q_OBJECT
public:
    TraceGate(Exploration* exploration, QWidget* page, QWidget* parent = nullptr);
    QString message() const;  // "" while the page is shown

private:
    void showPageOrReason();

    Exploration* exploration_;
    QWidget* page_;
    QLabel* message_;
};

}  // namespace ui
