// The challenge set of speech layouts (issue #11, round 10): made-up paragraphs in the layouts Russian
// books use that the labelled dev books rarely or never show. Each case reads whole paragraphs through
// the pipeline (analyzeBook: the segmenter, what one paragraph hands the next, the story lookahead)
// and says how they split into lines: S speech or thought, T thought, N narration (the author's words).
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline } from './index.ts';

beforeAll(async () => {
  await initBookPipeline();
});

type Want = [kind: 'S' | 'T' | 'N', text: string, speaker?: string];

const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/^[«"„“”»'\s]+|[«"„“”»'\s]+$/g, '').trim();

/** The lines of the paragraphs read as one chapter, as [kind, text, speaker] (the speaker only where the case names it). */
function lines(paragraphs: string[], want: Want[]): Want[] {
  const book = analyzeBook([{ title: 'Глава', paragraphs: paragraphs.map((text) => ({ text })) }], { language: 'ru' });
  const names = new Map(book.characters.map((c) => [c.key, c.name]));
  return book.chapters[0].lines.map((l, i) => {
    // A thought passes where speech is asked for («S»: said or thought), not the other way round.
    const kind = l.kind === 'narration' ? 'N' : l.kind === 'thought' && want[i]?.[0] === 'T' ? 'T' : 'S';
    const line: Want = [kind, norm(l.text)];
    if (want[i]?.[2] !== undefined) line.push(names.get(l.speaker) ?? l.speaker);
    return line;
  });
}

function check(paragraphs: string[], want: Want[]): void {
  expect(lines(paragraphs, want)).toEqual(want.map(([k, t, who]) => (who === undefined ? [k, norm(t)] : [k, norm(t), who])));
}

describe('speech in quotes inside a paragraph of narration', () => {
  it.each<[string, string, Want[]]>([
    ['after a colon, then narration', 'Он сказал: «Приходи завтра». Я кивнул.', [['N', 'Он сказал:'], ['S', 'Приходи завтра.'], ['N', 'Я кивнул.']]],
    ['low quotes before a dash tag', '„Приходи“, — сказал он.', [['S', 'Приходи,'], ['N', 'сказал он.']]],
    ['a tag set off inside the quotes', '«Приходи завтра, — сказал он, — я буду ждать».', [['S', 'Приходи завтра,'], ['N', 'сказал он,'], ['S', 'я буду ждать.']]],
    ['a quote inside the quote', 'Отец обернулся и сказал: «Вчера Петр мне говорит: „Не ходи туда“, а я пошел».', [['N', 'Отец обернулся и сказал:'], ['S', 'Вчера Петр мне говорит: „Не ходи туда“, а я пошел.']]],
    ['guillemets inside guillemets', 'Он сказал: «Она мне так и ответила: «Не жди меня», и ушла».', [['N', 'Он сказал:'], ['S', 'Она мне так и ответила: «Не жди меня», и ушла.']]],
    ['a question between sentences of narration', 'Мы долго молчали. «Что же теперь будет?» — спросила наконец Маша. Никто не ответил.', [['N', 'Мы долго молчали.'], ['S', 'Что же теперь будет?'], ['N', 'спросила наконец Маша. Никто не ответил.']]],
    ['a cry inside a sentence', 'Он закричал «Стой!» и побежал за ним.', [['N', 'Он закричал'], ['S', 'Стой!'], ['N', 'и побежал за ним.']]],
    ['a sentence of its own', 'Иван вошел в комнату. «Здравствуйте, господа!» Все обернулись.', [['N', 'Иван вошел в комнату.'], ['S', 'Здравствуйте, господа!'], ['N', 'Все обернулись.']]],
    ['opening with an ellipsis', '«...И тогда я понял, что всё кончено», — сказал он.', [['S', '...И тогда я понял, что всё кончено,'], ['N', 'сказал он.']]],
    ['English quotes', '“Куда ты?” — спросил отец.', [['S', 'Куда ты?'], ['N', 'спросил отец.']]],
    ['a thought', '«Надо уходить», — подумал Петр.', [['T', 'Надо уходить,'], ['N', 'подумал Петр.']]],
    ['resumed in a new quote after a tag set off by commas', '«Ну что ж», подумал я, «делать нечего».', [['T', 'Ну что ж,'], ['N', 'подумал я,'], ['T', 'делать нечего.']]],
    ['a tag after the quote with no dash', 'Он обернулся в дверях. «Прощай!» сказал он тихо.', [['N', 'Он обернулся в дверях.'], ['S', 'Прощай!'], ['N', 'сказал он тихо.']]],
    ['a quote, then a dash and narration', '«Прощай!» — и он ушел, не оглядываясь.', [['S', 'Прощай!'], ['N', 'и он ушел, не оглядываясь.']]],
  ])('%s', (_name, paragraph, want) => check([paragraph], want));

  it('reads a dialogue in quotes, a paragraph a turn', () => {
    check(['«Кто там?»', '«Свои, отворяй».', 'Дверь отворилась.'], [['S', 'Кто там?'], ['S', 'Свои, отворяй.'], ['N', 'Дверь отворилась.']]);
  });
});

describe('a story told in quotes over several paragraphs', () => {
  it('ends where the paragraph that reopens the quote closes it: the paragraph after is narration', () => {
    check([
      '«Жил я тогда в деревне, — начал старик. — Место было глухое.',
      '«Однажды пришел ко мне сосед. Сел на лавку и молчит.',
      '«Так мы и просидели до ночи. С тех пор я его не видал».',
      'Старик замолчал и отвернулся.',
    ], [['S', 'Жил я тогда в деревне,'], ['N', 'начал старик.'], ['S', 'Место было глухое.'], ['S', 'Однажды пришел ко мне сосед. Сел на лавку и молчит.'],
      ['S', 'Так мы и просидели до ночи. С тех пор я его не видал.'], ['N', 'Старик замолчал и отвернулся.']]);
  });

  it('holds dialogue in dashes, tagged in the teller\'s present («отвечаю»)', () => {
    check([
      'Старик начал: «Жил я тогда в деревне. Место было глухое.',
      '«Однажды пришел ко мне сосед и говорит:',
      '— Продай мне лошадь.',
      '— Не продам, — отвечаю.',
      '«Так мы и расстались. С тех пор я его не видал».',
      'Старик замолчал и отвернулся.',
    ], [['N', 'Старик начал:'], ['S', 'Жил я тогда в деревне. Место было глухое.'], ['S', 'Однажды пришел ко мне сосед и говорит:'], ['S', 'Продай мне лошадь.'],
      ['S', 'Не продам,'], ['N', 'отвечаю.'], ['S', 'Так мы и расстались. С тех пор я его не видал.'], ['N', 'Старик замолчал и отвернулся.']]);
  });

  it('runs past three paragraphs that do not reopen it, up to its closing mark', () => {
    check([
      'Старик начал: «Жил я тогда в деревне. Место было глухое.',
      'Однажды пришел ко мне сосед. Сел на лавку и молчит.',
      'Я ему говорю: что, мол, молчишь? А он всё молчит.',
      'Так мы и просидели до самой ночи. Потом он встал и ушел.',
      'С тех пор я его не видал».',
      'Старик замолчал и отвернулся.',
    ], [['N', 'Старик начал:'], ['S', 'Жил я тогда в деревне. Место было глухое.'], ['S', 'Однажды пришел ко мне сосед. Сел на лавку и молчит.'],
      ['S', 'Я ему говорю: что, мол, молчишь? А он всё молчит.'], ['S', 'Так мы и просидели до самой ночи. Потом он встал и ушел.'],
      ['S', 'С тех пор я его не видал.'], ['N', 'Старик замолчал и отвернулся.']]);
  });
});

describe('a story in quotes that quotes others inside it', () => {
  const want: Want[] = [['N', 'Граф начал:'], ['S', 'Тому три года, как я женился. Жили мы тихо.'], ['S', 'Однажды вечером я вернулся домой и увидел у камина человека.'],
    ['S', 'Ты не узнал меня?'], ['N', 'сказал он.'], ['S', 'Сильвестр!'], ['N', 'закричал я.'], ['S', 'Сердце мое упало.'], ['S', 'Так мы и расстались.'], ['N', 'Граф замолчал.']];

  it('reads the teller\'s words as speech, the quoted speech and its tag as such (guillemets, each paragraph reopened)', () => {
    check([
      'Граф начал: «Тому три года, как я женился. Жили мы тихо.',
      '«Однажды вечером я вернулся домой и увидел у камина человека. «Ты не узнал меня?» — сказал он. «Сильвестр!» — закричал я. Сердце мое упало.',
      '«Так мы и расстались».',
      'Граф замолчал.',
    ], want);
  });

  it('does the same with straight quotes and hyphens, the paragraphs not reopened', () => {
    check([
      'Граф начал: "Тому три года, как я женился. Жили мы тихо.',
      'Однажды вечером я вернулся домой и увидел у камина человека. "Ты не узнал меня?" - сказал он. "Сильвестр!" - закричал я. Сердце мое упало.',
      'Так мы и расстались".',
      'Граф замолчал.',
    ], want);
  });

  it('gives the teller the words after the quoted speech, not the quoted speaker', () => {
    const book = analyzeBook([{ title: 'Глава', paragraphs: [
      { text: 'Граф Иван Петрович начал: «Тому три года, как я женился. Жили мы тихо.' },
      { text: '«Однажды вечером ко мне вошел Сильвестр. «Ты не узнал меня?» — спросил Сильвестр.' },
      { text: '«Я не ответил ему. Так мы и расстались».' },
    ] }], { language: 'ru' });
    const last = book.chapters[0].lines.find((l) => l.text.startsWith('Я не ответил'));
    expect(book.characters.find((c) => c.key === last?.speaker)?.name).not.toBe('Сильвестр');
  });

  it('is a turn of dialogue, not a story, when the quote lost its closing mark before a tag and the speech goes on in new quotes', () => {
    check(['Хозяйка и гость стояли у дверей.', '"Иван Петрович! - сказала хозяйка гостю. - "Ступайте себе с богом".', 'Он поклонился и вышел.'],
      [['N', 'Хозяйка и гость стояли у дверей.'], ['S', 'Иван Петрович!', 'Хозяйка'], ['N', 'сказала хозяйка гостю.'], ['S', 'Ступайте себе с богом.', 'Хозяйка'], ['N', 'Он поклонился и вышел.']]);
  });
});

describe('a quote that lost its closing mark', () => {
  it('ends with its paragraph when no closing mark comes ahead', () => {
    check(['Он сказал: «Пойдем', 'Мы пошли по дороге. Было темно.', 'Дорога шла лесом.', 'Наконец показалась деревня.'],
      [['N', 'Он сказал:'], ['S', 'Пойдем'], ['N', 'Мы пошли по дороге. Было темно.'], ['N', 'Дорога шла лесом.'], ['N', 'Наконец показалась деревня.']]);
  });
});

describe('several turns of dialogue in one paragraph', () => {
  it('splits two tagged turns, each to its own speaker', () => {
    check(['Иван и Маша стояли у калитки.', '— Ты придешь? — спросил Иван. — Приду, — ответила Маша.'],
      [['N', 'Иван и Маша стояли у калитки.'], ['S', 'Ты придешь?', 'Иван'], ['N', 'спросил Иван.'], ['S', 'Приду,', 'Маша'], ['N', 'ответила Маша.']]);
  });

  it('splits turns after a sentence of narration', () => {
    check(['Он остановился у двери. — Ты придешь? — спросил он. — Приду, — ответила она.'],
      [['N', 'Он остановился у двери.'], ['S', 'Ты придешь?'], ['N', 'спросил он.'], ['S', 'Приду,'], ['N', 'ответила она.']]);
  });

  it('opens speech with a dash after a sentence of narration, or after a colon', () => {
    check(['Иван вошел и остановился. — Где вы все? — крикнул он.'], [['N', 'Иван вошел и остановился.'], ['S', 'Где вы все?'], ['N', 'крикнул он.']]);
    check(['Иван обернулся и сказал: — Пойдем домой.'], [['N', 'Иван обернулся и сказал:'], ['S', 'Пойдем домой.']]);
  });

  it('ends the speech at author\'s words that open with a name after a comma and a dash', () => {
    check(['— Пойдем, — Иван взял ее за руку. — Пора.'], [['S', 'Пойдем,'], ['N', 'Иван взял ее за руку.'], ['S', 'Пора.']]);
    check(['— Нет, — Маша покачала головой.'], [['S', 'Нет,'], ['N', 'Маша покачала головой.']]);
  });

  it('ends the speech at a sentence that tells, its subject after the verb («Но тут вошла Маша»)', () => {
    check(['— Я хотел сказать… — Но тут вошла Маша.'], [['S', 'Я хотел сказать…'], ['N', 'Но тут вошла Маша.']]);
  });

  it('reads two quotes parted by a dash as two speeches', () => {
    check(['Он сказал: «Приходи». — «Не приду», — ответила она.'], [['N', 'Он сказал:'], ['S', 'Приходи.'], ['S', 'Не приду,'], ['N', 'ответила она.']]);
  });

  it('goes on with the same speaker after a tag when no tag of its own follows', () => {
    check(['— Да, — сказал Иван. — Пойдем.'], [['S', 'Да,', 'Иван'], ['N', 'сказал Иван.'], ['S', 'Пойдем.', 'Иван']]);
  });
});

describe('narration ending in a colon, the speech in the next paragraph', () => {
  it.each<[string, string[], Want[]]>([
    ['no marks', ['Наконец он поднял голову и сказал:', 'Я никуда не поеду. Слышите? Никуда.', 'Все молчали.'],
      [['N', 'Наконец он поднял голову и сказал:'], ['S', 'Я никуда не поеду. Слышите? Никуда.'], ['N', 'Все молчали.']]],
    ['«проговорила»', ['Она посмотрела на меня и тихо проговорила:', 'Не уходите. Останьтесь хоть на час.'],
      [['N', 'Она посмотрела на меня и тихо проговорила:'], ['S', 'Не уходите. Останьтесь хоть на час.']]],
    ['in quotes', ['Вот что он мне ответил:', '«Я никуда не поеду».'], [['N', 'Вот что он мне ответил:'], ['S', 'Я никуда не поеду.']]],
    ['a question in quotes, then narration', ['Наконец Петр спросил:', '«А где же мой брат?»', 'Никто не ответил.'],
      [['N', 'Наконец Петр спросил:'], ['S', 'А где же мой брат?'], ['N', 'Никто не ответил.']]],
    ['«произнес следующее» and a dash', ['Он встал и произнес следующее:', '— Господа, я пригласил вас затем, чтобы сообщить важную новость.'],
      [['N', 'Он встал и произнес следующее:'], ['S', 'Господа, я пригласил вас затем, чтобы сообщить важную новость.']]],
  ])('%s', (_name, paragraphs, want) => check(paragraphs, want));
});

describe('dashes of every kind', () => {
  it.each<[string, string, Want[]]>([
    ['em dash', '— Да, — сказал он. — Пойдем.', [['S', 'Да,'], ['N', 'сказал он.'], ['S', 'Пойдем.']]],
    ['en dash', '– Да, – сказал он. – Пойдем.', [['S', 'Да,'], ['N', 'сказал он.'], ['S', 'Пойдем.']]],
    ['hyphen', '- Да, - сказал он. - Пойдем.', [['S', 'Да,'], ['N', 'сказал он.'], ['S', 'Пойдем.']]],
    ['double hyphen', '-- Да, -- сказал он. -- Пойдем.', [['S', 'Да,'], ['N', 'сказал он.'], ['S', 'Пойдем.']]],
    ['glued em dashes', '—Да, —сказал он.—Пойдем.', [['S', 'Да,'], ['N', 'сказал он.'], ['S', 'Пойдем.']]],
    ['a glued hyphen at the start', '-Да, - сказал он.', [['S', 'Да,'], ['N', 'сказал он.']]],
    ['a dash, then an ellipsis', '— ...И вот я пришел, — сказал он.', [['S', '...И вот я пришел,'], ['N', 'сказал он.']]],
    ['a dash, then an ellipsis sign and lower case', '— …да, пожалуй, — сказал он.', [['S', '…да, пожалуй,'], ['N', 'сказал он.']]],
    ['no opening dash, an ellipsis, a pronoun in the tag', '...И вот я пришел, — сказал он.', [['S', '...И вот я пришел,'], ['N', 'сказал он.']]],
    ['a pause in the speech', '— Я… — он замолчал. — Я не знаю.', [['S', 'Я…'], ['N', 'он замолчал.'], ['S', 'Я не знаю.']]],
    ['no-break spaces', '—\u00a0Да,\u00a0— сказал он.\u00a0— Пойдем.', [['S', 'Да,'], ['N', 'сказал он.'], ['S', 'Пойдем.']]],
    ['lower case after the dash', '— а вы кто такой? — спросил он.', [['S', 'а вы кто такой?'], ['N', 'спросил он.']]],
    ['hyphenated words inside', '— Кое-как дошли, — сказал он, — а что-то будет завтра?', [['S', 'Кое-как дошли,'], ['N', 'сказал он,'], ['S', 'а что-то будет завтра?']]],
  ])('%s', (_name, paragraph, want) => check([paragraph], want));
});

describe('a song, a verse, speech with no marks', () => {
  it('reads the lines of a song after «запел:» as sung, up to narration', () => {
    check(['И он запел:', 'Не ходи, девица, в поле,', 'Не гуляй ты в полночь.', 'Песня оборвалась.'],
      [['N', 'И он запел:'], ['S', 'Не ходи, девица, в поле,'], ['S', 'Не гуляй ты в полночь.'], ['N', 'Песня оборвалась.']]);
  });

  it('reads a quoted verse after «пропела:»', () => {
    check(['Она тихо пропела: «Ах, зачем я на свет родилась».'], [['N', 'Она тихо пропела:'], ['S', 'Ах, зачем я на свет родилась.']]);
  });

  it.each<[string, string, Want[]]>([
    ['said, a colon and a capital', 'Он сказал: Приходи завтра. И ушел.', [['N', 'Он сказал:'], ['S', 'Приходи завтра.'], ['N', 'И ушел.']]],
    ['thought, a colon and a capital', 'Он подумал: Надо уходить. И встал.', [['N', 'Он подумал:'], ['T', 'Надо уходить.'], ['N', 'И встал.']]],
    ['a colon that explains', 'Он понял одно: дело плохо. И встал.', [['N', 'Он понял одно: дело плохо. И встал.']]],
    ['thought, a colon and lower case', 'Он подумал: надо уходить. И встал.', [['N', 'Он подумал:'], ['T', 'надо уходить.'], ['N', 'И встал.']]],
    ['a question after a colon, lower case', 'Кучер обернулся и спросил: направо или налево? Никто не ответил.', [['N', 'Кучер обернулся и спросил:'], ['S', 'направо или налево?'], ['N', 'Никто не ответил.']]],
    ['told, a colon and lower case, stays narration', 'Он сказал ей: что придет завтра. И ушел.', [['N', 'Он сказал ей: что придет завтра. И ушел.']]],
    ['the verb left out («А он мне:»)', 'А он мне: Пошел вон, дурак! Я и ушел.', [['N', 'А он мне:'], ['S', 'Пошел вон, дурак!'], ['N', 'Я и ушел.']]],
    ['the verb left out, then a dash', 'Тогда я ему: — Ступай вон!', [['N', 'Тогда я ему:'], ['S', 'Ступай вон!']]],
  ])('%s', (_name, paragraph, want) => check([paragraph], want));
});
