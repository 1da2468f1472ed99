// The challenge set of round 11 (explicit tags): made-up scenes (invented names) for the eldest-sibling
// convention — «Miss Ashcombe» alone is the eldest daughter, «Mr. Pennington» alone the eldest son where
// the father goes by another title — with the families where the text does not say who the eldest is,
// and for the grammar of the words that lead into a quotation.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';

describe('English people, challenge set: the eldest sister and the eldest son', () => {
  it('gives «Miss Ashcombe» to the sister the narration calls the eldest', () => {
    const book = analyze([
      'The Miss Ashcombes lived at the rectory. Harriet Ashcombe, the eldest, kept house; Dorothea Ashcombe painted.',
      '"The roses are late," said Miss Ashcombe.', '"They always are," said Dorothea.', '"Then we must wait," said Harriet.',
    ]);
    expect(speech(book)).toEqual(['Harriet Ashcombe: The roses are late,', 'Dorothea Ashcombe: They always are,', 'Harriet Ashcombe: Then we must wait,']);
  });

  it('reads «her eldest daughter, Harriet» and «Harriet was the eldest» alike', () => {
    for (const intro of ['Mrs. Ashcombe brought her eldest daughter, Harriet Ashcombe, and Dorothea Ashcombe.', 'Dorothea Ashcombe came in with Harriet Ashcombe; Harriet was the eldest.']) {
      const book = analyze([`The Miss Ashcombes called. ${intro}`, '"How kind of you," said Miss Ashcombe.', '"Not at all," said Dorothea.']);
      expect(speech(book)[0]).toBe('Harriet Ashcombe: How kind of you,');
    }
  });

  it('gives «Miss Ashcombe» to the one sister the book never calls «Miss <first name> Ashcombe»', () => {
    const book = analyze([
      'The Miss Ashcombes lived at the rectory with Harriet Ashcombe and Dorothea Ashcombe, and Miss Dorothea Ashcombe painted.',
      '"The roses are late," said Miss Ashcombe.', '"They always are," said Dorothea.',
    ]);
    expect(speech(book)[0]).toBe('Harriet Ashcombe: The roses are late,');
  });

  it('keeps «Miss Ashcombe» apart where nothing says which sister is the eldest', () => {
    const book = analyze([
      'The Miss Ashcombes lived at the rectory with Harriet Ashcombe and Dorothea Ashcombe.',
      '"The roses are late," said Miss Ashcombe.', '"They always are," said Dorothea.',
    ]);
    expect(speech(book)[0]).toBe('Miss Ashcombe: The roses are late,');
  });

  it('gives «Mr. Pennington» to the eldest son where the father is Sir Walter', () => {
    const book = analyze([
      'Sir Walter Pennington had two sons: Giles Pennington, his eldest son, and Oliver Pennington, who was to go into the Church.',
      '"We shall hunt tomorrow," said Mr. Pennington.', '"Not I," said Oliver.', '"Then I go alone," said Giles.',
    ]);
    expect(speech(book)).toEqual(['Giles Pennington: We shall hunt tomorrow,', 'Oliver Pennington: Not I,', 'Giles Pennington: Then I go alone,']);
  });

  it('keeps «Mr. Pennington» apart where no father goes by another title (he may be the father himself)', () => {
    const book = analyze([
      'Mr. Pennington had two sons: Giles Pennington, his eldest son, and Oliver Pennington.',
      '"We shall hunt tomorrow," said Mr. Pennington.', '"Not I," said Oliver.',
    ]);
    expect(speech(book)[0]).toBe('Mr. Pennington: We shall hunt tomorrow,');
  });

  it('keeps «Mr. Pennington» apart from an eldest son who has a rank of his own', () => {
    const book = analyze([
      'General Pennington had two sons: Giles Pennington, his eldest son, now Captain Giles Pennington, and Oliver Pennington.',
      '"We shall hunt tomorrow," said Mr. Pennington.', '"Not I," said Oliver.',
    ]);
    expect(speech(book)[0]).not.toBe('Giles Pennington: We shall hunt tomorrow,');
  });
});

