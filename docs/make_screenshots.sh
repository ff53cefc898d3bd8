#!/usr/bin/env bash
# Regenerates the README's screenshots with the app's own --screenshot option (no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
app=./build/app/attentionlab
out=docs/screenshots
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
# settings and an interrupted training run of your own stay out of the pictures
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share
shot() { local name=$1; shift; "$app" --screenshot "$out/$name.png" --size 1500x920 "$@" > /dev/null 2>&1 && echo "$out/$name.png"; }
# what a 1280×720 projector shows
projector() { local name=$1; shift; "$app" --screenshot "$out/$name.png" --size 1280x720 "$@" > /dev/null 2>&1 && echo "$out/$name.png"; }
shot step-qkv        --text "The cat sat." --step qkv --layer 0 --head 1
shot step-mask       --text "it was wide" --step mask --layer 1 --head 2
shot step-softmax    --text "it was wide" --step softmax --layer 1 --head 2
shot step-ffn        --text "it was wide" --step ffn --layer 1
shot step-probs      --text "The animal didn't cross the str" --step probs
shot cross-attention --model resources/models/reverse_encdec.safetensors --text "3a7c91fb" --step cross-softmax --layer 1 --head 0
shot attention-grid  --text "The animal didn't cross" --tab attention-grid --layer 1 --head 2
shot attention-cross  --model resources/models/reverse_encdec.safetensors --text "3a7c91fb" --tab attention --attention-of cross --layer 1 --head 0
shot attention-lines --text "The animal didn't cross" --tab attention-lines --layer 1 --head 2
shot coref-fast      --model resources/models/coref.safetensors --text "the dog didn't catch the cat because it was too fast . it" --tab attention --layer 1 --head 1
shot coref-slow      --model resources/models/coref.safetensors --text "the dog didn't catch the cat because it was too slow . it" --tab attention --layer 1 --head 1
shot positional      --text "The animal didn't cross" --tab positional
shot activations     --text "The animal didn't cross" --tab activations --layer 1
shot compare         --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired . it" --tab compare --layer 1 --head 1
shot output          --text "The animal didn't cross the str" --tab output
shot logit-lens      --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired . it" --tab lens
shot patching        --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired . it" --tab patching
shot attention-sinks --text "The animal didn't cross the street" --tab attention-sinks
shot presentation    --text "it was wide" --step softmax --layer 1 --head 2 --presentation
shot train-reverse  --train 400 --task reverse
shot train-text     --train 400 --task text
shot train-encdec   --train 500 --task reverse --arch encoder_decoder

projector projector-softmax      --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired" --step softmax --layer 1 --head 1 --presentation
projector projector-cross        --model resources/models/reverse_encdec.safetensors --text "3a7c91fb" --step cross-softmax --layer 1 --head 0 --presentation
projector projector-train        --train 600 --task reverse --presentation
projector projector-rope         --model tests/reference/fixtures/llama_tiny/qwen3_f16 --text "The Cat sat, on the mat!" --step rotate --layer 1 --head 3 --presentation
projector projector-gqa          --model tests/reference/fixtures/llama_tiny/llama_f32 --text "The Cat sat, on the mat!" --tab attention-grid --presentation
projector projector-dark         --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired" --step scale --layer 1 --head 1 --presentation --dark

# the first screen (a --screenshot run always shows it, never the last session)
projector first-screen
projector language-de --language de --text "it was wide" --step softmax --layer 1 --head 2   # fonts-noto-cjk for the next
projector language-zh --language zh_CN --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired . it" --tab attention --layer 1 --head 1
# pictures that need a real X server and input (../shared/tools/xshot, or any Xvfb + xdotool): the lesson's
# question answered by a click on “animal”, Help → Check the model, and a click on the Q·Kᵀ cell (“it”, “animal”)
if command -v Xvfb > /dev/null && [ -x ../shared/tools/xshot ]; then
  export QT_QPA_PLATFORM=xcb  # a window on the X server: offscreen, above, shows none, and xshot would wait for it
  ../shared/tools/xshot "$out/lesson-question.png" --size 1280x720 --keys "Next Next Next Next Next" --then 1 \
      --click 462,197 --then 1 -- "$app" --lesson :/lessons/one-head.lesson.json
  ../shared/tools/xshot "$out/check-model.png" --size 1280x720 --keys "ctrl+shift+m" --then 3 -- "$app"
  ../shared/tools/xshot "$out/cell-recipe.png" --size 1280x720 --click 772,586 --then 1 -- "$app" \
      --model resources/models/coref.safetensors --text "the animal didn't cross the street because it was too tired . it" \
      --step scores --layer 1 --head 1
  # hub-download.png is taken by hand: tests/reference/fake_hub.py serving build/bench-models/smollm2 with
  # "slow": 20000000, HF_ENDPOINT at it, Ctrl+Shift+H, the SmolLM2-135M row, Return, four seconds
  # the KV cache after " mat" is typed at the end: the rows it computed outlined
  ../shared/tools/xshot "$out/projector-kv-cache.png" --size 1280x720 --keys "F5 space m a t" -- "$app" \
      --model tests/reference/fixtures/llama_tiny/llama_f32 --text "The Cat sat, on the" --tab attention-kv-cache --layer 1 --head 3
fi
