// A small ONNX (protobuf) writer for test fixtures: enough of ModelProto to build tiny graphs
// with the exact inputs, outputs and metadata of a real model, at test time, without Python's
// onnx package (CI cannot rely on it). Field numbers follow onnx/onnx.proto3.

/** ONNX TensorProto.DataType values used here. */
export const DType = { FLOAT: 1, INT32: 6, INT64: 7, BOOL: 9 } as const;
export type DType = (typeof DType)[keyof typeof DType];

class Pb {
  private readonly parts: Buffer[] = [];

  private varint(n: bigint): void {
    const bytes: number[] = [];
    let v = BigInt.asUintN(64, n);
    do {
      let b = Number(v & 0x7fn);
      v >>= 7n;
      if (v !== 0n) b |= 0x80;
      bytes.push(b);
    } while (v !== 0n);
    this.parts.push(Buffer.from(bytes));
  }

  private key(field: number, wire: number): void {
    this.varint(BigInt((field << 3) | wire));
  }

  int(field: number, v: number | bigint): this {
    this.key(field, 0);
    this.varint(BigInt(v));
    return this;
  }

  float(field: number, v: number): this {
    this.key(field, 5);
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.parts.push(b);
    return this;
  }

  bytes(field: number, v: Buffer | string): this {
    const b = typeof v === 'string' ? Buffer.from(v, 'utf8') : v;
    this.key(field, 2);
    this.varint(BigInt(b.length));
    this.parts.push(b);
    return this;
  }

  msg(field: number, m: Pb): this {
    return this.bytes(field, m.done());
  }

  packedInts(field: number, vs: readonly (number | bigint)[]): this {
    const inner = new Pb();
    for (const v of vs) inner.varint(BigInt(v));
    return this.bytes(field, inner.done());
  }

  done(): Buffer {
    return Buffer.concat(this.parts);
  }
}

export interface Tensor {
  name: string;
  type: DType;
  dims: number[];
  /** Values in row-major order. */
  values: readonly number[];
}

export type Attr =
  | { name: string; i: number }
  | { name: string; f: number }
  | { name: string; ints: number[] }
  | { name: string; s: string }
  | { name: string; t: Tensor };

export interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attrs?: Attr[];
}

export interface ValueInfo {
  name: string;
  type: DType;
  /** A number for a fixed dimension, a string for a symbolic one. */
  shape: Array<number | string>;
}

export interface Graph {
  name: string;
  nodes: Node[];
  initializers: Tensor[];
  inputs: ValueInfo[];
  outputs: ValueInfo[];
}

function rawData(t: Tensor): Buffer {
  const n = t.values.length;
  switch (t.type) {
    case DType.FLOAT: {
      const b = Buffer.alloc(n * 4);
      t.values.forEach((v, i) => b.writeFloatLE(v, i * 4));
      return b;
    }
    case DType.INT32: {
      const b = Buffer.alloc(n * 4);
      t.values.forEach((v, i) => b.writeInt32LE(v, i * 4));
      return b;
    }
    case DType.INT64: {
      const b = Buffer.alloc(n * 8);
      t.values.forEach((v, i) => b.writeBigInt64LE(BigInt(v), i * 8));
      return b;
    }
    case DType.BOOL:
      return Buffer.from(t.values.map((v) => (v ? 1 : 0)));
  }
}

function tensorProto(t: Tensor): Pb {
  const count = t.dims.reduce((a, b) => a * b, 1);
  if (count !== t.values.length) throw new Error(`tensor ${t.name}: dims ${t.dims.join('x')} hold ${count} values, got ${t.values.length}`);
  const p = new Pb();
  if (t.dims.length) p.packedInts(1, t.dims);
  return p.int(2, t.type).bytes(8, t.name).bytes(9, rawData(t));
}

function attrProto(a: Attr): Pb {
  const p = new Pb().bytes(1, a.name);
  if ('i' in a) return p.int(3, a.i).int(20, 2);
  if ('f' in a) return p.float(2, a.f).int(20, 1);
  if ('ints' in a) return p.packedInts(8, a.ints).int(20, 7);
  if ('s' in a) return p.bytes(4, a.s).int(20, 3);
  return p.msg(5, tensorProto(a.t)).int(20, 4);
}

function nodeProto(n: Node, i: number): Pb {
  const p = new Pb();
  for (const x of n.inputs) p.bytes(1, x);
  for (const x of n.outputs) p.bytes(2, x);
  p.bytes(3, `${n.op}_${i}`).bytes(4, n.op);
  for (const a of n.attrs ?? []) p.msg(5, attrProto(a));
  return p;
}

function valueInfo(v: ValueInfo): Pb {
  const shape = new Pb();
  for (const d of v.shape) shape.msg(1, typeof d === 'number' ? new Pb().int(1, d) : new Pb().bytes(2, d));
  const tensorType = new Pb().int(1, v.type).msg(2, shape);
  return new Pb().bytes(1, v.name).msg(2, new Pb().msg(1, tensorType));
}

/** Serialises a model: IR version 8, default-domain opset `opset`, string metadata. */
export function writeOnnxModel(graph: Graph, opts: { opset?: number; metadata?: Record<string, string>; producer?: string } = {}): Buffer {
  const g = new Pb();
  graph.nodes.forEach((n, i) => g.msg(1, nodeProto(n, i)));
  g.bytes(2, graph.name);
  for (const t of graph.initializers) g.msg(5, tensorProto(t));
  for (const v of graph.inputs) g.msg(11, valueInfo(v));
  for (const v of graph.outputs) g.msg(12, valueInfo(v));
  const m = new Pb().int(1, 8).bytes(2, opts.producer ?? 'glava-test-fixture').msg(7, g).msg(8, new Pb().bytes(1, '').int(2, opts.opset ?? 13));
  for (const [key, value] of Object.entries(opts.metadata ?? {})) m.msg(14, new Pb().bytes(1, key).bytes(2, value));
  return m.done();
}
