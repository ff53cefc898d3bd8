#pragma once
// One line naming where a benchmark ran, printed beside its figures: the CPU model with its family and
// model numbers (a virtual machine's "AMD EPYC" may be a Zen 4 or a Zen 5), its vector extensions, the
// cores, the core build the loader chose and the load average.
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <thread>

#include "core/base/build_info.h"

namespace bench {

inline std::string load_average() {
    std::ifstream in("/proc/loadavg");
    std::string one, five, fifteen;
    in >> one >> five >> fifteen;
    return one + " " + five + " " + fifteen;
}

inline std::string machine() {
    std::ifstream in("/proc/cpuinfo");
    std::string line, model = "?", family = "?", number = "?", extensions;
    std::set<std::string> found;
    while (std::getline(in, line)) {  // the first processor's lines: model name, …, flags
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        const std::string value = colon + 2 <= line.size() ? line.substr(colon + 2) : "";
        if (line.rfind("model name", 0) == 0) model = value;
        if (line.rfind("cpu family", 0) == 0) family = value;
        if (line.rfind("model\t", 0) == 0) number = value;
        if (line.rfind("flags", 0) != 0) continue;
        std::istringstream words(value);
        for (std::string w; words >> w;)
            if (w == "avx2" || w == "fma" || w == "avx512f" || w == "avx512bw" || w == "avx512vl") found.insert(w);
        break;
    }
    for (const auto& f : found) extensions += (extensions.empty() ? "" : " ") + f;
    return "CPU: " + model + " (family " + family + ", model " + number + "); vector extensions: " + extensions + "; " +
           std::to_string(std::thread::hardware_concurrency()) + " cores; our core: " + al::cpu_level() + "; load average " +
           load_average();
}

}  // namespace bench
