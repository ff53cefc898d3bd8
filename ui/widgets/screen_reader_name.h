// A control's name for a screen reader: its label on screen, or where the screen shows none, a hidden one.
#pragma once

class QBoxLayout;
class QComboBox;
class QString;
class QWidget;

namespace ui {

// Adds `text` as a label and `field` after it to a row, the label the field's buddy: its name for a
// screen reader and, with an "&", its Alt letter.
void addLabelledField(QBoxLayout* row, const QString& text, QWidget* field);

// On Linux Qt names a combo box by its value and says what it chooses through the label whose buddy
// it is (AT-SPI's labelled-by relation, found among the box's siblings): without a label on screen, the
// name is a hidden one that follows the box into whatever widget a layout puts it in — what the web
// calls a visually hidden label. The accessible name says the same on other platforms.
void nameForScreenReaders(QComboBox* box, const QString& name);

}  // namespace ui
