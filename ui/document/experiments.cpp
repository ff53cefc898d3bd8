#include "ui/document/experiments.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace ui {

double Experiments::scoreScale() const { return std::pow(2.0, scaleSlider / 10.0); }

bool Experiments::isDefault() const {  // the valid length matters only under a padding mask, which is not the default
    Experiments own;
    own.validLength = validLength;
    return *this == own;
}

bool Experiments::usesPadding() const { return mask && (*mask == al::MaskKind::padding || *mask == al::MaskKind::causal_padding); }

int Experiments::paddingFrom(int T) const { return usesPadding() && validLength >= 0 ? std::min(validLength, T) : T; }

al::ForwardOptions Experiments::options(int T) const {
    al::ForwardOptions o;
    o.scale_by_sqrt_dk = sqrtDk;
    o.score_scale = scoreScale();
    o.mask = mask;
    if (usesPadding()) o.row_valid_lens = {std::vector<int>(T, paddingFrom(T))};
    o.hide_first_token = !firstToken;
    o.use_positional = positional;
    o.ablated_heads.assign(zeroed.begin(), zeroed.end());
    o.bypass_residual = !residual;
    o.bypass_norm = !norm;
    for (const auto& e : edits)
        if (al::is_activation_edit(e)) o.edits.push_back(e);
    return o;
}

Experiments Experiments::withEdit(const al::ValueEdit& edit) const {
    Experiments e = *this;
    const auto same = std::find_if(e.edits.begin(), e.edits.end(), [&](const al::ValueEdit& x) { return x.same_cell(edit); });
    if (same != e.edits.end()) e.edits.erase(same);
    e.edits.push_back(edit);
    return e;
}

QJsonObject Experiments::toJson() const {
    QJsonArray heads;
    for (const auto& [l, h] : zeroed) heads.append(QJsonArray{l, h});
    QJsonObject o{{"sqrt_dk", sqrtDk}, {"scale_slider", scaleSlider},
                  {"mask", mask ? QString::fromStdString(al::to_string(*mask)) : QStringLiteral("model")},
                  {"valid_length", validLength}, {"positional", positional}, {"zeroed_heads", heads},
                  {"residual", residual}, {"norm", norm}, {"first_token", firstToken}};
    if (!edits.empty()) {
        QJsonArray list;
        for (const auto& e : edits)
            list.append(QJsonObject{{"tensor", QString::fromStdString(e.tensor)}, {"layer", e.layer}, {"head", e.head},
                                    {"row", e.row}, {"col", e.col}, {"value", e.value}});
        o["edits"] = list;
    }
    if (patch)
        o["patch"] = QJsonObject{{"site", QString::fromStdString(al::to_string(patch->site))}, {"layer", patch->layer},
                                 {"index", patch->index}, {"clean_text", patch->cleanText}};
    return o;
}

Experiments Experiments::fromJson(const QJsonObject& o) {
    Experiments e;
    e.sqrtDk = o.value("sqrt_dk").toBool(true);
    e.scaleSlider = std::clamp(o.value("scale_slider").toInt(0), -20, 20);
    const QJsonValue mask = o.value("mask");
    if (mask.isString() && mask.toString() != "model") {
        try {
            e.mask = al::mask_kind_from_string(mask.toString().toStdString());
        } catch (const std::exception&) {  // an unknown name: the model's own mask
        }
    } else if (mask.isDouble() && mask.toInt() >= 1 && mask.toInt() <= 4) {  // version 1: the combo box's index
        e.mask = static_cast<al::MaskKind>(mask.toInt() - 1);
    }
    e.validLength = std::max(-1, o.value("valid_length").toInt(-1));
    e.positional = o.value("positional").toBool(true);
    e.firstToken = o.value("first_token").toBool(true);
    e.residual = o.value("residual").toBool(true);
    e.norm = o.value("norm").toBool(true);
    for (const auto& v : o.value("zeroed_heads").toArray()) e.zeroed.insert({v.toArray().at(0).toInt(), v.toArray().at(1).toInt()});
    for (const auto& v : o.value("edits").toArray()) {  // a cell the model or text lacks: the forward pass says so
        const QJsonObject edit = v.toObject();
        if (edit.value("tensor").isString() && edit.value("value").isDouble())
            e.edits.push_back({edit.value("tensor").toString().toStdString(), edit.value("layer").toInt(-1), edit.value("head").toInt(-1),
                               edit.value("row").toInt(), edit.value("col").toInt(), edit.value("value").toDouble()});
    }
    const QJsonObject patch = o.value("patch").toObject();
    if (const auto site = al::patch_site_from(patch.value("site").toString().toStdString()); site && patch.value("clean_text").isString())
        e.patch = PatchedCell{*site, std::max(0, patch.value("layer").toInt()), std::max(0, patch.value("index").toInt()),
                              patch.value("clean_text").toString()};  // a layer the model lacks: Exploration says so
    return e;
}

