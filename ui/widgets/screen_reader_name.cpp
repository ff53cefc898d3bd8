#include "ui/widgets/screen_reader_name.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QLabel>

namespace ui {
namespace {

class HiddenLabel : public QLabel {
public:
    HiddenLabel(const QString& text, QComboBox* box) : QLabel(text, box->parentWidget()), box_(box) {
        setBuddy(box);
        hide();
        box->installEventFilter(this);
        connect(box, &QObject::destroyed, this, &QObject::deleteLater);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == box_ && event->type() == QEvent::ParentChange && box_->parentWidget() != parentWidget()) {
            setParent(box_->parentWidget());  // a sibling again, and hidden: setParent hides a widget
        }
        return false;
    }

private:
    QComboBox* box_;
};

}  // namespace

void addLabelledField(QBoxLayout* row, const QString& text, QWidget* field) {
    auto* label = new QLabel(text, field->parentWidget());
    label->setBuddy(field);
    row->addWidget(label);
    row->addWidget(field);
}

void nameForScreenReaders(QComboBox* box, const QString& name) {
    new HiddenLabel(name, box);
    box->setAccessibleName(name);
}

}  // namespace ui
