// StressRNN's network in plain TypeScript: a bidirectional LSTM (64 units each way, Keras
// hard_sigmoid gates) over 40 one-hot characters, then a dense layer and a softmax over the 40
// positions. Written by hand because the placer must be synchronous (onnxruntime-node's run() is
// async) and the net is tiny; the weights come from the very ONNX file, and a test compares this
// forward pass with onnxruntime-node's.
//
// Input encoding (StressRNN constants.py / stressrnn.py): the word is prefixed with the last up to
// three letters of the previous word and '_' (just '_' at the start of a clause), lower-cased, and
// right-aligned in 40 positions over the alphabet CHARS; the argmax position, counted from the
// right end, is the stressed letter.
import { readOnnxGraph, type OnnxGraph, type OnnxNode, type OnnxTensor } from './onnx-reader.ts';
import { COLS, ROWS, createSimdMatVec, type SimdMatVec } from './simd-matvec.ts';

export const MAX_INPUT_LEN = 40;
export const CHARS = [
  "'", '-', '_', 'а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'й', 'к', 'л', 'м', 'н', 'о', 'п', 'р', 'с', 'т',
  'у', 'ф', 'х', 'ц', 'ч', 'ш', 'щ', 'ъ', 'ы', 'ь', 'э', 'ю', 'я', 'ё',
] as const;
const CHAR_INDEX = new Map<string, number>(CHARS.map((c, i) => [c, i]));
const NCHARS = CHARS.length;
/** Index used for an empty (padding) position. */
const PAD = -1;

/** Character indices of a model input, right-aligned; throws for unknown characters or overlong input. */
export function encodeInput(input: string): Int8Array {
  if (input.length > MAX_INPUT_LEN) throw new Error(`stress model input longer than ${MAX_INPUT_LEN}: ${input}`);
  const out = new Int8Array(MAX_INPUT_LEN).fill(PAD);
  const off = MAX_INPUT_LEN - input.length;
  for (let j = 0; j < input.length; j++) {
    const k = CHAR_INDEX.get(input[j]);
    if (k === undefined) throw new Error(`stress model has no character «${input[j]}»`);
    out[off + j] = k;
  }
  return out;
}

function tensor(g: OnnxGraph, name: string, dims: number[]): Float32Array {
  const t: OnnxTensor | undefined = g.initializers.get(name);
  if (!t || t.dims.join(',') !== dims.join(',')) {
    throw new Error(`stress model: expected tensor ${name} [${dims.join(', ')}], found ${t ? `[${t.dims.join(', ')}]` : 'none'}`);
  }
  return t.data;
}

function only(g: OnnxGraph, op: string): OnnxNode {
  const nodes = g.nodes.filter((n) => n.opType === op);
  if (nodes.length !== 1) throw new Error(`stress model: expected one ${op} node, found ${nodes.length}`);
  return nodes[0];
}

// tanh as a rational function of float32 accuracy (|error| < 3e-7 on all reals; Eigen's and
// onnxruntime's float kernels use the same kind): six times cheaper than Math.tanh, which would
// otherwise take half the time of a forward pass (two tanh per unit and step).
const TANH_CLAMP = 7.90531110763549805;
const [A1, A3, A5, A7, A9, A11, A13] = [4.89352455891786e-3, 6.37261928875436e-4, 1.48572235717979e-5, 5.12229709037114e-8,
  -8.60467152213735e-11, 2.00018790482477e-13, -2.76076847742355e-16];
const [B0, B2, B4, B6] = [4.89352518554385e-3, 2.268434632439e-3, 1.18534705686654e-4, 1.19825839466702e-6];

export function fastTanh(v: number): number {
  const x = v > TANH_CLAMP ? TANH_CLAMP : v < -TANH_CLAMP ? -TANH_CLAMP : v;
  const x2 = x * x;
  const p = x * (A1 + x2 * (A3 + x2 * (A5 + x2 * (A7 + x2 * (A9 + x2 * (A11 + x2 * A13))))));
  return p / (B0 + x2 * (B2 + x2 * (B4 + x2 * B6)));
}

function hardSigmoid(x: number, alpha: number, beta: number): number {
  const y = alpha * x + beta;
  return y <= 0 ? 0 : y >= 1 ? 1 : y;
}

interface State {
  h: Float64Array;
  c: Float64Array;
}

export class StressNet {
  readonly hidden: number;
  /** Per direction: input weights W [4H, 36] (ONNX gate order i, o, f, c). */
  private readonly w: Float32Array[];
  /** Per direction: recurrent weights R [4H, H]. */
  private readonly r: Float32Array[];
  /** Per direction: Wb + Rb [4H]. */
  private readonly bias: Float64Array[];
  /** Per direction and character: W's column for that character plus the bias (one-hot input needs no product). */
  private readonly pre: Float64Array[][];
  private readonly dense: Float32Array;
  private readonly denseBias: Float32Array;
  private readonly alpha: number;
  private readonly beta: number;
  /** Forward state after k all-zero (padding) steps from the zero state, k = 0…40: the same for every word. */
  private readonly padded: State[];
  private readonly z: Float64Array;
  /** The recurrent product in WebAssembly SIMD, with R, the per-character inputs and scratch in its memory. */
  private readonly simd: SimdMatVec | null = null;
  /** The state whose h the SIMD memory holds. */
  private simdH: Float64Array | null = null;
  /** True when the SIMD kernel runs the one-hot path. */
  readonly usesSimd: boolean;

