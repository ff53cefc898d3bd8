// Attention masks: none, causal, padding by valid lengths, and causal + padding.
//
// Padding follows the two forms of the reference notes (d2l's masked_softmax):
//   valid_lens     (B):    for sequence b, every query sees keys 0 .. valid_lens[b]−1;
//   row_valid_lens (B, T): for sequence b, query t sees keys 0 .. row_valid_lens[b][t]−1.
// When both are given the per-row form wins; with neither, every key is valid.
// Masked scores become −∞ before the softmax, so masked weights are exactly 0.
#pragma once

#include <string>
#include <vector>

namespace al {

enum class MaskKind { none, causal, padding, causal_padding };
inline constexpr MaskKind mask_kinds[] = {MaskKind::none, MaskKind::causal, MaskKind::padding, MaskKind::causal_padding};

std::string to_string(MaskKind);
MaskKind mask_kind_from_string(const std::string&);  // throws al::Error listing the choices

struct AttentionMask {
    MaskKind kind = MaskKind::none;
    std::vector<int> valid_lens;                   // (B)
    std::vector<std::vector<int>> row_valid_lens;  // (B, T)

    bool is_causal() const { return kind == MaskKind::causal || kind == MaskKind::causal_padding; }
    bool is_padding() const { return kind == MaskKind::padding || kind == MaskKind::causal_padding; }

    // Query t of sequence b may attend to keys [0, visible_keys) of S: causal and padding combined.
    int visible_keys(int b, int t, int S) const;
    // Number of keys that query t of sequence b may see, counted from 0 (padding only; S without padding).
    int valid_length(int b, int t, int S) const;

    // Throws al::Error when the lengths do not fit B sequences of T queries over S keys.
    void validate(int B, int T, int S) const;
};

}  // namespace al
