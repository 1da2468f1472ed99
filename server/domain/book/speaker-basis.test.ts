// What the rules based each line's speaker on is kept with the line (a hand fix carries through the
// turns that were only counted: carry-fix.ts), in Russian and in English.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline, splitChapters } from './index.ts';
import { enSpeakerBasis, ruSpeakerBasis } from './speaker-basis.ts';

beforeAll(() => initBookPipeline());

const bases = (text: string, language: 'ru' | 'en') =>
  analyzeBook(splitChapters(text), { language }).chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => [l.text, l.basis]);

describe('the speaker basis kept with each line', () => {
  it('Russian: a tag names the speaker, the untagged turns after it are counted', () => {
    const text = 'Глава 1\n\nИван вошёл к Петру.\n\n— Здравствуй, Пётр, — сказал Иван.\n\n— Здравствуй.\n\n— Как дела?\n\n— Хорошо.';
    expect(bases(text, 'ru')).toEqual([['Здравствуй, Пётр,', 'named'], ['Здравствуй.', 'context'], ['Как дела?', 'turns'], ['Хорошо.', 'turns']]);
  });

  it('English: a tag naming the speaker, then the turn-taking of the dialogue chain', () => {
    const text = 'Chapter 1\n\nJohn came into the room where Mary sat.\n\n"Good morning, Mary," said John.\n\n"Good morning."\n\n"How are you?"\n\n"Very well."';
    const got = bases(text, 'en');
    expect(got[0]).toEqual(['Good morning, Mary,', 'named']);
    expect(got.slice(1).map((x) => x[1])).toEqual(['turns', 'turns', 'turns']);
  });

  it('maps the rules\' own reasons', () => {
    expect(ruSpeakerBasis('pronounTurn', false)).toBe('turns');
    expect(ruSpeakerBasis('pronounHere', false)).toBe('pronoun');
    expect(ruSpeakerBasis('named', true)).toBe('guess');
    expect(enSpeakerBasis('anchor', false, false)).toBe('named');
    expect(enSpeakerBasis('anchor', false, true)).toBe('turns');
    expect(enSpeakerBasis('gender', true, false)).toBe('continues');
  });
});
