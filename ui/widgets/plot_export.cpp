#include "ui/widgets/plot_export.h"

#include <cmath>
#include <memory>

#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QBuffer>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextStream>
#include <qcustomplot.h>

#include "ui/document/save_file.h"
#include "ui/widgets/heatmap_data.h"

namespace ui {
namespace {

QString csvField(QString s) {
    if (s.contains(',') || s.contains('"') || s.contains('\n')) s = '"' + s.replace('"', "\"\"") + '"';
    return s;
}

}  // namespace

// The figure's bytes in the file type its name asks for; the file is then written all at once.
QString exportPlot(QCustomPlot* plot, const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int w = plot->width(), h = plot->height();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool ok = false;
    if (suffix == "png") {
        ok = plot->toPixmap(w, h, 2.0).save(&buffer, "PNG");  // twice the screen resolution: sharp on slides
    } else if (suffix == "pdf" || suffix == "svg") {
        std::unique_ptr<QPaintDevice> device;
        if (suffix == "pdf") {
            auto pdf = std::make_unique<QPdfWriter>(&buffer);  // as QCustomPlot::savePdf lays out its page
            pdf->setCreator(QStringLiteral("AttentionLab"));
            pdf->setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf->setPageLayout(QPageLayout(QPageSize(QSizeF(w, h), QPageSize::Point), QPageLayout::Portrait, QMarginsF()));
            pdf->setResolution(72);
            device = std::move(pdf);
        } else {
            auto svg = std::make_unique<QSvgGenerator>();
            svg->setOutputDevice(&buffer);
            svg->setSize(QSize(w, h));
            svg->setViewBox(QRect(0, 0, w, h));
            svg->setTitle(QStringLiteral("AttentionLab"));
            device = std::move(svg);
        }
        QCPPainter painter;
        if (painter.begin(device.get())) {
            plot->toPainter(&painter, w, h);
            ok = painter.end();
        }
    } else {
        return QObject::tr("unknown image type \"%1\": use .png, .svg or .pdf").arg(suffix);
    }
    if (!ok) return QObject::tr("could not draw the figure for %1").arg(path);
    return saveFile(path, bytes);
}

QString exportCsv(const HeatmapData& data, const QString& path) {
    QString text;
    QTextStream out(&text);
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
    return saveFile(path, text.toUtf8());
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
