// A minimal reader for the parts of an ONNX file (protobuf) that a hand-written forward pass
// needs: the graph's nodes (op type, inputs, outputs, attributes) and its float initializers.
// Field numbers follow onnx/onnx.proto3 (ModelProto.graph = 7, GraphProto.node = 1,
// initializer = 5, input = 11, output = 12; NodeProto input = 1, output = 2, op_type = 4,
// attribute = 5; TensorProto dims = 1, data_type = 2, float_data = 4, name = 8, raw_data = 9).

export interface OnnxTensor {
  name: string;
  dims: number[];
  data: Float32Array;
}

export interface OnnxAttribute {
  name: string;
  f?: number;
  i?: number;
  s?: string;
  floats: number[];
  ints: number[];
  strings: string[];
}

export interface OnnxNode {
  opType: string;
  name: string;
  inputs: string[];
  outputs: string[];
  attributes: Map<string, OnnxAttribute>;
}

export interface OnnxGraph {
  nodes: OnnxNode[];
  initializers: Map<string, OnnxTensor>;
  inputs: string[];
  outputs: string[];
}

const FLOAT = 1;
const decoder = new TextDecoder();

/** One protobuf field: its number and either a varint/fixed value or a length-delimited slice. */
interface Field {
  no: number;
  wire: number;
  num: number;
  bytes: Uint8Array;
}

class Reader {
  private pos = 0;
  private readonly buf: Uint8Array;
  constructor(buf: Uint8Array) {
    this.buf = buf;
  }

  get done(): boolean {
    return this.pos >= this.buf.length;
  }

  varint(): number {
    // Up to 64 bits; values above 2^53 lose precision, which no field we read reaches.
    let result = 0;
    let mult = 1;
    for (;;) {
      if (this.pos >= this.buf.length) throw new Error('ONNX file is truncated (varint)');
      const b = this.buf[this.pos++];
      result += (b & 0x7f) * mult;
      if ((b & 0x80) === 0) return result;
      mult *= 128;
      if (mult > 2 ** 70) throw new Error('ONNX file is malformed (varint too long)');
    }
  }

  slice(n: number): Uint8Array {
    if (n < 0 || this.pos + n > this.buf.length) throw new Error('ONNX file is truncated (field)');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  field(): Field {
    const key = this.varint();
    const no = Math.floor(key / 8);
    const wire = key & 7;
    const empty = new Uint8Array(0);
    switch (wire) {
      case 0:
        return { no, wire, num: this.varint(), bytes: empty };
      case 1:
        return { no, wire, num: 0, bytes: this.slice(8) };
      case 2:
        return { no, wire, num: 0, bytes: this.slice(this.varint()) };
      case 5:
        return { no, wire, num: 0, bytes: this.slice(4) };
      default:
        throw new Error(`ONNX file is malformed (wire type ${wire})`);
    }
  }
}

function fields(buf: Uint8Array): Field[] {
  const r = new Reader(buf);
  const out: Field[] = [];
  while (!r.done) out.push(r.field());
  return out;
}

function str(f: Field): string {
  return decoder.decode(f.bytes);
}

function f32(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset, 4).getFloat32(0, true);
}

/** Repeated int64: packed (wire 2) or one value per field (wire 0). */
function pushInts(out: number[], f: Field): void {
  if (f.wire === 0) {
    out.push(f.num);
    return;
  }
  const r = new Reader(f.bytes);
  while (!r.done) out.push(r.varint());
}

function readTensor(buf: Uint8Array): OnnxTensor | null {
  let name = '';
  let dataType = 0;
  const dims: number[] = [];
  const floats: number[] = [];
  let raw: Uint8Array | null = null;
  for (const f of fields(buf)) {
    if (f.no === 1) pushInts(dims, f);
    else if (f.no === 2) dataType = f.num;
    else if (f.no === 8) name = str(f);
    else if (f.no === 9) raw = f.bytes;
    else if (f.no === 4) {
      if (f.wire === 5) floats.push(f32(f.bytes));
      else for (let o = 0; o + 4 <= f.bytes.length; o += 4) floats.push(f32(f.bytes.subarray(o)));
    }
  }
  if (dataType !== FLOAT) return null;
  const count = dims.reduce((a, b) => a * b, 1);
  let data: Float32Array;
  if (raw) {
    if (raw.length !== count * 4) throw new Error(`ONNX tensor ${name}: ${raw.length} bytes for ${count} floats`);
    // Copy into an aligned buffer: raw_data may start at any byte offset.
    data = new Float32Array(count);
    const dv = new DataView(raw.buffer, raw.byteOffset, raw.length);
    for (let k = 0; k < count; k++) data[k] = dv.getFloat32(k * 4, true);
  } else {
    if (floats.length !== count) throw new Error(`ONNX tensor ${name}: ${floats.length} floats for ${count}`);
    data = Float32Array.from(floats);
  }
  return { name, dims, data };
}

function readAttribute(buf: Uint8Array): OnnxAttribute {
  const a: OnnxAttribute = { name: '', floats: [], ints: [], strings: [] };
  for (const f of fields(buf)) {
    if (f.no === 1) a.name = str(f);
    else if (f.no === 2) a.f = f32(f.bytes);
    else if (f.no === 3) a.i = f.num >= 2 ** 63 ? f.num - 2 ** 64 : f.num; // int64 is two's complement
    else if (f.no === 4) a.s = str(f);
    else if (f.no === 7) {
      if (f.wire === 5) a.floats.push(f32(f.bytes));
      else for (let o = 0; o + 4 <= f.bytes.length; o += 4) a.floats.push(f32(f.bytes.subarray(o)));
    } else if (f.no === 8) pushInts(a.ints, f);
    else if (f.no === 9) a.strings.push(str(f));
  }
  return a;
}

function readNode(buf: Uint8Array): OnnxNode {
  const n: OnnxNode = { opType: '', name: '', inputs: [], outputs: [], attributes: new Map() };
  for (const f of fields(buf)) {
    if (f.no === 1) n.inputs.push(str(f));
    else if (f.no === 2) n.outputs.push(str(f));
    else if (f.no === 3) n.name = str(f);
    else if (f.no === 4) n.opType = str(f);
    else if (f.no === 5) {
      const a = readAttribute(f.bytes);
      n.attributes.set(a.name, a);
    }
  }
  return n;
}

/** ValueInfoProto.name is field 1. */
function valueName(buf: Uint8Array): string {
  for (const f of fields(buf)) if (f.no === 1) return str(f);
  return '';
}

/** Parses an ONNX model file's main graph. Throws a clear error on anything that is not one. */
export function readOnnxGraph(file: Uint8Array): OnnxGraph {
  let graphBytes: Uint8Array | null = null;
  for (const f of fields(file)) if (f.no === 7 && f.wire === 2) graphBytes = f.bytes;
  if (!graphBytes) throw new Error('not an ONNX model (no graph)');
  const g: OnnxGraph = { nodes: [], initializers: new Map(), inputs: [], outputs: [] };
  for (const f of fields(graphBytes)) {
    if (f.wire !== 2) continue;
    if (f.no === 1) g.nodes.push(readNode(f.bytes));
    else if (f.no === 5) {
      const t = readTensor(f.bytes);
      if (t) g.initializers.set(t.name, t);
    } else if (f.no === 11) g.inputs.push(valueName(f.bytes));
    else if (f.no === 12) g.outputs.push(valueName(f.bytes));
  }
  return g;
}
