// The document every page observes (as KDAB hotspot's result pages observe their parser): the model
// and where it came from, the sentence, the experiments, the selected layer and head, and the trace
// of the sentence; beside it, what the window shows of it (view(): tab, step, attention view, compare
// sentence). Pages connect to their signals and read them; the window only lays the pages out.
#pragma once

#include <memory>
#include <optional>

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include "core/kernels/packed_weights.h"
#include "core/model/memory_budget.h"
#include "core/io/loaded_model.h"
#include "core/text/text_input.h"
#include "ui/document/model_source.h"
#include "ui/document/experiments.h"
#include "ui/document/view_state.h"

namespace ui {

class Exploration : public QObject {
    Q_OBJECT
public:
    explicit Exploration(QObject* parent = nullptr);
    ~Exploration() override;

    // What the pages show of the document: sessions save it, lessons set it, the pages observe it.
    ViewState* view() const { return view_; }

    // The model. A failed load leaves the current one in place and returns why.
    const al::LoadedModel* model() const { return model_.get(); }
    QString modelName() const { return modelName_; }
    QString modelDescription() const;  // "name: arch, L layers × H heads, n_embd C, N parameters"
    const ModelSource& source() const { return modelSource_; }  // how to get the model back
    QJsonObject modelSource() const { return modelSource_.toJson(); }  // as a session writes it
    // A file, a Hugging Face folder or a ":/" resource; `config` describes a file that carries none.
    bool openModelFile(const QString& path, QString* error = nullptr, const std::optional<al::ModelConfig>& config = {});
    static std::unique_ptr<al::LoadedModel> readModelFile(const QString& path, const std::optional<al::ModelConfig>& config = {});  // throws al::Error
    // A model file without a config of its own or beside it: the window asks for one.
    static bool needsConfig(const QString& path);
    // `sentence` replaces the current one when not null (a preset's or a trained task's example); see
    // taskExample() for null.
    void setModel(std::unique_ptr<al::LoadedModel> model, const QString& name, const ModelSource& source,
                  const QString& sentence = QString());
    void useRandomModel(const al::ModelConfig& config, int seed);  // keeps the current tokenizer

    // What to type for the model's task (al::task_example), when its file names one and the model reads
    // the example whole; else empty. A new model given no sentence takes it in place of a sentence that
    // came with the previous model (a preset's, a task's) and that the new model cannot read whole.
    QString taskExample() const { return taskExample_; }

    // The input and the experiments; each change recomputes the trace.
    QString sentence() const { return sentence_; }
    void setSentence(const QString& text);
    // Appends what the model generated, `tokens` tokens; they stay marked as generated while the text
    // before them is unchanged.
    void appendGenerated(const QString& text, int tokens);
    std::pair<int, int> generatedTokens() const { return generated_; }  // [first, end) token indices; empty: none
    const Experiments& experiments() const { return experiments_; }
    // A weight edit the model lacks is left out, and a status message says so.
    void setExperiments(const Experiments& e);
    // What-if: the experiments with `edit` (Experiments::withEdit), when its cell exists and everything
    // computed from it stays finite; else false with why in `error`, and nothing changed.
    bool tryEdit(const al::ValueEdit& edit, QString* error);
    void undoEdit();  // the last edit taken back
    // The model as its file holds it, without the weight edits (the experiments keep those): what a
    // lesson embeds.
    std::string serializedModel() const;

    // Which layer and head the views show (clamped to the model).
    int layer() const { return layer_; }
    int head() const { return head_; }
    void select(int layer, int head);

    // The trace of the sentence under the experiments; invalid while the text cannot be read.
    bool hasTrace() const { return traceValid_; }
    const al::ForwardTrace<float>& trace() const { return trace_; }
    bool traceReusedItsPrefix() const { return reused_; }  // the last recompute kept the unchanged start
    int keptPositions() const { return reused_ ? kept_ : 0; }  // how many: the rows it did not compute again
    // The trace of another input under the same experiments, its first positions shared with trace()
    // where the two inputs agree (forward_reusing): a comparison differs only where the inputs do, to
    // the bit, whatever the products' rounding in a fresh forward would be.
    al::ForwardTrace<float> traceOf(const al::Batch& batch) const;
    const al::TextInput& input() const { return input_; }
    // The row of the trace whose prediction is the model's answer: the last, or for an encoder-only
    // model the token it answers at (winograd: "it"; al::answer_position). −1 without a trace.
    int answerRow() const;
    QString answerToken() const;  // the label of that row's token ("it"); empty without a trace
    bool answersInPlace() const;  // an encoder-only model: the answer is at answerRow(), not a next token
    QString notice() const { return notice_; }         // what the user should know about the input
    // A model trained on coref (left to right, answering at a final "it") shown a sentence whose "it"
    // comes before the adjective that decides it: the notice says so.
    bool itCannotSeeAhead() const { return itCannotSeeAhead_; }
    QString askedAtTheEnd() const;  // the sentence with the final "it" that can see it all ("… tired. it")
    bool noticeIsError() const { return noticeIsError_; }
    static al::MemoryBudget windowBudget();  // for one trace of the sentence

    // Labels: a token id's piece as shown, one per id of a sequence, the whole vocabulary.
    QString pieceText(int id) const;
    QStringList pieceTexts(const std::vector<int>& ids) const;
    const QStringList& vocabularyLabels() const;  // every id's label, made once per model

signals:
    void modelChanged();      // a new model: its steps, positions, ranges
    void traceChanged();      // a new trace (or none: hasTrace() false)
    void selectionChanged();  // another layer or head
    void experimentsChanged();
    void statusMessage(const QString& text);  // for the status bar, for a while (an error, a notice)

private:
    void recompute();
    // The experiments' options for T tokens, with the patched cell's values from a run of its clean text.
    // Throws al::Error for a clean text of another length, or a cell the model lacks.
    al::ForwardOptions optionsFor(int T, const Experiments& e) const;
    // Makes model_'s weights those of `edits`' weight edits (and the others the file's), packed again;
    // an edit the model lacks is removed from `edits`, and the returned text says why (empty: none was).
    QString writeWeightEdits(std::vector<al::ValueEdit>& edits);

    ViewState* view_;

    std::unique_ptr<al::LoadedModel> model_;  // its weights change with a new model, and with weight edits:
    std::vector<std::pair<al::ValueEdit, double>> writtenWeights_;  // each written edit and the value it replaced
    al::PackedWeights packed_;                  // model_'s, for the forward passes at each keystroke
    mutable QStringList vocabularyLabels_;
    QString modelName_;
    std::pair<int, int> generated_{0, 0};
    QString generatedSentence_;  // the sentence right after generating
    ModelSource modelSource_;
    QString sentence_;
    bool sentenceCameWithModel_ = false;  // set by setModel's sentence, cleared by setSentence
    QString taskExample_;
    Experiments experiments_;
    int layer_ = 0, head_ = 0;
    al::ForwardTrace<float> trace_;
    std::optional<al::ForwardOptions> traceOptions_;  // what trace_ was computed with, while it is whole
    bool reused_ = false;                             // the last recompute kept trace_'s unchanged prefix
    int kept_ = 0;                                    //   its first kept_ positions
    al::TextInput input_;
    bool traceValid_ = false;
    QString notice_;
    bool itCannotSeeAhead_ = false;
    bool noticeIsError_ = false;
};

}  // namespace ui
