// The stress data reaches prepared text: TextPreparer finds the packages the model manager
// installed and, after reload(), a Russian line comes out with stress marks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextPreparer } from '../../services/text/preparer.ts';
import { hasShared } from '../../../test/support/shared.ts';
import { noteIn } from '../../domain/book/notes.ts';
import { installStressData, type InstalledStressData } from './stress-data.fixture.ts';

describe.skipIf(!hasShared)('TextPreparer with the installed stress data', () => {
  let data: InstalledStressData;
  beforeAll(async () => {
    data = await installStressData();
  });
  afterAll(() => data?.cleanup());

  it('marks the stress of a Russian line once the data is installed and reloaded', async () => {
    const line = 'Молоко стояло на столе, а за окном была дорога.';
    const bare = new TextPreparer(`${data.modelsDir}-none`, () => {});
    await bare.reload();
    expect(bare.hasStressData).toBe(false);
    expect(bare.prepare(line, 'ru', [], '').prepared).not.toContain('+');

    const preparer = new TextPreparer(data.modelsDir, () => {});
    const before = preparer.generation;
    await preparer.reload();
    expect(preparer.hasStressData).toBe(true);
    expect(preparer.generation).toBeGreaterThan(before);
    const r = preparer.prepare(line, 'ru', [], '');
    expect(r.prepared).toBe('Молок+о сто+яло на стол+е, а за окн+ом был+а дор+ога.');
    // English lines get no Russian stress.
    expect(preparer.prepare('The road was long.', 'en', [], '').prepared).not.toContain('+');
  });

  it('passes undecided homographs on as review notes and keeps the user marks', async () => {
    const preparer = new TextPreparer(data.modelsDir, () => {});
    await preparer.reload();
    const r = preparer.prepare('Старый замок, и кл+юч на воротах.', 'ru', [], '');
    // The likelier reading is placed (the voice reads it so) and the author is asked to check it.
    expect(r.prepared).toBe('Ст+арый з+амок, и кл+юч на вор+отах.');
    expect(r.review.map((n) => ({ word: n.word, reason: noteIn(n.reason, 'ru') }))).toEqual([{ word: 'замок', reason: 'омограф: за\u0301мок или замо\u0301к' }]);
    // The user's own mark wins: the word is read as marked and needs no review.
    const marked = preparer.prepare('Старый зам+ок.', 'ru', [], '');
    expect(marked.prepared).toBe('Ст+арый зам+ок.');
    expect(marked.review).toEqual([]);
  });
});
