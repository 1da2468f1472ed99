import { describe, expect, it } from 'vitest';
import { buildUnits, pieceKey, priceUnits, type BookReading, type UnitCharacter, type UnitLine } from './units.ts';

const chars = new Map<string, UnitCharacter>([
  ['n', { id: 'n', voiceId: 'vn', emotion: 'Нейтрально', speed: 1, pitch: 0, formant: 0, isNarrator: true }],
  ['a', { id: 'a', voiceId: 'va', emotion: 'Нейтрально', speed: 1, pitch: 0, formant: 0, isNarrator: false }],
  ['b', { id: 'b', voiceId: 'vb', emotion: 'Грустно', speed: 1.1, pitch: 0, formant: 0, isNarrator: false }],
  // A variant of narrator's voice: its own pieces even where it reads with the same voice.
  ['c', { id: 'c', voiceId: 'vn', emotion: 'Нейтрально', speed: 1, pitch: -3, formant: -1, isNarrator: false }],
]);
const voices = new Map([
  ['vn', { id: 'vn', weight: 0.1, emotions: true }],
  ['va', { id: 'va', weight: 0.1, emotions: true }],
  ['vb', { id: 'vb', weight: 1, emotions: false }],
]);

let n = 0;
function line(characterId: string, text: string, over: Partial<UnitLine> = {}): UnitLine {
  return { id: `s${n++}`, text, stressed: null, kind: characterId === 'n' ? 'narration' : 'speech', paragraphId: 0, characterId, emotion: null, delivery: {}, skip: false, pauseMs: null, take: 0, stage: null, ...over };
}

const build = (lines: UnitLine[], reading: 'roles' | 'solo' = 'roles', thoughts: 'hero' | 'narrator' = 'hero', stage: Partial<BookReading> = {}) =>
  buildUnits({ lines, characters: chars, voices, reading: { reading, thoughts, stageRemarks: 'skip', stageDirections: 'narrator', ...stage }, prepare: (t) => t.toUpperCase() });

describe('buildUnits', () => {
  it('voices a play\'s stage text as the book says: remarks skipped and directions read by default, either way by setting', () => {
    const play = [
      line('n', 'Входят Маша и Медведенко.', { stage: 'direction' }), line('a', 'Отчего?', { paragraphId: 1 }),
      line('n', 'В раздумье.', { paragraphId: 1, stage: 'remark' }), line('a', 'Не понимаю...', { paragraphId: 1 }),
    ];
    const texts = (u: ReturnType<typeof build>) => u.map((x) => x.text);
    expect(texts(build(play))).toEqual(['Входят Маша и Медведенко.', 'Отчего?', 'Не понимаю...']);
    expect(texts(build(play, 'roles', 'hero', { stageRemarks: 'narrator' }))).toEqual(['Входят Маша и Медведенко.', 'Отчего?', 'В раздумье.', 'Не понимаю...']);
    expect(texts(build(play, 'roles', 'hero', { stageDirections: 'skip' }))).toEqual(['Отчего?', 'Не понимаю...']);
    // A skipped remark is not paid: voicing it adds exactly its own characters.
    const chars = (u: ReturnType<typeof build>) => u.reduce((a, x) => a + x.chars, 0);
    const read = build(play, 'roles', 'hero', { stageRemarks: 'narrator' });
    expect(chars(read) - chars(build(play))).toBe(read.find((x) => x.text === 'В раздумье.')!.chars);
    expect(chars(build(play))).toBeGreaterThan(0);
  });

  it('merges consecutive lines of one speaker, emotion, kind and delivery within a paragraph', () => {
    const u = build([line('a', 'Привет,'), line('a', 'как дела?'), line('n', 'сказал он.'), line('a', 'Ну?')]);
    expect(u.map((x) => x.text)).toEqual(['Привет, как дела?', 'сказал он.', 'Ну?']);
    expect(u[0]!.prepared).toBe('ПРИВЕТ, КАК ДЕЛА?');
    expect(u[0]!.segmentIds).toHaveLength(2);
  });

  it('splits at paragraphs, skipped lines, own pauses, emotions, deliveries and selected takes', () => {
    const u = build([
      line('a', 'Раз.'), line('a', 'Два.', { paragraphId: 1 }), line('a', 'Три.', { paragraphId: 1, emotion: 'Сердито' }),
      line('a', 'Четыре.', { paragraphId: 1, emotion: 'Сердито', pauseMs: 2000 }), line('a', 'Пять.', { paragraphId: 1, emotion: 'Сердито' }),
      line('a', 'Шесть.', { paragraphId: 1, emotion: 'Сердито', skip: true }), line('a', 'Семь.', { paragraphId: 1, emotion: 'Сердито' }),
      line('a', 'Восемь.', { paragraphId: 1, emotion: 'Сердито', delivery: { volume: 'whisper' } }),
      line('a', 'Девять.', { paragraphId: 1, emotion: 'Сердито', delivery: { volume: 'whisper' }, take: 1 }),
    ]);
    expect(u.map((x) => x.text)).toEqual(['Раз.', 'Два.', 'Три. Четыре.', 'Пять.', 'Семь.', 'Восемь.', 'Девять.']);
    expect(u[2]!.pauseMs).toBe(2000);
  });

  it('prices characters × weight, without stress marks; voices without emotions read neutrally', () => {
    const u = build([line('b', 'Сло+во', { stressed: 'Сло́во' })]);
    expect(u[0]!.chars).toBe(5);
    expect(u[0]!.milli).toBe(5000);
    expect(u[0]!.emotion).toBe('Нейтрально');
    expect(u[0]!.prepared).toBe('СЛО́ВО');
  });

  it('solo reading gives every line the narrator\'s voice; thoughts can go to the narrator', () => {
    expect(build([line('a', 'Да.')], 'solo')[0]!.voiceId).toBe('vn');
    expect(build([line('a', 'Думаю.', { kind: 'thought' })], 'roles', 'narrator')[0]!.voiceId).toBe('vn');
    expect(build([line('a', 'Думаю.', { kind: 'thought' })], 'roles', 'hero')[0]!.voiceId).toBe('va');
  });
});

