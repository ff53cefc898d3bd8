#include "cli_suggest.h"

#include <algorithm>
#include <numeric>

namespace cli {
namespace {

// Edits (insert, delete, replace, swap two neighbours) from a to b.
size_t distance(const std::string& a, const std::string& b) {
    std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
    for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (size_t i = 1; i <= a.size(); ++i)
        for (size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

// The closest of `names` to `typed`, if it is close enough to be what was meant (a third of its length).
std::string closest(const std::string& typed, const std::vector<std::string>& names) {
    std::string best;
    size_t best_distance = typed.size() / 3 + 1;
    for (const auto& name : names)
        if (const size_t d = distance(typed, name); d < best_distance || (d == best_distance && best.empty() && d <= 2))
            best = name, best_distance = d;
    return best;
}

std::vector<std::string> long_names(const CLI::App& command) {
    std::vector<std::string> names = {"--help"};
    for (const CLI::Option* option : command.get_options())
        for (const auto& name : option->get_lnames()) names.push_back("--" + name);
    return names;
}

}  // namespace

std::string unknown_name(const CLI::App& app, const std::vector<std::string>& args) {
    std::vector<std::string> commands;
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) commands.push_back(sub->get_name());
    const CLI::App* command = &app;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--") break;  // what follows is not an option
        if (command == &app && !arg.empty() && arg[0] != '-') {
            if (std::find(commands.begin(), commands.end(), arg) == commands.end()) {
                const std::string guess = closest(arg, commands);
                const std::string list = std::accumulate(commands.begin() + 1, commands.end(), commands.front(),
                                                         [](const std::string& a, const std::string& b) { return a + ", " + b; });
                return "unknown command '" + arg + "'" + (guess.empty() ? "" : "; did you mean '" + guess + "'?") + " (commands: " + list + ")";
            }
            command = app.get_subcommand(arg);
            continue;
        }
        if (arg.rfind("--", 0) != 0 || arg.size() == 2) continue;  // a value, or a short option CLI11 checks itself
        const std::string name = arg.substr(0, arg.find('='));
        const CLI::Option* known = command->get_option_no_throw(name);
        if (!known && command != &app) known = app.get_option_no_throw(name);  // --version after a command
        if (known || name == "--help") {
            if (known && known->get_type_size() != 0 && arg.find('=') == std::string::npos) ++i;  // its value, even "--x"
            continue;
        }
        const auto names = long_names(*command);
        const std::string guess = closest(name, names);
        return (command == &app ? std::string("attentionlab-cli") : command->get_name()) + " has no option " + name +
               (guess.empty() ? "" : "; did you mean " + guess + "?");
    }
    return {};
}

}  // namespace cli
