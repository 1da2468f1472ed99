// Speech the older punctuation prints with no dash or quotes (unmarked-speech-ru.ts), on made-up sentences.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { segmentParagraph } from './segment-lines.ts';
import { carriedFrom, type Carried } from './carried-ru.ts';
import { thirdPersonBook } from './unmarked-speech-ru.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const seg = (text: string) => segmentParagraph({ text }, 'ru').map((p) => [p.kind, p.text]);

/** The kinds of each paragraph's pieces, each paragraph segmented after the one before it. */
function run(...paragraphs: string[]): string[][] {
  let carried: Carried = false;
  return paragraphs.map((text) => {
    const pieces = segmentParagraph({ text }, 'ru', carried);
    carried = carriedFrom(pieces[pieces.length - 1], text);
    return pieces.map((p) => p.kind);
  });
}

describe('speech with no dash or quotes', () => {
  it('opens after a verb of saying and a colon, up to the end of its sentence', () => {
    expect(seg('Я рассердился и сказал ему: Ступай прочь, Ефим; я обедать не стану. Но Ефим не уходил.')).toEqual([
      ['narration', 'Я рассердился и сказал ему:'], ['speech', 'Ступай прочь, Ефим; я обедать не стану.'], ['narration', 'Но Ефим не уходил.'],
    ]);
  });

  it('is not an explanation after a colon («удивился:», «сказал правду:»)', () => {
    expect(seg('Иван удивился: Маша никогда не плакала при гостях.')).toEqual([['narration', 'Иван удивился: Маша никогда не плакала при гостях.']]);
    expect(seg('Петр сказал правду: Иван не раз выручал брата.')).toEqual([['narration', 'Петр сказал правду: Иван не раз выручал брата.']]);
  });

  it('goes on after a tag that ends at a semicolon, when the clause after it addresses someone or exclaims', () => {
    expect(seg('- Полно шуметь, Семен, - перебила хозяйка; ты, видно, хочешь без меня всё решить!')).toEqual([
      ['speech', 'Полно шуметь, Семен,'], ['narration', 'перебила хозяйка;'], ['speech', 'ты, видно, хочешь без меня всё решить!'],
    ]);
    expect(seg('- Да что ехать? - отвечал он, слезая с козел; сами не знаем, куда заехали: дороги нет.').map(([k]) => k)).toEqual([
      'speech', 'narration', 'speech',
    ]);
    expect(seg('- Бог простит, - заключила она; затем осторожно, глядя на дочь, принялась расспрашивать, нет ли писем.').map(([k]) => k)).toEqual([
      'speech', 'narration',
    ]);
    expect(seg('- Полно шуметь, Семен, - перебила хозяйка; потом встала и вышла.')).toEqual([
      ['speech', 'Полно шуметь, Семен,'], ['narration', 'перебила хозяйка; потом встала и вышла.'],
    ]);
  });

  it('reads an exclamation followed by a bare tag in lower case as speech', () => {
    expect(seg('Вот так новость! подумал я про себя; зачем же меня сюда послали! Я пошел обедать.')).toEqual([
      ['thought', 'Вот так новость!'], ['narration', 'подумал я про себя;'], ['thought', 'зачем же меня сюда послали!'], ['narration', 'Я пошел обедать.'],
    ]);
    expect(seg('Вот так новость! и все замолчали.')).toEqual([['narration', 'Вот так новость! и все замолчали.']]);
  });
});

