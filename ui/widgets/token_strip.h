// TokenStrip: the input as chips, one per token, each with its id; unknown pieces (shown as
// <unk>) are red, tokens the model generated green, and tokens beyond block_size are listed greyed
// as "not used".
#pragma once

#include <QWidget>

#include "core/text/text_input.h"

class QHBoxLayout;
class QLabel;

namespace ui {

class TokenStrip : public QWidget {
    Q_OBJECT
public:
    explicit TokenStrip(QWidget* parent = nullptr);
    // generated: the [first, end) tokens the model wrote (Output → Generate)
    void setInput(const al::TextInput& input, std::pair<int, int> generated = {0, 0});
    bool isGenerated(int index) const;
    int chipCount() const { return chips_; }
    // Chips from this index on are padding under the padding mask: shown as such.
    void setPaddingFrom(int index);
    int paddingFrom() const { return paddingFrom_; }
    QLabel* chip(int index) const { return pool_.value(index); }

    Q_INVOKABLE void applyTheme();  // called by setAppearance: the chips' colours follow the theme

private:
    void showChip(int index, const QString& text, const QString& tooltip, int kind);

    QHBoxLayout* layout_;
    QList<QLabel*> pool_;  // reused between inputs: typing only changes texts
    QList<int> kinds_;           // the style each pooled chip has now
    QLabel* more_ = nullptr;
    int chips_ = 0;
    int paddingFrom_ = 1 << 30;
};

}  // namespace ui
