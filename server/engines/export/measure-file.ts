// Loudness and true peak of an encoded file, measured as it is decoded (chunk by chunk, never
// held whole). A long recording is measured in a worker thread of its own, so the MP3 and the
// AAC of a chapter are measured side by side on two cores.
import { decodeChunks } from '../ffmpeg/encode.ts';
import { runAside } from './aside.ts';
import { LevelMeter, type Level } from './meter.ts';
import { IN_PLACE_S } from './plan.ts';

export interface MeasureRequest {
  path: string;
  rate: number;
}

export async function measureFile(path: string, rate: number, signal?: AbortSignal): Promise<Level> {
  const meter = new LevelMeter(rate);
  await decodeChunks(path, rate, (x) => meter.push(x), signal);
  return meter.result();
}

/** `seconds`: the recording's length; a short one is measured right here, as its plan is made (plan.ts). */
export function measureFileAside(path: string, rate: number, seconds: number, signal?: AbortSignal): Promise<Level> {
  if (seconds < IN_PLACE_S) return measureFile(path, rate, signal);
  return runAside<Level>(new URL('./measure.worker.ts', import.meta.url), { path, rate } satisfies MeasureRequest, 'sound measuring', signal);
}
