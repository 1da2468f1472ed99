// Round 10 of the play reader, on made-up lines: stage text that was read in a voice (a direction in
// parentheses holding one of its own, read-chapter.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { lines, read, who } from './play.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const CAPS = ['МАША. Где же он?', 'ИВАН. Ушел.', 'МАША. Куда?', 'ИВАН. Не сказал.', 'МАША. Вот как!', 'ИВАН. Да.'];

describe('directions in parentheses', () => {
  it('a parenthesis that holds one of its own is one direction: «(Гости (двое, братья Маши) улыбаются.)»', () => {
    // (The scene opens with its setting in parentheses: the play prints its directions so.)
    const b = read(['(Комната в доме Ивана. Вечер.)', ...CAPS, '(Гости (двое, братья Маши) улыбаются.)', ...CAPS].join('\n\n'));
    expect(who(b, 'улыбаются')).toBe('narrator');
    expect(lines(b).find((l) => l.text.includes('улыбаются'))?.stage).toBe('direction');
  });
});
