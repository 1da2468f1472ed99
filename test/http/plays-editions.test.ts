// Real printed plays (corpus tier: ../shared/books/ru-txt), imported over HTTP as an author would:
// «Чайка» (the dev split's edition) and «Три сестры» (an edition of the test split, only checked
// here, never read while writing rules). Who speaks, what is never voiced, and what the quote counts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../support/shared.ts';
import { startStudio, waitFor, type TestStudio } from '../support/studio.ts';

interface Character { id: string; name: string; gender: string; is_narrator: boolean }
interface Line { id: string; text: string; kind: string; stage: string | null; character_id: string }
interface Unit { text: string; chars: number; segment_ids: string[] }
interface Chapter { id: string; title: string }

let s: TestStudio;
beforeAll(async () => {
  if (hasShared) s = await startStudio();
});
afterAll(() => s?.close());

async function upload(file: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(booksDir, 'ru-txt', file))]), file);
  form.append('copy', '1'); // each test imports its own copy
  const res = await fetch(`${s.api}/books/upload`, { method: 'POST', headers: { 'x-api-key': s.ownerKey }, body: form });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { book: { id: string } }).book.id;
  return waitFor(async () => {
    const b = (await s.call('GET', `/books/${id}`)).body.book;
    return b.status === 'ready' ? b : null;
  }, 120_000);
}

async function chapterLines(chapter: Chapter): Promise<{ segments: Line[]; units: Unit[] }> {
  return (await s.call('GET', `/chapters/${chapter.id}`)).body;
}

/** Lines voiced in a character's voice that open with one of the play's labels («Маша. …»). */
function labelsVoiced(lines: Line[], characters: Character[]): string[] {
  const narrator = characters.find((c) => c.is_narrator)?.id;
  const labels = characters.filter((c) => !c.is_narrator).map((c) => c.name);
  return lines.filter((l) => l.character_id !== narrator && labels.some((n) => l.text.startsWith(`${n}. `))).map((l) => l.text);
}

describe.skipIf(!hasShared)('real printed plays over HTTP (corpus tier: needs ../shared/books/ru-txt)', () => {
  it('«Чайка»: Маша says «Это траур по моей жизни», no label is voiced, the cast has no front-matter people, Аркадина is a woman', async () => {
    const book = await upload('Chajka.txt');
    const cast: Character[] = book.characters;
    const byName = new Map(cast.map((c) => [c.name, c]));
    expect(byName.get('Аркадина')?.gender).toBe('f');
    expect(byName.get('Маша')?.gender).toBe('f');
    expect(byName.get('Треплев')?.gender).toBe('m');
    // The title page's «Действие происходит в усадьбе Сорина. -- Между…» is no dialogue, and an act's
    // setting («Столовая в доме Сорина.») is no one.
    expect(cast.map((c) => c.name).filter((n) => /Сорина|Столовая/.test(n))).toEqual([]);

    const front = await chapterLines(book.chapters[0]);
    expect(front.segments.filter((l) => l.kind === 'speech')).toEqual([]);

    const act = await chapterLines(book.chapters.find((c: Chapter) => c.title === 'ДЕЙСТВИЕ ПЕРВОЕ'));
    const line = (text: string) => act.segments.find((l) => l.text.includes(text))!;
    expect(line('Это траур по моей жизни')).toMatchObject({ kind: 'speech', character_id: byName.get('Маша')!.id, stage: null });
    expect(line('Это траур по моей жизни').text.startsWith('Маша')).toBe(false);
    expect(line('Отчего вы всегда ходите')).toMatchObject({ character_id: byName.get('Медведенко')!.id });
    expect(line('В раздумье')).toMatchObject({ kind: 'narration', stage: 'remark' });
    expect(line('Входят справа Сорин и Треплев')).toMatchObject({ kind: 'narration', stage: 'direction' });

    const all: Line[] = [];
    for (const c of book.chapters) all.push(...(await chapterLines(c)).segments);
    expect(labelsVoiced(all, cast)).toEqual([]);
  });

  it('«Чайка»: the quote does not count the remarks the book skips, and counts them once they are read', async () => {
    const book = await upload('Chajka.txt');
    const ids = book.chapters.map((c: Chapter) => c.id);
    const quote = async () => (await s.call('POST', `/books/${book.id}/quote`, { body: { chapter_ids: ids } })).body;
    const voicedText = async () => {
      const out: Unit[] = [];
      for (const c of book.chapters) out.push(...(await chapterLines(c)).units);
      return out;
    };
    const skipped = await quote();
    const before = await voicedText();
    expect(before.map((u) => u.text)).not.toContain('В раздумье.');

    expect((await s.call('PATCH', `/books/${book.id}`, { body: { stage_remarks: 'narrator' } })).status).toBe(200);
    const read = await quote();
    const units = await voicedText();
    expect(units.map((u) => u.text)).toContain('В раздумье.');
    const remarks = new Set<string>();
    for (const c of book.chapters) for (const l of (await chapterLines(c)).segments) if (l.stage === 'remark') remarks.add(l.id);
    expect(remarks.size).toBeGreaterThan(200);
    // A piece is voiced once however often the book says it («Пауза.», «Смеется.»): the quote grows by
    // the remarks' pieces that were not voiced already.
    const had = new Set(before.map((u) => u.text));
    const added = new Map(units.filter((u) => u.segment_ids.every((id) => remarks.has(id)) && !had.has(u.text)).map((u) => [u.text, u.chars]));
    expect(read.new_chars - skipped.new_chars).toBe([...added.values()].reduce((a, n) => a + n, 0));
  });

  it('«Три сестры» (test split): the sisters are women, their replicas are theirs, no label is voiced in the first act', async () => {
    const book = await upload('TriSestry.txt');
    const cast: Character[] = book.characters;
    const byName = new Map(cast.map((c) => [c.name, c]));
    for (const n of ['Ольга', 'Маша', 'Ирина', 'Наташа']) expect(byName.get(n)?.gender, n).toBe('f');
    for (const n of ['Андрей', 'Вершинин', 'Тузенбах', 'Чебутыкин']) expect(byName.get(n)?.gender, n).toBe('m');
    const act = await chapterLines(book.chapters.find((c: Chapter) => c.title === 'ДЕЙСТВИЕ ПЕРВОЕ'));
    const line = (text: string) => act.segments.find((l) => l.text.includes(text))!;
    expect(line('Отец умер ровно год назад')).toMatchObject({ kind: 'speech', character_id: byName.get('Ольга')!.id });
    expect(line('Зачем вспоминать')).toMatchObject({ kind: 'speech', character_id: byName.get('Ирина')!.id });
    expect(labelsVoiced(act.segments, cast)).toEqual([]);
  });
});
