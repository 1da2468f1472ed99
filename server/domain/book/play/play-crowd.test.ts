// People a play names only against the others on stage («Первый», «Другой», «Она»), on made-up
// scenes: a new group on stage makes them new people (crowd.ts); labels that name someone by an
// initial or by how they look (detect.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { REPLICAS, lines, read, who } from './play.fixture.ts';
import { groupChanges, relativeLabel } from './crowd.ts';
import { rareLabelOk } from './label-words.ts';
import { readLabel } from './labels.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('people named against the others on stage', () => {
  it('an ordinal alone, «один», «другой», a pronoun are such labels; a noun after them is not', () => {
    for (const key of ['первый', 'вторая', 'третий', 'другой', 'одна', 'она']) expect(relativeLabel(key), key).toBe(true);
    for (const key of ['первый гость', 'маша', 'слуга', 'пятого']) expect(relativeLabel(key), key).toBe(false);
  });

  it('a group going off with no one named, or a group coming on, counted, changes who they are', () => {
    for (const t of ['Уходят.', 'Оба уходят.', 'Уходят. Толпа редеет.', 'Исчезают в вихре плащей.', 'Выходят двое зрителей.', 'Два офицера.',
      'Показывается несколько прилично одетых людей.', 'В средину танца врывается вторая пара влюбленных.']) expect(groupChanges(t), t).toBe(true);
    for (const t of ['Маша уходит.', 'Слуги уходят.', 'Входит Петр.', 'Слуга приносит два стула.', 'Пауза.']) expect(groupChanges(t), t).toBe(false);
  });

  it('«Первый» of one group and «Первый» of the next are two people; the same group keeps them', () => {
    const b = read([
      'ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, 'Выходят двое прохожих.', 'Первый. Какой здесь сад!', 'Второй. Да, хорош.', 'Первый. Пойдем дальше.', 'Уходят.',
      ...REPLICAS, 'Выходят двое сторожей.', 'Первый. Кто здесь ходит?', 'Второй. Никого нет.', 'Первый. Запирай ворота.', 'Маша уходит.',
      'Первый. Ну и ночь.', ...REPLICAS,
    ].join('\n\n'));
    expect(who(b, 'Какой здесь сад')).toBe(who(b, 'Пойдем дальше'));
    expect(who(b, 'Кто здесь ходит')).not.toBe(who(b, 'Какой здесь сад'));
    expect(who(b, 'Кто здесь ходит')).toBe('Первый (2)');
    // One of the hosts leaving is no new group.
    expect(who(b, 'Ну и ночь')).toBe('Первый (2)');
    expect(who(b, 'Никого нет')).not.toBe(who(b, 'Да, хорош'));
  });

  it('«Первый» alone is not «Первый офицер», met once, nor «Муж второй дамы»', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, 'Первый офицер. Останемся!', 'Муж второй дамы. Пора домой.', 'Уходят.', 'Два офицера.',
      'Первый. Что за пьеса!', 'Второй. Скучная.', 'Первый. Нет, хорошая.', 'Второй. Пойдем.', 'Первый. Пойдем.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'Что за пьеса')).toBe('Первый');
    expect(who(b, 'Останемся')).toBe('Первый офицер');
    expect(who(b, 'Скучная')).toBe('Второй');
  });

  it('«О н. Я смотрю…»: a pronoun used as a name, its two letters set apart', () => {
    expect(readLabel('О н. Я смотрю в окно.')).toMatchObject({ label: 'Он', key: 'он', speechStart: 5 });
    expect(readLabel('О н (тихо). Я смотрю в окно.')).toMatchObject({ label: 'Он', form: 'remark' });
    expect(readLabel('А я. Пойду.')).not.toMatchObject({ label: 'Ая' });
  });

  it('lines joined: «Он.» and «Она.» met again and again inside paragraphs are labels', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да.

Она. Милый, ты слышишь? Он. Я слышу тебя. Она. Как тихо. Он. Ночь. Она. Пойдем. Он. Пойдем. Она. Куда? Он. Домой.

Маша. Где же он? Иван. Ушел.
`);
    expect(who(b, 'Я слышу тебя')).toBe('Он');
    expect(who(b, 'Как тихо')).toBe('Она');
    // The pronoun says whom it stands for.
    expect(b.characters.find((c) => c.name === 'Он')?.gender).toBe('m');
    expect(b.characters.find((c) => c.name === 'Она')?.gender).toBe('f');
    expect(lines(b).filter((l) => l.kind === 'speech' && /(?:^|\. )Он\. /.test(l.text))).toEqual([]);
  });

  it('someone named by an initial («Господин А»), or by how they look with how much first («Очень скромно одетый человек»)', () => {
    expect(rareLabelOk('Господин А')).toBe(true);
    expect(rareLabelOk('Очень скромно одетый человек')).toBe(true);
    expect(rareLabelOk('Очень хорошая погода')).toBe(false);
    expect(rareLabelOk('Очень')).toBe(false);
  });
});
