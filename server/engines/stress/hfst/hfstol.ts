// A reader for HFST optimized-lookup transducers (.hfstol, the format of `hfst-optimized-lookup`),
// enough to look words up in Giella's analyser and generator. The layout, little-endian:
// - an optional HFST3 header: "HFST\0", uint16 length, '\0', then `length` bytes of key\0value\0 pairs;
// - 56 bytes: uint16 input-symbol count, uint16 symbol count, uint32 index-table size, uint32
//   transition-table size, uint32 states, uint32 transitions, nine uint32 booleans (weighted first);
// - the alphabet: `symbol count` NUL-terminated UTF-8 strings (0 is epsilon; `@X.F.V@` are flag diacritics);
// - the index table: (uint16 input, uint32 target) per entry; an entry with input 0xFFFF is a
//   final state (in weighted files its target's bits are the final weight as float32);
// - the transition table: (uint16 input, uint16 output, uint32 target[, float32 weight]) per entry.
// A target at or above 2^31 points into the transition table (minus 2^31), else into the index table.
// From a state in the index table at i, the entry at i+1 leads to epsilon and flag transitions
// and the entry at i+1+s to the transitions on input symbol s; a transition-table state at i is
// final when entry i is (0xFFFF, 0xFFFF, 1), and its transitions follow from i+1, epsilons first.

const NO_SYMBOL = 0xffff;
const NO_INDEX = 0xffffffff;
const TARGET_TABLE = 2 ** 31;
/** Output symbols per result, and epsilon steps per lookup: a guard against cycles. */
const MAX_OUTPUT = 400;
const MAX_STEPS = 200_000;

type FlagOp = 'P' | 'N' | 'R' | 'D' | 'C' | 'U';

interface Flag {
  op: FlagOp;
  feature: number;
  /** 0 = no value (R and D without one test "set" / "unset"). */
  value: number;
}

export interface LookupResult {
  /** The output symbols concatenated (flag diacritics and epsilons dropped). */
  output: string;
  /** The output symbols one by one (multi-character tags such as "+Gen" stay whole). */
  symbols: string[];
  weight: number;
}

export class HfstolError extends Error {}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** The input symbol spelled by the path here, or -1. */
  symbol: number;
}

/** A loaded transducer: immutable tables, lookups are synchronous and re-entrant. */
export class OptimizedLookup {
  readonly weighted: boolean;
  /** Every symbol's text ('' for epsilon and flag diacritics). */
  readonly symbols: readonly string[];
  private readonly t: Tables;
  /** Input symbols by their text, as a character trie for longest-match tokenising. */
  private readonly inputTrie: TrieNode = { next: new Map(), symbol: -1 };

