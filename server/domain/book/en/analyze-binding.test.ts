// English pronouns and the names their own sentence gives («He nodded to Orlo»: he is not Orlo), on made-up scenes.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';

describe('English pronouns bound out of their sentence', () => {
  it('does not take «he said» for the man named after the «he» of the sentence before it', () => {
    const book = analyze([
      'Mr. Pellam came down the stairs slowly. His daughter was to marry, and he could not bear it.',
      'Mr. Tibbald stood waiting in the hall by the door.',
      'He nodded very curtly to Mr. Tibbald. "I heard something of the kind last night," he said.',
    ]);
    expect(speech(book)[0]).toBe('Mr. Pellam: I heard something of the kind last night,');
  });

  it('keeps the man meant by «he» in mind after a paragraph in which he acts on another man', () => {
    const book = analyze([
      'The magistrate walked in and sat down. He was a quiet man, Mr. Pellam, and he never lost his temper.',
      'Mr. Tibbald waited by the door.',
      'He received Mr. Tibbald with courtesy and offered him a chair.',
      '"I have to keep you here until the morning," he said.',
    ]);
    expect(speech(book)[0]).toBe('Mr. Pellam: I have to keep you here until the morning,');
  });
});