describe('speech going on into a paragraph with no dash', () => {
  it('goes on when the paragraph turns to someone and tells nothing', () => {
    expect(run('- Ступайте домой, уже поздно.', 'Разве ты не устал? Или тебе еще не пора спать?')[1]).toEqual(['speech']);
  });

  it('goes on when a book\'s narrator never says «я» and the paragraph does', () => {
    const text = 'Это совсем неожиданный характер! Впрочем, я тоже дурак... Наплевать!';
    expect(segmentParagraph({ text }, 'ru', true, true).map((p) => p.kind)).toEqual(['speech']);
    expect(segmentParagraph({ text }, 'ru', true, false).map((p) => p.kind)).toEqual(['narration']);
    expect(thirdPersonBook(['Он вошел и сел.', '- Я устал, - сказал он.', 'Она молчала.'])).toBe(true);
    expect(thirdPersonBook(['Я вошел и сел.', 'Мне было скучно.'])).toBe(false);
  });

  it('does not go on into narration, nor into a paragraph whose quotes hold the address', () => {
    expect(run('- Ступайте домой, уже поздно.', 'Разве он устал? Он не хотел спать.')[1]).toEqual(['narration']);
    expect(run('- Ступайте домой, уже поздно.', 'Иван покраснел. "Вы мне за это ответите".')[1][0]).toBe('narration');
  });
});

describe('tags the segmenter used to miss or invent', () => {
  it('reads a tag whose verb of speech comes after a phrase of manner', () => {
    expect(seg('- Надо идти в полицию, - с самым серьезным видом отвечал Иван, - и там всё объявить.')).toEqual([
      ['speech', 'Надо идти в полицию,'], ['narration', 'с самым серьезным видом отвечал Иван,'], ['speech', 'и там всё объявить.'],
    ]);
  });

  it('opens speech at a spaced dash after a short tag that ends its sentence, even a sentence that tells', () => {
    expect(seg('- Случилось это утром, - продолжала, торопясь, хозяйка. - После того она тотчас же уехала в город.')).toEqual([
      ['speech', 'Случилось это утром,'], ['narration', 'продолжала, торопясь, хозяйка.'], ['speech', 'После того она тотчас же уехала в город.'],
    ]);
  });

  it('is no tag that calls its subject «ты»: that is speech quoting speech', () => {
    expect(seg('- Ты сегодня сказал, проходя мимо,- вот, сказал ты, тогда всё и будет хорошо.').map(([k]) => k)).toEqual(['speech']);
  });

  it('never takes words with the deferential «-с» for the author\'s', () => {
    expect(seg('- Извольте подать бумагу, - о том-с, узнав про всё, что вы желаете.').map(([k]) => k)).toEqual(['speech']);
  });

  it('lets the speaker go on in a paragraph after the one that ended in the tag', () => {
    let carried: Carried = false;
    const kinds = ['- Нет! - сказал он и отступил на шаг.', 'Человек я бедный, но подачек не беру. Прощайте-с.'].map((text) => {
      const pieces = segmentParagraph({ text }, 'ru', carried);
      carried = carriedFrom(pieces[pieces.length - 1], text);
      return pieces.map((p) => p.kind);
    });
    expect(kinds[1]).toEqual(['speech']);
  });
});

describe('a paragraph after a colon', () => {
  it('is said after a verb of saying or singing, and after speech that ends in a colon', () => {
    expect(run('Старик вскочил со скамейки и запел:', 'Ах вы сени, мои сени, сени новые мои!')[1]).toEqual(['speech']);
    expect(run('- Я согласен с поэтом, помнишь, у него сказано:', 'Как хороша весна, пора любви!')[1]).toEqual(['speech']);
  });

  it('is the author\'s after a colon that explains', () => {
    expect(run('Старик вскочил со скамейки и вот что увидел:', 'Ворота были открыты настежь.')[1]).toEqual(['narration']);
  });
});

describe('the author\'s words in brackets the speech opened', () => {
  it('go on to the closing bracket, and the speech goes on after it', () => {
    expect(seg('- Я хотел сказать (тут он покраснел, - сказал он, глядя в пол), что я вас люблю.')).toEqual([
      ['speech', 'Я хотел сказать (тут он покраснел,'], ['narration', 'сказал он, глядя в пол),'], ['speech', 'что я вас люблю.'],
    ]);
  });
});
