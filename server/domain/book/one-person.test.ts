// One person, one character: the ways Russian prose ties a description («комендант», «поручик»,
// «прохожий») to the person it names, and where it must not. Scenes and names made up for the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline } from './index.ts';
import { firstNameStem, patronymicStem } from './kin-names.ts';
import { analyze, cast, whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('what a conversation shows', () => {
  it('takes the described addressee of a call inside the speech for the one called', () => {
    expect(whoSaid([
      'Мы сидели у коменданта.',
      '— Послушайте, Семен Ильич! — сказал я коменданту. — Надо запереть ворота.',
      '— Запрем, — отвечал комендант.',
      '— И поставить караул, — прибавил я.',
    ]).slice(2)).toEqual(['Семен Ильич', '@narrator']);
  });

  it('does not take «продолжал N» for the description when N spoke just before', () => {
    expect(whoSaid([
      '— Пора ехать, — сказал Семен Ильич.',
      '— Лошади готовы, — сказал ямщик.',
      '— Так едем же, — продолжал Семен Ильич.',
    ])).toEqual(['Семен Ильич', 'Ямщик', 'Семен Ильич']);
  });

  it('takes the description who turns at a call for the one called', () => {
    const book = analyze([
      '— Илларион Кузьмич! — негромко позвал писарь. Поручик быстро взглянул на него.',
      '— Чего тебе? — сказал поручик.',
    ]);
    expect(cast(book).sort()).toEqual(['Илларион Кузьмич', 'Писарь']);
  });
});

describe('a rank a call showed, in the other chapters', () => {
  const book = (...chapters: string[][]) =>
    analyzeBook(chapters.map((paragraphs, i) => ({ title: `Глава ${i + 1}`, paragraphs: paragraphs.map((text) => ({ text })) })), { language: 'ru' });
  const speakers = (b: ReturnType<typeof book>, chapter: number) =>
    b.chapters[chapter].lines.filter((l) => l.kind !== 'narration').map((l) => b.characters.find((c) => c.key === l.speaker)?.name);
  const shown = ['Мы сидели у коменданта.', '— Послушайте, Семен Ильич! — сказал я коменданту. — Надо запереть ворота.', '— Запрем, — отвечал комендант.'];

  it('takes «комендант» for Семен Ильич in a chapter that names him', () => {
    const b = book(shown, ['Семен Ильич вышел на крыльцо и поглядел на дорогу.', '— Едут! — сказал комендант.']);
    expect(speakers(b, 1)).toEqual(['Семен Ильич']);
  });

  it('leaves «комендант» alone in a chapter that does not name him', () => {
    const b = book(shown, ['Мы въехали в другую крепость.', '— Едут! — сказал комендант.']);
    expect(speakers(b, 1)).toEqual(['Комендант']);
  });
});

describe('a kin word and the patronymic', () => {
  it('takes «отец» for the father the son\'s patronymic names', () => {
    const book = analyze([
      'Тарантас подъехал к крыльцу, и Глеб Фомич соскочил на землю. Фома Лукич ждал его на крыльце.',
      '— Наконец пожаловал! — проговорил отец.',
      '— Здравствуйте, — отвечал Глеб Фомич.',
    ]);
    expect(cast(book).sort()).toEqual(['Глеб Фомич', 'Фома Лукич']);
  });

  it('takes «брат» for the man of the sister\'s patronymic', () => {
    const book = analyze([
      'Варвара Тихоновна и Марья Гавриловна сидели у окна. Степан Тихонович и доктор Кузьма Ильич курили на крыльце.',
      '— Скоро ли обед? — спросила Марья Гавриловна.',
      '— Скоро, — отвечала Варвара Тихоновна.',
      '— Обед готов! — крикнул из сеней брат.',
    ]);
    expect(cast(book).sort()).toEqual(['Варвара Тихоновна', 'Марья Гавриловна', 'Степан Тихонович']);
  });

  it('leaves «брат» alone when two brothers are named, each the other\'s brother', () => {
    const book = analyze([
      'Степан Тихонович и Павел Тихонович сидели на балконе.',
      '— Душно, — сказал брат.',
    ]);
    expect(cast(book)).toContain('Брат');
  });
});

describe('patronymic and first name stems', () => {
  it.each([
    ['васильевич', 'василий'], ['васильич', 'василий'], ['васильевна', 'василий'], ['николаевич', 'николай'], ['андреевич', 'андрей'],
    ['романовна', 'роман'], ['ильич', 'илья'], ['ильинична', 'илья'], ['кузмич', 'кузьма'], ['саввишна', 'савва'], ['прокофьич', 'прокофий'],
  ])('reads %s as made from %s', (patr, first) => {
    expect(patronymicStem(patr)).toBe(firstNameStem(first));
  });

  it('tells Петрович from Павел', () => {
    expect(patronymicStem('петрович')).not.toBe(firstNameStem('павел'));
  });
});

describe('the mistress of the house', () => {
  it('takes «хозяйка» for the named woman the paragraph was about, already a voice of the chapter', () => {
    expect(whoSaid([
      '— Вы надолго к нам? — спросила Ольга Павловна.',
      '— До осени, — отвечал Кузьма Лукич.',
      'Ольга Павловна задумалась и предложила гостю перейти в залу. «А где же ваш брат?» — спросила хозяйка.',
    ])).toEqual(['Ольга Павловна', 'Кузьма Лукич', 'Ольга Павловна']);
  });

  it('does not take «хозяин» for a guest who has just come in', () => {
    expect(whoSaid([
      'Кузьма Лукич вошел в трактир и сел у окна. «Чего изволите?» — спросил хозяин.',
    ])).toEqual(['Хозяин']);
  });
});
