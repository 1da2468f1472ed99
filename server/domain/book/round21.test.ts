// Round 21: a person the narrator calls by a description of rank or quality. Invented scenes; each
// case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid as speakers } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('round 21: «важное лицо», a described man of his own', () => {
  const scene = (tag: string) => [
    'Иван Ильич долго ждал в передней, мял шапку и вздыхал.',
    `Важное лицо сидел у себя в кабинете и курил сигару. Часы пробили два. За окном шел снег. "Пусть подождет", -- ${tag}.`,
  ];

  it('reads a sentence opening with «лицо» and a man\'s verb as about that man, for a later «он»', () => {
    expect(speakers(scene('сказал он'))).toEqual(['Важный человек']);
  });

  it('does not join a description by rank («важный человек») to the one named man in the scene', () => {
    expect(speakers(scene('сказал важный человек'))).toEqual(['Важный человек']);
  });
});

describe('round 21: «сказал один из них»', () => {
  // subjects.ts: one of a group the narration has just shown is someone new, not the one in mind.
  it('gives the speech to one of the group, not to the hero the sentences were about', () => {
    const said = speakers([
      'Семен Карпович шел через пустырь. Вдруг перед ним выросли какие-то люди в картузах. "Стой, барин!" -- сказал один из них, схватив его за рукав.',
    ]);
    expect(said).toEqual(['Один из них']);
  });
});

describe('round 21: «спросил он кассира», a described person spoken to', () => {
  // turned-to.ts describedSpokenTo: the described person in the dative or accusative after the
  // tag's verb was spoken to, and answers the untagged turn next.
  it('gives the untagged answer to the one asked, not to the other of the exchange', () => {
    const said = speakers([
      'Петр Ильич вошел в контору. Кассир сидел за столом и считал деньги. Лука Саввич, помощник, курил у окна.',
      '— Мне бы жалованье получить, — сказал Петр Ильич.',
      '— Подождете, — сказал Лука Саввич.',
      '— Когда же? — спросил он кассира.',
      '— Завтра, после обеда.',
    ]);
    expect(said.at(-1)).toBe('Кассир');
  });
});
