#include "cli_train.h"

#include <charconv>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include "core/io/model_io.h"
#include "core/io/output_path.h"
#include "core/kernels/parallel.h"
#include "core/train/length_generalisation.h"
#include "core/train/model_presets.h"
#include "core/train/task_defaults.h"
#include "core/train/trainer.h"
#include "core/train/training_run.h"

namespace cli {
namespace {

// SIGINT (Ctrl+C), SIGTERM (kill, a shutdown) and SIGHUP (a closed terminal, a logout) end the run
// the same way: the step under way finishes, the checkpoint is written, the exit code is 128 + the signal.
std::atomic<bool> interrupted{false};
std::atomic<int> stopped_by{0};
void on_stop_signal(int signal) {
    stopped_by = signal;
    interrupted = true;
}

// A setting as typed: a whole number read exactly (a seed beyond 2^53 would become another seed as a
// double, so it is refused), else a finite decimal. Throws CLI::ValidationError: a usage error.
double setting_value(const std::string& flag, const std::string& text, bool whole) {
    if (whole) {
        int64_t v = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (error != std::errc() || end != text.data() + text.size() || v < -(int64_t(1) << 53) || v > int64_t(1) << 53)
            throw CLI::ValidationError(flag, "must be a whole number (at most 9007199254740992), not \"" + al::printable(text) + "\"");
        return static_cast<double>(v);
    }
    double v = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        throw CLI::ValidationError(flag, "must be a number, not \"" + al::printable(text) + "\"");
    return v;
}

std::string clock(double seconds) {
    const int s = static_cast<int>(seconds + 0.5);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%d:%02d", s / 60, s % 60);
    return buf;
}

// The in-context learning a repeat shows: the loss where each symbol is new, the loss where it repeats,
// and every head's scores (core/train/head_scores.h), the strongest of each kind named.
void print_induction(const al::EvalReport& r) {
    std::printf("loss on the first occurrence %.4f nats per token, on the repeat (in-context) %.4f: the context saves %.4f\n",
                r.part_losses[0], r.part_losses[1], r.part_losses[0] - r.part_losses[1]);
    if (!r.heads) return;
    std::printf("layer  head  previous-token  induction\n");
    std::pair<size_t, size_t> best_previous{0, 0}, best_induction{0, 0};
    const auto& s = *r.heads;
    for (size_t l = 0; l < s.induction.size(); ++l)
        for (size_t h = 0; h < s.induction[l].size(); ++h) {
            std::printf("%5zu  %4zu  %14.3f  %9.3f\n", l, h, s.previous_token[l][h], s.induction[l][h]);
            if (s.previous_token[l][h] > s.previous_token[best_previous.first][best_previous.second]) best_previous = {l, h};
            if (s.induction[l][h] > s.induction[best_induction.first][best_induction.second]) best_induction = {l, h};
        }
    std::printf("strongest previous-token head: layer %zu, head %zu (%.3f); strongest induction head: layer %zu, head %zu (%.3f)\n",
                best_previous.first, best_previous.second, s.previous_token[best_previous.first][best_previous.second],
                best_induction.first, best_induction.second, s.induction[best_induction.first][best_induction.second]);
}

}  // namespace

CLI::App* add_train_command(CLI::App& app, TrainArgs& a) {
    auto* cmd = app.add_subcommand("train", "Train a model on a toy task and save it (checkpoints atomically)");
    cmd->add_option("--task", a.task, al::task_list(" | ") + " (with --resume: the checkpoint's)");
    cmd->add_option_function<std::string>("--data", [&a](const std::string& path) { a.data = path, a.data_named = true; },
                                          "text: the UTF-8 file to model (default: the built-in corpus)");
    cmd->add_option("--config", a.config, "ModelConfig JSON (default: a small model sized for the task)")->check(CLI::ExistingFile);
    cmd->add_option("--arch", a.arch, "decoder | encoder | encoder_decoder (without --config; default: the task's own, encoder for winograd)");
    cmd->add_option("--preset", a.preset, al::preset_list(" | ") + " (without --config; default: the task's)")->excludes("--config");
    cmd->add_option("--length", a.length, "copy/reverse/sort: symbols per string")->capture_default_str();
    const al::TrainSettings defaults;
    for (const auto& h : al::hyperparameters())  // every setting of the run, from the one table
        cmd->add_option_function<std::string>("--" + h.flag, [&a, name = h.name, flag = "--" + h.flag, whole = h.integer()](const std::string& text) {
                a.settings.emplace_back(name, setting_value(flag, text, whole));
            },
                                         h.help + " (default: per task, else " + al::Hyperparameter::format(h.get(defaults)) +
                                             "; with --resume: the checkpoint's)")
            ->type_name(h.integer() ? "INT" : "FLOAT");  // the table's range check says which whole numbers
    cmd->add_option("--checkpoint-every", a.checkpoint_every, "Write the checkpoint every N steps")->capture_default_str();
    cmd->add_option("--checkpoint", a.checkpoint, "Checkpoint file (default: OUT with .ckpt.safetensors)");
    cmd->add_option("--resume", a.resume, "Continue from this checkpoint")->check(CLI::ExistingFile);
    cmd->add_option("--out,-o", a.out, "Where to save the trained model")->required();
    cmd->add_flag("--force", a.force, "Replace an existing --out or --checkpoint file even if it is not a safetensors file");
    return cmd;
}

CLI::App* add_eval_command(CLI::App& app, EvalArgs& a) {
    auto* cmd = app.add_subcommand("eval", "Accuracy of a trained model on fresh validation examples");
    cmd->add_option("--model,-m", a.model, "Model file")->required()->check(CLI::ExistingFile);
    cmd->add_option("--task", a.task, al::task_list(" | "))->required();
    cmd->add_option("--data", a.data, "text: the UTF-8 file");
    cmd->add_option("--length", a.length, "copy/reverse/sort: symbols per string")->capture_default_str();
    cmd->add_option("--examples", a.examples, "How many examples")->capture_default_str();
    cmd->add_option("--seed", a.seed, "Random seed for the examples")->capture_default_str();
    cmd->add_flag("--json", a.json, "One JSON object: task, examples, metric, accuracy, loss");
    return cmd;
}

CLI::App* add_lengths_command(CLI::App& app, LengthsArgs& a) {
    auto* cmd = app.add_subcommand("lengths", "Which positions reach longer inputs: train copy or reverse on 1 … L symbols with learned, "
                                              "sinusoidal, rotary and no positions, then score each from L/2 to 2L");
    cmd->add_option("--task", a.task, "copy | reverse")->check(CLI::IsMember({"copy", "reverse"}))->capture_default_str();
    cmd->add_option("--length", a.length, "L: the longest string trained on")->capture_default_str();
    cmd->add_option("--steps", a.steps, "Training steps of each model")->capture_default_str();
    cmd->add_option("--examples", a.examples, "Fresh strings scored per length")->capture_default_str();
    cmd->add_option("--seed", a.seed, "Random seed")->capture_default_str();
    cmd->add_flag("--json", a.json, "One JSON object: task, train_length, steps, lengths, curves (positional, accuracy, seconds)");
    return cmd;
}

int run_lengths(const LengthsArgs& a) {
    al::LengthExperiment e;
    e.task = a.task, e.train_length = a.length, e.steps = a.steps, e.examples = a.examples, e.seed = a.seed;
    if (a.steps <= 0) throw al::Error("--steps (" + std::to_string(a.steps) + ") must be positive");
    e.validate();
    const bool tty = isatty(fileno(stderr));
    const auto curves = al::run_length_experiment(e, [&](const al::LengthProgress& p, const auto&) {
        if (tty && (p.step % 50 == 0 || p.step == e.steps))
            std::cerr << "\r" << al::to_string(e.positionals[static_cast<size_t>(p.model)]) << " positions: step " << p.step << "/" << e.steps
                      << "          " << std::flush;
    });
    if (tty) std::cerr << "\r" << std::string(60, ' ') << "\r";
    const auto lengths = e.lengths();
    if (a.json) {
        nlohmann::json j{{"task", e.task}, {"train_length", e.train_length}, {"steps", e.steps}, {"examples", e.examples}, {"lengths", lengths}};
        auto& list = j["curves"] = nlohmann::json::array();
        for (const auto& c : curves)
            list.push_back({{"positional", al::to_string(c.positional)}, {"accuracy", c.accuracy}, {"token_accuracy", c.token_accuracy},
                            {"seconds", c.seconds}});
        std::cout << j.dump() << "\n";
        return 0;
    }
    std::printf("%s trained on 1 … %d symbols, %lld steps per model; on %d fresh strings of each length, exact match of the whole "
                "answer (and the share of its tokens right)\n", e.task.c_str(), e.train_length, static_cast<long long>(e.steps), e.examples);
    std::printf("length");
    for (const auto& c : curves) std::printf("  %17s", al::to_string(c.positional).c_str());
    std::printf("\n");
    for (size_t i = 0; i < lengths.size(); ++i) {
        std::printf("%4d %s", lengths[i], lengths[i] > e.train_length ? "*" : " ");
        for (const auto& c : curves) std::printf("  %6.1f%% (%5.1f%%)", 100 * c.accuracy[i], 100 * c.token_accuracy[i]);
        std::printf("\n");
    }
    std::printf("* longer than any string trained on.  Time per model:");
    for (const auto& c : curves) std::printf(" %s %.0f s", al::to_string(c.positional).c_str(), c.seconds);
    std::printf("\n");
    return 0;
}

// The run --resume continues (its settings, with the flags given replacing them), or a fresh one.
std::string checkpoint_path(const TrainArgs& a) { return a.checkpoint.empty() ? a.out + ".ckpt.safetensors" : a.checkpoint; }

al::TrainingRun set_up(const TrainArgs& a) {
    if (a.checkpoint_every <= 0) throw al::Error("--checkpoint-every must be positive");
    if (a.data_named && a.data.empty()) throw al::Error("--data is empty; name the text file to train on (or leave --data out for the built-in corpus)");
    // every file the run reads — a resumed run's data is the one its checkpoint names — and its two outputs
    const auto check_outputs = [&](const std::string& data) {
        const std::string data_flag = a.resume.empty() ? "--data" : "the checkpoint's --data";
        const std::vector<al::NamedPath> inputs = {{data_flag, data}, {"--config", a.config}, {"--resume", a.resume}};
        al::check_output_path("--out", a.out, inputs, a.force, al::OutputKind::safetensors, {{"--checkpoint", checkpoint_path(a)}});
        // --resume's checkpoint may be replaced: the run continues it
        al::check_output_path("--checkpoint", checkpoint_path(a), {inputs[0], inputs[1]}, a.force);
    };
    if (!a.resume.empty()) {
        if (!a.preset.empty()) throw al::Error("--preset " + a.preset + " cannot change the model of a resumed run; leave --preset out");
        auto run = al::TrainingRun::resume(al::SafetensorsFile::read(a.resume), a.settings);
        check_outputs(run.task_options.data_file);
        if (!a.task.empty() && a.task != run.task_name)
            throw al::Error("--task " + a.task + " differs from the checkpoint's task, " + run.task_name + "; leave --task out to resume");
        for (const auto& o : run.overridden) std::cout << "note: instead of the checkpoint's setting: " << o << "\n";
        return run;
    }
    check_outputs(a.data);
    if (a.task.empty()) throw al::Error("--task is required (" + al::task_list() + "), unless --resume continues a checkpoint");
    al::TrainSettings settings = al::default_train_settings(a.task);
    al::apply_settings(settings, a.settings);
    const al::Arch arch = a.arch.empty() ? al::task_info(a.task).architectures.front() : al::enum_from_name<al::Arch>(a.arch, "arch");
    al::TaskOptions options;
    options.length = a.length;
    options.data_file = a.data;
    const bool fit = a.config.empty();
    al::ModelConfig config = fit ? al::default_model_config(a.task, arch) : al::ModelConfig::from_file(a.config);
    if (!a.preset.empty()) al::model_preset(a.preset).apply(config);
    return al::TrainingRun::fresh(a.task, options, config, fit, settings);
}

int run_train(const TrainArgs& a) {
    const al::TrainingRun run = set_up(a);
    al::Trainer& trainer = *run.trainer;
    const al::TrainSettings& settings = trainer.settings();
    const auto& task = run.task;
    const auto& model = run.model;
    const al::TaskOptions& task_options = run.task_options;
    const std::string checkpoint_path = cli::checkpoint_path(a);
    const bool tty = isatty(fileno(stdout));
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) std::signal(signal, on_stop_signal);
    std::cout << "training " << task->name() << " (" << al::to_string(model->config().arch) << ", "
              << al::count_parameters(model->config()) << " parameters) for " << settings.steps << " steps, batch "
              << settings.batch_size << ", lr " << settings.learning_rate << ", seed " << settings.seed << ", "
              << settings.threads << " thread(s)\n";
    if (settings.threads > al::thread_count())
        std::cout << "note: " << settings.threads << " threads asked for, and this process may use " << al::usable_cpus()
                  << " CPU(s): at most " << al::thread_count() << " work at once; the steps are the same as on "
                  << settings.threads << " cores\n";
    if (trainer.steps_done() > 0) std::cout << "resuming at step " << trainer.steps_done() << " from " << a.resume << "\n";
    std::optional<al::EvalReport> last_eval;
    double tokens_per_second = 0, elapsed = 0;
    int64_t checkpointed = -1;  // step of the last checkpoint written
    std::optional<std::pair<int64_t, double>> copied;  // induction: the step and time the repeat's loss reached its target
    try {
        trainer.run([&](const al::StepReport& r) {
            tokens_per_second = tokens_per_second == 0 ? r.tokens_per_second : 0.9 * tokens_per_second + 0.1 * r.tokens_per_second;
            if (r.eval) last_eval = r.eval;
            if (r.eval && task->scores_heads() && !copied && r.eval->part_losses[1] < al::kInductionLossTarget)
                copied = {{r.step, r.elapsed_seconds}};
            elapsed = r.elapsed_seconds;
            const double eta = r.elapsed_seconds / static_cast<double>(std::max<int64_t>(1, r.step)) *
                               static_cast<double>(settings.steps - r.step);
            char line[320];
            std::string val = last_eval ? std::to_string(last_eval->loss).substr(0, 6) : "  -   ";
            const auto parts = task->loss_parts();  // induction: "val 1.67 (first 3.10, repeat 0.05)"
            for (size_t i = 0; last_eval && i < parts.size(); ++i)
                val += (i == 0 ? " (" : ", ") + parts[i] + " " + std::to_string(last_eval->part_losses[i]).substr(0, 4) +
                       (i + 1 == parts.size() ? ")" : "");
            std::snprintf(line, sizeof line, "step %6lld/%lld  loss %.4f  val %s  acc %s  %5.1fk tok/s  ETA %s",
                          static_cast<long long>(r.step), static_cast<long long>(settings.steps), r.loss, val.c_str(),
                          last_eval ? (std::to_string(last_eval->accuracy * 100).substr(0, 5) + "%").c_str() : "  -  ",
                          tokens_per_second / 1000, clock(eta).c_str());
            if (tty) {
                const int width = 24, done = static_cast<int>(width * r.step / settings.steps);
                std::cout << "\r[" << std::string(done, '#') << std::string(width - done, '-') << "] " << line << std::flush;
            } else if (r.eval) {
                std::cout << line << "\n" << std::flush;
            }
            if (r.step % a.checkpoint_every == 0) {
                trainer.save_checkpoint(checkpoint_path, task->name(), task_options);
                checkpointed = r.step;
            }
        }, &interrupted);
    } catch (const al::TrainingDiverged& e) {
        if (tty) std::cout << "\n";
        std::cerr << "error: " << e.what() << "\n";
        if (checkpointed >= 0)
            std::cerr << "the last good checkpoint is " << checkpoint_path << " (step " << checkpointed << "); resume from it "
                      << "with --resume and a lower --lr\n";
        else
            std::cerr << "no checkpoint had been written yet (one is written every " << a.checkpoint_every << " steps)\n";
        std::cerr << a.out << " was not written\n";
        return 1;
    }
    if (tty) std::cout << "\n";
    trainer.save_checkpoint(checkpoint_path, task->name(), task_options);
    if (interrupted) {
        std::cout << "interrupted at step " << trainer.steps_done() << "; resume with --resume " << checkpoint_path << "\n";
        return 128 + stopped_by;
    }
    al::save_model(*model, a.out);
    const auto eval = last_eval ? *last_eval : trainer.evaluate();
    std::printf("done: %lld steps in %s (%.1f s of training); validation loss %.4f, %s %.2f%%\n",
                static_cast<long long>(trainer.steps_done()), clock(elapsed).c_str(), elapsed, eval.loss,
                task->exact_match() ? "exact-match accuracy" : "next-token accuracy", eval.accuracy * 100);
    if (task->scores_heads()) {
        print_induction(eval);
        if (copied)
            std::printf("the repeat's loss fell below %.2f nats at step %lld, %.1f s into training\n", al::kInductionLossTarget,
                        static_cast<long long>(copied->first), copied->second);
        else
            std::printf("the repeat's loss never fell below %.2f nats: train longer (--steps) or check the learning rate\n",
                        al::kInductionLossTarget);
    }
    if (run.task_name == "text") {
        const std::string text = task_options.data_file.empty() ? al::builtin_corpus() : "";
        if (!text.empty())
            std::printf("unigram entropy of the corpus: %.4f nats/char; the model's validation loss is %.1f%% of it\n",
                        al::unigram_entropy(text), 100 * eval.loss / al::unigram_entropy(text));
    }
    std::cout << "wrote " << a.out << " (checkpoint: " << checkpoint_path << ")\n";
    return 0;
}

