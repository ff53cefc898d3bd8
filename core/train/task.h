// Toy tasks for training, generated procedurally with a train/validation split, chosen because the
// attention patterns they teach are interpretable: copy, reverse (an anti-diagonal), sort, coref
// ("it" → the right noun, read left to right), winograd (the same read both ways, as typed), induction (a repeated random segment: induction heads), and character-level text.
//
// Decoder-only examples:  ids = [BOS, prompt…, separator, answer…],  targets = next token, with PAD
// (ignored by the loss) wherever the next token is still part of the prompt.
// Encoder–decoder examples: source = prompt, ids = [BOS, answer…], targets = [answer…, EOS].
// Encoder-only examples (winograd): ids = the text, targets = PAD but where a token's own answer is scored.
#pragma once

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/model/config.h"
#include "core/text/tokenizer.h"

namespace al {

enum class Split { train, validation };

struct Example {
    std::vector<int> ids;      // (T) decoder input
    std::vector<int> targets;  // (T) next-token targets, Tokenizer::pad_id where not scored
    std::vector<int> source;   // (S) encoder input, encoder_decoder only
};

struct TaskOptions {
    int length = 8;            // copy / reverse / sort: symbols per string; induction: the longest segment
    std::string data_file;     // text: the UTF-8 file; empty = the built-in corpus
    int context = 64;          // text: characters per training window
    int shortest = 0;          // copy / reverse / sort: strings of shortest … length symbols (0: all of `length`)

    static TaskOptions with_length(int length) {
        TaskOptions o;
        o.length = length;
        return o;
    }
};

class Task {
public:
    virtual ~Task() = default;
    virtual std::string name() const = 0;
    virtual const Tokenizer& tokenizer() const = 0;  // tokenizer_after gives what a model trained on the task keeps
    // Longest decoder input (and encoder input) an example has, for checking block_size.
    virtual int decoder_length(Arch arch) const = 0;
    virtual int source_length(Arch) const { return 0; }
    virtual Example sample(std::mt19937_64& rng, Split split, Arch arch) const = 0;
    // Exact match of the whole answer (toy tasks) or per-token accuracy (text).
    virtual bool exact_match() const { return true; }
    // Where the loss is reported in parts as well (induction: "first", "repeat"): their names, and
    // which part target t of an example counts in (−1: none, it counts in the whole loss only).
    virtual std::vector<std::string> loss_parts() const { return {}; }
    virtual int loss_part(const Example&, size_t) const { return -1; }
    // Whether target t counts in the accuracy (induction: the repeat only; the first occurrence is chance).
    virtual bool in_accuracy(const Example&, size_t) const { return true; }
    // Whether evaluations measure every head's previous-token and induction scores (as task_info says).
    bool scores_heads() const;
    bool supports(Arch arch) const;  // as task_info(name()) lists
    // A readable line for previews: "4 2 7 1 = 1 7 2 4".
    virtual std::string describe(const Example& e) const;
    // What a user types to see this example in the explorer, read by the input rule (model_input.h):
    // the source of an encoder–decoder; a decoder's input up to its first scored position, without
    // the <bos> the rule adds (the prompt, so the model's next token is the first answer token), or
    // all of it when every position is scored (text).
    virtual std::string input_text(const Example& e) const;
};

// induction: the loss on the repeat (nats per token) below which a model has learned to copy from its
// context; `train` reports the step and time it got there (a 2-layer attention-only model: seconds).
constexpr double kInductionLossTarget = 0.1;

// What to type to see a model trained on `task` at work: a validation example as Task::input_text
// gives it, of the size the model was made for (copy, reverse, sort: the longest strings whose
// examples fit block_size, the length fit_to_task sized it for). Empty when the task is unknown, not
// for config's arch or larger than block_size, and for text, whose input is any text at all.
std::string task_example(const std::string& task, const ModelConfig& config);

// The token whose prediction is a model's answer: the first of the pieces that is the task's answers_at
// (winograd: "it", the word an encoder resolves in place); for every other task, an unknown one and
// none, the last token.
size_t answer_position(const std::string& task, const std::vector<std::string>& pieces);

// The config with vocab_size and block_size set to what the task needs.
ModelConfig fit_to_task(ModelConfig config, const Task& task);

// The task's tokenizer as a model of architecture `arch` trained on it keeps it: saying whether its
// text starts with <bos>, as every example it saw did (starts_with_bos).
Tokenizer tokenizer_after(const Task& task, Arch arch);

// Throws al::Error for an unknown task, or a missing, empty or non-UTF-8 data file.
std::unique_ptr<Task> make_task(const std::string& name, const TaskOptions& options = {});

// What a form needs to know of each task before making one. The one list of tasks: make_task, the
// CLI's help and the Train tab's choices read it.
struct TaskInfo {
    std::string name;
    bool has_length = false;          // copy, reverse, sort: TaskOptions::length symbols per string
    bool reads_text_file = false;     // text: TaskOptions::data_file
    std::vector<Arch> architectures;  // the first is the default
    bool scores_heads = false;        // induction: evaluations measure head scores (core/train/head_scores.h)
    const char* answers_at = nullptr; // encoder-only (winograd): the piece whose own row is scored, "it"; none: the last token
};
const std::vector<TaskInfo>& tasks();
const TaskInfo& task_info(const std::string& name);  // throws al::Error naming the known tasks
std::string task_list(const char* separator = ", ");   // "copy, reverse, sort, coref, text, induction, winograd"

// The built-in corpus for `text`, written for this project.
const std::string& builtin_corpus();

// Entropy of the character unigram distribution of a text, in nats per character.
double unigram_entropy(const std::string& text);

}  // namespace al
