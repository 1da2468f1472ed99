// The cast of «Преступление и наказание» held «Ее», «Главнейшая», «Сикстинская» and «Всегдашняя»
// (seen in the last trial): a possessive pronoun, adjectives with a noun of their own, a picture's
// name. Each case is retold in a text written for the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, cast, speakerOf } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('adjectives and pronouns that are no people', () => {
  it('«вырвался вопль из груди ее»: her breast cries out, no «Ее»', () => {
    const book = analyze([
      'Марфа Ильинична слушала молча.',
      '— Господи! — вырвался ужасный вопль из груди ее.',
    ]);
    expect(cast(book)).not.toContain('Ее');
    expect(speakerOf(book, 'Господи!')).not.toBe('Ее');
  });

  it('«Главнейшая суть дела была решена»: the adjective has its noun, though az reads «суть» as a verb', () => {
    const book = analyze([
      'Письмо измучило Петрова. Главнейшая суть дела была решена в его голове: "Не бывать этому!"',
      '— Не бывать, — повторил Петров.',
    ]);
    expect(cast(book)).not.toContain('Главнейшая');
  });

  it('«надписана была мелом всегдашняя в таких случаях острота»: the noun comes after a phrase', () => {
    const book = analyze([
      'На заборе надписана была мелом всегдашняя в таких случаях острота: "Здесь стоять запрещено".',
      'Петров прочел и усмехнулся.',
    ]);
    expect(cast(book)).not.toContain('Всегдашняя');
  });

  it('«у Сикстинской Мадонны»: a picture\'s name is nobody\'s surname, nor anyone who speaks', () => {
    const book = analyze([
      'Петров и Дарья сидели молча. Он вспоминал о Сикстинской Мадонне, о лице Сикстинской Мадонны.',
      '— Оставьте ваши анекдоты!',
      '— Ведь у Сикстинской Мадонны лицо фантастическое.',
    ]);
    expect(cast(book).join()).not.toMatch(/Сикстинск|Мадонн/u);
  });

  it('keeps a fairy tale\'s speakers named by an adjective and a noun («Красная Шапочка», «Серый Волк»)', () => {
    const book = analyze([
      'Девочка шла по лесу.',
      '— Куда ты идешь? — спросил Серый Волк.',
      '— К бабушке, — ответила Красная Шапочка.',
    ]);
    expect(speakerOf(book, 'Куда ты идешь?')).toMatch(/Волк/u);
    expect(speakerOf(book, 'К бабушке')).toMatch(/Шапочка/u);
  });

  it('keeps an adjective standing for a person, and a surname in «-ская» before a name', () => {
    const book = analyze([
      '— Пожар! — крикнул дежурный.',
      '— Где? — спросила Кобрицкая Анна.',
    ]);
    expect(speakerOf(book, 'Пожар!')).toMatch(/^Дежурный$/iu);
    expect(speakerOf(book, 'Где?')).toMatch(/Кобрицкая|Анна/u);
  });
});
