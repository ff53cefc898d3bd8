#!/usr/bin/env python3
"""Hostile inputs against both programs: Hugging Face folders, lessons, sessions, texts and outputs
that collide with inputs. Every run must end by itself within 10 s, use at most 1 GB, exit 0, 1 or 2
(never a signal), say "error:" when it fails, and leave every input file as it was.

    hostile_probe.py CLI GUI FIXTURES    (GUI may be "-" when the window is not built)
"""
import hashlib
import json
import os
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import time

TIME_LIMIT_S = 10
RSS_LIMIT_KB = 1 << 20  # 1 GB

cli, gui, fixtures = sys.argv[1], sys.argv[2], sys.argv[3]
root = tempfile.mkdtemp(prefix="al_probe_")
env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=os.path.join(root, "config"),
           XDG_DATA_HOME=os.path.join(root, "data"), XDG_CACHE_HOME=os.path.join(root, "cache"),
           HF_HUB_CACHE=os.path.join(root, "hub"), HOME=root)
counts, failures = {}, []
peak = {"rss_kb": 0, "seconds": 0.0}


def digest(path):
    """Every file under `path` (links not followed) with a hash of its bytes."""
    out = {}
    for base, dirs, files in os.walk(path):
        for name in files + dirs:
            p = os.path.join(base, name)
            info = os.lstat(p)
            if stat.S_ISREG(info.st_mode):
                h = hashlib.sha256()
                with open(p, "rb") as f:  # a large (sparse) file: its first and last megabyte and its time
                    h.update(f.read(1 << 20) if info.st_size > 64 << 20 else f.read())
                    if info.st_size > 64 << 20:
                        f.seek(-(1 << 20), os.SEEK_END)
                        h.update(f.read())
                out[p] = (info.st_size, h.hexdigest(), info.st_mode, info.st_mtime_ns if info.st_size > 64 << 20 else 0)
            elif stat.S_ISLNK(info.st_mode):
                out[p] = ("link", os.readlink(p))
            else:
                out[p] = ("other", stat.S_IFMT(info.st_mode))
    return out


def run(kind, name, args, inputs, outputs=(), must_fail=False, expect=None):
    """Runs one case. `inputs`: folders/files that must not change; `outputs`: files it may write."""
    counts[kind] = counts.get(kind, 0) + 1
    before = {p: v for i in inputs for p, v in digest(i).items() if p not in outputs}
    start = time.monotonic()
    with tempfile.TemporaryFile() as output:
        proc = subprocess.Popen(args, stdout=output, stderr=output, env=env, start_new_session=True)
        hung = False
        while True:  # wait4: this child's own peak RSS
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > TIME_LIMIT_S:
                hung = True
                os.killpg(proc.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.02)
        proc.returncode = os.waitstatus_to_exitcode(status)
        output.seek(0)
        out, err = output.read(), b""
    seconds = time.monotonic() - start
    rss = usage.ru_maxrss
    peak["seconds"] = max(peak["seconds"], seconds)
    peak["rss_kb"] = max(peak["rss_kb"], rss)
    text = (out + err).decode("utf-8", "replace")
    problems = []
    if hung:
        problems.append(f"still running after {TIME_LIMIT_S} s")
    elif proc.returncode < 0 or proc.returncode > 2:
        problems.append(f"exit {proc.returncode}")
    elif proc.returncode != 0 and "error:" not in text:
        problems.append(f"exit {proc.returncode} without an error: message")
    elif must_fail and proc.returncode == 0:
        problems.append("succeeded, but must be refused")
    if rss > RSS_LIMIT_KB:
        problems.append(f"peak RSS {rss // 1024} MB")
    if expect and expect not in text:
        problems.append(f"said no '{expect}'")
    if "\x1b" in text:
        problems.append("printed an escape character")
    after = {p: v for i in inputs for p, v in digest(i).items() if p not in outputs}
    for p in sorted(set(before) | set(after)):
        if before.get(p) != after.get(p) and not p.endswith(".tmp"):
            problems.append(f"changed {os.path.relpath(p, root)}")
    if problems:
        failures.append(f"{kind} / {name}: {'; '.join(problems)}\n    {' '.join(args)[:200]}\n    {text.strip()[-300:]}")


