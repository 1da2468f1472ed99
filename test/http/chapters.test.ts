// Chapters, lines and characters over HTTP: the chapter view, line edits, takes, character edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, type TestStudio } from '../support/studio.ts';
import { ChapterView } from '../../server/contract/chapters.ts';
import { Character } from '../../server/contract/characters.ts';

let s: TestStudio;
let book: { id: string; chapters: Array<{ id: string }>; characters: Array<{ id: string; name: string; voice_id: string; is_narrator: boolean }> };
beforeAll(async () => {
  s = await startStudio();
  const r = await s.call('POST', '/books', { body: { title: 'Главы', text: SAMPLE_BOOK } });
  book = (await s.call('GET', `/books/${r.body.book.id}`)).body.book;
});
afterAll(() => s.close());

const chapter = async (i = 0) => (await s.call('GET', `/chapters/${book.chapters[i]!.id}`)).body;

describe('GET /chapters/{id}', () => {
  it('has the chapter, lines in text order, pieces, problems, job, timeline and estimate', async () => {
    const r = await s.call('GET', `/chapters/${book.chapters[0]!.id}`);
    expect(r.status).toBe(200);
    expect(ChapterView.strict().safeParse(r.body).success).toBe(true);
    const v = r.body;
    expect(v.chapter.status).toBe('draft');
    expect(v.chapter.text).toContain('Привет');
    expect(v.chapter.audio_url).toBeNull();
    expect(v.segments.map((x: { position: number }) => x.position)).toEqual(v.segments.map((_: unknown, i: number) => i));
    const kinds = v.segments.map((x: { kind: string }) => x.kind);
    expect(kinds).toContain('speech');
    expect(kinds).toContain('narration');
    // «— Привет, — сказал Иван. — Как дела?» is three lines: speech, narration, speech.
    const hello = v.segments.findIndex((x: { text: string }) => x.text.includes('Привет'));
    expect(v.segments[hello].kind).toBe('speech');
    expect(v.segments[hello + 1].kind).toBe('narration');
    expect(v.segments[hello + 1].text).toContain('сказал Иван');
    expect(v.segments[hello + 2].text).toContain('Как дела');
    const ivan = book.characters.find((c) => c.name === 'Иван')!;
    expect(v.segments[hello].character_id).toBe(ivan.id);
    expect(v.segments[hello + 2].character_id).toBe(ivan.id);
    expect(v.problems).toEqual([]);
    expect(v.job).toBeNull();
    expect(v.timeline).toEqual([]);
    const covered = v.units.flatMap((u: { segment_ids: string[] }) => u.segment_ids);
    expect(covered).toEqual(v.segments.map((x: { id: string }) => x.id));
    expect(v.estimate_credits).toBeCloseTo(v.chapter.chars * 0.1, 6);
  });
});

