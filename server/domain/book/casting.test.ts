import { describe, expect, it } from 'vitest';
import { castVoices, chapterPresence, MAIN_SHARE, type CastVoice } from './casting.ts';
import { NARRATOR_KEY, type AnalyzedBook, type CastingCharacter, type CastingVoice } from './types.ts';

const char = (key: string, gender: 'm' | 'f' | '', age: CastingCharacter['age'], share: number, isNarrator = false): CastingCharacter => ({
  key, name: key, aliases: [], gender, age, isNarrator, description: '', share,
});
const voice = (id: string, gender: 'm' | 'f', age: CastingVoice['age'], calm: number, language = 'ru', preference = 0): CastingVoice => ({
  id, language, gender, age, calm, preference,
});
/** Everyone in chapter 0, unless listed otherwise. */
const chapters = (list: Record<string, number[]>) => new Map(Object.entries(list).map(([k, v]) => [k, new Set(v)]));
const slot = (c: CastVoice | undefined) => (c ? `${c.voiceId}/${c.pitch}/${c.formant}` : 'none');
const plain = (voiceId: string): CastVoice => ({ voiceId, pitch: 0, formant: 0 });

describe('castVoices', () => {
  const voices = [
    voice('calm-f', 'f', 'adult', 0.9), voice('man', 'm', 'adult', 0.5), voice('old-man', 'm', 'old', 0.4),
    voice('girl', 'f', 'child', 0.3), voice('woman', 'f', 'adult', 0.6), voice('en-man', 'm', 'adult', 1, 'en'),
  ];
  const byId = new Map(voices.map((v) => [v.id, v]));

  it('gives the narrator the calmest voice of the book\'s language and others fitting voices of their own', () => {
    const cast = castVoices([
      char(NARRATOR_KEY, '', '', 0.6, true), char('ivan', 'm', 'adult', 0.2), char('ded', 'm', 'old', 0.1), char('masha', 'f', 'child', 0.1),
    ], voices, 'ru');
    expect(cast.get(NARRATOR_KEY)).toEqual(plain('calm-f'));
    expect(cast.get('ivan')).toEqual(plain('man'));
    expect(cast.get('ded')).toEqual(plain('old-man'));
    expect(cast.get('masha')).toEqual(plain('girl'));
  });

  it('a first-person narrator of known gender gets the calmest voice of that gender', () => {
    const cast = castVoices([char(NARRATOR_KEY, 'm', '', 0.6, true), char('ivan', 'm', 'adult', 0.2)], voices, 'ru');
    expect(cast.get(NARRATOR_KEY)!.voiceId).toBe('man');
    expect(byId.get(cast.get('ivan')!.voiceId)!.gender).toBe('m');
    expect(slot(cast.get('ivan'))).not.toBe(slot(cast.get(NARRATOR_KEY)));
  });

  it('lets the character who reads more choose first', () => {
    const cast = castVoices([char('minor', 'm', 'adult', 0.01), char('hero', 'm', 'adult', 0.3)], [voice('good', 'm', 'adult', 0.5, 'ru', 2), voice('ok', 'm', 'adult', 0.5)], 'ru');
    expect(cast.get('hero')).toEqual(plain('good'));
    expect(cast.get('minor')).toEqual(plain('ok'));
  });

  it('never crosses gender when fitting voices run out: variants of the right gender\'s voices instead', () => {
    // The issue's cases: three men and four women, one chapter, few voices.
    const people = [
      char(NARRATOR_KEY, '', '', 0.5, true), char('bazarov', 'm', '', 0.13), char('nikolai', 'm', '', 0.03), char('vasily', 'm', '', 0.04),
      char('anna', 'f', '', 0.03), char('fenechka', 'f', '', 0.01), char('katya', 'f', '', 0.006), char('arina', 'f', '', 0.003),
    ];
    const cast = castVoices(people, voices, 'ru');
    for (const c of people.filter((p) => p.gender)) expect(byId.get(cast.get(c.key)!.voiceId)!.gender, c.key).toBe(c.gender);
    // Nobody grown gets the child's voice, even as a variant.
    for (const c of people) expect(cast.get(c.key)!.voiceId, c.key).not.toBe('girl');
    // Everybody distinct (they all meet in chapter 0), variants where base voices ran out.
    expect(new Set(people.map((c) => slot(cast.get(c.key)))).size).toBe(people.length);
    expect(people.filter((c) => cast.get(c.key)!.pitch || cast.get(c.key)!.formant).length).toBeGreaterThan(0);
  });

  it('fits age first: an old man gets the old voice or a lowered variant, a child a child\'s voice, a grown man never a child\'s', () => {
    const cast = castVoices([
      char('father', 'm', 'old', 0.05), char('uncle', 'm', 'old', 0.04), char('boy', 'm', 'child', 0.03), char('stranger', 'm', '', 0.02),
    ], [voice('man', 'm', 'adult', 0.5), voice('old-man', 'm', 'old', 0.4), voice('boy', 'm', 'child', 0.3)], 'ru');
    expect(cast.get('father')).toEqual(plain('old-man'));
    // The second old man: a variant of the old voice, or the adult voice made lower and larger.
    const uncle = cast.get('uncle')!;
    expect(uncle.voiceId === 'old-man' || uncle.pitch < 0).toBe(true);
    expect(slot(uncle)).not.toBe(slot(cast.get('father')));
    expect(cast.get('boy')!.voiceId).toBe('boy');
    expect(cast.get('stranger')!.voiceId).not.toBe('boy');
  });

  it('reuses a plain voice across chapters where nobody meets, and uses a variant where the voice is taken in the chapter', () => {
    // «b» and «c» are minor characters (a main one keeps apart from the other main ones everywhere: below).
    const people = [char(NARRATOR_KEY, '', '', 0.5, true), char('a', 'm', 'adult', 0.1), char('b', 'm', 'adult', 0.015), char('c', 'm', 'adult', 0.01)];
    const cast = castVoices(people, [voice('n', 'f', 'adult', 0.9), voice('man', 'm', 'adult', 0.5)], 'ru', {
      presence: chapters({ [NARRATOR_KEY]: [0, 1, 2], a: [0], b: [1], c: [0] }),
    });
    expect(cast.get('a')).toEqual(plain('man'));
    expect(cast.get('b')).toEqual(plain('man')); // chapter 1 has nobody else with it
    expect(cast.get('c')!.voiceId).toBe('man'); // chapter 0: «a» has the plain voice
    expect(cast.get('c')!.pitch !== 0 || cast.get('c')!.formant !== 0).toBe(true);
  });

  it('keeps main characters apart in the whole book, even when they never speak in one chapter', () => {
    // Two men who carry the book in different chapters (the hero's uncle at home, his friend's father far away):
    // a listener who has heard both would take one voice for one person.
    const people = [char(NARRATOR_KEY, '', '', 0.5, true), char('uncle', 'm', 'old', 0.06), char('father', 'm', 'old', 0.05), char('porter', 'm', 'old', 0.001)];
    const cast = castVoices(people, [voice('n', 'f', 'adult', 0.9), voice('elder', 'm', 'old', 0.5), voice('man', 'm', 'adult', 0.4)], 'ru', {
      presence: chapters({ [NARRATOR_KEY]: [0, 1, 2], uncle: [0], father: [1], porter: [2] }),
    });
    const slot = (k: string) => JSON.stringify(cast.get(k));
    expect(cast.get('uncle')).toEqual(plain('elder'));
    expect(slot('father')).not.toBe(slot('uncle'));
    expect(cast.get('father')!.voiceId === 'elder' ? cast.get('father')!.pitch !== 0 || cast.get('father')!.formant !== 0 : true).toBe(true);
    expect(cast.get('porter')).toEqual(plain('elder')); // a minor character alone in his chapter may take it again
  });

  it('when even variants run out, only minor characters of one gender and age share, never with a main character of their chapter', () => {
    const few = [voice('n', 'f', 'adult', 0.9), voice('man', 'm', 'adult', 0.5)];
    const people = [
      char(NARRATOR_KEY, '', '', 0.5, true), char('hero', 'm', 'adult', 0.2), char('old', 'm', 'old', 0.001),
      ...Array.from({ length: 12 }, (_, i) => char(`m${i}`, 'm', 'adult', 0.01 - i * 0.0005)),
    ];
    const cast = castVoices(people, few, 'ru');
    const main = people.filter((c) => c.isNarrator || c.share >= MAIN_SHARE);
    for (const m of main) {
      expect(people.filter((o) => o !== m && slot(cast.get(o.key)) === slot(cast.get(m.key))).map((o) => o.key), m.key).toEqual([]);
    }
    const bySlot = new Map<string, CastingCharacter[]>();
    for (const c of people) bySlot.set(slot(cast.get(c.key)), [...(bySlot.get(slot(cast.get(c.key))) ?? []), c]);
    const shared = [...bySlot.values()].filter((g) => g.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    // The men share among themselves; the old man, alone of his age, has a slot of his own.
    for (const g of shared) expect(new Set(g.map((c) => `${c.gender}/${c.age}`)).size).toBe(1);
    expect(bySlot.get(slot(cast.get('old')))).toHaveLength(1);
    for (const c of people.filter((p) => p.gender)) expect(byId.get(cast.get(c.key)!.voiceId)?.gender ?? 'f', c.key).toBe(c.gender === 'm' ? 'm' : 'f');
  });

  it('the narrator\'s own voice is left to others only when nothing else is left', () => {
    const cast = castVoices([char(NARRATOR_KEY, '', '', 0.5, true), char('p', 'm', 'adult', 0.5)], [voice('only', 'm', 'adult', 0.5)], 'ru');
    expect(cast.get('p')!.voiceId).toBe('only');
    expect(slot(cast.get('p'))).not.toBe(slot(cast.get(NARRATOR_KEY)));
  });
});

describe('chapterPresence', () => {
  it('lists the chapters each character speaks in', () => {
    const line = (speaker: string) => ({ text: 'x', kind: 'speech' as const, blockId: 0, paragraphId: 0, speaker, confidence: 1, review: false, issue: '' });
    const book: AnalyzedBook = { language: 'ru', characters: [], chapters: [{ title: '1', lines: [line('a'), line('b')] }, { title: '2', lines: [line('a')] }] };
    expect(chapterPresence(book)).toEqual(chapters({ a: [0, 1], b: [0] }));
  });
});
