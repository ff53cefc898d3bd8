#include "core/model/mask.h"

#include <algorithm>

#include "core/base/error.h"

namespace al {

std::string to_string(MaskKind k) {
    switch (k) {
        case MaskKind::none: return "none";
        case MaskKind::causal: return "causal";
        case MaskKind::padding: return "padding";
        case MaskKind::causal_padding: return "causal_padding";
    }
    return "?";
}

MaskKind mask_kind_from_string(const std::string& s) {
    for (auto k : mask_kinds)
        if (to_string(k) == s) return k;
    throw Error(Message(AL_TEXT("unknown mask \"%1\" (expected one of: none, causal, padding, causal_padding)"), s));
}

int AttentionMask::valid_length(int b, int t, int S) const {
    if (!is_padding()) return S;
    if (!row_valid_lens.empty()) return std::min(row_valid_lens[b][t], S);
    if (!valid_lens.empty()) return std::min(valid_lens[b], S);
    return S;
}

int AttentionMask::visible_keys(int b, int t, int S) const {
    return std::min(is_causal() ? t + 1 : S, valid_length(b, t, S));
}

void AttentionMask::validate(int B, int T, int S) const {
    if (!valid_lens.empty()) {
        if (static_cast<int>(valid_lens.size()) != B)
            throw Error(Message(AL_TEXT("valid_lens has %1 entries for %2 sequences"), std::to_string(valid_lens.size()), std::to_string(B)));
        for (int len : valid_lens)
            if (len < 0 || len > S)
                throw Error(Message(AL_TEXT("valid length %1 must be between 0 and %2"), std::to_string(len), std::to_string(S)));
    }
    if (!row_valid_lens.empty()) {
        if (static_cast<int>(row_valid_lens.size()) != B)
            throw Error(Message(AL_TEXT("row_valid_lens has %1 rows for %2 sequences"), std::to_string(row_valid_lens.size()), std::to_string(B)));
        for (const auto& row : row_valid_lens) {
            if (static_cast<int>(row.size()) != T)
                throw Error(Message(AL_TEXT("row_valid_lens needs one length per query (%1), got %2"), std::to_string(T), std::to_string(row.size())));
            for (int len : row)
                if (len < 0 || len > S)
                    throw Error(Message(AL_TEXT("valid length %1 must be between 0 and %2"), std::to_string(len), std::to_string(S)));
        }
    }
    if (is_causal() && T != S) throw Error(Message(AL_TEXT("a causal mask needs as many queries as keys")));
}

}  // namespace al
