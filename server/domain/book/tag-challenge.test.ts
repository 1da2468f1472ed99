// The challenge set of explicit tags: names and tags no labelled book has (all invented here),
// crossed with the shapes a Russian tag takes. Each case is a scene of two people, a line of one of
// them, then the tested line, whose tag names a third person who may never have been mentioned.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

/** Who says the line that starts with «Ну» in a scene: Аристарх and Ульяна talk, then the tag. */
function speakerOf(tagged: string, opening = ''): string | undefined {
  const book = analyze([
    `Вечером Аристарх и Ульяна сидели в гостиной у камина.${opening ? ` ${opening}` : ''}`,
    '— Добрый вечер, — сказал Аристарх.',
    tagged,
  ]);
  const line = book.chapters[0].lines.find((l) => l.kind !== 'narration' && l.text.startsWith('Ну'));
  return book.characters.find((c) => c.key === line?.speaker)?.name;
}

describe('names the dictionary does not read as names', () => {
  it('takes an indeclinable foreign name that az guesses as a plural noun («Жюли») for a name', () => {
    expect(speakerOf('— Ну, это уж слишком! — вскричала Жюли.')).toBe('Жюли');
  });

  it('takes a foreign name in «-о» that az guesses as a place («Сильвестро») for a name', () => {
    expect(speakerOf('— Ну, будь по-вашему, — отвечал Сильвестро.')).toBe('Сильвестро');
  });

  it('takes a capitalised adjective in «-ский», «-ская» inside a sentence for a surname', () => {
    expect(speakerOf('— Ну, будь по-вашему, — примолвил Завьяловский.')).toBe('Завьяловский');
    expect(speakerOf('— Ну, — сказала Завьяловская, — это уж слишком.')).toBe('Завьяловская');
    expect(speakerOf('— Ну, это уж слишком! — сказал, помолчав, Завьяловский.')).toBe('Завьяловский');
  });

  it('takes a surname in «-их» for a name', () => {
    expect(speakerOf('— Ну, будь по-вашему, — молвил Сухих.')).toBe('Сухих');
  });

  it('reads a surname in «-ский» opening a sentence as the subject of the verb right after it', () => {
    expect(speakerOf('Завьяловский сказал: — Ну, это уж слишком!')).toBe('Завьяловский');
  });

  it('keeps «на Невском» a place', () => {
    const book = analyze(['Вечером Аристарх гулял на Невском.', '— Ну, пора домой, — сказал он.']);
    expect(book.characters.map((c) => c.name)).not.toContain('Невский');
  });
});

describe('two names side by side are two people', () => {
  it('starts another person at a first name after a first name («сказал Анджело Аристарху»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — сказал Анджело Аристарху.')).toBe('Анджело');
  });

  it('starts another person at a first name in an oblique case after an unknown word («спросил Гнатенко Аристарха»)', () => {
    expect(speakerOf('— Ну, что же теперь? — спросил Гнатенко Аристарха.')).toBe('Гнатенко');
    expect(speakerOf('— Ну, это уж слишком! — сказал Воробей Аристарху.')).toBe('Воробей');
  });

  it('keeps a surname before its first name and patronymic one person («Мерзляков Алексей Иваныч»)', () => {
    const book = analyze(['У нас служит Мерзляков Алексей Иваныч, человек смирный.', '— Ну, здравствуйте, — сказал Алексей Иваныч.']);
    expect(book.characters.filter((c) => !c.isNarrator).map((c) => c.name)).toEqual(['Мерзляков Алексей Иваныч']);
  });

  it('keeps an adjective surname after a name in another case a person of its own («обратился к Аристарху Завьяловский»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — обратился к Аристарху Завьяловский.')).toBe('Завьяловский');
  });
});

describe('a rank or a title before a surname', () => {
  it('gives the line to the surname after a rank, in any place of the tag', () => {
    expect(speakerOf('— Ну, будь по-вашему, — отвечал майор Тюфякин.')).toBe('Тюфякин');
    expect(speakerOf('— Ну, это уж слишком! — обратился к Аристарху майор Тюфякин.')).toBe('Тюфякин');
    expect(speakerOf('Тогда сказал майор Тюфякин: — Ну, это уж слишком!')).toBe('Тюфякин');
  });

  it('gives the line to the surname after «г-н»', () => {
    expect(speakerOf('— Ну, — сказал г-н Пескарев, — это уж слишком.')).toBe('Пескарев');
  });

  it('does not take the surname after a kin word for the speaker («сказала мать Тюфякина»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — сказала мать Тюфякина.', 'Тюфякин дремал в кресле.')).not.toBe('Тюфякина');
  });
});

describe('an adjective standing for a person («квартальный»)', () => {
  it('takes it for the subject before the verb, past an adverb, an addressee or a gerund', () => {
    expect(speakerOf('— Ну, это уж слишком! — квартальный сказал.', 'Вошел квартальный.')).toBe('Квартальный');
    expect(speakerOf('Тут квартальный громко сказал: — Ну, это уж слишком!')).toBe('Квартальный');
    expect(speakerOf('— Ну, это уж слишком! — сказал тихо квартальный.')).toBe('Квартальный');
    expect(speakerOf('— Ну, это уж слишком! — сказал Аристарху квартальный.')).toBe('Квартальный');
    expect(speakerOf('— Ну, это уж слишком! — сказал, помолчав, квартальный.')).toBe('Квартальный');
  });

  it('does not take an adjective set off after the verb for the subject («отвечал, весь бледный, но…»)', () => {
    expect(speakerOf('— Ну, будь по-вашему, — отвечал, весь еще бледный, но уже спокойный.')).not.toBe('Бледный');
  });

  it('does not take an adjective with its noun for the subject («сказал больной Ефим»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — сказал больной Ефим.')).toBe('Ефим');
  });
});

