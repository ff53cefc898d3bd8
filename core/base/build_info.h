#pragma once
// What this build of the core is: shown by --version and the About dialog.
#include <string>

namespace al {

// The project's version, e.g. "0.2.0".
std::string version();
// The instruction set the running core was compiled for: "x86-64", "x86-64-v3" (AVX2+FMA),
// "x86-64-v4" (AVX-512) or "native". In a portable build the loader chose it for this CPU.
std::string cpu_level();

}  // namespace al
