#!/usr/bin/env python3
"""Writes tests/fuzz/model_seeds/: one file per class of hostile model file the loader must refuse or
survive (issue: "add each class to the fuzz seed corpus"), made from a reference fixture.
Run from the repository root: python3 tests/fuzz/make_model_seeds.py"""
import array, json, struct

FIXTURE = 'tests/reference/fixtures/pre_gelu_learned_tied.model.safetensors'
OUT = 'tests/fuzz/model_seeds/'

raw = open(FIXTURE, 'rb').read()
n = struct.unpack('<Q', raw[:8])[0]
header, data = json.loads(raw[8:8 + n]), raw[8 + n:]


def write(name, header_text, payload):
    text = header_text.encode()
    text += b' ' * ((8 - len(text) % 8) % 8)
    open(OUT + name, 'wb').write(struct.pack('<Q', len(text)) + text + payload)


# a tied model whose lm_head.weight is longer than wte (was read past the end of wte)
wte = header['transformer.wte.weight']
longer = dict(header)
rows, cols = wte['shape']
end = len(data)
longer['lm_head.weight'] = {'dtype': 'F32', 'shape': [rows + 4, cols], 'data_offsets': [end, end + (rows + 4) * cols * 4]}
write('tied_lm_head_longer.safetensors', json.dumps(longer), data + bytes((rows + 4) * cols * 4))

# the same tensor name twice (JSON keeps the last; the loader must refuse)
text = json.dumps(header)
entry = '"transformer.wte.weight": ' + json.dumps(wte)
write('duplicate_name.safetensors', text[:-1] + ', ' + entry + '}', data)

# finite but huge weights: every activation overflows (trace and generate must not write NaN)
huge = bytearray(data)
for name, t in header.items():
    if name.endswith('c_fc.weight'):
        b, e = t['data_offsets']
        huge[b:e] = array.array('f', [3e38] * ((e - b) // 4)).tobytes()
write('huge_weights.safetensors', json.dumps(header), bytes(huge))

# a header nested deeper than any JSON reader's stack, and one of many empty arrays
write('deep_header.safetensors', '{"a": ' + '[' * 20000 + ']' * 20000 + '}', b'')
write('wide_header.safetensors', '{"a": {"dtype": "F32", "shape": [' + ','.join(['[]'] * 15000) + '], "data_offsets": [0, 0]}}', b'')

# a control character in a tensor name (printed escaped, never sent to the terminal)
write('escape_in_name.safetensors', json.dumps({**header, '\x1b[2Jx': {'dtype': 'F32', 'shape': [0], 'data_offsets': [0, 0]}}), data)
