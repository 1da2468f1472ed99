// The cover as players expect it: JPEG or PNG (MP4 `covr` and ID3 APIC know no other), of a size
// worth copying into every MP3 of a zip. A cover ffmpeg cannot read is left out, not fatal.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ffmpeg, ffprobe } from '../ffmpeg/ffmpeg.ts';
import type { ExportMeta } from './types.ts';

export interface PreparedCover {
  path: string;
  bytes: number;
}

/** Covers at most this big (and JPEG or PNG) are embedded as they are. */
const KEEP_BYTES = 1_000_000;
/** Larger ones are scaled to fit this square (the size audiobook stores ask for). */
const MAX_SIDE = 1400;

export async function prepareCover(cover: ExportMeta['cover'], workDir: string, signal: AbortSignal): Promise<PreparedCover | null> {
  if (!cover) return null;
  let codec = '';
  try {
    const { stdout } = await ffprobe(['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0', cover.path], { signal });
    const [name, width, height] = stdout.toString('utf8').trim().split(',');
    // Decoding proves it is a picture (ffprobe names a codec from the extension alone).
    if (name && Number(width) > 0 && Number(height) > 0) {
      await ffmpeg(['-v', 'error', '-xerror', '-i', cover.path, '-frames:v', '1', '-f', 'null', '-'], { signal });
      codec = name;
    }
  } catch {
    if (signal.aborted) throw new Error('aborted');
  }
  if (!codec) return null;
  const bytes = statSync(cover.path).size;
  if ((codec === 'mjpeg' || codec === 'png') && bytes <= KEEP_BYTES) return { path: cover.path, bytes };
  const out = join(workDir, 'cover.jpg');
  try {
    await ffmpeg(
      ['-v', 'error', '-i', cover.path, '-frames:v', '1', '-vf', `scale=w='min(${MAX_SIDE},iw)':h='min(${MAX_SIDE},ih)':force_original_aspect_ratio=decrease`,
        '-pix_fmt', 'yuvj420p', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', out],
      { signal },
    );
  } catch (err) {
    if (signal.aborted) throw err;
    return null;
  }
  return { path: out, bytes: statSync(out).size };
}
