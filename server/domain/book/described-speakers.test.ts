// Descriptions and kin words in a tag («сказал отец Алексей», «отвечала ее мать», «говорил бедный
// дядька»): when they are a person already present or named, and when a new one. Texts written for the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('a title before a name', () => {
  it('takes «отец Федор» in a tag for Федор, not for a father', () => {
    expect(whoSaid([
      'Семен Ильич сидел у стола с гостем и раскладывал карты.',
      '— Козыри черви, — сказал Семен Ильич.',
      '— Бог милостив, — промолвил отец Федор и покрыл его даму.',
    ])).toEqual(['Семен Ильич', 'Федор']);
  });
});

describe('a title the narration puts before a name', () => {
  it('takes «отвечал граф» for «граф Иван Петрович», though «граф» is also a graph', () => {
    expect(whoSaid([
      'Вечером к нам приехал граф Иван Петрович, наш сосед. Граф Иван Петрович сел у камина.',
      '— Что нового в городе? — спросил я.',
      '— Ничего, — отвечал граф.',
    ])).toEqual(['@narrator', 'Иван Петрович']);
  });
});

describe('a description that goes on', () => {
  it('takes «продолжал словоохотливый сосед» for the one who was speaking, for the chapter', () => {
    expect(whoSaid([
      'Иван Петрович подсел к Николаю.',
      '— Позвольте спросить, откуда вы едете? — сказал Иван Петрович.',
      'Николай пожал плечами и стал глядеть в окно.',
      '— Верно, из столицы, — продолжал словоохотливый сосед.',
      '— Из столицы, — отвечал Николай.',
      '— Так я и думал, — сказал сосед.',
    ])).toEqual(['Иван Петрович', 'Иван Петрович', 'Николай', 'Иван Петрович']);
  });
});

describe('a kin word or a described person taking part in the talk', () => {
  it('takes «отвечала ее мать» for the one woman of the talk, not the girl she is the mother of', () => {
    expect(whoSaid([
      'Петр Ильич обедал у Ивана Львовича и Анны Львовны. Катя вышивала у окна.',
      '— Хорошо ли у вас в деревне? — спросил Петр Ильич.',
      '— Хорошо, — отвечала Анна Львовна.',
      '— Хорошо, да скучно, — сказал Иван Львович.',
      '— А Катя? весела ли? — спросил Петр Ильич, взглянув на Катю.',
      '— Весела ли Катя? — отвечала ее мать. — Плачет целый день.',
    ]).slice(-2)).toEqual(['Анна Львовна', 'Анна Львовна']);
  });

  it('takes «кричала бедная женщина» for the woman of the talk, but not «какая-то женщина»', () => {
    const scene = [
      'Марья Петровна стояла у окна, Иван Ильич сидел на диване.',
      '— Где деньги? — закричала Марья Петровна.',
      '— Нет денег, — отвечал Иван Ильич.',
      'Дети проснулись и заплакали. Старшая девочка дрожала.',
    ];
    expect(whoSaid([...scene, '— Всё пропил! всё! — кричала бедная женщина.']).at(-1)).toBe('Марья Петровна');
    expect(whoSaid([...scene, '— Всё пропил! всё! — кричала какая-то женщина.']).at(-1)).toBe('Женщина');
  });

  it('takes «говорил бедный слуга» for the one the narration just before was about, marked for review', () => {
    const book = analyze([
      'Урусов сидел на крыльце, окруженный казаками. Меня подвели к виселице.',
      '— Вешать его! — сказал Урусов.',
      'Вдруг раздался крик. Гляжу: Прохор лежит в ногах у Урусова.',
      '— Отец родной! — говорил бедный слуга. — Отпусти барина!',
    ]);
    const line = book.chapters[0].lines.find((l) => l.text.includes('Отец родной'));
    expect(book.characters.find((c) => c.key === line?.speaker)?.name).toBe('Прохор');
    expect(line?.review).toBe(true);
  });
});

describe('a speech that says its speaker\'s name', () => {
  it('gives «— Я Анна Лыкова, — промолвила она» to Анна Лыкова, and the newcomer «дама» with her', () => {
    expect(whoSaid([
      'Вечером к крыльцу подъехала карета. Из нее вышла дама в черном платье.',
      '— Здесь живет доктор? — спросила дама.',
      'Семен Ильич вышел на крыльцо.',
      '— Здесь, — отвечал Семен Ильич.',
      '— Я Анна Лыкова, — промолвила она. — Я писала вам.',
    ])).toEqual(['Анна Лыкова', 'Семен Ильич', 'Анна Лыкова', 'Анна Лыкова']);
  });

  it('does not take «Я Анфисе велела» for a name the speaker gives', () => {
    expect(whoSaid([
      'Марья Петровна сидела у окна, Иван Ильич читал.',
      '— Я Анфисе велела постелить, — сказала она.',
    ])).toEqual(['Марья Петровна']);
  });

  it('gives the lines of the one unnamed described man of the chapter to the man who later says his name', () => {
    expect(whoSaid([
      'Лиза продавала цветы у ворот. Молодой, хорошо одетый человек подошел к ней.',
      '— Почем цветы? — спросил он.',
      '— Пять копеек, — отвечала Лиза.',
      'Прошло два дня.',
      'Лиза сидела дома и шила.',
      'Мать спала на печи.',
      'Вдруг дверь отворилась, и вошел Игнат.',
      '— Здравствуй, Лиза. Меня зовут Игнатом, — сказал он.',
    ])).toEqual(['Игнат', 'Лиза', 'Игнат']);
  });
});
