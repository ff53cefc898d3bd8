#include "core/explain/logit_attribution.h"

#include <numeric>

#include "core/base/error.h"

namespace al {

double LogitAttribution::sum() const {
    double s = token_embedding + position_embedding + final_norm_bias;
    for (const auto& layer : heads) s = std::accumulate(layer.begin(), layer.end(), s);
    for (const auto* parts : {&attention_bias, &cross_attention, &mlp}) s = std::accumulate(parts->begin(), parts->end(), s);
    return s;
}

LogitAttribution logit_attribution(const Model<float>& model, const ForwardTrace<float>& trace, int answer, int wrong, int position) {
    const Plan& plan = model.plan();
    const StackTrace<float>& s = trace.main;
    const int V = model.config().vocab_size, C = plan.width, L = static_cast<int>(s.layers.size());
    if (!s.pre_norm)
        throw Error(Message(AL_TEXT("direct logit attribution needs a pre-norm model: this one normalises the stream after each "
                                    "sublayer, so its output is no sum of what the parts wrote")));
    if (plan.main.final_norm.kind == NormKind::batchnorm)
        throw Error(Message(AL_TEXT("direct logit attribution reads a LayerNorm or RMSNorm as the final norm; this model's is BatchNorm")));
    for (int id : {answer, wrong})
        if (id < 0 || id >= V)
            throw Error(Message(AL_TEXT("token id %1 is outside the vocabulary (0..%2)"), std::to_string(id), std::to_string(V - 1)));
    if (position < 0) position = s.T - 1;
    if (position >= s.T)
        throw Error(Message(AL_TEXT("position %1 is outside a text of %2 tokens"), std::to_string(position), std::to_string(s.T)));
    // what sublayer `kind` of layer l wrote into the stream at the position
    const auto written = [&](int l, Sublayer kind) -> RowVector<double> {
        const auto& layer = s.layers[l];
        const Matrix<float>& f = kind == Sublayer::attention ? layer.attn.out : kind == Sublayer::cross_attention ? layer.cross.out : layer.mlp_out;
        return f.row(position).cast<double>();
    };
    // a stream that is the sum of what was written: not so with an experiment that bypasses residuals or
    // norms, or with a patched stream
    {
        RowVector<double> x = s.embed_sum.row(position).cast<double>();
        for (int l = 0; l < L; ++l)
            for (const auto& run : s.layers[l].sublayers) x += written(l, run.kind);
        const RowVector<double> out = s.layer_input(L).row(position).cast<double>();
        const bool normed = s.final_norm_cache.rstd.size() == static_cast<Eigen::Index>(s.B) * s.T;  // not bypassed
        if (!normed || (x - out).cwiseAbs().maxCoeff() > 1e-3 * (1 + out.cwiseAbs().maxCoeff()))
            throw Error(Message(AL_TEXT("direct logit attribution needs the model's own residual stream; switch off the experiments "
                                        "that bypass residuals or norms, and use a run without patches")));
    }

    const Matrix<float>& W_U = model.unembedding();
    const Norm<float>& ln_f = model.params().transformer.ln_f;
    const bool centred = plan.main.final_norm.kind == NormKind::layernorm;
    const double rstd = s.final_norm_cache.rstd(position);
    // w = (1/σ) γ ⊙ u: a part c contributes (c − mean(c)) · w, or c · w without centring
    RowVector<double> w(C);
    for (int c = 0; c < C; ++c)
        w(c) = rstd * ln_f.weight(c) * (static_cast<double>(W_U(answer, c)) - W_U(wrong, c));
    const double w_sum = w.sum();
    const auto contribution = [&](const RowVector<double>& part) { return part.dot(w) - (centred ? part.mean() * w_sum : 0.0); };

    LogitAttribution a;
    a.answer = answer, a.wrong = wrong, a.position = position;
    a.total = static_cast<double>(trace.logits(position, answer)) - trace.logits(position, wrong);
    a.token_embedding = contribution(s.embed_token.row(position).cast<double>());
    a.position_embedding = contribution(s.embed_position.row(position).cast<double>());
    if (ln_f.bias.size() == C)
        for (int c = 0; c < C; ++c)
            a.final_norm_bias += ln_f.bias(c) * (static_cast<double>(W_U(answer, c)) - W_U(wrong, c));
    for (int l = 0; l < L; ++l) {
        const auto& layer = s.layers[l];
        const auto& block = model.params().transformer.h[l];
        auto& heads = a.heads.emplace_back();
        double bias = 0, cross = 0, mlp = 0;
        for (const auto& run : layer.sublayers) {
            if (run.kind == Sublayer::feed_forward) {
                mlp = contribution(written(l, run.kind));
            } else if (run.kind == Sublayer::cross_attention) {
                cross = contribution(written(l, run.kind));
            } else {  // the heads through their columns of W_O, and its bias
                const auto& attn = layer.attn;
                const Matrix<float>& W_O = block.attn.c_proj.weight;  // (C, H·D)
                if (block.attn.c_proj.bias.size() == C) bias = contribution(block.attn.c_proj.bias.cast<double>());
                for (int h = 0; h < attn.H; ++h) {
                    const auto head_out = attn.concat.row(position).segment(static_cast<Eigen::Index>(h) * attn.D, attn.D).cast<double>();
                    const RowVector<double> part = head_out * W_O.middleCols(static_cast<Eigen::Index>(h) * attn.D, attn.D).transpose().cast<double>();
                    heads.push_back(contribution(part));
                }
            }
        }
        a.attention_bias.push_back(bias);
        if (s.has_cross_attention()) a.cross_attention.push_back(cross);
        a.mlp.push_back(mlp);
    }
    return a;
}

}  // namespace al
