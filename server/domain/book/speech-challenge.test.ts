// The challenge set of round 23 (issue #11): speech the reader hears that older prose prints without a
// paragraph-opening dash — guillemets inside a paragraph of narration, a cry or question opening a
// paragraph with its tag in lower case, a story a character tells, a note read aloud, what a crowd
// shouts, dash dialogue inside a quoted story, «--» and «-» dashes in text wrapped at ~70 characters —
// and quotes a reader does not hear (a title, a signboard, a proverb, scare quotes, a word cited).
// Invented scenes and names; each is read through the whole pipeline (analyzeBook) and says which
// pieces are speech (S), thought (T) or narration (N), and who speaks where a tag names them.
import { beforeAll, describe, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { speechCheck, wrapped, type Want } from './speech-lines.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

// Quote marks are left out of the comparison: which pieces are heard matters here, not where a mark is kept.
const norm = (s: string) => s.replace(/[«»"„“”]/g, '').replace(/\s+/g, ' ').replace(/^['\s]+|['\s]+$/g, '').trim();
const check = speechCheck(norm);

describe('guillemets inside a paragraph of narration', () => {
  it.each<[string, string[], Want[]]>([
    ['after a colon, then a dash turn', ['Он сказал мне: «Ступай». — Что? — спросил я.'],
      [['N', 'Он сказал мне:'], ['S', 'Ступай.'], ['S', 'Что?'], ['N', 'спросил я.']]],
    ['no colon, a tag set off by commas, resumed', ['Я спросил старика, куда он едет. «В город, батюшка», отвечал Евстигней, «к сыну».'],
      [['N', 'Я спросил старика, куда он едет.'], ['S', 'В город, батюшка,', 'Евстигней'], ['N', 'отвечал Евстигней,'], ['S', 'к сыну.', 'Евстигней']]],
    ['two speakers, narration between', ['Мельник Аверьян долго глядел на нас. «Ночевать негде», сказал он наконец. Мы переглянулись. «Хоть в сарае пустите», попросил я.'],
      [['N', 'Мельник Аверьян долго глядел на нас.'], ['S', 'Ночевать негде,'], ['N', 'сказал он наконец. Мы переглянулись.'], ['S', 'Хоть в сарае пустите,'], ['N', 'попросил я.']]],
    ['speech after a colon and a dash, then another\'s tagged turn', ['Он долго глядел на меня и вдруг спросил: — А ты кто таков? — Проезжий, — отвечал я.'],
      [['N', 'Он долго глядел на меня и вдруг спросил:'], ['S', 'А ты кто таков?'], ['S', 'Проезжий,'], ['N', 'отвечал я.']]],
    ['a question, a tag after it with no dash', ['Смотритель поднял голову. «Куда изволите ехать?» спросил он, зевая.'],
      [['N', 'Смотритель поднял голову.'], ['S', 'Куда изволите ехать?'], ['N', 'спросил он, зевая.']]],
  ])('%s', (_name, paragraphs, want) => check(paragraphs, want));
});

describe('a question or a cry opening a paragraph, no dash', () => {
  it.each<[string, string[], Want[]]>([
    ['a question and a tag in lower case', ['Кто там? спросил я, не отворяя двери.'], [['S', 'Кто там?'], ['N', 'спросил я, не отворяя двери.']]],
    ['a call repeated before a tag in lower case', ['Матвей! Матвей! кричала старуха с крыльца.'], [['S', 'Матвей! Матвей!'], ['N', 'кричала старуха с крыльца.']]],
    ['questions and cries that turn to someone, no tag', ['Мы остановились у ворот.', 'Эй, Федот! Где ты пропадал?', 'Из сарая вышел работник.'],
      [['N', 'Мы остановились у ворот.'], ['S', 'Эй, Федот! Где ты пропадал?'], ['N', 'Из сарая вышел работник.']]],
    ['a narrator\'s own question stays narration', ['Мы остановились у ворот.', 'Что было делать? Куда идти?'], [['N', 'Мы остановились у ворот.'], ['N', 'Что было делать? Куда идти?']]],
    ['a verse of cries stays narration', ['Ах ты, поле, поле чистое!'], [['N', 'Ах ты, поле, поле чистое!']]],
    ['a cry, the sentence going on in lower case, a tag set off by commas', ['Слава богу! наконец-то, подумал я.'], [['S', 'Слава богу! наконец-то,'], ['N', 'подумал я.']]],
    ['a cry and a tag naming the speaker', ['Вавила долго стучал в ворота.', 'Отворяй, черт! закричал Вавила.'],
      [['N', 'Вавила долго стучал в ворота.'], ['S', 'Отворяй, черт!', 'Вавила'], ['N', 'закричал Вавила.']]],
  ])('%s', (_name, paragraphs, want) => check(paragraphs, want));
});

describe('a reply whose dash was lost', () => {
  it('goes on as speech when it turns to someone with «ваш» in any case', () => {
    check(['Егор Кузьмич вошел и поклонился.', '— Здравствуй, Егор, — сказал барин. — Что скажешь?', 'Да вот, батюшка барин, с просьбой к вашей милости. Не откажите.'],
      [['N', 'Егор Кузьмич вошел и поклонился.'], ['S', 'Здравствуй, Егор,'], ['N', 'сказал барин.'], ['S', 'Что скажешь?'], ['S', 'Да вот, батюшка барин, с просьбой к вашей милости. Не откажите.']]);
  });
});

describe('a story a character tells', () => {
  it('reads the teller\'s words and the speech quoted in them as speech', () => {
    check(['Смотритель вздохнул и начал: «Было это зимою. Подъезжает гусар и кричит: «Лошадей!» Я ему: «Нет лошадей, ваше благородие». Он за плеть».', 'Смотритель замолчал.'],
      [['N', 'Смотритель вздохнул и начал:'], ['S', 'Было это зимою. Подъезжает гусар и кричит: «Лошадей!» Я ему: «Нет лошадей, ваше благородие». Он за плеть.'], ['N', 'Смотритель замолчал.']]);
  });

  it('reads a tale told in dashes, with the speech it quotes, as one speech', () => {
    check(['— Приходит он ко мне и говорит: «Отдай долг». А я ему: «Нету, батюшка».'],
      [['S', 'Приходит он ко мне и говорит: «Отдай долг». А я ему: «Нету, батюшка».']]);
  });

  it('holds dash dialogue inside a story told in quotes, the paragraphs not reopened', () => {
    check([
      'Ямщик Прохор начал: «Ехал я раз ночью через лес.',
      '— Стой! — кричат из кустов.',
      '— Кто такие? — спрашиваю.',
      'Так и не узнал я, кто кричал».',
      'Прохор замолчал.',
    ], [['N', 'Ямщик Прохор начал:'], ['S', 'Ехал я раз ночью через лес.'], ['S', 'Стой!'], ['N', 'кричат из кустов.'], ['S', 'Кто такие?'], ['N', 'спрашиваю.'],
      ['S', 'Так и не узнал я, кто кричал.'], ['N', 'Прохор замолчал.']]);
  });
});

describe('a note or a letter read aloud', () => {
  it.each<[string, string[], Want[]]>([
    ['a note read aloud, in quotes', ['Капитан развернул записку и прочел вслух: «Буду к вечеру. Ждите».'],
      [['N', 'Капитан развернул записку и прочел вслух:'], ['S', 'Буду к вечеру. Ждите.']]],
    ['a letter read aloud, the next paragraph', ['Матушка надела очки и стала читать вслух:', '«Любезный сын! Пишу тебе из деревни. Все мы здоровы».', 'Она сложила письмо.'],
      [['N', 'Матушка надела очки и стала читать вслух:'], ['S', 'Любезный сын! Пишу тебе из деревни. Все мы здоровы.'], ['N', 'Она сложила письмо.']]],
  ])('%s', (_name, paragraphs, want) => check(paragraphs, want));
});

describe('what a crowd shouts', () => {
  it.each<[string, string[], Want[]]>([
    ['after a colon', ['Толпа заволновалась и закричала: «Веди нас!»'], [['N', 'Толпа заволновалась и закричала:'], ['S', 'Веди нас!']]],
    ['no subject, a colon', ['Со всех сторон закричали: «Держи его! Держи!»'], [['N', 'Со всех сторон закричали:'], ['S', 'Держи его! Держи!']]],
    ['cries after a colon', ['В толпе послышались крики: «Долой! Долой!»'], [['N', 'В толпе послышались крики:'], ['S', 'Долой! Долой!']]],
    ['said while looking at a signboard', ['Он сказал, глядя на вывеску: «Зайдем сюда».'], [['N', 'Он сказал, глядя на вывеску:'], ['S', 'Зайдем сюда.']]],
    ['a quoted cry, then its tag', ['«Ура!» — закричали солдаты и бросились вперед.'], [['S', 'Ура!'], ['N', 'закричали солдаты и бросились вперед.']]],
  ])('%s', (_name, paragraphs, want) => check(paragraphs, want));
});

describe('«--» and «-» dashes, lines wrapped at about seventy characters', () => {
  it('reads quotes and dashes across wrapped lines', () => {
    check(wrapped(
      '     Ямщик обернулся ко мне и сказал: "Барин, не прикажешь ли',
      'воротиться? Буран будет." -- Зачем? -- спросил я. -- Видишь, вон',
      'облачко, -- отвечал он.',
      '     Я поглядел на небо.',
    ), [['N', 'Ямщик обернулся ко мне и сказал:'], ['S', 'Барин, не прикажешь ли воротиться? Буран будет.'], ['S', 'Зачем?'], ['N', 'спросил я.'],
      ['S', 'Видишь, вон облачко,'], ['N', 'отвечал он.'], ['N', 'Я поглядел на небо.']]);
  });

  it('reads «-» dashes in a wrapped paragraph', () => {
    check(wrapped(
      '     - Куда ты? - спросила старуха. - Ночь на дворе, а ты все',
      'бродишь. - Я скоро, - отвечал Гаврила.',
      '     Дверь хлопнула.',
    ), [['S', 'Куда ты?'], ['N', 'спросила старуха.'], ['S', 'Ночь на дворе, а ты все бродишь.'], ['S', 'Я скоро,', 'Гаврила'], ['N', 'отвечал Гаврила.'], ['N', 'Дверь хлопнула.']]);
  });
});

describe('quotes a reader does not hear', () => {
  it.each<[string, string]>([
    ['a title', 'По вечерам он читал «Московские ведомости» и курил трубку.'],
    ['a signboard', 'Над дверью висела вывеска: «Трактир Золотой якорь».'],
    ['scare quotes', 'Он был, что называется, «человек со вкусом».'],
    ['a word cited', 'Слово «любезный» он произносил на особый манер.'],
    ['a nickname', 'В деревне его звали «Сычом».'],
    ['a proverb', 'Недаром говорится: «Тише едешь — дальше будешь».'],
    ['an inscription', 'На камне была надпись: «Здесь покоится раб божий Фома».'],
    ['words written on a door', 'Она позвонила в пятый номер, на дверях которого было написано углем: «Сапожник Кулебякин».'],
    ['a card', 'На визитной карточке значилось: «Павел Семенович Дроздов, присяжный поверенный».'],
  ])('%s', (_name, paragraph) => check([paragraph], [['N', paragraph]]));
});

describe('quotes after words about writing that are said all the same', () => {
  it.each<[string, string, string, string]>([
    ['a letter written, then a question', 'Письмо было написано, и Маша посмотрела на него:', 'Что это?', 'Письмо было написано, и Маша посмотрела на него: «Что это?»'],
    ['what was written, read, then a cry', 'Всё, что написано, он прочёл и вскочил:', 'Неправда!', 'Всё, что написано, он прочёл и вскочил: «Неправда!»'],
  ])('%s', (_name, narration, speech, paragraph) => check([paragraph], [['N', narration], ['S', speech]]));
});
