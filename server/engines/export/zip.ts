// The zip: one MP3 per chapter, `NN - Title.mp3`. Each chapter's MP3 was made final when it was
// voiced, so its frames are copied as they are, behind a new ID3v2.3 tag (title, book, author,
// narrator, genre, track n/total, comment, language, series, cover). Nothing is decoded.
import { readFileSync } from 'node:fs';
import { prepareCover } from './cover.ts';
import { packageZip } from './files.ts';
import { id3Tag, mp3FramesRange } from './id3.ts';
import { chapterFileName } from './names.ts';
import { language3, type ExportChapter, type ExportMeta, type ExportOptions, type ExportResult } from './types.ts';
import type { ZipSource } from './zip-writer.ts';

export async function buildZip(chapters: ExportChapter[], meta: ExportMeta, out: string, opts: ExportOptions): Promise<ExportResult> {
  const { signal, workDir } = opts;
  if (chapters.length === 0) throw new Error('There is no voiced chapter to export.');
  const cover = await prepareCover(meta.cover, workDir, signal);
  const coverData = cover ? { data: readFileSync(cover.path), mime: cover.mime } : null;
  const files: ZipSource[] = await Promise.all(chapters.map(async (c, k) => {
    let range: { start: number; end: number };
    try {
      range = await mp3FramesRange(c.mp3);
    } catch (err) {
      throw new Error(`The recording of «${c.title}» cannot be read; voice the chapter again. (${err instanceof Error ? err.message : String(err)})`);
    }
    const tag = id3Tag({
      title: c.title, album: meta.title, artist: meta.author, albumArtist: meta.author, composer: meta.narrator, genre: meta.genre,
      track: `${k + 1}/${chapters.length}`, comment: meta.comment, language: language3(meta.language),
      // TXXX frames, which audiobook libraries read as the series.
      extra: { series: meta.series?.title ?? '', 'series-part': meta.series?.no != null ? String(meta.series.no) : '' },
      cover: coverData,
    });
    return { name: chapterFileName(k, chapters.length, c.title), parts: [tag, { path: c.mp3, ...range }] };
  }));
  const bytes = await packageZip('book.zip', files, out, opts);
  return {
    bytes,
    durationS: chapters.reduce((a, c) => a + c.final.samples / c.final.sampleRate, 0),
    sound: chapters.map((c) => ({ lufs: c.final.levels.mp3.lufs, truePeakDb: c.final.levels.mp3.truePeakDb })),
  };
}
