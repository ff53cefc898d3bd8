#include "ui/document/model_terms.h"

#include <QCoreApplication>

#include "ui/i18n/language.h"

namespace ui {

QString modelTerm(al::Arch arch) {
    switch (arch) {
        case al::Arch::decoder: return QCoreApplication::translate("ui::ModelTerms", "decoder-only");
        case al::Arch::encoder: return QCoreApplication::translate("ui::ModelTerms", "encoder-only");
        case al::Arch::encoder_decoder: return QCoreApplication::translate("ui::ModelTerms", "encoder–decoder");
    }
    return {};
}

QString modelTerm(al::NormKind norm) {
    switch (norm) {
        case al::NormKind::layernorm: return QCoreApplication::translate("ui::ModelTerms", "layer norm");
        case al::NormKind::rmsnorm: return QCoreApplication::translate("ui::ModelTerms", "RMS norm");
        case al::NormKind::batchnorm: return QCoreApplication::translate("ui::ModelTerms", "batch norm");
    }
    return {};
}

QString modelTerm(al::NormPosition position) {
    switch (position) {
        case al::NormPosition::pre: return QCoreApplication::translate("ui::ModelTerms", "pre-norm");
        case al::NormPosition::post: return QCoreApplication::translate("ui::ModelTerms", "post-norm");
    }
    return {};
}

void chooseByCoreName(QComboBox* box, const QString& name) {
    if (const int i = box->findData(name); i >= 0) box->setCurrentIndex(i);
}

QString taskTerm(const QString& task) {
    if (task == "copy") return QCoreApplication::translate("ui::ModelTerms", "copy", "the training task");
    if (task == "reverse") return QCoreApplication::translate("ui::ModelTerms", "reverse", "the training task");
    if (task == "sort") return QCoreApplication::translate("ui::ModelTerms", "sort", "the training task");
    if (task == "coref") return QCoreApplication::translate("ui::ModelTerms", "coreference", "the training task");
    if (task == "text") return QCoreApplication::translate("ui::ModelTerms", "text", "the training task");
    if (task == "induction") return QCoreApplication::translate("ui::ModelTerms", "induction", "the training task");
    if (task == "winograd") return QCoreApplication::translate("ui::ModelTerms", "coreference (both ways)", "the training task");
    return task;
}

QString modelTerm(al::Activation activation) {
    switch (activation) {
        case al::Activation::gelu: return QCoreApplication::translate("ui::ModelTerms", "GELU");
        case al::Activation::gelu_tanh: return QCoreApplication::translate("ui::ModelTerms", "GELU (tanh)");
        case al::Activation::relu: return QCoreApplication::translate("ui::ModelTerms", "ReLU");
        case al::Activation::silu: return QCoreApplication::translate("ui::ModelTerms", "SiLU");
    }
    return {};
}

QString modelTerm(al::Positional positional) {
    switch (positional) {
        case al::Positional::learned: return QCoreApplication::translate("ui::ModelTerms", "learned");
        case al::Positional::sinusoidal: return QCoreApplication::translate("ui::ModelTerms", "sinusoidal");
        case al::Positional::none: return QCoreApplication::translate("ui::ModelTerms", "none");
        case al::Positional::rotary: return QCoreApplication::translate("ui::ModelTerms", "rotary (RoPE)");
    }
    return {};
}

QString modelFieldLabel(const QString& field) {
    for (const auto& f : al::model_fields())
        if (field == QLatin1String(f.name)) return QCoreApplication::translate("ui", "%1:").arg(translatedText(f.label));
    return field + QLatin1Char(':');
}

QString modelFieldTip(const al::ModelField& field) {
    return translatedText(field.help) + QStringLiteral(" (%1)").arg(QLatin1String(field.name));
}

void addModelChoices(QComboBox* box, const al::ModelField& field) {
    std::visit(
        [&](auto member) {
            using E = std::remove_cvref_t<decltype(std::declval<al::ModelConfig>().*member)>;
            if constexpr (std::is_enum_v<E>) addModelTerms<E>(box);
        },
        field.member);
}

}  // namespace ui
