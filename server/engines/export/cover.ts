// The cover as players expect it: JPEG or PNG (MP4 `covr`, ID3 APIC and EPUB readers all take
// these), square, at a size players show well. A cover larger than 1400 px on a side is scaled to
// fit a 1400 px square, the rest of the square filled with a blurred enlargement of the cover
// itself (as audiobook stores do with book covers, which are rarely square). Smaller JPEG/PNG
// covers are kept as they are; other formats are converted to JPEG at their own size. A cover
// ffmpeg cannot decode is left out, not fatal.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ffmpeg, ffprobe } from '../ffmpeg/ffmpeg.ts';
import type { ExportMeta } from './types.ts';

export interface PreparedCover {
  path: string;
  bytes: number;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** The square larger covers are fitted into. */
export const COVER_SIDE = 1400;

async function inspect(path: string, signal: AbortSignal): Promise<{ codec: string; width: number; height: number } | null> {
  try {
    const { stdout } = await ffprobe(['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0', path], { signal });
    const [codec, w, h] = stdout.toString('utf8').trim().split(',');
    const width = Number(w);
    const height = Number(h);
    if (!codec || !(width > 0) || !(height > 0)) return null;
    // Decoding proves it is a picture (ffprobe names a codec from the extension alone).
    await ffmpeg(['-v', 'error', '-xerror', '-i', path, '-frames:v', '1', '-f', 'null', '-'], { signal });
    return { codec, width, height };
  } catch {
    if (signal.aborted) throw new Error('aborted');
    return null;
  }
}

export async function prepareCover(cover: ExportMeta['cover'], workDir: string, signal: AbortSignal): Promise<PreparedCover | null> {
  if (!cover) return null;
  const info = await inspect(cover.path, signal);
  if (!info) return null;
  const small = info.width <= COVER_SIDE && info.height <= COVER_SIDE;
  if (small && (info.codec === 'mjpeg' || info.codec === 'png')) {
    return { path: cover.path, bytes: statSync(cover.path).size, mime: info.codec === 'png' ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
  }
  const out = join(workDir, 'cover.jpg');
  const S = COVER_SIDE;
  const filter = small
    ? 'format=yuvj420p'
    : `split[a][b];[a]scale=${S}:${S}:force_original_aspect_ratio=increase,crop=${S}:${S},boxblur=20:2,eq=brightness=-0.08[bg];`
      + `[b]scale=${S}:${S}:force_original_aspect_ratio=decrease[fg];[bg][fg]overlay=(W-w)/2:(H-h)/2,format=yuvj420p`;
  try {
    await ffmpeg(['-v', 'error', '-i', cover.path, '-frames:v', '1', '-filter_complex', filter, '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', out], { signal });
  } catch (err) {
    if (signal.aborted) throw err;
    return null;
  }
  const made = await inspect(out, signal);
  if (!made) return null;
  return { path: out, bytes: statSync(out).size, mime: 'image/jpeg', width: made.width, height: made.height };
}
