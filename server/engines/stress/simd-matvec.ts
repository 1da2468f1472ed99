// The one hot loop of the StressRNN forward pass — z = x + R·h for R [256 × 64] — as a tiny
// WebAssembly function with 128-bit SIMD (f32x4), assembled here byte by byte so that no build
// step or binary blob is needed. It makes an uncached word several times cheaper than plain
// JavaScript; where WebAssembly SIMD is unavailable the caller keeps its JavaScript loop.
//
// exported "matvec"(r, h, x, z: byte offsets into "mem"): for each of the 256 rows k,
// z[k] = x[k] + Σ_j r[k·64 + j]·h[j], with four independent f32x4 accumulators per row.

export const ROWS = 256;
export const COLS = 64;

function leb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

/** Signed LEB128 for i32.const. */
function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const vec = (items: number[][]) => [...leb(items.length), ...items.flat()];
const name = (s: string) => [...leb(s.length), ...[...s].map((c) => c.charCodeAt(0))];

// Opcodes (WebAssembly core + SIMD proposal, now standard).
const GET = 0x20, SET = 0x21, TEE = 0x22, I32 = 0x41, ADD = 0x6a, LT_U = 0x49;
const F32_LOAD = 0x2a, F32_STORE = 0x38, F32_ADD = 0x92, BLOCK = 0x02, LOOP = 0x03, BR_IF = 0x0d, END = 0x0b, VOID = 0x40;
const SIMD = 0xfd;
const v128Load = (offset: number) => [SIMD, 0x00, 4, ...leb(offset)]; // align 2^4
const v128Zero = [SIMD, 0x0c, ...new Array<number>(16).fill(0)];
const f32x4Add = [SIMD, ...leb(228)];
const f32x4Mul = [SIMD, ...leb(230)];
const lane = (i: number) => [SIMD, 0x1f, i];

// Params 0..3: r, h, x, z. Locals: 4 k (row byte offset into z/x), 5 rp (row pointer), 6..9 accumulators.
const [R, H, X, Z, K, RP] = [0, 1, 2, 3, 4, 5];
const ACC = [6, 7, 8, 9];

function body(): number[] {
  const code: number[] = [GET, R, SET, RP, I32, 0, SET, K, BLOCK, VOID, LOOP, VOID];
  for (const a of ACC) code.push(...v128Zero, SET, a);
  // 16 vectors of 4 per row, spread over the four accumulators (fully unrolled).
  for (let v = 0; v < COLS / 4; v++) {
    const a = ACC[v % 4];
    code.push(GET, a, GET, RP, ...v128Load(v * 16), GET, H, ...v128Load(v * 16), ...f32x4Mul, ...f32x4Add, SET, a);
  }
  code.push(GET, ACC[0], GET, ACC[1], ...f32x4Add, GET, ACC[2], GET, ACC[3], ...f32x4Add, ...f32x4Add, SET, ACC[0]);
  // z[k] = x[k] + lane sum
  code.push(GET, Z, GET, K, ADD, GET, X, GET, K, ADD, F32_LOAD, 2, 0);
  for (let i = 0; i < 4; i++) code.push(GET, ACC[0], ...lane(i), F32_ADD);
  code.push(F32_STORE, 2, 0);
  code.push(GET, RP, I32, ...sleb(COLS * 4), ADD, SET, RP);
  code.push(GET, K, I32, 4, ADD, TEE, K, I32, ...sleb(ROWS * 4), LT_U, BR_IF, 0, END, END, END);
  return code;
}

function module(pages: number): Uint8Array {
  const i32 = 0x7f, v128 = 0x7b;
  const fn = [...vec([[2, i32], [4, v128]]), ...body()];
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([[0x60, ...vec([[i32], [i32], [i32], [i32]]), ...vec([])]])),
    ...section(3, vec([[0]])),
    ...section(5, vec([[0x00, ...leb(pages)]])),
    ...section(7, vec([[...name('mem'), 0x02, 0], [...name('matvec'), 0x00, 0]])),
    ...section(10, vec([[...leb(fn.length), ...fn]])),
  ]);
}

export interface SimdMatVec {
  /** The module's memory as floats (offsets below are in floats). */
  f32: Float32Array;
  /** z = x + R·h, all four given as float offsets into f32. */
  matvec(r: number, h: number, x: number, z: number): void;
}

// The project's TypeScript libs (ES2023 + node) do not declare WebAssembly: the little used here.
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}

/** A SIMD matvec over `floats` floats of memory, or null where WebAssembly SIMD is unavailable. */
export function createSimdMatVec(floats: number): SimdMatVec | null {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!wasm) return null;
  try {
    const bytes = module(Math.ceil((floats * 4) / 65536));
    if (!wasm.validate(bytes)) return null;
    const { exports } = new wasm.Instance(new wasm.Module(bytes));
    const mem = exports.mem as { buffer: ArrayBuffer };
    const fn = exports.matvec as (r: number, h: number, x: number, z: number) => void;
    return { f32: new Float32Array(mem.buffer), matvec: (r, h, x, z) => fn(r * 4, h * 4, x * 4, z * 4) };
  } catch {
    return null;
  }
}
