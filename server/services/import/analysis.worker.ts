// The analysis worker: splitting, speaker attribution (and, for files, parsing) of a whole book
// takes seconds on a big book, so it runs here and never blocks the HTTP thread.
import { parentPort } from 'node:worker_threads';
import { analyzeBook, detectLanguage, initBookPipeline } from '../../domain/book/index.ts';
import type { AnalysisStage, AnalyzedBook, SourceChapter } from '../../domain/book/types.ts';
import { parseBookFile } from '../../domain/import/index.ts';
import type { ParsedBook } from '../../domain/import/index.ts';
import { parsePlainText } from '../../domain/import/txt.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis.protocol.ts';

if (!parentPort) throw new Error('analysis.worker must run in a worker thread');
const port = parentPort;
const ready = initBookPipeline();

function analyze(id: number, chapters: SourceChapter[], language: string | undefined, sample: string): AnalyzedBook {
  const lang = language || detectLanguage(sample);
  let last = 0;
  return analyzeBook(chapters, {
    language: lang,
    onProgress: (stage: AnalysisStage, done: number, total: number) => {
      const now = Date.now();
      if (now - last < 200 && done < total) return;
      last = now;
      port.postMessage({ id, type: 'progress', stage, done, total } satisfies AnalysisReply);
    },
  });
}

function sampleOf(chapters: SourceChapter[]): string {
  let s = '';
  for (const c of chapters) {
    for (const p of c.paragraphs) {
      s += p.text + '\n';
      if (s.length > 20_000) return s;
    }
  }
  return s;
}

const paragraphsOf = (chapters: SourceChapter[]): string[][] => chapters.map((c) => c.paragraphs.map((p) => p.text));

// Reading is the first stage, in steps: the dictionaries loaded (seconds, the first time), the
// file parsed. Without them a bar would stand at 0% for that whole time.
const reading = (id: number, done: number) => port.postMessage({ id, type: 'progress', stage: 'read', done, total: 2 } satisfies AnalysisReply);

port.on('message', (msg: AnalysisRequest) => {
  void (async () => {
    try {
      reading(msg.id, 0);
      await ready;
      reading(msg.id, 1);
      if (msg.kind === 'text') {
        // A pasted text is read as an uploaded .txt is: its title page gives the title and author, not a chapter.
        const parsed = parsePlainText(msg.text, { pastedTitle: msg.title }, msg.language);
        reading(msg.id, 2);
        const book = analyze(msg.id, parsed.chapters, parsed.meta.language, '');
        port.postMessage({ id: msg.id, type: 'done', book, parsed: { ...parsed, chapters: [] }, paragraphs: paragraphsOf(parsed.chapters) } satisfies AnalysisReply);
      } else {
        const parsed: ParsedBook = await parseBookFile(Buffer.from(msg.data), msg.fileName);
        reading(msg.id, 2);
        const book = analyze(msg.id, parsed.chapters, parsed.meta.language || undefined, sampleOf(parsed.chapters));
        // The chapters themselves are in `book`; the parsed structure travels without them.
        port.postMessage({ id: msg.id, type: 'done', book, parsed: { ...parsed, chapters: [] }, paragraphs: paragraphsOf(parsed.chapters) } satisfies AnalysisReply);
      }
    } catch (err) {
      const e = err as Error & { code?: string };
      port.postMessage({ id: msg.id, type: 'error', name: e.name ?? 'Error', code: e.code ?? '', message: e.message ?? String(err) } satisfies AnalysisReply);
    }
  })();
});
