import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir } from '../../../test/support/shared.ts';
import { initBookPipeline } from './index.ts';
import { segmentParagraph } from './segment-lines.ts';
import { splitChapters } from './split-chapters.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const seg = (text: string, language = 'ru') => segmentParagraph({ text }, language).map((p) => [p.kind, p.text]);

describe('segmentParagraph', () => {
  it('splits dash dialogue into speech, the author\'s words, and speech', () => {
    expect(seg('— Привет, — сказал Иван. — Как дела?')).toEqual([
      ['speech', 'Привет,'], ['narration', 'сказал Иван.'], ['speech', 'Как дела?'],
    ]);
  });

  it('reads hyphens and doubled hyphens as dashes, also glued to a comma (Отцы и дети, Шинель)', () => {
    expect(seg('- Не видать,- вторично ответствовал слуга.')).toEqual([['speech', 'Не видать,'], ['narration', 'вторично ответствовал слуга.']]);
    expect(seg('- Никак они едут-с,- доложил слуга, вынырнув из-под ворот.')).toEqual([
      ['speech', 'Никак они едут-с,'], ['narration', 'доложил слуга, вынырнув из-под ворот.'],
    ]);
    expect(seg('-- Да-с, -- сказал Петрович, -- да еще какова шинель.')).toEqual([
      ['speech', 'Да-с,'], ['narration', 'сказал Петрович,'], ['speech', 'да еще какова шинель.'],
    ]);
  });

  it('keeps a dash inside speech when no author\'s words follow it', () => {
    expect(seg('- Главный предмет его - естественные науки. Да он всё знает.')).toEqual([
      ['speech', 'Главный предмет его - естественные науки. Да он всё знает.'],
    ]);
  });

  it('takes action after a dash for author\'s words (Преступление и наказание)', () => {
    expect(seg('- Ваша воля. - И старуха протянула ему обратно часы.')).toEqual([
      ['speech', 'Ваша воля.'], ['narration', 'И старуха протянула ему обратно часы.'],
    ]);
  });

  it('finds quoted speech in narration, with author\'s words set off by dashes inside the quotes (Бедная Лиза)', () => {
    expect(seg('Лиза, пришедши домой, рассказала матери. "Ты хорошо сделала, -- говорила мать, -- что не взяла рубля."')).toEqual([
      ['narration', 'Лиза, пришедши домой, рассказала матери.'], ['speech', 'Ты хорошо сделала,'],
      ['narration', 'говорила мать,'], ['speech', 'что не взяла рубля.'],
    ]);
  });

  it('does not take a quoted word for speech', () => {
    expect(seg('При слове "новую" у Акакия Акакиевича затуманило в глазах.')).toEqual([
      ['narration', 'При слове "новую" у Акакия Акакиевича затуманило в глазах.'],
    ]);
  });

  it('marks «подумал он» speech as a thought (single quotes in Достоевский)', () => {
    expect(seg("'Может, впрочем, она и всегда такая, да я в тот раз не заметил', - подумал он с неприятным чувством.")).toEqual([
      ['thought', 'Может, впрочем, она и всегда такая, да я в тот раз не заметил,'], ['narration', 'подумал он с неприятным чувством.'],
    ]);
  });

  it('reads English quotes and said-remarks', () => {
    expect(seg('"Wake up, Alice dear!" said her sister. "Why, what a long sleep you\'ve had!"', 'en')).toEqual([
      ['speech', 'Wake up, Alice dear!'], ['narration', 'said her sister.'], ['speech', 'Why, what a long sleep you\'ve had!'],
    ]);
    expect(seg('"One side of what? The other side of what?" thought Alice to herself.', 'en')[0][0]).toBe('thought');
  });

  it('keeps forced narration whole and turns long emphasis into a thought', () => {
    expect(segmentParagraph({ text: '- Был бы гвардии он завтра ж капитан.', forceNarration: true }, 'ru').map((p) => p.kind)).toEqual(['narration']);
    const text = 'Он посмотрел в окно. Когда же это кончится, наконец? И ушёл.';
    const start = text.indexOf('Когда');
    const end = text.indexOf(' И ушёл');
    expect(segmentParagraph({ text, emphasis: [[start, end]] }, 'ru').map((p) => [p.kind, p.text])).toEqual([
      ['narration', 'Он посмотрел в окно.'], ['thought', 'Когда же это кончится, наконец?'], ['narration', 'И ушёл.'],
    ]);
  });

  it('drops nothing: the lines of every paragraph of real books put together give the paragraph back', () => {
    // Only the separating dashes, quote marks and spaces may fall between the lines.
    const strip = (s: string) => s.replace(/[\s—–―\-"«»„“”']/g, '');
    for (const name of ['FathersAndSons.txt', 'BednajaLiza.txt', 'Shinel.txt', 'KapitanskayaDochka.txt']) {
      const chapters = splitChapters(readFileSync(join(booksDir, 'ru-txt', name), 'utf8'));
      for (const ch of chapters) {
        for (const p of ch.paragraphs) {
          const pieces = segmentParagraph(p, 'ru');
          expect(strip(pieces.map((x) => x.text).join('')), `${name}: ${p.text.slice(0, 60)}`).toBe(strip(p.text));
          const unquote = (s: string) => s.replace(/["«»„“”']/g, '');
          for (const x of pieces) expect(unquote(p.text.slice(x.start, x.end))).toBe(unquote(x.text));
        }
      }
    }
  });
});
