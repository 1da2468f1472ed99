// The read-along EPUB 3: the book's text with Media Overlays that play each chapter's audio line
// by line. The audio is the chapters' AAC as it is (stored, not re-encoded); the text is deflated.
// `mimetype` comes first and stored, as the OCF container requires.
import { randomUUID } from 'node:crypto';
import { prepareCover } from '../cover.ts';
import { packageZip } from '../files.ts';
import type { ExportMeta, ExportOptions, ExportResult } from '../types.ts';
import type { ZipSource } from '../zip-writer.ts';
import { chapterXhtml, navXhtml, STYLE, titleXhtml } from './documents.ts';
import { chapterFile, type EpubChapter } from './model.ts';
import { CONTAINER_XML, packageOpf } from './opf.ts';
import { chapterSmil } from './smil.ts';

const text = (name: string, body: string): ZipSource => ({ name, parts: [Buffer.from(body, 'utf8')], deflate: true });

export async function buildEpub(chapters: EpubChapter[], meta: ExportMeta, out: string, opts: ExportOptions & { identifier?: string }): Promise<ExportResult> {
  const { signal, workDir } = opts;
  if (chapters.length === 0) throw new Error('There is no voiced chapter to export.');
  const cover = await prepareCover(meta.cover, workDir, signal);
  const coverHref = cover ? (cover.mime === 'image/png' ? 'cover.png' : 'cover.jpg') : null;
  const durations = chapters.map((c) => c.final.samples / c.final.sampleRate);
  const lang = meta.language || 'und';
  const entries: ZipSource[] = [
    { name: 'mimetype', parts: [Buffer.from('application/epub+zip', 'latin1')] },
    text('META-INF/container.xml', CONTAINER_XML),
    text('OEBPS/content.opf', packageOpf({
      meta, chapters, durations, identifier: opts.identifier ?? `urn:uuid:${randomUUID()}`, modified: new Date(),
      cover: cover && coverHref ? { href: coverHref, mime: cover.mime } : null,
    })),
    text('OEBPS/nav.xhtml', navXhtml(meta, chapters)),
    text('OEBPS/style.css', STYLE),
    text('OEBPS/title.xhtml', titleXhtml(meta, coverHref)),
  ];
  if (cover && coverHref) entries.push({ name: `OEBPS/${coverHref}`, path: cover.path });
  chapters.forEach((c, k) => {
    const f = chapterFile(k);
    entries.push(
      text(`OEBPS/${f}.xhtml`, chapterXhtml(c, lang)),
      text(`OEBPS/${f}.smil`, chapterSmil(c, k, `audio/${f}.m4a`)),
      { name: `OEBPS/audio/${f}.m4a`, path: c.aac },
    );
  });
  const bytes = await packageZip('book.epub', entries, out, opts);
  return {
    bytes,
    durationS: durations.reduce((a, d) => a + d, 0),
    sound: chapters.map((c) => ({ lufs: c.final.levels.aac.lufs, truePeakDb: c.final.levels.aac.truePeakDb })),
  };
}
