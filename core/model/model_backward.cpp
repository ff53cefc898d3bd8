// Model<S>::backward — the forward pass of model.cpp read in reverse, op by op, from the trace.
#include "core/model/model.h"

#include "core/base/error.h"
#include "core/kernels/kernels.h"

namespace al {
namespace {

template <class S>
void zero_all(ModelParams<S>& p) {
    for (auto& ref : named_parameters(p))
        std::fill(ref.data, ref.data + ref.size(), S(0));
}

}  // namespace

template <class S>
ModelParams<S> Model<S>::zero_gradients() const {
    auto g = allocate_parameters<S>(config_);
    zero_all(g);
    return g;
}

template <class S>
void Model<S>::norm_back(const NormSpec& spec, const Norm<S>& p, const Matrix<S>& x, const NormCache<S>& cache,
                         const ForwardOptions& options, const Matrix<S>& dout, Matrix<S>& dx, Norm<S>& grad) const {
    if (options.bypass_norm) {
        dx = dout;
        return;
    }
    norm_backward(spec.kind, x, p, cache, dout, dx, grad);
}

template <class S>
void Model<S>::backward(const ForwardOptions& options, const ForwardTrace<S>& tr, const Matrix<S>& dlogits,
                        ModelParams<S>& grads) const {
    if (dlogits.rows() != tr.logits.rows() || dlogits.cols() != tr.logits.cols())
        throw Error(Message(AL_TEXT("backward: dlogits must have the shape of the trace's logits")));
    // logits = final_norm · Hᵀ:  dfinal = dlogits · H;  dH += dlogitsᵀ · final_norm
    const Matrix<S>& head = unembedding();
    Matrix<S>& dhead = plan_.tied_head ? grads.wte : grads.lm_head;
    const Matrix<S> dfinal = dlogits * head;
    add_weight_gradient(dlogits, tr.main.final_norm, dhead);

    if (tr.has_encoder) {
        Matrix<S> dmemory = Matrix<S>::Zero(tr.encoder.final_norm.rows(), tr.encoder.final_norm.cols());
        stack_backward(plan_.main, params_.transformer, &tr.encoder.final_norm, options, tr.main, dfinal, &dmemory,
                       grads.transformer, grads.wte);
        stack_backward(*plan_.encoder, params_.encoder, nullptr, options, tr.encoder, dmemory, nullptr, grads.encoder,
                       grads.wte);
    } else {
        stack_backward(plan_.main, params_.transformer, nullptr, options, tr.main, dfinal, nullptr, grads.transformer,
                       grads.wte);
    }
}

template <class S>
void Model<S>::stack_backward(const StackPlan& plan, const StackParams<S>& stack, const Matrix<S>* memory,
                              const ForwardOptions& options, const StackTrace<S>& tr, const Matrix<S>& dfinal,
                              Matrix<S>* dmemory, StackParams<S>& grad, Matrix<S>& dwte) const {
    const int L = static_cast<int>(plan.layers.size());
    Matrix<S> dx, dnext;
    norm_back(plan.final_norm, stack.ln_f, tr.layer_input(L), tr.final_norm_cache, options, dfinal, dx, grad.ln_f);
    for (int l = L - 1; l >= 0; --l) {
        layer_backward(plan.layers[l], stack.h[l], l, memory, options, tr, dx, dnext, dmemory, grad.h[l]);
        std::swap(dx, dnext);
    }
    // embed_sum = (wte[ids] + wpe[0..T)) ⊙ dropout mask
    if (tr.embed_dropout.size() > 0) dx.array() *= tr.embed_dropout.array();
    for (size_t i = 0; i < tr.ids.size(); ++i) dwte.row(tr.ids[i]) += dx.row(static_cast<Eigen::Index>(i));
    if (plan.positions.kind == PositionSpec::Kind::learned && options.use_positional)
        for (int b = 0; b < tr.B; ++b) grad.wpe.topRows(tr.T) += dx.middleRows(b * tr.T, tr.T);
}

template <class S>
void Model<S>::layer_backward(const LayerPlan& plan, const BlockParams<S>& block, int layer, const Matrix<S>* memory,
                              const ForwardOptions& options, const StackTrace<S>& st, const Matrix<S>& dout,
                              Matrix<S>& dx, Matrix<S>* dmemory, BlockParams<S>& grad) const {
    const S keep = options.bypass_residual ? S(0) : S(1);
    const LayerTrace<S>& tr = st.layers[layer];

    // The sublayers from the last to the first, each wired as the trace says (SublayerTrace):
    //   pre:  after = keep·stream + f(N(stream))        post: after = N(resid),  resid = keep·stream + f(stream)
    // From d after, sets d stream, the previous sublayer's d after (the first one's is dx).
    Matrix<S> dstream;
    const Matrix<S>* dafter = &dout;
    for (auto spec = plan.sublayers.rbegin(); spec != plan.sublayers.rend(); ++spec) {
        const SublayerTrace<S> io = st.sublayer(layer, spec->kind);
        const bool pre = spec->norm.placement == NormPosition::pre;
        const Norm<S>& norm_p = norm_params(block, spec->kind);
        Norm<S>& dnorm = norm_params(grad, spec->kind);
        const Matrix<S>& dropout = *tr.parts(spec->kind).dropout;
        Matrix<S> dresid_post, dsub_kept;
        const Matrix<S>* dresid = dafter;  // d resid (no copy in pre-norm)
        if (!pre) {  // after = N(resid)
            norm_back(spec->norm, norm_p, io.norm_input, io.norm_cache, options, *dafter, dresid_post, dnorm);
            dresid = &dresid_post;
        }
        const Matrix<S>* dsub = dresid;  // d f_out = d resid ⊙ dropout mask
        if (dropout.size() > 0) {
            dsub_kept = dresid->cwiseProduct(dropout);
            dsub = &dsub_kept;
        }
        Matrix<S> din = sublayer_backward(*spec, block, layer, memory, options, tr, io.reads, *dsub, dmemory, grad);
        if (pre) {  // f_in = N(stream)
            Matrix<S> dnorm_in;
            norm_back(spec->norm, norm_p, io.norm_input, io.norm_cache, options, din, dnorm_in, dnorm);
            din.swap(dnorm_in);
        }
        if (keep != S(0)) din += keep * *dresid;  // d stream += keep · d resid
        Matrix<S>& target = spec + 1 == plan.sublayers.rend() ? dx : dstream;
        target.swap(din);  // target may be *dafter itself: it is read no more
        dafter = &target;
    }
}

template <class S>
Matrix<S> Model<S>::sublayer_backward(const SublayerSpec& spec, const BlockParams<S>& block, int layer,
                                      const Matrix<S>* memory, const ForwardOptions& options, const LayerTrace<S>& tr,
                                      const Matrix<S>& in, const Matrix<S>& d, Matrix<S>* dmemory,
                                      BlockParams<S>& grad) const {
    Matrix<S> din;
    switch (spec.kind) {
        case Sublayer::attention: {
            const AttentionOptions a = attention_options(options, layer, spec);
            attention_backward(in, static_cast<const Matrix<S>*>(nullptr), block.attn, a, tr.attn, d, din,
                               static_cast<Matrix<S>*>(nullptr), grad.attn);
            return din;
        }
        case Sublayer::cross_attention: {  // queries from the stream, keys and values from memory (dmemory accumulates)
            const AttentionOptions a = attention_options(options, layer, spec);
            Matrix<S> dmem;
            attention_backward(in, memory, block.cross_attn, a, tr.cross, d, din, &dmem, grad.cross_attn);
            *dmemory += dmem;
            return din;
        }
        case Sublayer::feed_forward: break;
    }
    // f(h) = W₂·act(W₁·h + b₁) + b₂;  gated: W₂·(act(gate) ⊙ up), [gate up] = h·W₁ᵀ
    const FeedForwardSpec& ff = spec.feed_forward();
    Matrix<S> dact, dpre;
    linear_backward(tr.mlp_act, block.mlp.c_proj, d, &dact, grad.mlp.c_proj);  // dact = d·W₂
    if (ff.gated) {  // d act(gate) = dact ⊙ up,  dup = dact ⊙ act(gate),  dgate = d act(gate) ⊙ act'(gate)
        Matrix<S> opened, dgate;
        activation_forward(ff.activation, tr.mlp_pre, opened);
        activation_backward(ff.activation, tr.mlp_pre, opened, Matrix<S>(dact.cwiseProduct(tr.mlp_up)), dgate);
        dpre.resize(dact.rows(), 2 * dact.cols());
        dpre << dgate, dact.cwiseProduct(opened);
    } else {
        activation_backward(ff.activation, tr.mlp_pre, tr.mlp_act, dact, dpre);  // dpre = dact ⊙ act'(pre)
    }
    linear_backward(in, block.mlp.c_fc, dpre, &din, grad.mlp.c_fc);  // dh = dpre·W₁
    return din;
}

#define AL_INSTANTIATE(S)                                                                                     \
    template ModelParams<S> Model<S>::zero_gradients() const;                                                 \
    template void Model<S>::backward(const ForwardOptions&, const ForwardTrace<S>&, const Matrix<S>&, ModelParams<S>&) const;
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
