// Rewrites an MP4 with extra iTunes items and a new file type, copying the sound unchanged; and
// reads the items back (for checks: ffprobe shows neither `©mvn` nor `©mvi`).
import { open } from 'node:fs/promises';
import { appendIlstItems, children, ftyp, readBoxes, shiftChunkOffsets, topLevelBoxes, type Box } from './mp4-atoms.ts';

export interface Mp4Edit {
  items: Buffer[];
  brand: { major: string; minor: number; compatible: string[] };
}

const COPY_CHUNK = 1 << 20;

/** Writes `output` = `input` with the edit applied. The input must hold one `ftyp` and one `moov`. */
export async function rewriteMp4(input: string, output: string, edit: Mp4Edit, signal?: AbortSignal): Promise<void> {
  const { boxes } = await topLevelBoxes(input);
  const oldFtyp = boxes.find((b) => b.type === 'ftyp');
  const oldMoov = boxes.find((b) => b.type === 'moov');
  if (!oldFtyp || !oldMoov) throw new Error('The MP4 file has no ftyp or moov box.');
  const src = await open(input, 'r');
  try {
    const moovBytes = Buffer.alloc(oldMoov.size);
    await src.read(moovBytes, 0, oldMoov.size, oldMoov.start);
    const newFtyp = ftyp(edit.brand.major, edit.brand.minor, edit.brand.compatible);
    const moov = appendIlstItems(moovBytes, edit.items);
    const ftypGrowth = newFtyp.length - oldFtyp.size;
    const moovGrowth = moov.length - oldMoov.size;
    // Data after ftyp moves by its growth, data after moov by that box's growth too.
    shiftChunkOffsets(moov, (o) => o + (o > oldFtyp.start ? ftypGrowth : 0) + (o > oldMoov.start ? moovGrowth : 0));

    const dst = await open(output, 'w');
    try {
      const buf = Buffer.alloc(COPY_CHUNK);
      let at = 0;
      const write = async (b: Buffer) => {
        await dst.write(b, 0, b.length, at);
        at += b.length;
      };
      for (const b of boxes) {
        if (b === oldFtyp) await write(newFtyp);
        else if (b === oldMoov) await write(moov);
        else {
          for (let done = 0; done < b.size; ) {
            if (signal?.aborted) throw new Error('aborted');
            const n = Math.min(COPY_CHUNK, b.size - done);
            const { bytesRead } = await src.read(buf, 0, n, b.start + done);
            if (bytesRead !== n) throw new Error('The MP4 file ended early.');
            await write(buf.subarray(0, n));
            done += n;
          }
        }
      }
    } finally {
      await dst.close();
    }
  } finally {
    await src.close();
  }
}

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
