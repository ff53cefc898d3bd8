#include "ui/widgets/appearance.h"

#include <algorithm>

#include <QApplication>
#include <QFontMetrics>
#include <QLayout>
#include <QPalette>
#include <QTextLayout>
#include <qcustomplot.h>

#include "ui/i18n/language.h"
#include "ui/widgets/fusion_style.h"
#include "ui/widgets/number_ticker.h"

namespace ui {
namespace {

Appearance current;
double baseFontSize = 0;

QPalette darkPalette() {
    QPalette p;
    // base lighter than the window: Fusion fills check boxes and fields with it and outlines them darker
    // than the window, so an unchecked box stays visible
    const QColor window(37, 37, 38), base(58, 58, 60), text(230, 230, 230), highlight(21, 101, 192), link(138, 180, 248);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, link);  // Fusion's dark blue is unreadable on the window and on a notice
    p.setColor(QPalette::LinkVisited, link);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 120));
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    return p;
}

// White on black, yellow for what is selected or marked, cyan links: 21 : 1 text, nothing mid-grey.
QPalette highContrastPalette() {
    QPalette p = darkPalette();
    const QColor black(0, 0, 0), white(255, 255, 255), yellow(255, 255, 0), cyan(0, 255, 255), grey(190, 190, 190);
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(role, black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText, QPalette::BrightText})
        p.setColor(role, white);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, cyan);
    p.setColor(QPalette::LinkVisited, cyan);
    for (auto role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText}) p.setColor(QPalette::Disabled, role, grey);
    p.setColor(QPalette::PlaceholderText, grey);
    return p;
}

}  // namespace

const Appearance& appearance() { return current; }

void queueReplot(QCustomPlot* plot) {
    if (!plot->viewport().isEmpty()) plot->replot(QCustomPlot::rpQueuedReplot);  // laid out at least once
}

void applyAppearance(QCustomPlot* plot) {
    const QFont font = QApplication::font();
    const QColor fg = current.highContrast ? Qt::white : current.dark ? QColor(230, 230, 230) : Qt::black;
    const QColor bg = current.highContrast ? Qt::black : current.dark ? QColor(30, 30, 30) : Qt::white;
    const double width = current.presentation ? 2.0 : 1.0;
    // a replot marks the plot dirty and the window paints every dirty plot in one pass; QCustomPlot's
    // default repaints the window at each plot's replot (four flushes for the Q/K/V step's four plots)
    plot->setPlottingHint(QCP::phImmediateRefresh, false);
    plot->setBackground(bg);
    for (auto* axisRect : plot->axisRects())
        for (auto* axis : axisRect->axes()) {
            axis->setTickLabelFont(font);
            axis->setLabelFont(font);
            axis->setTickLabelColor(fg);
            axis->setLabelColor(fg);
            axis->setBasePen(QPen(fg, width));
            axis->setTickPen(QPen(fg, width));
            axis->grid()->setPen(QPen(current.highContrast ? QColor(150, 150, 150) : current.dark ? QColor(70, 70, 70) : QColor(200, 200, 200), 1, Qt::DotLine));
            useNumberTicker(axis);
        }
    // every title and colour scale the plot owns, also one out of its layout now (a heatmap shows its
    // scale only while the numbers do not fit its cells): it would come back in the old type
    for (auto* title : plot->findChildren<QCPTextElement*>()) {
        QFont f = font;
        f.setBold(true);
        f.setPointSizeF(font.pointSizeF() + 1);
        title->setFont(f);
        title->setTextColor(fg);
    }
    for (auto* scale : plot->findChildren<QCPColorScale*>()) {
        scale->axis()->setTickLabelFont(font);
        scale->axis()->setTickLabelColor(fg);
        scale->axis()->setBasePen(QPen(fg, width));
        scale->axis()->setTickPen(QPen(fg, width));
        useNumberTicker(scale->axis());
    }
    plot->legend->setFont(font);
    plot->legend->setBrush(bg);
    plot->legend->setTextColor(fg);
    for (int i = 0; i < plot->graphCount(); ++i) {
        QPen pen = plot->graph(i)->pen();
        pen.setWidthF(current.presentation ? 4 : 2);
        plot->graph(i)->setPen(pen);
    }
    queueReplot(plot);
}

QFont numberFont(NumberType type) {
    QFont f = QApplication::font();
    f.setPointSizeF(type == NumberType::large ? std::max(7.0, f.pointSizeF() - 1.5) : std::max(8.0, f.pointSizeF() - 3.5));
    return f;
}

int numberMargin(const QFontMetrics& fm) { return std::max(4, fm.averageCharWidth() / 2); }

QColor focusRingColour() {
    if (current.highContrast) return {255, 255, 0};
    return current.dark ? QColor(138, 180, 248) : QColor(21, 101, 192);
}

