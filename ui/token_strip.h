// TokenStrip: the input as chips, one per token, each with its id; unknown pieces (shown as
// <unk>) are red, and tokens beyond block_size are listed greyed as "not used".
#pragma once

#include <QWidget>

#include "core/text_input.h"

class QHBoxLayout;

namespace ui {

class TokenStrip : public QWidget {
    Q_OBJECT
public:
    explicit TokenStrip(QWidget* parent = nullptr);
    void setInput(const al::TextInput& input, const std::vector<std::string>& droppedPieces);
    int chipCount() const { return chips_; }

private:
    QHBoxLayout* layout_;
    int chips_ = 0;
};

}  // namespace ui
