// Plays, layout by layout: small texts written here, read through the whole book pipeline
// (splitChapters + analyzeBook) as an imported book would be.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline, splitChapters, NARRATOR_KEY, type AnalyzedBook, type AnalyzedLine } from '../index.ts';

beforeAll(async () => {
  await initBookPipeline();
});

function read(text: string): AnalyzedBook {
  return analyzeBook(splitChapters(text, 'ru'), { language: 'ru' });
}

const lines = (b: AnalyzedBook): AnalyzedLine[] => b.chapters.flatMap((c) => c.lines);
const line = (b: AnalyzedBook, text: string) => {
  const l = lines(b).find((x) => x.text.includes(text));
  if (!l) throw new Error(`no line with «${text}»`);
  return l;
};
const who = (b: AnalyzedBook, text: string) => {
  const l = line(b, text);
  return l.speaker === NARRATOR_KEY ? 'narrator' : b.characters.find((c) => c.key === l.speaker)?.name;
};
const character = (b: AnalyzedBook, name: string) => b.characters.find((c) => c.name === name);
/** Replicas and stage lines that start with a speaker label (the cast list may, it is read as it is). */
const labelsRead = (b: AnalyzedBook, labels: RegExp) => lines(b).filter((l) => (l.kind === 'speech' || l.stage) && labels.test(l.text)).map((l) => l.text);

// Six replicas of a conversation; each layout prints them its own way.
const REPLICAS: Array<[string, string, string?]> = [
  ['Медведенко', 'Отчего вы всегда ходите в черном?'],
  ['Маша', 'Это траур по моей жизни. Я несчастна.'],
  ['Медведенко', 'Отчего? Не понимаю... Вы здоровы, отец у вас с достатком.', 'в раздумье'],
  ['Маша', 'Дело не в деньгах. И бедняк может быть счастлив.'],
  ['Медведенко', 'Это в теории, а на практике выходит так: я, да мать, да две сестры. Я пришел пешком.'],
  ['Маша', 'Скоро начнется спектакль.', 'оглядываясь на эстраду'],
];
const LABELS = /^(?:Маша|МАША|Медведенко|МЕДВЕДЕНКО|М а ш а|М е д)/;

function expectConversation(b: AnalyzedBook) {
  for (const [speaker, speech] of REPLICAS) expect(who(b, speech.slice(0, 20)), speech).toBe(speaker);
  expect(labelsRead(b, LABELS)).toEqual([]);
  expect(character(b, 'Маша')?.gender).toBe('f');
  expect(character(b, 'Медведенко')?.gender).toBe('m');
  for (const r of ['в раздумье', 'оглядываясь на эстраду']) {
    const l = line(b, r);
    expect(l).toMatchObject({ speaker: NARRATOR_KEY, kind: 'narration', stage: 'remark' });
  }
}