  constructor(buf: Uint8Array) {
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    let p = 0;
    const need = (n: number) => {
      if (p + n > buf.byteLength) throw new HfstolError('truncated HFST optimized-lookup file');
    };
    if (buf.byteLength >= 5 && String.fromCharCode(...buf.subarray(0, 4)) === 'HFST' && buf[4] === 0) {
      need(8);
      const len = view.getUint16(5, true);
      p = 8 + len;
      const header = new TextDecoder().decode(buf.subarray(8, p)).split('\0');
      const type = header[header.indexOf('type') + 1];
      if (header.includes('type') && type !== 'HFST_OL' && type !== 'HFST_OLW') {
        throw new HfstolError(`not an optimized-lookup transducer (type ${type})`);
      }
    }
    need(56);
    const inputCount = view.getUint16(p, true);
    const symbolCount = view.getUint16(p + 2, true);
    const indexSize = view.getUint32(p + 4, true);
    const targetSize = view.getUint32(p + 8, true);
    this.weighted = view.getUint32(p + 24, true) !== 0;
    p += 56;

    const symbols: string[] = [];
    const flags: (Flag | null)[] = [];
    const features = new Map<string, number>();
    const values = new Map<string, number>([['', 0]]);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (let s = 0; s < symbolCount; s++) {
      const end = buf.indexOf(0, p);
      if (end < 0) throw new HfstolError('truncated alphabet');
      const text = decoder.decode(buf.subarray(p, end));
      p = end + 1;
      const flag = parseFlag(text, features, values);
      flags.push(flag);
      symbols.push(s === 0 || flag ? '' : text);
    }
    this.symbols = symbols;

    for (let s = 1; s < inputCount; s++) {
      const text = symbols[s];
      if (text === '') continue;
      let node = this.inputTrie;
      for (const ch of text) {
        let child = node.next.get(ch);
        if (!child) node.next.set(ch, (child = { next: new Map(), symbol: -1 }));
        node = child;
      }
      node.symbol = s;
    }

    const trEntry = this.weighted ? 12 : 8;
    need(indexSize * 6 + targetSize * trEntry);
    const t: Tables = {
      idxIn: new Uint16Array(indexSize), idxTarget: new Uint32Array(indexSize),
      trIn: new Uint16Array(targetSize), trOut: new Uint16Array(targetSize), trTarget: new Uint32Array(targetSize),
      trWeight: this.weighted ? new Float32Array(targetSize) : null, flags, featureCount: features.size,
    };
    for (let i = 0; i < indexSize; i++, p += 6) {
      t.idxIn[i] = view.getUint16(p, true);
      t.idxTarget[i] = view.getUint32(p + 2, true);
    }
    for (let i = 0; i < targetSize; i++, p += trEntry) {
      t.trIn[i] = view.getUint16(p, true);
      t.trOut[i] = view.getUint16(p + 2, true);
      t.trTarget[i] = view.getUint32(p + 4, true);
      if (t.trWeight) t.trWeight[i] = view.getFloat32(p + 8, true);
    }
    this.t = t;
  }

  /** The input as symbol numbers (longest match first), or null when a piece is not in the alphabet. */
  tokenize(input: string): number[] | null {
    const out: number[] = [];
    for (let i = 0; i < input.length; ) {
      let node: TrieNode | undefined = this.inputTrie;
      let found = -1;
      let end = i;
      for (let j = i; j < input.length; ) {
        const cp = input.codePointAt(j) ?? 0;
        const ch = String.fromCodePoint(cp);
        node = node.next.get(ch);
        if (!node) break;
        j += ch.length;
        if (node.symbol >= 0) {
          found = node.symbol;
          end = j;
        }
      }
      if (found < 0) return null;
      out.push(found);
      i = end;
    }
    return out;
  }

  /** Every output the transducer gives for `input`, in the order found, duplicates removed. */
  lookup(input: string): LookupResult[] {
    const tokens = this.tokenize(input);
    if (!tokens || tokens.length === 0) return [];
    return new Lookup(this.t, this.symbols, tokens).run();
  }
}

/** The index and transition tables, column by column. */
interface Tables {
  idxIn: Uint16Array;
  idxTarget: Uint32Array;
  trIn: Uint16Array;
  trOut: Uint16Array;
  trTarget: Uint32Array;
  trWeight: Float32Array | null;
  flags: (Flag | null)[];
  featureCount: number;
}

/** `@P.FEATURE.VALUE@` and friends; null for an ordinary symbol. */
function parseFlag(text: string, features: Map<string, number>, values: Map<string, number>): Flag | null {
  const m = /^@([PNRDCU])\.([^.@]+)(?:\.([^@]*))?@$/u.exec(text);
  if (!m) return null;
  const op = m[1] as FlagOp;
  let feature = features.get(m[2]);
  if (feature === undefined) {
    feature = features.size;
    features.set(m[2], feature);
  }
  const valueText = m[3] ?? '';
  let value = values.get(valueText);
  if (value === undefined) {
    value = values.size;
    values.set(valueText, value);
  }
  return { op, feature, value };
}

/** One lookup's depth-first walk (the algorithm of hfst-optimized-lookup). */
class Lookup {
  private readonly t: Tables;
  private readonly symbols: readonly string[];
  private readonly input: number[];
  private pos = 0;
  private readonly out: number[] = [];
  private weight = 0;
  private steps = 0;
  private readonly flagState: Int32Array;
  private readonly results = new Map<string, LookupResult>();