describe('another form of a name the book already uses', () => {
  const scene = (tagged: string, who: string) => speakerOf(tagged, `Вошел ${who} и сел у окна.`);

  it('takes a patronymic met alone for the one person of that patronymic («сказал Ефимыч»)', () => {
    expect(scene('— Ну, будь по-вашему, — сказал Ефимыч.', 'Иван Ефимович Тюфякин')).toBe('Иван Ефимович Тюфякин');
  });

  it('takes a diminutive az does not know for the full first name («Сашенька», «Настенька»)', () => {
    expect(scene('— Ну, будь по-вашему, — сказал Сашенька.', 'Александр Ильич')).toBe('Александр Ильич');
    expect(speakerOf('— Ну, будь по-вашему, — отвечала Настенька.', 'Вошла Настасья Петровна и села у окна.')).toBe('Настасья Петровна');
  });
});

describe('a name whose lower case reads as a gerund («пелагея», «катя»)', () => {
  it('takes it for the subject after a gerund\'s phrase', () => {
    expect(speakerOf('— Ну, это уж слишком! — заметила, улыбаясь, Пелагея Фоминична.')).toBe('Пелагея Фоминична');
    expect(speakerOf('— Ну, это уж слишком! — сказала Аристарху, не поднимая глаз, Пелагея Фоминична.')).toBe('Пелагея Фоминична');
  });

  it('reads a sentence it opens after the speech as the author\'s words («— Ну! — Пелагея Фоминична встала»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — Пелагея Фоминична встала из-за стола.')).toBe('Пелагея Фоминична');
  });
});

describe('a name whose lower case reads as a past verb («данила», «павел»)', () => {
  it('is the subject of the action after the speech, not its verb («— Ну! — и Данила махнул рукой»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — и Данила махнул рукой.')).toBe('Данила');
  });
});

describe('an adjective standing for a person, then the one spoken to', () => {
  it('takes «квартальный» for the subject before a name in another case («сказал квартальный Аристарху»)', () => {
    expect(speakerOf('— Ну, это уж слишком! — сказал квартальный Аристарху.')).toBe('Квартальный');
    expect(speakerOf('— Ну, что же теперь? — спросил квартальный Аристарха.')).toBe('Квартальный');
  });
});

describe('a woman\'s name az also reads as a man\'s («Ульяна», Ульян\'s genitive)', () => {
  it('is the woman in every case once a verb of her sex has her for its subject', () => {
    const book = analyze([
      'Вечером Аристарх и Ульяна сидели в гостиной у камина.',
      '— Добрый вечер, — сказала Ульяна.',
      'Старуха обратилась к Ульяне: — Ну, это уж слишком!',
    ]);
    expect(book.characters.map((c) => c.name)).not.toContain('Ульян');
    const line = book.chapters[0].lines.find((l) => l.text.startsWith('Ну'));
    expect(book.characters.find((c) => c.key === line?.speaker)?.name).toBe('Старуха');
  });
});

describe('a description in the author\'s words before the speech, answering the paragraph before', () => {
  it('is not the one who has just spoken («— …, — сказала Ульяна. / Старуха сказала: — …»)', () => {
    expect(analyzeScene('Старуха сказала: — Ну, это уж слишком!')).toBe('Старуха');
    expect(analyzeScene('Тогда сказала барышня: — Ну, это уж слишком!')).toBe('Барышня');
    // Аристарх has just spoken in speakerOf's scene.
    expect(speakerOf('Незнакомец сказал: — Ну, это уж слишком!')).toBe('Незнакомец');
  });
});

/** Like speakerOf, but Ульяна speaks the line before the tested one. */
function analyzeScene(tagged: string): string | undefined {
  const book = analyze(['Вечером Аристарх и Ульяна сидели в гостиной у камина.', '— Добрый вечер, — сказала Ульяна.', tagged]);
  const line = book.chapters[0].lines.find((l) => l.kind !== 'narration' && l.text.startsWith('Ну'));
  return book.characters.find((c) => c.key === line?.speaker)?.name;
}

describe('an age word before the word for who someone is', () => {
  it('takes the second word for the description («отвечал старик смотритель»)', () => {
    expect(speakerOf('— Ну, будь по-вашему, — отвечал старик смотритель.', 'Вошел смотритель и сел у окна.')).toBe('Смотритель');
  });
});

describe('an adjective standing for a person before a second verb', () => {
  it('takes «квартальный» for the subject of «сказал квартальный и сел», and «он» after it for him', () => {
    const book = analyze(['Вечером Ульяна сидела у камина.', '— Добрый вечер, — сказал квартальный и сел. — Ну, пора, — прибавил он.']);
    const names = new Map(book.characters.map((c) => [c.key, c.name]));
    expect(book.chapters[0].lines.filter((l) => l.kind !== 'narration').map((l) => names.get(l.speaker))).toEqual(['Квартальный', 'Квартальный']);
  });
});

describe('titles before foreign names', () => {
  it('reads a title, a nobiliary particle and the name as that person («возразил барон фон Гюнтер»)', () => {
    expect(speakerOf('— Ну, будь по-вашему, — возразил барон фон Гюнтер.')).toBe('Гюнтер');
  });
});
