#!/usr/bin/env python3
"""Puts a stand-in for GPT-2 into a Hugging Face cache: the tiny GPT-2 fixture (tests/reference/fixtures/
gpt2_tiny/folder_f32, the Hub's layout and Conv1D weights, a byte-level tokenizer) with its positions
extended to 64, as models--openai-community--gpt2 at one commit. A lesson that names GPT-2 opens it.

usage: gpt2_in_cache.py CACHE_DIR
"""
import json
import os
import random
import shutil
import struct
import sys

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "gpt2_tiny", "folder_f32")
COMMIT = "9" * 40
POSITIONS = 64


def read_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    return header, data


def main():
    cache = sys.argv[1]
    repo = os.path.join(cache, "models--openai-community--gpt2")
    snapshot = os.path.join(repo, "snapshots", COMMIT)
    os.makedirs(os.path.join(repo, "refs"), exist_ok=True)
    os.makedirs(snapshot, exist_ok=True)
    with open(os.path.join(repo, "refs", "main"), "w") as f:
        f.write(COMMIT)
    for name in ("vocab.json", "merges.txt"):
        shutil.copy(os.path.join(FIXTURE, name), snapshot)
    with open(os.path.join(FIXTURE, "config.json")) as f:
        config = json.load(f)
    config["n_positions"] = config["n_ctx"] = POSITIONS
    with open(os.path.join(snapshot, "config.json"), "w") as f:
        json.dump(config, f, indent=2)

    header, data = read_safetensors(os.path.join(FIXTURE, "model.safetensors"))
    rng = random.Random(7)
    tensors = {}  # name → (shape, float32 bytes); the causal-mask buffers (attn.bias) left out, as newer uploads do
    for name, info in header.items():
        if name == "__metadata__" or info["dtype"] != "F32":
            continue
        begin, end = info["data_offsets"]
        shape, raw = info["shape"], data[begin:end]
        if name == "wpe.weight":  # 24 rows as trained, then random ones
            extra = (POSITIONS - shape[0]) * shape[1]
            raw += struct.pack("<%df" % extra, *(rng.gauss(0, 0.02) for _ in range(extra)))
            shape = [POSITIONS, shape[1]]
        tensors[name] = (shape, raw)
    out_header, offset = {"__metadata__": {"format": "pt"}}, 0
    for name, (shape, raw) in tensors.items():
        out_header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [offset, offset + len(raw)]}
        offset += len(raw)
    encoded = json.dumps(out_header).encode()
    encoded += b" " * (-len(encoded) % 8)
    with open(os.path.join(snapshot, "model.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(encoded)) + encoded)
        for shape, raw in tensors.values():
            f.write(raw)


if __name__ == "__main__":
    main()
