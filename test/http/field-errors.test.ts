// A refused value says which field and why as data (`fields`), for a client to say in its own
// language; `detail` stays the English sentence for scripts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../server/contract/common.ts';
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

  it('leaves `fields` out where no field is at fault', async () => {
    const r = await s.call('POST', '/books', { key, body: [1] });
    expect(r.status).toBe(422);
    expect(r.body.fields).toBeUndefined();
    const conflict = await add({ name: 'Иван' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.fields).toBeUndefined();
  });
});
