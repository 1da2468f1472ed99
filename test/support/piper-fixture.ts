// Test voices with Piper's exact interface, generated at test time (no file of the corpus is
// needed): a VITS export's inputs `input` [1,N] int64, `input_lengths` [1], `scales` [3] and
// output `output` [1,1,T], with the metadata sherpa-onnx reads (`model_type=vits`,
// `comment=piper`, espeak voice, sample rate), and a Piper config whose `phoneme_id_map` is
// piper-phonemize's standard symbol table (ids in the order below).
//  - the tone voice plays 220 Hz for tokens·256·length_scale samples (length follows the text
//    and the speed, as a real voice's does);
//  - the echo voice outputs token_id/1000 per sample, so a test reads back the exact ids.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DType, writeOnnxModel, type ValueInfo } from './onnx-writer.ts';

/** piper-phonemize's symbols: id = position (pad, bos, eos, space, punctuation, IPA, digits, marks). */
export const PIPER_SYMBOLS = [
  '_', '^', '$', ' ', '!', "'", '(', ')', ',', '-', '.', ':', ';', '?',
  ...'abcdefhijklmnopqrstuvwxyz',
  ...'æçðøħŋœǀǁǂǃɐɑɒɓɔɕɖɗɘəɚɛɜɞɟɠɡɢɣɤɥɦɧɨɪɫɬɭɮɯɰɱɲɳɴɵɶɸɹɺɻɽɾʀʁʂʃʄʈʉʊʋʌʍʎʏʐʑʒʔʕʘʙʛʜʝʟʡʢʲˈˌːˑ˞βθχᵻⱱ',
  ...'0123456789',
  '\u0327', '\u0303', '\u032a', '\u032f', '\u0329', 'ʰ', 'ˤ', 'ε', '↓', '#', '"',
];

export const PIPER_SAMPLE_RATE = 22050;

/** A Piper voice config (`<model>.onnx.json`) for Russian, as the real medium voices have it. */
export function piperConfig(dataset: string): Record<string, unknown> {
  return {
    audio: { sample_rate: PIPER_SAMPLE_RATE, quality: 'medium' },
    espeak: { voice: 'ru' },
    inference: { noise_scale: 0.667, length_scale: 1, noise_w: 0.8 },
    phoneme_type: 'espeak',
    phoneme_map: {},
    phoneme_id_map: Object.fromEntries(PIPER_SYMBOLS.map((s, i) => [s, [i]])),
    num_symbols: 256,
    num_speakers: 1,
    speaker_id_map: {},
    piper_version: '1.0.0',
    language: { code: 'ru_RU', family: 'ru', region: 'RU', name_native: 'Русский', name_english: 'Russian', country_english: 'Russia' },
    dataset,
  };
}

const INPUTS: ValueInfo[] = [
  { name: 'input', type: DType.INT64, shape: [1, 'N'] },
  { name: 'input_lengths', type: DType.INT64, shape: [1] },
  { name: 'scales', type: DType.FLOAT, shape: [3] },
];

const METADATA = {
  model_type: 'vits', comment: 'piper', language: 'Russian', voice: 'ru', has_espeak: '1', n_speakers: '1',
  sample_rate: String(PIPER_SAMPLE_RATE),
};

