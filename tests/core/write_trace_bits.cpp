// Writes the files TraceBits compares with: one per case of trace_bits.h, into FOLDER/<cpu level> for
// the core build the loader chose (scripts/make_trace_bits.sh runs it on each level this CPU has).
#include <exception>
#include <filesystem>
#include <iostream>

#include "core/base/build_info.h"
#include "core/io/safetensors.h"
#include "trace_bits.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: write_trace_bits FOLDER\n";
        return 2;
    }
    try {
        const std::string folder = std::string(argv[1]) + "/" + al::cpu_level();
        std::filesystem::create_directories(folder);
        for (const auto& c : al::test::trace_bits_cases()) {
            al::SafetensorsWriter writer;
            for (const auto& t : c.run()) writer.add(t.name, t.shape, t.data);
            writer.set_metadata("cpu_level", al::cpu_level());
            writer.write(folder + "/" + c.name + ".safetensors");
        }
        std::cout << al::test::trace_bits_cases().size() << " cases written to " << folder << "\n";
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 1;
    }
}
