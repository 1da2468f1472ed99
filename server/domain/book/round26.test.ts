// Round 26: turns run together in one paragraph, as older Russian prose prints an exchange («— Ты куда?
// — В город. — Зачем?»). Invented scenes; each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, said, speakerOf } from './prose.fixture.ts';
import { segmentRussian } from './segment-ru.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const speeches = (p: string) => segmentRussian(p).filter((pc) => pc.kind === 'speech').map((pc) => pc.text);

describe('round 26: untagged turns in one paragraph (segment-ru.ts, turns-in-paragraph-ru.ts)', () => {
  it('parts turns at a dash after a sentence end', () => {
    expect(speeches('— Ты куда собрался? — В город. — Зачем? — Лошадь продать.')).toEqual(['Ты куда собрался?', 'В город.', 'Зачем?', 'Лошадь продать.']);
  });

  it('gives the turns of a run-together exchange to both speakers in turn', () => {
    expect(said([
      'Ефим Саввич вошел в избу, где Домна Карповна чистила картошку.',
      '— Куда собрался, Ефим Саввич? — спросила Домна Карповна.',
      '— В город, на ярмарку. — Зачем тебе ярмарка? — Лошадь продать.',
    ])).toEqual([
      ['Домна Карповна', 'Куда собрался, Ефим Саввич?'],
      ['Ефим Саввич', 'В город, на ярмарку.'],
      ['Домна Карповна', 'Зачем тебе ярмарка?'],
      ['Ефим Саввич', 'Лошадь продать.'],
    ]);
  });

  it('keeps one speaker after a tag the dash reading missed', () => {
    // «начала она» is not read as a tag («начала» is also a noun); the words before the dash open in lower case.
    expect(speeches('— Видите ли, Ефим Саввич... — начала она. — Я скажу прямо.')).toHaveLength(1);
  });

  it('keeps one speaker after an action of someone told in the third person', () => {
    const book = analyze([
      'Ефим Саввич вошел в избу, где Домна Карповна чистила картошку.',
      '— Где лошадь? — спросила Домна Карповна.',
      '— Продал лошадь. — Ефим Саввич чуть было не заплакал, да удержался. — Хорошая была лошадь.',
    ]);
    expect(speakerOf(book, 'Ефим Саввич чуть было')).toBe('Ефим Саввич');
  });
});

describe('round 26: speech after a tag that answers it (answer-after-tag.ts)', () => {
  it('is another speaker when its «я» is of the other sex', () => {
    const book = analyze([
      'Ефим Саввич вошел в избу, где Домна Карповна чистила картошку.',
      '— Садись к столу, — сказала Домна Карповна. — Я так и знал, что позовешь.',
    ]);
    expect(speakerOf(book, 'Я так и знал')).toBe('Ефим Саввич');
  });
});
