// One person, one character: the ways Russian prose ties a description («комендант», «поручик»,
// «прохожий») to the person it names, and where it must not. Scenes and names made up for the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, cast, whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('what a conversation shows', () => {
  it('takes the described addressee of a call inside the speech for the one called', () => {
    expect(whoSaid([
      'Мы сидели у коменданта.',
      '— Послушайте, Семен Ильич! — сказал я коменданту. — Надо запереть ворота.',
      '— Запрем, — отвечал комендант.',
      '— И поставить караул, — прибавил я.',
    ]).slice(2)).toEqual(['Семен Ильич', '@narrator']);
  });

  it('does not take «продолжал N» for the description when N spoke just before', () => {
    expect(whoSaid([
      '— Пора ехать, — сказал Семен Ильич.',
      '— Лошади готовы, — сказал ямщик.',
      '— Так едем же, — продолжал Семен Ильич.',
    ])).toEqual(['Семен Ильич', 'Ямщик', 'Семен Ильич']);
  });

  it('takes the description who turns at a call for the one called', () => {
    const book = analyze([
      '— Илларион Кузьмич! — негромко позвал писарь. Поручик быстро взглянул на него.',
      '— Чего тебе? — сказал поручик.',
    ]);
    expect(cast(book).sort()).toEqual(['Илларион Кузьмич', 'Писарь']);
  });
});
