#!/usr/bin/env bash
# attentionlab-cli end to end: each command works, each error is a message and a non-zero exit.
set -euo pipefail
cli=$1 fixtures=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0 fail=0
check() {  # check NAME EXPECTED_EXIT PATTERN -- command...
  local name=$1 want=$2 pattern=$3; shift 4
  local out code=0
  out=$("$@" 2>&1) || code=$?
  if [ "$code" = "$want" ] && grep -qE -- "$pattern" <<<"$out"; then pass=$((pass + 1))
  else fail=$((fail + 1)); echo "FAIL $name (exit $code, wanted $want, pattern '$pattern'):"; echo "$out" | head -5; fi
}

check "--version names the core it loaded" 0 "^attentionlab-cli [0-9]+\.[0-9]+\.[0-9]+ \(core built for (x86-64|x86-64-v3|x86-64-v4|native)\)$" -- "$cli" --version
printf '{"n_layer": 1, "n_embd": 16, "n_head": 2, "d_ff": 32, "block_size": 16}' > "$dir/cfg.json"
printf 'the cat sat on the mat' > "$dir/corpus.txt"
check "init writes a model"        0 "wrote .*m.safetensors" -- "$cli" init --config "$dir/cfg.json" --seed 5 --tokenizer-from "$dir/corpus.txt" --out "$dir/m.safetensors"
check "info describes it"          0 "transformer.h.0.attn.c_attn.weight \(48, 16\)" -- "$cli" info "$dir/m.safetensors"
check "trace from text"            0 "wrote .*t.safetensors: 24 tensors for 7 tokens" -- "$cli" trace -m "$dir/m.safetensors" --text "the cat" --out "$dir/t.safetensors"
check "trace from ids"             0 "for 3 tokens" -- "$cli" trace -m "$dir/m.safetensors" --ids 4,5,6 --out "$dir/t2.safetensors"
check "trace with a padding mask"  0 "for 3 tokens" -- "$cli" trace -m "$dir/m.safetensors" --ids 4,5,6 --mask causal_padding --valid-len 2 --out "$dir/t3.safetensors"
check "generate is seeded"         0 "^the " -- "$cli" generate -m "$dir/m.safetensors" -p "the " -n 5 --seed 3
a=$("$cli" generate -m "$dir/m.safetensors" -p "the " -n 8 --seed 9); b=$("$cli" generate -m "$dir/m.safetensors" -p "the " -n 8 --seed 9)
[ "$a" = "$b" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL same seed, different text"; }
check "a nanoGPT file needs --config" 1 "pass --config" -- bash -c "python3 - '$fixtures/no_bias.model.safetensors' '$dir/bare.safetensors' <<'PY'
import json, struct, sys
raw = open(sys.argv[1], 'rb').read(); n = struct.unpack('<Q', raw[:8])[0]
h = json.loads(raw[8:8 + n]); cfg = h.pop('__metadata__')['config']; open(sys.argv[2] + '.json', 'w').write(cfg)
t = json.dumps(h).encode(); t += b' ' * ((8 - (8 + len(t)) % 8) % 8)
open(sys.argv[2], 'wb').write(struct.pack('<Q', len(t)) + t + raw[8 + n:])
PY
'$cli' info '$dir/bare.safetensors'"
check "…and loads with it"         0 "bias           no" -- "$cli" info "$dir/bare.safetensors" --config "$dir/bare.safetensors.json"
gpt2=$fixtures/gpt2_tiny
check "a Hugging Face GPT-2 folder"  0 "tokenizer      BPE from vocab.json \+ merges.txt, 262 tokens" -- "$cli" info "$gpt2/folder_f32"
check "tokenize prints ids and pieces" 0 '^\{"ids":\[83,257,256,68,64,11,220,260\],"pieces":\["t","he","Ġt","e","a",",","Ġ","it"\]\}$' -- "$cli" tokenize -m "$gpt2/folder_f32" --text "the tea, it"
check "tokenize adds no <bos>"       0 '^\{"ids":\[13,5\],"pieces":\["t","a"\]' -- "$cli" tokenize -m "$dir/m.safetensors" --text "ta"
check "trace of an F16 Hub file"     0 "42 tensors for 3 tokens" -- "$cli" trace -m "$gpt2/lm_head_f16/model.safetensors" --ids 1,2,3 --out "$dir/gpt2.safetensors"
check "generate from a GPT-2 folder" 0 "^the" -- "$cli" generate -m "$gpt2/folder_f32" -p "the" -n 3 --seed 1
mkdir "$dir/hub"; cp "$gpt2/folder_f32/config.json" "$gpt2/folder_f32/vocab.json" "$dir/hub/"
check "a folder missing a file"      1 "has no model.safetensors" -- "$cli" info "$dir/hub"
cp "$gpt2/folder_f32/model.safetensors" "$dir/hub/"; printf '#version: 0.2\nĠ t x\n' > "$dir/hub/merges.txt"
check "a malformed merges line"      1 "merges.txt line 2: expected two tokens separated by one space" -- "$cli" tokenize -m "$dir/hub" --text "hi"
llama=$fixtures/llama_tiny
check "a Llama folder's tokenizer.json" 0 "tokenizer      BPE from tokenizer.json, 300 tokens \(<\|begin_of_text\|> = 298, <\|end_of_text\|> = 299\)" -- "$cli" info "$llama/llama_f32"
check "Llama 3 tokenize starts with <|begin_of_text|>" 0 '^\{"ids":\[298,72,101,108,108,111,44,269,108,100\],"pieces":\["<\|begin_of_text\|>","H","e","l","l","o",",","or","l","d"\]\}$' -- "$cli" tokenize -m "$llama/llama_f32" --text "Hello,orld"
check "Qwen tokenize keeps <|im_start|> whole" 0 '^\{"ids":\[294,117,115,261,10,' -- "$cli" tokenize -m "$llama/qwen3_f16" --text $'<|im_start|>user\nhi<|im_end|>'
for family in llama_f32 qwen2_bf16 qwen3_f16; do
  check "trace from text on $family" 0 "wrote .*$family.safetensors: 44 tensors for [0-9]+ tokens" -- "$cli" trace -m "$llama/$family" --text "The cat sat." --out "$dir/$family.safetensors"
  grep -qa '"logits"' "$dir/$family.safetensors" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL the $family trace has no logits"; }
  check "generate from $family" 0 "^The cat" -- "$cli" generate -m "$llama/$family" -p "The cat" -n 3 --seed 1
done
# download: from a stand-in for the Hub (tests/reference/fake_hub.py) into a cache of our own
printf '{"tiny/llama": {"files": {"config.json": "%s", "model.safetensors": "%s", "tokenizer.json": "%s"}}}' \
  "$llama/llama_f32/config.json" "$llama/llama_f32/model.safetensors" "$llama/llama_f32/tokenizer.json" > "$dir/hub.json"
python3 "$fixtures/../fake_hub.py" "$dir/hub.json" "$dir/hub.log" > "$dir/hub.port" &
hub=$!
for _ in $(seq 50); do [ -s "$dir/hub.port" ] && break; sleep 0.1; done
export HF_ENDPOINT="http://127.0.0.1:$(cat "$dir/hub.port")" HF_HUB_CACHE="$dir/cache"
check "download fetches config, weights, tokenizer" 0 "tiny/llama at commit 0123456789abcdef0123456789abcdef01234567: [0-9.]+ MB downloaded" -- "$cli" download tiny/llama
check "…and prints the snapshot folder last" 0 "^$dir/cache/models--tiny--llama/snapshots/0123456789abcdef0123456789abcdef01234567$" -- bash -c "'$cli' download tiny/llama --revision main 2>/dev/null | tail -1"
check "a downloaded model opens by its repo id" 0 "grouped: 2 key/value heads" -- "$cli" info tiny/llama
check "offline, the cache answers" 0 "everything was in the cache" -- env HF_HUB_OFFLINE=1 "$cli" download tiny/llama
check "an unknown repo"            1 "nobody/nothing was not found on http://127.0.0.1" -- "$cli" download nobody/nothing
check "a repo id with .."          1 "is not a Hugging Face repo id" -- "$cli" download "../etc"
kill $hub
unset HF_ENDPOINT HF_HUB_CACHE
check "text longer than a Llama's context" 0 "only the first 32" -- "$cli" trace -m "$llama/llama_f32" --text "$(printf 'the cat %.0s' {1..20})" --out "$dir/long_llama.safetensors"
mkdir "$dir/unigram"; cp "$llama/llama_f32/config.json" "$llama/llama_f32/model.safetensors" "$dir/unigram/"
sed 's/"type": "BPE"/"type": "Unigram"/' "$llama/llama_f32/tokenizer.json" > "$dir/unigram/tokenizer.json"
check "a Unigram tokenizer.json"    1 "tokenizer.json: model.type is \"Unigram\"; AttentionLab reads BPE tokenizers" -- "$cli" tokenize -m "$dir/unigram" --text "hi"
sed 's/"type": "BPE"/"type": "BPE"/; s/(?i:/(?i:(/' "$llama/llama_f32/tokenizer.json" > "$dir/unigram/tokenizer.json"
check "a malformed pattern"         1 "tokenizer.json: pre_tokenizer.pattern: the pattern .* is not a regular expression" -- "$cli" tokenize -m "$dir/unigram" --text "hi"
# a repo id opens its snapshot from the Hugging Face cache, laid out as huggingface_hub lays it out
commit=0123456789abcdef0123456789abcdef01234567
mkdir -p "$dir/hf/models--tiny--qwen3/blobs" "$dir/hf/models--tiny--qwen3/refs" "$dir/hf/models--tiny--qwen3/snapshots/$commit"
for f in config.json model.safetensors tokenizer.json; do
  cp "$llama/qwen3_f16/$f" "$dir/hf/models--tiny--qwen3/blobs/etag-$f"
  ln -s "../../blobs/etag-$f" "$dir/hf/models--tiny--qwen3/snapshots/$commit/$f"
done
printf '%s' "$commit" > "$dir/hf/models--tiny--qwen3/refs/main"
check "a repo id from the cache"     0 "QK-norm" -- env HF_HUB_CACHE="$dir/hf" "$cli" info tiny/qwen3
check "…tokenizes with its tokenizer.json" 0 '^\{"ids":\[294\],"pieces":\["<\|im_start\|>"\]\}$' -- env HF_HUB_CACHE="$dir/hf" "$cli" tokenize -m tiny/qwen3 --text "<|im_start|>"
check "a repo id not in the cache"   1 "tiny/absent is not in the Hugging Face cache" -- env HF_HUB_CACHE="$dir/hf" "$cli" info tiny/absent
check "unknown token id"           1 "token id 99 is outside the vocabulary" -- "$cli" trace -m "$dir/m.safetensors" --ids 4,99 --out "$dir/x"
check "bad ids"                    1 "integers separated by commas or spaces" -- "$cli" trace -m "$dir/m.safetensors" --ids 4,x --out "$dir/x"
check "empty text"                 1 "empty" -- "$cli" trace -m "$dir/m.safetensors" --text "" --out "$dir/x"
check "long text is truncated aloud" 0 "only the first 16" -- "$cli" trace -m "$dir/m.safetensors" --text "the cat sat on the mat and the cat" --out "$dir/long.safetensors"
check "unknown characters named"   0 'shown as <unk>: "z"' -- "$cli" trace -m "$dir/m.safetensors" --text "zoo" --out "$dir/zoo.safetensors"
python3 - "$dir/m.safetensors" "$dir/huge.safetensors" <<'PY'
import array, json, struct, sys
raw = bytearray(open(sys.argv[1], 'rb').read()); n = struct.unpack('<Q', raw[:8])[0]
begin, end = (8 + n + o for o in json.loads(raw[8:8 + n])['transformer.h.0.mlp.c_fc.weight']['data_offsets'])
raw[begin:end] = array.array('f', [3e38] * ((end - begin) // 4)).tobytes()  # finite, but not their products
open(sys.argv[2], 'wb').write(raw)
PY
check "an overflow is named"       1 "overflowed: layers.0.mlp.pre of sequence 0 holds values that are not finite" -- "$cli" trace -m "$dir/huge.safetensors" --text "the cat" --out "$dir/x"
check "…and not sampled from"      1 "overflowed: .*nothing can be sampled" -- "$cli" generate -m "$dir/huge.safetensors" -p "the " -n 3
printf '{"n_layer": 1, "n_embd": 16, "n_head": 2, "d_ff": 32, "block_size": 65536}' > "$dir/long.json"
"$cli" init --config "$dir/long.json" --tokenizer-from "$dir/corpus.txt" --out "$dir/long.safetensors" > /dev/null
check "allocation failure is a message" 1 "not enough memory for this \(std::bad_alloc\)" -- bash -c "ulimit -v 400000; '$cli' trace -m '$dir/long.safetensors' --text \"\$(printf 'a%.0s' {1..3000})\" --out '$dir/x'"
check "memory is estimated first"  1 "the trace of these 20000 tokens .* needs about [0-9.]+ GB of memory; the limit is [0-9.]+ [GM]B" -- "$cli" trace -m "$dir/long.safetensors" --text "$(printf 'a%.0s' {1..20000})" --out "$dir/x"
printf '{"n_embd": 30, "n_head": 4}' > "$dir/bad.json"
check "config error names field"   1 "n_embd \(30\) must be divisible by n_head \(4\)" -- "$cli" init --config "$dir/bad.json" --out "$dir/x"
printf '{"norm": "groupnorm"}' > "$dir/bad2.json"
check "unknown enum value"         1 "'norm' has unknown value \"groupnorm\"" -- "$cli" init --config "$dir/bad2.json" --out "$dir/x"
head -c 100 "$dir/m.safetensors" > "$dir/trunc.safetensors"
check "truncated model"            1 "exceeds the file|truncated" -- "$cli" info "$dir/trunc.safetensors"
check "bad temperature"            1 "temperature" -- "$cli" generate -m "$dir/m.safetensors" -p "the" -t -1
check "help per command"           0 "--temperature" -- "$cli" generate --help
check "no command"                 2 "^error: A subcommand is required" -- "$cli"
check "train --help says which settings are whole numbers" 0 "--seed INT.*" -- "$cli" train --help
check "an unknown option is a usage error" 2 "^error: info has no option --colour" -- "$cli" info "$fixtures/no_bias.model.safetensors" --colour
# training
check "train reverse"              0 "exact-match accuracy" -- "$cli" train --task reverse --length 4 --steps 150 --eval-every 50 --out "$dir/rev.safetensors" --checkpoint-every 50
check "plain progress lines"       0 "step +100/100 +loss" -- cat <<<"$("$cli" train --task copy --length 3 --steps 100 --eval-every 50 --out "$dir/copy.safetensors")"
check "eval on fresh examples"     0 "reverse on 300 fresh validation examples: exact-match accuracy" -- "$cli" eval -m "$dir/rev.safetensors" --task reverse --length 4 --examples 300
check "eval needs the right task"  1 "not trained on the coref task" -- "$cli" eval -m "$dir/rev.safetensors" --task coref
# induction with its defaults: two attention-only layers learn to copy the repeat, and eval names the heads
check "train induction copies"     0 "the repeat's loss fell below 0.10 nats at step" -- "$cli" train --task induction --out "$dir/ind.safetensors"
check "eval induction's parts"     0 "loss on the first occurrence 3\.[0-9]+ nats per token, on the repeat \(in-context\) 0\.0" -- "$cli" eval -m "$dir/ind.safetensors" --task induction --examples 200
check "eval induction's heads"     0 "strongest previous-token head: layer 0, head [0-3] .*strongest induction head: layer 1" -- "$cli" eval -m "$dir/ind.safetensors" --task induction --examples 200
check "eval --json has the heads"  0 '^first_loss heads 8 repeat_loss' -- sh -c "'$cli' eval -m '$dir/ind.safetensors' --task induction --examples 100 --json | python3 -c 'import json,sys; o=json.load(sys.stdin); print(\"first_loss heads\", len(o[\"heads\"]), \"repeat_loss\" if o[\"repeat_loss\"] < 0.1 < o[\"first_loss\"] else \"\")'"
check "a preset by name"           0 "training induction \(decoder, 4400 parameters\)" -- "$cli" train --task induction --preset microgpt --steps 5 --out "$dir/micro.safetensors"
check "an unknown preset"          1 "unknown preset \"llama\" \(expected one of: gpt, mini-llama" -- "$cli" train --task reverse --preset llama --out "$dir/x"
check "a preset and a config"      2 "--config excludes --preset" -- "$cli" train --task reverse --preset gpt --config "$dir/cfg.json" --out "$dir/x"
check "induction longer than the context" 1 "block_size \(16\) is smaller than the induction task needs \(20\)" -- "$cli" train --task induction --config "$dir/cfg.json" --out "$dir/x"
printf '{"n_layer": 1, "n_embd": 16, "n_head": 4, "n_kv_head": 3, "d_ff": 0, "block_size": 20, "vocab_size": 30}' > "$dir/gqa.json"
check "query heads not a multiple"  1 "n_head \(4\) must be divisible by n_kv_head \(3\)" -- "$cli" train --task induction --config "$dir/gqa.json" --out "$dir/x"
printf '{"n_layer": 1, "n_embd": 18, "n_head": 2, "positional": "rotary", "d_ff": 0, "block_size": 20, "vocab_size": 30}' > "$dir/odd.json"
check "rotary with an odd head size" 1 "the head size \(9\) must be even" -- "$cli" train --task induction --config "$dir/odd.json" --out "$dir/x"
[ ! -e "$dir/x" ] || { fail=$((fail + 1)); echo "FAIL a refused run wrote its model"; }
# export: a Hugging Face folder of a mini-llama model; a model the layout cannot hold, or a folder in use, is refused
"$cli" train --task induction --preset mini-llama --steps 5 --out "$dir/llama.safetensors" > /dev/null
check "export a Llama folder"       0 "model_type \"llama\".*AutoModelForCausalLM" -- "$cli" export -m "$dir/llama.safetensors" -o "$dir/llama_hf"
check "the folder reopens"          0 "grouped: 2 key/value heads" -- "$cli" info "$dir/llama_hf"
check "export into a used folder"   1 "is not empty; name a new or empty folder, or add --force" -- "$cli" export -m "$dir/llama.safetensors" -o "$dir/llama_hf"
check "export with --force"         0 "wrote .*config.json" -- "$cli" export -m "$dir/llama.safetensors" -o "$dir/llama_hf" --force
check "export a LayerNorm model"    1 "the Hugging Face Llama layout needs RMSNorm; this model has layernorm" -- "$cli" export -m "$dir/rev.safetensors" -o "$dir/rev_hf"
[ ! -e "$dir/rev_hf" ] || { fail=$((fail + 1)); echo "FAIL a refused export made its folder"; }
check "lengths: a curve per position" 0 '^learned sinusoidal rotary none 2,3,4,5,6$' -- sh -c "'$cli' lengths --length 3 --steps 100 --examples 20 --json | python3 -c 'import json,sys; o=json.load(sys.stdin); print(\" \".join(c[\"positional\"] for c in o[\"curves\"]), \",\".join(map(str, o[\"lengths\"])))'"
check "lengths trains copy or reverse" 2 "--task: sort not in \{copy,reverse\}" -- "$cli" lengths --task sort
check "lengths' longest training"  1 "the training length \(40\) must be between 2 and 32" -- "$cli" lengths --length 40
check "induction's longest segment" 1 "induction length \(20\) must be between 2 and 16" -- "$cli" train --task induction --length 20 --out "$dir/x"
check "resume says what it replaces" 0 "instead of the checkpoint's setting: --steps 150 → 200" -- "$cli" train --task reverse --length 4 --steps 200 --resume "$dir/rev.safetensors.ckpt.safetensors" --out "$dir/rev2.safetensors"
"$cli" train --task copy --length 3 --steps 60 --seed 7 --batch-size 16 --eval-every 30 --out "$dir/seeded.safetensors" --checkpoint-every 30 > /dev/null
check "resume alone keeps seed and batch" 0 "resuming at step 60" -- "$cli" train --resume "$dir/seeded.safetensors.ckpt.safetensors" --steps 90 --out "$dir/seeded2.safetensors"
check "the resumed run's settings"  0 "batch 16, lr .*, seed 7" -- "$cli" train --resume "$dir/seeded.safetensors.ckpt.safetensors" --steps 90 --out "$dir/seeded2.safetensors"
check "resume keeps its task"       1 "differs from the checkpoint's task, copy" -- "$cli" train --task reverse --resume "$dir/seeded.safetensors.ckpt.safetensors" --out "$dir/x"
check "a task or a checkpoint"      1 "--task is required" -- "$cli" train --out "$dir/x"
check "a bad flag names itself"     1 "--batch-size \(0\) must be positive" -- "$cli" train --task copy --batch-size 0 --out "$dir/x"
check "checkpoint loads as a model" 0 "parameters" -- "$cli" info "$dir/rev.safetensors.ckpt.safetensors"
cp "$dir/m.safetensors" "$dir/keep.safetensors"; sum=$(md5sum < "$dir/keep.safetensors")
check "--out is never an input"      1 "--out .*keep.safetensors is also this command's --model" -- "$cli" trace --model "$dir/keep.safetensors" --text "the cat" --out "$dir/keep.safetensors"
check "the input is untouched"       0 "^$sum\$" -- md5sum < "$dir/keep.safetensors"
check "--data is never replaced"     1 "is also this command's --data" -- "$cli" train --task text --data "$dir/corpus.txt" --steps 5 --out "$dir/corpus.txt"
check "a text file needs --force"    1 "is not a safetensors file; choose another name, or pass --force" -- "$cli" trace --model "$dir/m.safetensors" --ids 4,5 --out "$dir/corpus.txt"
check "the text file is untouched"   0 "the cat sat on the mat" -- cat "$dir/corpus.txt"
cp "$dir/corpus.txt" "$dir/notes.txt"
check "--force replaces it"          0 "wrote .*notes.txt" -- "$cli" trace --model "$dir/m.safetensors" --ids 4,5 --out "$dir/notes.txt" --force
check "a device is never replaced"   1 "is not a regular file" -- "$cli" trace --model "$dir/m.safetensors" --ids 4,5 --out /dev/null
check "/dev/null is still a device"  0 "character special" -- stat -c %F /dev/null
check "a folder is not a data file"  1 "the data file '.*' is a folder; give a file" -- "$cli" train --task text --data "$dir" --out "$dir/x"
check "a device never ends"          1 "the file '/dev/zero' is not a regular file" -- timeout 20 "$cli" info /dev/zero
mkfifo "$dir/pipe"
check "a pipe is not waited on"      1 "the config file '.*pipe' is not a regular file" -- timeout 20 "$cli" init --config "$dir/pipe" --out "$dir/x"
check "…nor read as data"            1 "the data file '.*pipe' is not a regular file" -- timeout 20 "$cli" train --task text --data "$dir/pipe" --out "$dir/x"
check "unknown task"               1 "unknown task \"nope\"" -- "$cli" train --task nope --out "$dir/x"
check "lr must be positive"        1 "--lr .* must be positive" -- "$cli" train --task reverse --lr 0 --out "$dir/x"
check "steps must be positive"     1 "--steps \(-3\) must be positive" -- "$cli" train --task reverse --steps -3 --out "$dir/x"
check "threads must be positive"   1 "--threads \(0\) must be positive" -- "$cli" train --task reverse --threads 0 --out "$dir/x"
first_cpu=$(python3 -c 'import os; print(min(os.sched_getaffinity(0)))')
check "two threads on one CPU, said" 0 "note: 2 threads asked for, and this process may use 1 CPU\(s\): at most 1 work at once" -- env -u AL_THREADS timeout 60 taskset -c "$first_cpu" "$cli" train --task reverse --length 4 --steps 20 --threads 2 --out "$dir/one_cpu.safetensors"
check "missing data file"          1 "cannot open the data file" -- "$cli" train --task text --data "$dir/none.txt" --out "$dir/x"
: > "$dir/empty.txt"
check "empty data file"            1 "is empty" -- "$cli" train --task text --data "$dir/empty.txt" --out "$dir/x"
printf 'caf\xe9 au lait' > "$dir/latin1.txt"
check "non-UTF-8 data file"        1 "not valid UTF-8" -- "$cli" train --task text --data "$dir/latin1.txt" --out "$dir/x"
printf '{"block_size": 8, "vocab_size": 32}' > "$dir/small.json"
check "block_size too small"       1 "block_size \(8\) is smaller than the reverse task needs \(18\)" -- "$cli" train --task reverse --config "$dir/small.json" --out "$dir/x"
check "divergence stops cleanly"   1 "training diverged at step" -- "$cli" train --task reverse --lr 10 --warmup 0 --steps 100 --out "$dir/x"
# Ctrl-C: the run stops at a step boundary and leaves a complete, loadable checkpoint
"$cli" train --task text --steps 100000 --out "$dir/int.safetensors" --checkpoint-every 1000000 > "$dir/int.log" 2>&1 &
pid=$!; sleep 3; kill -INT $pid; wait $pid && code=0 || code=$?
if [ "$code" = 130 ] && grep -q "interrupted at step" "$dir/int.log" && "$cli" info "$dir/int.safetensors.ckpt.safetensors" > /dev/null; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL Ctrl-C (exit $code)"; cat "$dir/int.log" | tail -3; fi
[ ! -e "$dir/x" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL a failed command left a file behind"; }
# SIGTERM (kill, a shutdown) and SIGHUP (a closed terminal) stop a run as Ctrl-C does: the checkpoint is written
for sig in TERM HUP; do
  "$cli" train --task text --steps 100000 --out "$dir/$sig.safetensors" --checkpoint-every 1000000 > "$dir/$sig.log" 2>&1 &
  pid=$!; sleep 3; kill -$sig $pid; wait $pid && code=0 || code=$?
  want=$((128 + $(kill -l $sig)))
  if [ "$code" = "$want" ] && grep -q "interrupted at step" "$dir/$sig.log" && "$cli" info "$dir/$sig.safetensors.ckpt.safetensors" > /dev/null; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL SIG$sig (exit $code, wanted $want)"; tail -3 "$dir/$sig.log"; fi
done

# The output rule: no output replaces a file the command reads, or another of its outputs
cp -r "$gpt2/folder_f32" "$dir/own"
sums() { md5sum "$dir"/own/* "$dir/corpus.txt"; }
before=$(sums)
check "--out inside the model folder"   1 "is a file this command reads \(--model" -- "$cli" trace -m "$dir/own" --text "hi" --out "$dir/own/model.safetensors"
check "…not even with --force"           1 "is a file this command reads" -- "$cli" trace -m "$dir/own" --text "hi" --out "$dir/own/vocab.json" --force
ln -s own/config.json "$dir/link.json"
check "…nor through a link"              1 "is the same file as .*config.json" -- "$cli" trace -m "$dir/own" --text "hi" --out "$dir/link.json" --force
check "--out ''"                         1 "--out is empty; name the file to write" -- "$cli" trace -m "$dir/own" --text "hi" --out ""
check "--checkpoint equal to --out"      1 "is also this command's --checkpoint" -- "$cli" train --task reverse --steps 2 --out "$dir/same.safetensors" --checkpoint "$dir/same.safetensors"
printf 'the cat sat on the mat and the dog sat on the log %.0s' $(seq 1 40) > "$dir/corpus.txt"; before=$(sums)
"$cli" train --task text --data "$dir/corpus.txt" --steps 2 --out "$dir/c.safetensors" > /dev/null
check "a resumed run's data is an input"  1 "is also this command's the checkpoint's --data" -- "$cli" train --resume "$dir/c.safetensors.ckpt.safetensors" --steps 4 --out "$dir/corpus.txt" --force
[ "$before" = "$(sums)" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL an input file changed"; }
check "--data ''"                        1 "--data is empty; name the text file" -- "$cli" train --task text --data "" --out "$dir/x"
check "a seed beyond 2^53 is refused"    2 "--seed: must be a whole number" -- "$cli" train --task reverse --seed 9007199254740993 --out "$dir/x"
check "a fractional step count too"      2 "--steps: must be a whole number" -- "$cli" train --task reverse --steps 2.5 --out "$dir/x"
# Command-line conventions: a mistyped command or option names the closest one (exit 2); --json prints
# one object with documented keys, and a failing --json run an {"error": …} object on stdout (exit 1)
check "a mistyped command"               2 "unknown command 'tokenise'; did you mean 'tokenize'\?" -- "$cli" tokenise -m "$dir/m.safetensors" --text hi
check "a mistyped option"                2 "trace has no option --outt; did you mean --out\?" -- "$cli" trace -m "$dir/m.safetensors" --text hi --outt "$dir/x"
check "a usage error names the command's usage" 2 "^usage: attentionlab-cli trace \[OPTIONS\]$" -- "$cli" trace -m "$dir/m.safetensors" --text hi --outt "$dir/x"
check "a missing required option: exit 2"      2 "^error: --out is required" -- "$cli" trace -m "$dir/m.safetensors" --text hi
check "no command: exit 2 and the usage"       2 "^usage: attentionlab-cli COMMAND \[OPTIONS\]$" -- "$cli"
check "--completion of an unknown shell"       2 "--completion needs bash or zsh, not 'fish'" -- "$cli" --completion fish
check "a value that starts with --"      0 '"ids":\[' -- "$cli" tokenize -m "$dir/m.safetensors" --text "--the"
check "--help-all lists every command's options" 0 "--lr" -- "$cli" --help-all
keys() { python3 -c 'import json, sys; o = json.loads(sys.stdin.read()); print(" ".join(sorted(o)))'; }
[ "$("$cli" info "$dir/m.safetensors" --json | keys)" = "config parameters tensors tokenizer" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL info --json keys"; }
[ "$("$cli" generate -m "$dir/m.safetensors" -p "the " -n 3 --json | keys)" = "ids prompt_ids text" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL generate --json keys"; }
"$cli" train --task reverse --length 3 --steps 5 --out "$dir/r.safetensors" > /dev/null
[ "$("$cli" eval -m "$dir/r.safetensors" --task reverse --length 3 --examples 20 --json | keys)" = "accuracy examples loss metric task" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL eval --json keys"; }
out=$("$cli" info "$dir/none.safetensors" --json 2>/dev/null) && code=0 || code=$?
[ "$code" = 2 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL info --json of a missing file (exit $code)"; }
out=$("$cli" info "$dir/trunc.safetensors" --json 2>/dev/null) && code=0 || code=$?
if [ "$code" = 1 ] && [ "$(keys <<<"$out")" = "error" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL a failing --json run (exit $code): $out"; fi
# the logit lens: rows = the embeddings and each layer's output, columns = the pieces read; its last row
# is the model's own prediction
"$cli" init --config "$dir/cfg.json" --seed 5 --tokenizer word --tokenizer-from "$dir/corpus.txt" --out "$dir/w.safetensors" > /dev/null
out=$("$cli" lens -m "$dir/w.safetensors" --text "the cat sat" --target "mat" --top 3)
if python3 - "$out" <<'PY'
import json, sys
o = json.loads(sys.argv[1])
rows, cols = len(o["boundaries"]), len(o["pieces"])
assert rows == 2 and o["boundaries"] == ["embeddings", "after layer 0"], o["boundaries"]
assert len(o["top"]) == rows and all(len(r) == cols for r in o["top"]), o["top"]
assert len(o["target_prob"]) == rows and all(len(r) == cols and all(0 <= p <= 1 for p in r) for r in o["target_prob"])
assert o["target"] == "mat" and all(len(c) == 3 for r in o["top_k"] for c in r)
assert all(r[0] >= r[1] >= r[2] for row in o["top_k_prob"] for r in row)
PY
then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL lens JSON: $out"; fi
# an encoder–decoder's lens reads its decoder: a column per decoder token, the text as the source
"$cli" train --task reverse --length 3 --steps 5 --arch encoder_decoder --out "$dir/ed.safetensors" > /dev/null
out=$("$cli" lens -m "$dir/ed.safetensors" --text "123")
if python3 - "$out" <<'PY'
import json, sys
o = json.loads(sys.argv[1])
assert o["source_pieces"] == ["1", "2", "3"], o["source_pieces"]
assert len(o["pieces"]) == len(o["ids"]) and all(len(r) == len(o["ids"]) for r in o["top"]), o
PY
then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL lens of an encoder–decoder: $out"; fi
# and its patching patches the decoder: a column per decoder token
out=$("$cli" patch -m "$dir/ed.safetensors" --clean "123" --corrupt "321" --answer 3 --wrong 1 --site resid 2>&1)
if python3 - "$out" <<'PY'
import json, sys
o = json.loads(sys.argv[1])
assert len(o["columns"]) == len(o["clean_ids"]) and all(len(r) == len(o["columns"]) for r in o["effect"]), o
PY
then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL patch of an encoder–decoder: $out"; fi
check "lens: a target of two tokens"     1 "--target must be one token; 'the cat' is 2" -- "$cli" lens -m "$dir/w.safetensors" --text "the cat" --target "the cat"
# activation patching and direct logit attribution: a grid per site, rows = layers; the parts add up
for site in resid attn mlp head; do
  out=$("$cli" patch -m "$gpt2/folder_f32" --clean "ab cd ef" --corrupt "ab cx ef" --answer a --wrong b --site $site)
  if python3 - "$out" "$site" <<'PY'
import json, sys
o, site = json.loads(sys.argv[1]), sys.argv[2]
assert o["rows"] == ["layer 0", "layer 1"] and len(o["effect"]) == 2, o["rows"]
assert all(len(r) == (4 if site == "head" else 8) for r in o["effect"]), o["effect"]
assert o["clean_metric"] != o["corrupt_metric"] and o["shared_prefix"] == 4
if site == "resid":  # the changed token's own embedding carries the whole change; the shared prefix none
    assert abs(o["effect"][0][4] - 1) < 1e-4 and o["effect"][0][:4] == [0, 0, 0, 0], o["effect"][0]
PY
  then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL patch --site $site JSON: $out"; fi
done
check "patch: texts of different lengths" 1 "the clean text has 8 tokens and the corrupted text 5" -- "$cli" patch -m "$gpt2/folder_f32" --clean "ab cd ef" --corrupt "ab cd" --answer a --wrong b
check "patch: an answer of two tokens"    1 "--answer must be one token; ' abc' is 3 tokens" -- "$cli" patch -m "$gpt2/folder_f32" --clean "ab cd ef" --corrupt "ab cx ef" --answer " abc" --wrong b
check "patch: a site it lacks"            2 "--site: .*resid" -- "$cli" patch -m "$gpt2/folder_f32" --clean "ab" --corrupt "ax" --answer a --wrong b --site neuron
out=$("$cli" attribute -m "$gpt2/folder_f32" --text "ab cd ef" --answer a --wrong b)
if python3 - "$out" <<'PY'
import json, sys
o = json.loads(sys.argv[1])
assert len(o["heads"]) == 2 and all(len(r) == 4 for r in o["heads"]) and len(o["mlp"]) == 2
assert abs(o["sum"] - o["total"]) < 1e-4 and o["position"] == 7, (o["sum"], o["total"])
PY
then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL attribute JSON: $out"; fi
printf '{"n_layer": 256, "n_embd": 4096, "n_head": 64, "d_ff": 16384}' > "$dir/huge.json"
check "a random model larger than memory" 1 "a random model of [0-9]+ parameters needs about 206.* of memory" -- "$cli" init --config "$dir/huge.json" --out "$dir/x"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
