import { describe, expect, it } from 'vitest';
import { findEnglishNames, lowerCaseWords, titledSurnames } from './names.ts';
import { buildPeople } from './people.ts';
import { personDisplayName } from './display-name.ts';

function people(texts: string[]) {
  const lower = lowerCaseWords(texts);
  const mentions = texts.flatMap((t) => findEnglishNames(t, lower));
  const registry = buildPeople(mentions);
  const who = (form: string) => {
    const m = texts.flatMap((t) => findEnglishNames(t, lower)).find((x) => x.text === form);
    const id = m ? registry.resolve(m) : null;
    return id ? personDisplayName(registry.byId(id)!) : null;
  };
  return { registry, who, mentions };
}

describe('English names and people', () => {
  it('finds names with titles, after «the», and across initials', () => {
    const texts = ['Then Mr. Bumble spoke to Mrs Mann and to the Mock Turtle while J. M. Barrie watched.'];
    expect(findEnglishNames(texts[0], lowerCaseWords(texts)).map((m) => m.text)).toEqual(['Mr. Bumble', 'Mrs Mann', 'Mock Turtle', 'J. M. Barrie']);
  });

  it('leaves an adverb that opens a sentence out of the name after it', () => {
    const texts = ['Meanwhile Hamidullah had said to Ronny that it was late.', "'Tis so, and 'Twas so, said the Duchess."];
    expect(findEnglishNames(texts[0], lowerCaseWords(texts)).map((m) => m.text)).toEqual(['Hamidullah', 'Ronny']);
    expect(findEnglishNames(texts[1], lowerCaseWords(texts)).map((m) => m.text)).toEqual(['Duchess']);
  });

  it('reads shouted capitals and sentence-start capitals as words, not names', () => {
    const texts = ['The bottle said EAT ME in large letters.', 'Table and chairs stood there. Voice after voice cried out.', 'She saw a table, and a voice rose, and eat me, she thought.'];
    const { mentions } = people(texts);
    expect(mentions.map((m) => m.text)).toEqual([]);
  });

  it('makes one person of a name with and without its title, and keeps a man and a woman of one surname apart', () => {
    const texts = [
      'Mr. Bumble came in. Bumble was a beadle, and Mr. Bumble was proud of it.',
      'Emma Woodhouse sat with Mr. Woodhouse, and Miss Woodhouse poured the tea while Emma smiled.',
    ];
    const { who } = people(texts);
    expect(who('Bumble')).toBe('Mr. Bumble');
    expect(who('Miss Woodhouse')).toBe('Emma Woodhouse');
    expect(who('Emma')).toBe('Emma Woodhouse');
    expect(who('Mr. Woodhouse')).toBe('Mr. Woodhouse');
  });

  it('knows pet names of a full name the book uses («Lizzy» is Elizabeth Bennet), but not the mother «Mrs. Bennet»', () => {
    const texts = ['Elizabeth Bennet laughed, and Lizzy went out.', 'Mrs. Bennet called for Lizzy, but Elizabeth did not hear.'];
    const { who } = people(texts);
    expect(who('Lizzy')).toBe('Elizabeth Bennet');
    expect(who('Elizabeth')).toBe('Elizabeth Bennet');
    expect(who('Mrs. Bennet')).toBe('Mrs. Bennet');
  });

  it('keeps «Mr. Thornby» apart from «George Thornby» when the narration names both in one paragraph', () => {
    const texts = [
      'George Thornby came in late.',
      'Mr. Thornby looked at George and shook his head.',
      'George sat down, and Mr. Thornby went on reading.',
      'Mr. Thornby laughed; George did not.',
    ];
    const lower = lowerCaseWords(texts);
    const perParagraph = texts.map((t) => findEnglishNames(t, lower));
    const registry = buildPeople(perParagraph.flat(), perParagraph);
    const id = (form: string) => registry.resolve(perParagraph.flat().find((m) => m.text === form)!);
    expect(id('Mr. Thornby')).not.toBe(id('George'));
    expect(id('George')).toBe(id('George Thornby'));
    // One paragraph naming both is not enough: «Mr. Churchill» is Frank Churchill.
    const once = ['Frank Churchill came in.', 'Mr. Churchill looked at Frank and smiled.', 'Mr. Churchill bowed.'].map((t) => findEnglishNames(t, lowerCaseWords([t])));
    const r2 = buildPeople(once.flat(), once);
    expect(r2.resolve(once[1][0])).toBe(r2.resolve(once[0][0]));
  });

  it('takes gender from titles and first names', () => {
    const texts = ['Mrs. Mann and Mr. Bumble met Harriet Smith and George Knightley at the Queen\'s gate, where the Duchess waited.'];
    const { registry, mentions } = people(texts);
    const g = (form: string) => registry.genderOf(registry.resolve(mentions.find((m) => m.text === form)!)!);
    expect(['Mrs. Mann', 'Mr. Bumble', 'Harriet Smith', 'George Knightley', 'Duchess'].map(g)).toEqual(['f', 'm', 'f', 'm', 'f']);
  });
  it('gives a bare first name two men share to the one the book does not call by his surname', () => {
    const texts = [
      'John Beaver came to lunch. Beaver ate a great deal, and Beaver talked. Beaver left early.',
      'Later Beaver telephoned, and Mr. Beaver was not asked again. Beaver sulked.',
      'John Andrew rode his pony. John fell off, and John laughed.',
    ];
    const { who } = people(texts);
    expect(who('John')).toBe('John Andrew');
    expect(who('Beaver')).toBe('John Beaver');
  });

  it('gives a bare surname two men share to the one not called by his first name («Oakley» is not «Frank»)', () => {
    const texts = [
      'Maurice Oakley and Francis Oakley were brothers. Frank was an artist, and Frank was often away.',
      'Oakley sat in the library. Frank came in, and Oakley looked up. Maurice smiled at Frank.',
    ];
    const { who } = people(texts);
    expect(who('Oakley')).toBe('Maurice Oakley');
    expect(who('Frank')).toBe('Francis Oakley');
  });

  it('counts title variants as one title and «Mrs. John Knightley» as John Knightley\'s wife', () => {
    const texts = [
      'Monsieur Lestrange bowed, and Mr. Lestrange sat down; M. Lestrange always did.',
      'Doctor Fenwick came in, and Dr. Fenwick shook hands with Col. Ashby while Colonel Ashby smiled.',
      'John Knightley and Mrs. John Knightley came to dinner. John Knightley was cross.',
    ];
    const { registry, mentions } = people(texts);
    const id = (form: string) => registry.resolve(mentions.find((m) => m.text === form)!);
    expect(id('Monsieur Lestrange')).toBe(id('Mr. Lestrange'));
    expect(id('M. Lestrange')).toBe(id('Mr. Lestrange'));
    expect(id('Doctor Fenwick')).toBe(id('Dr. Fenwick'));
    expect(id('Col. Ashby')).toBe(id('Colonel Ashby'));
    expect(id('Mrs. John Knightley')).not.toBe(id('John Knightley'));
    expect(registry.genderOf(id('Mrs. John Knightley')!)).toBe('f');
  });

  it('joins «the Captain» to the one the book names with that title', () => {
    const texts = ['Captain Harwood walked out with Lady Merton.', 'The Captain smiled, and Captain Harwood bowed.', 'Then the Captain left with Dr. Fenwick.', 'Dr. Fenwick and the Doctor are one.'];
    const { who } = people(texts);
    expect(who('Captain')).toBe('Captain Harwood');
    expect(who('Doctor')).toBe('Dr. Fenwick');
  });

  it('reads surnames with a particle or «St» as one name', () => {
    const texts = ['The Marquis de Vaudrel came in with Van Tromp, and Mrs. St. Clair followed.', 'Then De Vaudrel bowed to Mrs. St. Clair, and Van Tromp laughed.'];
    const { who, mentions } = people(texts);
    expect(mentions.map((m) => m.text)).toContain('Mrs. St. Clair');
    const more = ['Then Miss de la Mare bowed to Mr. van Tromp and went out with Mary and the Westons.'];
    expect(findEnglishNames(more[0], lowerCaseWords(more)).map((m) => m.text)).toEqual(['Miss de la Mare', 'Mr. van Tromp', 'Mary', 'Westons']);
    expect(who('De Vaudrel')).toBe('Marquis de Vaudrel');
    expect(who('Van Tromp')).toBe('Van Tromp');
  });
  it('keeps «Lady Otway» apart from her daughter «Cassandra Otway», as a «Mrs.»', () => {
    const texts = ['Cassandra Otway walked in the garden with Lady Otway.', 'Lady Otway knitted, and Cassandra read aloud.'];
    const { who } = people(texts);
    expect(who('Lady Otway')).toBe('Lady Otway');
    expect(who('Cassandra')).toBe('Cassandra Otway');
  });
  it('reads a common word right after a title as a surname («Mr. Wood», «Mrs. Church»)', () => {
    const texts = ['Mr. Wood and Mrs. Church stood in the wood by the church.', 'Then Wood went out, and the room was empty. Wood came back.'];
    expect(findEnglishNames(texts[0], lowerCaseWords(texts)).map((m) => m.text)).toEqual(['Mr. Wood', 'Mrs. Church']);
    // Alone in the middle of a sentence too, once the book has used it after a title (not at a sentence start).
    expect(findEnglishNames(texts[1], lowerCaseWords(texts), titledSurnames(texts)).map((m) => m.text)).toEqual(['Wood']);
  });
  it('takes «Sir Roger» for «Sir Roger Amberley» without a doubt, but «Mr. Morland» for James Morland only as a guess', () => {
    const texts = ['Sir Roger Amberley sat with Lady Dunmore. Sir Roger smiled.', 'James Morland rode out, and Mr. Morland stayed at home.'];
    const { registry, mentions } = people(texts);
    const m = (form: string) => mentions.find((x) => x.text === form)!;
    expect(registry.resolve(m('Sir Roger'))).toBe(registry.resolve(m('Sir Roger Amberley')));
    expect(registry.ambiguous(m('Sir Roger'))).toBe(false);
    expect(registry.ambiguous(m('Mr. Morland'))).toBe(true);
  });
  it('takes a first name for the one who bears it a great deal more often without doubt', () => {
    const emma = Array.from({ length: 12 }, () => 'Emma Woodhouse walked out, and Emma came back.');
    const texts = [...emma, 'Emma Watson called once.'];
    const { registry, mentions } = people(texts);
    const m = mentions.find((x) => x.text === 'Emma')!;
    expect(personDisplayName(registry.byId(registry.resolve(m)!)!)).toBe('Emma Woodhouse');
    expect(registry.ambiguous(m)).toBe(false);
  });

  it('shows a person by the name the book uses most, not by a longer name that does not hold it', () => {
    // «Rosalind Harland» once makes «Miss Harland» hers; the book knows her as «Rosalind», and «Miss Harland»
    // (what the others call her now and then) does not hold that name.
    const rosalind = Array.from({ length: 10 }, () => 'Then Rosalind walked out, and Rosalind came back.');
    const { registry, mentions } = people(['Rosalind Harland was twenty.', ...rosalind, 'Then Miss Harland bowed, and Miss Harland sat down.', 'Then Miss Harland left.']);
    const m = mentions.find((x) => x.text === 'Rosalind')!;
    expect(registry.resolve(mentions.find((x) => x.text === 'Miss Harland')!)).toBe(registry.resolve(m));
    expect(personDisplayName(registry.byId(registry.resolve(m)!)!)).toBe('Rosalind');
    // A longer form that holds the name used most still wins: «Mr. Crawford» over «Crawford».
    const { registry: r3, mentions: m3 } = people(['Then Crawford came, and Crawford went; later Crawford sang, and Crawford ran.', 'Then Mr. Crawford sat down.']);
    expect(personDisplayName(r3.byId(r3.resolve(m3.find((x) => x.text === 'Crawford')!)!)!)).toBe('Mr. Crawford');
  });

  it('takes a bare word the book puts after «Mr.» for that man\'s surname, though lists know it as a first name («Fielding»)', () => {
    const { who } = people([
      'Cyril Fielding was the principal. Fielding said nothing.',
      'Then Fielding laughed, and Mr. Fielding rose. Mrs. Fielding was in England.',
      'I had thought of the Mr. Fielding High School, but failing that.',
      'Fielding went out. Aziz watched Fielding go.',
    ]);
    expect(who('Fielding')).toBe('Cyril Fielding');
    expect(who('Mr. Fielding')).toBe('Cyril Fielding');
  });

  it('leaves a first name after «Miss» or a lone «Mr. X» no surname to go by («Miss Katharine», «Mr. Dorian»)', () => {
    const { who } = people([
      'Katharine Hilbery sat down. Cassandra Katharine Otway came in, and Miss Katharine smiled.',
      'Katharine said nothing. Then Katharine laughed.',
      'Dorian Gray came in. Mr. Dorian, said the butler. Dorian smiled.',
    ]);
    expect(who('Katharine')).toBe('Katharine Hilbery');
    expect(who('Dorian')).toBe('Dorian Gray');
  });

  it('joins «Mrs. Lynde» to the «Mrs. Rachel Lynde» the book names so, but not a «Mrs.» to a daughter or a son\'s wife', () => {
    const { who } = people([
      'Mrs. Rachel Lynde lived where the road dipped. Mrs. Lynde saw everything.',
      'Mrs. Wilcox came in with Mrs. Charles Wilcox. Mrs. Bennet called to Elizabeth Bennet.',
    ]);
    expect(who('Mrs. Lynde')).toBe('Mrs. Rachel Lynde');
    expect(who('Mrs. Wilcox')).not.toBe(who('Mrs. Charles Wilcox'));
    expect(who('Mrs. Bennet')).not.toBe('Elizabeth Bennet');
  });
});
