// Model<S>::backward — the forward pass of model.cpp read in reverse, op by op, from the trace.
#include "core/model/model.h"

#include "core/base/error.h"
#include "core/kernels/weight_gradient.h"

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
void Model<S>::norm_back(const Norm<S>& p, const Matrix<S>& x, const NormCache<S>& cache,
                         const ForwardOptions& options, const Matrix<S>& dout, Matrix<S>& dx, Norm<S>& grad) const {
    if (options.bypass_norm) {
        dx = dout;
        return;
    }
    norm_backward(config_.norm, x, p, cache, dout, dx, grad);
}

template <class S>
void Model<S>::backward(const ForwardOptions& options, const ForwardTrace<S>& tr, const Matrix<S>& dlogits,
                        ModelParams<S>& grads) const {
    const auto& c = config_;
    if (dlogits.rows() != tr.logits.rows() || dlogits.cols() != tr.logits.cols())
        throw Error(Message(AL_TEXT("backward: dlogits must have the shape of the trace's logits")));
    // logits = final_norm · Hᵀ:  dfinal = dlogits · H;  dH += dlogitsᵀ · final_norm
    const Matrix<S>& head = c.tie_embeddings ? params_.wte : params_.lm_head;
    Matrix<S>& dhead = c.tie_embeddings ? grads.wte : grads.lm_head;
    const Matrix<S> dfinal = dlogits * head;
    add_weight_gradient(dlogits, tr.main.final_norm, dhead);

    if (tr.has_encoder) {
        Matrix<S> dmemory = Matrix<S>::Zero(tr.encoder.final_norm.rows(), tr.encoder.final_norm.cols());
        stack_backward(params_.transformer, &tr.encoder.final_norm, options, tr.main, dfinal, &dmemory,
                       grads.transformer, grads.wte);
        stack_backward(params_.encoder, nullptr, options, tr.encoder, dmemory, nullptr, grads.encoder, grads.wte);
    } else {
        stack_backward(params_.transformer, nullptr, options, tr.main, dfinal, nullptr, grads.transformer, grads.wte);
    }
}

template <class S>
void Model<S>::stack_backward(const StackParams<S>& stack, const Matrix<S>* memory, const ForwardOptions& options,
                              const StackTrace<S>& tr, const Matrix<S>& dfinal, Matrix<S>* dmemory,
                              StackParams<S>& grad, Matrix<S>& dwte) const {
    const int L = config_.n_layer;
    Matrix<S> dx, dnext;
    norm_back(stack.ln_f, tr.layer_input(L), tr.final_norm_cache, options, dfinal, dx, grad.ln_f);
    for (int l = L - 1; l >= 0; --l) {
        layer_backward(stack.h[l], l, memory, options, tr, dx, dnext, dmemory, grad.h[l]);
        std::swap(dx, dnext);
    }
    // embed_sum = (wte[ids] + wpe[0..T)) ⊙ dropout mask
    if (tr.embed_dropout.size() > 0) dx.array() *= tr.embed_dropout.array();
    for (size_t i = 0; i < tr.ids.size(); ++i) dwte.row(tr.ids[i]) += dx.row(static_cast<Eigen::Index>(i));
    if (config_.positional == Positional::learned && options.use_positional)
        for (int b = 0; b < tr.B; ++b) grad.wpe.topRows(tr.T) += dx.middleRows(b * tr.T, tr.T);
}

