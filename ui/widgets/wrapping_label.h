// A plain-text label on one line where its row has room for it, wrapped at word boundaries where it has not
// (a long training run's "step 13 / 100000 · ETA 10 min" beside the settings on a projector). QLabel's
// own word wrap asks for a quarter of 80 characters' width and wraps a short text that would fit.
#pragma once

#include <QLabel>

namespace ui {

class WrappingLabel : public QLabel {
public:
    explicit WrappingLabel(QWidget* parent = nullptr);
    QSize sizeHint() const override;  // the text on one line
};

}  // namespace ui
