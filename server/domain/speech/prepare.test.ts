// The prepareText pipeline: user marks → pronunciation rules → normalisation → stress placer,
// with a recording placer to see exactly what it receives, and once with the real stress data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initMorphology } from '../book/morphology.ts';
import { hasShared } from '../../../test/support/shared.ts';
import { loadStressPlacer } from '../../engines/stress/index.ts';
import { installStressData, type InstalledStressData } from '../../engines/stress/stress-data.fixture.ts';
import { prepareText, type PronunciationRule, type StressNote, type StressPlacer } from './index.ts';

beforeAll(async () => {
  await initMorphology();
});

const ru = (text: string, rules: PronunciationRule[] = [], stress: StressPlacer | null = null) => prepareText(text, { language: 'ru', rules, stress });

/** A placer that stresses the first vowel of every unmarked word and reports one homograph. */
function recordingPlacer(notes: StressNote[] = []): StressPlacer & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    place(text) {
      seen.push(text);
      const marked = text.replace(/[\p{L}+]+/gu, (w) => (w.includes('+') ? w : w.replace(/[аеёиоуыэюя]/iu, (v) => `+${v}`)));
      return { text: marked, review: notes };
    },
  };
}

describe('stress marks from the user', () => {
  it('turns U+0301 after a vowel into + before it and keeps + marks', () => {
    expect(ru('Старый замо\u0301к.').prepared).toBe('Старый зам+ок.');
    expect(ru('Старый з+амок.').prepared).toBe('Старый з+амок.');
    expect(ru('Чудно\u0301!').prepared).toBe('Чудн+о!');
  });

  it('says a plus that marks no vowel and drops a stray one', () => {
    expect(ru('Два + два').prepared).toBe('Два плюс два');
    expect(ru('C++ и +').prepared).toBe('C и');
  });
});

describe('pronunciation rules', () => {
  it('replace whole words, ignore case and ё, keep the capital of the first letter', () => {
    const rules = [{ word: 'замок', replacement: 'зам+ок' }, { word: 'Алёна', replacement: 'Ал+ёна' }];
    expect(ru('Замок и замок, но не замочек.', rules).prepared).toBe('Зам+ок и зам+ок, но не замочек.');
    expect(ru('Алена пришла.', rules).prepared).toBe('Ал+ёна пришла.');
  });

  it('take replacements and words written with U+0301 as well', () => {
    expect(ru('Старый замок.', [{ word: 'замо\u0301к', replacement: 'за\u0301мок' }]).prepared).toBe('Старый з+амок.');
  });

  it('let the longest phrase win', () => {
    const rules = [{ word: 'Нью', replacement: 'нью' }, { word: 'нью йорк', replacement: 'нь+ю-й+орк' }];
    expect(ru('В Нью Йорк и Нью Дели.', rules).prepared).toBe('В Нь+ю-й+орк и Нью Дели.');
  });

  it('act before normalisation: a replacement with digits is read in words', () => {
    const rules = [{ word: 'дюжина', replacement: '12 штук' }];
    expect(ru('Купи дюжина яиц.', rules).prepared).toBe('Купи двенадцать штук яиц.');
    // …and a rule for a numeral word does not see numbers written in digits.
    expect(ru('Дай 5 рублей.', [{ word: 'пять', replacement: 'п+ять' }]).prepared).toBe('Дай пять рублей.');
  });

  it('leave a word the user stressed by hand in this line', () => {
    expect(ru('Старый з+амок.', [{ word: 'замок', replacement: 'зам+ок' }]).prepared).toBe('Старый з+амок.');
  });

  it('apply to every language; other languages get no normalisation', () => {
    const rules = [{ word: 'Gift', replacement: 'Gif+t' }];
    expect(prepareText('Das Gift kostet 5 Euro.', { language: 'de', rules, stress: null }).prepared).toBe('Das Gif+t kostet 5 Euro.');
    expect(prepareText('It costs $5.', { language: 'en-GB', rules: [], stress: null }).prepared).toBe('It costs five dollars.');
    expect(prepareText('Дай 5 рублей.', { language: 'ru-RU', rules: [], stress: null }).prepared).toBe('Дай пять рублей.');
  });
});

describe('the stress placer', () => {
  it('receives the normalised text with the user marks and its marks are kept', () => {
    const placer = recordingPlacer();
    const r = ru('В 1812 году з+амок сгорел.', [], placer);
    expect(placer.seen).toEqual(['В тысяча восемьсот двенадцатом году з+амок сгорел.']);
    expect(r.prepared).toBe('В т+ысяча в+осемьсот дв+енадцатом г+оду з+амок сг+орел.');
  });

  it('passes review notes on, without duplicates and without words the user marked', () => {
    const notes = [
      { word: 'замок', reason: 'омограф' },
      { word: 'Замок', reason: 'омограф' },
      { word: 'мука', reason: 'омограф' },
    ];
    expect(ru('Замок и мука.', [], recordingPlacer(notes)).review).toEqual([
      { word: 'замок', reason: 'омограф' },
      { word: 'мука', reason: 'омограф' },
    ]);
    expect(ru('Замо\u0301к и мука.', [], recordingPlacer(notes)).review).toEqual([{ word: 'мука', reason: 'омограф' }]);
  });

  it('is used for Russian only', () => {
    const placer = recordingPlacer();
    expect(prepareText('The castle.', { language: 'en', rules: [], stress: placer }).prepared).toBe('The castle.');
    expect(placer.seen).toEqual([]);
  });

  it('cannot change the words or break the line', () => {
    const rewriting: StressPlacer = { place: () => ({ text: 'совсем другой текст', review: [] }) };
    expect(ru('Дай 5 рублей.', [], rewriting).prepared).toBe('Дай пять рублей.');
    const failing: StressPlacer = { place: () => { throw new Error('broken'); } };
    expect(ru('Дай 5 рублей.', [], failing)).toEqual({ prepared: 'Дай пять рублей.', review: [] });
    const yo: StressPlacer = { place: (t) => ({ text: t.replace('все', 'вс+ё'), review: [] }) };
    expect(ru('Мы все тут.', [], yo).prepared).toBe('Мы вс+ё тут.');
  });
});

describe('punctuation that carries intonation', () => {
  it('stays in the prepared text', () => {
    const line = '— Нет, — сказал он; — завтра: в 5! Правда? Ну… Да.';
    expect(ru(line).prepared).toBe('— Нет, — сказал он; — завтра: в пять! Правда? Ну… Да.');
  });
});

describe.skipIf(!hasShared)('with the real stress data', () => {
  let data: InstalledStressData;
  let placer: StressPlacer;
  beforeAll(async () => {
    data = await installStressData();
    placer = await loadStressPlacer(data.dirs);
  }, 120_000);
  afterAll(() => data?.cleanup());

  it('stresses the numbers written out in words and reports homographs', () => {
    const r = ru('В 1812 году замок стоял 5 лет.', [], placer);
    expect(r.prepared.replace(/\+/g, '')).toBe('В тысяча восемьсот двенадцатом году замок стоял пять лет.');
    expect(r.prepared).toContain('т+ысяча восемьс+от двен+адцатом год+у');
    expect(r.review.map((n) => n.word)).toEqual(['замок']);
  });
});
