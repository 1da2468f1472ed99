// The tag grammar on made-up lead-ins: who the narration before a quotation says speaks.
import { describe, expect, it } from 'vitest';
import { findEnglishNames } from './names.ts';
import { readTagAfter } from './tags.ts';
import { readTagBefore } from './tags-before.ts';

// Words the made-up book writes in lower case somewhere (a capital on them is a sentence's).
const LOWER = new Set(['after', 'at', 'something', 'the', 'then', 'when', 'and', 'who', 'said']);

function speakerBefore(text: string): string | null {
  const tag = readTagBefore(text, 0, findEnglishNames(text, LOWER));
  return tag?.subject.kind === 'name' ? tag.subject.mention.text : null;
}

function speakerAfter(text: string): string | null {
  const tag = readTagAfter(text, 0, findEnglishNames(text, LOWER));
  return tag?.subject.kind === 'name' ? tag.subject.mention.text : null;
}

describe('English tags after a quotation', () => {
  it('gives «I heard X say» to X, not to the one who hears', () => {
    expect(speakerAfter(' I heard Mr. Pellam say.')).toBe('Mr. Pellam');
    expect(readTagAfter(' I heard him say.', 0, [])?.subject).toMatchObject({ kind: 'pronoun', person: 3 });
  });

  it('reads «came from X» as X speaking', () => {
    expect(speakerAfter(' came from Tibbald.')).toBe('Tibbald');
  });

  it('reads «was his reply», «was my answer» as «he», «I» speaking', () => {
    expect(readTagAfter(' was his reply, with a look of meaning.', 0, [])?.subject).toMatchObject({ kind: 'pronoun', person: 3, gender: 'm' });
    expect(readTagAfter(' was her answer.', 0, [])?.subject).toMatchObject({ kind: 'pronoun', person: 3, gender: 'f' });
    expect(readTagAfter(' was my reply.', 0, [])?.subject).toMatchObject({ kind: 'pronoun', person: 1 });
    expect(readTagAfter(' was his voice.', 0, [])).toBeNull();
  });
});

describe('English tags before a quotation', () => {
  it('gives the verb of a relative clause to the name before «who», however far', () => {
    expect(speakerBefore('Then he handed the note to Orlo, who said, ')).toBe('Orlo');
    expect(speakerBefore('The silence was broken by Miss Pellam, who in a voice of great coldness said, ')).toBe('Miss Pellam');
    expect(speakerBefore('They were joined by Tibbald, who, coming up with a cheerful look, said, ')).toBe('Tibbald');
  });

  it('keeps a subject of its own right before the verb of a relative clause', () => {
    expect(speakerBefore('He had written to Orlo, who had seen Nessa, and Nessa said, ')).toBe('Nessa');
  });

  it('gives «say» after «heard X» or «made X» to X', () => {
    expect(speakerBefore('After a minute she heard Nessa say in a very serious tone, ')).toBe('Nessa');
    expect(speakerBefore('Something in his voice made Mrs. Pellam ask, ')).toBe('Mrs. Pellam');
  });

  it('reads a verb of speech followed by a phrase of manner up to the quotation', () => {
    expect(speakerBefore('When the chairman rose, Tibbald sprang to his feet and said in a small and quiet voice ')).toBe('Tibbald');
    expect(speakerBefore('And then Tibbald said, with the absolute simplicity of a child ')).toBe('Tibbald');
  });

  it('reads «X spoke:» right before the quotation as its tag', () => {
    expect(speakerBefore('Then for the first time Orlo spoke: ')).toBe('Orlo');
  });

  it('takes «it» after a verb for an object, not for the subject of the sentence', () => {
    expect(speakerBefore('Orlo held it out at arm\'s length and said in a piercing whisper: ')).toBe('Orlo');
  });

  it('reads the subject after a short opening phrase with no verb and no name', () => {
    expect(speakerBefore('Orlo watched her. Suddenly Mrs. Pellam turned abruptly, and exclaimed: ')).toBe('Mrs. Pellam');
    expect(speakerBefore('At length Mrs. Pellam looked up from her cup and remarked: ')).toBe('Mrs. Pellam');
    expect(readTagBefore('To everyone\'s surprise she rose, held out her hand, and said: ', 0, [])?.subject).toMatchObject({ kind: 'pronoun', gender: 'f' });
  });

  it('reads a «he» or «she» opening a long sentence as the subject of its closing verb of speech', () => {
    const text = 'She put down her cup, rose from the sofa and crossed the room, and said, in a low voice, ';
    expect(readTagBefore(text, 0, findEnglishNames(text, LOWER))?.subject).toMatchObject({ kind: 'pronoun', gender: 'f' });
  });

  it('keeps a name of two words right before the verb its subject: the name after is spoken to', () => {
    expect(speakerBefore('Every day Dr. Messel asked Orlo, ')).toBe('Dr. Messel');
  });

  it('gives a participle after «to X,» to the sentence subject, not to X', () => {
    const text = 'Nessa felt a little sick when she read the letter, but she showed it to Clara, saying, ';
    expect(readTagBefore(text, 0, findEnglishNames(text, LOWER))?.subject).toMatchObject({ kind: 'pronoun', gender: 'f' });
  });

  it('reads «said to X, whose face she liked,» as leading into the quotation', () => {
    expect(speakerBefore('When they took their leave, Mrs. Tibbald had an impulse, and said to Mrs. Pellam, whose face she liked, ')).toBe('Mrs. Tibbald');
  });

  it('reads «the subaltern called,» as a description the lexicon does not know, opening its clause', () => {
    expect(readTagBefore('The subaltern called, ', 0, [])?.subject).toMatchObject({ kind: 'desc', noun: 'subaltern' });
    expect(readTagBefore('Replying for the Minister, the under-secretary said: ', 0, [])?.subject).toMatchObject({ kind: 'desc', noun: 'under-secretary' });
    expect(readTagBefore('He put down the paper and said, ', 0, [])?.subject).toMatchObject({ kind: 'pronoun' });
  });
});

describe('English lead-ins: objects are not subjects', () => {
  it('reads «Turning to Mr. Tibbald, he said,» as «he», not Mr. Tibbald in apposition', () => {
    const text = 'Turning to Mr. Tibbald, he said, ';
    expect(speakerBefore(text)).toBeNull();
    expect(readTagBefore(text, 0, findEnglishNames(text, LOWER))?.subject).toMatchObject({ kind: 'pronoun', person: 3 });
  });
});

describe('English lead-ins: a verb of starting with «with» (round 22)', () => {
  it('reads «ended with,», «came out with,» after «when» as leading into the quotation', () => {
    expect(speakerBefore('she forgot to listen; and when Mrs. Oakhurst ended with, ')).toBe('Mrs. Oakhurst');
    expect(speakerBefore('and when Mr. Pellworth came out with, ')).toBe('Mr. Pellworth');
  });
});
