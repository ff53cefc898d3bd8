// A page redraws when its document changes if it is on screen, and otherwise once it is next shown:
// a hidden tab costs nothing while the user types.
#pragma once

#include <functional>

#include <QObject>

class QWidget;

namespace ui {

class RedrawWhenShown : public QObject {
public:
    RedrawWhenShown(QWidget* page, std::function<void()> redraw);
    void request();  // now if the page is shown in its window, else at its next show

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* page_;
    std::function<void()> redraw_;
    bool dirty_ = false;
};

}  // namespace ui
