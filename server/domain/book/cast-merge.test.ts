// One person, one character: the rules that join the names and descriptions a book uses for one
// person (name-links.ts, descriptions.ts, description-names.ts, entities.ts), each on a text written
// for the test, and the cases where the words are two people and must stay two.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, cast, speakerOf } from './prose.fixture.ts';
import { appositions, descriptionBase, sameDescriptions } from './descriptions.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('a surname the text gives as such', () => {
  it('«Фамилия писаря была Сверчков… Имя его было Петр Ильич»: one man', () => {
    const book = analyze([
      'В одной канцелярии служил писарь, человек тихий. Фамилия писаря была Сверчков. Имя его было Петр Ильич.',
      '— Опять опоздали, — сказал ему столоначальник.',
      '— Виноват, — отвечал Петр Ильич.',
      'Наконец доложили, что пришел какой-то Сверчков.',
      '— Я по делу, — сказал Сверчков.',
    ]);
    const clerk = book.characters.filter((c) => /Сверчков|Петр/.test(c.name));
    expect(clerk).toHaveLength(1);
    expect(clerk[0].aliases.join()).toMatch(/Сверчков|Петр/);
  });

  it('a surname met apart from any such sentence stays its own person', () => {
    const book = analyze([
      'Петр Ильич сидел за столом. Фамилия эта была ему незнакома.',
      '— Виноват, — отвечал Петр Ильич.',
      'Вошел Сверчков.',
      '— Я по делу, — сказал Сверчков.',
    ]);
    expect(cast(book)).toEqual(expect.arrayContaining(['Петр Ильич', 'Сверчков']));
  });
});

describe('descriptions of one person', () => {
  it('files a diminutive or homely form under its word', () => {
    expect(descriptionBase('старушка')).toBe('старуха');
    expect(descriptionBase('старушонка')).toBe('старуха');
    expect(descriptionBase('старичок')).toBe('старик');
    expect(descriptionBase('матушка')).toBe('мать');
    expect(descriptionBase('батюшка')).toBe('отец');
    expect(descriptionBase('ямщик')).toBe('ямщик');
  });

  it('«старушка» and «старуха» in tags are one old woman', () => {
    const book = analyze([
      'В избе у окна сидела старушка и вязала чулок.',
      '— Кто там? — спросила старушка.',
      'Дверь отворилась, и вошел Федор.',
      '— Я это, — отвечал Федор.',
      '— Садись, — сказала старуха.',
    ]);
    expect(cast(book).filter((n) => /^Стару/.test(n))).toEqual(['Старуха']);
  });

  it('words the narration sets side by side for one woman are one person', () => {
    expect(appositions('Жила Маша с старушкою, матерью своею.')).toEqual([['старуха', 'мать']]);
    expect(appositions('Покойница матушка, вдова и добрая женщина, решила так.')).toEqual(expect.arrayContaining([['покойница', 'мать'], ['мать', 'вдова']]));
    const book = analyze([
      'В хижине жила девушка с старушкою, матерью своею.',
      '— Поди за водой, — сказала старушка.',
      'Девушка взяла ведро.',
      '— Иду, — отвечала девушка.',
      'Вечером мать села к окну.',
      '— Устала я, — сказала мать.',
    ]);
    expect(speakerOf(book, 'Устала я')).toBe(speakerOf(book, 'Поди за водой'));
    expect(cast(book)).toHaveLength(2);
  });

  it('a kin word with its possessor, or two kin words, are no such pair', () => {
    expect(appositions('Лиза была младшая сестра старухи.')).toEqual([]);
    expect(appositions('Пришла кума, жена квартального.')).toEqual([]);
    expect(appositions('У стола стояли отец, мать и дети.')).toEqual([]);
    // A word beside two different kin words is their attribute («покойница мать», «покойница жена»).
    expect(sameDescriptions([['покойница', 'мать'], ['покойница', 'жена']]).size).toBe(0);
    expect(sameDescriptions([['старуха', 'мать']]).get('мать')).toBe('старуха');
  });

  it('«подумала покойница … проговорила старуха»: an age word for the described woman who just spoke', () => {
    const book = analyze([
      'Родился Иван к ночи. Покойница, вдова и очень хорошая женщина, собралась окрестить ребенка; кумой была Марья Петровна. ' +
        '"Нет, -- подумала покойница, -- имена-то все такие". Развернули книгу в другом месте. ' +
        '"Вот беда, -- проговорила старуха, -- какие всё имена".',
    ]);
    expect(speakerOf(book, 'Вот беда')).toBe('Покойница');
    expect(cast(book)).not.toContain('Старуха');
  });
});

