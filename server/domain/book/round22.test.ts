// Round 22: the layouts plain text comes in. Speech that opens again after a long tag, printed with
// a spaced dash instead of lib.ru's glued «.-». Invented sentences; each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline, segmentParagraph } from './index.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const pieces = (text: string) => segmentParagraph({ text }, 'ru').map((p) => [p.kind === 'narration' ? 'N' : 'S', p.text.trim()]);

describe('round 22: speech again after a tag that runs on', () => {
  // segment-ru.ts: after the tag's sentence, words that a tag of their own follows are speech, whatever dash.
  it.each(['—', '--', '-'])('opens speech after «…и принялся читать газету. %s», a tag following', (dash) => {
    expect(pieces(`${dash} Я не сержусь, ${dash} сказал Игнат и принялся читать газету. ${dash} А ведь он заснул, ${dash} шепнул он.`)).toEqual([
      ['S', 'Я не сержусь,'], ['N', 'сказал Игнат и принялся читать газету.'], ['S', 'А ведь он заснул,'], ['N', 'шепнул он.'],
    ]);
  });

  it('opens speech when the words close the paragraph with «, —»: the tag opens the next one', () => {
    expect(pieces('— Я не сержусь, — сказал Игнат и принялся читать газету. — А ведь он заснул, —')).toEqual([
      ['S', 'Я не сержусь,'], ['N', 'сказал Игнат и принялся читать газету.'], ['S', 'А ведь он заснул,'],
    ]);
  });

  it('keeps a sentence that tells after the tag the author\'s when no tag follows it', () => {
    expect(pieces('— Я не сержусь, — сказал Игнат и принялся читать газету. — Он заснул.').map(([k]) => k)).toEqual(['S', 'N']);
  });
});
