// Who a tag names, one rule at a time on texts written for the test: nobody named in an epigraph is in
// the scene, the subject of a tag after the speech, and who hears is not who speaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline } from './index.ts';
import { analyze, namesOf, said, whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('what is not the scene', () => {
  it('takes nobody named in an epigraph or its author for someone who may speak', () => {
    const book = analyzeBook([{ title: 'Глава', paragraphs: [
      { text: 'Береги платье снову, а честь смолоду.', forceNarration: true },
      { text: 'Сергей Пословицын', forceNarration: true },
      { text: '— Здравствуйте, сударыня!' },
    ] }], { language: 'ru' });
    expect(book.characters.map((c) => c.name)).not.toContain('Сергей Пословицын');
  });
});

describe('the subject of a tag after the speech', () => {
  it('takes «она» right before the verb, not a name after a preposition («она отодвинула от Сорокина лицо»)', () => {
    expect(whoSaid([
      'Маша и Сорокин стояли у крыльца.',
      '— Ах, как я рада! — и, не разжимая рук, она отодвинула от Сорокина своё лицо.',
    ])).toEqual(['Маша']);
  });
});

describe('speech verbs of older prose', () => {
  it('reads «вскричал», «примолвил», «пробурчал», «поддакнул», «переспросил» as speech tags, not as actions', () => {
    const book = analyze([
      'Гюнтер встал и подошел к окну. Звягинцев сидел у стола.',
      '— Что ты делаешь? — вскричал Гюнтер.',
      '— Ничего, — примолвил Звягинцев.',
      '— Как же так? — пробурчал Гюнтер.',
      '— Да уж так, — поддакнул Звягинцев.',
      '— Правда? — переспросил Гюнтер.',
    ]);
    const names = namesOf(book);
    const lines = book.chapters[0].lines.filter((l) => l.kind === 'speech');
    expect(lines.map((l) => names.get(l.speaker))).toEqual(['Гюнтер', 'Звягинцев', 'Гюнтер', 'Звягинцев', 'Гюнтер']);
    // An action («кивнул Гюнтер») only suggests the speaker, and the author is asked to check it.
    expect(lines.map((l) => l.issue).filter((issue) => !issue.startsWith('назван в словах автора'))).toEqual([]);
  });
});

describe('a story a character tells in quotes', () => {
  it('gives «закричал я» inside it to the teller, and his words after it; «сказал он» is someone else, marked', () => {
    const book = analyze([
      'Я служил тогда в полку. Однажды граф Иван Петрович, наш сосед, позвал меня к себе. Мы сели у камина.',
      'Граф Иван Петрович начал: «Тому три года, как я женился. Жили мы тихо.',
      '«Однажды вечером я вернулся домой и увидел у камина человека. «Ты не узнал меня?» — сказал он. «Сильвестр!» — закричал я. Сердце мое упало.',
      '«Так мы и расстались».',
      'Граф замолчал. Я не знал, что сказать.',
    ]);
    const names = namesOf(book);
    const lines = book.chapters[0].lines.filter((l) => l.kind === 'speech');
    expect(lines.map((l) => [names.get(l.speaker), l.text])).toEqual([
      ['Иван Петрович', 'Тому три года, как я женился. Жили мы тихо.'],
      ['Иван Петрович', 'Однажды вечером я вернулся домой и увидел у камина человека.'],
      ['Иван Петрович', 'Ты не узнал меня?'],
      ['Иван Петрович', 'Сильвестр!'],
      ['Иван Петрович', 'Сердце мое упало.'],
      ['Иван Петрович', 'Так мы и расстались.'],
    ]);
    // Who says «Ты не узнал меня?» the story does not name: not the teller, so the author is asked.
    expect(lines[2].review).toBe(true);
    expect(lines.filter((l) => l.review)).toHaveLength(1);
  });
});

describe('who hears is not who speaks', () => {
  it('does not take «я» of a relative clause after the subject for the speaker («произнес голос, от которого я затрепетал»)', () => {
    const lines = said([
      'Я лежал на кровати. Передо мною стоял Савельич.',
      'В эту минуту скрыпнула дверь. «Что? каков?» — произнес пошепту голос, от которого я затрепетал.',
    ]);
    expect(lines[0][0]).not.toBe('@narrator');
  });

  it('does not give a shout to the one who heard it («Вдруг услышал я крик: "Постойте!"»)', () => {
    const book = analyze([
      'Я лежал на кровати. Передо мною стоял Савельич.',
      'Меня притащили под виселицу. Вдруг услышал я крик: «Постойте, окаянные! погодите!..» Палачи остановились.',
    ]);
    const shout = book.chapters[0].lines.find((l) => l.text.startsWith('Постойте'));
    expect(shout?.issue).not.toMatch(/«я» в словах автора/);
    expect(shout?.review).toBe(true);
  });
});
