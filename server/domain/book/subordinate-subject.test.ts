// The subject of a subordinate clause («когда …», «пока …», «что …») is not the one the narration goes
// on about: the next «он» and a speech right after the sentence are the main clause's subject's.
// Made-up scenes, invented names.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid } from './prose.fixture.ts';
import { inSubordinate } from './subordinate-ru.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const TWO_MEN = 'Игнат и Степан сидели в саду.';

describe('a subordinate clause\'s subject', () => {
  it('is told apart from the main clause\'s', () => {
    const s = 'Игнат смотрел в окно, пока Степан читал письмо.';
    expect(inSubordinate(s, 0, s.indexOf('Степан'))).toBe(true);
    expect(inSubordinate(s, 0, s.indexOf('Игнат'))).toBe(false);
    const t = 'Когда Степан вошел, Игнат встал.';
    expect(inSubordinate(t, 0, t.indexOf('Степан'))).toBe(true);
    expect(inSubordinate(t, 0, t.indexOf('Игнат'))).toBe(false);
    const u = 'Игнату казалось, что Степан ошибается, хотя указать, в чем ошибается Степан, он не сумел бы.';
    expect(inSubordinate(u, 0, u.lastIndexOf('Степан'))).toBe(true);
    expect(inSubordinate(u, 0, u.indexOf(' он ') + 1)).toBe(false);
  });

  it('does not carry the «он» of the next sentence', () => {
    expect(whoSaid([TWO_MEN, 'Игнат смотрел в окно, пока Степан читал письмо. Он вздохнул.', '— Поздно уже, — сказал он.'])).toEqual(['Игнат']);
  });
});
