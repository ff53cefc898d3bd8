#include "core/train/task.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/base/error.h"
#include "core/base/memory.h"
#include "core/base/read_file.h"
#include "core/io/loaded_model.h"
#include "core/text/utf8.h"

namespace al {
namespace {

constexpr int kPad = Tokenizer::pad_id, kBos = Tokenizer::bos_id, kEos = Tokenizer::eos_id;

// A stable hash of an example's content decides its split: 1 in 8 go to validation.
bool in_split(const std::vector<int>& content, Split split) {
    uint64_t h = 1469598103934665603ull;
    for (int v : content) h = (h ^ static_cast<uint64_t>(v + 1)) * 1099511628211ull;
    return ((h >> 7) % 8 == 0) == (split == Split::validation);
}

// prompt → answer, in the layout described in task.h.
Example make_example(const std::vector<int>& prompt, const std::vector<int>& answer, int separator, Arch arch) {
    Example e;
    if (arch == Arch::encoder_decoder) {
        e.source = prompt;
        e.ids.push_back(kBos);
        e.ids.insert(e.ids.end(), answer.begin(), answer.end());
        e.targets.assign(answer.begin(), answer.end());
        e.targets.push_back(kEos);
        return e;
    }
    std::vector<int> seq = {kBos};
    seq.insert(seq.end(), prompt.begin(), prompt.end());
    seq.push_back(separator);
    seq.insert(seq.end(), answer.begin(), answer.end());
    seq.push_back(kEos);
    e.ids.assign(seq.begin(), seq.end() - 1);
    e.targets.assign(seq.begin() + 1, seq.end());
    const size_t scored_from = prompt.size() + 1;  // the first answer token is predicted at "="
    for (size_t i = 0; i < scored_from; ++i) e.targets[i] = kPad;
    return e;
}

// copy, reverse, sort: strings of `length` symbols.
class SequenceTask : public Task {
public:
    enum class Kind { copy, reverse, sort };
    SequenceTask(Kind kind, int length, int shortest) : kind_(kind), length_(length), shortest_(shortest > 0 ? shortest : length) {
        if (length < 1 || length > 64) throw Error(Message(AL_TEXT("task length (%1) must be between 1 and 64"), std::to_string(length)));
        if (shortest_ > length)
            throw Error(Message(AL_TEXT("the shortest string (%1) must not be longer than the task length (%2)"), std::to_string(shortest_),
                                std::to_string(length)));
        const std::string symbols = kind == Kind::sort ? "abcdefghijklmnopqrstuvwxyz" : "0123456789abcdefghij";
        std::vector<std::string> pieces;
        for (char c : symbols) pieces.emplace_back(1, c);
        pieces.emplace_back("=");
        tokenizer_ = Tokenizer::from_pieces(TokenizerKind::character, pieces);
        n_symbols_ = static_cast<int>(symbols.size());
        separator_ = tokenizer_.size() - 1;
    }
    std::string name() const override { return kind_ == Kind::copy ? "copy" : kind_ == Kind::reverse ? "reverse" : "sort"; }
    const Tokenizer& tokenizer() const override { return tokenizer_; }
    int decoder_length(Arch arch) const override { return arch == Arch::encoder_decoder ? length_ + 1 : 2 * length_ + 2; }
    int source_length(Arch arch) const override { return arch == Arch::encoder_decoder ? length_ : 0; }
    Example sample(std::mt19937_64& rng, Split split, Arch arch) const override {
        std::uniform_int_distribution<int> symbol(Tokenizer::n_special, Tokenizer::n_special + n_symbols_ - 1);
        const int length = shortest_ == length_ ? length_ : std::uniform_int_distribution<int>(shortest_, length_)(rng);
        std::vector<int> prompt(static_cast<size_t>(length));
        do {
            for (int& s : prompt) s = symbol(rng);
        } while (!in_split(prompt, split));
        std::vector<int> answer = prompt;
        if (kind_ == Kind::reverse) std::reverse(answer.begin(), answer.end());
        if (kind_ == Kind::sort) std::sort(answer.begin(), answer.end());
        return make_example(prompt, answer, separator_, arch);
    }

private:
    Kind kind_;
    int length_, shortest_, n_symbols_, separator_;
    Tokenizer tokenizer_;
};

// induction: random symbols, then a segment of them twice — "qx" + "kzmb" + "kzmb". Nothing before
// the repeat can be predicted (every symbol is new); the repeat can, by a head that finds where the
// current symbol was before and copies the one after it (an induction head, fed by a previous-token
// head). All symbols are distinct, so "the one after it before" is always one token. The segment's
// length varies (⌈length/2⌉ … length), so no fixed offset gives the answer, and so does the prefix's
// (1 … ⌈length/2⌉), so neither does "the first symbol not yet repeated".
//   ids = [BOS, prefix…, s1 … sm, s1 … s(m−1)],  targets = ids shifted by one, ending in sm
class InductionTask : public Task {
public:
    explicit InductionTask(int length) : length_(length) {
        if (length < 2 || length > 16)
            throw Error(Message(AL_TEXT("induction length (%1) must be between 2 and 16: the symbols of an example are distinct letters"),
                                std::to_string(length)));
        std::vector<std::string> pieces;
        for (char c = 'a'; c <= 'z'; ++c) pieces.emplace_back(1, c);
        tokenizer_ = Tokenizer::from_pieces(TokenizerKind::character, pieces);
    }
    std::string name() const override { return "induction"; }
    const Tokenizer& tokenizer() const override { return tokenizer_; }
    int decoder_length(Arch) const override { return half() + 2 * length_; }
    Example sample(std::mt19937_64& rng, Split split, Arch) const override {
        const int m = std::uniform_int_distribution<int>(half(), length_)(rng);
        const int r = std::uniform_int_distribution<int>(1, half())(rng);
        std::vector<int> symbols(26);
        for (int i = 0; i < 26; ++i) symbols[static_cast<size_t>(i)] = Tokenizer::n_special + i;
        std::vector<int> drawn;
        do {
            std::shuffle(symbols.begin(), symbols.end(), rng);
            drawn.assign(symbols.begin(), symbols.begin() + r + m);
        } while (!in_split(drawn, split));
        Example e;
        e.ids = {kBos};
        e.ids.insert(e.ids.end(), drawn.begin(), drawn.end());
        e.ids.insert(e.ids.end(), drawn.begin() + r, drawn.end());
        e.targets.assign(e.ids.begin() + 1, e.ids.end());
        e.ids.pop_back();
        return e;
    }
    std::vector<std::string> loss_parts() const override { return {"first", "repeat"}; }
    // Targets before the repeat are new symbols ("first"); the repeat's first symbol is neither (nothing
    // tells where the repeat starts); the rest of it is "repeat".
    int loss_part(const Example& e, size_t t) const override {
        const size_t start = repeat_start(e.ids);
        return t + 1 < start ? 0 : t + 1 == start ? -1 : 1;
    }
    bool in_accuracy(const Example& e, size_t t) const override { return loss_part(e, t) == 1; }

private:
    int half() const { return (length_ + 1) / 2; }
    // The position of the repeat's first symbol in ids: the first that occurred before (ids.size() if none).
    static size_t repeat_start(const std::vector<int>& ids) {
        for (size_t t = 1; t < ids.size(); ++t)
            if (std::find(ids.begin() + 1, ids.begin() + static_cast<long>(t), ids[t]) != ids.begin() + static_cast<long>(t)) return t;
        return ids.size();
    }