  constructor(t: Tables, symbols: readonly string[], input: number[]) {
    this.t = t;
    this.symbols = symbols;
    this.input = input;
    this.flagState = new Int32Array(this.t.featureCount);
  }

  run(): LookupResult[] {
    this.analyses(0);
    return [...this.results.values()];
  }

  private analyses(target: number): void {
    if (++this.steps > MAX_STEPS || this.out.length > MAX_OUTPUT) return;
    const inTransitions = target >= TARGET_TABLE;
    const i = inTransitions ? target - TARGET_TABLE : target;
    if (inTransitions) this.epsilonTransitions(i + 1);
    else if (this.t.idxIn[i + 1] === 0) this.epsilonTransitions(this.t.idxTarget[i + 1] - TARGET_TABLE);
    if (this.pos === this.input.length) {
      if (inTransitions) {
        if (this.t.trIn[i] === NO_SYMBOL && this.t.trOut[i] === NO_SYMBOL && this.t.trTarget[i] === 1) this.note(this.t.trWeight?.[i] ?? 0);
      } else if (this.t.idxIn[i] === NO_SYMBOL && this.t.idxTarget[i] !== NO_INDEX) {
        this.note(this.t.trWeight ? finalWeight(this.t.idxTarget[i]) : 0);
      }
      return;
    }
    const sym = this.input[this.pos];
    this.pos++;
    if (inTransitions) this.transitions(i + 1, sym);
    else if (this.t.idxIn[i + 1 + sym] === sym) this.transitions(this.t.idxTarget[i + 1 + sym] - TARGET_TABLE, sym);
    this.pos--;
  }

  /** Epsilon and flag-diacritic transitions come first in a state's block. */
  private epsilonTransitions(i: number): void {
    const { trIn, trOut, trTarget, trWeight, flags } = this.t;
    for (;; i++) {
      const sym = trIn[i];
      if (sym === NO_SYMBOL) return;
      const flag = flags[sym];
      if (flag) {
        const saved = this.flagState[flag.feature];
        if (this.applyFlag(flag)) this.follow(0, trTarget[i], trWeight?.[i] ?? 0);
        this.flagState[flag.feature] = saved;
      } else if (sym === 0) {
        this.follow(trOut[i], trTarget[i], trWeight?.[i] ?? 0);
      } else {
        return;
      }
    }
  }

  private transitions(i: number, sym: number): void {
    const { trIn, trOut, trTarget, trWeight } = this.t;
    for (; trIn[i] === sym; i++) this.follow(trOut[i], trTarget[i], trWeight?.[i] ?? 0);
  }

  private follow(output: number, target: number, weight: number): void {
    this.out.push(output);
    this.weight += weight;
    this.analyses(target);
    this.weight -= weight;
    this.out.pop();
  }

  private applyFlag(f: Flag): boolean {
    const s = this.flagState;
    const cur = s[f.feature];
    switch (f.op) {
      case 'P':
        s[f.feature] = f.value;
        return true;
      case 'N':
        s[f.feature] = -f.value;
        return true;
      case 'C':
        s[f.feature] = 0;
        return true;
      case 'R':
        return f.value === 0 ? cur !== 0 : cur === f.value;
      case 'D':
        return f.value === 0 ? cur === 0 : cur !== f.value;
      case 'U':
        if (cur === 0 || cur === f.value || (cur < 0 && -cur !== f.value)) {
          s[f.feature] = f.value;
          return true;
        }
        return false;
    }
  }

  private note(finalW: number): void {
    const symbols: string[] = [];
    for (const o of this.out) {
      const text = o === NO_SYMBOL ? '' : this.symbols[o];
      if (text) symbols.push(text);
    }
    const output = symbols.join('');
    const weight = this.weight + finalW;
    const prev = this.results.get(output);
    if (!prev || weight < prev.weight) this.results.set(output, { output, symbols, weight });
  }
}

/** A weighted index-table final entry keeps its float32 weight in the target's bits. */
function finalWeight(bits: number): number {
  const b = new DataView(new ArrayBuffer(4));
  b.setUint32(0, bits, true);
  return b.getFloat32(0, true);
}
