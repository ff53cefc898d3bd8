// A model's configuration choices named in the window's language, for what a person reads: titles,
// the status bar, the choices of a form. The core's names ("encoder_decoder", "gelu_tanh",
// enum_names) stay what config files and sessions hold.
#pragma once

#include <QComboBox>
#include <QString>

#include "core/model/config.h"

namespace ui {

QString modelTerm(al::Arch arch);              // "decoder-only", "encoder-only", "encoder–decoder"
QString modelTerm(al::NormKind norm);          // "layer norm", "RMS norm", "batch norm"
QString modelTerm(al::NormPosition position);  // "pre-norm", "post-norm"
QString modelTerm(al::Activation activation);  // "GELU", "GELU (tanh)", "ReLU"
QString modelTerm(al::Positional positional);  // "learned", "sinusoidal", "none"

// A training task named in the window's language by its core name (al::tasks(): "reverse" →
// "Umkehren" in German, "coref" → "coreference"); a name it does not know, as it is.
QString taskTerm(const QString& task);

// A configuration field named as a form shows it, by its core name: its label in the core's table
// (al::model_fields) in the window's language, with the language's colon: "Layers:" for "n_layer",
// "Schichten:" in German, "层数：" in Chinese; a name the table does not know, as it is.
QString modelFieldLabel(const QString& field);
// What the field is, for a tooltip, with the config file's name for it: "Layers per stack (n_layer)".
QString modelFieldTip(const al::ModelField& field);
// Every choice of a choice field (arch, norm, …) in `box`, as addModelTerms<E> adds them.
void addModelChoices(QComboBox* box, const al::ModelField& field);

// `value` as a choice of `box`: its term shown, its core name (to_string) as the item's data.
template <class E>
void addModelTerm(QComboBox* box, E value) {
    box->addItem(modelTerm(value), QString::fromStdString(al::to_string(value)));
}

// Every value of E, in declaration order (enum_names), as a choice of `box`.
template <class E>
void addModelTerms(QComboBox* box) {
    for (size_t i = 0; i < al::enum_names<E>().size(); ++i) addModelTerm(box, static_cast<E>(i));
}

// The choice of `box` whose core name (its item's data) is `name`; a name this version does not know
// leaves the choice as it is.
void chooseByCoreName(QComboBox* box, const QString& name);

// The value `box` (filled by addModelTerms<E>) has chosen; `field` names it in an error.
template <class E>
E chosenModelTerm(const QComboBox* box, const char* field) {
    return al::enum_from_name<E>(box->currentData().toString().toStdString(), field);
}

}  // namespace ui
