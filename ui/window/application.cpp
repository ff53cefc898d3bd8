#include "ui/window/application.h"

#include <QMessageBox>
#include <QTimer>

#include <iostream>

#include "core/base/error.h"
#include "ui/i18n/language.h"

namespace ui {

Application::Application(int& argc, char** argv) : QApplication(argc, argv) {}

bool Application::notify(QObject* receiver, QEvent* event) {
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::exception& e) {
        const QString message = messageOf(e);
        std::cerr << "error: " << message.toStdString() << "\n";
        QTimer::singleShot(0, [message] {  // outside the handler that failed
            QMessageBox::warning(activeWindow(), tr("AttentionLab"),
                                 tr("That did not work: %1\n\nYour files are unchanged.").arg(message));
        });
    }
    return false;
}

}  // namespace ui
