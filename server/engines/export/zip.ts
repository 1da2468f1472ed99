// The zip: one MP3 per chapter (`NN - Title.mp3`) with ID3v2.3 tags — title, album, artist, track
// n/total, cover — made one by one in the work folder, measured, then stored into the archive.
// Raw sound from an MP3 recording is copied as it is (no second lossy generation).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ffmpeg, ffprobe } from '../ffmpeg/ffmpeg.ts';
import { BITRATE, commonSampleRate, estimateBytes, language3, measureChapter, moveIntoPlace, readChapters, soundGraph } from './chapter-sound.ts';
import { prepareCover, type PreparedCover } from './cover.ts';
import { exportWorkers, mapOrdered } from './parallel.ts';
import { chapterFileName } from './names.ts';
import type { ChapterSoundLevel, ExportChapter, ExportMeta, ExportOptions, ExportResult } from './types.ts';
import { writeZip, type ZipSource } from './zip-writer.ts';

function id3Args(meta: ExportMeta, title: string, track: number, total: number): string[] {
  const tags: Record<string, string> = {
    title,
    album: meta.title,
    artist: meta.author,
    album_artist: meta.author,
    composer: meta.narrator,
    genre: meta.genre,
    track: `${track}/${total}`,
    comment: meta.comment,
    language: language3(meta.language),
    // Written as TXXX frames, which audiobook libraries read as the series.
    series: meta.series?.title ?? '',
    'series-part': meta.series?.no != null ? String(meta.series.no) : '',
  };
  const out: string[] = [];
  for (const [k, v] of Object.entries(tags)) if (v) out.push('-metadata', `${k}=${v}`);
  return out;
}

function coverArgs(cover: PreparedCover | null): { input: string[]; output: string[] } {
  if (!cover) return { input: [], output: [] };
  return {
    input: ['-i', cover.path],
    output: ['-map', '1:v', '-c:v', 'copy', '-disposition:v:0', 'attached_pic', '-metadata:s:v', 'title=Album cover', '-metadata:s:v', 'comment=Cover (front)'],
  };
}

async function isMp3(path: string, signal: AbortSignal): Promise<boolean> {
  const { stdout } = await ffprobe(['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', path], { signal });
  return stdout.toString('utf8').trim() === 'mp3';
}

export async function buildZip(chapters: ExportChapter[], meta: ExportMeta, out: string, opts: ExportOptions): Promise<ExportResult> {
  const { signal, workDir, onProgress, sound } = opts;
  const infos = await readChapters(chapters, signal);
  const rate = commonSampleRate(infos);
  const cover = await prepareCover(meta.cover, workDir, signal);
  const headerBytes = 1024 + (cover?.bytes ?? 0);
  onProgress({ stage: 'encode', bytes: 0, bytesTotal: estimateBytes(infos, sound, headerBytes + 150), chapter: 0 });

  const pending = new Set(infos.keys());
  let written = 0;
  const made = await mapOrdered(chapters, exportWorkers(), signal, async (c, k, sig) => {
    const mp3 = join(workDir, `chapter-${String(k + 1).padStart(4, '0')}.mp3`);
    const cv = coverArgs(cover);
    const tags = [...id3Args(meta, c.title, k + 1, chapters.length), '-map_metadata', '-1', '-map_chapters', '-1', '-id3v2_version', '3', '-write_id3v1', '0'];
    if (sound === 'raw' && (await isMp3(c.path, sig))) {
      await ffmpeg(['-v', 'error', '-i', c.path, ...cv.input, '-map', '0:a', '-c:a', 'copy', ...cv.output, ...tags, '-f', 'mp3', mp3], { signal: sig });
    } else {
      const graph = await soundGraph(c.path, sound, rate, sig);
      await ffmpeg(
        ['-v', 'error', '-i', c.path, ...cv.input, '-filter_complex', graph, '-map', '[out]', ...cv.output,
          '-c:a', 'libmp3lame', '-b:a', String(BITRATE), ...tags, '-f', 'mp3', mp3],
        { signal: sig },
      );
    }
    const m = await measureChapter({ path: mp3 }, sig);
    pending.delete(k);
    written += statSync(mp3).size;
    // Chapters still to come keep their estimate; the finished ones count at their real size.
    const rest = estimateBytes(infos.filter((_, j) => pending.has(j)), sound, headerBytes + 150);
    onProgress({ stage: 'encode', bytes: 0, bytesTotal: written + rest + 22, chapter: chapters.length - pending.size });
    return { file: { name: chapterFileName(k, chapters.length, c.title), path: mp3 }, level: { lufs: m.lufs, truePeakDb: m.truePeakDb }, durationS: m.durationS };
  });
  const files: ZipSource[] = made.map((x) => x.file);
  const levels: ChapterSoundLevel[] = made.map((x) => x.level);
  const durationS = made.reduce((a, x) => a + x.durationS, 0);

  const tmp = join(workDir, 'book.zip');
  const bytesTotal = files.reduce((a, f) => a + statSync(f.path).size + 76 + 2 * Buffer.byteLength(f.name), 22);
  onProgress({ stage: 'package', bytes: 0, bytesTotal });
  let last = 0;
  const bytes = await writeZip(tmp, files, {
    signal,
    onBytes: (n) => {
      if (n - last < 1 << 20 && n < bytesTotal) return;
      last = n;
      onProgress({ stage: 'package', bytes: n, bytesTotal });
    },
  });
  if (signal.aborted) throw new Error('aborted');
  moveIntoPlace(tmp, out);
  onProgress({ stage: 'package', bytes, bytesTotal: bytes });
  return { bytes, durationS, sound: levels };
}