describe('plays in every layout', () => {
  it('«Маша. Текст» and «Маша (тихо). Текст», with a cast list and a direction between replicas', () => {
    const body = REPLICAS.map(([s, t, r]) => (r ? `${s} (${r}). ${t}` : `${s}. ${t}`)).join('\n\n');
    const b = read(`ЧАЙКА\n\nДЕЙСТВУЮЩИЕ ЛИЦА\n\nМаша, его дочь.\nСемен Семенович Медведенко, учитель.\n\nДЕЙСТВИЕ ПЕРВОЕ\n\nЧасть парка.\n\n${body}\n\nВходят справа Сорин и Треплев.\n`);
    expectConversation(b);
    expect(line(b, 'Входят справа')).toMatchObject({ speaker: NARRATOR_KEY, stage: 'direction' });
    expect(line(b, 'Часть парка')).toMatchObject({ stage: 'direction' });
    expect(character(b, 'Медведенко')).toMatchObject({ description: 'учитель', aliases: ['Семен Семенович Медведенко'] });
  });

  it('«МАША. Текст» and «МАША (тихо). Текст», one paragraph a line', () => {
    const b = read(REPLICAS.map(([s, t, r]) => (r ? `${s.toUpperCase()} (${r}). ${t}` : `${s.toUpperCase()}. ${t}`)).join('\n'));
    expectConversation(b);
  });

  it('the label in capitals on a line of its own above the speech (the lines run together)', () => {
    const b = read(REPLICAS.map(([s, t, r]) => [s.toUpperCase(), ...(r ? [`(${r})`] : []), t].join('\n')).join('\n\n'));
    expectConversation(b);
  });

  it('«Маша.» on a line of its own, one paragraph a line', () => {
    const b = read(REPLICAS.map(([s, t, r]) => [`${s}.`, ...(r ? [`(${r}.)`] : []), t].join('\n')).join('\n'));
    expectConversation(b);
  });

  it('letters set apart: «М а ш а. Текст»', () => {
    const spaced = (s: string) => [...s].join(' ');
    const b = read(REPLICAS.map(([s, t, r]) => `    ${spaced(s)}${r ? ` (${r})` : ''}. ${t}`).join('\n'));
    expectConversation(b);
  });

  it('labels with a title, merged with the cast list: «Г-жа Простакова» is «Госпожа Простакова, жена его»', () => {
    const b = read(`ДЕЙСТВУЮЩИЕ ЛИЦА

Простаков.
Госпожа Простакова, жена его.
Первый гость, купец.

Г-жа Простакова. Кафтан весь испорчен.

Простаков. Я, матушка, мыслил, что кафтан сшит довольно широко.

Простакова. Ты сам слеп, так и думаешь, что все слепы.

Первый гость. Позвольте, сударыня, слово молвить.

Голос за сценой. Карета подана!

Г-жа Простакова. Поди прочь, скотина.

Голос за сценой. Подана, барыня!
`);
    expect(who(b, 'Кафтан весь')).toBe(who(b, 'Ты сам слеп'));
    expect(who(b, 'Поди прочь')).toBe(who(b, 'Ты сам слеп'));
    expect(character(b, who(b, 'Ты сам слеп')!)).toMatchObject({ gender: 'f', description: 'жена его' });
    expect(who(b, 'Позвольте, сударыня')).toBe('Первый гость');
    expect(character(b, 'Первый гость')?.gender).toBe('m');
    expect(who(b, 'Карета подана')).toBe('Голос за сценой');
    expect(who(b, 'Я, матушка')).toBe('Простаков');
    expect(labelsRead(b, /^(?:Г-жа|Простак|Первый гость|Голос)/)).toEqual([]);
  });

  it('a title cut short before the name is part of the label: «Кн. Софья (тихо). …»', () => {
    const b = read(`Кн. Софья. Вы вчера прекрасно играли у графа.

Владимир. Благодарю вас.

Кн. Софья (тихо Наташе). Я сию минуту видела Арбенина.

Наташа. Где же?

Кн. Софья. У подъезда.

Владимир. Он часто здесь бывает.

Наташа. Не часто.

Владимир. Я знаю лучше.
`);
    expect(who(b, 'Я сию минуту')).toBe('Кн. Софья');
    expect(who(b, 'У подъезда')).toBe('Кн. Софья');
    expect(character(b, 'Кн. Софья')?.gender).toBe('f');
    expect(labelsRead(b, /^(?:Кн|Софья|Владимир|Наташа)\b/)).toEqual([]);
  });

  it('verse replicas, one line a paragraph: the lines that follow are the speaker’s; a direction is not', () => {
    const b = read(`Дон Гуан.
Дождемся ночи здесь. Ах, наконец
Достигли мы ворот Мадрита! скоро
Я полечу по улицам знакомым.
Лепорелло.
Да, мудрено узнать вас. Дон Гуанов
Как чёрных кошек, в Мадрите много.
Дон Гуан.
Ты прав, не правда ли, ведь я узнаю
Своих — и только ты мне верен.
Входит монах.
Лепорелло.
Вот монастырь. А вот идут.
Дон Гуан.
Куда?
Лепорелло.
Туда, где ждет нас ужин.
`);
    expect(who(b, 'Достигли мы ворот')).toBe('Дон Гуан');
    expect(who(b, 'Я полечу по улицам')).toBe('Дон Гуан');
    expect(who(b, 'Как чёрных кошек')).toBe('Лепорелло');
    expect(who(b, 'Своих — и только')).toBe('Дон Гуан');
    expect(line(b, 'Входит монах')).toMatchObject({ speaker: NARRATOR_KEY, stage: 'direction' });
    expect(labelsRead(b, /^(?:Дон Гуан|Лепорелло)\./)).toEqual([]);
  });

  it('gender and age from the cast list and from the remarks about the speaker', () => {
    const b = read(`ЛИЦА:

Анна Петровна, вдова.
Кукушкина, старуха 70-ти лет.
Гриша, молодой человек.
Пеструхин, купец.
Саша.
Лиза, ее дочь.

Анна Петровна. Здравствуйте.

Кукушкина. Ох, батюшки.

Гриша. Добрый вечер.

Пеструхин. Мое почтение.

Саша (вошла). Я тут.

Анна Петровна. Садитесь.

Саша (смеясь). И сяду.

Лиза. Мама, пора.
`);
    expect(character(b, 'Анна Петровна')).toMatchObject({ gender: 'f', description: 'вдова' });
    expect(character(b, 'Кукушкина')).toMatchObject({ gender: 'f', age: 'old' });
    expect(character(b, 'Гриша')).toMatchObject({ gender: 'm', age: 'young' });
    expect(character(b, 'Пеструхин')).toMatchObject({ gender: 'm' });
    expect(character(b, 'Саша')?.gender).toBe('f');
    // A daughter is of the young generation: cast with a young voice, not an old one.
    expect(character(b, 'Лиза')).toMatchObject({ gender: 'f', age: 'young' });
  });
});

