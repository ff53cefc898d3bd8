// AttributionChart: direct logit attribution (core/explain/logit_attribution.h) as bars, one per part of
// the model — the embeddings, each head, each feed-forward block, the biases — and a last bar, the total
// logit(answer) − logit(wrong), which the others add up to. Positive bars (for the answer) and negative
// ones (for the wrong token) take the two ends of the diverging colours. A model with more parts than
// fit keeps its largest and adds the rest as one bar, so the sum still holds.
#pragma once

#include <vector>

#include <QString>
#include <qcustomplot.h>

namespace al {
struct LogitAttribution;
}

namespace ui {

class AttributionChart : public QCustomPlot {
    Q_OBJECT
public:
    struct Bar {
        QString label;  // "L0 H3", "L1 MLP", "embeddings", …, "total"
        double value;
    };
    explicit AttributionChart(QWidget* parent = nullptr);
    void setAttribution(const al::LogitAttribution& parts, const QString& title);
    const std::vector<Bar>& bars() const { return bars_; }  // the parts shown, then the total
    QString title() const;
    static constexpr int kPartsAtMost = 24;

private:
    std::vector<Bar> bars_;
    QCPBars *positive_, *negative_, *total_;
    QCPTextElement* title_;
};

}  // namespace ui
