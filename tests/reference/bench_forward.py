#!/usr/bin/env python3
"""PyTorch reference timing for one forward pass (no trace), V=65, C=64, H=4, L=2, d_ff=256, T=16.

A nanoGPT-shaped model in plain nn.Modules, one thread, inference mode. Prints the median time per
forward in microseconds of 5 timed blocks after a warm-up, and the threads PyTorch reports, as:
pytorch_forward_us <value> threads <n>. Pin the BLAS threads from outside too (OPENBLAS_NUM_THREADS=1
OMP_NUM_THREADS=1, as tests/bench/compare_forward.sh does): Debian's OpenBLAS ignores set_num_threads.
"""
import statistics
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

torch.set_num_threads(1)
C, H, L, V, FF = 64, 4, 2, 65, 256
T = int(sys.argv[1]) if len(sys.argv) > 1 else 16


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln_1, self.ln_2 = nn.LayerNorm(C), nn.LayerNorm(C)
        self.c_attn, self.c_proj = nn.Linear(C, 3 * C), nn.Linear(C, C)
        self.c_fc, self.mlp_proj = nn.Linear(C, FF), nn.Linear(FF, C)
        self.register_buffer("mask", torch.tril(torch.ones(64, 64, dtype=torch.bool)))

    def forward(self, x):
        t = x.shape[0]
        q, k, v = self.c_attn(self.ln_1(x)).split(C, dim=1)
        q, k, v = (z.view(t, H, C // H).transpose(0, 1) for z in (q, k, v))
        att = (q @ k.transpose(1, 2)) / (C // H) ** 0.5
        att = att.masked_fill(~self.mask[:t, :t], float("-inf")).softmax(-1)
        x = x + self.c_proj((att @ v).transpose(0, 1).reshape(t, C))
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x))))


class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(V, C), nn.Embedding(64, C)
        self.blocks = nn.ModuleList([Block() for _ in range(L)])
        self.ln_f = nn.LayerNorm(C)

    def forward(self, ids):
        x = self.wte(ids) + self.wpe.weight[: ids.shape[0]]
        for b in self.blocks:
            x = b(x)
        return torch.softmax(self.ln_f(x) @ self.wte.weight.T, -1)


model = GPT().eval()
ids = torch.arange(T) % V
with torch.inference_mode():
    for _ in range(200):
        model(ids)
    samples = []
    for _ in range(5):
        n = 500
        start = time.perf_counter()
        for _ in range(n):
            model(ids)
        samples.append((time.perf_counter() - start) / n * 1e6)
print("pytorch_forward_us %.2f threads %d" % (statistics.median(samples), torch.get_num_threads()))
