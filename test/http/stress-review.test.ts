// Lines carry `stress_review`: the words whose stress the installed stress data could not decide
// (homographs), computed from the line's prepared text; a word the user stressed by hand leaves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from '../support/studio.ts';
import { hasShared } from '../support/shared.ts';
import { installStressData, type InstalledStressData } from '../../server/engines/stress/stress-data.fixture.ts';

const BOOK = `Глава 1. Замок

Старый замок стоял на горе. В 1812 году в нём жили 5 человек.

Утром они вышли в путь.`;

describe.skipIf(!hasShared)('stress review of lines', () => {
  let data: InstalledStressData;
  let s: TestStudio;
  let chapterId: string;
  beforeAll(async () => {
    data = await installStressData();
    s = await startStudio({ env: { GLAVA_MODELS_DIR: data.modelsDir } });
    const r = await s.call('POST', '/books', { body: { title: 'Замок', text: BOOK } });
    chapterId = (await s.call('GET', `/books/${r.body.book.id}`)).body.book.chapters[0].id;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    data?.cleanup();
  });

  const line = async (part: string) => {
    const v = (await s.call('GET', `/chapters/${chapterId}`)).body;
    return { view: v, seg: v.segments.find((x: { text: string }) => x.text.includes(part)) };
  };

  it('lists the undecided homograph of a line and nothing for the other lines', async () => {
    const { view, seg } = await line('Старый замок');
    expect(seg.stress_review).toEqual([{ word: 'замок', reason: 'омограф: за\u0301мок или замо\u0301к' }]);
    const others = view.segments.filter((x: { id: string }) => x.id !== seg.id);
    expect(others.every((x: { stress_review: unknown[] }) => x.stress_review.length === 0)).toBe(true);
    // The piece reads the numbers in words, with stress.
    const unit = view.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(seg.id));
    expect(unit.prepared).toContain('двен+адцатом год+у');
  });

  it('gives the reason in the language the studio asks for', async () => {
    const v = (await s.call('GET', `/chapters/${chapterId}`, { headers: { 'accept-language': 'en' } })).body;
    const seg = v.segments.find((x: { text: string }) => x.text.includes('Старый замок'));
    expect(seg.stress_review).toEqual([{ word: 'замок', reason: 'homograph: за\u0301мок or замо\u0301к' }]);
  });

  it('drops the note once the user stresses the word', async () => {
    const { seg } = await line('Старый замок');
    const stressed = seg.text.replace('замок', 'за\u0301мок');
    const r = await s.call('PATCH', `/segments/${seg.id}`, { body: { stressed } });
    expect(r.status).toBe(200);
    const after = r.body.segments.find((x: { id: string }) => x.id === seg.id);
    expect(after.stress_review).toEqual([]);
    const unit = r.body.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(seg.id));
    expect(unit.prepared).toContain('з+амок');
  });
});
