// The m4b: every chapter's sound made first (studio or raw, as lossless FLAC in the work folder,
// so its exact length in samples is known), then one AAC encoding of them all in order, with a
// chapter mark where each begins, the book's tags and the cover; then the series atoms ffmpeg
// cannot write; then each chapter is measured in the finished file.
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { audioInfo } from '../ffmpeg/encode.ts';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import {
  BITRATE, commonSampleRate, estimateBytes, language3, measureChapter, moveIntoPlace, readChapters, soundGraph, watchSize,
} from './chapter-sound.ts';
import { prepareCover } from './cover.ts';
import { exportWorkers, mapOrdered } from './parallel.ts';
import { ffmetadata, type ChapterMark } from './ffmetadata.ts';
import { freeformItem, intItem, textItem } from './mp4-atoms.ts';
import { rewriteMp4 } from './mp4-tags.ts';
import type { ChapterSoundLevel, ExportChapter, ExportMeta, ExportOptions, ExportResult } from './types.ts';

/** Tags ffmpeg's ipod muxer writes as iTunes atoms. */
function m4bTags(meta: ExportMeta): Record<string, string> {
  const series = meta.series;
  return {
    title: meta.title,
    album: meta.title,
    artist: meta.author,
    album_artist: meta.author,
    composer: meta.narrator,
    genre: meta.genre,
    comment: meta.comment,
    // iTunes shows `desc` (255 characters); the whole annotation goes to `ldes`.
    description: [...meta.description].length > 255 ? `${[...meta.description].slice(0, 254).join('')}…` : meta.description,
    synopsis: meta.description,
    media_type: '2', // stik 2: Audiobook
    show: series?.title ?? '',
    episode_id: series?.no != null ? String(series.no) : '',
    episode_sort: series?.no != null ? String(series.no) : '',
  };
}

/** Series atoms ffmpeg 4.1 does not write: iTunes movement name/number and the freeform pair. */
function seriesItems(meta: ExportMeta): Buffer[] {
  const s = meta.series;
  if (!s) return [];
  const items = [textItem('\u00a9mvn', s.title), freeformItem('SERIES', s.title)];
  if (s.no != null && Number.isInteger(s.no) && s.no >= 0 && s.no < 32768) items.push(intItem('\u00a9mvi', s.no), freeformItem('SERIES-PART', String(s.no)));
  return items;
}

const M4B_BRAND = { major: 'M4B ', minor: 0x200, compatible: ['M4B ', 'M4A ', 'mp42', 'isom'] };

export async function buildM4b(chapters: ExportChapter[], meta: ExportMeta, out: string, opts: ExportOptions): Promise<ExportResult> {
  const { signal, workDir, onProgress, sound } = opts;
  const infos = await readChapters(chapters, signal);
  const rate = commonSampleRate(infos);
  const cover = await prepareCover(meta.cover, workDir, signal);
  let estimate = estimateBytes(infos, sound, 40) + (cover?.bytes ?? 0);
  onProgress({ stage: 'encode', bytes: 0, bytesTotal: estimate, chapter: 0 });

  let ready = 0;
  const parts = await mapOrdered(chapters, exportWorkers(), signal, async (c, k, sig) => {
    const name = `chapter-${String(k + 1).padStart(4, '0')}.flac`;
    const part = join(workDir, name);
    const graph = await soundGraph(c.path, sound, rate, sig);
    await ffmpeg(['-v', 'error', '-i', c.path, '-filter_complex', graph, '-map', '[out]', '-c:a', 'flac', part], { signal: sig });
    const { samples } = await audioInfo(part, sig);
    onProgress({ stage: 'encode', bytes: 0, bytesTotal: estimate, chapter: ++ready });
    return { name, samples };
  });
  const marks: ChapterMark[] = [];
  let at = 0;
  for (const [k, p] of parts.entries()) {
    marks.push({ title: chapters[k]!.title, startSample: at, endSample: at + p.samples });
    at += p.samples;
  }
  const list = parts.map((p) => `file '${p.name}'`);
  estimate = Math.round((at / rate) * (BITRATE / 8)) + (cover?.bytes ?? 0) + 40 * chapters.length + 4096;

  const listFile = join(workDir, 'chapters.txt');
  const metaFile = join(workDir, 'tags.txt');
  writeFileSync(listFile, `${list.join('\n')}\n`);
  writeFileSync(metaFile, ffmetadata(m4bTags(meta), marks, rate));
  const encoded = join(workDir, 'encoded.m4b');
  const args = ['-v', 'error', '-f', 'concat', '-i', listFile, '-f', 'ffmetadata', '-i', metaFile];
  if (cover) args.push('-i', cover.path);
  args.push('-map', '0:a', '-map_metadata', '1', '-map_chapters', '1');
  if (cover) args.push('-map', '2:v', '-c:v', 'copy', '-disposition:v:0', 'attached_pic');
  args.push(
    '-c:a', 'aac', '-b:a', String(BITRATE), '-ar', String(rate), '-ac', '1',
    '-metadata:s:a:0', `language=${language3(meta.language)}`,
    '-movflags', '+faststart', '-brand', 'M4B ', '-f', 'ipod', encoded,
  );
  onProgress({ stage: 'package', bytes: 0, bytesTotal: estimate });
  await watchSize(encoded, (bytes) => onProgress({ stage: 'package', bytes: Math.min(bytes, estimate), bytesTotal: estimate }), ffmpeg(args, { signal }));

  const tagged = join(workDir, 'tagged.m4b');
  await rewriteMp4(encoded, tagged, { items: seriesItems(meta), brand: M4B_BRAND }, signal);
  const bytes = statSync(tagged).size;
  onProgress({ stage: 'package', bytes, bytesTotal: bytes });

  const levels = await mapOrdered(marks, exportWorkers(), signal, async (m, _k, sig): Promise<ChapterSoundLevel> => {
    const level = await measureChapter({ path: tagged, startS: m.startSample / rate, durationS: (m.endSample - m.startSample) / rate }, sig);
    return { lufs: level.lufs, truePeakDb: level.truePeakDb };
  });
  if (signal.aborted) throw new Error('aborted');
  moveIntoPlace(tagged, out);
  return { bytes, durationS: at / rate, sound: levels };
}
