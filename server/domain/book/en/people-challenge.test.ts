// The challenge set of «one person, one character»: made-up scenes where the book ties a title, a
// description or another form of a name to one person, and scenes where it must not (two sisters, two
// brothers). Each scene names its people itself; none comes from a real book.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';
import { findEnglishNames, lowerCaseWords } from './names.ts';
import type { AnalyzedBook } from '../types.ts';

/** The speaking characters as «Name (alias, alias)», aliases sorted. */
function voices(book: AnalyzedBook): string[] {
  const speaking = new Set(book.chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => l.speaker));
  return book.characters.filter((c) => !c.isNarrator && speaking.has(c.key)).map((c) => `${c.name} (${[...c.aliases].sort().join(', ')})`).sort();
}

describe('English people, challenge set: one person, one character', () => {
  it('joins «Miss Crosby» and «Miss Lavinia Crosby» to Lavinia Crosby, the one woman of that name', () => {
    const book = analyze([
      'Lavinia Crosby lived with her father, old Mr. Crosby, at the mill.',
      '"The river is high," said Miss Crosby.', '"It always is in March," said Mr. Crosby.',
      'Miss Lavinia Crosby went to the window.', '"Then we shall stay in," said Lavinia.',
    ]);
    expect(speech(book)).toEqual(['Lavinia Crosby: The river is high,', 'Mr. Crosby: It always is in March,', 'Lavinia Crosby: Then we shall stay in,']);
  });

  it('keeps «Miss Pemberton» apart from Rosalind Pemberton where the book speaks of «the Miss Pembertons»', () => {
    const book = analyze([
      'The Miss Pembertons came to tea. Rosalind Pemberton was the younger; Miss Rosalind Pemberton always sat by the fire.',
      '"What a cold day," said Miss Pemberton.', '"I like it," said Rosalind.',
    ]);
    expect(voices(book)).toEqual(['Miss Pemberton ()', 'Rosalind Pemberton (Miss Rosalind Pemberton, Rosalind)']);
  });

  it('joins «Miss Philippa» to Philippa Marchbank, whom the book also calls «Miss Philippa Marchbank»', () => {
    const book = analyze([
      'Philippa Marchbank taught the village school. Everyone called her Miss Philippa Marchbank, the children Miss Philippa.',
      '"Sit down, all of you," said Miss Philippa.', '"Yes, miss," said the children.', '"Thank you," said Philippa Marchbank.',
    ]);
    expect(voices(book).filter((v) => v.includes('Philippa'))).toHaveLength(1);
  });

  it('joins «Dr. Menon» to «Dr. Ravi Menon», whom the narration names in full, the two never side by side', () => {
    const book = analyze([
      'Dr. Ravi Menon came to the club every evening.', 'Dr. Ravi Menon sat by the door.', 'Dr. Ravi Menon ordered a lime soda.',
      'Dr. Ravi Menon looked at his watch.', 'Dr. Ravi Menon rose to go.',
      '"Good night, Dr. Menon," said the steward.', '"Good night," said Dr. Menon.', '"I shall be late tomorrow," said Dr. Ravi Menon.',
    ]);
    expect(voices(book).filter((v) => v.includes('Menon'))).toEqual(['Dr. Ravi Menon (Dr. Menon)']);
  });

  it('keeps «Mr. Hartwell» apart from «Mr. Edwin Hartwell», his brother, whom the narration names beside him', () => {
    const book = analyze([
      'Mr. Hartwell and Mr. Edwin Hartwell walked in the garden.', 'Mr. Edwin Hartwell was the younger.', 'Mr. Edwin Hartwell looked at Mr. Hartwell.',
      'Mr. Edwin Hartwell said nothing.', 'Mr. Edwin Hartwell sighed.',
      '"The roses are late," said Mr. Hartwell.', '"They always are," said Mr. Edwin Hartwell.',
    ]);
    expect(voices(book)).toEqual(['Mr. Edwin Hartwell ()', 'Mr. Hartwell ()']);
  });

  it('reads «We\'ll», «That\'s» and a sentence-opening «Whereas» as words, not names', () => {
    const texts = ['Her answers were always "We\'ll see" or "That\'s enough" to Quenby. Whereas Quenby never asked.'];
    expect(findEnglishNames(texts[0], lowerCaseWords(texts)).map((m) => m.text)).toEqual(['Quenby', 'Quenby']);
  });

  it('joins «Princess Ben Haddad» to Zita Ben Haddad, the one longer name it ends', () => {
    const book = analyze([
      'Zita Ben Haddad arrived at noon.', '"What a charming house," said Princess Ben Haddad.', '"It is very old," said Ambrose Kitto.',
      '"I adore old houses," said Zita Ben Haddad.',
    ]);
    expect(voices(book)).toEqual(['Ambrose Kitto ()', 'Zita Ben Haddad (Princess Ben Haddad)']);
  });

  it('gives no voice to a family, though tags name it («said the Fothergills»)', () => {
    const book = analyze([
      'Ada Fothergill and her brother, Mr. Basil Fothergill, came to dinner with Ambrose Kitto.', '"How late you are!" cried the Fothergills.', '"The train was slow," said Ambrose Kitto.',
      '"It always is," said the Fothergills.', '"Sit down, all of you," said Ada Fothergill.',
    ]);
    expect(voices(book).some((v) => v.startsWith('Fothergills'))).toBe(false);
  });

  it('does not take «the Indian» for a first name of «the Indian Ocean»', () => {
    const book = analyze([
      'The ship had crossed the Indian Ocean in nine days.', 'Ambrose Kitto stood on deck with the Indian.', '"A fine morning," said the Indian.', '"Very fine," said Ambrose Kitto.',
    ]);
    expect(voices(book).some((v) => v.includes('Ocean'))).toBe(false);
  });

  it('takes «Old Horatio» for Horatio Quint, but keeps «Old Tobias» and «Young Tobias» apart', () => {
    const inn = analyze([
      'Horatio Quint kept the inn by the river.', '"Any news?" cried Old Horatio.', '"None," said Ambrose Kitto.', '"Then sit down," said Horatio Quint.',
    ]);
    expect(voices(inn).filter((v) => v.includes('Horatio'))).toHaveLength(1);
    const farm = analyze([
      'Tobias Brann and his son came in from the fields.', '"Rain tonight," said Old Tobias.', '"I know," said Young Tobias.', '"Then we stay in," said Tobias.',
    ]);
    expect(voices(farm).filter((v) => v.startsWith('Old Tobias') || v.startsWith('Young Tobias'))).toHaveLength(2);
  });

  it('takes «Mr. Pennock» for Rupert, who answers whenever «Mr. Pennock» is called', () => {
    const book = analyze([
      'Rupert came into the office late. Ambrose Kitto looked up from his desk.', '"You are late again, Mr. Pennock."', '"The trains," said Rupert.',
      '"Sit down, Mr. Pennock."', '"Thank you," said Rupert.', 'An hour went by.', '"Is the letter done?" asked Ambrose Kitto.', '"Nearly," said Mr. Pennock.',
    ]);
    expect(voices(book)).toEqual(['Ambrose Kitto ()', 'Rupert (Mr. Pennock)']);
  });

  it('keeps «Miss Pemberton» apart where the call is answered by one sister, then by the other', () => {
    const book = analyze([
      'The Miss Pembertons sat by the fire, Rosalind Pemberton and Cecily Pemberton.', '"Tea, Miss Pemberton?"', '"Please," said Rosalind.',
      '"More tea, Miss Pemberton?"', '"No, thank you," said Cecily.', '"It is cold," said Miss Pemberton.',
    ]);
    expect(voices(book).some((v) => v.startsWith('Miss Pemberton'))).toBe(true);
  });

  it('leaves «Therefore» out of the name that follows it at the start of a sentence', () => {
    const texts = ['Quenby Vane kept the shop. Therefore Quenby thought it her duty to open it early.'];
    expect(findEnglishNames(texts[0], lowerCaseWords(texts)).map((m) => m.text)).toEqual(['Quenby Vane', 'Quenby']);
  });

  it('takes «the Bursar» for Mr. Pollexfen where the narration says «the Bursar, Mr. Pollexfen,»', () => {
    const book = analyze([
      'At the gate stood the Bursar, Mr. Pollexfen, with a lantern in his hand.', '"You are late," said the Bursar.', '"The train was slow," said Ambrose Kitto.',
      'The Bursar frowned.', '"Come in, Kitto," said Mr. Pollexfen.',
    ]);
    expect(voices(book)).toEqual(['Ambrose Kitto (Kitto)', 'Mr. Pollexfen (Bursar)']);
  });

  it('takes «the Inspector of Customs» for Mr. Okafor where the narration says «Mr. Okafor, the Inspector of Customs,»', () => {
    const book = analyze([
      'Mr. Okafor, the Inspector of Customs, opened the door of the shed.', '"Your papers, please," said the Inspector of Customs.', '"Here they are," said Ambrose Kitto.',
      '"Thank you," said Mr. Okafor.',
    ]);
    expect(voices(book)).toEqual(['Ambrose Kitto ()', 'Mr. Okafor (Inspector of Customs)']);
  });

  it('takes «the Bursar» for Mr. Thwaite where the narration says «Mr. Thwaite was the Bursar.»', () => {
    const book = analyze([
      'Mr. Thwaite was the Bursar. He kept the keys of every room.', '"The hall is locked," said the Bursar.', '"Then open it," said Ambrose Kitto.', '"Very well," said Mr. Thwaite.',
    ]);
    expect(voices(book)).toEqual(['Ambrose Kitto ()', 'Mr. Thwaite (Bursar)']);
  });

  it('takes «the chairman» for Mr. Quill once the narration says «Mr. Quill, the chairman,»', () => {
    const book = analyze([
      'The hall was full and the meeting began late.', '"Order, please," said Mr. Quill, the chairman, rapping the table.', '"We are listening," said Ambrose Kitto.',
      '"Then we shall vote," said the chairman.',
    ]);
    expect(speech(book)).toEqual(['Mr. Quill: Order, please,', 'Ambrose Kitto: We are listening,', 'Mr. Quill: Then we shall vote,']);
  });

  it('does not take «the Bursar» for a name that opens a list after it', () => {
    const book = analyze([
      'He dined with the Bursar, Mr. Pollexfen, Ambrose Kitto, and others of the college.', '"A fine evening," said the Bursar.', '"It is," said Mr. Pollexfen.',
    ]);
    expect(voices(book)).toEqual(['Bursar ()', 'Mr. Pollexfen ()']);
  });
});
