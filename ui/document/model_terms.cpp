#include "ui/document/model_terms.h"

#include <QCoreApplication>

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

QString modelTerm(al::Activation activation) {
    switch (activation) {
        case al::Activation::gelu: return QCoreApplication::translate("ui::ModelTerms", "GELU");
        case al::Activation::gelu_tanh: return QCoreApplication::translate("ui::ModelTerms", "GELU (tanh)");
        case al::Activation::relu: return QCoreApplication::translate("ui::ModelTerms", "ReLU");
    }
    return {};
}

QString modelTerm(al::Positional positional) {
    switch (positional) {
        case al::Positional::learned: return QCoreApplication::translate("ui::ModelTerms", "learned");
        case al::Positional::sinusoidal: return QCoreApplication::translate("ui::ModelTerms", "sinusoidal");
        case al::Positional::none: return QCoreApplication::translate("ui::ModelTerms", "none");
    }
    return {};
}

}  // namespace ui
