// Verdicts on recognized text: the Russian path (a free recognizer's transcript, as the
// Zipformer model gives it) and the verifying path (words with times, as pocketsphinx gives
// them), with the audio evidence (speech intervals) that confirms or doubts a loss.
import { describe, expect, it } from 'vitest';
import { energySpeech, type Interval } from './evidence.ts';
import { judgePiece, type HeardWord, type PieceEvidence } from './judge.ts';

const SPL = 0.07; // seconds of speech per letter

function ru(expected: string, heard: string | null, extra: Partial<PieceEvidence> = {}): ReturnType<typeof judgePiece> {
  const dur = Math.max(1, expected.length * SPL);
  return judgePiece({
    expected, language: 'ru', durationS: dur, speech: [[0.05, dur - 0.05]], secPerLetter: SPL,
    recognition: heard === null ? null : { mode: 'transcribe', text: heard, words: null }, ...extra,
  });
}

describe('Russian recognized text (free recognizer)', () => {
  const line = 'Иван Ильич вошёл в комнату и молча сел у окна.';

  it('is ok when heard as written, whatever the case, ё, punctuation and stress marks', () => {
    const v = ru('Ива+н Ильи́ч вошёл в ко+мнату и мо+лча сел у окна́.', 'иван ильич вошел в комнату и молча сел у окна');
    expect(v).toMatchObject({ status: 'ok', score: 1, missing: [], wrong: [], extra: [], reason: null });
    expect(v.ops.every(([op]) => op === 'ok')).toBe(true);
  });

  it('a lost word is bad: missing, ops and the reason say which', () => {
    const v = ru(line, 'иван ильич вошел в комнату и сел у окна');
    expect(v.status).toBe('bad');
    expect(v.missing).toEqual(['молча']);
    expect(v.ops).toContainEqual(['missing', 'молча', '']);
    expect(v.reason).toMatch(/молча/);
    expect(v.score).toBeLessThan(1);
  });

  it('a doubled word is bad', () => {
    const v = ru(line, 'иван ильич вошел в комнату комнату и молча сел у окна');
    expect(v.status).toBe('bad');
    expect(v.extra).toEqual(['комнату']);
    expect(v.reason).toMatch(/doubled/);
  });

  it('names and rare words spelt the recognizer\'s way are no alarm; a misheard name is only a remark', () => {
    expect(ru('Тогда Тарантьев и Обломов вышли.', 'тогда тарантиев и абламов вышли').status).toBe('ok');
    const v = ru('Тогда Тарантьев и Обломов вышли.', 'тогда таракан и обломов вышли');
    expect(v.status).toBe('warn');
    expect(v.wrong).toEqual(['Тарантьев']);
  });

  it('a lost name or a lost short word alone is a remark, two short words in a row are a loss', () => {
    expect(ru('Утром к нам пришёл Тарантьев с другом.', 'утром к нам пришел с другом').status).toBe('warn');
    expect(ru('Он вошёл и сел у самого окна.', 'он вошел сел у самого окна').status).toBe('warn');
    expect(ru('Он вошёл и сел у самого окна.', 'он вошел и сел самого окна').status).toBe('warn');
    expect(ru('Он пошёл на базар за хлебом.', 'он пошел базар за хлебом').status).toBe('warn');
    expect(ru('Он шёл и на ходу пел песню.', 'он шел ходу пел песню').status).toBe('bad');
  });

  it('one- and two-word pieces are not judged bad on the recognizer\'s word alone', () => {
    expect(ru('— Да!', '').status).toBe('warn');
    expect(ru('Сказал Иван.', 'иван').status).toBe('warn');
  });

  it('a silent piece is bad, a piece much shorter than its text is bad, with a reason', () => {
    const silent = ru(line, '', { speech: [] });
    expect(silent).toMatchObject({ status: 'bad', score: 0 });
    expect(silent.reason).toMatch(/silent/);
    const cut = ru(line, 'иван ильич вошел', { speech: [[0.05, 0.9]] });
    expect(cut.status).toBe('bad');
    expect(cut.reason).toMatch(/cut short/);
  });

  it('without a recognizer the piece is unchecked, but silence is still caught', () => {
    expect(ru(line, null).status).toBe('unchecked');
    expect(ru(line, null, { speech: [] }).status).toBe('bad');
  });

  it('an engine error makes the piece an error with the reason', () => {
    expect(ru(line, null, { error: 'Recognition failed: boom' })).toMatchObject({ status: 'error', reason: 'Recognition failed: boom' });
  });
});

