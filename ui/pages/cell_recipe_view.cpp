#include "ui/pages/cell_recipe_view.h"

#include <QDialogButtonBox>

#include <cmath>

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/i18n/language.h"
#include "ui/widgets/appearance.h"

namespace ui {
namespace {

QString number(double x) {
    if (std::isinf(x)) return x < 0 ? QStringLiteral("−∞") : QStringLiteral("∞");
    return localNumber(x).replace(QLocale().negativeSign(), QStringLiteral("−"));
}

}  // namespace

CellRecipeView::CellRecipeView(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("How is this cell made?"));
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(this);
    setRelativeFont(heading_, 2, true);
    heading_->setTextFormat(Qt::PlainText);
    formula_ = new QLabel(this);
    setRelativeFont(formula_, 1);
    formula_->setTextFormat(Qt::PlainText);
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    results_ = new QLabel(this);
    results_->setTextFormat(Qt::PlainText);
    setRelativeFont(results_, 1);
    layout->addWidget(heading_);
    layout->addWidget(formula_);
    layout->addWidget(table_, 1);
    layout->addWidget(results_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 520);
}

void CellRecipeView::showRecipe(const al::CellRecipe& r, const QString& stepName, const QString& where, const QStringList& rowLabels,
                                const QStringList& columnLabels, const QStringList& termLabels) {
    recipe_ = r;
    const QString query = rowLabels.value(r.row, QString::number(r.row)).trimmed();
    const QString column = columnLabels.value(r.col, QString::number(r.col)).trimmed();
    heading_->setText(tr("%1, row %2 “%3”, column %4 “%5” — %6").arg(stepName).arg(r.row).arg(query).arg(r.col).arg(column, where));
    formula_->setText(translatedText(r.formula));
    table_->clear();
    table_->setVisible(!r.terms.empty());
    table_->setRowCount(static_cast<int>(r.terms.size()));
    table_->setColumnCount(static_cast<int>(r.columns.size()));
    QStringList headers;
    for (const auto& c : r.columns) headers << translatedText(c);
    table_->setHorizontalHeaderLabels(headers);
    QStringList rowNames;
    for (int i = 0; i < static_cast<int>(r.terms.size()); ++i) {
        rowNames << (r.term_axis == al::Axis::head_features ? tr("d = %1").arg(i)
                                                             : tr("%1 “%2”").arg(i).arg(termLabels.value(i).trimmed()));
        for (int j = 0; j < static_cast<int>(r.terms[i].size()); ++j) {
            auto* item = new QTableWidgetItem(number(r.terms[i][j]));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (i == r.highlighted) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            table_->setItem(i, j, item);
        }
    }
    table_->setVerticalHeaderLabels(rowNames);
    if (r.highlighted >= 0) table_->scrollToItem(table_->item(r.highlighted, 0));
    results_->setText(resultText());
    show();
    raise();
}

QString CellRecipeView::heading() const { return heading_->text(); }

QString CellRecipeView::resultText() const {
    QStringList lines;
    for (const auto& [name, value] : recipe_.results) lines << tr("%1 = %2").arg(translatedText(name), number(value));
    lines << tr("in the trace: %1 (the same, to float rounding)").arg(number(recipe_.traced));
    return lines.join('\n');
}

}  // namespace ui
