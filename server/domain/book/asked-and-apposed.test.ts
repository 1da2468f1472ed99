// Round 27: a description in a tag that stands for a person the reader knows. Invented scenes with
// posts the rules' lists do not hold; each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('round 27: the one asked (calls.ts askedOf)', () => {
  it('takes the described person asked «у» someone, called by name in the speech, for the one called', () => {
    expect(whoSaid([
      '— Что, Филат, не едут еще? — спрашивал, выходя на крыльцо, помещик у своего конюха, рыжего малого в картузе.',
      'Конюх посмотрел на дорогу.',
      '— Не едут, — отвечал конюх.',
    ])).toEqual(['Помещик', 'Филат']);
  });

  it('leaves the genitive alone when the tag asks nothing («у» is a place)', () => {
    expect(whoSaid([
      '— Вот и ты, Филат! — сказал помещик, стоя у конюха в избе.',
      '— Не едут, — отвечал конюх.',
    ])).toEqual(['Помещик', 'Конюх']);
  });
});

describe('round 27: a description in apposition (appositives.ts)', () => {
  it('takes a description the narration set beside another for that one, in the chapter', () => {
    expect(whoSaid([
      'Фома Лукич сидел у окна. В эту минуту вошел вахмистр, высокий и рябой гусар.',
      '— Что нового, Прохор? — спросил Фома Лукич.',
      '— Всё спокойно, — отвечал вахмистр.',
      '— А лошади? — спросил Фома Лукич.',
      '— Накормлены, — отвечал гусар.',
    ])).toEqual(['Фома Лукич', 'Вахмистр', 'Фома Лукич', 'Вахмистр']);
  });

  it('keeps two people two when no adjective says the second describes the first', () => {
    expect(whoSaid([
      'Фома Лукич сидел у окна. В эту минуту вошли вахмистр, гусар.',
      '— Что нового, Прохор? — спросил Фома Лукич.',
      '— Всё спокойно, — отвечал вахмистр.',
      '— А лошади? — спросил Фома Лукич.',
      '— Накормлены, — отвечал гусар.',
    ])[3]).toBe('Гусар');
  });
});
