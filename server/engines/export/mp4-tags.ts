// Reads the iTunes items of an MP4 back (for checks: ffprobe shows neither `©mvn` nor `©mvi`).
import { open } from 'node:fs/promises';
import { children, readBoxes, topLevelBoxes, type Box } from './mp4-atoms.ts';

export interface Mp4Tags {
  brand: { major: string; compatible: string[] };
  /** Item type (`©nam`, `©mvi`, `----:com.apple.iTunes:SERIES`, …) → text, number, or `<image N bytes>`. */
  items: Record<string, string | number>;
}

function itemValue(buf: Buffer, item: Box): { key: string; value: string | number } | null {
  const parts = children(buf, item);
  let key = item.type;
  if (item.type === '----') {
    const text = (t: string) => {
      const b = parts.find((p) => p.type === t);
      return b ? buf.toString('utf8', b.start + 12, b.start + b.size) : '';
    };
    key = `----:${text('mean')}:${text('name')}`;
  }
  const data = parts.find((p) => p.type === 'data');
  if (!data) return null;
  const typeCode = buf.readUInt32BE(data.start + 8) & 0xffffff;
  const payload = buf.subarray(data.start + 16, data.start + data.size);
  if (typeCode === 1) return { key, value: payload.toString('utf8') };
  if (typeCode === 21 && payload.length <= 4 && payload.length > 0) return { key, value: payload.readIntBE(0, payload.length) };
  if (typeCode === 13 || typeCode === 14) return { key, value: `<image ${payload.length} bytes>` };
  return { key, value: `<${payload.length} bytes of type ${typeCode}>` };
}

export async function readMp4Tags(path: string): Promise<Mp4Tags> {
  const { boxes } = await topLevelBoxes(path);
  const fh = await open(path, 'r');
  try {
    const load = async (b: Box) => {
      const buf = Buffer.alloc(b.size);
      await fh.read(buf, 0, b.size, b.start);
      return buf;
    };
    const ft = boxes.find((b) => b.type === 'ftyp');
    const mv = boxes.find((b) => b.type === 'moov');
    if (!ft || !mv) throw new Error('Not an MP4 file.');
    const f = await load(ft);
    const compatible: string[] = [];
    for (let at = 16; at + 4 <= f.length; at += 4) compatible.push(f.toString('latin1', at, at + 4));
    const moov = await load(mv);
    const items: Record<string, string | number> = {};
    let node: Box | undefined = readBoxes(moov, 0, moov.length)[0];
    for (const type of ['udta', 'meta', 'ilst']) node = node && children(moov, node).find((b) => b.type === type);
    if (node) {
      for (const item of children(moov, node)) {
        const v = itemValue(moov, item);
        if (v) items[v.key] = v.value;
      }
    }
    return { brand: { major: f.toString('latin1', 8, 12), compatible }, items };
  } finally {
    await fh.close();
  }
}
