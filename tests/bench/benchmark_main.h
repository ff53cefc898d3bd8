#pragma once
// Google Benchmark's main with the core build the loader chose named in the context ("core"), which
// the compare_*.sh scripts print beside the figures.
#include <benchmark/benchmark.h>

#include "core/base/build_info.h"

namespace bench {

inline int benchmark_main(int argc, char** argv) {
    benchmark::AddCustomContext("core", al::cpu_level());
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

}  // namespace bench
