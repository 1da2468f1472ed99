// The cast a new author sees: no people made of idioms, objects, common nouns or foreign words,
// one character per person whatever forms of the name the book uses, and the right sex. Each case
// is one a reader met in «Шинель» or «Отцы и дети», retold in a text written for the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, cast, speakerOf } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('no characters made of words that are not people', () => {
  it('«как будто его черт толкнул»: the devil of an idiom says nothing; the tailor does', () => {
    const book = analyze([
      'Сапожник Архип сидел на столе и, как только узнал, в чем дело, точно как будто его черт толкнул. "Нельзя, — сказал, — заказывайте новые".',
    ]);
    expect(speakerOf(book, 'Нельзя')).toBe('Архип');
    expect(cast(book).join()).not.toMatch(/Черт|Чёрт/i);
  });

  it('a fist shown to someone is nobody «он» could mean', () => {
    const book = analyze([
      'Генерал Пушкарев ходил по кабинету. Наконец он остановился и поднес к самому носу просителя кулак.',
      '— Вон! — закричал он.',
    ]);
    expect(speakerOf(book, 'Вон!')).toBe('Пушкарев');
    expect(cast(book)).not.toContain('Кулак');
  });

  it('a poet one reads, a composer one hears and a healer in a saying are no characters', () => {
    const book = analyze([
      'Вечером Аркадий читал Пушкина, а за стеной звуки Моцарта мешались с ворчанием старого Эскулапа.',
      'Наконец он закрыл книгу. "Пора спать", — подумал он.',
      '— Спокойной ночи, — сказал Аркадий.',
    ]);
    expect(cast(book)).toEqual(['Аркадий']);
  });

  it('a predicate («он ничуть не гордец») and a face («умилённое лицо») are no speakers', () => {
    const book = analyze([
      'Помощник, чтобы показать, что он ничуть не гордец, сказал: "Прошу ко мне на чай".',
      'У нее было умилённое лицо. — Благодарю вас, — сказала Марья.',
    ]);
    expect(cast(book)).not.toEqual(expect.arrayContaining(['Гордец']));
    expect(cast(book).some((n) => /лицо/i.test(n))).toBe(false);
  });

  it('Latin words in Russian text are no names', () => {
    const book = analyze(['— Vive la France! — крикнул Жорж.', '— Bonjour, Madame, — ответил Жорж.']);
    expect(cast(book)).toEqual(['Жорж']);
  });
});

describe('one character per person', () => {
  it('«Евгений Васильевич Базаров»: the first name, the patronymic and the surname are one man', () => {
    const book = analyze([
      'Приятель Аркадия, Евгений Базаров, сидел в тарантасе.',
      '— Евгений Васильич, где вы? — спросил Николай Петрович.',
      '— Здесь, — отвечал Базаров.',
      'Базаров засмеялся и вылез из тарантаса.',
      '— Евгений, пойдем, — позвал Аркадий.',
    ]);
    const bazarov = book.characters.filter((c) => /Базаров|Евгений/.test(c.name));
    expect(bazarov).toHaveLength(1);
    expect(bazarov[0].aliases.join()).toMatch(/Евгений/);
  });

  it('Фенечка, Фенечкой and Федосья Николаевна are one woman', () => {
    const book = analyze([
      'Федосья Николаевна вошла с ребенком.',
      'Николай Петрович поздоровался с Фенечкой.',
      '— Здравствуйте, — ответила Фенечка.',
      '— Садитесь, Федосья Николаевна, — сказал он.',
    ]);
    expect(book.characters.filter((c) => /Фенечка|Федосья/.test(c.name))).toHaveLength(1);
  });

  it('«Анне» with a patronymic is Анна, and the genitive «Петра» is the man Пётр', () => {
    const book = analyze([
      'Анна Сергеевна вышла на балкон, а Петр подал ей шаль.',
      'Аркадий поклонился Анне Сергеевне.',
      '— Где же Петра носит? — сказала Анна Сергеевна.',
      '— Здесь я, — ответил Петр.',
    ]);
    expect(cast(book).filter((n) => /^Анн/.test(n))).toEqual(['Анна Сергеевна']);
    expect(book.characters.find((c) => c.name === 'Петр')?.gender).toBe('m');
    expect(cast(book)).not.toContain('Петра');
  });
});