describe('what is not a replica in a play', () => {
  it('the front matter, scene settings, what happens on stage and ordinal headings are the narrator’s', () => {
    const b = read(`ЧАЙКА

ДЕЙСТВУЮЩИЕ ЛИЦА

Ирина Николаевна Аркадина, актриса.
Петр Николаевич Сорин, ее брат.
Маша, дочь управляющего.

Действие происходит в усадьбе Сорина. -- Между третьим и четвертым действием проходит два года.

ДЕЙСТВИЕ ПЕРВОЕ

Аркадина. Петруша, тебе скучно?

Сорин. Нисколько.

Маша. Пойдемте в дом.

Аркадина. Идем.

Вторая картина

Столовая в доме Сорина. Направо и налево двери. Буфет.

Сорин. Мне, брат, в деревне как-то не того.

За сценой играют меланхолический вальс.

Голос Аркадиной. Петруша!

Маша. Вас зовут.

Резкий звонок.

Сорин. Иду.

Сумерки.
`);
    expect(line(b, 'Между третьим')).toMatchObject({ speaker: NARRATOR_KEY, kind: 'narration' });
    expect(b.characters.filter((c) => !c.isNarrator).map((c) => c.name).sort()).toEqual(['Аркадина', 'Маша', 'Сорин']);
    expect(line(b, 'Вторая картина')).toMatchObject({ speaker: NARRATOR_KEY });
    expect(line(b, 'Направо и налево')).toMatchObject({ speaker: NARRATOR_KEY, stage: 'direction' });
    expect(line(b, 'За сценой играют')).toMatchObject({ speaker: NARRATOR_KEY, stage: 'direction' });
    // «Голос Аркадиной» is Аркадина heard offstage (people.ts).
    expect(who(b, 'Петруша!')).toBe('Аркадина');
    expect(character(b, 'Аркадина')?.gender).toBe('f');
    expect(line(b, 'Резкий звонок')).toMatchObject({ speaker: NARRATOR_KEY, stage: 'direction' });
    expect(line(b, 'Сумерки')).toMatchObject({ speaker: NARRATOR_KEY, stage: 'direction' });
  });

  it('a short title chapter before the play, without a cast list, is the narrator’s too', () => {
    const replicas = ['Маша. Пойдемте.', 'Сорин. Нет.', 'Маша. Отчего?', 'Сорин. Устал.', 'Маша. Как знаете.', 'Сорин. Идите одна.'];
    const b = read(`ЧАЙКА\n\nДействие происходит в усадьбе Сорина. – Между третьим и четвертым действием проходит два года.\n\nДЕЙСТВИЕ ПЕРВОЕ\n\n${replicas.join('\n\n')}\n`);
    expect(line(b, 'Между третьим')).toMatchObject({ speaker: NARRATOR_KEY, kind: 'narration' });
    expect(who(b, 'Идите одна')).toBe('Сорин');
  });
});

describe('not a play', () => {
  it('prose with «Маша сказала: …» and paragraphs opening with a name and a period stays prose', () => {
    const b = read(`Глава 1

Маша сказала: «Я не пойду сегодня никуда».

Москва. Зима тысяча девятьсот пятого года была холодной.

Иван. Он долго думал об этом имени, повторяя его про себя.

— Маша, — сказал он, — пойдем.

Маша. Так звали его сестру, и он любил ее больше всех.

Петр вошел и сел у окна.
`);
    expect(lines(b).some((l) => l.stage !== undefined)).toBe(false);
    expect(b.characters.every((c) => !c.key.startsWith('role'))).toBe(true);
    expect(line(b, 'Москва. Зима').speaker).toBe(NARRATOR_KEY);
    expect(line(b, 'Маша. Так звали').speaker).toBe(NARRATOR_KEY);
    expect(line(b, 'Я не пойду').kind).toBe('speech');
  });
});
