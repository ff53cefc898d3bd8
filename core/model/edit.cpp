#include "core/model/edit.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "core/base/error.h"

namespace al {
namespace {

using Tensor = AttentionEdit::Tensor;

int site_index(const std::string& tensor) {
    const auto* end = std::end(activation_edit_sites);
    const auto* at = std::find_if(std::begin(activation_edit_sites), end, [&](const char* s) { return tensor == s; });
    return at == end ? -1 : static_cast<int>(at - std::begin(activation_edit_sites));
}

// The model computes in float: a value beyond its range would be ±∞ there.
void require_finite(const ValueEdit& e) {
    if (!std::isfinite(e.value) || std::abs(e.value) > std::numeric_limits<float>::max())
        throw Error(Message(AL_TEXT("%1 is not a finite number the model can hold; type a number such as 0.25 (nothing was changed)"),
                            std::to_string(e.value)));
}

void require_in(int value, int count, const Message& what, const std::string& tensor) {
    if (value < 0 || value >= count)
        throw Error(Message(AL_TEXT("an edit of %1 names %2 %3, outside 0 … %4"), tensor, what, std::to_string(value),
                            std::to_string(count - 1)));
}

}  // namespace

bool is_activation_edit(const ValueEdit& e) { return site_index(e.tensor) >= 0; }

void check_activation_edits(const std::vector<ValueEdit>& edits, const StackPlan& plan, int T) {
    const int L = static_cast<int>(plan.layers.size());
    for (const auto& e : edits) {
        require_finite(e);
        const int site = site_index(e.tensor);
        if (site < 0)
            throw Error(Message(AL_TEXT("%1 is not a number an edit can change (attn.q, attn.k, attn.v, attn.scores, attn.weights)"), e.tensor));
        require_in(e.layer, L, Message(AL_TEXT("layer")), e.tensor);
        const AttentionSpec* a = plan.layers[e.layer].self_attention();
        if (!a) throw Error(Message(AL_TEXT("layer %1 has no self-attention to edit"), std::to_string(e.layer)));
        const auto tensor = static_cast<Tensor>(site);
        const bool key_value = tensor == Tensor::k || tensor == Tensor::v;
        require_in(e.head, key_value ? a->kv_heads : a->query_heads, Message(AL_TEXT("head")), e.tensor);
        require_in(e.row, T, Message(AL_TEXT("row")), e.tensor);
        require_in(e.col, tensor == Tensor::scores || tensor == Tensor::weights ? T : a->head_size, Message(AL_TEXT("column")), e.tensor);
    }
}

double write_weight_edit(ModelParams<float>& params, const ValueEdit& edit) {
    require_finite(edit);
    for (const auto& p : named_parameters(params)) {
        if (p.name != edit.tensor) continue;
        if (!p.trainable()) throw Error(Message(AL_TEXT("%1 is a running statistic, not a weight; it cannot be edited"), p.name));
        const int64_t rows = p.shape.size() == 2 ? p.shape[0] : 1, cols = p.shape.back();
        if (edit.row < 0 || edit.row >= rows || edit.col < 0 || edit.col >= cols)
            throw Error(Message(AL_TEXT("%1 has no element (%2, %3): it is %4 × %5"), p.name, std::to_string(edit.row), std::to_string(edit.col),
                                std::to_string(rows), std::to_string(cols)));
        float& element = p.data[static_cast<int64_t>(edit.row) * cols + edit.col];
        const double old = element;
        element = static_cast<float>(edit.value);
        return old;
    }
    throw Error(Message(AL_TEXT("this model has no weight named %1"), edit.tensor));
}

std::vector<AttentionEdit> attention_edits(const std::vector<ValueEdit>& edits, int layer) {
    std::vector<AttentionEdit> out;
    for (const auto& e : edits)
        if (const int site = site_index(e.tensor); site >= 0 && e.layer == layer)
            out.push_back({static_cast<Tensor>(site), e.head, e.row, e.col, e.value});
    return out;
}

}  // namespace al
