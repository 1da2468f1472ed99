// A property of the money: for random sequences of edits (text, emotion, stress, skip, pause),
// voice and speed changes, takes and word rules, the quote made before a render always equals what
// the render then debits, and the balance always equals grants minus debits. Seeded, so a failure
// can be replayed: the seed and the steps are printed in the assertion message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMOTIONS } from '../../server/contract/enums.ts';
import { startStudio, waitFor, type TestStudio } from '../support/studio.ts';

let s: TestStudio;
let key: string;

beforeAll(async () => {
  s = await startStudio();
  s.addUser('prop@example.com', { balance: 200_000 });
  key = s.addKey('prop@example.com', 'full');
});
afterAll(() => s.close());

/** mulberry32: a tiny seeded PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXT = `Глава 1

Иван вошёл в дом. За окном шёл дождь.

— Привет, — сказал Иван. — Ты дома?

— Дома, — ответила Мария. — Заходи скорее.

Они сели у окна и долго молчали.

— Завтра будет солнце, — сказал Иван.
`;

type Seg = { id: string; text: string; skip_audio: boolean; delivery: { takes?: number } };

describe('money property', () => {
  it('quote before a render = what the render debits; balance = grants − debits', async () => {
    const seed = Number(process.env.GLAVA_PROPERTY_SEED ?? 20261122);
    const rand = rng(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const call = (m: string, p: string, body?: unknown) => s.call(m, p, { key, body });

    const book = (await call('POST', '/books', { title: 'Свойство', text: TEXT })).body.book;
    const chapterId = (await call('GET', `/books/${book.id}`)).body.book.chapters[0].id as string;
    const voices = ((await call('GET', '/voices')).body.voices as Array<{ id: string; language: string; working: boolean }>).filter((v) => v.language === 'ru' && v.working);
    const steps: string[] = [];

    const edits: Array<() => Promise<void>> = [
      async () => {
        const seg = pick(await segments());
        const text = `${seg.text.replace(/[.!?…]*$/, '')}, ${pick(['да', 'ну', 'вот'])}.`;
        steps.push(`text ${seg.id}`);
        expect((await call('PUT', `/segments/${seg.id}/text`, { text })).status).toBe(200);
      },
      async () => {
        const seg = pick(await segments());
        steps.push(`emotion ${seg.id}`);
        expect((await call('PATCH', `/segments/${seg.id}`, { emotion: pick(['', ...EMOTIONS]) })).status).toBe(200);
      },
      async () => {
        const seg = pick(await segments());
        steps.push(`skip ${seg.id}`);
        expect((await call('PATCH', `/segments/${seg.id}`, { skip_audio: !seg.skip_audio })).status).toBe(200);
      },
      async () => {
        const seg = pick(await segments());
        steps.push(`pause ${seg.id}`);
        expect((await call('PATCH', `/segments/${seg.id}`, { pause_ms: pick([-1, 200, 900]) })).status).toBe(200);
      },
      async () => {
        const seg = pick(await segments());
        steps.push(`take ${seg.id}`);
        const takes = seg.delivery.takes ?? 0;
        const body = takes > 1 && rand() < 0.5 ? { action: 'set', take: Math.floor(rand() * takes) } : { action: 'new' };
        expect((await call('POST', `/segments/${seg.id}/take`, body)).status).toBe(200);
      },
      async () => {
        const chars = (await call('GET', `/books/${book.id}`)).body.book.characters as Array<{ id: string }>;
        const c = pick(chars);
        steps.push(`voice ${c.id}`);
        const body = rand() < 0.5 ? { voice_id: pick(voices).id } : { controls: { speed: pick([0.8, 1, 1.2]) } };
        expect((await call('PATCH', `/characters/${c.id}`, body)).status).toBe(200);
      },
      async () => {
        const word = pick(['дождь', 'окна', 'солнце', 'дома']);
        steps.push(`rule ${word}`);
        expect((await call('POST', '/pronunciations', { word, replacement: word.replace(/[оае]/, (v) => `+${v}`), book_id: book.id })).status).toBe(201);
      },
    ];
    async function segments(): Promise<Seg[]> {
      return (await call('GET', `/chapters/${chapterId}`)).body.segments as Seg[];
    }

    for (let round = 0; round < 6; round++) {
      const n = 1 + Math.floor(rand() * 3);
      for (let i = 0; i < n; i++) await pick(edits)();
      const quote = (await call('POST', `/books/${book.id}/quote`, { chapter_ids: [chapterId] })).body;
      const estimate = (await call('GET', `/chapters/${chapterId}`)).body.estimate_credits;
      const why = `seed ${seed}, round ${round}, steps: ${steps.join('; ')}`;
      expect(estimate, why).toBeCloseTo(quote.credits, 6);
      const queued = await call('POST', `/chapters/${chapterId}/render`);
      if (quote.new_units === 0 && queued.status !== 200) continue;
      expect(queued.status, why).toBe(200);
      const job = await waitFor(async () => {
        const j = (await call('GET', `/jobs/${queued.body.job.id}`)).body.job;
        return ['done', 'failed', 'cancelled'].includes(j.status) ? j : null;
      });
      expect(job.status, why).toBe('done');
      expect(job.credits_used, why).toBeCloseTo(quote.credits, 6);
      const after = (await call('POST', `/books/${book.id}/quote`, { chapter_ids: [chapterId] })).body;
      expect(after.credits, `${why}: a voiced chapter quotes 0`).toBe(0);

      const ledger = (await s.call('GET', '/usage/ledger?limit=1000', { key })).body;
      const items = ledger.items as Array<{ type: string; credits: number }>;
      const given = items.filter((x) => x.credits > 0).reduce((a, x) => a + x.credits, 0);
      const spent = items.filter((x) => x.credits < 0).reduce((a, x) => a - x.credits, 0);
      const me = (await s.call('GET', '/api/me', { key })).body;
      expect(me.balance, why).toBeCloseTo(given - spent, 6);
      expect(ledger.spent, why).toBeCloseTo(spent, 6);
      expect(ledger.given, why).toBeCloseTo(given, 6);
    }
  }, 180_000);
});
