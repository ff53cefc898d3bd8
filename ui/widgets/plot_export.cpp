#include "ui/widgets/plot_export.h"

#include <cmath>

#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <qcustomplot.h>

#include "ui/widgets/heatmap_data.h"

namespace ui {
namespace {

QString csvField(QString s) {
    if (s.contains(',') || s.contains('"') || s.contains('\n')) s = '"' + s.replace('"', "\"\"") + '"';
    return s;
}

}  // namespace

QString exportPlot(QCustomPlot* plot, const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int w = plot->width(), h = plot->height();
    bool ok = false;
    if (suffix == "png") {
        ok = plot->savePng(path, w, h, 2.0);  // twice the screen resolution: sharp on slides
    } else if (suffix == "pdf") {
        ok = plot->savePdf(path, w, h);
    } else if (suffix == "svg") {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(QSize(w, h));
        svg.setViewBox(QRect(0, 0, w, h));
        svg.setTitle(QStringLiteral("AttentionLab"));
        QCPPainter painter;
        if (painter.begin(&svg)) {
            plot->toPainter(&painter, w, h);
            ok = painter.end();
        }
    } else {
        return QObject::tr("unknown image type \"%1\": use .png, .svg or .pdf").arg(suffix);
    }
    return ok ? QString() : QObject::tr("could not write %1").arg(path);
}

QString exportCsv(const HeatmapData& data, const QString& path) {
    QSaveFile file(path);  // written completely or not at all
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return file.errorString();
    QTextStream out(&file);
    out << csvField(data.rowAxis + " \\ " + data.columnAxis);
    for (int c = 0; c < data.values.cols(); ++c) out << ',' << csvField(data.columnLabels.value(c, QString::number(c)));
    out << '\n';
    for (int r = 0; r < data.values.rows(); ++r) {
        out << csvField(data.rowLabels.value(r, QString::number(r)));
        for (int c = 0; c < data.values.cols(); ++c) {
            const float v = data.values(r, c);
            out << ',' << (std::isinf(v) ? QString(v < 0 ? "-inf" : "inf") : QString::number(v, 'g', 9));
        }
        out << '\n';
    }
    out.flush();
    return file.commit() ? QString() : file.errorString();
}

void addExportMenu(QCustomPlot* plot, const HeatmapData* data) {
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(plot, &QWidget::customContextMenuRequested, plot, [plot, data](const QPoint& at) {
        QMenu menu(plot);
        menu.addAction(QObject::tr("Save image (PNG, SVG, PDF)…"), plot, [plot] {
            const QString path = QFileDialog::getSaveFileName(plot, QObject::tr("Save image"), "plot.png",
                                                              QObject::tr("Images (*.png *.svg *.pdf)"));
            if (path.isEmpty()) return;
            if (const QString error = exportPlot(plot, path); !error.isEmpty()) QMessageBox::warning(plot, QObject::tr("Not saved"), error);
        });
        if (data)
            menu.addAction(QObject::tr("Save values as CSV…"), plot, [plot, data] {
                const QString path = QFileDialog::getSaveFileName(plot, QObject::tr("Save values"), "matrix.csv",
                                                                  QObject::tr("CSV (*.csv)"));
                if (path.isEmpty()) return;
                if (const QString error = exportCsv(*data, path); !error.isEmpty()) QMessageBox::warning(plot, QObject::tr("Not saved"), error);
            });
        menu.exec(plot->mapToGlobal(at));
    });
}

}  // namespace ui
