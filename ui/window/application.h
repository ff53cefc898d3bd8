// The QApplication of the window: an exception that escapes an event handler (a key press, a click,
// a timer) becomes a message to the user instead of std::terminate. The document and the pages
// catch what they expect; this is the last line, e.g. std::bad_alloc on a huge model.
#pragma once

#include <QApplication>

namespace ui {

class Application : public QApplication {
    Q_OBJECT
public:
    Application(int& argc, char** argv);
    bool notify(QObject* receiver, QEvent* event) override;
};

}  // namespace ui
