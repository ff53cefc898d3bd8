// Model<S>::backward — the forward pass of model.cpp read in reverse, op by op, from the trace.
#include "model.h"

#include "error.h"

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
void Model<S>::backward(const Batch& batch, const ForwardOptions& options, const ForwardTrace<S>& tr,
                        const Matrix<S>& dlogits, ModelParams<S>& grads) const {
    const auto& c = config_;
    if (dlogits.rows() != tr.logits.rows() || dlogits.cols() != tr.logits.cols())
        throw Error("backward: dlogits must have the shape of the trace's logits");
    (void)batch;
    // logits = final_norm · Hᵀ:  dfinal = dlogits · H;  dH += dlogitsᵀ · final_norm
    const Matrix<S>& head = c.tie_embeddings ? params_.wte : params_.lm_head;
    Matrix<S>& dhead = c.tie_embeddings ? grads.wte : grads.lm_head;
    const Matrix<S> dfinal = dlogits * head;
    dhead.noalias() += dlogits.transpose() * tr.main.final_norm;

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
    const Matrix<S>& last = L > 0 ? tr.layers[L - 1].out : tr.embed_sum;
    Matrix<S> dx, dnext;
    norm_back(stack.ln_f, last, tr.final_norm_cache, options, dfinal, dx, grad.ln_f);
    for (int l = L - 1; l >= 0; --l) {
        const Matrix<S>& input = l > 0 ? tr.layers[l - 1].out : tr.embed_sum;
        layer_backward(stack.h[l], l, input, memory, options, tr.layers[l], dx, dnext, dmemory, grad.h[l]);
        std::swap(dx, dnext);
    }
    // embed_sum = (wte[ids] + wpe[0..T)) ⊙ dropout mask
    if (tr.embed_dropout.size() > 0) dx.array() *= tr.embed_dropout.array();
    for (size_t i = 0; i < tr.ids.size(); ++i) dwte.row(tr.ids[i]) += dx.row(static_cast<Eigen::Index>(i));
    if (config_.positional == Positional::learned && options.use_positional)
        for (int b = 0; b < tr.B; ++b) grad.wpe.topRows(tr.T) += dx.middleRows(b * tr.T, tr.T);
}

template <class S>
void Model<S>::layer_backward(const BlockParams<S>& block, int layer, const Matrix<S>& x, const Matrix<S>* memory,
                              const ForwardOptions& options, const LayerTrace<S>& tr, const Matrix<S>& dout,
                              Matrix<S>& dx, Matrix<S>* dmemory, BlockParams<S>& grad) const {
    const bool pre = config_.norm_position == NormPosition::pre;
    const S keep = options.bypass_residual ? S(0) : S(1);
    const AttentionOptions attn_options = attention_options(options, layer);
    const bool cross = memory != nullptr;
    // the stream entering the feed-forward sublayer, as in layer_forward
    const Matrix<S>& stream2 = cross ? (pre ? tr.cross_resid : tr.cross_norm) : (pre ? tr.resid1 : tr.norm1);

    // Feed-forward: resid2 = keep·stream2 + mlp(in),  in = norm2 (pre) or stream2 (post)
    Matrix<S> dresid2, dmlp_out, dact, dpre, din, dstream;
    if (pre) dresid2 = dout;
    else norm_back(block.ln_2, tr.resid2, tr.norm2_cache, options, dout, dresid2, grad.ln_2);
    dmlp_out = dresid2;
    if (tr.mlp_dropout.size() > 0) dmlp_out.array() *= tr.mlp_dropout.array();
    linear_backward(tr.mlp_act, block.mlp.c_proj, dmlp_out, &dact, grad.mlp.c_proj);
    activation_backward(config_.activation, tr.mlp_pre, dact, dpre);
    const Matrix<S>& mlp_in = pre ? tr.norm2 : stream2;
    linear_backward(mlp_in, block.mlp.c_fc, dpre, &din, grad.mlp.c_fc);
    if (pre) {
        Matrix<S> dnorm_in;
        norm_back(block.ln_2, stream2, tr.norm2_cache, options, din, dnorm_in, grad.ln_2);
        dstream = keep * dresid2 + dnorm_in;
    } else {
        dstream = keep * dresid2 + din;
    }

    // Cross-attention: cross_resid = keep·stream1 + cross(q_in, memory)
    const Matrix<S>& stream1 = pre ? tr.resid1 : tr.norm1;
    if (cross) {
        Matrix<S> dcross_resid, dcross_out, dq_in, dmem;
        if (pre) dcross_resid = dstream;
        else norm_back(block.ln_cross, tr.cross_resid, tr.cross_norm_cache, options, dstream, dcross_resid, grad.ln_cross);
        dcross_out = dcross_resid;
        if (tr.cross_dropout.size() > 0) dcross_out.array() *= tr.cross_dropout.array();
        const Matrix<S>& q_in = pre ? tr.cross_norm : stream1;
        attention_backward(q_in, memory, block.cross_attn, attn_options, tr.cross, dcross_out, dq_in, &dmem, grad.cross_attn);
        *dmemory += dmem;
        if (pre) {
            Matrix<S> dnorm_in;
            norm_back(block.ln_cross, stream1, tr.cross_norm_cache, options, dq_in, dnorm_in, grad.ln_cross);
            dstream = keep * dcross_resid + dnorm_in;
        } else {
            dstream = keep * dcross_resid + dq_in;
        }
    }

    // Self-attention: resid1 = keep·x + attn(a_in),  a_in = norm1 (pre) or x (post)
    Matrix<S> dresid1, dattn_out, da_in;
    if (pre) dresid1 = dstream;
    else norm_back(block.ln_1, tr.resid1, tr.norm1_cache, options, dstream, dresid1, grad.ln_1);
    dattn_out = dresid1;
    if (tr.attn_dropout.size() > 0) dattn_out.array() *= tr.attn_dropout.array();
    const Matrix<S>& a_in = pre ? tr.norm1 : x;
    attention_backward(a_in, static_cast<const Matrix<S>*>(nullptr), block.attn, attn_options, tr.attn, dattn_out,
                       da_in, static_cast<Matrix<S>*>(nullptr), grad.attn);
    if (pre) {
        Matrix<S> dnorm_in;
        norm_back(block.ln_1, x, tr.norm1_cache, options, da_in, dnorm_in, grad.ln_1);
        dx = keep * dresid1 + dnorm_in;
    } else {
        dx = keep * dresid1 + da_in;
    }
}

#define AL_INSTANTIATE(S)                                                                                     \
    template ModelParams<S> Model<S>::zero_gradients() const;                                                 \
    template void Model<S>::backward(const Batch&, const ForwardOptions&, const ForwardTrace<S>&, const Matrix<S>&, \
                                     ModelParams<S>&) const;
AL_INSTANTIATE(float)
AL_INSTANTIATE(double)
#undef AL_INSTANTIATE

}  // namespace al
