#include <gtest/gtest.h>

#include <cstdlib>

#include "core/base/build_info.h"

TEST(BuildInfo, VersionIsTheProjectVersion) {
  EXPECT_EQ(al::version(), AL_PROJECT_VERSION);
}

// scripts/test.sh --cpu-levels hides CPU features from the loader and names the core build it expects.
TEST(BuildInfo, IsTheLevelTheLoaderWasToldToPick) {
  const char* expected = std::getenv("AL_EXPECTED_CPU_LEVEL");
  if (!expected) GTEST_SKIP() << "runs under scripts/test.sh --cpu-levels; this core is " << al::cpu_level();
  EXPECT_EQ(al::cpu_level(), expected);
}
