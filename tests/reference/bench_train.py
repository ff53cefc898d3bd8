#!/usr/bin/env python3
"""PyTorch reference for training throughput: nanoGPT-style model, AdamW, batch 32, float32.

  bench_train.py CONFIG THREADS    CONFIG a: V=65 T=64 C=64 H=4 L=2 d_ff=256
                                   CONFIG b: V=65 T=128 C=128 H=4 L=4 d_ff=512
                                   CONFIG c: V=65 T=256 C=256 H=8 L=6 d_ff=1024
  bench_train.py sgemm THREADS     PyTorch's sgemm (OpenBLAS in Debian's build), 512³, by wall time
Prints: pytorch_tokens_per_s <value> (or pytorch_sgemm_gflops), the median of timed rounds after a
warm-up, and the threads PyTorch reports. Pin the BLAS threads from outside too: Debian's OpenBLAS
ignores torch.set_num_threads (OPENBLAS_NUM_THREADS=T OMP_NUM_THREADS=T, as compare_training.sh does).
Run with OMP_WAIT_POLICY=PASSIVE for two threads (without it PyTorch gets slower).
"""
import math
import statistics
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

CONFIGS = {"a": dict(T=64, C=64, L=2, F=256, H=4), "b": dict(T=128, C=128, L=4, F=512, H=4),
           "c": dict(T=256, C=256, L=6, F=1024, H=8)}
V, B = 65, 32


class Block(nn.Module):
    def __init__(self, C, Fd, T, H):
        super().__init__()
        self.H = H
        self.ln_1, self.ln_2 = nn.LayerNorm(C), nn.LayerNorm(C)
        self.c_attn, self.c_proj = nn.Linear(C, 3 * C), nn.Linear(C, C)
        self.c_fc, self.mlp_proj = nn.Linear(C, Fd), nn.Linear(Fd, C)
        self.register_buffer("mask", torch.tril(torch.ones(T, T, dtype=torch.bool)))

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(c, dim=2)
        q, k, v = (z.view(b, t, self.H, c // self.H).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(c // self.H)
        att = att.masked_fill(~self.mask[:t, :t], float("-inf")).softmax(-1)
        x = x + self.c_proj((att @ v).transpose(1, 2).reshape(b, t, c))
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x))))


class GPT(nn.Module):
    def __init__(self, T, C, L, F, H):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(V, C), nn.Embedding(T, C)
        self.blocks = nn.ModuleList([Block(C, F, T, H) for _ in range(L)])
        self.ln_f = nn.LayerNorm(C)

    def forward(self, ids, targets):
        x = self.wte(ids) + self.wpe.weight[: ids.shape[1]]
        for blk in self.blocks:
            x = blk(x)
        logits = self.ln_f(x) @ self.wte.weight.T
        return F.cross_entropy(logits.view(-1, V), targets.view(-1))


def sgemm():
    n = 512
    a, b = torch.rand(n, n), torch.rand(n, n)
    for _ in range(10):
        a @ b
    rates = []
    for _ in range(5):
        k, start = 0, time.perf_counter()
        while time.perf_counter() - start < 0.5:
            a @ b
            k += 1
        rates.append(2 * n**3 * k / (time.perf_counter() - start) / 1e9)
    print("pytorch_sgemm_gflops %.1f threads %d" % (max(rates), torch.get_num_threads()))


def main():
    torch.set_num_threads(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    if sys.argv[1:2] == ["sgemm"]:
        return sgemm()
    cfg = CONFIGS[sys.argv[1] if len(sys.argv) > 1 else "a"]
    torch.manual_seed(0)
    model = GPT(**cfg)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
    T = cfg["T"]
    ids = torch.randint(0, V, (B, T))
    targets = torch.randint(0, V, (B, T))

    def step():
        loss = model(ids, targets)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()

    for _ in range(5):
        step()
    rates = []
    for _ in range(5):
        n, start = 0, time.perf_counter()
        while time.perf_counter() - start < 1.0:
            step()
            n += 1
        rates.append(n * B * T / (time.perf_counter() - start))
    print("pytorch_tokens_per_s %.0f threads %d" % (statistics.median(rates), torch.get_num_threads()))


if __name__ == "__main__":
    main()
