// A tag that goes on to someone other than its speaker and ends with a colon («— …, — начала было
// Марья, но Степан прервал ее:») introduces the next paragraph's speech: «— …, — повторял он» is
// Степан, not the one the count of turns gives. Made-up scenes, invented names.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('a tag ending with a colon on someone else', () => {
  it('names the speaker of the next paragraph', () => {
    expect(whoSaid([
      'Игнат, Степан и Марья Ивановна сидели у окна.',
      '— Я останусь с ним, — сказал Игнат.',
      '— Чем я вас отблагодарю! — начала было Марья Ивановна, но Степан опять прервал ее:',
      '— Не надо, не надо, — раздраженно повторял он.',
    ]).slice(-1)).toEqual(['Степан']);
  });

  it('not when the speaker goes on', () => {
    expect(whoSaid([
      'Игнат, Степан и Марья Ивановна сидели у окна.',
      '— Я останусь с ним, — сказал Игнат.',
      '— Чем я вас отблагодарю! — начала Марья Ивановна, и, помолчав, она прибавила:',
      '— Вы так добры, — повторяла она.',
    ]).slice(-1)).toEqual(['Марья Ивановна']);
  });
});