describe('verifying recognizer with word times and the audio evidence', () => {
  // "alice was beginning to get very tired of sitting by her sister": each word takes its
  // letters × SPL seconds, one after another from 0.1 s.
  const text = 'Alice was beginning to get very tired of sitting by her sister on the bank.';
  const words = text.toLowerCase().replace(/[^a-z ]/g, '').split(' ');
  function layout(skip: Set<string>, absorbInto?: string): { heard: HeardWord[]; speech: Interval[]; end: number } {
    const heard: HeardWord[] = [];
    const speech: Interval[] = [];
    let t = 0.1;
    for (const w of words) {
      const d = w.length * SPL;
      if (!skip.has(w)) heard.push({ word: w, start: t, end: t + d });
      else if (absorbInto) heard.at(-1)!.end = t + d; // the previous word runs over it
      speech.push([t, t + d]);
      t += d;
    }
    return { heard, speech, end: t + 0.1 };
  }
  const verify = (heard: HeardWord[], speech: Interval[], end: number) =>
    judgePiece({ expected: text, language: 'en', durationS: end, speech, secPerLetter: SPL, recognition: { mode: 'verify', text: heard.map((w) => w.word).join(' '), words: heard } });

  it('all words confirmed: ok', () => {
    const { heard, speech, end } = layout(new Set());
    expect(verify(heard, speech, end).status).toBe('ok');
  });

  it('a word cut out, its place silent: bad, "the recording falls silent there"', () => {
    const { heard, speech, end } = layout(new Set(['sister']), 'her');
    const silent = speech.filter(([a]) => Math.abs(a - heard.find((w) => w.word === 'her')!.start - 3 * SPL) > 1e-6);
    const v = verify(heard, silent, end);
    expect(v.status).toBe('bad');
    expect(v.missing).toEqual(['sister']);
    expect(v.reason).toMatch(/falls silent/);
  });

  it('a word the decoder merged into its neighbour (its speech is there): only a remark', () => {
    const { heard, speech, end } = layout(new Set(['sister']), 'her');
    const v = verify(heard, speech, end);
    expect(v.status).toBe('warn');
    expect(v.reason).toMatch(/part of «her»/);
  });

  it('a word the decoder placed on silence is not there', () => {
    const { heard, speech, end } = layout(new Set());
    const bank = heard.find((w) => w.word === 'sitting')!;
    const v = verify(heard, speech.filter(([a]) => Math.abs(a - bank.start) > 1e-6), end);
    expect(v.missing).toEqual(['sitting']);
    expect(v.status).toBe('bad');
  });

  it('a repeat the decoder put on a pause is no doubled word; a real second word is', () => {
    const { heard, speech, end } = layout(new Set());
    const i = heard.findIndex((w) => w.word === 'tired');
    const pause = { word: 'tired', start: heard[i]!.end, end: heard[i]!.end + 0.3 };
    const withPause = [...heard.slice(0, i + 1), pause, ...heard.slice(i + 1).map((w) => ({ ...w, start: w.start + 0.3, end: w.end + 0.3 }))];
    const shifted = speech.map(([a, b]): Interval => (a >= pause.start - 1e-9 ? [a + 0.3, b + 0.3] : [a, b]));
    expect(verify(withPause, shifted, end + 0.3).status).toBe('ok');
    const said = { word: 'tired', start: heard[i]!.end, end: heard[i]!.end + 5 * SPL };
    const twice = [...heard.slice(0, i + 1), said, ...heard.slice(i + 1).map((w) => ({ ...w, start: w.start + 5 * SPL, end: w.end + 5 * SPL }))];
    const spoken = [...shifted.map(([a, b]): Interval => (a >= said.start - 1e-9 ? [a - 0.3 + 5 * SPL, b - 0.3 + 5 * SPL] : [a, b])), [said.start, said.end] as Interval];
    const v = verify(twice, spoken.sort((x, y) => x[0] - y[0]), end + 5 * SPL);
    expect(v.status).toBe('bad');
    expect(v.reason).toMatch(/doubled: «tired»/);
  });
});

describe('speech by frame energy', () => {
  it('finds sound between silences and ignores short dips inside words', () => {
    const rate = 16000;
    const s = new Int16Array(rate * 2);
    const tone = (a: number, b: number) => {
      for (let i = Math.floor(a * rate); i < b * rate; i++) s[i] = Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / rate));
    };
    tone(0.3, 0.8);
    tone(0.85, 1.0); // a 50 ms dip: the same stretch of speech
    tone(1.4, 1.7);
    const found = energySpeech(s, rate);
    expect(found).toHaveLength(2);
    expect(found[0]![0]).toBeCloseTo(0.3, 1);
    expect(found[0]![1]).toBeCloseTo(1.0, 1);
    expect(found[1]![0]).toBeCloseTo(1.4, 1);
    expect(energySpeech(new Int16Array(rate), rate)).toEqual([]);
  });
});