describe('English tags, challenge set: the words before a quotation', () => {
  // The turn-taking alone would give each of these to the one who did not speak last.
  it('reads «for Eustace to draw near Lavinia and say,» as Eustace speaking', () => {
    const book = analyze([
      'Eustace Pim stood by the piano with Lavinia Crane and Jasper Moult.', '"The band is late," said Eustace.',
      'The dancing began, and it was an opportunity for Eustace to draw near Lavinia and say, "I have to thank you for the message."',
      '"Not at all," said Lavinia.',
    ]);
    expect(speech(book)[1]).toBe('Eustace Pim: I have to thank you for the message.');
  });

  it('reads «it was time for Lavinia to rise and ask,» as Lavinia speaking', () => {
    const book = analyze([
      'Eustace Pim stood by the piano with Lavinia Crane and Jasper Moult.', '"The band is late," said Lavinia.',
      'The dancing began, and it was time for Lavinia to rise and ask, "Do you not dance?"', '"Most readily," said Jasper.',
    ]);
    expect(speech(book)[1]).toBe('Lavinia Crane: Do you not dance?');
  });

  it('reads «Orlando\'s only comment … was,» and «in reply to Bertha\'s calm inquiry of» as theirs', () => {
    const comment = analyze([
      'Orlando Fitch sat with Bertha Quaile.', '"It is late," said Orlando.',
      'Orlando\'s only comment when he heard the story was, "I told you so."', '"Yes," said Bertha.',
    ]);
    expect(speech(comment)[1]).toBe('Orlando Fitch: I told you so.');
    const inquiry = analyze([
      'Orlando Fitch sat with Bertha Quaile.', '"It is late," said Bertha.',
      'Orlando agreed; and, in reply to Bertha\'s calm inquiry of "Where shall we go first?" he named the mill.', '"The mill it is," said Orlando.',
    ]);
    expect(speech(inquiry)[1]).toBe('Bertha Quaile: Where shall we go first?');
  });

  it('reads «heard Orlando say, in a low voice to Bertha,» and «heard her saying … to Cyril,» as the one heard', () => {
    const say = analyze([
      'Orlando Fitch walked in with Bertha Quaile and Cyril Dane.', '"It is late," said Orlando.',
      'Cyril then heard Orlando say, in a low voice to Bertha, "Dane is a bore."', '"Hush," said Bertha.',
    ]);
    expect(speech(say)[1]).toBe('Orlando Fitch: Dane is a bore.');
    const saying = analyze([
      'Orlando Fitch walked in with Bertha Quaile and Cyril Dane.', '"It is late," said Bertha.', '"Not yet," said Cyril.',
      'Orlando heard her saying in the same half-whisper to Cyril, "He is a bore."', '"Hush," said Cyril.',
    ]);
    expect(speech(saying)[2]).toBe('Bertha Quaile: He is a bore.');
  });

  it('reads «"Three-and-twenty!" cried Jasper, "…"» as the tag of the first quotation (a verb before its subject is a tag after)', () => {
    const book = analyze([
      'Jasper Thorpe drove with Oliver Morland and his sister.', '"How far is it?" said Oliver.',
      'They talked of the road, and her brother told her that it was twenty-three miles. "Three-and-twenty!" cried Jasper, "five-and-twenty if it is an inch." Morland remonstrated, pleaded the authority of road-books; but his friend disregarded them all.',
      '"Well," said Oliver.',
    ]);
    expect(speech(book)[1]).toBe('Jasper Thorpe: Three-and-twenty!');
  });

  it('reads «Cyril shouting from the top of an old spruce "…"» as Cyril (a participle, then only a phrase of place or manner)', () => {
    const book = analyze([
      'Orlando Fitch and Bertha Quaile were picking berries with Cyril Dane.', '"Look at these," said Orlando.', '"Lovely," said Bertha.',
      'The first thing that recalled them was Cyril shouting from the top of an old spruce "The master is coming."', '"Run!" said Bertha.',
    ]);
    expect(speech(book)[2]).toBe('Cyril Dane: The master is coming.');
  });

  it('reads a long relative clause «by Orlando, who, rousing himself from a reverie …, started up …, and said "…"» as Orlando', () => {
    const book = analyze([
      'Orlando Fitch sat with Bertha Quaile by the fire.', '"Are you going back to town?" said Bertha.', '"No," said Orlando.',
      'The silence was broken at last by Orlando, who, rousing himself from a reverie at least equally painful, started up in preparation for going, and said "There is no use in staying here."',
      '"Then go," said Bertha.',
    ]);
    expect(speech(book)[2]).toBe('Orlando Fitch: There is no use in staying here.');
  });

  it('never gives «"…," said he to Mr. Dane» to Mr. Dane, the one spoken to', () => {
    const book = analyze([
      'Orlando Fitch sat in the parlour with Bertha Quaile and Mr. Cyril Dane.', '"Is it time?" said Orlando.', '"It is," said Bertha.',
      '"Really?" said Orlando.', '"Not yet," said he to Mr. Dane.',
    ]);
    expect(speech(book)[3]).toBe('Orlando Fitch: Not yet,');
  });

  it('reads «"Stupid things!" Bertha began in a loud voice, but Orlando cried out, "…"» as a tag for one and a lead-in for the other', () => {
    const book = analyze([
      'Orlando Fitch sat at the judge\'s table; Bertha Quaile and Cyril Dane stood before him.', '"Write it down," said Orlando.', '"Is it time?" said Bertha.',
      '"Stupid things!" Bertha began in a loud voice, but Orlando cried out, "Silence in court!"', '"Yes," said Cyril.',
    ]);
    expect(speech(book).slice(2, 4)).toEqual(['Bertha Quaile: Stupid things!', 'Orlando Fitch: Silence in court!']);
  });

  it('reads «…, but he stopped hastily, for Orlando cried out,» as Orlando (after a comma, «for» opens a clause)', () => {
    const book = analyze([
      'Orlando Fitch sat at the judge\'s table; Bertha Quaile and Cyril Dane stood before him.', '"Is it time?" said Bertha.', '"Not yet," said Orlando.',
      'Cyril was about to answer, but he stopped hastily, for Orlando cried out, "Silence in court!"', '"Yes," said Cyril.',
    ]);
    expect(speech(book)[2]).toBe('Orlando Fitch: Silence in court!');
  });
});
