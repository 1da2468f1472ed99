// Voice ages on whole books (corpus tier): in «Преступление и наказание» Дуня, of unknown age, is no
// old woman's voice; in «Чайка» Сорин, called «старик» by his sister, keeps the old man's voice.
// Only the cast and the voices are looked at (the novel's part 4, chapters I–II, is a test split).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { readTei } from '../../../test/fixtures/attribution/plays/tei.ts';
import { printPlay } from '../../../test/fixtures/attribution/plays/print.ts';
import { espeakCast } from '../../engines/tts/espeak/cast.ts';
import { analyzeBook, initBookPipeline, splitChapters } from './index.ts';
import { castVoices, chapterPresence, speakingShares } from './casting.ts';
import type { AnalyzedBook, CastingVoice } from './types.ts';

const embedded = (): CastingVoice[] => espeakCast()
  .filter((v) => v.info.language === 'ru')
  .map(({ info: v }) => ({ id: v.id, language: v.language, gender: v.gender, age: v.age, calm: v.calm, preference: v.recommended ? 1 : 0 }));

/** The age of the voice each named character is given with the nine embedded voices. */
function voiceAges(book: AnalyzedBook): Map<string, string> {
  const voices = embedded();
  const shares = speakingShares(book);
  const cast = castVoices(book.characters.map((c) => ({ ...c, share: shares.get(c.key) ?? 0 })), voices, 'ru', { presence: chapterPresence(book) });
  const ageOf = new Map(voices.map((v) => [v.id, v.age]));
  return new Map(book.characters.map((c) => [c.name, ageOf.get(cast.get(c.key)!.voiceId) ?? '']));
}

describe.skipIf(!hasShared)('voice ages on whole books (corpus)', () => {
  let novel: AnalyzedBook;
  let play: AnalyzedBook;
  beforeAll(async () => {
    await initBookPipeline();
    novel = analyzeBook(splitChapters(readFileSync(join(booksDir, 'ru-txt', 'CrimeAndPunishment.txt'), 'utf8')), { language: 'ru' });
    const chaika = readTei(join(booksDir, 'ru-plays-tei', 'chekhov-chaika.xml'), 'chekhov-chaika');
    play = analyzeBook(splitChapters(printPlay(chaika, 'name'), 'ru'), { language: 'ru' });
  }, 300_000);

  it('«Преступление и наказание»: Дуня and the young are no old voices; the old pawnbroker is', () => {
    const ages = voiceAges(novel);
    expect(ages.get('Авдотья Романовна')).not.toBe('old');
    expect(ages.get('Соня')).not.toBe('old');
    expect(ages.get('Старуха')).toBe('old');
    // An old voice only with evidence of age.
    const old = novel.characters.filter((c) => ages.get(c.name) === 'old' && c.age !== 'old').map((c) => c.name);
    expect(old).toEqual([]);
  });

  it('«Чайка»: Сорин, of no age in the cast list, keeps the old man\'s voice; Маша and Нина are no old women', () => {
    const ages = voiceAges(play);
    expect(play.characters.find((c) => c.name === 'Сорин')?.age).toBe('old');
    expect(ages.get('Сорин')).toBe('old');
    expect(ages.get('Маша')).not.toBe('old');
    expect(ages.get('Нина')).not.toBe('old');
  });
});
