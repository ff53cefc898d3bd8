#include "core/base/build_info.h"

namespace al {

std::string version() { return AL_VERSION; }
std::string cpu_level() { return AL_CPU_LEVEL; }

}  // namespace al
