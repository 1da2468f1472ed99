// Round 27, the tag grammar where the narrator says «I» (the dev novels re-told in the first person):
// made-up lead-ins and tags with invented names.
import { describe, expect, it } from 'vitest';
import { findEnglishNames } from './names.ts';
import { readTagAfter } from './tags.ts';
import { readTagBefore } from './tags-before.ts';

const LOWER = new Set(['the', 'then', 'and', 'with']);
const before = (text: string) => readTagBefore(text, 0, findEnglishNames(text, LOWER))?.subject ?? null;
const after = (text: string) => readTagAfter(text, 0, findEnglishNames(text, LOWER))?.subject ?? null;
const I = { kind: 'pronoun', person: 1 };

describe('English tags of a first-person narrator', () => {
  it('reads a sentence opened by «I» and closed by its verb of speech, however long the way, as the narrator\'s lead-in', () => {
    expect(before('I, with flushed cheeks, raised my head from the ledger and said: ')).toMatchObject(I);
    expect(before('I was grateful for this expression of her kindness, and answered, ')).toMatchObject(I);
  });

  it('takes «I» for the subject wherever it stands: after «even», after «that», before «could not help saying»', () => {
    expect(before('Everybody in the room begged her; even I said, ')).toMatchObject(I);
    expect(before('Orrin showed such signs of floundering that I collected myself and asked: ')).toMatchObject(I);
    expect(before('But he laughed so heartily at the memory that I could not help saying, ')).toMatchObject(I);
  });

  it('reads «heard me say», «heard him say» before a quotation as the one heard speaking', () => {
    expect(before('Mrs. Quarles very plainly heard me say, ')).toMatchObject(I);
    expect(before('Across the yard Orrin heard him say, ')).toMatchObject({ kind: 'pronoun', person: 3, gender: 'm' });
  });

  it('reads «was my only reply», «was Orrin\'s prompt answer» after a quotation', () => {
    expect(after(' was my only reply.')).toMatchObject(I);
    expect(after(' was Orrin\'s prompt answer.')).toMatchObject({ kind: 'name' });
  });
});
