// Loudness and true peak of an encoded file, measured as it is decoded (chunk by chunk, never
// held whole). A long recording is measured in a worker thread of its own, so the MP3 and the
// AAC of a chapter are measured side by side on two cores.
import { decodeChunks } from '../ffmpeg/encode.ts';
import { runAside } from './aside.ts';
import { LevelMeter, type Level } from './meter.ts';

export interface MeasureRequest {
  path: string;
  rate: number;
}

export async function measureFile(path: string, rate: number, signal?: AbortSignal): Promise<Level> {
  const meter = new LevelMeter(rate);
  await decodeChunks(path, rate, (x) => meter.push(x), signal);
  return meter.result();
}

/** `long`: the recording is long enough to be worth a thread (plan.ts IN_PLACE_S). */
export function measureFileAside(path: string, rate: number, long: boolean, signal?: AbortSignal): Promise<Level> {
  if (!long) return measureFile(path, rate, signal);
  return runAside<Level>(new URL('./measure.worker.ts', import.meta.url), { path, rate } satisfies MeasureRequest, 'sound measuring', signal);
}
