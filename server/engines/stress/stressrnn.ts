// StressRNN as the placer uses it: the stress of a lower-case word given the last letters of the
// word before it (StressRNN's add_endings: up to three letters, none at the start of a clause),
// with the network's probabilities cached per input so that a book asks once per distinct
// (context, word) pair.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_INPUT_LEN, StressNet, encodeInput } from './bilstm.ts';
import { isVowel, vowelIndices } from './letters.ts';

const CACHE_LIMIT = 100_000;
const MODEL_WORD = /^[а-яё]+$/u;

export class StressModel {
  readonly net: StressNet;
  private cache = new Map<string, Float32Array>();
  /** Forward passes run so far (for benches). */
  runs = 0;

  constructor(net: StressNet) {
    this.net = net;
  }

  static async load(dir: string): Promise<StressModel> {
    return new StressModel(StressNet.fromOnnx(await readFile(join(dir, 'model.onnx'))));
  }

  /**
   * Probability of each letter of `word` being the stressed one; null for words the model cannot
   * take (letters outside its alphabet, longer than its 40-letter window).
   */
  letterProbabilities(word: string, context: string): Float32Array | null {
    if (!MODEL_WORD.test(word) || word.length + 1 > MAX_INPUT_LEN) return null;
    const ctx = context.slice(-3);
    const input = `${word.length + ctx.length + 1 <= MAX_INPUT_LEN ? ctx : ''}_${word}`;
    const hit = this.cache.get(input);
    if (hit) return hit;
    this.runs++;
    const p = this.net.predict(encodeInput(input));
    const out = p.slice(MAX_INPUT_LEN - word.length);
    if (this.cache.size >= CACHE_LIMIT) this.cache = new Map();
    this.cache.set(input, out);
    return out;
  }

  /**
   * StressRNN's answer: the most probable letter of the word (never one of the context) and, when
   * that is a consonant, the next vowel, or else the previous one (as stressrnn.py does).
   */
  stress(word: string, context: string): number | null {
    const p = this.letterProbabilities(word, context);
    if (!p) return null;
    let best = 0;
    for (let i = 1; i < p.length; i++) if (p[i] > p[best]) best = i;
    if (isVowel(word[best])) return best;
    const vs = vowelIndices(word);
    if (vs.length === 0) return null;
    return vs.find((v) => v > best) ?? vs.filter((v) => v < best).at(-1) ?? null;
  }

  /** How much of the probability given to `candidates` (vowel indices) goes to each of them. */
  share(word: string, context: string, candidates: readonly number[]): Map<number, number> | null {
    const p = this.letterProbabilities(word, context);
    if (!p) return null;
    let sum = 0;
    for (const c of candidates) sum += p[c] ?? 0;
    if (sum <= 0) return null;
    return new Map(candidates.map((c) => [c, (p[c] ?? 0) / sum]));
  }
}
