// A refused value says which field and why as data (`fields`), for a client to say in its own
// language; `detail` stays the English sentence for scripts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../server/contract/common.ts';
import { MAX_RULE_WORDS } from '../../server/contract/limits.ts';
import { SAMPLE_BOOK, startStudio, type TestStudio } from '../support/studio.ts';

let s: TestStudio;
let key: string;
let bookId: string;

beforeAll(async () => {
  s = await startStudio();
  s.addUser('fields@example.com', { balance: 10_000 });
  key = s.addKey('fields@example.com', 'full');
  bookId = (await s.call('POST', '/books', { key, body: { title: 'Поля', text: SAMPLE_BOOK } })).body.book.id;
});
afterAll(() => s.close());

const add = (body: unknown) => s.call('POST', `/books/${bookId}/characters`, { key, body });

describe('422 validation names its fields', () => {
  it('gives each refused field, the problem and its bound, beside the English detail', async () => {
    const cases: Array<[unknown, unknown[]]> = [
      [{ name: 'Том', aliases: ['Т'.repeat(250)] }, [{ field: 'aliases.0', problem: 'too_long', limit: 200 }]],
      [{ name: '   ' }, [{ field: 'name', problem: 'empty' }]],
      [{}, [{ field: 'name', problem: 'required' }]],
      [{ name: 'Том', gender: 'x' }, [{ field: 'gender', problem: 'one_of', values: ['m', 'f'] }]],
      [{ name: 'Том', controls: { speed: 9 } }, [{ field: 'controls.speed', problem: 'too_big', limit: 1.4 }]],
      [{ name: 'Том', nickname: 'x' }, [{ field: 'body', problem: 'unknown_field', values: ['nickname'] }]],
      // A service's own refusal names its field too.
      [{ name: 'Том', voice_id: '00000000-0000-4000-8000-000000000000' }, [{ field: 'voice_id', problem: 'invalid' }]],
    ];
    for (const [body, fields] of cases) {
      const r = await add(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe('validation');
      expect(r.body.fields, JSON.stringify(body)).toEqual(fields);
      expect(typeof r.body.detail).toBe('string');
      expect(ErrorBody.safeParse(r.body).success).toBe(true);
    }
  });

  it('gives a pronunciation rule\'s phrase over its words its bound, as other limits are (not a bare `invalid`)', async () => {
    const nine = 'раз два три четыре пять шесть семь восемь девять';
    const r = await s.call('POST', '/pronunciations', { key, body: { word: nine, replacement: 'р+аз' } });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([{ field: 'word', problem: 'too_many_words', limit: MAX_RULE_WORDS }]);
    expect(r.body.detail).toContain(`at most ${MAX_RULE_WORDS} words`);
    const eight = nine.split(' ').slice(0, MAX_RULE_WORDS).join(' ');
    expect((await s.call('POST', '/pronunciations', { key, body: { word: eight, replacement: 'р+аз' } })).status).toBe(201);
    const id = (await s.call('POST', '/pronunciations', { key, body: { word: 'замок', replacement: 'зам+ок' } })).body.id as string;
    const edit = await s.call('PATCH', `/pronunciations/${id}`, { key, body: { word: nine } });
    expect(edit.status).toBe(422);
    expect(edit.body.fields).toEqual([{ field: 'word', problem: 'too_many_words', limit: MAX_RULE_WORDS }]);
    // Words apart by more than one space are still refused as a malformed phrase.
    expect((await s.call('POST', '/pronunciations', { key, body: { word: 'Нью  Йорк', replacement: 'нью й+орк' } })).body.fields)
      .toEqual([{ field: 'word', problem: 'invalid' }]);
  });

  it('leaves `fields` out where no field is at fault', async () => {
    const r = await s.call('POST', '/books', { key, body: [1] });
    expect(r.status).toBe(422);
    expect(r.body.fields).toBeUndefined();
    const conflict = await add({ name: 'Иван' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.fields).toBeUndefined();
  });
});
