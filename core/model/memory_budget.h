// What a forward pass's trace will take, estimated from the config and the input's shape before anything
// is allocated, for the memory rule (base/memory.h: require_memory).
#pragma once

#include <cstdint>

#include "core/base/memory.h"
#include "core/model/config.h"
#include "core/model/plan.h"

namespace al {

// Bytes of a ForwardTrace of B sequences of T tokens (S source tokens for an encoder–decoder), with
// scalars of scalar_bytes: every tensor of layer_tensors and attention_tensors (trace.h) for the
// sublayers of the config's plan — rows (B·T, C) and (B·T, F), the attention's (T, T) matrices per head,
// 4 of them with keep_scores (scores, scaled, masked, weights), else 1 —, the norms' statistics, the
// embeddings and final norm, then the logits and probabilities (B·T, V).
uint64_t trace_bytes(const ModelConfig& config, int B, int T, int S, bool keep_scores, int scalar_bytes);
// The same for a plan already made (Model::forward has its own).
uint64_t trace_bytes(const Plan& plan, int B, int T, int S, bool keep_scores, int scalar_bytes);

// What generating keeps of every token, its keys and values in each layer (the KV cache):
// 2 × layers × key/value heads × head size scalars of scalar_bytes. `shared` false: as if every query
// head had its own key/value head (what grouped-query attention saves).
uint64_t kv_cache_bytes_per_token(const ModelConfig& config, int scalar_bytes, bool shared = true);

}  // namespace al