  private constructor(g: OnnxGraph, useSimd: boolean) {
    const lstm = only(g, 'LSTM');
    const dir = lstm.attributes.get('direction')?.s;
    const hidden = lstm.attributes.get('hidden_size')?.i;
    const acts = lstm.attributes.get('activations')?.strings.join(',');
    if (dir !== 'bidirectional' || !hidden || acts !== 'HardSigmoid,Tanh,Tanh,HardSigmoid,Tanh,Tanh') {
      throw new Error(`stress model: unexpected LSTM (${dir}, ${hidden}, ${acts})`);
    }
    const alphas = lstm.attributes.get('activation_alpha')?.floats ?? [];
    const betas = lstm.attributes.get('activation_beta')?.floats ?? [];
    if (alphas.length !== 2 || betas.length !== 2 || alphas[0] !== alphas[1] || betas[0] !== betas[1]) {
      throw new Error('stress model: unexpected HardSigmoid parameters');
    }
    if (only(g, 'Softmax') && g.nodes.some((n) => !['Transpose', 'LSTM', 'Flatten', 'MatMul', 'Add', 'Softmax'].includes(n.opType))) {
      throw new Error('stress model: unexpected operators');
    }
    const H = hidden;
    const G = 4 * H;
    this.hidden = H;
    this.alpha = alphas[0];
    this.beta = betas[0];
    const W = tensor(g, lstm.inputs[1], [2, G, NCHARS]);
    const R = tensor(g, lstm.inputs[2], [2, G, H]);
    const B = tensor(g, lstm.inputs[3], [2, 2 * G]);
    const mm = only(g, 'MatMul');
    const add = only(g, 'Add');
    this.dense = tensor(g, mm.inputs[1], [2 * H, MAX_INPUT_LEN]);
    this.denseBias = tensor(g, add.inputs[1], [MAX_INPUT_LEN]);
    this.w = [0, 1].map((d) => W.slice(d * G * NCHARS, (d + 1) * G * NCHARS));
    this.r = [0, 1].map((d) => R.slice(d * G * H, (d + 1) * G * H));
    this.bias = [0, 1].map((d) => {
      const b = new Float64Array(G);
      for (let k = 0; k < G; k++) b[k] = B[d * 2 * G + k] + B[d * 2 * G + G + k];
      return b;
    });
    this.pre = [0, 1].map((d) => CHARS.map((_, c) => {
      const v = new Float64Array(G);
      for (let k = 0; k < G; k++) v[k] = this.w[d][k * NCHARS + c] + this.bias[d][k];
      return v;
    }));
    this.z = new Float64Array(G);
    if (useSimd && G === ROWS && H === COLS) this.simd = this.loadSimd();
    this.usesSimd = this.simd !== null;
    this.padded = [];
    const s: State = { h: new Float64Array(H), c: new Float64Array(H) };
    for (let k = 0; k <= MAX_INPUT_LEN; k++) {
      this.padded.push({ h: s.h.slice(), c: s.c.slice() });
      this.stepChar(0, PAD, s);
    }
  }

  /** `useSimd: false` keeps every step in JavaScript (the reference the SIMD path is tested against). */
  static fromOnnx(file: Uint8Array, opts: { useSimd?: boolean } = {}): StressNet {
    return new StressNet(readOnnxGraph(file), opts.useSimd ?? true);
  }

  // Float offsets in the SIMD memory: R per direction, then W's column + bias per direction and
  // character (index NCHARS: bias alone, for padding), then h and z scratch.
  private static readonly R_AT = [0, ROWS * COLS];
  private static readonly PRE_AT = 2 * ROWS * COLS;
  private static readonly H_AT = StressNet.PRE_AT + 2 * (NCHARS + 1) * ROWS;
  private static readonly Z_AT = StressNet.H_AT + COLS;

  private loadSimd(): SimdMatVec | null {
    const simd = createSimdMatVec(StressNet.Z_AT + ROWS);
    if (!simd) return null;
    for (const d of [0, 1]) {
      simd.f32.set(this.r[d], StressNet.R_AT[d]);
      for (let c = 0; c <= NCHARS; c++) simd.f32.set(c < NCHARS ? this.pre[d][c] : this.bias[d], StressNet.PRE_AT + (d * (NCHARS + 1) + c) * ROWS);
    }
    return simd;
  }