describe('descriptions the narration ties to a name', () => {
  it('«Барин вздохнул… Зовут его Николаем Ивановичем»: the barin\'s lines before and after are his', () => {
    const book = analyze([
      '— Что, Степан, не едут? — спрашивал барин у ворот.',
      '— Не видать, — ответствовал Степан.',
      '— Не видать? — повторил барин.',
      'Барин вздохнул и сел на скамейку. Зовут его Николаем Ивановичем Зотовым.',
    ]);
    expect(speakerOf(book, 'Что, Степан')).toBe('Николай Иванович');
    expect(speakerOf(book, 'Не видать?')).toBe('Николай Иванович');
    expect(cast(book)).not.toContain('Барин');
  });

  it('«сторож Никита», «по имени», «так звали»: that person in the chapter', () => {
    const book = analyze([
      'У ворот стоял сторож Никита Ильич с фонарем.',
      '— Кто идет? — окликнул сторож.',
      'Приехала соседка, старая охотница до карт, по имени Марфа Степановна.',
      '— Здравствуйте, — сказала соседка.',
      'Дарья Ивановна (так звали новую ключницу) вошла с подносом.',
      '— Чай готов, — сказала ключница.',
    ]);
    expect(speakerOf(book, 'Кто идет')).toBe('Никита Ильич');
    expect(speakerOf(book, 'Здравствуйте')).toBe('Марфа Степановна');
    expect(speakerOf(book, 'Чай готов')).toBe('Дарья Ивановна');
  });

  it('a word tied to two people stands for neither; a kin word before a name is no tie', () => {
    const book = analyze([
      'Пришел сосед Иван Ильич, а за ним сосед Петр Ильич.',
      '— Добрый вечер, — сказал сосед.',
      'Вошел отец Герасим с женою Акулиной Петровной.',
      '— Мир дому сему, — сказала жена.',
    ]);
    expect(speakerOf(book, 'Добрый вечер')).toBe('Сосед');
    expect(speakerOf(book, 'Мир дому')).not.toBe('Акулина Петровна');
  });
});

describe('a kin word is relative to someone', () => {
  it('«— Едем, папаша. — Сейчас, — подхватил отец»: the one the last speaker was talking with', () => {
    const book = analyze([
      'Иван Петрович встретил сына у крыльца; с ними был и Степан, приятель Мити.',
      '— Так как же, Митя, — заговорил Иван Петрович, — едем или отдохнете?',
      '— Дома отдохнем, папаша.',
      '— Сейчас, сейчас, — подхватил отец. — Эй, Степан, вели закладывать.',
    ]);
    expect(speakerOf(book, 'Сейчас, сейчас')).toBe('Иван Петрович');
    expect(cast(book)).not.toContain('Отец');
  });
});

describe('a kin word in narration is a relative of the sentence\'s subject', () => {
  it('«Поместив сына в кабинет, он …»: the son is the one named man the father is not, no character «Сын»', () => {
    const book = analyze([
      'Митя приехал домой на шесть недель. Иван Петрович сдержал свое обещание.',
      'Поместив сына в кабинет, он только что не прятался от него и жену свою удерживал от нежностей. "Мы, матушка моя, -- говорил он ей, -- надоедали ему; теперь надо быть умней".',
    ]);
    expect(cast(book)).not.toContain('Сын');
  });
});

describe('a name quoted inside speech', () => {
  it("«… 'Утро вечера мудренее',— сказал Гиппократ» inside a speech going on after its tag: no new voice", () => {
    const book = analyze([
      'Петр сидел у окна, Иван читал.',
      "— Что же? — перебил Петр. — Нет, брат! Довольно философствовать. 'Утро вечера мудренее',— сказал Гиппократ.",
      '— Он этого не говорил, — заметил Иван.',
    ]);
    expect(speakerOf(book, 'Нет, брат')).toBe('Петр');
    expect(cast(book)).not.toContain('Гиппократ');
  });

  it('a tag after speech that quotes nothing keeps its speaker, even one met for the first time', () => {
    const book = analyze([
      'Петр сидел у окна.',
      '— Что же? — перебил Петр. — Нет, брат! Довольно, — сказал Гиппократ.',
    ]);
    expect(speakerOf(book, 'Нет, брат')).toBe('Гиппократ');
  });
});
