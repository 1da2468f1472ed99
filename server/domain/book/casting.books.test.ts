// Casting whole real books as the import does (analysis → shares, chapters → cast), with the nine
// embedded Russian voices and with the four neural Piper voices of the catalog alone. Whatever
// the attribution finds, the cast keeps its promises: nobody of known gender has a voice of the
// other gender, nobody grown a child's voice, and every main character has a voice (with its
// variant) that no other character of its chapters, and no other main character, has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { espeakCast } from '../../engines/tts/espeak/cast.ts';
import { CATALOG } from '../../../models/catalog.ts';
import { analyzeBook, initBookPipeline, splitChapters } from './index.ts';
import { castVoices, chapterPresence, MAIN_SHARE, speakingShares, type CastVoice } from './casting.ts';
import type { AnalyzedBook, CastingCharacter, CastingVoice } from './types.ts';

const embedded: CastingVoice[] = espeakCast()
  .filter((v) => v.info.language === 'ru')
  .map(({ info: v }) => ({ id: v.id, language: v.language, gender: v.gender, age: v.age, calm: v.calm, preference: v.recommended ? 1 : 0 }));
const piper: CastingVoice[] = CATALOG.filter((e) => e.kind === 'voice' && e.engine === 'piper' && e.language === 'ru' && e.voice).map((e) => ({
  id: e.voice!.id, language: e.language!, gender: e.voice!.gender, age: e.voice!.age, calm: e.voice!.calm, preference: 2 + (e.voice!.recommended ? 1 : 0),
}));

const BOOKS = [['Отцы и дети', 'FathersAndSons.txt'], ['Преступление и наказание', 'CrimeAndPunishment.txt'], ['Шинель', 'Shinel.txt']] as const;

if (!hasShared) console.log(`casting on whole books: skipped, no shared books at ${booksDir}`);

describe.skipIf(!hasShared)('casting whole books', () => {
  const analysed = new Map<string, AnalyzedBook>();
  beforeAll(async () => {
    await initBookPipeline();
    for (const [, file] of BOOKS) analysed.set(file, analyzeBook(splitChapters(readFileSync(join(booksDir, 'ru-txt', file), 'utf8'))));
  }, 120_000);

  it('there are four Russian Piper voices in the catalog and nine embedded ones', () => {
    expect(piper).toHaveLength(4);
    expect(embedded).toHaveLength(9);
  });

  for (const [title, file] of BOOKS) {
    for (const [set, voices] of [['9 embedded voices', embedded], ['4 Piper voices', piper]] as const) {
      it(`«${title}» with ${set}: no gender crossed, no child's voice for a grown-up, main characters distinct in their chapters and from each other`, () => {
        const book = analysed.get(file)!;
        const shares = speakingShares(book);
        const characters: CastingCharacter[] = book.characters.map((c) => ({ ...c, share: shares.get(c.key) ?? 0 }));
        const presence = chapterPresence(book);
        const cast = castVoices(characters, voices, 'ru', { presence });
        const voice = new Map(voices.map((v) => [v.id, v]));
        const slot = (c: CastVoice) => `${c.voiceId}/${c.pitch}/${c.formant}`;
        const of = (key: string) => cast.get(key)!;
        const violations: string[] = [];
        for (const c of characters) {
          const v = voice.get(of(c.key).voiceId)!;
          if (c.gender && v.gender && c.gender !== v.gender) violations.push(`${c.name} (${c.gender}) has ${v.gender} voice`);
          if (c.age !== 'child' && v.age === 'child') violations.push(`${c.name} (${c.age || 'age unknown'}) has a child's voice`);
        }
        const main = characters.filter((c) => c.isNarrator || c.share >= MAIN_SHARE);
        for (const m of main) {
          const mine = presence.get(m.key) ?? new Set<number>();
          const meets = (o: CastingCharacter) => main.includes(o) || [...(presence.get(o.key) ?? [])].some((ch) => mine.has(ch));
          const clash = characters.filter((o) => o !== m && slot(of(o.key)) === slot(of(m.key)) && meets(o));
          if (clash.length) violations.push(`${m.name} shares its voice with ${clash.map((o) => o.name).join(', ')}`);
        }
        const variants = characters.filter((c) => of(c.key).pitch || of(c.key).formant).length;
        console.log(
          `«${title}», ${set}: ${characters.length} characters, ${main.length} main (share ≥ ${MAIN_SHARE * 100}%), ` +
          `${new Set([...cast.values()].map((c) => c.voiceId)).size} voices, ${new Set([...cast.values()].map(slot)).size} voices with variants ` +
          `(${variants} characters on a variant); violations: ${violations.length}`,
        );
        expect(violations).toEqual([]);
        expect(cast.size).toBe(characters.length);
        // More characters than voices meet in these books: variants are what keeps them apart.
        expect(variants).toBeGreaterThan(0);
      });
    }
  }
});
