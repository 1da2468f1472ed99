// The play reader on editions whose replica lines were run together into paragraphs («…звонят!
// Петр. Да ты что сидишь?»), on made-up lines: labels found inside paragraphs (inline-labels.ts,
// detect.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline, splitChapters } from '../index.ts';
import { findCastLists } from './cast-list.ts';
import { inlineLabels } from './inline-labels.ts';
import { rareLabelOk } from './label-words.ts';
import { labelsRead, read, who } from './play.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('lines joined into paragraphs', () => {
  it('lines joined into one paragraph: every label of the play cuts, after a dash, before a quote', () => {
    const b = read(`ДЕЙСТВИЕ ПЕРВОЕ

Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! — Степан Кузьмич. «Не ищите меня», — так и написал. Маша. Позови Бальзаминову. Иван. Сейчас.

Входит Бальзаминова.

Маша. Садитесь. Бальзаминова. Благодарю. Маша. Что слышно? Бальзаминова. ...Ничего не слышно. Иван. Я пойду. Степан Кузьмич. Куда ты?
`);
    expect(who(b, 'Не ищите меня')).toBe('Степан Кузьмич');
    expect(who(b, 'Ничего не слышно')).toBe('Бальзаминова');
    expect(who(b, 'Куда ты?')).toBe('Степан Кузьмич');
    expect(labelsRead(b, /(?:Степан|Бальзаминова\.)/)).toEqual([]);
  });

  it('lines joined: someone met only inside paragraphs, with a remark after the name', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Голос Петра (из сада). Я здесь! Маша. Ах!

Иван. Пойду за ним. Маша. Иди.
`);
    expect(who(b, 'Я здесь!')).toBe('Голос Петра');
  });

  it('lines joined: people the play knows speaking together, met once inside a paragraph', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. Маша и Иван. Ау! Ау! Маша. Нет его.

Иван. Пойду за ним. Маша. Иди.
`);
    expect(who(b, 'Ау! Ау!')).toBe('Маша и Иван');
  });

  it('lines joined: a thing met again and again where labels stand speaks; a noun said right after a label does not', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Самовар. Я кипел. Иван. Пустяки. Самовар поставь. Маша. Ставлю.

Иван. Что там? Самовар. Ш-ш-ш! Маша. Кипит. Иван. Пустяки. Самовар. Я снова кипел. Маша. Скоро? Самовар. Сейчас!

Иван. Пойду. Маша. Иди. Иван. Пустяки. Маша. Прощай.
`);
    expect(who(b, 'Я кипел')).toBe('Самовар');
    expect(who(b, 'Сейчас!')).toBe('Самовар');
    expect(labelsRead(b, /Самовар\./)).toEqual([]);
    expect(b.characters.map((c) => c.name)).not.toContain('Пустяки');
  });

  it('lines joined, most replicas run together: someone described in words speaks once; a word said after a label does not', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. Чужой слуга. Я видел его в саду. Маша. Где? Иван. Болтун. Не слушай его. Маша. Пойдем.

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! Голос садовника. Он здесь! Маша. Ах! Иван. Собака чудесная. Маша. Да.
`);
    expect(who(b, 'Я видел его')).toBe('Чужой слуга');
    expect(who(b, 'Он здесь!')).toBe('Голос садовника');
    expect(labelsRead(b, /(?:Чужой слуга|Голос садовника)\./)).toEqual([]);
    expect(who(b, 'Не слушай его')).toBe('Иван');
    expect(who(b, 'Собака чудесная')).toBe('Иван');
  });

  it('lines joined, most replicas run together: someone described by a genitive their adjective agrees with, or by where they are, speaks once', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. Сторож строгой наружности. Я видел его в саду. Маша. Где? Иван. Не знаю.

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! Старик в шубе. Он здесь! Маша. Ах! Иван. Отец в кабинете. Маша. Да.
`);
    expect(who(b, 'Я видел его')).toBe('Сторож строгой наружности');
    expect(who(b, 'Он здесь!')).toBe('Старик в шубе');
    expect(labelsRead(b, /(?:Сторож строгой наружности|Старик в шубе)\./)).toEqual([]);
  });

  it('lines joined, most replicas run together: someone named by a common noun, then after a comma what they are like, speaks once; a name or a noun again after a comma is said', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. Старик, весьма сердитый насчет погоды. Я видел его в саду. Маша. Где? Иван. Не знаю.

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! Худой, но приятной наружности офицер. Он здесь! Маша. Ах! Иван. Бог с тобой. Маша. Да. Иван. Ну и что. Сосед, добрый человек. Маша. Пойдем.
`);
    expect(who(b, 'Я видел его')).toBe('Старик, весьма сердитый насчет погоды');
    expect(who(b, 'Он здесь!')).toBe('Худой, но приятной наружности офицер');
    expect(labelsRead(b, /(?:Старик, весьма|Худой, но приятной)/)).toEqual([]);
    expect(who(b, 'Сосед, добрый человек')).toBe('Иван');
  });

  it('lines joined, most replicas run together: someone described in five words speaks once; a question about someone does not', () => {
    expect(inlineLabels('Ну и шум сегодня в этих сенях. Голос в другом углу зала. Все это пустяки!')).toEqual(['Голос в другом углу зала']);
    // A pronoun after a preposition is whose or where («у вас», «при нем»), not one of some people («Один из них»).
    expect(rareLabelOk('Какие у вас славные лошади')).toBe(false);
    expect(rareLabelOk('Один из них')).toBe(true);
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. Голос в другом углу сада. Я видел его! Маша. Где? Иван. Не знаю.

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! Иван. Какие у вас славные лошади. Маша. Да.
`);
    expect(who(b, 'Я видел его')).toBe('Голос в другом углу сада');
    expect(labelsRead(b, /Голос в другом углу/)).toEqual([]);
    expect(who(b, 'Какие у вас славные лошади')).toBe('Иван');
  });

  it('names apart by commas, the later in small letters, each a label the play prints often, speak together; a name called does not', () => {
    const b = read(`Граф. Ах! Жанна. Ох!

Граф. Где же она? Жанна. Ушла. Граф. Куда? Жанна. Не сказала. Граф. Вот как! Жанна. Да. Граф. Пойдем искать. Жанна, граф. Мы идем, мы идем! Граф. Ну, ладно. Жанна. Что?

Граф. Пойду за ней. Жанна. Иди. Граф. Иду. Жанна, граф (вместе). Ау! Ау! Жанна. Ах! Граф. Ну, ладно. Жанна. Да. Граф. Жанна, милая. Не плачь.
`);
    expect(who(b, 'Мы идем')).toBe('Жанна, граф');
    expect(who(b, 'Ау! Ау!')).toBe('Жанна, граф');
    expect(labelsRead(b, /Жанна, граф/)).toEqual([]);
    // «Ну, ладно.» said three times, «Жанна, милая.» a name called: no labels.
    expect(who(b, 'Ну, ладно')).toBe('Граф');
    expect(who(b, 'Жанна, милая')).toBe('Граф');
    expect(b.characters.find((c) => c.name === 'Жанна, граф')?.gender).toBe('');
    // At a paragraph's start too.
    const c = read(`Граф. Где же она?

Жанна. Ушла.

Граф. Куда?

Жанна. Не сказала.

Граф. Пойдем искать.

Жанна. Пойдем.

Жанна, граф. Мы идем, мы идем!

Граф. Вот как!

Жанна, граф. Уходят в сад.
`);
    expect(who(c, 'Мы идем')).toBe('Жанна, граф');
    // Names before a direction list who is on stage.
    expect(who(c, 'Уходят в сад')).toBe('narrator');
  });

  it('lines joined: someone the play knows, cut short, or one more of people told apart by a number, speaks once', () => {
    const b = read(`Маша. Где же он? Плетнев. Ушел. Маша. Куда? Плетнев. Не сказал. Гость 1.). Вот как! Плетнев. Да. Гость 2.). Пойдем искать. Маша. Пойдем.

