import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline } from './index.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const book = (paragraphs: string[], language = 'ru') =>
  analyzeBook([{ title: 'Т', paragraphs: paragraphs.map((text) => ({ text })) }], { language });

describe('characters', () => {
  it('guesses age from words next to the name and gender from names and verbs', () => {
    const b = book([
      'У ворот стоял старик Федор, а рядом маленькая Оля.',
      '— Уходи, — сказал Федор.',
      '— Не уйду! — крикнула Оля.',
      '— Ну и ладно, — проворчал старик Федор.',
    ]);
    expect(b.characters.find((c) => c.name === 'Федор')).toMatchObject({ gender: 'm', age: 'old', isNarrator: false });
    expect(b.characters.find((c) => c.name === 'Оля')).toMatchObject({ gender: 'f', age: 'child' });
  });

  it('makes a described speaker a character of its own with gender and age from the word', () => {
    const b = book(['Было темно.', '— Кто там? — спросила старуха.']);
    expect(b.characters.find((c) => c.name === 'Старуха')).toMatchObject({ gender: 'f', age: 'old', description: 'старуха' });
  });

  it('keeps a description met next to the name («сторож Никита»)', () => {
    const b = book(['На хламе лежит сторож Никита, старый солдат.', '— Пошел вон! — крикнул Никита.']);
    expect(b.characters.find((c) => c.name === 'Никита')?.description).toBe('сторож');
  });

  it('reads English names, pronouns and titles', () => {
    const b = book(['"Who are you?" said the Caterpillar.', '"I hardly know," said Alice.', '"Off with her head!" shouted the Queen.'], 'en');
    const names = b.characters.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Caterpillar', 'Alice', 'Queen']));
    expect(b.characters.find((c) => c.name === 'Queen')?.gender).toBe('f');
    expect(b.characters.find((c) => c.isNarrator)?.name).toBe('Narrator');
  });
});
