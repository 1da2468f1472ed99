// «обращаясь к сыну», «повернувшись к ней» in a tag: the one the speaker turns to was spoken to, and
// answers the untagged turn after it. Made-up scenes, invented names.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { said } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const who = (paragraphs: string[], text: string) => said(paragraphs).find(([, t]) => t.includes(text))?.[0];

describe('the one a tag turns to', () => {
  it('answers: a kin word by the patronymic', () => {
    expect(who([
      'Игнат Саввич приехал домой с сыном, Степаном Игнатьевичем. У крыльца их встретил работник Фома.',
      '— Здоровы ли все? — спросил Игнат Саввич.',
      '— Все здоровы, — отвечал Фома.',
      'Фома ушел к лошадям и стал распрягать.',
      '— Хлопот у меня много с мужиками, — продолжал Игнат Саввич, обращаясь к сыну. — Не платят оброка.',
      '— А работниками ты доволен?',
    ], 'работниками ты доволен')).toBe('Степан Игнатьевич');
  });

  it('answers: a name the tag says the speech was said to, against the count of turns', () => {
    expect(who([
      'Игнат Саввич приехал домой со Степаном. У крыльца их встретил работник Фома.',
      '— Здоровы ли все? — спросил Игнат Саввич.',
      '— Все здоровы, — отвечал Фома.',
      'Фома ушел к лошадям и стал распрягать.',
      '— Хлопот у меня много с мужиками, — говорил Игнат Саввич Степану. — Не платят оброка.',
      '— А работниками ты доволен?',
    ], 'работниками ты доволен')).toBe('Степан');
  });

  it('is not one the speaker does not turn to', () => {
    const paragraphs = [
      'Игнат Саввич приехал домой с сыном, Степаном Игнатьевичем. У крыльца их встретил работник Фома.',
      '— Здоровы ли все? — спросил Игнат Саввич.',
      '— Все здоровы, — отвечал Фома.',
      'Фома ушел к лошадям и стал распрягать.',
      '— Хлопот у меня много с мужиками, — продолжал Игнат Саввич, не оборачиваясь к сыну. — Не платят оброка.',
      '— А работниками ты доволен?',
    ];
    // «не оборачиваясь к сыну» turns to nobody: the count of turns decides.
    expect(who(paragraphs, 'работниками ты доволен')).toBe('Фома');
  });
});
