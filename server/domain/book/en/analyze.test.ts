// English attribution end to end, on short texts written for these tests.
import { describe, expect, it } from 'vitest';
import { NARRATOR_KEY, type AnalyzedBook } from '../types.ts';
import { analyze, speech } from './analyze.fixture.ts';

describe('English attribution', () => {
  it('reads explicit tags before, after and inside a quotation, with a clause after the name', () => {
    const book = analyze([
      'Mr. Bumble stopped at the gate, and Mrs. Mann came out to meet him.',
      '"Lor," said Mrs. Mann, "only think of it!"',
      '"Is the child ready?" inquired Mr. Bumble, grasping his cane.',
      'Mrs. Mann said, "He is washing his face, sir."',
      '"Then I will wait," Mr. Bumble replied.',
    ]);
    expect(speech(book)).toEqual([
      'Mrs. Mann: Lor,', 'Mrs. Mann: only think of it!', 'Mr. Bumble: Is the child ready?',
      'Mrs. Mann: He is washing his face, sir.', 'Mr. Bumble: Then I will wait,',
    ]);
    const lines = book.chapters[0].lines.filter((l) => l.kind === 'speech');
    expect(lines.every((l) => !l.review && l.confidence >= 0.9)).toBe(true);
  });

  it('resolves «she said» and a description the book gave in apposition («the beadle»)', () => {
    const book = analyze([
      'Mr. Bumble, the beadle, was a fat man. Mrs. Mann kept the house.',
      'Mr. Bumble, the beadle, knocked twice.',
      '"Good morning," said Mr. Bumble.',
      '"Good morning to you, sir," she said.',
      '"I have come for the boy," the beadle replied.',
    ]);
    expect(speech(book)).toEqual([
      'Mr. Bumble: Good morning,', 'Mrs. Mann: Good morning to you, sir,', 'Mr. Bumble: I have come for the boy,',
    ]);
  });

  it('lets two people take turns when the text names neither, both ways from a tag', () => {
    const book = analyze([
      'Harriet and Mr. Elton were left alone in the parlour.',
      '"Do you think it will rain?"',
      '"I hope not; the roads are bad enough," said Mr. Elton.',
      '"Then we must stay in."',
      '"We must."',
      '"And read, perhaps?" said Harriet.',
    ]);
    expect(speech(book)).toEqual([
      'Harriet: Do you think it will rain?', 'Mr. Elton: I hope not; the roads are bad enough,', 'Harriet: Then we must stay in.',
      'Mr. Elton: We must.', 'Harriet: And read, perhaps?',
    ]);
  });

  it('reads lead-ins whose subject opens the sentence, and «said the obliging Mrs. Ford»', () => {
    const book = analyze([
      'Mrs. Norris and Julia and Mr. Crawford were in the chapel, and Fanny stood by the door.',
      'Julia called Mr. Crawford\'s attention to the altar, by saying, "Do look at them, standing side by side."',
      'Fanny, who had watched the whole scene from the door with a heavy heart, said gently: "They do not hear you."',
      'Mrs. Norris looked round the chapel for a long while, then shook her head, and said, "It is time to go."',
      '"No trouble at all," said the obliging Mrs. Ford.',
      'Mr. Crawford glared at her for a moment, and then said abruptly',
      '"I shall stay."',
      'Julia, who did not dislike Mr. Crawford, replied: "Then so shall I."',
    ]);
    expect(speech(book)).toEqual([
      'Julia: Do look at them, standing side by side.', 'Fanny: They do not hear you.', 'Mrs. Norris: It is time to go.',
      'Mrs. Ford: No trouble at all,', 'Mr. Crawford: I shall stay.', 'Julia: Then so shall I.',
    ]);
  });

  it('takes the subject of the clause that leads in, not the sentence\'s first name', () => {
    const book = analyze([
      'Catherine met Mr. Thorpe and Isabella in the Pump-room.',
      '"Have you read it, Mr. Thorpe?" said Catherine.',
      'Catherine, humbled and ashamed, was going to apologize, but he prevented her by saying, "Novels are all nonsense."',
      'Catherine sat still for three minutes, when Isabella, who had been talking to James, turned again to her and whispered, "I must leave you."',
      'At intervals Mr. Thorpe would say, "Capital!"',
    ]);
    expect(speech(book).slice(1)).toEqual(['Mr. Thorpe: Novels are all nonsense.', 'Isabella: I must leave you.', 'Mr. Thorpe: Capital!']);
  });

  it('does not give a quotation to someone who «said nothing»', () => {
    const book = analyze([
      'Henry Tilney and Catherine walked on together.',
      '"Did my sister send you?" said Henry Tilney.',
      '"No," said Catherine.',
      '"It has been your own doing entirely?" Catherine said nothing.',
    ]);
    expect(speech(book)[2]).toBe('Henry Tilney: It has been your own doing entirely?');
  });

  it('lets a later tag that names the speaker anchor a paragraph whose first tag was only «it said»', () => {
    const book = analyze([
      '"What is a race?" said Alice.',
      '"The best way to explain it is to do it," said the Dodo.',
      'First it marked out a course ("the shape does not matter," it said,) and then the party ran. At last the Dodo called out "The race is over!"',
      '"But who has won?" said Alice.',
    ]);
    expect(speech(book).slice(2, 4)).toEqual(['Dodo: the shape does not matter,', 'Dodo: The race is over!']);
  });

  it('keeps «Mr. Gray» one with Dorian Gray when only the butler says «Mr. Dorian Gray»', () => {
    const paragraphs = ['Lord Henry and Dorian Gray sat in the garden.'];
    for (let i = 0; i < 6; i++) paragraphs.push(`"Mr. Dorian Gray is wanted, sir, for the ${i + 1}th time," said the butler.`);
    paragraphs.push('"Good morning, Mr. Gray," said Lord Henry.', '"Good morning," said Mr. Gray.', 'Dorian smiled at him.');
    const grays = analyze(paragraphs).characters.filter((c) => [c.name, ...c.aliases].some((n) => n.includes('Gray')));
    expect(grays).toHaveLength(1);
    expect([grays[0].name, ...grays[0].aliases]).toEqual(expect.arrayContaining(['Mr. Gray', 'Dorian Gray']));
  });

  it('gives a first-person narrator\'s «I asked» to the narrator', () => {
    const book = analyze([
      'I went down to the river that evening, as I always did, and I found my uncle there with his rod and his pipe.',
      'I sat by him for a while and I watched the water, and my uncle said nothing to me for a long time.',
      '"Any luck?" I asked.',
      '"None," said my uncle Tom.',
    ]);
    expect(speech(book)[0]).toBe('Narrator: Any luck?');
    expect(book.characters.find((c) => c.key === NARRATOR_KEY)?.description).toBe('first-person narrator');
  });

  it('knows a first-person narrator by the name others call him, and gives him those lines', () => {
    const story = [
      'I had not seen my old friend for a year when I called on him in the spring, and I found him in his rooms as I had left him.',
      'He looked up as I came in, and I saw that he was pleased to see me, though he said nothing at first.',
    ];
    for (let i = 0; i < 6; i++) {
      story.push('"You are late, Hollis," said Lemaire.', '"I am sorry," I said.', `"Sit down, Hollis. There is a letter, number ${i + 1}."`, '"From whom?"', '"From a lady," said Lemaire.');
    }
    const book = analyze(story);
    const narrator = book.characters.find((c) => c.isNarrator);
    expect(narrator?.aliases).toContain('Hollis');
    expect(book.characters.some((c) => c.name === 'Hollis')).toBe(false);
    expect(speech(book).slice(0, 5)).toEqual(['Lemaire: You are late, Hollis,', 'Narrator: I am sorry,', 'Lemaire: Sit down, Hollis. There is a letter, number 1.', 'Narrator: From whom?', 'Lemaire: From a lady,']);
  });

  it('makes no characters of capitalised words that are not people, and takes gender from pronouns', () => {
    const book = analyze([
      'On the table was a little bottle marked DRINK ME. Table and bottle were both quite new.',
      '"Shall I drink it?" said Alice.',
      '"Not yet," said the Rabbit, and he looked at his watch. The Rabbit was late, and he knew it.',
      'The Rabbit shook his head. The Rabbit ran off, and he did not come back.',
    ]);
    const names = book.characters.filter((c) => !c.isNarrator).map((c) => c.name);
    expect(names.sort()).toEqual(['Alice', 'Rabbit']);
    expect(book.characters.find((c) => c.name === 'Rabbit')?.gender).toBe('m');
    expect(book.characters.find((c) => c.name === 'Alice')?.gender).toBe('f');
  });

  it('casts the Queen and Mrs. Mann as grown-ups, and reads an object «her» as someone else\'s', () => {
    const book = analyze([
      'The Queen came in, and Alice curtsied to her. Alice was only a little girl.',
      '"Off with her head!" said the Queen.',
      '"Nonsense!" said Alice.',
      'The Caterpillar looked at Alice. The Caterpillar addressed her in a languid voice, and he yawned.',
      '"Who are you?" said the Caterpillar.',
      '"Tea, Mrs. Mann?" said Alice.',
      '"Thank you, dear," said Mrs. Mann.',
    ]);
    const who = (name: string) => book.characters.find((c) => c.name === name);
    expect(who('Queen')?.age).toBe('adult');
    expect(who('Mrs. Mann')?.age).toBe('adult');
    expect(who('Alice')?.age).toBe('');
    expect(who('Caterpillar')?.gender).toBe('m');
  });

  it('never leaves unflagged a line whose explanation asks to check it', () => {
    const book = analyze([
      'John Knightley and John Abdy met Emma in the hall.',
      '"Good morning," said John.',
      '"Good morning, Mr. Knightley," said Emma.',
      '"Is it cold?" said John.',
      '"Very," said Emma.',
      '"Then we stay in."',
    ]);
    const lines = book.chapters[0].lines.filter((l) => l.kind !== 'narration');
    expect(lines.some((l) => l.issue.includes('may mean more than one character'))).toBe(true);
    for (const l of lines) expect(l.issue.endsWith('please check') && !l.review).toBe(false);
  });

  it('marks a guess for review and explains it', () => {
    const book = analyze(['The room was full of people.', '"Who is there?"']);
    const line = book.chapters[0].lines.find((l) => l.kind === 'speech');
    expect(line?.review).toBe(true);
    expect(line?.issue).not.toBe('');
  });
  it('reads the subject of «said» past an aside, and not in a list or a participle\'s object', () => {
    const book = analyze([
      'Julia and Mr. Crawford stood by the gate. Mr. Rushworth had gone for the key.',
      'At that moment Mr. Crawford, approaching Julia, said, "I hope you are not cold."',
      'Miss Price sat with Dr. Grant and Edmund by the fire.',
      'Miss Price, who had been watching Dr. Grant and Edmund, now observed, "They are very serious."',
      '"We are," replied Edmund.',
    ]);
    expect(speech(book)).toEqual(['Mr. Crawford: I hope you are not cold.', 'Miss Price: They are very serious.', 'Edmund: We are,']);
  });

  it('takes «asked him where…» for reported speech and «the young man» for a man', () => {
    const book = analyze([
      'The young man came in and bowed to Edmund.',
      '"Good evening," said the young man.',
      '"Where is the farm?" Henry asked him where the farm was.',
    ]);
    const issues = book.chapters[0].lines.filter((l) => l.kind === 'speech').map((l) => l.issue);
    expect(issues[0]).toContain('the young man');
    expect(issues[1]).not.toContain('Henry asked');
  });

  it('lets «added the Queen» name its speaker without the last one going on', () => {
    const book = analyze([
      'Alice, the King and the Queen sat in the court, with the Hatter and the March Hare.',
      '"I am not a mile high," said Alice.',
      '"You are," said the King.',
      '"Nearly two miles high," added the Queen.',
      '"Well, I shall not go," said Alice.',
      '"Not the same thing a bit!" said the Hatter.',
      '"You might just as well say that," added the March Hare, "it is the same thing."',
      '"It is the same thing with you," said the Hatter.',
    ]);
    const queen = book.chapters[0].lines.find((l) => l.text.startsWith('Nearly'));
    expect(speech(book)[2]).toBe('Queen: Nearly two miles high,');
    expect(queen?.confidence).toBeGreaterThan(0.9);
  });
  it('reads a tag with an auxiliary before the verb («Aunt Juley had remarked»)', () => {
    const book = analyze([
      'Aunt Juley and Margaret sat by the fire.',
      '"Yes, I see, dear; it is about half-way between," Aunt Juley had remarked.',
    ]);
    const line = book.chapters[0].lines.find((l) => l.kind === 'speech');
    expect(line?.issue).toContain('speaker named');
  });
  it('does not give an opening quotation the tag that leads into a later one after sentences of narration', () => {
    const book = analyze([
      'Ronny Heaslop and the old Nawab Bahadur sat in the car together.',
      '"It was my fault," said the Nawab Bahadur.',
      '"No matter," said Ronny.',
      '"Ah, now I begin to understand." Seeming to pull himself together, he apologized slowly and at length. Ronny murmured, "It is nothing."',
    ]);
    expect(speech(book).slice(2)).toEqual(['Nawab Bahadur: Ah, now I begin to understand.', 'Ronny Heaslop: It is nothing.']);
  });
  it('takes the name after «told» for the one spoken to when a subject comes before the verb', () => {
    const book = analyze(['Anne and Diana sat on the steps in the sun.', 'That evening Anne told Diana, "I shall never forget it."']);
    expect(speech(book)).toEqual(['Anne: I shall never forget it.']);
  });
  it('reads «X said no more» as X keeping silent', () => {
    const book = analyze([
      'Marianne and Mrs. Jennings sat in the drawing-room.',
      '"You will be better to-morrow, my dear," said Mrs. Jennings.',
      '"I shall never be better," said Marianne.',
      'Marianne said no more, but looked exceedingly hurt. "Well, well, we shall see," and she went away.',
    ]);
    expect(speech(book)[2]).toBe('Mrs. Jennings: Well, well, we shall see,');
  });
  it('reads a verb of speech after a modal («she could only ask,») as the tag of its own quotation', () => {
    const book = analyze([
      'Ralph and Katharine stood on the platform in the rain.',
      'Katharine could only ask, "But where is your luggage?" and looked about her. "I have lost it," said Ralph, as soon as she was quiet.',
    ]);
    expect(speech(book)).toEqual(['Katharine: But where is your luggage?', 'Ralph: I have lost it,']);
  });
  it('does not give «said Dan\'s girl» to Dan', () => {
    const book = analyze(['Milly and Dan came to the table, and Dan brought his girl.', '"Well, well," said Dan.', '"Do I get a drink?" said Dan\'s girl.']);
    expect(speech(book)[1]).not.toMatch(/^Dan:/);
  });
  it('leaves unflagged the answer of the one just called by name when the conversation agrees', () => {
    const book = analyze([
      'Then Emma and Harriet sat together in the parlour.',
      '"Good morning, Harriet," said Emma.', '"Good morning. Is it cold?"', '"Very," said Emma.', '"Then I stay in, Emma."', '"Do, Harriet."', '"I will."',
    ]);
    const last = book.chapters[0].lines.filter((l) => l.kind === 'speech').at(-1);
    expect(speech(book).at(-1)).toBe('Harriet: I will.');
    expect(last?.review).toBe(false);
  });
  it('makes a character of «the detective» whom the book tags by that word a few times and never names', () => {
    const scene = ['Tony sat in the hotel bar with Winnie, and a detective sat at the next table.', '"Good evening," said the detective.', '"Good evening," said Tony.'];
    const book = analyze([...scene, ...scene, ...scene, ...scene, ...scene, ...scene]);
    const lines = speech(book);
    expect(lines.filter((l) => l.startsWith('Detective:')).length).toBe(6);
  });
  it('flags a line whose speaker is a description nobody could be matched to («said her father»)', () => {
    const book = analyze(['Clara Vance sat in the garden with her father.', '"It is late," said Clara.', '"Not yet," said her father.']);
    const line = book.chapters[0].lines.filter((l) => l.kind === 'speech').at(-1);
    expect(line?.review).toBe(true);
  });
  it('flags a tag whose name stands far from the quotation in a long sentence of narration', () => {
    const scene = (lead: string) => [
      'Mr. Thornby and Clara Vance sat in the garden.', '"It is late," said Mr. Thornby.', '"It is," said Clara.', '"Then we go," said Mr. Thornby.', lead,
    ];
    const near = analyze(scene('Clara said, "Not yet."'));
    const far = analyze(scene('Clara, who had been watching the swallows wheel above the old walls of the orchard for an hour, said, "Not yet."'));
    const last = (b: AnalyzedBook) => b.chapters[0].lines.filter((l) => l.kind === 'speech').at(-1);
    expect(speech(far).at(-1)).toBe('Clara Vance: Not yet.');
    expect(last(near)?.review).toBe(false);
    expect(last(far)?.review).toBe(true);
  });
  it('knows a first-person narrator by the name others call him before reading the conversations', () => {
    const scene = [
      'I walked into the study where my old friend Ambrose Tulk was waiting for me. I sat down by the fire.',
      '"Well, Gerald," said Tulk, "you are late again."', '"I was kept at the bank," I replied.', '"At the bank, Gerald? On a Sunday?"',
      '"Even on a Sunday."', 'He laughed and lit his pipe. I watched him for a while.', '"You are a strange fellow, Gerald."', '"So you have told me before."',
    ];
    const book = analyze([...scene, ...scene, ...scene, ...scene, ...scene]);
    const lines = speech(book).slice(0, 7);
    expect(lines[4]).toBe('Narrator: Even on a Sunday.');
    // A speech that calls the narrator by his name is someone else's.
    expect(lines[5]).toBe('Ambrose Tulk: You are a strange fellow, Gerald.');
  });
  it('does not take for the narrator one whom the narrator\'s own lines call by name', () => {
    const scene = [
      'I found my sister Nell in the garden. I sat beside her on the bench.',
      '"Nell, it is late," I said.', '"Not yet," she answered.', '"Come in, Nell," said I.', '"In a minute."',
    ];
    const book = analyze([...scene, ...scene, ...scene, ...scene, ...scene, ...scene]);
    expect(speech(book).slice(0, 4)).toEqual(['Narrator: Nell, it is late,', 'Nell: Not yet,', 'Narrator: Come in, Nell,', 'Nell: In a minute.']);
  });
  it('makes one the narration brings in with «a» («a policeman») a character of his own, however often tagged', () => {
    const scene = [
      'Mr. Tibbald walked along the river alone. A policeman on the bridge stopped him.',
      '"Good evening, sir," said the policeman.', '"Good evening," said Mr. Tibbald.', '"A cold night," said the policeman.',
    ];
    const book = analyze(Array.from({ length: 8 }, () => scene).flat());
    expect(speech(book).filter((l) => l.startsWith('Policeman:')).length).toBe(16);
  });
  it('reads a name that is also a common word as a name at a sentence start before a verb of speech («Hope said,»)', () => {
    const book = analyze([
      'Mr. Thornby sat with his niece. I hope it will not rain, he thought.', '"It is late," said Hope.', '"Not yet," said Mr. Thornby.',
      '"But it is," said Hope.', '"Well," said Mr. Thornby.', 'The rain came, and he went in. Hope said, "You always say that."',
    ]);
    const last = book.chapters[0].lines.filter((l) => l.kind === 'speech').at(-1);
    expect(last?.issue).toMatch(/Hope said/);
  });
});
