// A name for a screen reader where the screen shows none beside the control.
#pragma once

class QComboBox;
class QString;

namespace ui {

// On Linux Qt names a combo box by its value and says what it chooses through the label whose buddy
// it is (AT-SPI's labelled-by relation, found among the box's siblings): without a label on screen, the
// name is a hidden one that follows the box into whatever widget a layout puts it in — what the web
// calls a visually hidden label. The accessible name says the same on other platforms.
void nameForScreenReaders(QComboBox* box, const QString& name);

}  // namespace ui
