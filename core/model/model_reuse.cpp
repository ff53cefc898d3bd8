// Model::forward_reusing: the trace of an input that changed at its end, computing only the new
// positions. Under a causal mask, position t reads keys and values of positions ≤ t only, so the
// rows of a shared prefix are what forward() would compute again; the new rows go through the same
// stack_forward, with the kept keys and values as attention's past and positions numbered on.
#include <algorithm>
#include <limits>

#include "core/model/model.h"

namespace al {
namespace {

// Calls f(whole, part) for every matrix of a stack's trace that has a row per position (stack_tensors,
// and the layers' by layer_tensors and attention_tensors: the queries' rows), and f_vector for the norms' per-row
// statistics; part is null when only truncating.
template <class S, class Rows, class PerRow>
void each_row_tensor(StackTrace<S>& whole, const StackTrace<S>* part, bool per_row_norms, Rows&& f, PerRow&& f_vector) {
    const auto norm = [&](NormCache<S>& w, const NormCache<S>* p) {
        if (!per_row_norms) return;  // BatchNorm's statistics are per column
        f_vector(w.mean, p ? &p->mean : nullptr);
        f_vector(w.rstd, p ? &p->rstd : nullptr);
    };
    const auto stack_rows = [&](bool after_layers) {
        for (const auto& t : stack_tensors<S>())
            if (t.after_layers == after_layers) f(whole.*t.matrix, part ? &(part->*t.matrix) : nullptr);
    };
    stack_rows(false);
    using AttentionRows = typename AttentionTensor<S>::Rows;
    for (size_t l = 0; l < whole.layers.size(); ++l) {
        auto& w = whole.layers[l];
        const auto* p = part ? &part->layers[l] : nullptr;
        for (const auto& t : layer_tensors<S>()) {
            if (t.sublayer && !whole.has(static_cast<int>(l), *t.sublayer)) continue;
            if (!t.attention) {
                f(w.*t.matrix, p ? &(p->*t.matrix) : nullptr);
                continue;
            }
            for (const auto& a : attention_tensors<S>())
                if (a.rows == AttentionRows::queries && !a.view) f(w.*t.attention.*a.matrix, p ? &(p->*t.attention.*a.matrix) : nullptr);
        }
        for (const auto& run : w.sublayers) norm(*w.parts(run.kind).norm_cache, p ? p->parts(run.kind).norm_cache : nullptr);
    }
    stack_rows(true);
    norm(whole.final_norm_cache, part ? &part->final_norm_cache : nullptr);
}

template <class S>
void keep_rows(Matrix<S>& m, Eigen::Index rows) {
    if (m.rows() > rows) m.conservativeResize(rows, m.cols());
}

template <class S>
void append_rows(Matrix<S>& m, const Matrix<S>& more) {
    const auto rows = m.rows();
    m.conservativeResize(rows + more.rows(), more.cols());
    m.bottomRows(more.rows()) = more;
}

// The stack's trace cut to its first p positions.
template <class S>
void keep_positions(StackTrace<S>& tr, int p, bool per_row_norms) {
    each_row_tensor(
        tr, static_cast<const StackTrace<S>*>(nullptr), per_row_norms, [&](Matrix<S>& m, const Matrix<S>*) { keep_rows(m, p); },
        [&](RowVector<S>& v, const RowVector<S>*) {
            if (v.size() > p) v.conservativeResize(p);
        });
    for (auto& layer : tr.layers) {
        auto& a = layer.attn;
        keep_rows(a.k, p), keep_rows(a.v, p);
        for (auto* scores : {&a.scores, &a.scaled, &a.masked, &a.weights})
            for (auto& m : *scores) m.conservativeResize(p, p);
        a.visible.resize(p);
        a.T = a.S = p;
    }
    tr.T = p;
    tr.ids.resize(p);
}

// Appends the new positions' rows. Each (T, T) attention matrix grows by columns for the new keys
// (rows of earlier queries: their scores, masked to −∞, weight 0) and by the part's rows.
template <class S>
void append_positions(StackTrace<S>& tr, const StackTrace<S>& part, bool per_row_norms) {
    each_row_tensor(
        tr, &part, per_row_norms, [&](Matrix<S>& m, const Matrix<S>* more) { append_rows(m, *more); },
        [&](RowVector<S>& v, const RowVector<S>* more) {
            if (more->size() == 0) return;  // a bypassed norm keeps no statistics
            const auto n = v.size();
            v.conservativeResize(n + more->size());
            v.tail(more->size()) = *more;
        });
    const int p = tr.T, T = p + part.T;
    for (size_t l = 0; l < tr.layers.size(); ++l) {
        auto& a = tr.layers[l].attn;
        const auto& b = part.layers[l].attn;
        a.k = b.k, a.v = b.v;  // the part's hold every position's
        const int D = a.D;
        for (int h = 0; h < a.H; ++h) {
            const auto grow = [&](Matrix<S>& m, const Matrix<S>& rows) {
                m.conservativeResize(T, T);
                m.bottomRows(T - p) = rows;
            };
            grow(a.scores[h], b.scores[h]);
            a.scores[h].topRightCorner(p, T - p).noalias() =
                a.q.block(0, h * D, p, D) * a.k.block(p, a.kv_head(h) * D, T - p, D).transpose();
            grow(a.scaled[h], b.scaled[h]);
            a.scaled[h].topRightCorner(p, T - p) = a.scores[h].topRightCorner(p, T - p) * b.scale;
            grow(a.masked[h], b.masked[h]);
            a.masked[h].topRightCorner(p, T - p).setConstant(-std::numeric_limits<S>::infinity());
            grow(a.weights[h], b.weights[h]);
            a.weights[h].topRightCorner(p, T - p).setZero();
        }
        a.visible.insert(a.visible.end(), b.visible.begin(), b.visible.end());
        a.T = a.S = T;
    }
    tr.ids.insert(tr.ids.end(), part.ids.begin(), part.ids.end());
    tr.T = T;
}

}  // namespace

template <class S>
bool Model<S>::forward_reusing(const Batch& batch, const ForwardOptions& options, ForwardTrace<S>& tr) const {
    const auto& c = config_;
    const bool causal = options.mask ? *options.mask == MaskKind::causal : c.causal;
    if (c.arch != Arch::decoder || !causal || batch.B != 1 || tr.has_encoder || tr.main.B != 1 || !batch.valid_lens.empty() ||
        !options.row_valid_lens.empty() || options.training || !options.keep_scores || !options.patches.empty() || !options.edits.empty() ||
        tr.main.layers.size() != static_cast<size_t>(c.n_layer) || tr.main.ids.size() != static_cast<size_t>(tr.main.T) ||
        batch.T > c.block_size || batch.ids.size() != static_cast<size_t>(batch.T) ||
        std::any_of(batch.ids.begin(), batch.ids.end(), [&](int id) { return id < 0 || id >= c.vocab_size; }))
        return false;  // forward() computes it, or says what is wrong
    const auto& old = tr.main.ids;
    const auto shared = std::mismatch(old.begin(), old.end(), batch.ids.begin(), batch.ids.end());
    const int p = static_cast<int>(shared.first - old.begin());
    if (p == 0) return false;

    const bool per_row_norms = c.norm != NormKind::batchnorm;
    keep_positions(tr.main, p, per_row_norms);
    tr.logits.conservativeResize(p, tr.logits.cols());
    tr.probs.conservativeResize(p, tr.probs.cols());
    const int n = batch.T - p;
    if (n == 0) return true;

    // the new rows see every key up to their own position
    AttentionMask mask{MaskKind::padding, {}, {std::vector<int>(n)}};
    for (int i = 0; i < n; ++i) mask.row_valid_lens[0][i] = p + i + 1;
    StackTrace<S> part;
    stack_forward(plan_.main, params_.transformer, 1, n, std::vector<int>(batch.ids.begin() + p, batch.ids.end()), mask, nullptr,
                  nullptr, options, part, &tr.main);
    Matrix<S> logits, probs;
    multiply_transposed(part.final_norm, unembedding(), logits);
    softmax_rows(logits, probs);
    append_positions(tr.main, part, per_row_norms);
    append_rows(tr.logits, logits);
    append_rows(tr.probs, probs);
    return true;
}

template bool Model<float>::forward_reusing(const Batch&, const ForwardOptions&, ForwardTrace<float>&) const;
template bool Model<double>::forward_reusing(const Batch&, const ForwardOptions&, ForwardTrace<double>&) const;

}  // namespace al
