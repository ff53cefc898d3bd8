// What-if edits as the views take them: a double click on a number asks for another value in a small
// dialog; the typed text becomes an al::ValueEdit of the document (Exploration::tryEdit), or a message
// that says why not, with nothing changed.
#pragma once

#include <QString>

#include "core/explain/pipeline.h"

class QWidget;

namespace ui {

class Exploration;

// `typed` in the window's language ("0,9" in German) or with a point, a typographic minus allowed, as
// cell (row, column) of the matrix at `address`. Returns why not ("" when the edit was made).
QString editNumber(Exploration& exploration, const al::EditAddress& address, int row, int column, const QString& typed);

// The dialog: `matrix` names the matrix, `where` the cell ("row 3 (“sat”), column 1"), `now` its value.
// A refusal is shown in a message box.
void askForNumber(QWidget* parent, Exploration& exploration, const al::EditAddress& address, const QString& matrix,
                  const QString& where, double now, int row, int column);

// "row 3 (“sat”), column 1": a cell as the dialog names it; labels: the rows' names, or none (numbered)
QString cellPlace(const QStringList& rowLabels, int row, int column);

}  // namespace ui
