#include "core/explain/patching.h"

#include <algorithm>

#include "core/base/error.h"

namespace al {

double logit_difference(const Model<float>& model, const Matrix<float>& final_norm, Eigen::Index row, int answer, int wrong) {
    const Matrix<float>& head = model.unembedding();
    double m = 0;
    for (Eigen::Index c = 0; c < final_norm.cols(); ++c)
        m += static_cast<double>(final_norm(row, c)) * (static_cast<double>(head(answer, c)) - head(wrong, c));
    return m;
}

namespace {

// The activation of one cell in a run: a row of C, or a head's (T, D) block
Eigen::Block<const Matrix<float>> cell_of(const StackTrace<float>& s, PatchSite site, int layer, int index) {
    const auto row = [index](const Matrix<float>& m) { return m.block(index, 0, 1, m.cols()); };
    switch (site) {
        case PatchSite::attn: return row(s.layers[layer].attn.out);
        case PatchSite::mlp: return row(s.layers[layer].mlp_out);
        case PatchSite::head: {
            const auto& a = s.layers[layer].attn;
            return a.concat.block(0, static_cast<Eigen::Index>(index) * a.D, a.concat.rows(), a.D);
        }
        case PatchSite::resid: break;
    }
    return row(s.layer_input(layer));
}

}  // namespace

ActivationPatch clean_patch(const ForwardTrace<float>& clean, PatchSite site, int layer, int index) {
    const StackTrace<float>& s = clean.main;
    if (layer < 0 || layer >= static_cast<int>(s.layers.size()))
        throw Error(Message(AL_TEXT("a %1 patch names layer %2; this model has layers 0 … %3"), to_string(site), std::to_string(layer),
                            std::to_string(static_cast<int>(s.layers.size()) - 1)));
    ActivationPatch p{site, layer, site == PatchSite::head ? -1 : index, site == PatchSite::head ? index : -1, 0, {}};
    const int limit = site == PatchSite::head ? s.layers[layer].attn.H : s.T;
    if (index < 0 || index >= limit)
        throw Error(site == PatchSite::head
                        ? Message(AL_TEXT("a head patch names head %1 of layer %2, which has heads 0 … %3"), std::to_string(index),
                                  std::to_string(layer), std::to_string(limit - 1))
                        : Message(AL_TEXT("a %1 patch names position %2 of a text of %3 tokens"), to_string(site), std::to_string(index),
                                  std::to_string(limit)));
    const auto cell = cell_of(s, site, layer, index);
    for (Eigen::Index r = 0; r < cell.rows(); ++r)
        for (Eigen::Index c = 0; c < cell.cols(); ++c) p.values.push_back(cell(r, c));
    return p;
}

void check_patching(const Model<float>& model, const ForwardTrace<float>& clean, const ForwardTrace<float>& corrupt, int answer,
                    int wrong) {
    if (clean.batch() != 1 || corrupt.batch() != 1)
        throw Error(Message(AL_TEXT("patching compares two single texts, not batches")));
    if (clean.tokens() != corrupt.tokens())
        throw Error(Message(AL_TEXT("the clean text has %1 tokens and the corrupted text %2; patching needs the same count, so "
                                    "make them differ in words of as many tokens"),
                            std::to_string(clean.tokens()), std::to_string(corrupt.tokens())));
    const int V = model.config().vocab_size;
    for (int id : {answer, wrong})
        if (id < 0 || id >= V)
            throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(id), std::to_string(V - 1)));
    if (answer == wrong) throw Error(Message(AL_TEXT("the answer and the wrong token are the same token; choose two different ones")));
    const Eigen::Index last = clean.tokens() - 1;
    const double m_clean = logit_difference(model, clean.main.final_norm, last, answer, wrong);
    const double m_corrupt = logit_difference(model, corrupt.main.final_norm, last, answer, wrong);
    if (m_clean == m_corrupt)
        throw Error(Message(AL_TEXT("the clean and the corrupted run give the same logit difference (%1), so no patch can restore "
                                    "anything; choose texts or tokens where the answer changes"),
                            std::to_string(m_clean)));
}

