// A fixture speech recognizer with the exact interface of the real Russian model in the catalog
// (`asr-ru-zipformer-small`, sherpa-onnx-small-zipformer-ru-2024-09-18): an offline Zipformer
// transducer — encoder (x [N,T,80], x_lens [N] → encoder_out, encoder_out_lens), stateless
// decoder (y [N,context] → decoder_out) and joiner (encoder_out, decoder_out → logit) with the
// icefall metadata sherpa-onnx reads — packed like the real release: a tar.bz2 whose single
// top folder holds encoder.int8.onnx, decoder.onnx, joiner.int8.onnx and tokens.txt.
//
// What it "recognizes": when the audio carries energy (the mean of the 80 log-mel features
// passes a threshold) the encoder's frames spell FIXTURE_PHRASE token by token, so greedy
// search emits exactly that text; for silence every frame is blank and the text is empty.
// That proves audio → features → encoder → decoder/joiner → tokens → text, end to end.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogEntry } from '../../models/types.ts';
import { DType, writeOnnxModel } from './onnx-writer.ts';

export const FIXTURE_ASR_ID = 'asr-ru-zipformer-fixture';
/** The BPE pieces the fixture emits, in order ("▁" starts a word, as in sentencepiece). */
export const FIXTURE_PIECES = ['▁про', 'вер', 'ка', '▁свя', 'зи'];
export const FIXTURE_PHRASE = 'проверка связи';
/** The top folder inside the real archive (flattened by the model manager). */
const TOP = 'sherpa-onnx-small-zipformer-ru-2024-09-18';

// Mean log-mel energy separating silence (≈ -15 and below: log of the floor) from sound.
const SPEECH_THRESHOLD = -8;
const FRAMES_PER_PIECE = 3;

function tokensTxt(): { text: string; vocab: number } {
  const syms = ['<blk>', '<sos/eos>', '<unk>', ...FIXTURE_PIECES, '▁а', '▁и', 'но'];
  return { text: syms.map((s, i) => `${s} ${i}`).join('\n') + '\n', vocab: syms.length };
}

function encoder(vocab: number): Buffer {
  const frames = FIXTURE_PIECES.length * FRAMES_PER_PIECE;
  const pattern = new Array<number>(frames * vocab).fill(0);
  const blank = new Array<number>(frames * vocab).fill(0);
  for (let t = 0; t < frames; t++) {
    blank[t * vocab] = 0.5;
    // The last frame of each group emits the next piece (ids 3…): token beats blank 1.0 > 0.5.
    if (t % FRAMES_PER_PIECE === FRAMES_PER_PIECE - 1) pattern[t * vocab + 3 + Math.floor(t / FRAMES_PER_PIECE)] = 1;
  }
  return writeOnnxModel(
    {
      name: 'zipformer_encoder_fixture',
      nodes: [
        { op: 'ReduceMean', inputs: ['x'], outputs: ['energy'], attrs: [{ name: 'keepdims', i: 0 }] },
        { op: 'Greater', inputs: ['energy', 'threshold'], outputs: ['voiced'] },
        { op: 'Cast', inputs: ['voiced'], outputs: ['gate'], attrs: [{ name: 'to', i: DType.FLOAT }] },
        { op: 'Mul', inputs: ['pattern', 'gate'], outputs: ['gated'] },
        { op: 'Add', inputs: ['gated', 'blank'], outputs: ['encoder_out'] },
        { op: 'Identity', inputs: ['frames'], outputs: ['encoder_out_lens'] },
      ],
      initializers: [
        { name: 'threshold', type: DType.FLOAT, dims: [], values: [SPEECH_THRESHOLD] },
        { name: 'pattern', type: DType.FLOAT, dims: [1, frames, vocab], values: pattern },
        { name: 'blank', type: DType.FLOAT, dims: [1, frames, vocab], values: blank },
        { name: 'frames', type: DType.INT64, dims: [1], values: [frames] },
      ],
      inputs: [
        { name: 'x', type: DType.FLOAT, shape: ['N', 'T', 80] },
        { name: 'x_lens', type: DType.INT64, shape: ['N'] },
      ],
      outputs: [
        { name: 'encoder_out', type: DType.FLOAT, shape: ['N', 'T_out', vocab] },
        { name: 'encoder_out_lens', type: DType.INT64, shape: ['N'] },
      ],
    },
    // The metadata icefall's export-onnx.py writes for an offline Zipformer2 encoder.
    { metadata: { model_type: 'zipformer2', version: '1', model_author: 'k2-fsa', comment: 'non-streaming zipformer2 (Glava test fixture)' } },
  );
}