/** The tone voice: sin(2π·220·t) · 0.3 over floor(N · 256 · length_scale) samples. */
export function toneVoiceOnnx(): Buffer {
  return writeOnnxModel(
    {
      name: 'fake_piper',
      nodes: [
        { op: 'Shape', inputs: ['input'], outputs: ['shp'] },
        { op: 'Gather', inputs: ['shp', 'one_i'], outputs: ['n'], attrs: [{ name: 'axis', i: 0 }] },
        { op: 'Cast', inputs: ['n'], outputs: ['nf'], attrs: [{ name: 'to', i: DType.FLOAT }] },
        { op: 'Gather', inputs: ['scales', 'one_i'], outputs: ['ls'], attrs: [{ name: 'axis', i: 0 }] },
        { op: 'Mul', inputs: ['nf', 'hop'], outputs: ['t0'] },
        { op: 'Mul', inputs: ['t0', 'ls'], outputs: ['t1'] },
        { op: 'Floor', inputs: ['t1'], outputs: ['t2'] },
        { op: 'Range', inputs: ['zero_f', 't2', 'one_f'], outputs: ['idx'] },
        { op: 'Mul', inputs: ['idx', 'w'], outputs: ['ph'] },
        { op: 'Sin', inputs: ['ph'], outputs: ['s'] },
        { op: 'Mul', inputs: ['s', 'amp'], outputs: ['y'] },
        { op: 'Reshape', inputs: ['y', 'oshape'], outputs: ['output'] },
      ],
      initializers: [
        { name: 'one_i', type: DType.INT64, dims: [], values: [1] },
        { name: 'hop', type: DType.FLOAT, dims: [], values: [256] },
        { name: 'zero_f', type: DType.FLOAT, dims: [], values: [0] },
        { name: 'one_f', type: DType.FLOAT, dims: [], values: [1] },
        { name: 'w', type: DType.FLOAT, dims: [], values: [(2 * Math.PI * 220) / PIPER_SAMPLE_RATE] },
        { name: 'amp', type: DType.FLOAT, dims: [], values: [0.3] },
        { name: 'oshape', type: DType.INT64, dims: [3], values: [1, 1, -1] },
      ],
      inputs: INPUTS,
      outputs: [{ name: 'output', type: DType.FLOAT, shape: [1, 1, 'T'] }],
    },
    { metadata: METADATA },
  );
}

/** The echo voice: its "audio" is the token ids it was given, id/1000 per sample. */
export function echoVoiceOnnx(): Buffer {
  return writeOnnxModel(
    {
      name: 'echo_piper',
      nodes: [
        { op: 'Cast', inputs: ['input'], outputs: ['f'], attrs: [{ name: 'to', i: DType.FLOAT }] },
        { op: 'Mul', inputs: ['f', 'k'], outputs: ['y'] },
        { op: 'Reshape', inputs: ['y', 'oshape'], outputs: ['output'] },
      ],
      initializers: [
        { name: 'k', type: DType.FLOAT, dims: [], values: [0.001] },
        { name: 'oshape', type: DType.INT64, dims: [3], values: [1, 1, -1] },
      ],
      inputs: INPUTS,
      outputs: [{ name: 'output', type: DType.FLOAT, shape: [1, 1, 'N'] }],
    },
    { metadata: METADATA },
  );
}

export interface GeneratedFile {
  /** Path inside the mirror (`<folder>/<name>`). */
  mirrorPath: string;
  bytes: Buffer;
  sha256: string;
  size: number;
}

const file = (mirrorPath: string, bytes: Buffer): GeneratedFile => ({
  mirrorPath, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length,
});

/** The files of the fixture voices, the same bytes on every run (their sha256 go into the catalog). */
export function piperFixtureFiles(): { tone: GeneratedFile; echo: GeneratedFile; config: GeneratedFile; tokens: GeneratedFile } {
  return {
    tone: file('piper-fixture/fake-ru-piper.onnx', toneVoiceOnnx()),
    echo: file('piper-fixture/echo-ru-piper.onnx', echoVoiceOnnx()),
    config: file('piper-fixture/fixture-ru.onnx.json', Buffer.from(`${JSON.stringify(piperConfig('glava-fixture'), null, 2)}\n`)),
    tokens: file('piper-fixture/tokens.txt', Buffer.from(PIPER_SYMBOLS.map((s, i) => `${s} ${i}`).join('\n') + '\n')),
  };
}

let mirror: string | null = null;

/** A folder mirror (laid out as the model manager expects) holding the generated fixture files; one per test process. */
export function fixtureMirror(): string {
  if (mirror) return mirror;
  const dir = mkdtempSync(join(tmpdir(), 'glava-fixture-mirror-'));
  for (const f of Object.values(piperFixtureFiles())) {
    mkdirSync(join(dir, f.mirrorPath, '..'), { recursive: true });
    writeFileSync(join(dir, f.mirrorPath), f.bytes);
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  mirror = dir;
  return dir;
}