QColor barColour() { return {33, 145, 140}; }

const QString& choiceButtonStyle() {
    static const QString style = QStringLiteral("QToolButton { color: palette(window-text); } "
                                                "QToolButton:checked { background: #1565c0; color: white; border-radius: 3px; }");
    return style;
}

void setRelativeFont(QWidget* widget, double delta, bool bold) {
    widget->setProperty("al_font_delta", delta);
    widget->setProperty("al_font_bold", bold);
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() + delta * (current.presentation ? 1.6 : 1.0));
    f.setBold(bold);
    widget->setFont(f);
}

Swatch errorSwatch() { return current.dark ? Swatch{"#ef5350", "#4a1c1c", "#ffcdd2"} : Swatch{"#c62828", "#ffebee", "#b71c1c"}; }

namespace {

QString toneSheet(Tone tone) {
    const bool dark = current.dark;
    const Swatch error = errorSwatch();
    switch (tone) {
    case Tone::none: break;
    case Tone::notice:
        return dark ? "background: #3e3420; color: #ffe0a3; padding: 4px; border-radius: 3px;"
                    : "background: #fff8e1; color: #5d4037; padding: 4px; border-radius: 3px;";
    case Tone::error: return QStringLiteral("background: %1; color: %2; padding: 4px; border-radius: 3px;").arg(error.fill, error.text);
    case Tone::errorText: return dark ? "color: #ef9a9a; font-weight: bold;" : QStringLiteral("color: %1; font-weight: bold;").arg(error.text);
    case Tone::refusedField: return QStringLiteral("border: 2px solid %1; background: %2;").arg(error.edge, error.fill);
    }
    return {};
}

}  // namespace

void setTone(QWidget* widget, Tone tone) {
    widget->setProperty("al_tone", static_cast<int>(tone));
    widget->setStyleSheet(toneSheet(tone));
}

namespace {

// The height of one line of `text`, fallback fonts included: a Chinese character is drawn by the CJK
// font (Noto Sans CJK), whose line is about a quarter taller than DejaVu Sans's at the same size.
qreal lineHeight(const QFont& font, const QString& text) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    const QTextLine line = layout.createLine();
    layout.endLayout();
    return line.height();
}

// Presentation type, 1.6× the normal size, in a script whose lines are taller than Latin ones is made
// up to a tenth smaller, so that a 1280 × 720 projector holds as many lines in Chinese as in English.
double presentationScale(const QFont& font) {
    const Language* language = findLanguage(currentLanguage());
    if (!language || language->script == QFontDatabase::Latin) return 1.6;
    const qreal latin = lineHeight(font, QStringLiteral("Xg")), own = lineHeight(font, QStringLiteral("Xg") + language->nativeName);
    return 1.6 * std::clamp(latin / own, 0.9, 1.0);
}

}  // namespace

void setAppearance(const Appearance& a) {
    if (baseFontSize == 0) baseFontSize = QApplication::font().pointSizeF();
    current = a;
    current.dark = a.dark || a.highContrast;  // everything drawn for a dark window holds on black
    QApplication::setStyle(new FusionStyle);
    QApplication::setPalette(a.highContrast ? highContrastPalette() : a.dark ? darkPalette() : QApplication::style()->standardPalette());
    // the windows learn of the new palette from a posted event: deliver it before style sheets read it
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    QFont font = QApplication::font();
    font.setPointSizeF(baseFontSize);  // the scale is measured at the base size, whatever the type is now
    font.setPointSizeF(baseFontSize * (a.presentation ? presentationScale(font) : 1.0));
    QApplication::setFont(font);
    for (QWidget* w : QApplication::allWidgets()) {
        if (w->property("al_font_delta").isValid())
            setRelativeFont(w, w->property("al_font_delta").toDouble(), w->property("al_font_bold").toBool());
        if (auto* plot = qobject_cast<QCustomPlot*>(w)) applyAppearance(plot);
        if (w->metaObject()->indexOfMethod("applyTheme()") >= 0) QMetaObject::invokeMethod(w, "applyTheme");  // style sheets
        else if (w->property("al_tone").isValid()) setTone(w, static_cast<Tone>(w->property("al_tone").toInt()));
        // a widget with a style sheet keeps the type it was polished in (a notice shown before
        // presentation mode stayed small on the projector): polished again, it takes the new one
        else if (!w->styleSheet().isEmpty()) w->setStyleSheet(w->styleSheet());
    }
    for (QWidget* w : QApplication::allWidgets()) {  // sizes changed everywhere: lay everything out again
        w->updateGeometry();
        if (w->layout()) w->layout()->invalidate();
    }
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top->layout()) top->layout()->activate();
}

}  // namespace ui
