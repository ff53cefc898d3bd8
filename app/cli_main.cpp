// attentionlab-cli: inspect, create, trace and sample from models on the command line.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli_completion.h"
#include "cli_download.h"
#include "cli_experiments.h"
#include "cli_model.h"
#include "cli_suggest.h"
#include "cli_train.h"
#include "core/base/allocator.h"
#include "core/base/build_info.h"
#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/io/generate.h"
#include "core/io/model_input.h"
#include "core/io/model_io.h"
#include "core/io/hub_cache.h"
#include "core/io/hugging_face_export.h"
#include "core/io/open_model.h"
#include "core/io/output_path.h"
#include "core/io/trace_export.h"
#include "core/model/memory_budget.h"
#include "core/text/text_input.h"

using namespace al;
using cli::ModelArgs, cli::kModelPath, cli::noted, cli::require_tokenizer;

namespace {

// Text → ids exactly as typed (an encoder–decoder's explicit source or decoder input).
TextInput text_to_ids(const LoadedModel& model, const std::string& text) {
    require_tokenizer(model);
    return noted(prepare_text(*model.tokenizer(), model.config().block_size, text));
}

// {"ids": [...], "pieces": [...]}: the tokenizer alone, nothing added or cut; GPT-2's pieces in its
// own spelling ("Ġworld"), as Hugging Face's convert_ids_to_tokens gives them.
int cmd_tokenize(const ModelArgs& args, const std::string& text) {
    const auto model = args.load();
    require_tokenizer(model);
    const auto ids = model.tokenizer()->encode(text).ids;
    std::vector<std::string> pieces;
    for (int id : ids) pieces.push_back(model.tokenizer()->piece(id));
    std::cout << nlohmann::json{{"ids", ids}, {"pieces", pieces}}.dump() << "\n";
    return 0;
}

int cmd_info(const ModelArgs& args, bool json) {
    const auto model = args.load();
    std::cout << (json ? describe_model_json(model) + "\n" : describe_model(model));
    return 0;
}

int cmd_init(const std::string& config_path, uint64_t seed, const std::string& out, const std::string& tokenizer_from,
             const std::string& tokenizer_kind, bool force) {
    check_output_path("--out", out, {{"--config", config_path}, {"--tokenizer-from", tokenizer_from}}, force);
    auto config = ModelConfig::from_file(config_path);
    std::optional<Tokenizer> tokenizer;
    if (!tokenizer_from.empty()) {
        tokenizer = Tokenizer::build(tokenizer_kind == "word" ? TokenizerKind::word : TokenizerKind::character,
                                     read_file(tokenizer_from, Message(AL_TEXT("the tokenizer's text file"))));
        if (config.vocab_size != tokenizer->size()) {
            std::cerr << "note: vocab_size set to " << tokenizer->size() << " to fit the tokenizer built from "
                      << tokenizer_from << "\n";
            config.vocab_size = tokenizer->size();
        }
    }
    save_model(LoadedModel(Model<float>::random(config, seed), tokenizer), out);
    std::cout << "wrote " << out << " (" << count_parameters(config) << " parameters, seed " << seed << ")\n";
    return 0;
}

// The model as a Hugging Face folder (core/io/hugging_face_export.h): config.json and model.safetensors.
int cmd_export(const ModelArgs& args, const std::string& out, bool force) {
    namespace fs = std::filesystem;
    if (force)  // never over a file it reads; without --force the folder must be new or empty (export_hugging_face)
        for (const char* file : {"model.safetensors", "config.json"})
            check_output_path("--out", (fs::path(out) / file).string(), {{"--model", args.model}, {"--config", args.config}}, force);
    const auto model = args.load();
    const std::string model_type = export_hugging_face(model, out, force);
    std::cout << "wrote " << out << "/config.json and " << out << "/model.safetensors (model_type \"" << model_type << "\", "
              << count_parameters(model.config()) << " parameters, float32); transformers opens it with "
              << "AutoModelForCausalLM.from_pretrained(\"" << out << "\")\n";
    return 0;
}

struct TraceArgs {
    ModelArgs model;
    std::string text, ids, source_text, source_ids, mask, out;
    int valid_len = -1;
    bool has_text = false, force = false;
};

int cmd_trace(const TraceArgs& a) {
    check_output_path("--out", a.out, {{"--model", a.model.model}, {"--config", a.model.config}}, a.force);
    const auto model = a.model.load();
    const bool seq2seq = model.config().arch == Arch::encoder_decoder;
    const bool explicit_source = !a.source_text.empty() || !a.source_ids.empty();
    nlohmann::json input;
    Batch batch;
    if (a.has_text && !(seq2seq && explicit_source)) {  // the window's rule (model_input.h)
        require_tokenizer(model);
        const auto in = model_input(model, a.text);
        noted(in.text);
        batch = in.batch;
        input["pieces"] = in.text.pieces;
        input["notices"] = nlohmann::json::array();
    for (const auto& n : in.text.notices) input["notices"].push_back(n.str());
    } else {
        batch = Batch::single(a.has_text ? text_to_ids(model, a.text).ids : parse_token_ids(a.ids));
        if (seq2seq) {
            if (!explicit_source)
                throw Error("an encoder-decoder model needs a source: --text (read as the window reads it), "
                            "--source-text or --source-ids");
            batch.source_ids = a.source_ids.empty() ? text_to_ids(model, a.source_text).ids : parse_token_ids(a.source_ids);
            batch.S = static_cast<int>(batch.source_ids.size());
        }
    }
    if (seq2seq) input["source_ids"] = batch.source_ids;
    ForwardOptions options;
    if (!a.mask.empty()) options.mask = mask_kind_from_string(a.mask);
    if (a.valid_len >= 0) {
        if (a.valid_len > batch.T)
            throw Error("--valid-len (" + std::to_string(a.valid_len) + ") exceeds the " + std::to_string(batch.T) + " tokens");
        batch.valid_lens = {a.valid_len};
        input["valid_len"] = a.valid_len;
    }
    input["ids"] = batch.ids;
    require_memory(3 * trace_bytes(model.config(), 1, batch.T, batch.S, true, sizeof(float)),
                   Message(AL_TEXT("writing the trace of these %1 tokens (the trace, its tensors and the file)"), std::to_string(batch.T)),
                   Message(AL_TEXT("use a shorter input")));
    const auto trace = model.forward(batch, options);
    trace.require_finite(Message(AL_TEXT("nothing was written")));
    trace_writer(trace, {{"input", input.dump()}, {"config", model.config().to_json()}}).write(a.out);
    std::cout << "wrote " << a.out << ": " << trace.tensors(0).size() << " tensors for " << batch.T << " tokens\n";
    return 0;
}

struct GenerateArgs {
    ModelArgs model;
    std::string prompt, ids;
    int tokens = 50, top_k = 0;
    double temperature = 1.0, top_p = 1.0;
    uint64_t seed = 1;
    bool json = false;
};

// Without --json: the text (or the ids of a model without a tokenizer). With it, one object:
// {"prompt_ids": [...], "ids": [... the prompt's, then the generated], "text": "…" (with a tokenizer)}.
int cmd_generate(const GenerateArgs& a) {
    const auto model = a.model.load();
    std::vector<int> prompt;
    if (!a.ids.empty()) {
        prompt = parse_token_ids(a.ids);
    } else {
        require_tokenizer(model);
        prompt = noted(model_text(model, a.prompt)).ids;  // as the window's Generate reads it
    }
    const int tokens = model.tokenizer() ? model.tokenizer()->size() : 0;
    const auto out = generate(model, prompt, a.tokens, {a.temperature, a.top_k, a.top_p, tokens}, a.seed, model.end_ids());
    if (a.json) {
        nlohmann::json j = {{"prompt_ids", prompt}, {"ids", out}};
        if (model.tokenizer()) j["text"] = model.tokenizer()->decode(out);
        std::cout << j.dump() << "\n";
    } else if (model.tokenizer()) {
        std::cout << model.tokenizer()->decode(out) << "\n";
    } else {
        for (size_t i = 0; i < out.size(); ++i) std::cout << (i ? "," : "") << out[i];
        std::cout << "\n";
    }
    return 0;
}

// "usage: attentionlab-cli train [OPTIONS]" for the command on the line, and where its options are listed.
std::string usage_line(const CLI::App& app, int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const CLI::App* command : app.get_subcommands([&](const CLI::App* c) { return c->get_name() == argv[i]; }))
            return "usage: attentionlab-cli " + command->get_name() + " [OPTIONS]\nRun 'attentionlab-cli " +
                   command->get_name() + " --help' for its options.\n";
    return "usage: attentionlab-cli COMMAND [OPTIONS]\nRun 'attentionlab-cli --help' for the commands.\n";
}

}  // namespace

