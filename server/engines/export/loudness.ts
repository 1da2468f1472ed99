// Measuring sound the EBU R128 way with ffmpeg's `ebur128` filter: integrated loudness, its gate
// threshold, loudness range and true peak (4× oversampled) of any file or stretch of one. The
// studio measures in-process (meter.ts); this is the independent reference the tests and benches
// hold those numbers and the finished files against.
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';

export interface Loudness {
  /** Integrated loudness, LUFS; null when nothing passes the gates (silence, under 0.4 s). */
  i: number | null;
  /** The relative gate threshold of the integrated measurement, LUFS. */
  thresh: number | null;
  lra: number;
  /** True peak, dBTP; null for digital silence. */
  tp: number | null;
}

export interface Measured extends Loudness {
  /** Seconds of sound measured (exact: from the decoded samples). */
  durationS: number;
}

/** Where to read the sound from: a file, optionally a time range of it. */
export interface SoundSource {
  path: string;
  startS?: number;
  durationS?: number;
}

export function inputArgs(src: SoundSource): string[] {
  const range: string[] = [];
  if (src.startS !== undefined && src.startS > 0) range.push('-ss', src.startS.toFixed(6));
  if (src.durationS !== undefined) range.push('-t', src.durationS.toFixed(6));
  return [...range, '-i', src.path];
}

function num(text: string): number | null {
  const v = Number.parseFloat(text);
  return Number.isFinite(v) ? v : null;
}

/** Reads the summary ebur128 prints when its input ends. */
export function parseEbur128Summary(stderr: string): Loudness {
  const at = stderr.lastIndexOf('Summary:');
  if (at < 0) throw new Error('ffmpeg printed no loudness summary.');
  const s = stderr.slice(at);
  const integrated = /Integrated loudness:\s*I:\s*(\S+) LUFS\s*Threshold:\s*(\S+) LUFS/.exec(s);
  const range = /Loudness range:\s*LRA:\s*(\S+) LU/.exec(s);
  const peak = /True peak:\s*Peak:\s*(\S+) dBFS/.exec(s);
  if (!integrated || !range) throw new Error('ffmpeg printed a loudness summary this studio cannot read.');
  let i = num(integrated[1]!);
  // ebur128 reports -70 LUFS (the absolute gate) when nothing passed the gates.
  if (i !== null && i <= -70) i = null;
  return { i, thresh: i === null ? null : num(integrated[2]!), lra: num(range[1]!) ?? 0, tp: peak ? num(peak[1]!) : null };
}

/**
 * Measures a source after an optional filter chain (so a planned processing can be measured
 * without writing it out).
 */
export async function measureLoudness(src: SoundSource, opts: { filters?: string; signal?: AbortSignal; truePeak?: boolean } = {}): Promise<Measured> {
  // The true peak (4× oversampling) is ~40% of a measuring pass's cost: skippable when not needed.
  const meter = opts.truePeak === false ? 'ebur128=framelog=verbose' : 'ebur128=peak=true:framelog=verbose';
  const chain = [opts.filters, meter].filter(Boolean).join(',');
  const { stdout, stderr } = await ffmpeg(
    ['-v', 'info', '-nostats', ...inputArgs(src), '-vn', '-af', chain, '-progress', 'pipe:1', '-f', 'null', '-'],
    { signal: opts.signal },
  );
  const times = [...stdout.toString('utf8').matchAll(/out_time_us=(\d+)/g)];
  return { ...parseEbur128Summary(stderr), durationS: times.length ? Number(times.at(-1)![1]) / 1e6 : 0 };
}
