#include "ui/pages/step_texts.h"

#include <QCoreApplication>
#include <QLocale>

#include "core/explain/pipeline.h"
#include "core/model/memory_budget.h"

namespace ui {
namespace {

// lupdate reads t("…") as tr("…") in the namespace's context (-tr-function-alias tr+=t)
QString t(const char* text) { return QCoreApplication::translate("ui", text); }

}  // namespace

QString stepSection(const QString& step, bool encoderDecoder) {
    if (!encoderDecoder) return {};
    const std::string section = al::step_section(step.toStdString());
    return section == "encoder" ? t("Encoder") : section == "cross" ? t("Cross-attention") : t("Decoder");
}

StepText stepText(const QString& step, const al::ModelConfig& config) {
    const bool preNorm = config.norm_position == al::NormPosition::pre;
    if (step.startsWith("encoder-")) {  // the same operations on the source, with the encoder's own weights
        const QString s = step.mid(8);
        if (s == "output")
            return {t("Encoder output"), t("E = Norm(x)"),
                    t("The last encoder layer's output, normalised: E, one row per source token. Every decoder layer's "
                      "cross-attention takes its keys and values from this matrix.")};
        StepText text = stepText(s, config);
        if (s == "tokens") text.explanation += " " + t("Here the tokens are the source, which the encoder reads.");
        if (s == "mask")
            text.explanation = t("The encoder reads the whole source at once, in both directions: there is no causal "
                                 "mask. Only padding after the source's valid length is hidden (hatched), so every real "
                                 "token may attend to every other.");
        if (s == "addnorm2")
            text.explanation = t("The feed-forward output joins the residual stream; this is the encoder layer's output "
                                 "and the next encoder layer's input.");
        return text;
    }
    const bool cross = step.startsWith("cross-");
    const QString s = cross ? step.mid(6) : step;
    const QString keys = cross ? t("the encoder's output") : t("the same tokens");
    if (s == "tokens")
        return {t("Tokens"), t("text → ids → one-hot rows"),
                t("The text is split into tokens, and each token becomes an id in the vocabulary. A one-hot row has a "
                  "single 1 in that token's column; the model never sees letters, only these ids.")};
    if (s == "embedding")
        return {t("Embedding"), t("X = onehot · W<sub>E</sub>"),
                t("Each id picks one row of the embedding table, a learned vector of n_embd numbers. Tokens that behave "
                  "alike end up with similar rows.")};
    if (s == "positional")
        return {t("+ Positional encoding"), t("X ← X + P"),
                t("Attention alone does not know the order of tokens. Adding a position vector to each row tells the "
                  "model where each token stands.")};
    if (s == "qkv") {
        const bool rotary = config.positional == al::Positional::rotary && !cross;
        StepText text{cross ? t("Cross Q, K, V") : t("Q, K, V"),
                      t("Q = X·W<sub>Q</sub>,  K = %1·W<sub>K</sub>,  V = %1·W<sub>V</sub>").arg(cross ? "E" : "X"),
                      t("Three learned projections of each row: the query asks, the key answers, the value carries the message. "
                        "Each head uses its own slice of the columns. Keys and values come from %1.").arg(keys)};
        if (config.qk_norm) text.explanation += " " + t("Each head's queries and keys are then RMS-normalised (QK-norm).");
        if (rotary) text.explanation += " " + t("The next step turns Q and K by position.");
        // what grouped-query attention saves: the keys and values generating keeps of every token (the KV
        // cache), 32-bit as held here
        if (config.kv_heads() != config.n_head)
            text.explanation += " " + t("Grouped-query attention: %1 query heads share each of the %2 key/value heads, so the keys "
                                        "and values kept of every token while generating (the KV cache) take %3 instead of %4.")
                                          .arg(config.n_head / config.kv_heads())
                                          .arg(config.kv_heads())
                                          .arg(QLocale().formattedDataSize(al::kv_cache_bytes_per_token(config, 4)))
                                          .arg(QLocale().formattedDataSize(al::kv_cache_bytes_per_token(config, 4, false)));
        return text;
    }
    if (s == "rotate")
        return {t("RoPE: turn Q and K"), t("(q<sub>i</sub>, q<sub>i+D/2</sub>) ← turned by p·f<sub>i</sub>,  f<sub>i</sub> = θ<sup>−2i/D</sup>"),
                t("Rotary positions add nothing to the embeddings: each pair of features (i, i + D/2) of every query and key "
                  "turns by the angle p·fᵢ, p its position, the first pairs fast, the last slowly (θ = %1). So q·k depends "
                  "only on m − n.")
                    .arg(QLocale().toString(config.rope_theta, 'g', 6))};
    if (s == "scores")
        return {t("Q·Kᵀ"), t("S = Q·Kᵀ"),
                t("Every query is compared with every key by a dot product: one row per query, one column per key. A large "
                  "score means the key matches what the query asks for.")};
    if (s == "scale")
        return {t("÷ √d<sub>k</sub>"), t("S ← S / √d<sub>k</sub>"),
                t("Dot products of long vectors grow with their length. Dividing by the square root of the head size keeps the "
                  "scores in a range where the softmax can still spread its weight.")};
    if (s == "mask")
        return {t("Mask"), t("S<sub>ij</sub> ← −∞ where j is hidden from i"),
                t("Scores the query must not use become −∞: future tokens in a causal model, padding after a sentence's "
                  "valid length. They are hatched here, and after the softmax their weight is exactly 0.")};
    if (s == "softmax")
        return {t("Softmax"), t("A<sub>ij</sub> = exp(S<sub>ij</sub>) / Σ<sub>k</sub> exp(S<sub>ik</sub>)"),
                t("Each row becomes positive weights that sum to 1: how much each query attends to each key.")};
    if (s == "weighted")
        return {t("× V"), t("head = A·V"),
                t("Each query's output is the weighted average of the values, with the attention weights as the weights.")};
    if (s == "concat")
        return {t("Concatenate heads"), t("[head<sub>1</sub> … head<sub>h</sub>]"),
                t("The heads' outputs are placed side by side, back to the model's width.")};
    if (s == "projection")
        return {t("W<sub>O</sub>"), t("out = concat · W<sub>O</sub>"),
                t("One more learned matrix mixes what the heads found before it is added to the residual stream.")};
    if (s == "addnorm1" || s == "addnorm")
        return {t("Add & Norm"), preNorm ? t("x ← x + out") : t("x ← Norm(x + out)"),
                preNorm ? t("The sublayer's output is added to the residual stream. In this pre-norm model the norm was applied "
                            "before the sublayer instead, to its input.")
                        : t("The sublayer's output is added to the residual stream, and the sum is normalised so the next "
                            "sublayer sees values of a familiar size.")};
    if (s == "ffn" && config.gated_ffn)
        return {t("Feed-forward"), t("FFN(x) = W<sub>down</sub> · (act(W<sub>gate</sub>·x) ⊙ W<sub>up</sub>·x)"),
                t("Each token on its own: two projections widen it to d_ff; the one through the nonlinearity opens or closes "
                  "the other like a gate (SwiGLU), then the product narrows back. Attention moves information between "
                  "tokens; this step works on what each token has gathered.")};
    if (s == "ffn")
        return {t("Feed-forward"), t("FFN(x) = W<sub>2</sub> · act(W<sub>1</sub>·x + b<sub>1</sub>) + b<sub>2</sub>"),
                t("Each token on its own: widen to d_ff, bend with the nonlinearity, narrow back. Attention moves information "
                  "between tokens; this step works on what each token has gathered.")};
    if (s == "addnorm2")
        return {t("Add & Norm"), preNorm ? t("x ← x + FFN") : t("x ← Norm(x + FFN)"),
                t("The feed-forward output joins the residual stream; this is the layer's output and the next layer's input.")};
    if (s == "logits")
        return {t("Logits"), config.tie_embeddings ? t("z = Norm(x) · W<sub>E</sub>ᵀ") : t("z = Norm(x) · W<sub>head</sub>ᵀ"),
                t("The final norm, then one score per vocabulary entry for the token that comes next.")};
    return {t("Probabilities"), t("p = softmax(z)"),
            t("The scores become a probability for every possible next token; the last row predicts what follows the text.")};
}

}  // namespace ui
