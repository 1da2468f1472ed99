// Reads the AAC track of a chapter's .m4a (as ffmpeg writes it): the sample description, every
// frame's size and place in the file, and the edit list's priming and length. Enough to join the
// chapters' frames into one m4b without decoding them.
import { open } from 'node:fs/promises';
import { children, readBoxes, topLevelBoxes, type Box } from './mp4-atoms.ts';

export interface AacTrack {
  path: string;
  /** The `stsd` box as it is (copied into the m4b). */
  stsd: Buffer;
  /** The AudioSpecificConfig inside it: chapters join only when theirs are equal. */
  config: Buffer;
  sampleRate: number;
  /** Frame sizes, bytes. */
  sizes: Uint32Array;
  /** Frame offsets in the file. */
  offsets: Float64Array;
  /** Samples decoded before the sound begins (encoder delay), per the edit list. */
  priming: number;
  /** Samples of sound (what the edit list presents). */
  samples: number;
}

const find = (buf: Buffer, parent: Box, type: string): Box => {
  const b = children(buf, parent).find((c) => c.type === type);
  if (!b) throw new Error(`The chapter's AAC file has no ${type} box.`);
  return b;
};

/** Payload start of a full box (after version and flags). */
const body = (b: Box) => b.start + b.header + 4;

/** Finds the DecoderSpecificInfo (tag 5) in an esds payload. */
function audioConfig(esds: Buffer): Buffer {
  let at = 4; // version/flags
  const readLen = () => {
    let len = 0;
    for (let k = 0; k < 4; k++) {
      const b = esds[at++]!;
      len = (len << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    return len;
  };
  while (at < esds.length) {
    const tag = esds[at++]!;
    const len = readLen();
    if (tag === 5) return esds.subarray(at, at + len);
    // ES_Descriptor (3) and DecoderConfigDescriptor (4) contain the others: step into them.
    if (tag === 3) at += 3;
    else if (tag === 4) at += 13;
    else at += len;
  }
  throw new Error('The chapter\'s AAC file has no decoder configuration.');
}

export async function readAacTrack(path: string): Promise<AacTrack> {
  const { boxes } = await topLevelBoxes(path);
  const mv = boxes.find((b) => b.type === 'moov');
  if (!mv) throw new Error('The chapter\'s AAC file has no moov box.');
  const fh = await open(path, 'r');
  let buf: Buffer;
  try {
    buf = Buffer.alloc(mv.size);
    await fh.read(buf, 0, mv.size, mv.start);
  } finally {
    await fh.close();
  }
  const moov = readBoxes(buf, 0, buf.length)[0]!;
  const trak = find(buf, moov, 'trak');
  const mdia = find(buf, trak, 'mdia');
  const mdhd = find(buf, mdia, 'mdhd');
  const v1 = buf[mdhd.start + mdhd.header] === 1;
  const timescale = buf.readUInt32BE(body(mdhd) + (v1 ? 16 : 8));
  const stbl = find(buf, find(buf, mdia, 'minf'), 'stbl');
  const stsdBox = find(buf, stbl, 'stsd');
  const stsd = Buffer.from(buf.subarray(stsdBox.start, stsdBox.start + stsdBox.size));
  const entry = readBoxes(buf, body(stsdBox) + 4, stsdBox.start + stsdBox.size)[0];
  if (entry?.type !== 'mp4a') throw new Error('The chapter\'s sound is not AAC.');
  // AudioSampleEntry: 8 reserved+index, 8 reserved, channels, size, 4 reserved, rate 16.16; then boxes.
  const esds = readBoxes(buf, entry.start + entry.header + 28, entry.start + entry.size).find((b) => b.type === 'esds');
  if (!esds) throw new Error('The chapter\'s AAC file has no esds box.');
  const config = Buffer.from(audioConfig(buf.subarray(esds.start + esds.header, esds.start + esds.size)));

  const stsz = find(buf, stbl, 'stsz');
  const fixed = buf.readUInt32BE(body(stsz));
  const count = buf.readUInt32BE(body(stsz) + 4);
  const sizes = new Uint32Array(count);
  for (let k = 0; k < count; k++) sizes[k] = fixed || buf.readUInt32BE(body(stsz) + 8 + 4 * k);

  const co = children(buf, stbl).find((b) => b.type === 'stco' || b.type === 'co64');
  if (!co) throw new Error('The chapter\'s AAC file has no chunk offsets.');
  const chunks = buf.readUInt32BE(body(co));
  const chunkAt = (k: number) => (co.type === 'co64' ? Number(buf.readBigUInt64BE(body(co) + 4 + 8 * k)) : buf.readUInt32BE(body(co) + 4 + 4 * k));
  const stsc = find(buf, stbl, 'stsc');
  const runs = buf.readUInt32BE(body(stsc));
  const offsets = new Float64Array(count);
  let sample = 0;
  for (let r = 0; r < runs; r++) {
    const first = buf.readUInt32BE(body(stsc) + 4 + 12 * r) - 1;
    const per = buf.readUInt32BE(body(stsc) + 8 + 12 * r);
    const last = r + 1 < runs ? buf.readUInt32BE(body(stsc) + 4 + 12 * (r + 1)) - 1 : chunks;
    for (let c = first; c < last; c++) {
      let at = chunkAt(c);
      for (let k = 0; k < per && sample < count; k++, sample++) {
        offsets[sample] = at;
        at += sizes[sample]!;
      }
    }
  }

  const stts = find(buf, stbl, 'stts');
  let mediaSamples = 0;
  for (let e = 0, n = buf.readUInt32BE(body(stts)); e < n; e++) {
    mediaSamples += buf.readUInt32BE(body(stts) + 4 + 8 * e) * buf.readUInt32BE(body(stts) + 8 + 8 * e);
  }
  // stts counts in the media timescale, which ffmpeg sets to the sample rate for AAC.
  let priming = 0;
  let samples = mediaSamples;
  const edts = children(buf, trak).find((b) => b.type === 'edts');
  const elst = edts && children(buf, edts).find((b) => b.type === 'elst');
  if (elst) {
    const ev1 = buf[elst.start + elst.header] === 1;
    const mvhd = find(buf, moov, 'mvhd');
    const mv1 = buf[mvhd.start + mvhd.header] === 1;
    const movieScale = buf.readUInt32BE(body(mvhd) + (mv1 ? 16 : 8));
    const at = body(elst) + 4;
    const segment = ev1 ? Number(buf.readBigUInt64BE(at)) : buf.readUInt32BE(at);
    const mediaTime = ev1 ? Number(buf.readBigInt64BE(at + 8)) : buf.readInt32BE(at + 4);
    if (mediaTime > 0) priming = mediaTime;
    samples = Math.min(mediaSamples - priming, Math.round((segment / movieScale) * timescale));
  }
  return { path, stsd, config, sampleRate: timescale, sizes, offsets, priming, samples };
}
