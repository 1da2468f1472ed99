// The Russian segmenter on quotes: a quote a paragraph break cuts, short quoted sentences, a letter
// read out. Made-up sentences in the style of the old editions.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import type { Piece } from './segment-lines.ts';
import { segmentParagraph } from './segment-lines.ts';
import { quoteClosesAhead } from './quotes-ru.ts';
import { carriedFrom, type Carried } from './carried-ru.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const seg = (text: string, carried: Carried = false) => segmentParagraph({ text }, 'ru', carried);
const kinds = (pieces: Piece[]) => pieces.map((p) => [p.kind, p.text]);
/** Paragraphs read in a row, each handed what the one before carries. */
function run(...paragraphs: string[]): Array<Array<[string, string]>> {
  let carried: Carried = false;
  return paragraphs.map((text, k) => {
    const pieces = seg(text, carried);
    carried = carriedFrom(pieces[pieces.length - 1], text, carried, () => quoteClosesAhead(paragraphs.map((t) => ({ text: t })), k + 1));
    return pieces.map((p) => [p.kind, p.text] as [string, string]);
  });
}

describe('a quote a paragraph break cuts', () => {
  it('runs to the paragraph\'s end and on into the next paragraph up to its closing mark', () => {
    expect(run(
      "Он лег и закрыл глаза. 'Нет, надо завтра же идти к нему; и пусть он скажет мне, что всё",
      "пропало, я и тогда не отступлю!..' Он вскочил и стал ходить по комнате.",
    )).toEqual([
      [['narration', 'Он лег и закрыл глаза.'], ['speech', 'Нет, надо завтра же идти к нему; и пусть он скажет мне, что всё']],
      [['speech', 'пропало, я и тогда не отступлю!..'], ['narration', 'Он вскочил и стал ходить по комнате.']],
    ]);
  });

  it('sets off the author\'s words inside it and reads what follows the closing mark as any paragraph', () => {
    const [, second] = run(
      "Он молчал. 'Всё молчит, - жаловался он жене, - хоть бы побранил нас с тобою; худеет",
      "и бледнеет'.- 'Господи, господи! - шептала старушка,- спаси его'.",
    );
    expect(second[0]).toEqual(['speech', 'и бледнеет.']);
    expect(second.slice(1)).toEqual([['speech', 'Господи, господи!'], ['narration', 'шептала старушка,'], ['speech', 'спаси его.']]);
  });

  it('skips a pair opened inside it when looking for its closing mark', () => {
    const [, second] = run("Он шел быстро. 'Не хочу я ждать", 'вашего „всеобщего счастья“ и не буду!\' Он остановился.');
    expect(second).toEqual([['speech', 'вашего „всеобщего счастья“ и не буду!'], ['narration', 'Он остановился.']]);
  });

  it('ends with its paragraph when no closing mark comes ahead: a lost closing mark does not make the chapter speech', () => {
    const out = run("Он сказал: 'Пойдем", 'дальше', 'еще дальше', 'и еще', 'Он ушел.');
    expect(out.map((p) => p[p.length - 1][0])).toEqual(['speech', 'narration', 'narration', 'narration', 'narration']);
  });

  it('runs on over more than three paragraphs to a closing mark that comes', () => {
    const out = run("Он сказал: 'Пойдем", 'дальше', 'еще дальше', 'и еще', "и еще немного'. Он ушел.");
    expect(out.map((p) => p[0][0])).toEqual(['narration', 'speech', 'speech', 'speech', 'speech']);
    expect(out[4]).toEqual([['speech', 'и еще немного.'], ['narration', 'Он ушел.']]);
  });

  it('is not a quoted word inside a sentence', () => {
    expect(kinds(seg("Его звали в полку 'молодым', и он не обижался"))).toEqual([['narration', "Его звали в полку 'молодым', и он не обижался"]]);
  });

  it('closes before a footnote number glued to the mark', () => {
    expect(kinds(seg("Он говаривал: 'Энергия прежде всего, c'est la première qualité'1; а сам спал до обеда."))[1]).toEqual(
      ['speech', "Энергия прежде всего, c'est la première qualité"]);
  });
});

describe('a letter read out', () => {
  it('is not speech after «прочел следующее:», nor after «от слова до слова:»', () => {
    for (const intro of ['Я развернул записку и прочел следующие строки:', 'Вот оно от слова до слова:']) {
      const [, letter] = run(intro, '"Любезный друг, пришли мне с моим человеком сто рублей. Мне крайняя нужда');
      expect(letter[0][0]).toBe('narration');
    }
    const [, said] = run('Он повернулся ко мне и сказал:', '"Любезный друг, пришли мне с моим человеком сто рублей. Мне крайняя нужда');
    expect(said[0][0]).toBe('speech');
  });
});