describe('PATCH /segments/{id}', () => {
  it('changes the speaker (marked manual, no longer under review) and answers with the whole chapter', async () => {
    const v = await chapter();
    const line = v.segments.find((x: { kind: string }) => x.kind === 'speech');
    const maria = book.characters.find((c) => c.name === 'Мария')!;
    const r = await s.call('PATCH', `/segments/${line.id}`, { body: { character_id: maria.id } });
    expect(r.status).toBe(200);
    expect(ChapterView.strict().safeParse(r.body).success).toBe(true);
    const after = r.body.segments.find((x: { id: string }) => x.id === line.id);
    expect(after).toMatchObject({ character_id: maria.id, speaker_source: 'manual', review: false });
    const unit = r.body.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(line.id));
    expect(unit.voice_id).toBe(maria.voice_id);
  });

  it('sets emotion, delivery, pause, skip and stress; "" and -1 reset', async () => {
    const v = await chapter(1);
    const line = v.segments.find((x: { kind: string }) => x.kind === 'speech');
    let r = await s.call('PATCH', `/segments/${line.id}`, { body: { emotion: 'Радостно', delivery: { intonation: 'question', volume: 'whisper' }, pause_ms: 1200 } });
    let seg = r.body.segments.find((x: { id: string }) => x.id === line.id);
    expect(seg).toMatchObject({ emotion: 'Радостно', delivery: { intonation: 'question', volume: 'whisper' }, pause_ms: 1200, emotion_source: 'manual' });
    r = await s.call('PATCH', `/segments/${line.id}`, { body: { emotion: '', delivery: { volume: null }, pause_ms: -1, skip_audio: true } });
    seg = r.body.segments.find((x: { id: string }) => x.id === line.id);
    expect(seg).toMatchObject({ emotion: null, delivery: { intonation: 'question' }, pause_ms: null, skip_audio: true });
    expect(r.body.units.some((u: { segment_ids: string[] }) => u.segment_ids.includes(line.id))).toBe(false);
    await s.call('PATCH', `/segments/${line.id}`, { body: { skip_audio: false } });
  });

  it('keeps stress marks as U+0301 and puts them into the prepared text', async () => {
    const v = await chapter(1);
    const line = v.segments.find((x: { text: string }) => x.text.includes('Дорога'));
    const stressed = line.text.replace('Дорога', 'Доро\u0301га');
    const r = await s.call('PATCH', `/segments/${line.id}`, { body: { stressed } });
    expect(r.status).toBe(200);
    expect(r.body.segments.find((x: { id: string }) => x.id === line.id).stressed).toBe(stressed);
    const unit = r.body.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(line.id));
    expect(unit.prepared).toContain('Дор+ога');
    const wrong = await s.call('PATCH', `/segments/${line.id}`, { body: { stressed: 'совсем другой текст' } });
    expect(wrong.status).toBe(422);
  });

  it('refuses unknown emotions, enum values and characters of other books by name of the field', async () => {
    const v = await chapter();
    const id = v.segments[0].id;
    const e = await s.call('PATCH', `/segments/${id}`, { body: { emotion: 'Весело' } });
    expect(e.status).toBe(422);
    expect(e.body.detail).toContain('emotion');
    expect((await s.call('PATCH', `/segments/${id}`, { body: { delivery: { tempo: 'medium' } } })).status).toBe(422);
    expect((await s.call('PATCH', `/segments/${id}`, { body: { character_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(422);
    expect((await s.call('PATCH', `/segments/${id}`, { body: { pause_ms: 'long' } })).status).toBe(422);
  });

  it('changes a whole run of lines with whole_run', async () => {
    const v = await chapter();
    const narrator = book.characters.find((c) => c.is_narrator)!;
    const maria = book.characters.find((c) => c.name === 'Мария')!;
    const speech = v.segments.filter((x: { character_id: string; kind: string }) => x.character_id === maria.id);
    expect(speech.length).toBeGreaterThan(0);
    const r = await s.call('PATCH', `/segments/${speech[0].id}`, { body: { character_id: narrator.id, whole_run: true } });
    const changed = r.body.segments.filter((x: { character_id: string }) => x.character_id === narrator.id).length;
    expect(changed).toBeGreaterThan(v.segments.filter((x: { character_id: string }) => x.character_id === narrator.id).length);
  });
});

describe('PUT /segments/{id}/text', () => {
  it('replaces only this line, keeps its speaker and the marks on unchanged words', async () => {
    const v = await chapter(1);
    const line = v.segments.find((x: { text: string }) => x.text.includes('Дорога'));
    const r = await s.call('PUT', `/segments/${line.id}/text`, { body: { text: 'Дорога была очень длинной.' } });
    expect(r.status).toBe(200);
    const seg = r.body.segments.find((x: { id: string }) => x.id === line.id);
    expect(seg.text).toBe('Дорога была очень длинной.');
    expect(seg.character_id).toBe(line.character_id);
    expect(seg.stressed).toBe('Доро\u0301га была очень длинной.');
    const other = r.body.segments.filter((x: { id: string }) => x.id !== line.id);
    expect(other.map((x: { text: string }) => x.text)).toEqual(v.segments.filter((x: { id: string }) => x.id !== line.id).map((x: { text: string }) => x.text));
  });

  it('answers 400 for empty text', async () => {
    const v = await chapter(1);
    const r = await s.call('PUT', `/segments/${v.segments[0].id}/text`, { body: { text: '   ' } });
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('skip_audio');
  });
});

describe('takes', () => {
  it('a new take makes the line its own piece; set goes back', async () => {
    const v = await chapter(1);
    const line = v.segments.find((x: { kind: string }) => x.kind === 'speech');
    const r = await s.call('POST', `/segments/${line.id}/take`, { body: { action: 'new' } });
    expect(r.status).toBe(200);
    const seg = r.body.segments.find((x: { id: string }) => x.id === line.id);
    expect(seg.delivery).toMatchObject({ takes: 2, take: 1 });
    const unit = r.body.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(line.id));
    expect(unit.segment_ids).toEqual([line.id]);
    const back = await s.call('POST', `/segments/${line.id}/take`, { body: { action: 'set', take: 0 } });
    expect(back.body.segments.find((x: { id: string }) => x.id === line.id).delivery).toMatchObject({ takes: 2, take: 0 });
    expect(back.body.units.map((u: { key: string }) => u.key)).toEqual(v.units.map((u: { key: string }) => u.key));
    expect((await s.call('POST', `/segments/${line.id}/take`, { body: { action: 'set', take: 5 } })).status).toBe(422);
    expect((await s.call('POST', `/segments/${line.id}/take`, { body: { action: 'set' } })).status).toBe(422);
    expect((await s.call('POST', `/segments/${line.id}/take`, { body: { action: 'undo' } })).status).toBe(422);
  });
});

describe('PATCH /characters/{id}', () => {
  it('changes voice, emotion, speed, name, aliases, gender and age', async () => {
    const voices = (await s.call('GET', '/voices')).body.voices;
    const ivan = book.characters.find((c) => c.name === 'Иван')!;
    const other = voices.find((v: { id: string; language: string }) => v.id !== ivan.voice_id && v.language === 'ru');
    const r = await s.call('PATCH', `/characters/${ivan.id}`, {
      body: { voice_id: other.id, emotion: 'Спокойно', controls: { speed: 1.2 }, aliases: ['Ваня'], age: 'young', gender: 'm', name: 'Иван Петров' },
    });
    expect(r.status).toBe(200);
    expect(Character.strict().safeParse(r.body.character).success).toBe(true);
    expect(r.body.character).toMatchObject({ voice_id: other.id, emotion: 'Спокойно', controls: { speed: 1.2 }, aliases: ['Ваня'], age: 'young', name: 'Иван Петров', source: 'manual' });
    const v = await chapter(0);
    const unit = v.units.find((u: { speaker: string }) => u.speaker === ivan.id);
    expect(unit.voice_id).toBe(other.id);
  });

  it('refuses speed outside 0.6–1.4 and unknown voices', async () => {
    const ivan = book.characters.find((c) => c.name === 'Иван')!;
    expect((await s.call('PATCH', `/characters/${ivan.id}`, { body: { controls: { speed: 2 } } })).status).toBe(422);
    expect((await s.call('PATCH', `/characters/${ivan.id}`, { body: { voice_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(422);
    expect((await s.call('PATCH', `/characters/${ivan.id}`, { body: { gender: 'x' } })).status).toBe(422);
  });
});
