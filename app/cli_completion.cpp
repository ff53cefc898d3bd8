#include "cli_completion.h"

#include <regex>
#include <sstream>

namespace cli {
namespace {

// What the script needs of one option: its names, whether it takes a value and the values it allows.
struct OptionShape {
    std::vector<std::string> names;  // "--out", "-o"
    std::string help;
    bool takes_value = false;
    std::vector<std::string> choices;  // from an IsMember check: "TEXT:{char,word}"
};

std::vector<std::string> choices_of(const CLI::Option& option) {
    static const std::regex set(R"(\{([^{}]*)\})");
    std::smatch m;
    const std::string type = option.get_type_name();
    if (!std::regex_search(type, m, set)) return {};
    std::vector<std::string> values;
    std::stringstream list(m[1].str());
    for (std::string v; std::getline(list, v, ',');) values.push_back(v);
    return values;
}

std::vector<OptionShape> options_of(const CLI::App& command) {
    std::vector<OptionShape> shapes;
    for (const CLI::Option* option : command.get_options()) {
        OptionShape s;
        for (const auto& n : option->get_lnames()) s.names.push_back("--" + n);
        for (const auto& n : option->get_snames()) s.names.push_back("-" + n);
        if (s.names.empty()) continue;  // a positional argument: a file
        s.help = option->get_description();
        s.takes_value = option->get_type_size() != 0;
        s.choices = choices_of(*option);
        shapes.push_back(std::move(s));
    }
    return shapes;
}

std::vector<const CLI::App*> commands_of(const CLI::App& app) {
    return app.get_subcommands([](const CLI::App*) { return true; });
}

std::string joined(const std::vector<std::string>& words) {
    std::string s;
    for (const auto& w : words) s += (s.empty() ? "" : " ") + w;
    return s;
}

std::string bash_script(const CLI::App& app) {
    std::ostringstream out;
    std::vector<std::string> names;
    for (const CLI::App* c : commands_of(app)) names.push_back(c->get_name());
    out << "# bash completion for attentionlab-cli (written by `attentionlab-cli --completion bash`)\n"
           "_attentionlab_cli() {\n"
           "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=\"\" i\n"
           "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
           "        case \"${COMP_WORDS[i]}\" in " << [&] {
               std::string alts;
               for (const auto& n : names) alts += (alts.empty() ? "" : "|") + n;
               return alts;
           }() << ") command=\"${COMP_WORDS[i]}\"; break;; esac\n"
           "    done\n"
           "    local options values=\"\"\n"
           "    case \"$command\" in\n";
    auto emit = [&](const std::string& label, const CLI::App& command) {
        std::vector<std::string> option_names;  // --help, --help-all and --version are CLI11's options too
        std::string value_cases;
        for (const auto& s : options_of(command)) {
            option_names.insert(option_names.end(), s.names.begin(), s.names.end());
            if (!s.choices.empty())
                for (const auto& n : s.names) value_cases += "            " + n + ") values=\"" + joined(s.choices) + "\";;\n";
        }
        out << "        " << label << ")\n            options=\"" << joined(option_names) << "\"\n";
        if (!value_cases.empty()) out << "            case \"$prev\" in\n" << value_cases << "            esac\n";
        out << "            ;;\n";
    };
    emit("\"\"", app);
    for (const CLI::App* c : commands_of(app)) emit(c->get_name(), *c);
    out << "    esac\n"
           "    if [[ -n $values ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$values\" -- \"$cur\"))\n"
           "    elif [[ $cur == -* ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
           "    elif [[ -z $command && $prev != --* ]]; then\n"
           "        COMPREPLY=($(compgen -W \"" << joined(names) << "\" -- \"$cur\"))\n"
           "    else\n"
           "        COMPREPLY=()  # a file, a folder or a value: readline's own completion\n"
           "    fi\n"
           "}\n"
           "complete -o default -F _attentionlab_cli attentionlab-cli\n";
    return out.str();
}

// zsh's _arguments reads "name[help]:message:action"; brackets, colons and quotes in help are escaped.
std::string zsh_help(const std::string& help) {
    std::string s;
    for (char c : help) {
        if (c == '\'') s += "'\\''";
        else if (c == '[' || c == ']' || c == ':' || c == '\\') s += std::string("\\") + c;
        else s += c;
    }
    return s;
}

std::string zsh_script(const CLI::App& app) {
    std::ostringstream out;
    out << "#compdef attentionlab-cli\n"
           "# zsh completion for attentionlab-cli (written by `attentionlab-cli --completion zsh`)\n"
           "_attentionlab-cli() {\n"
           "    local -a commands\n"
           "    commands=(\n";
    for (const CLI::App* c : commands_of(app))
        out << "        '" << c->get_name() << ":" << zsh_help(c->get_description()) << "'\n";
    out << "    )\n"
           "    if (( CURRENT == 2 )); then\n"
           "        _describe 'command' commands\n"
           "        return\n"
           "    fi\n"
           "    local command=$words[2]\n"
           "    shift words\n"
           "    (( CURRENT-- ))\n"
           "    case $command in\n";
    for (const CLI::App* c : commands_of(app)) {
        out << "        " << c->get_name() << ")\n            _arguments \\\n";
        for (const auto& s : options_of(*c)) {
            const std::string action = !s.takes_value ? ""
                                       : s.choices.empty() ? ":value:_files"
                                                           : ":value:(" + joined(s.choices) + ")";
            for (const auto& n : s.names) out << "                '" << n << "[" << zsh_help(s.help) << "]" << action << "' \\\n";
        }
        out << "                '*:file:_files'\n"
               "            ;;\n";
    }
    out << "    esac\n"
           "}\n"
           "_attentionlab-cli \"$@\"\n";
    return out.str();
}

}  // namespace

std::string completion_script(const CLI::App& app, const std::string& shell) {
    if (shell == "bash") return bash_script(app);
    if (shell == "zsh") return zsh_script(app);
    return {};
}

}  // namespace cli
