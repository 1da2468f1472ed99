// Round 19: untagged runs that lose count of turns. Invented scenes; each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid as speakers } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('round 19: untagged runs', () => {
  // silence.ts: the one the narration says found nothing to answer does not speak next; the last speaker goes on.
  const scene = (silence: string) => [
    'Игнат и Степан стояли у колодца.',
    '— Ты на ярмарку едешь? — спросил Игнат.',
    silence,
    '— Лошадь-то здорова?',
  ];

  it('reads «ничего не нашелся ответить» as silence', () => {
    expect(speakers(scene('Степан помялся и ничего не нашелся ответить.'))).toEqual(['Игнат', 'Игнат']);
  });

  it('reads «не знал, что отвечать» and «не нашелся, что сказать» as silence', () => {
    expect(speakers(scene('Степан смутился и не знал, что отвечать.'))).toEqual(['Игнат', 'Игнат']);
    expect(speakers(scene('Степан покраснел и не нашелся, что сказать.'))).toEqual(['Игнат', 'Игнат']);
  });
});
