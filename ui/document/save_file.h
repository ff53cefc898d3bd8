// The window's one way to write a file the user chose (a session, a lesson, an exported figure or
// table): the core's output rule against the files the window reads, then all or nothing.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ui {

// Writes `bytes` to `path` unless it is one of the files behind `reads` (the open model's file or
// folder); replacing another file was confirmed in the save dialog. Empty when written, else why (the
// file as it was).
QString saveFile(const QString& path, const QByteArray& bytes, const QStringList& reads = {});

}  // namespace ui
