// Minimal PCM WAV (mono, 16-bit) writing and reading for voiced pieces.

export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(buf, 44);
  return buf;
}

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** Reads a mono 16-bit PCM WAV (the format encodeWav writes; other chunks are skipped). */
export function decodeWav(buf: Buffer): Pcm {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let off = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') {
      channels = buf.readUInt16LE(off + 10);
      sampleRate = buf.readUInt32LE(off + 12);
      bits = buf.readUInt16LE(off + 22);
    } else if (id === 'data') {
      if (channels !== 1 || bits !== 16) throw new Error('only mono 16-bit WAV is supported');
      const end = Math.min(buf.length, off + 8 + size);
      const copy = Buffer.from(buf.subarray(off + 8, end));
      return { samples: new Int16Array(copy.buffer, copy.byteOffset, Math.floor(copy.length / 2)), sampleRate };
    }
    off += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}
