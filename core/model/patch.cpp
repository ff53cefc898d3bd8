#include "core/model/patch.h"

#include "core/base/error.h"

namespace al {

std::string to_string(PatchSite site) {
    switch (site) {
        case PatchSite::resid: return "resid";
        case PatchSite::attn: return "attn";
        case PatchSite::mlp: return "mlp";
        case PatchSite::head: return "head";
    }
    return "?";
}

std::optional<PatchSite> patch_site_from(const std::string& name) {
    for (PatchSite s : patch_sites)
        if (to_string(s) == name) return s;
    return std::nullopt;
}

void check_patches(const std::vector<ActivationPatch>& patches, const StackPlan& plan, int width, int B, int T) {
    const int L = static_cast<int>(plan.layers.size());
    for (const auto& p : patches) {
        const std::string site = to_string(p.site);
        if (p.layer < 0 || p.layer >= L)
            throw Error(Message(AL_TEXT("a %1 patch names layer %2; this model has layers 0 … %3"), site, std::to_string(p.layer), std::to_string(L - 1)));
        if (p.b < 0 || p.b >= B)
            throw Error(Message(AL_TEXT("a %1 patch names sequence %2 of a batch of %3"), site, std::to_string(p.b), std::to_string(B)));
        const LayerPlan& layer = plan.layers[p.layer];
        size_t rows = p.position < 0 ? T : 1, cols = width;
        if (p.site == PatchSite::head) {
            const AttentionSpec* a = layer.self_attention();
            if (!a || p.head < 0 || p.head >= a->query_heads)
                throw Error(Message(AL_TEXT("a head patch names head %1 of layer %2, which has heads 0 … %3"), std::to_string(p.head),
                                    std::to_string(p.layer), std::to_string(a ? a->query_heads - 1 : -1)));
            rows = T, cols = a->head_size;
        } else if (p.position >= T) {
            throw Error(Message(AL_TEXT("a %1 patch names position %2 of a text of %3 tokens"), site, std::to_string(p.position), std::to_string(T)));
        }
        if ((p.site == PatchSite::attn && !layer.find(Sublayer::attention)) ||
            (p.site == PatchSite::mlp && !layer.find(Sublayer::feed_forward)))
            throw Error(Message(AL_TEXT("layer %1 has no %2 sublayer to patch"), std::to_string(p.layer), site));
        if (p.values.size() != rows * cols)
            throw Error(Message(AL_TEXT("a %1 patch holds %2 values; it needs %3"), site, std::to_string(p.values.size()), std::to_string(rows * cols)));
    }
}

template <class S>
bool write_patches(const std::vector<ActivationPatch>& patches, PatchSite site, int layer, int T, int head_size, Matrix<S>& m) {
    bool wrote = false;
    for (const auto& p : patches) {
        if (p.site != site || p.layer != layer) continue;
        const Eigen::Index first = static_cast<Eigen::Index>(p.b) * T + (site != PatchSite::head && p.position >= 0 ? p.position : 0);
        const Eigen::Index rows = site == PatchSite::head || p.position < 0 ? T : 1;
        const Eigen::Index col = site == PatchSite::head ? static_cast<Eigen::Index>(p.head) * head_size : 0;
        const Eigen::Index cols = site == PatchSite::head ? head_size : m.cols();
        for (Eigen::Index r = 0; r < rows; ++r)
            for (Eigen::Index c = 0; c < cols; ++c) m(first + r, col + c) = static_cast<S>(p.values[r * cols + c]);
        wrote = true;
    }
    return wrote;
}

template bool write_patches(const std::vector<ActivationPatch>&, PatchSite, int, int, int, Matrix<float>&);
template bool write_patches(const std::vector<ActivationPatch>&, PatchSite, int, int, int, Matrix<double>&);

}  // namespace al
