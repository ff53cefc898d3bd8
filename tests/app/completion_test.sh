#!/usr/bin/env bash
# The bash completion script attentionlab-cli writes loads in bash and completes commands, options and
# an option's fixed values; the zsh script parses in zsh where zsh is installed.
set -uo pipefail
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$cli" --completion bash > "$dir/attentionlab-cli" || { echo "FAIL --completion bash (exit $?)"; exit 1; }
"$cli" --completion zsh > "$dir/_attentionlab-cli" || { echo "FAIL --completion zsh (exit $?)"; exit 1; }
pass=0 fail=0
# completes WORD... : the words typed so far, the last one being completed; prints COMPREPLY sorted
completes() {
  bash --norc --noprofile -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _attentionlab_cli; [ ${#COMPREPLY[@]} -eq 0 ] || printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "' \
    _ "$dir/attentionlab-cli" attentionlab-cli "$@"
}
expect() {  # expect NAME WANTED -- WORD...
  local name=$1 want=$2; shift 3
  local got; got=$(completes "$@")
  if [ "$got" = "$want" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $name: got '$got', wanted '$want'"; fi
}
bash --norc --noprofile -c 'source "$1" && complete -p attentionlab-cli' _ "$dir/attentionlab-cli" | grep -q -- '-F _attentionlab_cli attentionlab-cli' \
  && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL the script does not register itself with complete"; }
expect "commands starting with tr"           "trace train "                 -- tr
expect "every command"                       "attribute download eval export generate info init lengths lens patch tokenize trace train " -- ""
expect "train's options starting with --se"  "--seed "                      -- train --se
expect "init --tokenizer's values"           "char word "                   -- init --tokenizer ""
expect "a value of --tokenizer starting with w" "word "                     -- init --config c.json --tokenizer w
expect "top-level options"                   "--help --help-all --version " -- --
expect "info's options"                      "--config --help --help-all --json " -- info m.safetensors --
expect "a file after --model: readline's own" ""                            -- generate --model ""
if command -v zsh > /dev/null; then
  zsh -n "$dir/_attentionlab-cli" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL the zsh script does not parse"; }
else
  echo "zsh is not installed: its script is not parsed here"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