int main(int argc, char** argv) {
    keep_freed_memory();
    CLI::App app{"attentionlab-cli — inspect, create, trace and sample from AttentionLab transformer models"};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Every command with all its options (the man page's text)");
    app.footer("Shell completion: attentionlab-cli --completion bash|zsh prints the script (the package installs both).");
    app.set_version_flag("--version", "attentionlab-cli " + al::version() + " (core built for " + al::cpu_level() + ")");

    ModelArgs info_args;
    auto* info = app.add_subcommand("info", "Describe a model file: config, parameters, tokenizer, tensors");
    info->add_option("model", info_args.model, "Model: a .safetensors file, a Hugging Face folder (GPT-2, Llama, Qwen2, Qwen3) or a repo id in the Hugging Face cache")
        ->required()
        ->check(kModelPath);
    info->add_option("--config", info_args.config, "ModelConfig JSON for files without metadata")->check(CLI::ExistingFile);
    bool info_json = false;
    info->add_flag("--json", info_json, "One JSON object: config, parameters, tokenizer, tensors");

    ModelArgs tokenize_args;
    std::string tokenize_text;
    auto* tokenize = app.add_subcommand("tokenize", "Print the model's token ids and pieces for a text as JSON");
    tokenize_args.add(tokenize);
    tokenize->add_option("--text", tokenize_text, "The text")->required();

    std::string init_config, init_out, tokenizer_from, tokenizer_kind = "char";
    uint64_t init_seed = 1;
    auto* init = app.add_subcommand("init", "Create a model with random weights (nanoGPT initialisation)");
    init->add_option("--config", init_config, "ModelConfig JSON")->required()->check(CLI::ExistingFile);
    init->add_option("--seed", init_seed, "Random seed")->capture_default_str();
    init->add_option("--out,-o", init_out, "Output model file")->required();
    bool init_force = false;
    init->add_flag("--force", init_force, "Replace an existing --out file even if it is not a safetensors file");
    init->add_option("--tokenizer-from", tokenizer_from, "Build the tokenizer from this UTF-8 text file")
        ->check(CLI::ExistingFile);
    init->add_option("--tokenizer", tokenizer_kind, "char or word")->check(CLI::IsMember({"char", "word"}))->capture_default_str();

    ModelArgs export_args;
    std::string export_out;
    bool export_force = false;
    auto* export_cmd = app.add_subcommand("export", "Write the model as a Hugging Face Llama, Qwen2 or Qwen3 folder (config.json, model.safetensors) that transformers opens");
    export_args.add(export_cmd);
    export_cmd->add_option("--out,-o", export_out, "The folder to write (new or empty)")->required();
    export_cmd->add_flag("--force", export_force, "Replace config.json and model.safetensors in a folder that has other files or these");

    TraceArgs trace_args;
    auto* trace = app.add_subcommand("trace", "Run one forward pass and write every intermediate to safetensors");
    trace_args.model.add(trace);
    auto* text_opt = trace->add_option("--text", trace_args.text, "Input text, read as the window reads it: <bos> first for a model trained on a toy task; "
                                        "for an encoder-decoder, the source (its decoder reads its own greedy output)");
    auto* ids_opt = trace->add_option("--ids", trace_args.ids, "Input token ids, e.g. 3,1,4");
    text_opt->excludes(ids_opt);
    trace->add_option("--source-text", trace_args.source_text, "Encoder input text (encoder_decoder models)");
    trace->add_option("--source-ids", trace_args.source_ids, "Encoder input ids (encoder_decoder models)");
    trace->add_option("--mask", trace_args.mask, "none | causal | padding | causal_padding (default: the model's own)");
    trace->add_option("--valid-len", trace_args.valid_len, "Padding: tokens from this position on are padding");
    trace->add_option("--out,-o", trace_args.out, "Output trace file (.safetensors)")->required();
    trace->add_flag("--force", trace_args.force, "Replace an existing --out file even if it is not a safetensors file");

    GenerateArgs gen;
    auto* generate_cmd = app.add_subcommand("generate", "Sample a continuation of a prompt");
    gen.model.add(generate_cmd);
    auto* prompt_opt = generate_cmd->add_option("--prompt,-p", gen.prompt, "Prompt text (needs the model's tokenizer)");
    auto* gen_ids = generate_cmd->add_option("--ids", gen.ids, "Prompt token ids, e.g. 3,1,4");
    prompt_opt->excludes(gen_ids);
    generate_cmd->add_option("--tokens,-n", gen.tokens, "How many tokens to generate (fewer where the model writes its end of text: <eos>, GPT-2's <|endoftext|>)")->check(CLI::Range(0, 100000))->capture_default_str();
    generate_cmd->add_option("--temperature,-t", gen.temperature, "0 = greedy")->capture_default_str();
    generate_cmd->add_option("--top-k,-k", gen.top_k, "Keep the k most likely tokens (0 = all)")->capture_default_str();
    generate_cmd->add_option("--top-p", gen.top_p, "Nucleus sampling threshold in (0, 1]")->capture_default_str();
    generate_cmd->add_option("--seed,-s", gen.seed, "Random seed")->capture_default_str();
    generate_cmd->add_flag("--json", gen.json, "One JSON object: prompt_ids, ids, text");

    cli::ExperimentCommands experiments;
    cli::add_experiment_commands(app, experiments);

    cli::TrainArgs train_args;
    auto* train = cli::add_train_command(app, train_args);
    cli::EvalArgs eval_args;
    auto* eval = cli::add_eval_command(app, eval_args);
    cli::LengthsArgs lengths_args;
    auto* lengths = cli::add_lengths_command(app, lengths_args);
    cli::DownloadArgs download_args;
    auto* download = cli::add_download_command(app, download_args);

    // --completion SHELL before CLI11, which wants a command: the script is for the shell, not a run
    if (const std::string_view arg = argc >= 2 ? argv[1] : ""; arg == "--completion" || arg.starts_with("--completion=")) {
        const std::string shell = arg.size() > 13 ? std::string(arg.substr(13)) : argc >= 3 ? argv[2] : "";
        const std::string script = cli::completion_script(app, shell);
        if (script.empty()) {
            std::cerr << "error: --completion needs bash or zsh" << (shell.empty() ? "" : ", not '" + shell + "'")
                      << "\nusage: attentionlab-cli --completion bash|zsh\n";
            return 2;
        }
        std::cout << script;
        return 0;
    }
    if (const std::string unknown = cli::unknown_name(app, std::vector<std::string>(argv + 1, argv + argc)); !unknown.empty()) {
        std::cerr << "error: " << unknown << "\n" << usage_line(app, argc, argv);
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {  // --help, --help-all, --version
        return app.exit(e);
    } catch (const CLI::ParseError& e) {  // a usage error: exit 2, as shells and getopt programs do
        std::cerr << "error: " << e.what() << "\n" << usage_line(app, argc, argv);
        return 2;
    }
    try {
        if (*info) return cmd_info(info_args, info_json);
        if (*tokenize) return cmd_tokenize(tokenize_args, tokenize_text);
        if (const int code = cli::run_experiment(experiments); code >= 0) return code;
        if (*train) return cli::run_train(train_args);
        if (*eval) return cli::run_eval(eval_args);
        if (*lengths) return cli::run_lengths(lengths_args);
        if (*download) return cli::run_download(download_args);
        if (*export_cmd) return cmd_export(export_args, export_out, export_force);
        if (*init) return cmd_init(init_config, init_seed, init_out, tokenizer_from, tokenizer_kind, init_force);
        if (*trace) {
            trace_args.has_text = text_opt->count() > 0;
            if (!trace_args.has_text && trace_args.ids.empty()) throw Error("trace needs --text \"…\" or --ids 3,1,4");
            return cmd_trace(trace_args);
        }
        if (*generate_cmd) {
            if (prompt_opt->count() == 0 && gen.ids.empty()) throw Error("generate needs --prompt \"…\" or --ids 3,1,4");
            return cmd_generate(gen);
        }
    } catch (const std::exception& e) {
        const std::string message = message_of(e).str();
        std::cerr << "error: " << message << "\n";
        if ((*info && info_json) || (*generate_cmd && gen.json) || (*eval && eval_args.json) || (*lengths && lengths_args.json) || experiments.chosen())  // a script reads stdout
            std::cout << nlohmann::json{{"error", message}}.dump() << "\n";
        return 1;
    }
    return 0;
}
