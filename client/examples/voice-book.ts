// Voice a whole book from a script: upload, quote, render every chapter (waiting over SSE),
// export an m4b and download it.
//
//   GLAVA_KEY=glv_… npx node client/examples/voice-book.ts Nos.txt ./out [m4b|zip]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GlavaApiError, GlavaClient } from 'glava-studio/client';

const [file, outDir = '.', format = 'm4b'] = process.argv.slice(2);
if (!file || (format !== 'm4b' && format !== 'zip')) {
  console.error('usage: voice-book.ts BOOK_FILE [OUT_DIR] [m4b|zip]   (env: GLAVA_KEY, GLAVA_URL)');
  process.exit(2);
}
const glava = new GlavaClient({ url: process.env.GLAVA_URL ?? 'http://127.0.0.1:7433', key: process.env.GLAVA_KEY ?? '' });

// 1. Upload (an already uploaded file answers 409 with the existing book: reuse it).
let bookId: string;
try {
  bookId = (await glava.uploadFile(file)).book.id;
} catch (e) {
  if (!(e instanceof GlavaApiError && e.code === 'duplicate')) throw e;
  bookId = (e.detail as { duplicate: { id: string } }).duplicate.id;
}
const book = await glava.waitForBook(bookId);
if (book.status !== 'ready') throw new Error(`import failed: ${book.error}`);
console.log(`«${book.title}»: ${book.chapters.length} chapters, ${book.characters.length} characters`);

// 2. The price and time before voicing anything.
const quote = await glava.postBooksByBookIdQuote(book.id);
console.log(`quote: ${quote.chars} characters → ${quote.credits} credits, about ${Math.round(quote.render_s)} s on this computer`);

// 3. Render each chapter and wait for it over GET /events (no polling).
for (const chapter of book.chapters) {
  if (chapter.status === 'ready' && !chapter.changed) continue;
  const { job } = await glava.postChaptersByChapterIdRender(chapter.id, { idempotencyKey: `render-${chapter.id}-${chapter.changed_units}` });
  const done = await glava.waitForJob(job.id, {
    onProgress: (j) => process.stdout.write(`\r${chapter.title}: ${j.done}/${j.total} pieces`),
  });
  process.stdout.write('\n');
  if (done.status !== 'done') throw new Error(`${chapter.title}: ${done.status} ${done.error ?? ''}`);
}

// 4. Assemble the audiobook and 5. download it (the link needs no key and lives an hour).
const { job } = await glava.postBooksByBookIdExport(book.id, { format });
const exported = await glava.waitForJob(job.id);
if (exported.status !== 'done' || !exported.download_url) throw new Error(`export ${exported.status}: ${exported.error ?? ''}`);
mkdirSync(outDir, { recursive: true });
const target = join(outDir, `${book.title.replace(/[\\/:*?"<>|]/g, '_')}.${format}`);
const bytes = await glava.download(exported.download_url, target);
console.log(`saved ${target} (${(bytes / 1e6).toFixed(1)} MB)`);