function decoder(vocab: number): Buffer {
  // Stateless decoder: reads the last `context_size` tokens; its output is zero, so the joiner's
  // logit is the encoder frame (the fixture's decisions live in the encoder).
  return writeOnnxModel(
    {
      name: 'decoder_fixture',
      nodes: [
        { op: 'Cast', inputs: ['y'], outputs: ['yf'], attrs: [{ name: 'to', i: DType.FLOAT }] },
        { op: 'ReduceSum', inputs: ['yf', 'axis1'], outputs: ['ysum'], attrs: [{ name: 'keepdims', i: 1 }] },
        { op: 'Mul', inputs: ['ysum', 'zeros'], outputs: ['decoder_out'] },
      ],
      initializers: [
        { name: 'axis1', type: DType.INT64, dims: [1], values: [1] },
        { name: 'zeros', type: DType.FLOAT, dims: [1, vocab], values: new Array<number>(vocab).fill(0) },
      ],
      inputs: [{ name: 'y', type: DType.INT64, shape: ['N', 2] }],
      outputs: [{ name: 'decoder_out', type: DType.FLOAT, shape: ['N', vocab] }],
    },
    { metadata: { context_size: '2', vocab_size: String(vocab) } },
  );
}

function joiner(vocab: number): Buffer {
  return writeOnnxModel(
    {
      name: 'joiner_fixture',
      nodes: [{ op: 'Add', inputs: ['encoder_out', 'decoder_out'], outputs: ['logit'] }],
      initializers: [],
      inputs: [
        { name: 'encoder_out', type: DType.FLOAT, shape: ['N', vocab] },
        { name: 'decoder_out', type: DType.FLOAT, shape: ['N', vocab] },
      ],
      outputs: [{ name: 'logit', type: DType.FLOAT, shape: ['N', vocab] }],
    },
    { metadata: { joiner_dim: String(vocab) } },
  );
}

export interface AsrFixture {
  /** A mirror folder laid out as `<id>/<archive name>`. */
  mirror: string;
  entry: CatalogEntry;
  cleanup(): void;
}

/** Writes the fixture archive into a fresh temp mirror and returns its catalog entry. */
export function buildAsrFixture(): AsrFixture {
  const root = mkdtempSync(join(tmpdir(), 'glava-asr-fixture-'));
  const { text, vocab } = tokensTxt();
  const src = join(root, 'src', TOP);
  mkdirSync(src, { recursive: true });
  writeFileSync(join(src, 'encoder.int8.onnx'), encoder(vocab));
  writeFileSync(join(src, 'decoder.onnx'), decoder(vocab));
  writeFileSync(join(src, 'joiner.int8.onnx'), joiner(vocab));
  writeFileSync(join(src, 'tokens.txt'), text);
  const name = `${TOP}.tar.bz2`;
  const mirror = join(root, 'mirror');
  mkdirSync(join(mirror, FIXTURE_ASR_ID), { recursive: true });
  const archive = join(mirror, FIXTURE_ASR_ID, name);
  execFileSync('tar', ['-cjf', archive, '-C', join(root, 'src'), TOP]);
  const entry: CatalogEntry = {
    id: FIXTURE_ASR_ID,
    kind: 'asr',
    engine: 'sherpa-zipformer',
    language: 'ru',
    title: 'Test recognizer (Zipformer transducer fixture)',
    description: `Says «${FIXTURE_PHRASE}» for any sound and nothing for silence.`,
    license: 'Test fixture written for Glava Studio: free to use.',
    commercial_ok: true,
    homepage: 'https://example.invalid/glava-test-fixtures',
    files: [{
      name,
      url: `https://example.invalid/glava-test-fixtures/${name}`,
      sha256: createHash('sha256').update(readFileSync(archive)).digest('hex'),
      size: statSync(archive).size,
      unpack: 'tar.bz2',
    }],
  };
  return { mirror, entry, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
