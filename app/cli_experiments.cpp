#include "cli_experiments.h"

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/base/error.h"
#include "core/explain/logit_attribution.h"
#include "core/explain/logit_lens.h"
#include "core/explain/patching.h"
#include "core/io/model_input.h"

namespace cli {

using namespace al;
using nlohmann::json;

namespace {

struct Run {
    ModelInput input;
    ForwardTrace<float> trace;
};

// The text as the window reads it, and its forward pass, required to be finite.
Run run_text(const LoadedModel& model, const std::string& text) {
    Run r{model_input(model, text), {}};
    noted(r.input.text);
    r.trace = model.forward(r.input.batch);
    r.trace.require_finite(Message(AL_TEXT("no experiment was run")));
    return r;
}

// The pieces of the stack an experiment reads, a column each: the text's, or an encoder–decoder's
// decoder tokens (its text is the source)
json stack_pieces(const Tokenizer& tokenizer, const Run& r) {
    return r.trace.has_encoder ? json(tokenizer.labels(r.input.batch.ids)) : json(r.input.text.pieces);
}

std::vector<std::string> site_names() {
    std::vector<std::string> names;
    for (PatchSite s : patch_sites) names.push_back(to_string(s));
    return names;
}

json layer_names(int layers, const char* first = nullptr) {
    json names = json::array();
    if (first) names.push_back(first);
    for (int l = 0; l < layers; ++l) names.push_back((first ? "after layer " : "layer ") + std::to_string(l));
    return names;
}

// The logit lens (core/explain/logit_lens.h): rows are the layer boundaries (the embeddings, then after
// each layer), columns the positions.
int lens(const ExperimentCommands& a) {
    const auto model = a.model_lens.load();
    require_tokenizer(model);
    const Tokenizer& tokenizer = *model.tokenizer();
    std::optional<int> target;
    if (!a.target.empty()) target = one_token(tokenizer, a.target, "--target");
    const Run r = run_text(model, a.text);
    const auto lens = logit_lens(model, r.trace, std::min(a.top, model.config().vocab_size), target);
    json top, top_prob, top_k, top_k_prob;
    for (int l = 0; l < lens.boundaries; ++l) {
        json row, prob, row_k, prob_k;
        for (int t = 0; t < lens.positions; ++t) {
            row.push_back(tokenizer.piece(lens.top_ids[l][t][0]));
            prob.push_back(lens.top_probs[l][t][0]);
            json cell;
            for (int id : lens.top_ids[l][t]) cell.push_back(tokenizer.piece(id));
            row_k.push_back(cell);
            prob_k.push_back(lens.top_probs[l][t]);
        }
        top.push_back(row), top_prob.push_back(prob), top_k.push_back(row_k), top_k_prob.push_back(prob_k);
    }
    json out = {{"pieces", stack_pieces(tokenizer, r)}, {"ids", r.input.batch.ids}, {"boundaries", layer_names(lens.boundaries - 1, "embeddings")},
                {"top", top}, {"top_prob", top_prob}, {"top_k", top_k}, {"top_k_prob", top_k_prob}};
    if (r.trace.has_encoder) out["source_pieces"] = r.input.text.pieces;
    if (target) {
        out["target"] = tokenizer.piece(*target);
        out["target_id"] = *target;
        out["target_prob"] = lens.target_probs;
    }
    std::cout << out.dump() << "\n";
    return 0;
}

// Activation patching (core/explain/patching.h): rows are layers, columns positions (or heads).
int patch(const ExperimentCommands& a) {
    const auto model = a.model_patch.load();
    require_tokenizer(model);
    const Tokenizer& tokenizer = *model.tokenizer();
    const int answer = one_token(tokenizer, a.answer, "--answer"), wrong = one_token(tokenizer, a.wrong, "--wrong");
    const Run clean = run_text(model, a.clean), corrupt = run_text(model, a.corrupt);
    const PatchSite site = *patch_site_from(a.site);
    const auto grid = patching_grid(model, clean.trace, corrupt.trace, site, answer, wrong);
    json columns = json::array();
    if (site == PatchSite::head)
        for (size_t h = 0; h < grid.effect.at(0).size(); ++h) columns.push_back("head " + std::to_string(h));
    else
        columns = stack_pieces(tokenizer, clean);
    std::cout << json{{"site", a.site},
                      {"clean_pieces", stack_pieces(tokenizer, clean)}, {"clean_ids", clean.input.batch.ids},
                      {"corrupt_pieces", stack_pieces(tokenizer, corrupt)}, {"corrupt_ids", corrupt.input.batch.ids},
                      {"answer", tokenizer.piece(answer)}, {"answer_id", answer}, {"wrong", tokenizer.piece(wrong)}, {"wrong_id", wrong},
                      {"clean_metric", grid.clean_metric}, {"corrupt_metric", grid.corrupt_metric},
                      {"rows", layer_names(static_cast<int>(grid.effect.size()))}, {"columns", columns},
                      {"effect", grid.effect}, {"patched_metric", grid.patched_metric}, {"shared_prefix", grid.shared_prefix}}
                     .dump()
              << "\n";
    return 0;
}

// Direct logit attribution (core/explain/logit_attribution.h).
int attribute(const ExperimentCommands& a) {
    const auto model = a.model_attribute.load();
    require_tokenizer(model);
    const Tokenizer& tokenizer = *model.tokenizer();
    const int answer = one_token(tokenizer, a.answer, "--answer"), wrong = one_token(tokenizer, a.wrong, "--wrong");
    const Run r = run_text(model, a.text);
    const auto parts = logit_attribution(model, r.trace, answer, wrong, a.position);
    json out = {{"pieces", r.input.text.pieces}, {"ids", r.input.batch.ids}, {"position", parts.position},
                {"answer", tokenizer.piece(answer)}, {"answer_id", answer}, {"wrong", tokenizer.piece(wrong)}, {"wrong_id", wrong},
                {"total", parts.total}, {"sum", parts.sum()},
                {"token_embedding", parts.token_embedding}, {"position_embedding", parts.position_embedding},
                {"heads", parts.heads}, {"attention_bias", parts.attention_bias}, {"mlp", parts.mlp},
                {"final_norm_bias", parts.final_norm_bias}};
    if (!parts.cross_attention.empty()) out["cross_attention"] = parts.cross_attention;
    std::cout << out.dump() << "\n";
    return 0;
}

}  // namespace

void add_experiment_commands(CLI::App& app, ExperimentCommands& c) {
    c.lens = app.add_subcommand("lens", "The logit lens: each layer's prediction at each position, as JSON");
    c.model_lens.add(c.lens);
    c.lens->add_option("--text", c.text, "The text, read as the window reads it")->required();
    c.lens->add_option("--target", c.target, "One token whose probability to follow through the layers, e.g. \" Paris\"");
    c.lens->add_option("--top", c.top, "How many of the most likely tokens to keep per cell")->check(CLI::Range(1, 100))->capture_default_str();

    c.patch = app.add_subcommand("patch", "Activation patching: how much of the clean answer one activation restores, as JSON");
    c.model_patch.add(c.patch);
    c.patch->add_option("--clean", c.clean, "The clean text, e.g. \"The Eiffel Tower is in\"")->required();
    c.patch->add_option("--corrupt", c.corrupt, "The corrupted text, of as many tokens")->required();
    c.patch->add_option("--answer", c.answer, "The clean run's answer, one token, e.g. \" Paris\"")->required();
    c.patch->add_option("--wrong", c.wrong, "The corrupted run's answer, one token")->required();
    c.patch->add_option("--site", c.site, "resid (the stream entering a layer), attn or mlp (a sublayer's output) at each position, or head")
        ->check(CLI::IsMember(site_names()))
        ->capture_default_str();

    c.attribute = app.add_subcommand("attribute", "Direct logit attribution: each head's and block's share of logit(answer) − logit(wrong), as JSON");
    c.model_attribute.add(c.attribute);
    c.attribute->add_option("--text", c.text, "The text, read as the window reads it")->required();
    c.attribute->add_option("--answer", c.answer, "One token, e.g. \" Paris\"")->required();
    c.attribute->add_option("--wrong", c.wrong, "Another token, e.g. \" Rome\"")->required();
    c.attribute->add_option("--position", c.position, "The position whose prediction is split (default: the last)");
}

int run_experiment(const ExperimentCommands& c) {
    if (*c.lens) return lens(c);
    if (*c.patch) return patch(c);
    if (*c.attribute) return attribute(c);
    return -1;
}

}  // namespace cli
