// Includes AL_HEADER as a source of one layer of the core would: tests/layers/CMakeLists.txt compiles
// it against a layer's view of core/ to show which headers that layer can and cannot reach.
#include AL_HEADER