describe('pieceKey', () => {
  const base = { voiceId: 'v', emotion: 'Нейтрально', speed: 1, pitch: 0, formant: 0, delivery: {}, prepared: 'текст', take: 0 };
  it('changes with every property of the sound and nothing else', () => {
    const k = pieceKey(base);
    expect(pieceKey({ ...base })).toBe(k);
    const changes = [
      { voiceId: 'w' }, { emotion: 'Грустно' }, { speed: 1.1 }, { delivery: { tempo: 'slow' as const } }, { prepared: 'текст.' }, { take: 1 },
      { pitch: 3 }, { formant: -2 }, { pitch: 0.5 }, { pitch: 2, formant: 2 },
    ];
    const keys = changes.map((change) => pieceKey({ ...base, ...change }));
    expect(new Set([k, ...keys]).size).toBe(changes.length + 1);
    // Pitch and formant are not interchangeable.
    expect(pieceKey({ ...base, pitch: 2 })).not.toBe(pieceKey({ ...base, formant: 2 }));
  });

  it('keeps the address a plain voice had before variants existed (its voiced pieces stay valid)', () => {
    // Computed by the pieceKey of the commit before variants.
    expect(pieceKey(base)).toBe('bf3de427c36c085acde09d8bc6d8762a7a2da38c');
    expect(pieceKey({ ...base, emotion: 'Грустно', speed: 1.1, delivery: { tempo: 'slow' }, take: 2 })).toBe('0ab65d7afcf7ca068f28cdaa71c03e26a5415e88');
  });
});

describe('buildUnits with voice variants', () => {
  it('carries the character\'s pitch and formant into its pieces and their addresses', () => {
    const u = build([line('n', 'Было тихо.'), line('c', 'Было тихо.', { paragraphId: 1 })]);
    expect(u.map((x) => [x.voiceId, x.pitch, x.formant])).toEqual([['vn', 0, 0], ['vn', -3, -1]]);
    // Same voice, same text: only the variant tells the two pieces apart.
    expect(u[0]!.key).not.toBe(u[1]!.key);
    expect(u[1]!.milli).toBe(u[0]!.milli);
  });
});

describe('priceUnits', () => {
  it('counts each new piece once and nothing for pieces the user has', () => {
    const u = build([line('a', 'Да.'), line('n', 'Он молчал.'), line('a', 'Да.', { paragraphId: 2 })]);
    expect(u[0]!.key).toBe(u[2]!.key);
    const p = priceUnits(u, (k) => (k === u[1]!.key ? 'heard' : null));
    expect(p.newUnits).toBe(1);
    expect(p.cachedUnits).toBe(1);
    expect(p.newChars).toBe(3);
    expect(p.heardChars).toBe(10);
    expect(p.milli).toBe(300);
  });
});
