// Round 20: a third voice in an untagged run. Invented scenes; each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid as speakers } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('round 20: a newcomer in an untagged run', () => {
  // arrival.ts + choose.ts: one the narration has just brought in answers the untagged turn after another has spoken.
  const scene = (arrival: string) => [
    'Игнат и Марфа сидели за столом.',
    '— Дождь будет, — сказал Игнат.',
    '— Будет, — ответила Марфа.',
    '— Сено бы убрать, — сказал Игнат.',
    arrival,
    '— Ты с ярмарки? — спросила Марфа.',
    '— С ярмарки.',
  ];

  it('gives the answer to the one who has just come in', () => {
    expect(speakers(scene('Тут в избу вошел Степан.')).at(-1)).toBe('Степан');
    expect(speakers(scene('Через минуту явился Степан.')).at(-1)).toBe('Степан');
  });

  it('does not take a verb of coming in another clause for the subject\'s arrival', () => {
    expect(speakers(scene('Степан сидел у печки, а на крыльцо вошла собака.')).at(-1)).not.toBe('Степан');
  });
});
