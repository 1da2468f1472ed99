// Encoding a chapter's PCM to MP3 (and AAC), and reading files back with ffprobe.
import type { Pcm } from '../../util/wav.ts';
import { ffmpeg, ffprobe, startFfmpeg } from './ffmpeg.ts';

export interface Mp3Tags {
  title?: string;
  album?: string;
  artist?: string;
  track?: string;
  comment?: string;
}

function tagArgs(tags: Mp3Tags): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(tags)) if (v) out.push('-metadata', `${k}=${v}`);
  return out;
}

// LAME's quality 7 (of 0 best … 9 fastest) halves the encoding time of its default and is
// transparent for speech at 64 kb/s.
function mp3Args(sampleRate: number, outPath: string, opts: { tags?: Mp3Tags; bitrate?: string }): string[] {
  return ['-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0', '-c:a', 'libmp3lame', '-b:a', opts.bitrate ?? '64k',
    '-compression_level', '7', ...tagArgs(opts.tags ?? {}), '-id3v2_version', '3', '-f', 'mp3', outPath];
}

/** Mono 16-bit PCM → MP3 file (64 kb/s is plenty for speech at 22–24 kHz). */
export async function encodeMp3(pcm: Pcm, outPath: string, opts: { tags?: Mp3Tags; signal?: AbortSignal; bitrate?: string } = {}): Promise<void> {
  const input = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  await ffmpeg(mp3Args(pcm.sampleRate, outPath, opts), { input, signal: opts.signal });
}

// The native AAC encoder's `fast` coder, named: it is the default of the packaged ffmpeg (4.x) but
// not of Debian's 5.1, whose default (`twoloop`) costs 3.4× the CPU on speech (28 min of speech:
// 32 s against 9.5 s of one core) — a system ffmpeg on PATH made every render that much slower.
export const AAC_CODEC = ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '64k'];

function aacArgs(sampleRate: number, outPath: string): string[] {
  return ['-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0', ...AAC_CODEC, '-movflags', '+faststart', '-f', 'mp4', outPath];
}

/** Where a chapter's final sound goes: the MP3 the studio plays and zips, the AAC the m4b joins. */
export interface FinalFiles {
  mp3: string;
  aac: string;
}

/**
 * Encodes a chapter's final sound, given in chunks of mono 16-bit samples, to MP3 and to AAC at
 * once: two ffmpeg processes fed the same samples (on two cores they run side by side), with
 * backpressure so a long chapter is never held twice in pipe buffers.
 */
export async function encodeFinal(
  chunks: Iterable<Int16Array>, sampleRate: number, out: FinalFiles, opts: { tags?: Mp3Tags; signal?: AbortSignal } = {},
): Promise<void> {
  const encoders = [startFfmpeg(mp3Args(sampleRate, out.mp3, opts), { signal: opts.signal }), startFfmpeg(aacArgs(sampleRate, out.aac), { signal: opts.signal })];
  for (const e of encoders) e.done.catch(() => {}); // observed below; a failure while feeding must not be unhandled
  const failed = Promise.race(encoders.map((e) => e.done.then(() => new Promise<never>(() => {}))));
  failed.catch(() => {});
  try {
    for (const chunk of chunks) {
      if (opts.signal?.aborted) break;
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const waits = encoders.filter((e) => !e.stdin.write(bytes)).map((e) => new Promise<void>((r) => e.stdin.once('drain', () => r())));
      // An encoder that died never drains: its exit (with the reason) ends the wait instead.
      if (waits.length) await Promise.race([Promise.all(waits), failed]);
    }
  } finally {
    for (const e of encoders) e.stdin.end();
  }
  await Promise.all(encoders.map((e) => e.done));
}

export interface ProbeInfo {
  durationS: number;
  format: string;
  tags: Record<string, string>;
  chapters: Array<{ title: string; start: number; end: number }>;
  streams: Array<{ codec_type: string; codec_name: string; disposition?: Record<string, number>; sample_rate?: string; duration_ts?: number; tags?: Record<string, string> }>;
}