PatchingGrid patching_grid(const Model<float>& model, const ForwardTrace<float>& clean, const ForwardTrace<float>& corrupt,
                           PatchSite site, int answer, int wrong) {
    check_patching(model, clean, corrupt, answer, wrong);
    const StackTrace<float>& corrupted = corrupt.main;
    const int T = corrupted.T, L = static_cast<int>(corrupted.layers.size());
    PatchingGrid grid;
    grid.site = site;
    grid.clean_metric = logit_difference(model, clean.main.final_norm, T - 1, answer, wrong);
    grid.corrupt_metric = logit_difference(model, corrupted.final_norm, T - 1, answer, wrong);
    const double span = grid.clean_metric - grid.corrupt_metric;
    // an encoder–decoder's decoder also reads its source: positions before the first difference are shared
    // only where the two sources are one
    const bool same_source = !corrupt.has_encoder || clean.encoder.ids == corrupt.encoder.ids;
    if (same_source && (corrupted.mask.kind == MaskKind::causal || corrupted.mask.kind == MaskKind::causal_padding))
        grid.shared_prefix = static_cast<int>(std::mismatch(clean.main.ids.begin(), clean.main.ids.end(), corrupted.ids.begin()).first -
                                              clean.main.ids.begin());

    ForwardTrace<float> run;
    run.has_encoder = corrupt.has_encoder;  // an encoder–decoder's patched runs read the corrupted source's encoding
    run.main.layers.resize(L);
    ForwardOptions options;
    options.keep_scores = false;
    for (int l = 0; l < L; ++l) {
        // the cells of this layer, a sequence each: positions after the shared prefix, or every head
        std::vector<int> cells;
        const int width = site == PatchSite::head ? corrupted.layers[l].attn.H : T;
        for (int i = site == PatchSite::head ? 0 : grid.shared_prefix; i < width; ++i)
            if (cell_of(clean.main, site, l, i) != cell_of(corrupted, site, l, i)) cells.push_back(i);  // else writes what is there: 0
        auto& effect = grid.effect.emplace_back(width, 0.0);
        auto& metric = grid.patched_metric.emplace_back(width, grid.corrupt_metric);
        if (cells.empty()) continue;
        const int B = static_cast<int>(cells.size());
        run.main.B = B, run.main.T = T;
        run.main.mask = corrupted.mask;
        if (run.main.mask.valid_lens.size() == 1) run.main.mask.valid_lens.assign(B, corrupted.mask.valid_lens[0]);
        if (run.has_encoder) {  // the memory once per sequence of the batch
            const StackTrace<float>& source = corrupt.encoder;
            run.encoder.B = B, run.encoder.T = source.T;
            run.encoder.final_norm = source.final_norm.replicate(B, 1);
            run.encoder.mask = source.mask;
            if (run.encoder.mask.valid_lens.size() == 1) run.encoder.mask.valid_lens.assign(B, source.mask.valid_lens[0]);
        }
        Matrix<float>& input = l == 0 ? run.main.embed_sum : run.main.layers[l - 1].out;
        input = corrupted.layer_input(l).replicate(B, 1);  // (B·T, C)
        options.patches.clear();
        for (int b = 0; b < B; ++b) {
            if (site == PatchSite::resid) {  // written here: forward_layers starts at this layer's input
                input.row(static_cast<Eigen::Index>(b) * T + cells[b]) = clean.main.layer_input(l).row(cells[b]);
                continue;
            }
            ActivationPatch& p = options.patches.emplace_back(clean_patch(clean, site, l, cells[b]));
            p.b = b;
        }
        model.forward_layers(l, options, run);
        for (int b = 0; b < B; ++b) {
            metric[cells[b]] = logit_difference(model, run.main.final_norm, static_cast<Eigen::Index>(b) * T + T - 1, answer, wrong);
            effect[cells[b]] = (metric[cells[b]] - grid.corrupt_metric) / span;
        }
    }
    return grid;
}

}  // namespace al