  /** One step of direction d on one character (PAD: an empty position). */
  private stepChar(d: number, c: number, s: State): void {
    const simd = this.simd;
    if (!simd) {
      this.step(d, c === PAD ? this.bias[d] : this.pre[d][c], s);
      return;
    }
    // h lives in the module's memory too: gates() wrote it there on the previous step.
    if (s.h !== this.simdH) {
      simd.f32.set(s.h, StressNet.H_AT);
      this.simdH = s.h;
    }
    simd.matvec(StressNet.R_AT[d], StressNet.H_AT, StressNet.PRE_AT + (d * (NCHARS + 1) + (c === PAD ? NCHARS : c)) * ROWS, StressNet.Z_AT);
    this.gates(simd.f32, StressNet.Z_AT, s, simd.f32);
  }

  /** One LSTM step of direction d: xz is W·x + biases; updates s in place. */
  private step(d: number, xz: Float64Array, s: State): void {
    const H = this.hidden;
    const G = 4 * H;
    const r = this.r[d];
    const z = this.z;
    const h = s.h;
    for (let k = 0; k < G; k++) {
      let acc = xz[k];
      const row = k * H;
      for (let j = 0; j < H; j++) acc += r[row + j] * h[j];
      z[k] = acc;
    }
    this.gates(z, 0, s);
  }

  /**
   * The LSTM cell from the gate pre-activations z[at…at+4H) (ONNX order i, o, f, c); the new h
   * also goes to `mirror` (the SIMD memory) when given.
   */
  private gates(z: Float64Array | Float32Array, at: number, s: State, mirror?: Float32Array): void {
    const H = this.hidden;
    const { alpha, beta } = this;
    for (let j = 0; j < H; j++) {
      const i = hardSigmoid(z[at + j], alpha, beta);
      const o = hardSigmoid(z[at + H + j], alpha, beta);
      const f = hardSigmoid(z[at + 2 * H + j], alpha, beta);
      const c = f * s.c[j] + i * fastTanh(z[at + 3 * H + j]);
      s.c[j] = c;
      const h = o * fastTanh(c);
      s.h[j] = h;
      if (mirror) mirror[StressNet.H_AT + j] = h;
    }
  }

  private head(fwd: Float64Array, bwd: Float64Array): Float32Array {
    const H = this.hidden;
    const out = new Float32Array(MAX_INPUT_LEN);
    let max = -Infinity;
    for (let p = 0; p < MAX_INPUT_LEN; p++) {
      let acc: number = this.denseBias[p];
      for (let j = 0; j < H; j++) acc += fwd[j] * this.dense[j * MAX_INPUT_LEN + p] + bwd[j] * this.dense[(H + j) * MAX_INPUT_LEN + p];
      out[p] = acc;
      if (acc > max) max = acc;
    }
    let sum = 0;
    for (let p = 0; p < MAX_INPUT_LEN; p++) {
      out[p] = Math.exp(out[p] - max);
      sum += out[p];
    }
    for (let p = 0; p < MAX_INPUT_LEN; p++) out[p] /= sum;
    return out;
  }

  /** Probabilities of each of the 40 positions for one encoded input (see encodeInput). */
  predict(chars: Int8Array): Float32Array {
    let first = 0;
    while (first < MAX_INPUT_LEN && chars[first] === PAD) first++;
    const p = this.padded[first];
    const fwd: State = { h: p.h.slice(), c: p.c.slice() };
    for (let t = first; t < MAX_INPUT_LEN; t++) this.stepChar(0, chars[t], fwd);
    const bwd: State = { h: new Float64Array(this.hidden), c: new Float64Array(this.hidden) };
    for (let t = MAX_INPUT_LEN - 1; t >= 0; t--) this.stepChar(1, chars[t], bwd);
    return this.head(fwd.h, bwd.h);
  }

  /** The same network on any dense input [40, 36] (not only one-hot): for checking against onnxruntime. */
  predictDense(x: Float32Array): Float32Array {
    if (x.length !== MAX_INPUT_LEN * NCHARS) throw new Error('stress model input must be 40×36 floats');
    const G = 4 * this.hidden;
    const xz = new Float64Array(G);
    const run = (d: number, t: number, s: State) => {
      for (let k = 0; k < G; k++) {
        let acc = this.bias[d][k];
        for (let c = 0; c < NCHARS; c++) acc += this.w[d][k * NCHARS + c] * x[t * NCHARS + c];
        xz[k] = acc;
      }
      this.step(d, xz, s);
    };
    const fwd: State = { h: new Float64Array(this.hidden), c: new Float64Array(this.hidden) };
    for (let t = 0; t < MAX_INPUT_LEN; t++) run(0, t, fwd);
    const bwd: State = { h: new Float64Array(this.hidden), c: new Float64Array(this.hidden) };
    for (let t = MAX_INPUT_LEN - 1; t >= 0; t--) run(1, t, bwd);
    return this.head(fwd.h, bwd.h);
  }
}
