// The read-along EPUB on real speech: a valid EPUB 3 package (container, package document, nav,
// every overlay reference resolving, clip times inside the audio), the lines as spans timed by
// the recording, the metadata a reading system needs to play and highlight them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub, type EpubChapter, type ExportMeta } from '../index.ts';
import { finalChapters, jpegCover, speak } from '../speech.fixture.ts';
import { checkEpub, clockSeconds, type EpubReport } from './check.fixture.ts';
import { clock } from './model.ts';
import { writeZip } from '../zip-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'glava-epub-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let report: EpubReport;
let chapters: EpubChapter[];
const meta: ExportMeta = {
  title: 'Книга <для> проверки & чтения', author: 'Анна Авторова', narrator: 'Николай, Мария (синтез речи)', series: { title: 'Серия', no: 3 },
  genre: 'Русская классика', language: 'ru', description: 'Аннотация книги.', comment: 'Озвучено синтезом речи в Glava Studio.', cover: null,
};

beforeAll(async () => {
  const spoken = await speak([
    { title: 'Глава 1', lines: [{ text: 'Иван вошёл в комнату.' }, { text: 'Было тихо.' }] },
    { title: 'Глава 2', lines: [{ text: 'Утром они вышли в путь.' }] },
  ]);
  const finals = await finalChapters(dir, spoken, 'studio');
  chapters = finals.map((c, k) => ({
    ...c,
    paragraphs: [{
      parts: spoken[k]!.lines!.flatMap(([a, b], i) => [
        ...(i ? [{ text: ' — ' }] : []),
        { text: `Строка ${i + 1} «${k + 1}»`, id: `l${i + 1}`, clip: { begin: a / 22050 + c.final.leadS, end: b / 22050 + c.final.leadS } },
      ]),
    }, { parts: [{ text: 'Строка без озвучки.', id: 'l9' }] }],
  }));
  mkdirSync(join(dir, 'work'));
  const out = join(dir, 'book.epub');
  await buildEpub(chapters, { ...meta, cover: { path: await jpegCover(join(dir, 'cover.jpg')), mime: 'image/jpeg' } }, out, {
    signal: new AbortController().signal, workDir: join(dir, 'work'), onProgress: () => {},
  });
  report = await checkEpub(out, readFileSync(out));
}, 120_000);

describe('the read-along EPUB', () => {
  it('is a valid EPUB 3 package: mimetype first and stored, container, package document, manifest, spine, nav', () => {
    expect(report.problems).toEqual([]);
    expect(report.opfPath).toBe('OEBPS/content.opf');
    expect(report.spine).toEqual(['title-page', 'nav', 'chapter-001', 'chapter-002']);
    expect([...report.manifest.values()].find((m) => m.props === 'cover-image')).toMatchObject({ href: 'OEBPS/cover.jpg', type: 'image/jpeg' });
    expect(report.manifest.get('audio-chapter-001')).toMatchObject({ href: 'OEBPS/audio/chapter-001.m4a', type: 'audio/mp4' });
  });

  it('pairs every voiced line\'s span with its clip of the chapter audio; a line without sound has no par', () => {
    const pars = report.overlays.get('OEBPS/chapter-001.smil')!;
    expect(pars.map((p) => p.text)).toEqual(['chapter-001.xhtml#l1', 'chapter-001.xhtml#l2']);
    expect(pars.every((p) => p.audio === 'audio/chapter-001.m4a')).toBe(true);
    const clips = chapters[0]!.paragraphs[0]!.parts.filter((p) => p.clip).map((p) => p.clip!);
    pars.forEach((p, i) => {
      expect(p.begin).toBeCloseTo(clips[i]!.begin, 3);
      expect(p.end).toBeCloseTo(clips[i]!.end, 3);
    });
    const xhtml = report.files.get('OEBPS/chapter-001.xhtml')!.toString('utf8');
    expect(xhtml).toContain('<span id="l1">Строка 1 «1»</span> — <span id="l2">Строка 2 «1»</span>');
    expect(xhtml).toContain('<span id="l9">Строка без озвучки.</span>');
    expect(report.files.get('OEBPS/chapter-001.smil')!.toString('utf8')).not.toContain('#l9');
  });

  it('carries the title, author, language, series, the synthesis note, narrators, durations and the active class', () => {
    const opf = report.files.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toContain('<dc:title>Книга &lt;для&gt; проверки &amp; чтения</dc:title>');
    expect(opf).toContain('<dc:creator id="author">Анна Авторова</dc:creator>');
    expect(opf).toContain('<dc:language>ru</dc:language>');
    expect(opf).toContain('Озвучено синтезом речи');
    expect(report.metas).toEqual(expect.arrayContaining([
      { property: 'media:active-class', refines: null, value: '-epub-media-overlay-active' },
      { property: 'media:narrator', refines: null, value: meta.narrator },
      { property: 'belongs-to-collection', refines: null, value: 'Серия' },
    ]));
    const durations = report.metas.filter((m) => m.property === 'media:duration');
    const seconds = chapters.map((c) => c.final.samples / c.final.sampleRate);
    expect(durations.map((d) => [d.refines, clockSeconds(d.value)])).toEqual([
      ['mo-chapter-001', Number(seconds[0]!.toFixed(3))], ['mo-chapter-002', Number(seconds[1]!.toFixed(3))], [null, Number((seconds[0]! + seconds[1]!).toFixed(3))],
    ]);
    expect(report.files.get('OEBPS/style.css')!.toString()).toContain('.-epub-media-overlay-active');
    expect(report.files.get('OEBPS/title.xhtml')!.toString()).toContain('Озвучено синтезом речи в Glava Studio.');
  });

  it('(the checker itself catches a dangling text reference, a clip past the audio\'s end and a stray mimetype)', async () => {
    const names = [...report.files.keys()];
    const broken = names.map((name) => {
      let data = report.files.get(name)!;
      if (name === 'OEBPS/chapter-001.smil') data = Buffer.from(data.toString().replace('#l2', '#nowhere').replace(/clipEnd="[^"]+"/, 'clipEnd="9:00:00.000"'));
      return { name, parts: [data] };
    });
    const out = join(dir, 'broken.epub');
    await writeZip(out, [broken[1]!, broken[0]!, ...broken.slice(2)]);
    const r = await checkEpub(out, readFileSync(out));
    expect(r.problems).toEqual(expect.arrayContaining([
      'mimetype is not the first, stored entry', 'OEBPS/chapter-001.smil: no element #nowhere', expect.stringMatching(/clip .* outside OEBPS\/audio\/chapter-001.m4a/),
    ]));
  });

  it('writes clock values as h:mm:ss.fff', () => {
    expect(clock(0)).toBe('0:00:00.000');
    expect(clock(3725.5)).toBe('1:02:05.500');
    expect(clockSeconds(clock(61.234))).toBeCloseTo(61.234, 6);
  });
});
