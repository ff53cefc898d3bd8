// The traces and gradients of the fixture and shipped models, computed as the core computes them today,
// for a comparison to the bit with files written by an earlier build (tests/reference/fixtures/bits/):
// a re-laying of the core must leave every number where it was.
//
// A case is one model, one input and one set of experiments; its tensors are the forward trace of
// sequence 0 under its trace names, then "grad.<parameter>" for the next-token cross-entropy's
// gradient of every parameter (targets ids[1..T), the last position ignored). Float only.
//
// The bits of a product depend on the instruction set (FMA, vector width), so the files are kept per
// core build: bits/<cpu level>/<case>.safetensors, written by tests/core/write_trace_bits.cpp
// (scripts/make_trace_bits.sh runs it on each level this CPU has). Eigen splits a product's depth into
// blocks sized by the L1 cache (at most 288 floats with AVX2 and 672 with SSE2 on a 32 KB L1, but only
// 153 with AVX-512), which would change the order of its sums: every product here is at most 256 deep,
// so the x86-64 and x86-64-v3 files hold on any CPU with a 32 KB L1 or more; v4 files would hold only on
// a CPU with the same L1 as the one that wrote them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/model/trace.h"

namespace al::test {

struct TraceBitsCase {
    std::string name;                              // also the file name
    std::function<std::vector<TraceTensor>()> run;  // the case's tensors, in a stable order
};

const std::vector<TraceBitsCase>& trace_bits_cases();

// tests/reference/fixtures/bits/<level>: the files of one build of the core.
std::string trace_bits_folder(const std::string& cpu_level);

}  // namespace al::test
