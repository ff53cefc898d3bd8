#!/usr/bin/env python3
"""Writes the golden fixtures the C++ tests compare against (tests/reference/fixtures/).

For each case: NAME.model.safetensors (weights + config in __metadata__) and
NAME.trace.safetensors (every intermediate of one forward pass, computed in float64 and stored
as F32; the input ids and mask lengths in __metadata__ "input").

Run with Debian's PyTorch:  /usr/bin/python3 tests/reference/make_golden.py
"""
import json
import os

import torch

from reference_model import Transformer, write_safetensors

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures")

BASE = dict(arch="decoder", vocab_size=13, block_size=12, n_layer=2, n_head=4, n_embd=16, d_ff=40,
            norm="layernorm", norm_position="pre", activation="gelu", positional="learned",
            bias=True, causal=True, tie_embeddings=True, ln_eps=1e-5, dropout=0.0)

CASES = {
    "pre_gelu_learned_tied": dict(),
    "post_relu_sinusoidal_untied": dict(norm_position="post", activation="relu", positional="sinusoidal",
                                        tie_embeddings=False),
    "rmsnorm_gelu_tanh": dict(norm="rmsnorm", activation="gelu_tanh"),
    "no_bias": dict(bias=False),
    "causal_padding": dict(valid_len=5),
    "batchnorm_encoder_padding": dict(arch="encoder", causal=False, norm="batchnorm", valid_len=6),
    "encoder_decoder": dict(arch="encoder_decoder", source_valid_len=5),
}


def randomise(model, seed):
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("ln_1.weight") or name.endswith("ln_2.weight") or ".ln_" in name and name.endswith("weight"):
                p.copy_(1.0 + 0.1 * torch.randn(p.shape, generator=g, dtype=p.dtype))
            else:
                p.copy_(0.3 * torch.randn(p.shape, generator=g, dtype=p.dtype))
        for name, b in model.named_buffers():
            if name.endswith("running_mean"):
                b.copy_(0.2 * torch.randn(b.shape, generator=g, dtype=b.dtype))
            elif name.endswith("running_var"):
                b.copy_(0.5 + torch.rand(b.shape, generator=g, dtype=b.dtype))
        # the files store F32: compute the trace from exactly the weights a reader will see
        for t in list(model.parameters()) + list(model.buffers()):
            t.copy_(t.float().double())


def main():
    os.makedirs(OUT, exist_ok=True)
    for seed, (name, case) in enumerate(CASES.items()):
        case = dict(case)
        valid_len = case.pop("valid_len", None)
        source_valid_len = case.pop("source_valid_len", None)
        cfg = dict(BASE, **case)
        torch.manual_seed(seed)
        model = Transformer(cfg).double()
        randomise(model, 1000 + seed)
        g = torch.Generator().manual_seed(2000 + seed)
        T = 8 if cfg["arch"] != "encoder_decoder" else 6
        ids = torch.randint(4, cfg["vocab_size"], (T,), generator=g)
        source = torch.randint(4, cfg["vocab_size"], (7,), generator=g) if cfg["arch"] == "encoder_decoder" else None
        with torch.no_grad():
            rec = model(ids, valid_len, source, source_valid_len)
        inputs = {"ids": ids.tolist()}
        if valid_len is not None:
            inputs["valid_len"] = valid_len
        if source is not None:
            inputs["source_ids"] = source.tolist()
        if source_valid_len is not None:
            inputs["source_valid_len"] = source_valid_len
        write_safetensors(os.path.join(OUT, name + ".model.safetensors"), model.state_dict_for_file(),
                          {"config": json.dumps(cfg)})
        write_safetensors(os.path.join(OUT, name + ".trace.safetensors"), rec, {"input": json.dumps(inputs)})
        print("wrote", name, "with", len(rec), "trace tensors")


if __name__ == "__main__":
    main()
