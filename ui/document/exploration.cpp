#include "ui/document/exploration.h"

#include <algorithm>

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/explain/patching.h"
#include "core/io/model_input.h"
#include "core/io/model_io.h"
#include "core/io/open_model.h"
#include "core/model/memory_budget.h"
#include "core/train/task.h"
#include "ui/document/model_terms.h"
#include "ui/i18n/language.h"

namespace ui {

namespace {

// Whether the model reads all of the text: no notice (a piece outside its vocabulary, text beyond
// block_size; model_input.h).
bool readsWhole(const al::LoadedModel& model, const QString& text) {
    try {
        return al::model_input(model, text.toStdString()).text.notices.empty();
    } catch (const std::exception&) {
        return false;
    }
}

// A model trained on coref reads left to right and answers at a final "it": in a sentence without one,
// its "it" cannot see the adjective after it, which decides the answer. Says so, naming those words.
QString leftToRightNote(const al::LoadedModel& model, const al::TextInput& input) {
    if (model.task() != "coref" || !model.config().causal || model.config().arch != al::Arch::decoder) return {};
    if (input.pieces.empty() || input.pieces.back() == "it") return {};
    const auto it = std::find(input.pieces.begin(), input.pieces.end(), "it");
    if (it == input.pieces.end()) return {};
    QStringList after;
    for (auto p = it + 1; p != input.pieces.end() && *p != "it" && after.size() < 3; ++p) after << QString::fromStdString(*p);
    return Exploration::tr("Read left to right, “it” (token %1) cannot see “%2” after it; a final “it” can:")
        .arg(it - input.pieces.begin())
        .arg(after.join(' '));
}

QString exampleOf(const al::LoadedModel& model) {
    if (!model.tokenizer()) return {};
    try {
        const auto example = QString::fromStdString(al::task_example(model.task(), model.config()));
        return !example.isEmpty() && readsWhole(model, example) ? example : QString();
    } catch (const std::exception&) {
        return {};  // the task's data cannot be made here: no example, the file opens all the same
    }
}

// Each written edit's replaced value back, last written first: the parameters as the file has them.
void takeBack(const std::vector<std::pair<al::ValueEdit, double>>& written, al::ModelParams<float>& params) {
    for (auto it = written.rbegin(); it != written.rend(); ++it) {
        al::ValueEdit back = it->first;
        back.value = it->second;
        al::write_weight_edit(params, back);
    }
}

}  // namespace

Exploration::Exploration(QObject* parent) : QObject(parent), view_(new ViewState(this)) {}
Exploration::~Exploration() = default;

std::unique_ptr<al::LoadedModel> Exploration::readModelFile(const QString& path, const std::optional<al::ModelConfig>& config) {
    if (!path.startsWith(":/")) return std::make_unique<al::LoadedModel>(al::open_model(path.toStdString(), config));
    QFile file(path);  // a shipped model, compiled in
    if (!file.open(QIODevice::ReadOnly)) throw al::Error(tr("cannot open %1: %2").arg(path, file.errorString()).toStdString());
    const auto parsed = al::SafetensorsFile::parse(file.readAll().toStdString(), QFileInfo(path).fileName().toStdString());
    return std::make_unique<al::LoadedModel>(al::load_model(parsed));
}

bool Exploration::needsConfig(const QString& path) {
    if (path.startsWith(":/")) return false;
    try {
        const auto files = al::find_model_files(path.toStdString());
        return files.hugging_face_config.empty() && !al::SafetensorsFile::read(files.weights).metadata().count("config");
    } catch (const std::exception&) {
        return false;  // opening it says what is wrong
    }
}

bool Exploration::openModelFile(const QString& path, QString* error, const std::optional<al::ModelConfig>& config) {
    try {
        auto model = readModelFile(path, config);
        ModelSource source = ModelSource::ofFile(path, config);
        // a model from the Hugging Face cache is called by its repo id, not by its snapshot's commit
        const QString name = path.startsWith(":/") ? tr("shipped model")
                             : !source.hub.isEmpty() ? source.hub.left(source.hub.indexOf('@'))
                                                     : QFileInfo(path).fileName();
        setModel(std::move(model), name, std::move(source));
    } catch (const std::exception& e) {
        const QString why = messageOf(e);
        if (error) *error = why;
        emit statusMessage(tr("Model not loaded — %1. The current model is still in use.").arg(why));
        return false;
    }
    return true;
}

void Exploration::setModel(std::unique_ptr<al::LoadedModel> model, const QString& name, const ModelSource& source,
                           const QString& sentence) {
    model_ = std::move(model);
    writtenWeights_.clear();  // written into the model that is gone
    packed_ = al::PackedWeights::for_reading(al::linear_weights(model_->params()));
    vocabularyLabels_.clear();
    traceOptions_.reset();
    modelName_ = name;
    modelSource_ = source;
    if (experiments_.patch || !experiments_.edits.empty()) {  // a value of another model's run, cells of another model
        experiments_.patch.reset();
        experiments_.edits.clear();
        emit experimentsChanged();
    }
    taskExample_ = exampleOf(*model_);
    const bool useExample = sentence.isNull() && sentenceCameWithModel_ && !taskExample_.isEmpty() && !readsWhole(*model_, sentence_);
    if (useExample || !sentence.isNull()) {
        sentence_ = useExample ? taskExample_ : sentence;
        sentenceCameWithModel_ = true;
    }
    const auto& c = model_->config();
    layer_ = std::clamp(layer_, 0, c.n_layer - 1);
    head_ = std::clamp(head_, 0, c.n_head - 1);
    traceValid_ = false;  // the last model's trace: a page that draws while the model changes draws none
    emit modelChanged();
    recompute();
    if (useExample)
        emit statusMessage(tr("%1 was trained on the task “%2”: the sentence is one of its examples.")
                               .arg(modelName_, taskTerm(QString::fromStdString(model_->task()))));
}

al::ForwardOptions Exploration::optionsFor(int T, const Experiments& e) const {
    al::ForwardOptions options = e.options(T);
    try {  // an edit of a row a shorter text lacks
        al::check_activation_edits(options.edits, model_->plan().main, T);
    } catch (const al::Error& error) {
        throw al::Error(al::Message(AL_TEXT("%1 (Experiments → Undo the last edit, or Reset)"), error.message()));
    }
    if (!e.patch) return options;
    const PatchedCell& cell = *e.patch;
    const al::Batch clean = al::model_input(*model_, cell.cleanText.toStdString()).batch;
    if (clean.T != T)
        throw al::Error(al::Message(AL_TEXT("the patch comes from a clean text of %1 tokens and this text has %2; patching needs the same "
                                            "count (Experiments → Reset, or type the clean text again)"),
                                    std::to_string(clean.T), std::to_string(T)));
    options.patches = {al::clean_patch(model_->forward(clean, e.options(T)), cell.site, cell.layer, cell.index)};
    return options;
}

al::ForwardTrace<float> Exploration::traceOf(const al::Batch& batch) const {
    const auto options = experiments_.options(batch.T);
    const al::UsePackedWeights use(packed_);
    if (traceValid_ && traceOptions_ == options) {
        al::ForwardTrace<float> other = trace_;
        if (model_->forward_reusing(batch, options, other)) return other;
    }
    return model_->forward(batch, options);
}

QString Exploration::modelDescription() const {
    if (!model_) return {};
    const auto& c = model_->config();
    return tr("%1: %2, %3 × %4, n_embd %5, %6 parameters")
        .arg(modelName_, modelTerm(c.arch), layerCount(c.n_layer), headCount(c.n_head))
        .arg(c.n_embd).arg(al::count_parameters(c));
}

void Exploration::useRandomModel(const al::ModelConfig& config, int seed) {
    auto model = std::make_unique<al::LoadedModel>(al::Model<float>::random(config, static_cast<uint64_t>(seed)));
    if (auto tokenizer = model_ ? model_->tokenizer() : std::nullopt) {
        tokenizer->set_prepends_bos(false);  // a random model was trained on nothing: its text is read as it is
        model->set_tokenizer(std::move(tokenizer));
    }
    setModel(std::move(model), tr("random model (seed %1)").arg(seed), ModelSource::ofRandom(config, seed));
}

void Exploration::setSentence(const QString& text) {
    sentence_ = text;
    sentenceCameWithModel_ = false;
    if (!text.startsWith(generatedSentence_)) generated_ = {0, 0};  // the text before it changed: the tokens moved
    recompute();
}

void Exploration::appendGenerated(const QString& text, int tokens) {
    const int first = hasTrace() ? static_cast<int>(trace_.main.ids.size()) : 0;
    generatedSentence_ = sentence_ + text;
    generated_ = {first, first + tokens};
    setSentence(generatedSentence_);
}

void Exploration::setExperiments(const Experiments& e) {
    if (e == experiments_) return;
    experiments_ = e;
    if (model_)
        if (const QString left = writeWeightEdits(experiments_.edits); !left.isEmpty())
            emit statusMessage(tr("An edit was left out: %1").arg(left));
    emit experimentsChanged();
    recompute();
}

bool Exploration::tryEdit(const al::ValueEdit& edit, QString* error) {
    if (!model_) return false;
    Experiments next = experiments_.withEdit(edit);
    QString why = writeWeightEdits(next.edits);
    if (why.isEmpty()) {
        try {  // a trial run: every number computed from the typed one must be finite
            const auto in = al::model_input(*model_, sentence_.toStdString());
            const al::UsePackedWeights use(packed_);
            model_->forward(in.batch, optionsFor(in.batch.T, next)).require_finite(al::Message(AL_TEXT("the edit was not made")));
        } catch (const std::exception& e) {
            why = messageOf(e);
        }
    }
    if (!why.isEmpty()) {
        auto kept = experiments_.edits;
        writeWeightEdits(kept);  // the weights as they were
        if (error) *error = why;
        return false;
    }
    experiments_ = std::move(next);
    emit experimentsChanged();
    recompute();
    return true;
}

void Exploration::undoEdit() {
    if (experiments_.edits.empty()) return;
    Experiments e = experiments_;
    e.edits.pop_back();
    setExperiments(e);
}

std::string Exploration::serializedModel() const {
    if (writtenWeights_.empty()) return al::serialize_model(*model_);
    al::LoadedModel unedited = *model_;  // with its tokenizer and task
    takeBack(writtenWeights_, unedited.params());
    return al::serialize_model(unedited);
}

QString Exploration::writeWeightEdits(std::vector<al::ValueEdit>& edits) {
    auto& params = model_->params();
    const bool had = !writtenWeights_.empty();
    takeBack(writtenWeights_, params);
    writtenWeights_.clear();
    QStringList why;
    for (auto it = edits.begin(); it != edits.end();) {
        if (al::is_activation_edit(*it)) {
            ++it;
            continue;
        }
        try {
            writtenWeights_.push_back({*it, al::write_weight_edit(params, *it)});
            ++it;
        } catch (const std::exception& e) {
            why << messageOf(e);
            it = edits.erase(it);
        }
    }
    if (had || !writtenWeights_.empty()) {
        packed_ = al::PackedWeights::for_reading(al::linear_weights(model_->params()));
        traceOptions_.reset();  // the trace is another model's: none of it can be reused
    }
    return why.join("; ");
}

void Exploration::select(int layer, int head) {
    if (model_) {
        layer = std::clamp(layer, 0, model_->config().n_layer - 1);
        head = std::clamp(head, 0, model_->config().n_head - 1);
    }
    if (layer == layer_ && head == head_) return;
    layer_ = layer, head_ = head;
    emit selectionChanged();
}

// The window recomputes the trace at each keystroke, on its own thread: at most 2 GB.
al::MemoryBudget Exploration::windowBudget() {
    const al::MemoryBudget half = al::half_of_memory();
    constexpr uint64_t most = 2'000'000'000;
    return half.bytes < most ? half : al::MemoryBudget{most, al::Message(AL_TEXT("what the window recomputes at each keystroke"))};
}

void Exploration::recompute() {
    if (!model_) return;
    traceValid_ = false;
    reused_ = false;
    try {
        auto in = al::model_input(*model_, sentence_.toStdString());
        input_ = std::move(in.text);
        QStringList notices;
        for (const auto& n : input_.notices) notices << translated(n);
        const QString note = leftToRightNote(*model_, input_);
        itCannotSeeAhead_ = !note.isEmpty();
        if (itCannotSeeAhead_) notices << note;
        notice_ = notices.join("\n"), noticeIsError_ = false;
        al::require_memory(al::trace_bytes(model_->config(), 1, in.batch.T, in.batch.S, true, sizeof(float)),
                           al::Message(AL_TEXT("the trace of these %1 tokens"), std::to_string(in.batch.T)),
                           al::Message(AL_TEXT("shorten the sentence")),
                           windowBudget());
        // typing at the end of the sentence recomputes only the new positions (GPT-2: one token, not 32)
        const auto options = optionsFor(in.batch.T, experiments_);
        const al::UsePackedWeights use(packed_);
        const std::vector<int> before = traceOptions_ ? trace_.main.ids : std::vector<int>();
        reused_ = traceOptions_ == options && model_->forward_reusing(in.batch, options, trace_);
        kept_ = static_cast<int>(std::mismatch(before.begin(), before.end(), in.batch.ids.begin(), in.batch.ids.end()).first - before.begin());
        traceOptions_.reset();  // until trace_ is whole again
        if (!reused_) model_->forward(in.batch, options, trace_);
        traceOptions_ = options;
        trace_.require_finite(al::Message(AL_TEXT("nothing is shown")));
        traceValid_ = true;
    } catch (const std::exception& e) {
        input_ = {};
        itCannotSeeAhead_ = false;
        notice_ = messageOf(e), noticeIsError_ = true;
    }
    emit traceChanged();
}

QString Exploration::askedAtTheEnd() const {
    const QString text = sentence_.trimmed();
    return text + (text.endsWith('.') ? " it" : " . it");
}

bool Exploration::answersInPlace() const { return model_ && model_->config().arch == al::Arch::encoder; }

int Exploration::answerRow() const {
    if (!hasTrace()) return -1;
    const int rows = static_cast<int>(trace_.logits.rows());
    if (!answersInPlace() || input_.pieces.size() != static_cast<size_t>(rows)) return rows - 1;
    return static_cast<int>(al::answer_position(model_->task(), input_.pieces));
}

QString Exploration::answerToken() const {
    const int row = answerRow();
    return row < 0 ? QString() : pieceText(trace_.main.ids[static_cast<size_t>(row)]);
}

// An id the tokenizer has no piece for (a tokenizer.json smaller than the model's padded vocabulary)
// is labelled by its number.
QString Exploration::pieceText(int id) const {
    const al::Tokenizer* tokenizer = model_ && model_->tokenizer() ? &*model_->tokenizer() : nullptr;
    return tokenizer && id >= 0 && id < tokenizer->size() ? QString::fromStdString(al::visible_piece(tokenizer->label(id))) : QString::number(id);
}

QStringList Exploration::pieceTexts(const std::vector<int>& ids) const {
    const al::Tokenizer* tokenizer = model_ && model_->tokenizer() ? &*model_->tokenizer() : nullptr;
    QStringList out;
    if (tokenizer && std::all_of(ids.begin(), ids.end(), [&](int id) { return id >= 0 && id < tokenizer->size(); })) {
        for (const auto& label : tokenizer->labels(ids)) out << QString::fromStdString(al::visible_piece(label));  // merges byte pieces
        return out;
    }
    for (int id : ids) out << pieceText(id);
    return out;
}

const QStringList& Exploration::vocabularyLabels() const {
    const int V = model_ ? model_->config().vocab_size : 0;
    if (vocabularyLabels_.size() != V) {  // once per model: GPT-2 has 50,257
        vocabularyLabels_.clear();
        vocabularyLabels_.reserve(V);
        for (int id = 0; id < V; ++id)
            vocabularyLabels_ << (model_->tokenizer() && id < model_->tokenizer()->size() ? pieceText(id) : QString::number(id));
    }
    return vocabularyLabels_;
}

}  // namespace ui
