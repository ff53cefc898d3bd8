#!/usr/bin/env bash
# Re-creates the shipped models with the CLI's default settings and fixed seeds:
#   resources/models/train_presets.sh [path/to/attentionlab-cli]
# default.safetensors  character-level language model of the built-in corpus (the GUI opens with it)
# coref.safetensors    "the dog didn't catch the cat because it was too fast . it" → cat; trained on one
#                      thread: that run found the attention circuit (a layer-1 head from "it" lands on
#                      the referent); most seeds resolve "it" another way (README, Training)
# reverse.safetensors  reverse 8 symbols, decoder-only (attention draws an anti-diagonal)
# reverse_encdec.safetensors  the same task as an encoder–decoder (cross-attention shows the alignment)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cli=${1:-$here/../../build/app/attentionlab-cli}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
train() {  # name, then train arguments
  local name=$1; shift
  "$cli" train "$@" --seed 1 --out "$here/$name.safetensors" --checkpoint "$tmp/$name.ckpt.safetensors" | tail -3
}
train default --task text
train coref --task coref --threads 1
train reverse --task reverse
train reverse_encdec --task reverse --arch encoder_decoder