export async function probe(path: string): Promise<ProbeInfo> {
  const { stdout } = await ffprobe(['-v', 'error', '-print_format', 'json', '-show_format', '-show_chapters', '-show_streams', path]);
  const j = JSON.parse(stdout.toString('utf8')) as {
    format: { duration?: string; format_name: string; tags?: Record<string, string> };
    chapters?: Array<{ start_time: string; end_time: string; tags?: { title?: string } }>;
    streams?: ProbeInfo['streams'];
  };
  const tags: Record<string, string> = {};
  for (const [k, v] of Object.entries(j.format.tags ?? {})) tags[k.toLowerCase()] = v;
  return {
    durationS: Number(j.format.duration ?? 0),
    format: j.format.format_name,
    tags,
    chapters: (j.chapters ?? []).map((c) => ({ title: c.tags?.title ?? '', start: Number(c.start_time), end: Number(c.end_time) })),
    streams: j.streams ?? [],
  };
}

/**
 * Decodes any audio file to mono 16-bit PCM at `sampleRate`, handing it over in chunks as ffmpeg
 * writes them (so measuring an hour of audio never holds it whole).
 */
export async function decodeChunks(path: string, sampleRate: number, onChunk: (samples: Int16Array) => void, signal?: AbortSignal): Promise<void> {
  let odd: Buffer | null = null;
  const { stdin, done } = startFfmpeg(['-v', 'error', '-i', path, '-f', 's16le', '-ac', '1', '-ar', String(sampleRate), 'pipe:1'], {
    signal,
    onStdout: (d) => {
      const b = odd ? Buffer.concat([odd, d]) : d;
      const even = b.length & ~1;
      odd = even < b.length ? Buffer.from(b.subarray(even)) : null;
      if (even === 0) return;
      // A copy aligned for Int16Array (pipe chunks may start at an odd offset).
      const copy = new Int16Array(even / 2);
      Buffer.from(copy.buffer).set(b.subarray(0, even));
      onChunk(copy);
    },
  });
  stdin.end();
  await done;
}

/** Decodes any audio file to mono 16-bit PCM at `sampleRate`. */
export async function decodeToPcm(path: string, sampleRate: number, signal?: AbortSignal): Promise<Pcm> {
  const { stdout } = await ffmpeg(['-v', 'error', '-i', path, '-f', 's16le', '-ac', '1', '-ar', String(sampleRate), 'pipe:1'], { signal });
  const copy = Buffer.from(stdout);
  return { samples: new Int16Array(copy.buffer, copy.byteOffset, Math.floor(copy.length / 2)), sampleRate };
}

export interface AudioInfo {
  sampleRate: number;
  /** Exact length in samples when the container knows it (FLAC, WAV), else from the duration. */
  samples: number;
  durationS: number;
}

/** Sample rate and length of a file's first audio stream. */
export async function audioInfo(path: string, signal?: AbortSignal): Promise<AudioInfo> {
  const { stdout } = await ffprobe(
    ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=sample_rate,duration_ts,duration:format=duration', '-print_format', 'json', path],
    { signal },
  );
  const j = JSON.parse(stdout.toString('utf8')) as { streams?: Array<{ sample_rate?: string; duration_ts?: number; duration?: string }>; format?: { duration?: string } };
  const s = j.streams?.[0];
  const sampleRate = Number(s?.sample_rate);
  if (!s || !(sampleRate > 0)) throw new Error(`${path.split(/[\\/]/).pop()} holds no audio.`);
  const durationS = Number(s.duration ?? j.format?.duration ?? 0);
  // duration_ts counts samples only when the stream's time base is 1/sample_rate (FLAC, WAV).
  const samples = s.duration_ts !== undefined && Math.abs(s.duration_ts / sampleRate - durationS) < 0.01 ? s.duration_ts : Math.round(durationS * sampleRate);
  return { sampleRate, samples, durationS: samples / sampleRate };
}
