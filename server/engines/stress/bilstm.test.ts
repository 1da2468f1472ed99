// The hand-written StressRNN forward pass against onnxruntime-node on the very same model file:
// real words with their context, random letter strings, and arbitrary dense inputs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARS, MAX_INPUT_LEN, StressNet, encodeInput } from './bilstm.ts';
import { installStressData, type InstalledStressData } from './stress-data.fixture.ts';
import { hasShared } from '../../../test/support/shared.ts';

const WIDTH = CHARS.length;

/** A small deterministic generator, so that a failure can be reproduced. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function oneHot(input: string): Float32Array {
  const x = new Float32Array(MAX_INPUT_LEN * WIDTH);
  encodeInput(input).forEach((c, t) => {
    if (c >= 0) x[t * WIDTH + c] = 1;
  });
  return x;
}

// On the real StressRNN model of the corpus: corpus tier.
describe.skipIf(!hasShared)('StressRNN forward pass in TypeScript (corpus)', () => {
  let data: InstalledStressData;
  let net: StressNet;
  let jsNet: StressNet;
  let session: ort.InferenceSession;

  beforeAll(async () => {
    data = await installStressData();
    const file = join(data.dirs.stressrnn, 'model.onnx');
    net = StressNet.fromOnnx(readFileSync(file));
    jsNet = StressNet.fromOnnx(readFileSync(file), { useSimd: false });
    session = await ort.InferenceSession.create(file);
  });
  afterAll(async () => {
    await session?.release();
    data?.cleanup();
  });

  async function reference(batch: Float32Array[]): Promise<Float32Array> {
    const x = new Float32Array(batch.length * MAX_INPUT_LEN * WIDTH);
    batch.forEach((b, i) => x.set(b, i * MAX_INPUT_LEN * WIDTH));
    const out = await session.run({ bidirectional_1_input: new ort.Tensor('float32', x, [batch.length, MAX_INPUT_LEN, WIDTH]) });
    return out.activation_1.data as Float32Array;
  }

  it('matches onnxruntime on 540 inputs (words in context, random strings, dense noise)', async () => {
    const rand = rng(7);
    const text = readFileSync(join(data.dirs.stressrnn, 'exception_dictionary.txt'), 'utf8').split('\n');
    const inputs: string[] = [];
    for (let i = 0; i < 300; i++) {
      const word = text[Math.floor(rand() * text.length)].replaceAll('+', '');
      const prev = text[Math.floor(rand() * text.length)].replaceAll('+', '').slice(-3);
      if (word) inputs.push(`${rand() < 0.3 ? '' : prev}_${word}`.slice(-MAX_INPUT_LEN));
    }
    for (let i = 0; i < 200; i++) {
      const len = 1 + Math.floor(rand() * MAX_INPUT_LEN);
      let s = '';
      for (let k = 0; k < len; k++) s += CHARS[Math.floor(rand() * WIDTH)];
      inputs.push(s);
    }
    const dense = Array.from({ length: 40 }, () => Float32Array.from({ length: MAX_INPUT_LEN * WIDTH }, () => rand() * 2 - 1));
    const batch = [...inputs.map(oneHot), ...dense];
    const want = await reference(batch);

    const am = (a: ArrayLike<number>) => Array.prototype.indexOf.call(a, Math.max(...Array.from(a)));
    for (const [path, model] of [['WebAssembly SIMD', net], ['JavaScript', jsNet]] as const) {
      let maxDiff = 0;
      let sameArgmax = 0;
      batch.forEach((x, i) => {
        // Dense inputs take the JavaScript path in both nets: check them once.
        if (i >= inputs.length && model !== jsNet) return;
        const got = i < inputs.length ? model.predict(encodeInput(inputs[i])) : model.predictDense(x);
        const ref = want.subarray(i * MAX_INPUT_LEN, (i + 1) * MAX_INPUT_LEN);
        for (let p = 0; p < MAX_INPUT_LEN; p++) maxDiff = Math.max(maxDiff, Math.abs(got[p] - ref[p]));
        if (am(got) === am(ref)) sameArgmax++;
      });
      const checked = model === jsNet ? batch.length : inputs.length;
      console.log(`StressRNN forward pass (${path}) vs onnxruntime-node: ${checked} inputs, max |diff| ${maxDiff.toExponential(2)}, same argmax ${sameArgmax}/${checked}`);
      expect(maxDiff).toBeLessThan(1e-4);
      expect(sameArgmax).toBe(checked);
    }
  });

  it('runs the one-hot path on WebAssembly SIMD here (Node 22)', () => {
    expect(net.usesSimd).toBe(true);
    expect(jsNet.usesSimd).toBe(false);
  });

  it('the one-hot fast paths equal the dense path', () => {
    for (const input of ['_молоко', 'ный_дорога', 'ать_зряченюхослышащий', '_а']) {
      const dense = jsNet.predictDense(oneHot(input));
      const js = jsNet.predict(encodeInput(input));
      const simd = net.predict(encodeInput(input));
      for (let p = 0; p < MAX_INPUT_LEN; p++) {
        expect(Math.abs(js[p] - dense[p])).toBeLessThan(1e-6);
        expect(Math.abs(simd[p] - dense[p])).toBeLessThan(1e-5);
      }
    }
  });

  it('refuses inputs it cannot encode, and files that are not the model', () => {
    expect(() => encodeInput('_hello')).toThrow(/no character/);
    expect(() => encodeInput(`_${'а'.repeat(40)}`)).toThrow(/longer than 40/);
    expect(() => StressNet.fromOnnx(new Uint8Array([1, 2, 3]))).toThrow();
    expect(() => StressNet.fromOnnx(new TextEncoder().encode('not an onnx file at all'))).toThrow();
  });
});
