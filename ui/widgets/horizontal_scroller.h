// One row of content (tokens, pipeline steps) that scrolls sideways when the window is narrower.
#pragma once

#include <QScrollArea>

namespace ui {

inline QScrollArea* horizontalScroller(QWidget* content, QWidget* parent) {
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

}  // namespace ui