int run_eval(const EvalArgs& a) {
    al::TaskOptions options;
    options.length = a.length;
    options.data_file = a.data;
    auto model = al::load_model(a.model);
    if (a.task == "text") options.context = model.config().block_size;
    const auto task = al::make_task(a.task, options);
    if (!model.tokenizer() || model.tokenizer()->to_json() != al::tokenizer_after(*task, model.config().arch).to_json())
        throw al::Error("the model was not trained on the " + a.task + " task (its tokenizer differs)");
    al::TrainSettings settings;
    settings.seed = a.seed;
    settings.eval_examples = a.examples;
    settings.threads = 1;
    const al::Trainer evaluator(model, *task, settings);
    const auto r = evaluator.evaluate();
    const char* metric = task->exact_match() ? "exact_match" : "next_token";
    if (a.json) {  // {"task": "reverse", "examples": 1000, "metric": "exact_match"|"next_token", "accuracy": 0.98, "loss": 0.05, …}
        nlohmann::json j{{"task", a.task}, {"examples", a.examples}, {"metric", metric}, {"accuracy", r.accuracy}, {"loss", r.loss}};
        const auto parts = task->loss_parts();
        for (size_t i = 0; i < parts.size(); ++i) j[parts[i] + "_loss"] = r.part_losses[i];
        if (r.heads) {
            auto& heads = j["heads"] = nlohmann::json::array();
            for (size_t l = 0; l < r.heads->induction.size(); ++l)
                for (size_t h = 0; h < r.heads->induction[l].size(); ++h)
                    heads.push_back({{"layer", l}, {"head", h}, {"previous_token", r.heads->previous_token[l][h]},
                                     {"induction", r.heads->induction[l][h]}});
        }
        std::cout << j.dump() << "\n";
        return 0;
    }
    std::printf("%s on %d fresh validation examples: %s %.2f%%, loss %.4f\n", a.task.c_str(), a.examples,
                task->exact_match() ? "exact-match accuracy" : "next-token accuracy", r.accuracy * 100, r.loss);
    if (task->scores_heads()) print_induction(r);
    return 0;
}

}  // namespace cli
