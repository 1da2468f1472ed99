// A play over HTTP: imported as a play (replicas are their characters' speech, labels never voiced,
// stage text marked), and the book's stage settings honoured by the pieces, the quote and a render:
// a skipped remark is not voiced and not paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, waitFor, type TestStudio } from '../support/studio.ts';

const PLAY = `ЧАЙКА

ДЕЙСТВУЮЩИЕ ЛИЦА

Маша, его дочь.
Семен Семенович Медведенко, учитель.
Петр Николаевич Сорин, помещик.

ДЕЙСТВИЕ ПЕРВОЕ

Часть парка в имении Сорина. Только что зашло солнце.

Медведенко. Отчего вы всегда ходите в черном?

Маша. Это траур по моей жизни. Я несчастна.

Медведенко. Отчего? (В раздумье.) Не понимаю... Вы здоровы, отец у вас с достатком.

Маша (оглядываясь на эстраду). Скоро начнется спектакль.

Медведенко. Да. Играть будет Заречная.

Входят справа Сорин и Треплев.

Сорин (опираясь на трость). Мне, брат, в деревне как-то не того.

Маша. Пустяки. Я ушла бы, да некуда.
`;

interface Line { id: string; text: string; kind: string; stage: string | null; character_id: string }
interface Unit { text: string; chars: number; segment_ids: string[] }

let s: TestStudio;
let key: string;
beforeAll(async () => {
  s = await startStudio();
  s.addUser('playwright@example.com', { balance: 10_000 });
  key = s.addKey('playwright@example.com', 'full');
});
afterAll(() => s.close());

async function importPlay() {
  const r = await s.call('POST', '/books', { key, body: { title: 'Чайка', text: PLAY } });
  expect(r.status).toBe(201);
  return waitFor(async () => {
    const b = (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
    return b.status === 'ready' ? b : null;
  });
}

describe('a play', () => {
  it('is read as a play: replicas are speech of their characters, labels are not voiced, stage text is marked', async () => {
    const book = await importPlay();
    expect(book).toMatchObject({ stage_remarks: 'skip', stage_directions: 'narrator' });
    const byName = new Map(book.characters.map((c: { name: string; id: string; gender: string }) => [c.name, c]));
    expect(byName.get('Маша')).toMatchObject({ gender: 'f' });
    expect(byName.get('Медведенко')).toMatchObject({ gender: 'm' });
    const act = book.chapters.find((c: { title: string }) => c.title.startsWith('ДЕЙСТВИЕ'));
    const v = (await s.call('GET', `/chapters/${act.id}`, { key })).body;
    const lines: Line[] = v.segments;
    expect(lines.some((l) => /^(?:Маша|Медведенко|Сорин)\b/.test(l.text))).toBe(false);
    const line = (text: string) => lines.find((l) => l.text.includes(text))!;
    expect(line('Это траур').character_id).toBe((byName.get('Маша') as { id: string }).id);
    expect(line('Отчего вы всегда').character_id).toBe((byName.get('Медведенко') as { id: string }).id);
    expect(line('В раздумье')).toMatchObject({ kind: 'narration', stage: 'remark', text: 'В раздумье.' });
    expect(line('оглядываясь')).toMatchObject({ stage: 'remark' });
    expect(line('Входят справа')).toMatchObject({ kind: 'narration', stage: 'direction' });
    expect(line('Это траур').stage).toBeNull();
  });

  it('skips remarks by default (not voiced, not paid), reads them when the book says so, and renders without them', async () => {
    const book = await importPlay();
    const act = book.chapters.find((c: { title: string }) => c.title.startsWith('ДЕЙСТВИЕ'));
    const view = async () => (await s.call('GET', `/chapters/${act.id}`, { key })).body;
    const quote = async () => (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [act.id] } })).body;

    const skipped = await view();
    const texts = (units: Unit[]) => units.map((u) => u.text).join(' | ');
    expect(texts(skipped.units)).not.toContain('В раздумье');
    expect(texts(skipped.units)).not.toContain('оглядываясь');
    expect(texts(skipped.units)).toContain('Входят справа Сорин и Треплев.');
    const q1 = await quote();

    const patched = await s.call('PATCH', `/books/${book.id}`, { key, body: { stage_remarks: 'narrator' } });
    expect(patched.status).toBe(200);
    expect(patched.body.book.stage_remarks).toBe('narrator');
    const read = await view();
    const remark = read.units.find((u: Unit) => u.text === 'В раздумье.');
    expect(remark).toBeDefined();
    const q2 = await quote();
    const remarks = new Set(read.segments.filter((l: Line) => l.stage === 'remark').map((l: Line) => l.id));
    expect(remarks.size).toBe(3);
    const remarkChars = read.units.filter((u: Unit) => u.segment_ids.every((id) => remarks.has(id))).reduce((a: number, u: Unit) => a + u.chars, 0);
    expect(q2.new_chars - q1.new_chars).toBe(remarkChars);
    expect(q2.credits).toBeGreaterThan(q1.credits);

    // Back to the default, then voice the chapter: the recording has no remark and costs the first quote.
    expect((await s.call('PATCH', `/books/${book.id}`, { key, body: { stage_remarks: 'skip' } })).status).toBe(200);
    const before = (await s.call('GET', '/api/me', { key })).body.balance as number;
    const job = (await s.call('POST', `/chapters/${act.id}/render`, { key })).body.job;
    const done = await waitFor(async () => {
      const j = (await s.call('GET', `/jobs/${job.id}`, { key })).body.job;
      return j.status === 'done' || j.status === 'failed' ? j : null;
    });
    expect(done.status).toBe('done');
    expect(done.credits_used).toBeCloseTo(q1.credits, 6);
    expect((await s.call('GET', '/api/me', { key })).body.balance).toBeCloseTo(before - q1.credits, 6);
    const voiced = await view();
    const recorded = voiced.timeline.map((t: { text: string }) => t.text).join(' | ');
    expect(recorded).not.toContain('В раздумье');
    expect(recorded).toContain('Входят справа');

    // Directions skipped too: the chapter has changed since it was voiced, and the direction is gone.
    expect((await s.call('PATCH', `/books/${book.id}`, { key, body: { stage_directions: 'skip' } })).status).toBe(200);
    const after = await view();
    expect(after.chapter.changed).toBe(true);
    expect(texts(after.units)).not.toContain('Входят справа');
  });

  it('refuses a stage setting it does not know', async () => {
    const book = await importPlay();
    const r = await s.call('PATCH', `/books/${book.id}`, { key, body: { stage_remarks: 'hero' } });
    expect(r.status).toBe(422);
  });
});
