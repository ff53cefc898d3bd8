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
#include "ui/widgets/heatmap_plot.h"

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
    if (suffix != "png" && suffix != "pdf" && suffix != "svg") return QObject::tr("unknown image type \"%1\": use .png, .svg or .pdf").arg(suffix);
    auto* heatmap = qobject_cast<HeatmapPlot*>(plot);
    if (heatmap) heatmap->setExportLook(true, suffix != "png");
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
    }
    if (heatmap) heatmap->setExportLook(false, false);
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

QString figureFileName(QCustomPlot* plot, const HeatmapData* data, const QString& suffix) {
    QString title = data ? data->title : QString();
    for (int i = 0; title.isEmpty() && i < plot->plotLayout()->elementCount(); ++i)
        if (auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i))) title = text->text();
    QString name;
    for (const QChar c : title.toLower()) {  // letters of any script and digits kept, the rest one '-'
        if (c.isLetterOrNumber()) name += c;
        else if (!name.isEmpty() && !name.endsWith('-')) name += '-';
    }
    while (name.endsWith('-')) name.chop(1);
    if (name.size() > 60) name = name.left(60);
    return (name.isEmpty() ? QStringLiteral("figure") : name) + "." + suffix;
}

void addExportMenu(QCustomPlot* plot, const HeatmapData* data) {
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(plot, &QWidget::customContextMenuRequested, plot, [plot, data](const QPoint& at) {
        QMenu menu(plot);
        menu.addAction(QObject::tr("Save image (PNG, SVG, PDF)…"), plot, [plot, data] {
            const QString path = QFileDialog::getSaveFileName(plot, QObject::tr("Save image"), figureFileName(plot, data, "png"),
                                                              QObject::tr("Images (*.png *.svg *.pdf)"));
            if (path.isEmpty()) return;
            if (const QString error = exportPlot(plot, path); !error.isEmpty()) QMessageBox::warning(plot, QObject::tr("Not saved"), error);
        });
        if (data)
            menu.addAction(QObject::tr("Save values as CSV…"), plot, [plot, data] {
                const QString path = QFileDialog::getSaveFileName(plot, QObject::tr("Save values"), figureFileName(plot, data, "csv"),
                                                                  QObject::tr("CSV (*.csv)"));
                if (path.isEmpty()) return;
                if (const QString error = exportCsv(*data, path); !error.isEmpty()) QMessageBox::warning(plot, QObject::tr("Not saved"), error);
            });
        menu.exec(plot->mapToGlobal(at));
    });
}

}  // namespace ui