# --- a GPT-2 folder with the real 50257-token vocabulary, weights zero (small: n_embd 8) -------------
def gpt2_folder(path, vocab_size=50257, n_embd=8, n_positions=1024):
    os.makedirs(path, exist_ok=True)
    shutil.copy(os.path.join(fixtures, "gpt2_tokenizer", "vocab.json"), path)
    shutil.copy(os.path.join(fixtures, "gpt2_tokenizer", "merges.txt"), path)
    C = n_embd
    json.dump({"model_type": "gpt2", "vocab_size": vocab_size, "n_embd": C, "n_layer": 1, "n_head": 2,
               "n_positions": n_positions, "layer_norm_epsilon": 1e-5}, open(os.path.join(path, "config.json"), "w"))
    shapes = {"wte.weight": [vocab_size, C], "wpe.weight": [n_positions, C], "ln_f.weight": [C], "ln_f.bias": [C]}
    for n, s in {"ln_1.weight": [C], "ln_1.bias": [C], "attn.c_attn.weight": [C, 3 * C], "attn.c_attn.bias": [3 * C],
                 "attn.c_proj.weight": [C, C], "attn.c_proj.bias": [C], "ln_2.weight": [C], "ln_2.bias": [C],
                 "mlp.c_fc.weight": [C, 4 * C], "mlp.c_fc.bias": [4 * C], "mlp.c_proj.weight": [4 * C, C],
                 "mlp.c_proj.bias": [C]}.items():
        shapes["h.0." + n] = s
    header, offset = {}, 0
    for n, s in shapes.items():
        size = 4
        for d in s:
            size *= d
        header[n] = {"dtype": "F32", "shape": s, "data_offsets": [offset, offset + size]}
        offset += size
    h = json.dumps(header).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(os.path.join(path, "model.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h)
        f.truncate(8 + len(h) + offset)  # zeros
    return path


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)
    return path


base = gpt2_folder(os.path.join(root, "gpt2"), n_positions=256)  # a trace of 256 tokens' logits: 100 MB
small = os.path.join(fixtures, "gpt2_tiny", "folder_f32")

# --- hostile Hugging Face folders: what stands where a file should be --------------------------------
def folder_case(name, mutate, must_fail=True, expect=None):
    folder = os.path.join(root, "folders", name)
    shutil.copytree(small, folder, symlinks=True)
    mutate(folder)
    run("folders", name, [cli, "info", folder], [folder], must_fail=must_fail, expect=expect)
    run("folders", name + " (trace)", [cli, "trace", "-m", folder, "--text", "hi", "--out", os.path.join(root, "t.safetensors")],
        [folder], outputs=[os.path.join(root, "t.safetensors")], must_fail=must_fail)


def replace_with(kind):
    def mutate_file(file):
        def mutate(folder):
            p = os.path.join(folder, file)
            os.remove(p)
            if kind == "device":
                os.symlink("/dev/zero", p)
            elif kind == "fifo":
                os.mkfifo(p)
            elif kind == "dangling":
                os.symlink("nowhere.json", p)
            elif kind == "loop":
                os.symlink(file, p)
            elif kind == "folder":
                os.mkdir(p)
            elif kind == "sparse-2GB":
                with open(p, "wb") as f:
                    f.truncate(2 << 30)
        return mutate
    return mutate_file


for file in ["model.safetensors", "config.json", "vocab.json", "merges.txt"]:
    for kind in ["device", "fifo", "dangling", "loop", "folder", "sparse-2GB"]:
        expect = {"device": "not a regular file", "fifo": "not a regular file", "folder": "is a folder",
                  "dangling": "No such file", "loop": "symbolic links"}.get(kind)
        folder_case(f"{file} is a {kind}", replace_with(kind)(file), expect=expect)
folder_case("config sizes of 206 GB", lambda f: write(os.path.join(f, "config.json"), json.dumps(
    {"model_type": "gpt2", "vocab_size": 262, "n_embd": 4096, "n_layer": 256, "n_head": 64, "n_positions": 64})))
folder_case("model_type a number", lambda f: write(os.path.join(f, "config.json"), json.dumps({"model_type": 2})),
            expect="model_type")
folder_case("escape codes in a config key", lambda f: write(os.path.join(f, "config.json"), json.dumps(
    {"model_type": "gpt2", "\x1b]0;owned\x07\x1b[2J": 1, "vocab_size": "x"})))
folder_case("merges with old Mac line ends", lambda f: write(os.path.join(f, "merges.txt"),
            open(os.path.join(small, "merges.txt")).read().replace("\n", "\r")), must_fail=False)
folder_case("merges after a byte order mark", lambda f: write(os.path.join(f, "merges.txt"),
            "\ufeff" + open(os.path.join(small, "merges.txt")).read()), must_fail=False)
folder_case("a shard index naming a shard with escape codes", lambda f: (os.remove(os.path.join(f, "model.safetensors")), write(
    os.path.join(f, "model.safetensors.index.json"), json.dumps({"weight_map": {"wte.weight": "a\x1b[2Jb.safetensors"}}))))

def sparse_index(folder):
    os.remove(os.path.join(folder, "model.safetensors"))
    with open(os.path.join(folder, "model.safetensors.index.json"), "wb") as f:
        f.truncate(2 << 30)


folder_case("a 2 GB shard index", sparse_index, expect="more than such a file ever has")

# --- texts: long words, long sentences, bytes that are not UTF-8 --------------------------------------
text_cases = {
    "a word of 100,000 letters": "a" * 100_000,
    "a word of 100,000 random letters": "".join(chr(97 + (i * 7919) % 26) for i in range(100_000)),
    "a sentence of 120 KB (an argument's limit)": "the cat sat on the mat. " * 5_000,
    "escape codes": "hi \x1b]0;owned\x07\x1b[2J there",
}
for name, text in text_cases.items():
    run("texts", name, [cli, "tokenize", "-m", base, "--text", text], [base])
    run("texts", name + " (trace)", [cli, "trace", "-m", base, "--text", text, "--out", os.path.join(root, "t.safetensors")],
        [base], outputs=[os.path.join(root, "t.safetensors")])
invalid = write(os.path.join(root, "latin1.txt"), b"caf\xe9 au lait " * 100)
run("texts", "training text not UTF-8", [cli, "train", "--task", "text", "--data", invalid, "--out", os.path.join(root, "x")],
    [invalid], must_fail=True, expect="not valid UTF-8")

# --- lessons and sessions ----------------------------------------------------------------------------
huge_model = {"random": {"n_layer": 256, "n_embd": 4096, "n_head": 64, "d_ff": 16384}}


def lesson(stops, **extra):
    return json.dumps({"format": "attentionlab-lesson", "version": 1, "title": "probe", "stops": stops, **extra})


def stop(state=None, **extra):
    return {"title": "s", "text": "t", "state": state or {}, **extra}


lessons = {
    "a random model of 206 GB": lesson([stop({"model": huge_model})]),
    "20,000 stops": lesson([stop({"model": {"preset": "reverse"}})] + [stop({"layer": i % 2}) for i in range(20_000)]),
    "layer 1e10": lesson([stop({"model": {"preset": "reverse"}, "layer": 1e10})]),
    "layer 0.5": lesson([stop({"model": {"preset": "reverse"}, "layer": 0.5})]),
    "version 1e300": json.dumps({"format": "attentionlab-lesson", "version": 1e300, "title": "p",
                                 "stops": [stop({"model": {"preset": "reverse"}})]}),
    "valid_length -5": lesson([stop({"model": {"preset": "reverse"}, "experiments": {"valid_length": -5}})]),
    "valid_length 1e9": lesson([stop({"model": {"preset": "reverse"}, "experiments": {"valid_length": 1e9}})]),
    "an embedded model that is not safetensors": lesson([stop({"model": {"embedded": "m"}})],
                                                        models={"m": {"safetensors_base64": "AAAAAAAAAAA="}}),
    "a sentence of 1 MB": lesson([stop({"model": {"file": base}, "sentence": "the cat sat. " * 80_000})]),
}
sessions = {
    "a random model of 206 GB": {"model": huge_model},
    "layer 1e10": {"model": {"preset": 0}, "layer": 1e10},
    "a sentence of 1 MB": {"model": {"file": base}, "sentence": "the cat sat. " * 80_000},
    "version 0.5": {"model": {"preset": 0}, "version": 0.5},
}
if gui != "-":
    shot = os.path.join(root, "shot.png")
    for name, text in lessons.items():
        path = write(os.path.join(root, "lessons", name.replace(" ", "_") + ".lesson.json"), text)
        must_fail = name not in ("a sentence of 1 MB", "20,000 stops")
        run("lessons", name, [gui, "--lesson", path, "--screenshot", shot], [path, base], outputs=[shot], must_fail=must_fail)
    for name, state in sessions.items():
        path = write(os.path.join(root, "sessions", name.replace(" ", "_") + ".json"),
                     json.dumps({"format": "attentionlab-session", "version": state.pop("version", 2), **state}))
        run("sessions", name, [gui, "--session=" + path, "--screenshot", shot], [path, base], outputs=[shot],
            must_fail=name != "a sentence of 1 MB")

# --- outputs that would replace an input, another output or something not a file ---------------------
work = os.path.join(root, "outputs")
shutil.copytree(small, os.path.join(work, "model"))
model = os.path.join(work, "model")
corpus = write(os.path.join(work, "corpus.txt"), "the cat sat on the mat and the dog sat on the log. " * 40)
collisions = [
    ("trace into the folder it reads", [cli, "trace", "-m", model, "--text", "hi", "--out", model + "/model.safetensors"]),
    ("trace over the folder's vocabulary with --force", [cli, "trace", "-m", model, "--text", "hi", "--out", model + "/vocab.json", "--force"]),
    ("--checkpoint equal to --out", [cli, "train", "--task", "reverse", "--steps", "2", "--out", work + "/same.safetensors",
                                     "--checkpoint", work + "/same.safetensors"]),
    ("--out ''", [cli, "trace", "-m", model, "--text", "hi", "--out", ""]),
    ("--data ''", [cli, "train", "--task", "text", "--data", "", "--out", work + "/x.safetensors"]),
    ("init over its --tokenizer-from", [cli, "init", "--config", os.path.join(root, "cfg.json"), "--tokenizer-from", corpus,
                                        "--out", corpus, "--force"]),
]
write(os.path.join(root, "cfg.json"), json.dumps({"n_layer": 1, "n_embd": 16, "n_head": 2, "d_ff": 32, "block_size": 16}))
if gui != "-":
    collisions += [
        ("a screenshot over the model it opens", [gui, model + "/model.safetensors", "--screenshot", model + "/model.safetensors"]),
        ("a screenshot named without an image suffix", [gui, "--screenshot", corpus]),
        ("a screenshot over a text file named .png", [gui, "--screenshot", write(os.path.join(work, "notes.png"), "my notes")]),
        ("--size 40000x40000", [gui, "--screenshot", work + "/big.png", "--size", "40000x40000"]),
    ]
for name, args in collisions:
    run("outputs", name, args, [work], outputs=[work + "/x.safetensors"], must_fail=True)
subprocess.run([cli, "train", "--task", "text", "--data", corpus, "--steps", "2", "--out", work + "/c.safetensors"],
               stdout=subprocess.DEVNULL, check=True, env=env)
run("outputs", "a resumed run over its own data", [cli, "train", "--resume", work + "/c.safetensors.ckpt.safetensors", "--steps", "4",
                                                   "--out", corpus, "--force"], [work], must_fail=True)

total = sum(counts.values())
print(f"hostile probe: {total} runs ({', '.join(f'{n} {k}' for k, n in counts.items())}); "
      f"{total - len(failures)} held, {len(failures)} broke; largest RSS {peak['rss_kb'] // 1024} MB, slowest {peak['seconds']:.1f} s")
for f in failures:
    print("BROKE", f)
shutil.rmtree(root, ignore_errors=True)
sys.exit(1 if failures else 0)
