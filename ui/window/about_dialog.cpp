#include "ui/window/about_dialog.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>

#include "core/base/build_info.h"

namespace ui {

void showAboutDialog(QWidget* parent) {
    QMessageBox box(parent);
    box.setWindowTitle(QObject::tr("About AttentionLab"));
    box.setIconPixmap(QApplication::windowIcon().pixmap(96, 96));
    box.setTextFormat(Qt::RichText);
    box.setText(QObject::tr("<h3>AttentionLab %1</h3>"
                            "<p>Watch a transformer work, with the real numbers of a real model.</p>")
                    .arg(QString::fromStdString(al::version())));
    box.setInformativeText(
        QObject::tr("<p>Core built for %1 (chosen for this processor), Qt %2.</p>"
                    "<p>Copyright © 2026 The AttentionLab developers.<br>"
                    "Free software under the <a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GNU General "
                    "Public License, version 3 or later</a>. There is no warranty.</p>"
                    "<p>Built with Qt (LGPL-3), QCustomPlot by Emanuel Eichhammer (GPL-3+), Eigen (MPL-2), "
                    "nlohmann/json (MIT) and CLI11 (BSD-3). GPT-2 is by OpenAI; its tokenizer follows their "
                    "published vocabulary and merges. The explanations follow Vaswani et al., <i>Attention Is "
                    "All You Need</i> (2017).</p>")
            .arg(QString::fromStdString(al::cpu_level()), QString::fromLatin1(qVersion())));
    box.setStandardButtons(QMessageBox::Close);
    QPushButton* aboutQt = box.addButton(QObject::tr("About &Qt"), QMessageBox::HelpRole);
    QObject::connect(aboutQt, &QPushButton::clicked, qApp, &QApplication::aboutQt);
    box.exec();
}

}  // namespace ui
