#include "core/model/attention.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/base/error.h"
#include "core/kernels/kernels.h"

namespace al {
namespace {

// H_kv and D of an attention with H query heads over C-wide rows
struct Form {
    int H, H_kv, D;
};
Form form_of(Eigen::Index C, int H, const AttentionOptions& o) {
    return {H, o.kv_heads > 0 ? o.kv_heads : H, o.head_size > 0 ? o.head_size : (H > 0 ? static_cast<int>(C / H) : 0)};
}

template <class S>
void check_shapes(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p, int B, const Form& f,
                  const AttentionOptions& o) {
    const auto C = x.cols();
    if (B <= 0 || x.rows() % B != 0) throw Error(Message(AL_TEXT("attention input rows are not a multiple of the batch size")));
    if (f.H <= 0 || (o.head_size <= 0 && C % f.H != 0)) throw Error(Message(AL_TEXT("attention width is not divisible by the number of heads")));
    if (f.H_kv <= 0 || f.H % f.H_kv != 0 || f.D <= 0 || (o.rope.on() && f.D % 2 != 0))
        throw Error(Message(AL_TEXT("the query heads (%1) must be a multiple of the key/value heads (%2), and a rotated head's size (%3) even"),
                            std::to_string(f.H), std::to_string(f.H_kv), std::to_string(f.D)));
    if (p.c_attn.weight.rows() != int64_t{f.H + 2 * f.H_kv} * f.D || p.c_attn.weight.cols() != C ||
        p.c_proj.weight.cols() != int64_t{f.H} * f.D)
        throw Error(Message(AL_TEXT("c_attn.weight must be ((H + 2·H_kv)·D, C) and c_proj.weight (C, H·D)")));
    if (o.qk_norm_eps > 0 && (p.q_norm.weight.size() != f.D || p.k_norm.weight.size() != f.D))
        throw Error(Message(AL_TEXT("QK-norm needs q_norm.weight and k_norm.weight of the head size")));
    if (memory && (memory->cols() != C || memory->rows() % B != 0))
        throw Error(Message(AL_TEXT("cross-attention memory does not match the decoder width or batch")));
}

// QK-norm: RMSNorm over each D-wide head block of m's rows (row-major, so each block is a row of D).
template <class S>
void norm_heads(Matrix<S>& m, int D, const Norm<S>& p, double eps) {
    Eigen::Map<Matrix<S>> heads(m.data(), m.size() / D, D);
    Matrix<S> normed;
    NormCache<S> cache;
    norm_forward(NormKind::rmsnorm, Matrix<S>(heads), p, eps, normed, cache);
    heads = normed;
}

// QK-norm's backward: d (rows, n·D), the gradient of RMSNorm over each head block of `raw`, becomes the
// gradient of `raw`; γ's gradient accumulates into grad.
template <class S>
void norm_heads_backward(const Matrix<S>& raw, int D, const Norm<S>& p, double eps, Matrix<S>& d, Norm<S>& grad) {
    const Matrix<S> heads = Eigen::Map<const Matrix<S>>(raw.data(), raw.size() / D, D);
    Matrix<S> normed, dheads;
    NormCache<S> cache;
    norm_forward(NormKind::rmsnorm, heads, p, eps, normed, cache);
    norm_backward(NormKind::rmsnorm, heads, p, cache, Matrix<S>(Eigen::Map<const Matrix<S>>(d.data(), d.size() / D, D)), dheads, grad);
    Eigen::Map<Matrix<S>>(d.data(), d.size() / D, D) = dheads;
}

// The heads of a forward share out over the core's threads from this many multiply-adds (Q·Kᵀ and
// weights·V of every head).
constexpr int64_t kParallelHeads = int64_t{1} << 20;

// head h of sequence b, as the trace holds it
template <class S>
HeadView<S> head_view(const AttentionTrace<S>& tr, int b, int h) {
    const int D = tr.D, g = tr.kv_head(h);
    return {tr.q.data() + b * tr.T * tr.q.cols() + h * D, tr.k.data() + b * tr.S * tr.k.cols() + g * D,
            tr.v.data() + b * tr.S * tr.v.cols() + g * D, tr.q.cols(), tr.k.cols(), tr.T, tr.S, D,
            tr.visible.data() + static_cast<size_t>(b) * tr.T, tr.scale};
}

// Writes the edits of `tensor` into m, rows of sequence 0: q, k, v (width D) into each edit's head's D
// columns; scores and weights (width 0) those of head `head` into m, that head's (T, S) matrix.
template <class S>
void write_edits(const std::vector<AttentionEdit>& edits, AttentionEdit::Tensor tensor, int head, Matrix<S>& m, int width = 0) {
    for (const auto& e : edits) {
        if (e.tensor != tensor) continue;
        if (width > 0) m(e.row, static_cast<Eigen::Index>(e.head) * width + e.col) = static_cast<S>(e.value);
        else if (e.head == head) m(e.row, e.col) = static_cast<S>(e.value);
    }
}

// scores → scaled → masked → weights → heads, for every (b, h); then out = concat·W_Oᵀ + b.
template <class S>
void attend(const AttentionParams<S>& p, int B, int H, const AttentionMask& mask, const AttentionOptions& options,
            AttentionTrace<S>& tr) {
    const int T = tr.T, Sk = tr.S, D = tr.D;
    mask.validate(B, T, Sk);
    tr.scale = static_cast<S>((options.scale_by_sqrt_dk ? 1.0 / std::sqrt(static_cast<double>(D)) : 1.0) *
                              options.score_scale);
    tr.visible.resize(static_cast<size_t>(B) * T);
    for (int b = 0; b < B; ++b)
        for (int t = 0; t < T; ++t) tr.visible[static_cast<size_t>(b) * T + t] = mask.visible_keys(b, t, Sk);
    const S neg_inf = -std::numeric_limits<S>::infinity();
    const auto n = static_cast<size_t>(B) * H;
    tr.scores.resize(n), tr.scaled.resize(n), tr.masked.resize(n), tr.weights.resize(n);
    tr.concat.resize(tr.q.rows(), tr.q.cols());
    // A head (b, h) writes only its own matrices and its block of concat, so the heads share out over
    // the core's threads when their products are large (GPT-2 small, 32 tokens: 1.6M multiply-adds).
    const auto heads = [&](int64_t first, int64_t last) {
        for (int64_t i = first; i < last; ++i) {
            const int b = static_cast<int>(i / H), h = static_cast<int>(i % H);
            const int* visible = tr.visible.data() + static_cast<size_t>(b) * T;
            const auto q_h = tr.q.block(b * T, h * D, T, D);
            const auto k_h = tr.k.block(b * Sk, tr.kv_head(h) * D, Sk, D);
            const auto v_h = tr.v.block(b * Sk, tr.kv_head(h) * D, Sk, D);
            auto head = tr.concat.block(b * T, h * D, T, D);
            const bool ablated =
                std::find(options.ablated_heads.begin(), options.ablated_heads.end(), h) != options.ablated_heads.end();
            Matrix<S>& w = tr.weights[i];
            if (options.keep_scores || options.hide_first_key || !options.edits.empty()) {  // every intermediate, whole
                tr.scores[i].noalias() = q_h * k_h.transpose();
                if (b == 0) write_edits(options.edits, AttentionEdit::Tensor::scores, h, tr.scores[i]);
                tr.scaled[i] = tr.scores[i] * tr.scale;
                tr.masked[i] = tr.scaled[i];
                for (int t = 0; t < T; ++t) tr.masked[i].row(t).tail(Sk - visible[t]).setConstant(neg_inf);
                if (options.hide_first_key)  // a query that sees only the first key keeps it: a softmax needs one
                    for (int t = 0; t < T; ++t)
                        if (visible[t] > 1) tr.masked[i](t, 0) = neg_inf;
                softmax_rows(tr.masked[i], w);
                if (b == 0) write_edits(options.edits, AttentionEdit::Tensor::weights, h, w);
                if (ablated)
                    head.setZero();
                else
                    head.noalias() = w * v_h;
                continue;
            }
            tr.scores[i].resize(0, 0), tr.scaled[i].resize(0, 0), tr.masked[i].resize(0, 0);
            head_forward(head_view(tr, b, h), ablated, w, head.data(), head.outerStride());
        }
    };
    if (2 * int64_t{T} * Sk * D * static_cast<int64_t>(n) >= kParallelHeads)
        parallel_for(static_cast<int64_t>(n), heads);
    else
        heads(0, static_cast<int64_t>(n));
    linear_forward(tr.concat, p.c_proj, tr.out);
}

template <class S>
void start_trace(const Matrix<S>& x, const Matrix<S>* memory, int B, const Form& f, AttentionTrace<S>& tr) {
    tr.B = B, tr.H = f.H, tr.H_kv = f.H_kv, tr.D = f.D;
    tr.T = static_cast<int>(x.rows() / B);
    tr.S = static_cast<int>((memory ? memory->rows() : x.rows()) / B);
}

}  // namespace

template <class S>
void attention_forward(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p, int B, int H,
                       const AttentionMask& mask, const AttentionOptions& options, AttentionTrace<S>& tr,
                       const AttentionTrace<S>* past) {
    const Form f = form_of(x.cols(), H, options);
    check_shapes(x, memory, p, B, f, options);
    const Eigen::Index Q = Eigen::Index{f.H} * f.D, K = Eigen::Index{f.H_kv} * f.D;  // q's and k's (and v's) columns
    if (past && (memory || B != 1 || past->B != 1 || past->k.cols() != K))
        throw Error(Message(AL_TEXT("earlier keys and values extend the self-attention of one sequence only")));
    start_trace(x, memory, B, f, tr);
    Matrix<S> k, v;  // this input's keys and values
    if (!memory) {
        Matrix<S> qkv;  // (B·T, Q + 2K), one product for all three, onto the bias
        linear_forward(x, p.c_attn, qkv);
        tr.q = qkv.leftCols(Q);
        k = qkv.middleCols(Q, K);
        v = qkv.rightCols(K);
    } else {
        const auto& W = p.c_attn.weight;
        tr.q.noalias() = x * W.topRows(Q).transpose();
        Matrix<S> kv = *memory * W.bottomRows(2 * K).transpose();  // (B·S, 2K)
        if (p.c_attn.bias.size() > 0) {
            tr.q.rowwise() += p.c_attn.bias.head(Q);
            kv.rowwise() += p.c_attn.bias.tail(2 * K);
        }
        k = kv.leftCols(K);
        v = kv.rightCols(K);
    }
    if (options.qk_norm_eps > 0) {
        norm_heads(tr.q, f.D, p.q_norm, options.qk_norm_eps);
        norm_heads(k, f.D, p.k_norm, options.qk_norm_eps);
    }
    tr.rope = memory ? RotarySpec{0.0} : options.rope;
    if (tr.rope.on()) {
        const int first = past ? past->S : 0;
        rotate(tr.q, f.D, tr.T, first, options.rope);
        rotate(k, f.D, tr.T, first, options.rope);
    }
    if (!past) {  // the typed values replace the computed ones before anything reads them
        write_edits(options.edits, AttentionEdit::Tensor::q, 0, tr.q, f.D);
        write_edits(options.edits, AttentionEdit::Tensor::k, 0, k, f.D);
        write_edits(options.edits, AttentionEdit::Tensor::v, 0, v, f.D);
    }
    if (past) {  // the earlier positions' keys and values, then these
        tr.S = past->S + tr.T;
        tr.k.resize(tr.S, K), tr.v.resize(tr.S, K);
        tr.k << past->k, k;
        tr.v << past->v, v;
    } else {
        tr.k = std::move(k);
        tr.v = std::move(v);
    }
    attend(p, B, H, mask, options, tr);
}

template <class S>
void attention_forward_per_head(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p, int B,
                                int H, const AttentionMask& mask, const AttentionOptions& options,
                                AttentionTrace<S>& tr) {
    const Form f = form_of(x.cols(), H, {});
    check_shapes(x, memory, p, B, f, {});
    start_trace(x, memory, B, f, tr);
    const auto C = x.cols(), D = C / H;
    const Matrix<S>& m = memory ? *memory : x;
    tr.q.resize(x.rows(), C), tr.k.resize(m.rows(), C), tr.v.resize(m.rows(), C);
    const auto& W = p.c_attn.weight;
    for (Eigen::Index h = 0; h < H; ++h) {
        tr.q.middleCols(h * D, D).noalias() = x * W.middleRows(h * D, D).transpose();
        tr.k.middleCols(h * D, D).noalias() = m * W.middleRows(C + h * D, D).transpose();
        tr.v.middleCols(h * D, D).noalias() = m * W.middleRows(2 * C + h * D, D).transpose();
        if (p.c_attn.bias.size() > 0) {
            tr.q.middleCols(h * D, D).rowwise() += p.c_attn.bias.segment(h * D, D);
            tr.k.middleCols(h * D, D).rowwise() += p.c_attn.bias.segment(C + h * D, D);
            tr.v.middleCols(h * D, D).rowwise() += p.c_attn.bias.segment(2 * C + h * D, D);
        }
    }
    attend(p, B, H, mask, options, tr);
}

template <class S>
void attention_backward(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p,
                        const AttentionOptions& options, const AttentionTrace<S>& tr, const Matrix<S>& dout,
                        Matrix<S>& dx, Matrix<S>* dmemory, AttentionParams<S>& grad) {
    const int B = tr.B, H = tr.H, T = tr.T, Sk = tr.S, D = tr.D;
    const Eigen::Index Q = Eigen::Index{H} * D, K = Eigen::Index{tr.H_kv} * D;
    const bool grouped = tr.H_kv != H;
    Matrix<S> dconcat;
    linear_backward(tr.concat, p.c_proj, dout, &dconcat, grad.c_proj);

    // every (b, h) block of dq is written exactly once below (zero for an ablated head); a key/value
    // head's blocks once, or (grouped-query) as the sum over the query heads that share it
    Matrix<S> dqkv(static_cast<Eigen::Index>(B) * T, memory ? Q : Q + 2 * K);  // self: [dq dk dv]
    Matrix<S> dkv_memory;
    if (memory) dkv_memory.resize(static_cast<Eigen::Index>(B) * Sk, 2 * K);  // cross: [dk dv]
    auto& dkv = memory ? dkv_memory : dqkv;
    const Eigen::Index kcol = memory ? 0 : Q;
    if (grouped) dkv.middleCols(kcol, 2 * K).setZero();
    Matrix<S> dk_share, dv_share;  // grouped-query: one query head's share of its key/value head's gradient
    for (int b = 0; b < B; ++b)
        for (int h = 0; h < H; ++h) {
            const Eigen::Index krow = memory ? b * Sk : b * T, g = tr.kv_head(h);
            auto dq_h = dqkv.block(b * T, h * D, T, D);
            auto dk_g = dkv.block(krow, kcol + g * D, Sk, D);
            auto dv_g = dkv.block(krow, kcol + K + g * D, Sk, D);
            if (std::find(options.ablated_heads.begin(), options.ablated_heads.end(), h) != options.ablated_heads.end()) {
                dq_h.setZero();
                if (!grouped) dk_g.setZero(), dv_g.setZero();
                continue;
            }
            if (!grouped) {
                head_backward(head_view(tr, b, h), tr.weights[b * H + h], &tr.concat(b * T, h * D), &dconcat(b * T, h * D),
                              Q, dq_h.data(), dqkv.cols(), dk_g.data(), dv_g.data(), dkv.cols());
                continue;
            }
            dk_share.resize(Sk, D), dv_share.resize(Sk, D);
            head_backward(head_view(tr, b, h), tr.weights[b * H + h], &tr.concat(b * T, h * D), &dconcat(b * T, h * D),
                          Q, dq_h.data(), dqkv.cols(), dk_share.data(), dv_share.data(), Eigen::Index{D});
            dk_g += dk_share, dv_g += dv_share;
        }

    // back through the rotation (self-attention, rows from position 0 as training runs it) and QK-norm
    // (its input, the projection, recomputed) to the projections' outputs
    if (options.rope.on() || options.qk_norm_eps > 0) {
        Matrix<S> dq = dqkv.leftCols(Q), dk = dkv.middleCols(kcol, K);
        if (options.rope.on() && !memory) {
            rotate(dq, D, T, 0, options.rope, -1);
            rotate(dk, D, Sk, 0, options.rope, -1);
        }
        if (options.qk_norm_eps > 0) {
            const auto& W = p.c_attn.weight;
            Matrix<S> q_raw = x * W.topRows(Q).transpose(), k_raw = (memory ? *memory : x) * W.middleRows(Q, K).transpose();
            if (p.c_attn.bias.size() > 0) {
                q_raw.rowwise() += p.c_attn.bias.head(Q);
                k_raw.rowwise() += p.c_attn.bias.segment(Q, K);
            }
            norm_heads_backward(q_raw, D, p.q_norm, options.qk_norm_eps, dq, grad.q_norm);
            norm_heads_backward(k_raw, D, p.k_norm, options.qk_norm_eps, dk, grad.k_norm);
        }
        dqkv.leftCols(Q) = dq;
        dkv.middleCols(kcol, K) = dk;
    }

    const auto& W = p.c_attn.weight;
    if (!memory) {
        multiply(dqkv, W, dx);
        add_weight_gradient(dqkv, x, grad.c_attn.weight);
        if (grad.c_attn.bias.size() > 0) add_column_sums(dqkv, grad.c_attn.bias);
        return;
    }
    dx.noalias() = dqkv * W.topRows(Q);
    grad.c_attn.weight.topRows(Q).noalias() += dqkv.transpose() * x;
    grad.c_attn.weight.bottomRows(2 * K).noalias() += dkv_memory.transpose() * *memory;
    if (grad.c_attn.bias.size() > 0) {
        add_column_sums(dqkv, grad.c_attn.bias.head(Q));
        add_column_sums(dkv_memory, grad.c_attn.bias.tail(2 * K));
    }
    dmemory->noalias() = dkv_memory * W.bottomRows(2 * K);
}

#define AL_INSTANTIATE(S)                                                                                      \
    template void attention_forward<S>(const Matrix<S>&, const Matrix<S>*, const AttentionParams<S>&, int, int,   \
                                       const AttentionMask&, const AttentionOptions&, AttentionTrace<S>&,       \
                                       const AttentionTrace<S>*);       \
    template void attention_forward_per_head<S>(const Matrix<S>&, const Matrix<S>*, const AttentionParams<S>&, int, \
                                                int, const AttentionMask&, const AttentionOptions&,              \
                                                AttentionTrace<S>&);                                \
    template void attention_backward<S>(const Matrix<S>&, const Matrix<S>*, const AttentionParams<S>&,          \
                                        const AttentionOptions&, const AttentionTrace<S>&, const Matrix<S>&,    \
                                        Matrix<S>&, Matrix<S>*, AttentionParams<S>&);
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
