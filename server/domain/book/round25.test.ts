// Round 25: dialogue printed in quotation marks instead of dashes («Текст», — сказал он. / «Текст,
// — сказал он, — текст». / «Текст?» — «Текст».), as many editions and translations print it.
// Invented scenes; each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, said, speakerOf } from './prose.fixture.ts';
import { segmentRussian } from './segment-ru.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('round 25: a tag inside a quote that opens the paragraph', () => {
  // segment-ru.ts quotedWhole: a paragraph opening with a quote that closes in it is a quote, its tag
  // set off by dashes inside (splitSpeech), not speech that lost its dash read to the paragraph's end.
  it('parts the tag from the speech around it', () => {
    expect(said([
      'Тихон Ермолаевич сидел у самовара, а Глафира Петровна вязала чулок.',
      '«Отчего я не еду в город, сударыня, — подхватил Тихон Ермолаевич, глядя на Глафиру Петровну, — отчего не еду?»',
    ])).toEqual([
      ['Тихон Ермолаевич', 'Отчего я не еду в город, сударыня,'],
      ['Тихон Ермолаевич', 'отчего не еду?'],
    ]);
  });

  it('does so with straight quotes and a tag that ends its sentence', () => {
    expect(said([
      'Тихон Ермолаевич сидел у самовара, а Глафира Петровна вязала чулок.',
      '"Полно, — сказала Глафира Петровна. — Никто вас не гонит"',
    ])).toEqual([
      ['Глафира Петровна', 'Полно,'],
      ['Глафира Петровна', 'Никто вас не гонит'],
    ]);
  });

  // segment-ru.ts splitSpeech: as in dash speech, a dash with no comma before it sets off a plain tag.
  it('reads a plain tag after a dash with no comma before it', () => {
    expect(said([
      'Тихон Ермолаевич сидел у самовара, а Глафира Петровна вязала чулок.',
      '«Глафира Петровна женщина строгая — заметил важно Тихон Ермолаевич. — Спорить с ней нечего».',
    ])).toEqual([
      ['Тихон Ермолаевич', 'Глафира Петровна женщина строгая'],
      ['Тихон Ермолаевич', 'Спорить с ней нечего.'],
    ]);
  });
});

describe('round 25: a thought in brackets inside quoted speech', () => {
  // bracketed-thought-ru.ts: the bracket is another voice with its own tag, the speech goes on after it.
  it('gives the thought to its thinker and the speech around it to the speaker', () => {
    const book = analyze([
      'Тихон Ермолаевич сидел у самовара, а Глафира Петровна вязала чулок.',
      '«Я, сударыня, человек простой и говорю что думаю», — сказал Тихон Ермолаевич.',
      '«Это у вас старые привычки... („Старые привычки! — подумал Тихон Ермолаевич. — Знала бы она!“) Погодите, мы вас исправим».',
    ]);
    expect(speakerOf(book, 'Это у вас старые привычки')).toBe('Глафира Петровна');
    expect(speakerOf(book, 'Старые привычки!')).toBe('Тихон Ермолаевич');
    expect(speakerOf(book, 'Погодите, мы вас исправим')).toBe('Глафира Петровна');
  });
});

describe('round 25: a speaker who names herself before the closing mark', () => {
  // self-naming.ts: «"Я Одинцова", — промолвила она»: the mark between the name and its comma.
  it('gives the speech to the one it names, not to a described newcomer', () => {
    const book = analyze([
      'Лукьян Савич сидел у постели сына. Вдруг у крыльца остановилась коляска, и в комнату вошла дама в черном платье. Лукьян Савич встал.',
      '«Я Меланья Карловна», — промолвила она. — «Ваш сын жив? Я привезла с собой доктора».',
      'Лукьян Савич рассказывал ей о Меланье Карловне всю зиму.',
    ]);
    expect(speakerOf(book, 'Ваш сын жив?')).toBe('Меланья Карловна');
  });
});

describe('round 25: two quoted turns in one paragraph', () => {
  // segment-ru.ts marks a quote that a dash alone parts from the quote before (Piece.answers), and
  // attribution.ts reads it as a new turn, not the same speaker's words going on (on dev the layout with
  // two turns a paragraph gained three fragments by it; in these short scenes the turns alternate anyway).
  it('marks the second of two quotes parted by a dash alone as an answer', () => {
    const pieces = segmentRussian('«Ты куда собрался?» — «В город. За солью».');
    expect(pieces.map((p) => [p.text, p.answers === true])).toEqual([['Ты куда собрался?', false], ['В город. За солью.', true]]);
    // A tag between them, or a dash inside speech, is no answer.
    expect(segmentRussian('«Ты куда?» — спросил он. — «В город?»').some((p) => p.answers === true)).toBe(false);
    expect(segmentRussian('— Ты куда? — В город?').some((p) => p.answers === true)).toBe(false);
  });

  it('gives the second quote to the other speaker', () => {
    expect(said([
      'Родион Андреич открыл дверь. Дворник Семен молча протянул ему бумагу.',
      '«Повестка, из конторы», — проговорил Семен.',
      '«Из какой конторы?..» — «В полицию, значит, зовут. Известно, какая контора».',
      '«В полицию!.. Зачем?..» — «А мне почем знать. Требуют, и иди».',
    ]).map(([who]) => who)).toEqual(['Семен', 'Родион Андреич', 'Семен', 'Родион Андреич', 'Семен']);
  });
});

describe('round 25: a reopened quote with a tag of its own after a lost closing mark', () => {
  // segment-ru.ts: a quote that lost its closing mark runs on into the next paragraph; a paragraph that
  // reopens a quote and closes it goes on with that speech, unless it has a tag of its own.
  it('reads it as a new turn, not the speech before going on', () => {
    const book = analyze([
      'Я сидел у окна. Федот Ильич прочел мои стихи и посмеялся над ними. "Поглядим", — сказал он, — "сдержишь ли ты слово. А кто эта Дуня, о которой ты вздыхаешь? Уж не дочь ли мельника?',
      '«Не твоя забота, — отвечал я сердито, — кто бы ни была эта Дуня».',
    ]);
    expect(speakerOf(book, 'Не твоя забота')).not.toBe('Федот Ильич');
    expect(speakerOf(book, 'кто бы ни была эта Дуня')).not.toBe('Федот Ильич');
  });
});
