// Attention sinks (Xiao et al., 2023): many heads send most of their attention to the first token,
// whatever it is — a place to put weight a head does not need. Per head, the share of attention that
// goes to the first key, averaged over the queries that could look elsewhere:
//   share(l, h) = mean over t = 1 … T−1 of weights_h(t, 0)     (query 0 sees only key 0 under a causal mask)
// The experiment ForwardOptions::hide_first_token masks that key out for those queries.
#pragma once

#include <vector>

#include "core/model/trace.h"

namespace al {

// [layer][head] of the self-attention of a stack's sequence b (the cross-attention's: its first source
// token). Empty rows for a text of one token.
std::vector<std::vector<double>> first_token_share(const StackTrace<float>& stack, bool cross = false, int b = 0);

}  // namespace al
