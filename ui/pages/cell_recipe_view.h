// "How is this cell made?": a window beside the step-through showing one cell's recipe
// (al::cell_recipe) — the terms with their names, the cell's own term marked, the sums, and the
// recomputed value next to the trace's.
#pragma once

#include <QDialog>
#include <QStringList>

#include "core/explain/cell_recipe.h"

class QLabel;
class QTableWidget;

namespace ui {

class CellRecipeView : public QDialog {
    Q_OBJECT
public:
    explicit CellRecipeView(QWidget* parent = nullptr);
    // `stepName`: the step's title as the strip shows it, in the window's language; the labels of the
    // recipe's row_axis, col_axis and term_axis (none for numbered axes).
    void showRecipe(const al::CellRecipe& recipe, const QString& stepName, const QString& where, const QStringList& rowLabels,
                    const QStringList& columnLabels, const QStringList& termLabels);
    const al::CellRecipe& recipe() const { return recipe_; }
    QTableWidget* table() const { return table_; }
    QString resultText() const;
    QString heading() const;

private:
    al::CellRecipe recipe_;
    QLabel* heading_;
    QLabel* formula_;
    QTableWidget* table_;
    QLabel* results_;
};

}  // namespace ui
