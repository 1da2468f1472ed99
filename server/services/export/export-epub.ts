// The read-along EPUB of a book: each chapter's paragraphs as written, every line a span timed
// by the chapter's recording. A piece of the recording may hold several lines (merged when they
// share a speaker and a voice): its time is shared among them by their length in characters, as
// the voice reads at an even pace. Lines not voiced (skipped, or changed after voicing) are text
// without timing.
import type { Deps } from '../deps.ts';
import { readChapterFinal } from '../../engines/export/chapter-final.ts';
import { buildEpub, type EpubChapter, type EpubParagraph, type ExportChapter, type ExportMeta, type ExportOptions, type ExportResult } from '../../engines/export/index.ts';
import { getChapter, listSegments } from '../../storage/repositories/chapters.repo.ts';
import type { BookRow, ChapterRow, SegmentRow } from '../../storage/rows.ts';
import { recordedPieces } from '../chapters/units.service.ts';
import { locateLines } from '../chapters/paragraphs.ts';

type Clip = { begin: number; end: number };

/** When each line is spoken, in seconds of the chapter's final audio. */
function lineClips(chapter: ChapterRow, final: ExportChapter['final'], segments: SegmentRow[]): Map<string, Clip> {
  // The timeline belongs to the chapter's recording; the files may have been made final since.
  const offset = final.leadS - (chapter.audio_path ? readChapterFinal(chapter.audio_path)?.leadS ?? 0 : 0);
  const length = final.samples / final.sampleRate;
  const text = new Map(segments.map((s) => [s.id, s.text]));
  const clips = new Map<string, Clip>();
  for (const p of recordedPieces(chapter)) {
    const ids = p.segment_ids.filter((id) => text.has(id));
    const chars = ids.reduce((a, id) => a + Math.max(1, text.get(id)!.length), 0);
    let at = p.t0 + offset;
    const span = p.t1 - p.t0;
    for (const id of ids) {
      const end = at + (span * Math.max(1, text.get(id)!.length)) / chars;
      clips.set(id, { begin: Math.max(0, Math.min(length, at)), end: Math.max(0, Math.min(length, end)) });
      at = end;
    }
  }
  return clips;
}

/** The chapter's paragraphs with its lines as timed spans. */
export function epubParagraphs(chapter: ChapterRow, final: ExportChapter['final'], segments: SegmentRow[]): EpubParagraph[] {
  const clips = lineClips(chapter, final, segments);
  const written = chapter.paragraphs ? (JSON.parse(chapter.paragraphs) as string[]) : [];
  const byParagraph = new Map<number, SegmentRow[]>();
  for (const s of segments) byParagraph.set(s.paragraph_id, [...(byParagraph.get(s.paragraph_id) ?? []), s]);
  const out: EpubParagraph[] = [];
  let n = 0;
  const span = (s: SegmentRow, text: string) => ({ text, id: `l${++n}`, clip: s.skip_audio ? undefined : clips.get(s.id) });
  for (const [pid, lines] of [...byParagraph].sort((a, b) => a[0] - b[0])) {
    const paragraph = written[pid];
    const found = paragraph ? locateLines(paragraph, lines.map((s) => s.text)) : [];
    if (!paragraph || found.some((f) => f === null)) {
      // Not found as written (edited since): the lines themselves, one after another.
      out.push({ parts: lines.flatMap((s, i) => (i ? [{ text: ' ' }, span(s, s.text)] : [span(s, s.text)])) });
      continue;
    }
    const parts: EpubParagraph['parts'] = [];
    let cursor = 0;
    lines.forEach((s, i) => {
      const f = found[i]!;
      if (f.start > cursor) parts.push({ text: paragraph.slice(cursor, f.start) });
      parts.push(span(s, paragraph.slice(f.start, f.end)));
      cursor = f.end;
    });
    if (cursor < paragraph.length) parts.push({ text: paragraph.slice(cursor) });
    out.push({ parts });
  }
  return out;
}

export async function buildEpubFor(
  deps: Pick<Deps, 'db'>, book: BookRow, voiced: ChapterRow[], finals: ExportChapter[], meta: ExportMeta, out: string, opts: ExportOptions,
): Promise<ExportResult> {
  const chapters: EpubChapter[] = voiced.map((c, k) => {
    const row = getChapter(deps.db, c.id) ?? c;
    return { ...finals[k]!, paragraphs: epubParagraphs(row, finals[k]!.final, listSegments(deps.db, c.id)) };
  });
  return buildEpub(chapters, meta, out, { ...opts, identifier: `urn:uuid:${book.id}` });
}