template <class S>
void Model<S>::layer_backward(const BlockParams<S>& block, int layer, const Matrix<S>* memory,
                              const ForwardOptions& options, const StackTrace<S>& st, const Matrix<S>& dout,
                              Matrix<S>& dx, Matrix<S>* dmemory, BlockParams<S>& grad) const {
    const bool pre = st.pre_norm;
    const S keep = options.bypass_residual ? S(0) : S(1);
    const AttentionOptions attn_options = attention_options(options, layer);
    const LayerTrace<S>& tr = st.layers[layer];

    // One residual sublayer f, wired as the trace says (SublayerTrace):
    //   pre:  after = keep·stream + f(N(stream))        post: after = N(resid),  resid = keep·stream + f(stream)
    // From d after, sets d stream; inner(d f_out) runs f's backward and returns d f_in.
    const auto sublayer = [&](Sublayer which, const Norm<S>& norm, Norm<S>& dnorm, const Matrix<S>& dropout,
                              const Matrix<S>& dafter, Matrix<S>& dstream, auto&& inner) {
        const SublayerTrace<S> io = st.sublayer(layer, which);
        Matrix<S> dresid_post, dsub_kept;
        const Matrix<S>* dresid = &dafter;  // d resid (no copy in pre-norm)
        if (!pre) {  // after = N(resid)
            norm_back(norm, io.norm_input, io.norm_cache, options, dafter, dresid_post, dnorm);
            dresid = &dresid_post;
        }
        const Matrix<S>* dsub = dresid;  // d f_out = d resid ⊙ dropout mask
        if (dropout.size() > 0) {
            dsub_kept = dresid->cwiseProduct(dropout);
            dsub = &dsub_kept;
        }
        Matrix<S> din = inner(io.reads, *dsub);  // d f_in, then d stream
        if (pre) {  // f_in = N(stream)
            Matrix<S> dnorm_in;
            norm_back(norm, io.norm_input, io.norm_cache, options, din, dnorm_in, dnorm);
            din.swap(dnorm_in);
        }
        if (keep != S(0)) din += keep * *dresid;  // d stream += keep · d resid
        dstream.swap(din);  // dstream may be dafter itself (cross-attention passes dstream for both)
    };

    // Feed-forward: f(h) = W₂·act(W₁·h + b₁) + b₂
    Matrix<S> dstream;
    sublayer(Sublayer::feed_forward, block.ln_2, grad.ln_2, tr.mlp_dropout, dout, dstream,
             [&](const Matrix<S>& h, const Matrix<S>& d) {
                 Matrix<S> dact, dpre, dh;
                 linear_backward(tr.mlp_act, block.mlp.c_proj, d, &dact, grad.mlp.c_proj);     // dact = d·W₂
                 activation_backward(config_.activation, tr.mlp_pre, tr.mlp_act, dact, dpre);  // dpre = dact ⊙ act'(pre)
                 linear_backward(h, block.mlp.c_fc, dpre, &dh, grad.mlp.c_fc);                // dh = dpre·W₁
                 return dh;
             });

    // Cross-attention: queries from the stream, keys and values from memory (dmemory accumulates)
    if (memory)
        sublayer(Sublayer::cross_attention, block.ln_cross, grad.ln_cross, tr.cross_dropout, dstream, dstream,
                 [&](const Matrix<S>& q_in, const Matrix<S>& d) {
                     Matrix<S> dq_in, dmem;
                     attention_backward(q_in, memory, block.cross_attn, attn_options, tr.cross, d, dq_in, &dmem, grad.cross_attn);
                     *dmemory += dmem;
                     return dq_in;
                 });

    // Self-attention on the layer input
    sublayer(Sublayer::attention, block.ln_1, grad.ln_1, tr.attn_dropout, dstream, dx, [&](const Matrix<S>& a_in, const Matrix<S>& d) {
        Matrix<S> da_in;
        attention_backward(a_in, static_cast<const Matrix<S>*>(nullptr), block.attn, attn_options, tr.attn, d,
                           da_in, static_cast<Matrix<S>*>(nullptr), grad.attn);
        return da_in;
    });
}

#define AL_INSTANTIATE(S)                                                                                     \
    template ModelParams<S> Model<S>::zero_gradients() const;                                                 \
    template void Model<S>::backward(const ForwardOptions&, const ForwardTrace<S>&, const Matrix<S>&, ModelParams<S>&) const;
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
