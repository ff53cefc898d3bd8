#include "core/train/trainer.h"


#include <chrono>
#include <cmath>
#include <exception>
#include <optional>

#include "core/kernels/packed_weights.h"
#include "core/kernels/parallel.h"
#include "core/model/memory_budget.h"
#include "core/train/part_queue.h"

#include "core/train/loss.h"

namespace al {
namespace {

uint64_t mix(uint64_t seed, uint64_t step, uint64_t stream) {
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + step * 0xBF58476D1CE4E5B9ull + stream * 0x94D049BB133111EBull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    return z ^ (z >> 31);
}

int count_targets(const std::vector<int>& targets) {
    int n = 0;
    for (int t : targets) n += t != Tokenizer::pad_id;
    return n;
}

// Training needs, beside the model: AdamW's two moments, up to max(threads, 4) gradient buffers and
// the activations of a whole batch (every micro-batch's trace together is at most that). The settings
// are validated here, then the sizes checked, before the first of them is allocated; returns the
// config for the optimizer.
const ModelConfig& fits_in_memory(const ModelConfig& c, const Task& task, const TrainSettings& s) {
    s.validate();  // sizes in range before they are multiplied
    const uint64_t params = static_cast<uint64_t>(count_tensor_elements(c)) * sizeof(float);
    const uint64_t buffers = 2 + static_cast<uint64_t>(std::max(s.threads, 4));
    const int T = std::max(task.decoder_length(c.arch), 1), S = task.source_length(c.arch);
    require_memory(buffers * params + trace_bytes(c, std::max(s.batch_size, 1), T, S, false, sizeof(float)),
                   Message(AL_TEXT("training this model (%1 parameters, batches of %2)"), std::to_string(count_parameters(c)),
                           std::to_string(s.batch_size)),
                   Message(AL_TEXT("choose a smaller model or batch_size")));
    return c;
}

}  // namespace

Trainer::Trainer(Model<float>& model, const Task& task, TrainSettings settings)
    : model_(model), task_(task), settings_(settings),
      optimizer_(fits_in_memory(model.config(), task, settings), {settings.beta1, settings.beta2, 1e-8, settings.weight_decay}) {
    const auto& c = model.config();
    if (!task.supports(c.arch)) {
        std::string known;
        for (const Arch a : task_info(task.name()).architectures) known += (known.empty() ? "" : ", ") + to_string(a);
        throw Error(Message(AL_TEXT("the %1 task cannot train a model of architecture %2 (it trains: %3)"), task.name(), to_string(c.arch), known));
    }
    if (task.decoder_length(c.arch) > c.block_size || task.source_length(c.arch) > c.block_size)
        throw Error(Message(AL_TEXT("block_size (%1) is smaller than the %2 task needs (%3)"), std::to_string(c.block_size), task.name(), std::to_string(std::max(task.decoder_length(c.arch), task.source_length(c.arch)))));
    if (task.tokenizer().size() > c.vocab_size)
        throw Error(Message(AL_TEXT("vocab_size (%1) is smaller than the %2 task's vocabulary (%3)"), std::to_string(c.vocab_size), task.name(), std::to_string(task.tokenizer().size())));
    validation_ = sample_examples(settings_.eval_examples, mix(settings_.seed, 0, 99), Split::validation);
}

std::vector<Example> Trainer::sample_examples(int n, uint64_t seed, Split split) const {
    std::mt19937_64 rng(seed);
    std::vector<Example> out;
    out.reserve(n);
    for (int i = 0; i < n; ++i) out.push_back(task_.sample(rng, split, model_.config().arch));
    return out;
}

Batch Trainer::make_batch(const std::vector<Example>& examples, std::vector<int>& targets) const {
    Batch b;
    b.B = static_cast<int>(examples.size());
    for (const auto& e : examples) {
        b.T = std::max(b.T, static_cast<int>(e.ids.size()));
        b.S = std::max(b.S, static_cast<int>(e.source.size()));
    }
    const bool padded = std::any_of(examples.begin(), examples.end(), [&](const Example& e) { return static_cast<int>(e.ids.size()) != b.T; });
    const bool source_padded = std::any_of(examples.begin(), examples.end(), [&](const Example& e) { return static_cast<int>(e.source.size()) != b.S; });
    targets.assign(static_cast<size_t>(b.B) * b.T, Tokenizer::pad_id);
    b.ids.assign(targets.size(), Tokenizer::pad_id);
    b.source_ids.assign(static_cast<size_t>(b.B) * b.S, Tokenizer::pad_id);
    for (int i = 0; i < b.B; ++i) {
        const auto& e = examples[i];
        std::copy(e.ids.begin(), e.ids.end(), b.ids.begin() + static_cast<long>(i) * b.T);
        std::copy(e.targets.begin(), e.targets.end(), targets.begin() + static_cast<long>(i) * b.T);
        std::copy(e.source.begin(), e.source.end(), b.source_ids.begin() + static_cast<long>(i) * b.S);
        if (padded) b.valid_lens.push_back(static_cast<int>(e.ids.size()));
        if (source_padded) b.source_valid_lens.push_back(static_cast<int>(e.source.size()));
    }
    return b;
}

double Trainer::micro_batch(const Batch& batch, const std::vector<int>& targets, uint64_t dropout_seed,
                            int total_targets, ForwardTrace<float>& trace, ModelParams<float>& grads) const {
    ForwardOptions options;
    options.training = true;
    options.dropout_seed = dropout_seed;
    options.keep_scores = false;
    model_.forward(batch, options, trace);
    Matrix<float> dlogits;
    const int n = count_targets(targets);
    const double loss = cross_entropy(trace.logits, trace.probs, targets, Tokenizer::pad_id, &dlogits);
    dlogits *= static_cast<float>(n) / static_cast<float>(total_targets);  // mean over the whole batch
    model_.backward(options, trace, dlogits, grads);
    return loss * n / total_targets;
}

StepReport Trainer::step() {
    const auto start = std::chrono::steady_clock::now();
    const int64_t n = optimizer_.steps();
    const auto examples = sample_examples(settings_.batch_size, mix(settings_.seed, static_cast<uint64_t>(n), 1), Split::train);
    // The batch is cut into `parts` micro-batches, dealt round-robin into `groups` gradient buffers
    // that are added up in a fixed order. groups = max(4, threads): one thread works through the four
    // groups in turn, so one to four threads compute bit-identical steps; and a thread that finds its
    // group's parts done takes another group's while the one the scheduler holds back runs its part.
    // Automatic micro-batch: about kPassRows (packed_weights.h) token rows per pass, whole sequences,
    // at least one, and at least one pass per group: each product's activations (256 × C) stay in the
    // core's L2 while the weights stream past them: 4 sequences of 64 tokens, 2 of 128, 1 from 256.
    const auto& c = model_.config();
    const int T = std::max(task_.decoder_length(c.arch), 1);
    const int wanted_groups = std::max(settings_.threads, 4);
    const int per_group = (settings_.batch_size + wanted_groups - 1) / wanted_groups;
    const int micro = settings_.micro_batch > 0 ? settings_.micro_batch
                                                : std::clamp(static_cast<int>((kPassRows + T / 2) / T), 1, per_group);
    const int parts = (settings_.batch_size + micro - 1) / micro;
    const int groups = std::min(wanted_groups, parts);
    const int workers_n = std::min(settings_.threads, groups);
    std::optional<KeepThreadsAwake> awake;  // from this step's region through the serial parts to the next step's
    if (workers_n > 1) awake.emplace();
    // Each group reuses one trace for all its micro-batches, so the activations it writes and reads
    // stay in the same (cache-warm) memory; batch norm keeps every micro-batch's for its statistics.
    const bool keep_traces = c.norm == NormKind::batchnorm;
    traces_.resize(keep_traces ? parts : groups);
    while (static_cast<int>(grads_.size()) < groups) grads_.push_back(model_.zero_gradients());

    std::vector<Batch> batches(parts);
    std::vector<std::vector<int>> targets(parts);
    int total = 0, tokens = 0;
    for (int p = 0; p < parts; ++p) {
        const size_t from = static_cast<size_t>(p) * micro;
        const size_t to = std::min(examples.size(), from + micro);
        batches[p] = make_batch({examples.begin() + static_cast<long>(from), examples.begin() + static_cast<long>(to)}, targets[p]);
        total += count_targets(targets[p]);
        tokens += batches[p].B * batches[p].T;
    }
    std::vector<double> losses(parts);
    std::vector<std::exception_ptr> failures(parts);  // rethrown once every part has run
    // Each weight packed once for the step's products instead of at every pass (packed_weights.h);
    // a model whose copies would not fit in a quarter of the memory budget multiplies unpacked.
    const auto weights = linear_weights(model_.params());
    const PackedWeights packed =
        PackedWeights::bytes_for(weights) <= half_of_memory().bytes / 4 ? PackedWeights(weights) : PackedWeights();
    PartQueue queue(parts, groups);
    const auto work = [&](int k) {
        const OnThisThreadOnly alone;  // the step's threads are these
        const UsePackedWeights use(packed);
        for (int p; (p = queue.claim(k % groups)) >= 0; queue.done(p)) {
            const int g = p % groups;
            try {
                if (p == g) zero_parameters(grads_[g]);
                losses[p] = micro_batch(batches[p], targets[p], mix(settings_.seed, static_cast<uint64_t>(n), 10 + p), total,
                                        traces_[keep_traces ? p : g], grads_[g]);
            } catch (...) {
                failures[p] = std::current_exception();
            }
        }
    };
    // On the core's pool (parallel.h): its threads live from step to step; each takes parts until none
    // is left, and one that starts late finds fewer (or none) to take.
    parallel_for(workers_n, [&](int64_t from, int64_t to) {
        for (auto k = from; k < to; ++k) work(static_cast<int>(k));
    });
    for (const auto& failure : failures)
        if (failure) std::rethrow_exception(failure);

    double loss = 0;
    for (int p = 0; p < parts; ++p) loss += losses[p];
    // The update, on the step's threads: the buffers summed in a fixed order, the global norm, and
    // AdamW with the clip factor folded in; the norm is summed in parallel parts, not one serial chain
    // of double additions that took as long as the rest of the update.
    for (int g = 1; g < groups; ++g) add_parameters(grads_[0], grads_[g], workers_n);  // in a fixed order
    const double grad_norm = gradient_norm(grads_[0], workers_n);
    check_divergence(n + 1, loss, grad_norm);
    const double lr = learning_rate(n, settings_.warmup, settings_.steps, settings_.learning_rate,
                                    settings_.learning_rate * settings_.min_lr_ratio);
    optimizer_.step(model_.params(), grads_[0], lr, clip_factor(grad_norm, settings_.grad_clip), workers_n);
    if (model_.config().norm == NormKind::batchnorm) update_running_statistics(traces_);

    StepReport r;
    r.step = optimizer_.steps();
    r.loss = loss;
    r.learning_rate = lr;
    r.grad_norm = grad_norm;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    elapsed_ += seconds;
    r.elapsed_seconds = elapsed_;
    r.tokens_per_second = tokens / std::max(seconds, 1e-9);
    if (r.step % settings_.eval_interval == 0 || r.step == settings_.steps) r.eval = evaluate();
    return r;
}

// Diverged: a non-finite loss or gradient, or a loss three times that of a uniform guess (ln V), which no
// model that is still learning reaches. Throws TrainingDiverged before the weights change.
void Trainer::check_divergence(int64_t step, double loss, double grad_norm) const {
    const double uniform = std::log(static_cast<double>(model_.config().vocab_size));
    // "training diverged at step %1: <why>. The weights are kept …"
    const auto diverged = [&](const Message& why) {
        return TrainingDiverged(Message(AL_TEXT("training diverged at step %1: %2. The weights are kept from the last good step; "
                                                "lower the learning rate (e.g. to %3) and try again"),
                                        std::to_string(step), why, std::to_string(settings_.learning_rate / 10)));
    };
    if (!std::isfinite(loss)) throw diverged(Message(AL_TEXT("the loss is not finite")));
    if (!std::isfinite(grad_norm)) throw diverged(Message(AL_TEXT("the gradient norm is not finite")));
    if (settings_.divergence_grad_norm > 0 && grad_norm > settings_.divergence_grad_norm)
        throw diverged(Message(AL_TEXT("the gradient norm exploded to %1"), std::to_string(grad_norm)));
    if (loss > 3 * uniform)
        throw diverged(Message(AL_TEXT("the loss (%1) is far above a uniform guess (%2)"), std::to_string(loss), std::to_string(uniform)));
}

void Trainer::update_running_statistics(const std::vector<ForwardTrace<float>>& traces) {
    constexpr float momentum = 0.1f;  // PyTorch's BatchNorm default
    const auto update = [&](Norm<float>& norm, auto&& cache_of) {
        RowVector<float> mean = RowVector<float>::Zero(norm.weight.size()), var = mean;
        for (const auto& t : traces) {
            const NormCache<float>& c = cache_of(t);
            mean += c.mean / static_cast<float>(traces.size());
            var += c.var / static_cast<float>(traces.size());
        }
        norm.running_mean = (1 - momentum) * norm.running_mean + momentum * mean;
        norm.running_var = (1 - momentum) * norm.running_var + momentum * var;
    };
    auto stack_update = [&](StackParams<float>& stack, auto&& stack_of) {
        for (size_t l = 0; l < stack.h.size(); ++l) {
            update(stack.h[l].ln_1, [&](const ForwardTrace<float>& t) -> const NormCache<float>& { return stack_of(t).layers[l].norm1_cache; });
            update(stack.h[l].ln_2, [&](const ForwardTrace<float>& t) -> const NormCache<float>& { return stack_of(t).layers[l].norm2_cache; });
            if (stack.h[l].ln_cross.running_mean.size() > 0)
                update(stack.h[l].ln_cross, [&](const ForwardTrace<float>& t) -> const NormCache<float>& { return stack_of(t).layers[l].cross_norm_cache; });
        }
        update(stack.ln_f, [&](const ForwardTrace<float>& t) -> const NormCache<float>& { return stack_of(t).final_norm_cache; });
    };
    stack_update(model_.params().transformer, [](const ForwardTrace<float>& t) -> const StackTrace<float>& { return t.main; });
    if (model_.config().arch == Arch::encoder_decoder)
        stack_update(model_.params().encoder, [](const ForwardTrace<float>& t) -> const StackTrace<float>& { return t.encoder; });
}

EvalReport Trainer::evaluate() const {
    EvalReport r;
    const size_t parts = task_.loss_parts().size();
    std::vector<double> part_sum(parts, 0.0);
    std::vector<int> part_count(parts, 0);
    std::optional<HeadScoreCounter> heads;
    if (task_.scores_heads()) heads.emplace(model_.config());
    double loss_sum = 0;
    int counted = 0, correct = 0, total = 0, tokens_right = 0, tokens = 0;
    ForwardTrace<float> trace;
    ForwardOptions options;
    options.keep_scores = false;
    for (size_t from = 0; from < validation_.size(); from += settings_.batch_size) {
        const size_t to = std::min(validation_.size(), from + settings_.batch_size);
        std::vector<int> targets;
        const Batch batch = make_batch({validation_.begin() + static_cast<long>(from), validation_.begin() + static_cast<long>(to)}, targets);
        model_.forward(batch, options, trace);
        const int n = count_targets(targets);
        loss_sum += cross_entropy(trace.logits, trace.probs, targets, Tokenizer::pad_id, static_cast<Matrix<float>*>(nullptr)) * n;
        counted += n;
        for (int b = 0; b < batch.B; ++b) {
            const Example& example = validation_[from + static_cast<size_t>(b)];
            if (heads) heads->add(trace.main, b, static_cast<int>(example.ids.size()));
            bool all = true;
            for (int t = 0; t < batch.T; ++t) {
                const Eigen::Index row = static_cast<Eigen::Index>(b) * batch.T + t;
                const int target = targets[static_cast<size_t>(row)];
                if (target == Tokenizer::pad_id) continue;
                if (const int part = task_.loss_part(example, static_cast<size_t>(t)); part >= 0) {
                    part_sum[static_cast<size_t>(part)] += token_loss(trace.logits, row, target);
                    ++part_count[static_cast<size_t>(part)];
                }
                if (!task_.in_accuracy(example, static_cast<size_t>(t))) continue;
                Eigen::Index best;
                trace.logits.row(row).maxCoeff(&best);
                const bool hit = best == target;
                all = all && hit;
                tokens_right += hit, ++tokens;
                if (!task_.exact_match()) correct += hit, ++total;
            }
            if (task_.exact_match()) correct += all, ++total;
        }
    }
    r.loss = loss_sum / std::max(counted, 1);
    r.accuracy = static_cast<double>(correct) / std::max(total, 1);
    r.token_accuracy = static_cast<double>(tokens_right) / std::max(tokens, 1);
    for (size_t i = 0; i < parts; ++i) r.part_losses.push_back(part_sum[i] / std::max(part_count[i], 1));
    if (heads) r.heads = heads->scores();
    return r;
}

void Trainer::run(const std::function<void(const StepReport&)>& on_step, const std::atomic<bool>* stop) {
    while (optimizer_.steps() < settings_.steps && !(stop && stop->load())) on_step(step());
}

}  // namespace al