QStringList activeExperiments(const Experiments& e, int T) {
    const auto t = [](const char* text) { return QCoreApplication::translate("ui", text); };
    QStringList on;
    if (!e.sqrtDk) on << t("÷√d_k off");
    if (e.scaleSlider != 0) on << t("scores × %1").arg(QLocale().toString(e.scoreScale(), 'f', 2));
    if (e.mask) {
        on << (e.usesPadding() && e.paddingFrom(T) < T ? t("mask: %1, padding from position %2").arg(maskTitle(*e.mask)).arg(e.paddingFrom(T))
                                                       : t("mask: %1").arg(maskTitle(*e.mask)));
    }
    if (!e.firstToken) on << t("first token hidden");
    if (!e.positional) on << t("no positions");
    for (const auto& [l, h] : e.zeroed) on << t("head %1 of layer %2 zeroed").arg(h).arg(l);
    if (!e.residual) on << t("no residual connections");
    if (!e.norm) on << t("no norms");
    if (e.patch) {
        const QString where = e.patch->site == al::PatchSite::resid ? t("the stream into layer %1 at position %2")
                              : e.patch->site == al::PatchSite::attn ? t("layer %1's attention output at position %2")
                              : e.patch->site == al::PatchSite::mlp  ? t("layer %1's feed-forward output at position %2")
                                                                     : t("layer %1's head %2");
        const QString& clean = e.patch->cleanText;  // its end: where a corruption usually is, and a line's room
        on << t("%1 patched from “%2”").arg(where.arg(e.patch->layer).arg(e.patch->index),
                                            clean.size() > 32 ? "…" + clean.right(31).trimmed() : clean);
    }
    if (e.edits.size() == 1) on << t("edited: %1").arg(editTitle(e.edits.front()));
    if (e.edits.size() > 1) on << t("%1 numbers edited, the last: %2").arg(e.edits.size()).arg(editTitle(e.edits.back()));
    return on;
}

QString editTitle(const al::ValueEdit& e) {
    const auto t = [](const char* text) { return QCoreApplication::translate("ui", text); };
    const QString value = QLocale().toString(e.value, 'g', 4);
    if (!al::is_activation_edit(e))
        return t("%1[%2, %3] = %4").arg(QString::fromStdString(e.tensor)).arg(e.row).arg(e.col).arg(value);
    const QString tensor = QString::fromStdString(e.tensor).mid(5);  // after "attn."
    const QString name = tensor == "q" ? "Q" : tensor == "k" ? "K" : tensor == "v" ? "V" : tensor == "scores" ? t("score") : t("weight");
    return t("layer %1, head %2, %3[%4, %5] = %6").arg(e.layer).arg(e.head).arg(name).arg(e.row).arg(e.col).arg(value);
}

QString maskTitle(al::MaskKind kind) {
    switch (kind) {
        case al::MaskKind::none: return QCoreApplication::translate("ui::Experiments", "none");
        case al::MaskKind::causal: return QCoreApplication::translate("ui::Experiments", "causal");
        case al::MaskKind::padding: return QCoreApplication::translate("ui::Experiments", "padding");
        case al::MaskKind::causal_padding: return QCoreApplication::translate("ui::Experiments", "causal + padding");
    }
    return {};
}

}  // namespace ui