describe('short quoted speech', () => {
  it('reads a quoted sentence of its own as speech, however short', () => {
    expect(kinds(seg("Он вздрогнул. 'Но... полиция?' И он опять лег."))).toEqual([
      ['narration', 'Он вздрогнул.'], ['speech', 'Но... полиция?'], ['narration', 'И он опять лег.'],
    ]);
  });

  it('reads a quoted word after a verb of speech as said', () => {
    expect(kinds(seg('Сторож отворил двери, провозгласив торжественно "пришли!" Нас встретила хозяйка.'))[1]).toEqual(['speech', 'пришли!']);
  });

  it('does not take a title for speech', () => {
    expect(kinds(seg('Он читал "Северную пчелу" и дремал.'))).toEqual([['narration', 'Он читал "Северную пчелу" и дремал.']]);
  });
});

describe('a thought in quotes cut by a paragraph break', () => {
  it('runs on into the next paragraph as speech does', () => {
    const [first, second] = run(
      "Он посмотрел на нее с гордостью. 'Такая женщина, - думал он про себя, - которая штопала свои",
      "платья сама, смотрела бы королевой и в лохмотьях'. Они вышли.",
    );
    expect(first[first.length - 1][0]).toBe('thought');
    expect(second).toEqual([['speech', 'платья сама, смотрела бы королевой и в лохмотьях.'], ['narration', 'Они вышли.']]);
  });

  it('takes a quote with a tag set off by dashes inside for speech', () => {
    expect(kinds(seg("Он любил порядок. 'Порядок прежде всего,- говаривал он,- а там посмотрим'; и уходил спать."))).toEqual([
      ['narration', 'Он любил порядок.'], ['speech', 'Порядок прежде всего,'], ['narration', 'говаривал он,'], ['speech', 'а там посмотрим;'],
      ['narration', 'и уходил спать.'],
    ]);
  });
});

describe('a tag cut by a paragraph break', () => {
  it('goes on in the next paragraph, and a dash after its clause opens the speech again, in lower case too', () => {
    const [, second] = run('- Послушайте, - промолвил Петр и', 'поправил очки, - я давно хотел вас спросить: вы меня боитесь?');
    expect(second).toEqual([['narration', 'поправил очки,'], ['speech', 'я давно хотел вас спросить: вы меня боитесь?']]);
  });

  it('is not a tag that ended its sentence', () => {
    const [, second] = run('- Послушайте, - промолвил Петр. Он поправил очки и', 'сел, - и все замолчали.');
    expect(second[second.length - 1][0]).toBe('narration');
  });
});

describe('speech going on after a comma in the paragraph before', () => {
  it('is not read as a tag when it asks: a verb with «ли», or a clause ending in «?»', () => {
    expect(run('- Ну, вот ведь теперь рада, что мы ушли. Ну,', 'думала ли я вчера, что этому буду радоваться!')[1]).toEqual([
      ['speech', 'думала ли я вчера, что этому буду радоваться!'],
    ]);
    expect(run('- Глядит она на меня, помнишь,', 'как рекомендовать начал? И странно мне.')[1][0][0]).toBe('speech');
    expect(run('- Глядит она на меня, помнишь,', 'сказала она и замолчала.')[1][0][0]).toBe('narration');
  });
});

describe('a quotation of many paragraphs', () => {
  it('goes on while each paragraph reopens it, and stops at a paragraph opening with a dash', () => {
    const out = run('Он начал: "Это было давно', '"Мы стояли тогда в местечке', '"Стояли долго', '"Скучали', '"Однажды вечером всё кончилось.');
    expect(out.map((p) => p[0][0])).toEqual(['narration', 'speech', 'speech', 'speech', 'speech']);
    expect(run('Он начал: "Это было давно', '- Что же дальше? - спросил я.')[1]).toEqual([['speech', 'Что же дальше?'], ['narration', 'спросил я.']]);
  });
});

describe('a straight quote inside a straight quote', () => {
  it('is passed over after a colon, so the outer quote pairs with its own closing mark', () => {
    expect(kinds(seg('Они сидели у пруда. "Когда ты, -- говорила Маша, -- когда ты скажешь мне: "Люблю тебя!", я всё забываю". Он молчал.'))).toEqual([
      ['narration', 'Они сидели у пруда.'], ['speech', 'Когда ты,'], ['narration', 'говорила Маша,'],
      ['speech', 'когда ты скажешь мне: "Люблю тебя!", я всё забываю.'], ['narration', 'Он молчал.'],
    ]);
  });
});

describe('a tag between two speeches of one paragraph', () => {
  it('is short: sentences of narration after a quoted cry are not a tag, and a dash far after it opens no speech', () => {
    const text = 'Он чуть не вскрикнул "ох!" и махнул рукой. '
      + 'Потом долго сидел у окна и думал о своем деле, о сукне, о подкладке и о цене. '.repeat(5)
      + 'Наконец портной помог надеть и рукава, -- вышло, что и рукава были хороши.';
    const pieces = segmentParagraph({ text }, 'ru', false).filter((p) => p.kind !== 'narration').map((p) => p.text);
    expect(pieces).toEqual(['ох!']);
  });
});