    int length_;
    Tokenizer tokenizer_;
};

// coref: "the dog didn't catch the cat because it was too fast . it cat" — the adjective decides
// whether "it" is the one who acts (tired, slow, …) or the one acted on (fast, wide, …); the referent
// is predicted at the final "it". Half the objects are animals like the subject, so the answer cannot
// be told from its kind of noun: the model has to pick the right one of two animals.
class CorefTask : public Task {
public:
    CorefTask() {
        std::vector<std::string> words = {"the", "didn't", "because", "it", "was", "too", "by", "wasn't", "."};
        for (const auto* list : {&animals_, &places_, &actor_adjectives_, &place_adjectives_, &animal_adjectives_,
                                 &place_verbs_, &place_participles_, &animal_verbs_, &animal_participles_, &fillers_})
            for (const auto& w : *list)
                if (std::find(words.begin(), words.end(), w) == words.end()) words.push_back(w);
        tokenizer_ = Tokenizer::from_pieces(TokenizerKind::word, words);
        tokenizer_.set_lowercases(true);  // "The" as typed is the "the" of every example
        it_ = tokenizer_.encode("it").ids[0];
    }
    std::string name() const override { return "coref"; }
    const Tokenizer& tokenizer() const override { return tokenizer_; }
    int decoder_length(Arch) const override { return 18; }
    Example sample(std::mt19937_64& rng, Split split, Arch arch) const override {
        auto index = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
        auto pick = [&](const std::vector<std::string>& v) { return v[index(v.size())]; };
        auto coin = [&] { return std::bernoulli_distribution(0.5)(rng); };
        // optional fillers move the nouns around, so finding them takes content, not position
        auto filler = [&] {
            const size_t k = index(fillers_.size() + 1);
            return k == fillers_.size() ? std::string() : fillers_[k] + " ";
        };
        while (true) {
            const std::string actor = pick(animals_);
            const bool object_is_animal = coin();
            const std::string object = pick(object_is_animal ? animals_ : places_);
            if (object == actor) continue;
            const bool actor_is_it = coin();
            const std::string adjective =
                pick(actor_is_it ? actor_adjectives_ : object_is_animal ? animal_adjectives_ : place_adjectives_);
            const size_t verb = index(place_verbs_.size());
            const std::string& active = (object_is_animal ? animal_verbs_ : place_verbs_)[verb];
            const std::string& passive = (object_is_animal ? animal_participles_ : place_participles_)[verb];
            const std::string a = filler(), b = filler();
            std::string sentence = coin() ? "the " + a + object + " wasn't " + passive + " by the " + b + actor
                                          : "the " + a + actor + " didn't " + active + " the " + b + object;
            sentence += " because it was too " + adjective + " .";
            std::vector<int> prompt = tokenizer_.encode(sentence).ids;
            const std::vector<int> answer = tokenizer_.encode(actor_is_it ? actor : object).ids;
            std::vector<int> key = prompt;
            key.insert(key.end(), answer.begin(), answer.end());
            if (!in_split(key, split)) continue;
            return make_example(prompt, answer, it_, arch);  // the referent is predicted at a final "it"
        }
    }

private:
    std::vector<std::string> animals_ = {"animal", "dog", "cat",  "horse", "cow",  "fox",   "goat",  "sheep",
                                         "pig",    "duck", "hen", "mouse", "deer", "bear",  "wolf",  "lion",
                                         "tiger",  "owl", "frog", "rabbit", "camel", "zebra", "donkey", "monkey"};
    std::vector<std::string> places_ = {"street", "road", "river", "bridge", "field", "hill", "track", "lane"};
    std::vector<std::string> actor_adjectives_ = {"tired", "scared", "lazy", "old", "weak", "sleepy", "slow", "sick"};
    std::vector<std::string> place_adjectives_ = {"wide", "busy", "long", "steep", "icy", "crowded", "deep", "dangerous"};
    std::vector<std::string> animal_adjectives_ = {"fast", "quick", "swift", "far"};
    std::vector<std::string> place_verbs_ = {"cross", "reach", "use", "enter"};
    std::vector<std::string> place_participles_ = {"crossed", "reached", "used", "entered"};
    std::vector<std::string> animal_verbs_ = {"catch", "chase", "follow", "reach"};
    std::vector<std::string> animal_participles_ = {"caught", "chased", "followed", "reached"};
    std::vector<std::string> fillers_ = {"big", "small", "brown", "grey", "other", "same"};
    Tokenizer tokenizer_;
    int it_;  // the id of "it", the separator before the answer
};

// winograd: the coreference sentence as people type it — "The dog didn't catch the cat, because it
// was too fast!" → cat — read both ways by an encoder, whose "it" sees the adjective after it. The
// referent is predicted at "it" itself (its only scored target). The case is folded (the tokenizer
// lowercases), and the templates vary what a teacher varies: the article ("the", "a", "my", …), the
// negation ("didn't", "could not", "failed to", …), active or passive voice, the connective ("because",
// "since", "as", with or without a comma), "too", "so" or "very", and the final mark (".", "!" or none).
// As in coref, half the objects are animals like the subject, so the kind of noun does not give it away.
//   ids = [w1 … it … wn],  targets = <pad> everywhere but at "it": the referent
class WinogradTask : public Task {
public:
    WinogradTask() {
        std::vector<std::string> words;
        const auto add = [&](const std::string& phrase) {
            for (const auto& w : Tokenizer::split(TokenizerKind::word, phrase))
                if (std::find(words.begin(), words.end(), w) == words.end()) words.push_back(w);
        };
        for (const auto* list : {&articles_, &negations_, &passive_negations_, &connectives_, &intensifiers_, &endings_,
                                 &animals_, &places_, &actor_adjectives_, &place_adjectives_, &animal_adjectives_,
                                 &place_verbs_, &place_participles_, &animal_verbs_, &animal_participles_, &fillers_})
            for (const auto& phrase : *list) add(phrase);
        add("the it was by ,");
        tokenizer_ = Tokenizer::from_pieces(TokenizerKind::word, words);
        tokenizer_.set_lowercases(true);
        it_ = tokenizer_.encode(task_info("winograd").answers_at).ids[0];
    }
    std::string name() const override { return "winograd"; }
    const Tokenizer& tokenizer() const override { return tokenizer_; }
    // article filler noun | negation (2) verb | article filler noun | , connective it was too adjective !
    int decoder_length(Arch) const override { return 20; }
    Example sample(std::mt19937_64& rng, Split split, Arch) const override {
        auto index = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
        auto pick = [&](const std::vector<std::string>& v) { return v[index(v.size())]; };
        auto chance = [&](double p) { return std::bernoulli_distribution(p)(rng); };
        auto article = [&] { return chance(0.6) ? std::string("the") : pick(articles_); };
        auto filler = [&] { return chance(0.3) ? pick(fillers_) + " " : std::string(); };
        while (true) {
            const std::string actor = pick(animals_);
            const bool object_is_animal = chance(0.5);
            const std::string object = pick(object_is_animal ? animals_ : places_);
            if (object == actor) continue;
            const bool actor_is_it = chance(0.5);
            const std::string adjective =
                pick(actor_is_it ? actor_adjectives_ : object_is_animal ? animal_adjectives_ : place_adjectives_);
            const size_t verb = index(place_verbs_.size());
            const std::string& active = (object_is_animal ? animal_verbs_ : place_verbs_)[verb];
            const std::string& passive = (object_is_animal ? animal_participles_ : place_participles_)[verb];
            const std::string a = article() + " " + filler(), b = article() + " " + filler();
            std::string sentence = chance(0.25) ? a + object + " " + pick(passive_negations_) + " " + passive + " by " + b + actor
                                                : a + actor + " " + pick(negations_) + " " + active + " " + b + object;
            sentence += (chance(0.3) ? " , " : " ") + pick(connectives_) + " it was " + pick(intensifiers_) + " " + adjective;
            const std::string ending = pick(endings_);
            if (!ending.empty()) sentence += " " + ending;
            Example e;
            e.ids = tokenizer_.encode_ids(sentence);
            e.targets.assign(e.ids.size(), Tokenizer::pad_id);
            const int answer = tokenizer_.encode_ids(actor_is_it ? actor : object)[0];
            e.targets[static_cast<size_t>(std::find(e.ids.begin(), e.ids.end(), it_) - e.ids.begin())] = answer;
            std::vector<int> key = e.ids;
            key.push_back(answer);
            if (in_split(key, split)) return e;
        }
    }
    std::string input_text(const Example& e) const override { return tokenizer_.decode(e.ids); }
    std::string describe(const Example& e) const override {
        for (size_t i = 0; i < e.targets.size(); ++i)
            if (e.targets[i] != Tokenizer::pad_id) return input_text(e) + " → " + tokenizer_.piece(e.targets[i]);
        return input_text(e);
    }

private:
    // the article is "the" more often than not; the others vary it
    std::vector<std::string> articles_ = {"a", "my", "that", "this", "our", "your"};
    std::vector<std::string> negations_ = {"didn't", "did not", "couldn't", "could not", "wouldn't", "failed to", "refused to"};
    std::vector<std::string> passive_negations_ = {"wasn't", "was not"};
    std::vector<std::string> connectives_ = {"because", "because", "since", "as"};
    std::vector<std::string> intensifiers_ = {"too", "too", "so", "very"};
    std::vector<std::string> endings_ = {".", ".", "!", ""};
    std::vector<std::string> animals_ = {"animal", "dog", "cat",   "horse", "cow",    "fox",   "goat",   "sheep",  "pig",
                                         "duck",   "hen", "mouse", "deer",  "bear",   "wolf",  "lion",   "tiger",  "owl",
                                         "frog",   "rabbit", "camel", "zebra", "donkey", "monkey", "chicken", "puppy", "kitten",
                                         "squirrel", "turtle", "bird"};
    std::vector<std::string> places_ = {"street", "road", "river", "bridge", "field", "hill", "track", "lane",
                                        "lake", "forest", "path", "stream", "wall", "fence", "garden", "park"};
    std::vector<std::string> actor_adjectives_ = {"tired", "scared", "lazy", "old", "weak", "sleepy",
                                                  "slow", "sick", "young", "afraid", "nervous", "hungry"};
    std::vector<std::string> place_adjectives_ = {"wide", "busy", "long", "steep", "icy", "crowded",
                                                  "deep", "dangerous", "high", "muddy", "dark", "slippery"};
    std::vector<std::string> animal_adjectives_ = {"fast", "quick", "swift", "far", "clever", "strong"};
    std::vector<std::string> place_verbs_ = {"cross", "reach", "use", "enter", "pass"};
    std::vector<std::string> place_participles_ = {"crossed", "reached", "used", "entered", "passed"};
    std::vector<std::string> animal_verbs_ = {"catch", "chase", "follow", "reach", "pass"};
    std::vector<std::string> animal_participles_ = {"caught", "chased", "followed", "reached", "passed"};
    std::vector<std::string> fillers_ = {"big", "small", "brown", "grey", "little", "black", "white"};
    Tokenizer tokenizer_;
    int it_;  // the id of "it", where the referent is predicted
};

// text: next-character prediction on windows of a UTF-8 text. The text is cut into blocks; every
// tenth block is validation, so both splits sample the whole text, and no window crosses a block.
class TextTask : public Task {
public:
    TextTask(const std::string& text, int context) : context_(context) {
        if (context < 2) throw Error(Message(AL_TEXT("text context (%1) must be at least 2"), std::to_string(context)));
        // the text, its ids (4 bytes a character) and the tokenizer's counting: checked before any is made
        require_memory(5 * static_cast<uint64_t>(text.size()), Message(AL_TEXT("the training text of %1 bytes"), std::to_string(text.size())),
                       Message(AL_TEXT("train on a shorter text")));
        tokenizer_ = Tokenizer::build(TokenizerKind::character, text);
        ids_ = tokenizer_.encode_ids(text);
        if (static_cast<int>(ids_.size()) < 10 * (context + 1))
            throw Error(Message(AL_TEXT("the text has %1 characters; at least %2 are needed for a context of %3 (use a longer file or a smaller block_size)"), std::to_string(ids_.size()), std::to_string(10 * (context + 1)), std::to_string(context)));
        block_ = std::max<size_t>(256, 2 * static_cast<size_t>(context + 1));
        for (size_t start = 0; start + context + 1 <= ids_.size(); start += block_)
            ((start / block_) % 10 == 9 ? validation_blocks_ : train_blocks_).push_back(start);
        if (validation_blocks_.empty()) validation_blocks_.push_back(train_blocks_.back()), train_blocks_.pop_back();
    }
    std::string name() const override { return "text"; }
    const Tokenizer& tokenizer() const override { return tokenizer_; }
    int decoder_length(Arch) const override { return context_; }
    bool exact_match() const override { return false; }
    Example sample(std::mt19937_64& rng, Split split, Arch) const override {
        const auto& blocks = split == Split::train ? train_blocks_ : validation_blocks_;
        const size_t block = blocks[std::uniform_int_distribution<size_t>(0, blocks.size() - 1)(rng)];
        const size_t last = std::min(block + block_, ids_.size()) - context_ - 1;
        const size_t start = std::uniform_int_distribution<size_t>(block, last)(rng);
        Example e;
        e.ids.assign(ids_.begin() + static_cast<long>(start), ids_.begin() + static_cast<long>(start + context_));
        e.targets.assign(ids_.begin() + static_cast<long>(start + 1), ids_.begin() + static_cast<long>(start + context_ + 1));
        return e;
    }

private:
    int context_;
    Tokenizer tokenizer_;
    std::vector<int> ids_;
    size_t block_;
    std::vector<size_t> train_blocks_, validation_blocks_;  // block start offsets
};

std::string read_data_file(const std::string& path) {
    const std::string text = read_file(path, Message(AL_TEXT("the data file")));
    if (text.empty()) throw Error(Message(AL_TEXT("the data file '%1' is empty"), path));
    if (!is_valid_utf8(text)) throw Error(Message(AL_TEXT("the data file '%1' is not valid UTF-8; save it as UTF-8 and try again"), path));
    return text;
}

// Appends a token's piece to a readable line (word pieces separated by spaces); padding is never shown.
void append_piece(std::string& out, const Tokenizer& t, int id) {
    if (id == Tokenizer::pad_id) return;
    if (!out.empty() && t.kind() == TokenizerKind::word) out += ' ';
    out += t.piece(id);
}

}  // namespace

std::string Task::describe(const Example& e) const {
    std::string out;
    const auto add = [&](int id) { append_piece(out, tokenizer(), id); };
    if (!e.source.empty()) {
        for (int id : e.source) add(id);
        out += " → ";
        for (int id : e.targets) add(id);
        return out;
    }
    for (size_t i = 0; i < e.ids.size(); ++i) add(e.ids[i]);
    if (!e.targets.empty()) add(e.targets.back());
    return out;
}

std::string Task::input_text(const Example& e) const {
    std::string out;
    const auto add = [&](int id) {
        if (id != Tokenizer::bos_id && id != Tokenizer::eos_id) append_piece(out, tokenizer(), id);
    };
    if (!e.source.empty()) {
        for (int id : e.source) add(id);
        return out;
    }
    size_t end = e.ids.size();
    if (std::any_of(e.targets.begin(), e.targets.end(), [](int target) { return target == Tokenizer::pad_id; }))
        for (size_t i = 0; i < e.targets.size(); ++i)
            if (e.targets[i] != Tokenizer::pad_id) {
                end = i + 1;
                break;
            }
    for (size_t i = 0; i < end; ++i) add(e.ids[i]);
    return out;
}

Tokenizer tokenizer_after(const Task& task, Arch arch) {
    Tokenizer t = task.tokenizer();
    t.set_prepends_bos(starts_with_bos(task.name(), arch));
    return t;
}

size_t answer_position(const std::string& task, const std::vector<std::string>& pieces) {
    if (pieces.empty()) return 0;
    const auto info = std::find_if(tasks().begin(), tasks().end(), [&](const TaskInfo& t) { return t.name == task; });
    if (info != tasks().end() && info->answers_at) {
        const auto at = std::find(pieces.begin(), pieces.end(), info->answers_at);
        if (at != pieces.end()) return static_cast<size_t>(at - pieces.begin());
    }
    return pieces.size() - 1;
}

ModelConfig fit_to_task(ModelConfig c, const Task& task) {
    c.vocab_size = task.tokenizer().size();
    c.block_size = std::max(task.decoder_length(c.arch), task.source_length(c.arch));
    return c;
}

std::string task_example(const std::string& name, const ModelConfig& config) {
    const auto known = std::find_if(tasks().begin(), tasks().end(), [&](const TaskInfo& t) { return t.name == name; });
    if (known == tasks().end() || known->reads_text_file) return {};
    for (int length = known->has_length ? std::min(config.block_size, 64) : 1; length >= 1; --length) {
        const auto task = make_task(name, TaskOptions::with_length(length));
        if (!task->supports(config.arch)) return {};
        if (fit_to_task(config, *task).block_size > config.block_size) continue;
        std::mt19937_64 rng(1);
        return task->input_text(task->sample(rng, Split::validation, config.arch));
    }
    return {};
}

const std::vector<TaskInfo>& tasks() {
    static const std::vector<TaskInfo> list = {
        {"copy", true, false, {Arch::decoder, Arch::encoder_decoder}},
        {"reverse", true, false, {Arch::decoder, Arch::encoder_decoder}},
        {"sort", true, false, {Arch::decoder, Arch::encoder_decoder}},
        {"coref", false, false, {Arch::decoder}},
        {"text", false, true, {Arch::decoder}},
        {"induction", true, false, {Arch::decoder}, true},
        {"winograd", false, false, {Arch::encoder}, false, "it"},
    };
    return list;
}

std::string task_list(const char* separator) {
    std::string out;
    for (const auto& t : tasks()) out += (out.empty() ? "" : separator) + t.name;
    return out;
}

const TaskInfo& task_info(const std::string& name) {
    for (const auto& t : tasks())
        if (t.name == name) return t;
    throw Error(Message(AL_TEXT("unknown task \"%1\" (expected one of: %2)"), name, task_list()));
}

bool Task::scores_heads() const { return task_info(name()).scores_heads; }

bool Task::supports(Arch arch) const {
    const auto& archs = task_info(name()).architectures;
    return std::find(archs.begin(), archs.end(), arch) != archs.end();
}

std::unique_ptr<Task> make_task(const std::string& name, const TaskOptions& o) {
    if (name == "copy") return std::make_unique<SequenceTask>(SequenceTask::Kind::copy, o.length, o.shortest);
    if (name == "reverse") return std::make_unique<SequenceTask>(SequenceTask::Kind::reverse, o.length, o.shortest);
    if (name == "sort") return std::make_unique<SequenceTask>(SequenceTask::Kind::sort, o.length, o.shortest);
    if (name == "coref") return std::make_unique<CorefTask>();
    if (name == "induction") return std::make_unique<InductionTask>(o.length);
    if (name == "winograd") return std::make_unique<WinogradTask>();
    if (name == "text") return std::make_unique<TextTask>(o.data_file.empty() ? builtin_corpus() : read_data_file(o.data_file), o.context);
    task_info(name);  // throws the unknown-task error
    throw Error(Message(AL_TEXT("task \"%1\" is listed but cannot be made"), name));
}

double unigram_entropy(const std::string& text) {
    std::map<char32_t, double> counts;
    const auto cps = decode_utf8(text);
    for (char32_t c : cps) counts[c] += 1;
    double h = 0;
    for (const auto& [c, n] : counts) {
        const double p = n / static_cast<double>(cps.size());
        h -= p * std::log(p);
    }
    return h;
}

}  // namespace al