Плетнев. Пойду за ним. Маша. Иди, иди. Гость 1.). Скорее! Гость 2.). Идите же! Маша. Ах! Гость 1.). Да. Гость 2.). Нет. Маша. Хорошо.

Плетнев. Вот и он. Маша. Где же? Гость 3.). Я его вижу! Маша. Ах! Плетн. Прощайте, сударыня. Маша. Прощайте. Гость 1.). Ушел. Плетнев. Да.
`);
    expect(who(b, 'Я его вижу!')).toBe('Гость 3.)');
    expect(who(b, 'Прощайте, сударыня')).toBe('Плетнев');
    expect(labelsRead(b, /Гость 3|Плетн\./)).toEqual([]);
  });

  it('lines joined: a label whose remark follows its full stop is cut at too («Маша. (Тихо.) Я здесь.»)', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. (Тихо.) Пойдем искать. Иван. Пойдем.

Иван. Пойду за ним. Маша. Иди. Иван. (Уходя.) Иду, иду. Маша. Скорее! Иван. Ах! Маша. Да.
`);
    expect(who(b, 'Пойдем искать')).toBe('Маша');
    expect(who(b, 'Иду, иду')).toBe('Иван');
    expect(labelsRead(b, /Маша\. \(Тихо|Иван\. \(Уходя/)).toEqual([]);
  });

  it('lines joined: the voice of someone the play knows, heard once offstage, is theirs («За сценой голос Ивана.»)', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. За сценой голос Ивана. "Я тут!" Маша. Где?

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! Голос Маши. "Сюда!" Иван. Ах! Маша. Да.
`);
    expect(who(b, 'Я тут!')).toBe('Иван');
    expect(who(b, 'Сюда!')).toBe('Маша');
    expect(labelsRead(b, /голос Ивана|Голос Маши/)).toEqual([]);
    // A name of two words, each in the genitive.
    const c = read(`Марья Петровна. Где же он? Иван. Ушел. Марья Петровна. Куда? Иван. Не сказал. Марья Петровна. Вот как! Иван. Да. Голос Марьи Петровны. "Я тут!" Иван. Где?

Иван. Пойду за ней. Марья Петровна. Иди. Иван. Иду. Марья Петровна. Скорее! Иван. Ах! Марья Петровна. Да.
`);
    expect(who(c, 'Я тут!')).toBe('Марья Петровна');
    expect(labelsRead(c, /Голос Марьи/)).toEqual([]);
  });

  it('lines joined: one noun told apart by an ordinal or counted, in two labels, is people of one kind, whatever the noun names', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Первая шинель. Ну, как вам? Маша. Пойдем.

Иван. Пойду за ним. Маша. Иди. Иван. Иду, иду. Вторая шинель. Мне понравилось. Маша. Ах! Иван. Да.
`);
    expect(who(b, 'Ну, как вам?')).toBe('Первая шинель');
    expect(who(b, 'Мне понравилось')).toBe('Вторая шинель');
    expect(labelsRead(b, /шинель/)).toEqual([]);
  });

  it('lines joined, most replicas run together: people of a kind in the plural speak once («…Ангелы. Здравствуйте!»)', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Кто там? Крестьяне. Здравствуйте, барыня! Маша. Ах!

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! Иван. Ах! Маша. Да.
`);
    expect(who(b, 'Здравствуйте, барыня')).toBe('Крестьяне');
    expect(labelsRead(b, /Крестьяне\./)).toEqual([]);
  });

  it('lines joined: a replica may end with a semicolon and a dash, or with two dashes, before the next label', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как; — Иван. Да, так. Маша. Пойдем искать. Иван. Пойдем.

Иван. Пойду за ним. Маша. Иди. Иван. Иду! — — Маша. Скорее, скорее! Иван. Ах! Маша. Да.
`);
    expect(who(b, 'Да, так')).toBe('Иван');
    expect(who(b, 'Скорее, скорее')).toBe('Маша');
    expect(labelsRead(b, /; — Иван|— — Маша/)).toEqual([]);
  });

  it('lines joined: someone told by a number alone («2-й.»), a voice described («Ангельский голос.»), an ordinal alone («Первый.»)', () => {
    expect(rareLabelOk('2-й')).toBe(true);
    expect(inlineLabels('Мы черти, мы черти, мы черти, мы черти! 2-й. Да, брат, черт, паршивая жизнь!')).toEqual(['2-й']);
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Иван. Не сказал. Маша. Вот как! Иван. Да. Маша. Пойдем искать. Ангельский голос. Он в саду! Маша. Где? 2-й. У пруда. Иван. Пойдем.

Иван. Пойду за ним. Маша. Иди. Иван. Иду. Маша. Скорее! 2-й. Не ходите туда! Маша. Ах! Первый. Там темно. Иван. Да.
`);
    expect(who(b, 'Он в саду!')).toBe('Ангельский голос');
    expect(who(b, 'Не ходите туда')).toBe('2-й');
    expect(who(b, 'Там темно')).toBe('Первый');
  });

  it('lines joined: labels inside a paragraph with an initial or a title cut short, a number, speech after a dash', () => {
    expect(inlineLabels('Я никогда ему не покажу большой благосклонности. К. Ольга. Ведь ты его не заставишь.')).toEqual(['К. Ольга']);
    expect(inlineLabels('У меня сегодня что-то голова болит! Гость 2.). Лишь бы не сердце!')).toEqual(['Гость 2.)']);
    expect(inlineLabels('Он, видно, от вчерашнего еще не опомнился. 2.). — Как сказал ему барин?')).toEqual(['2.)']);
    // What ends a sentence before a name is no initial.
    expect(inlineLabels('Так ты пойдешь туда или нет? Да. Маша. Нет, не пойду я туда сегодня.')).toEqual(['Маша']);
  });

  it('lines joined: the title page and the cast list in one paragraph; someone the cast list names speaks inside paragraphs', () => {
    const title = 'Гроза. Драма в одном действии. ДЕЙСТВУЮЩИЕ ЛИЦА: Анна. Петр. Даль. Действие происходит в деревне.';
    expect(findCastLists(splitChapters(title, 'ru'))[0]?.entries.map((e) => e.name)).toEqual(['Анна', 'Петр', 'Даль']);
    const b = read(`${title}

ДЕЙСТВИЕ ПЕРВОЕ

Анна. Где же он? Петр. Ушел. Анна. Куда? Петр. Не сказал. Анна. Помогите мне! Даль. Нет, я не стану помогать. Анна. Почему? Петр. Он занят. Даль. Я занят, сударыня.

Анна. Пойду за ним. Петр. Иди.
`);
    expect(who(b, 'не стану помогать')).toBe('Даль');
    expect(labelsRead(b, /Даль\./)).toEqual([]);
  });
});
