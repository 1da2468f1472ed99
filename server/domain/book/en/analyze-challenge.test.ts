// The challenge set: made-up scenes crossing a first-person narrator, titles and forms of address,
// names in several forms (a patronymic among them), tags before, after and inside a quotation, and
// uncommon verbs of speech. Each scene names its people itself; none comes from a real book.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';
import { noteIn } from '../notes.ts';

const NARRATED = [
  'I had taken rooms in the old house on the hill that winter, and I knew few people in the town. My friend Dr. Kessling lived next door.',
  'Dr. Kessling was a small man with a grey beard. His sister, Miss Agatha Kessling, kept his house.',
];

describe('English attribution, challenge set', () => {
  it('keeps «Dr. Kessling» apart from his sister «Miss Agatha Kessling»', () => {
    const book = analyze([...NARRATED, '"Good evening, Marlow," said Dr. Kessling.', '"Good evening, doctor," said I.', '"Marlow is always tired," said the doctor.', '"Not always," I answered.']);
    expect(speech(book)).toEqual(['Dr. Kessling: Good evening, Marlow,', 'Narrator: Good evening, doctor,', 'Dr. Kessling: Marlow is always tired,', 'Narrator: Not always,']);
  });

  it('takes a first name and a patronymic for the man whose full name they begin', () => {
    const book = analyze([
      'Alexei Ivanovich Polzunov was a clerk. His cousin Marya Filippovna Drozdova came to see him.',
      '"Good morning," said Alexei Ivanovich.', '"Good morning," said Marya Filippovna.', '"Sit down," said Polzunov.', '"Thank you," replied Drozdova.',
    ]);
    expect(speech(book)).toEqual([
      'Alexei Ivanovich Polzunov: Good morning,', 'Marya Filippovna Drozdova: Good morning,', 'Alexei Ivanovich Polzunov: Sit down,', 'Marya Filippovna Drozdova: Thank you,',
    ]);
  });

  it('knows a woman and a man by their patronymics, whose first names the name lists do not know', () => {
    const book = analyze(['Zinaida Fyodorovna came in, and Vikenty Lukich followed her.', '"Where is the samovar?" she said.', '"In the kitchen," he answered.']);
    expect(speech(book)).toEqual(['Zinaida Fyodorovna: Where is the samovar?', 'Vikenty Lukich: In the kitchen,']);
  });

  it('takes «Mlle. Celine», «Miss Celine» for the one woman whose first name it is', () => {
    const book = analyze([
      'Celine Vautrin and her brother Paul came in from the garden.', '"It is late," said Mlle. Celine.', '"Not very," said Paul.', '"Late enough, Miss Celine," said the old servant.', '"Then good night," said Celine.',
    ]);
    const celine = book.characters.filter((c) => [c.name, ...c.aliases].some((n) => n.includes('Celine')));
    expect(celine.map((c) => [c.name, ...c.aliases].sort())).toEqual([['Celine', 'Celine Vautrin', 'Miss Celine', 'Mlle. Celine']]);
  });

  it('takes «the stranger» the narration has just brought in with «a» for someone new', () => {
    const book = analyze([
      'Mr. Hollins kept the inn. One night a stranger came to the door, wrapped in a coat.', '"A room," said the stranger.', '"For how long?" asked Mr. Hollins.',
      '"A week," the stranger replied.', 'Dr. Parr came in from the rain.', '"Who is that?" said the doctor.',
    ]);
    expect(speech(book)).toEqual(['Stranger: A room,', 'Mr. Hollins: For how long?', 'Stranger: A week,', 'Dr. Parr: Who is that?']);
  });

  it('reads a name that opens with an elided particle («d\'Orgeval», «Mme. d\'Orgeval»)', () => {
    const book = analyze(["d'Artagnan and Porthos came in together.", '"Wine!" cried d\'Artagnan.', '"Two bottles," said Porthos.', '"Three," said Mme. d\'Orgeval from her table.']);
    expect(speech(book)).toEqual(["d'Artagnan: Wine!", 'Porthos: Two bottles,', "Mme. d'Orgeval: Three,"]);
  });

  it('asks to check an «I said» in a story told in the third person (a story told inside the story)', () => {
    const book = analyze([
      'Mr. Dunstan and Miss Avery walked by the river, and he told her how he had once met a bear in the woods.',
      `${'The river ran slow and brown under the willows, and the town lay quiet behind them in the evening light. '.repeat(8)}`,
      '"It stood up," said Mr. Dunstan. "It was taller than a man."',
      '"And what did you do?" asked Miss Avery.', '"\'Good morning,\' I said to the bear," said Mr. Dunstan.', 'Later the bear went away into the trees without a word.', '"Good morning," I said to it.',
    ]);
    const line = book.chapters[0].lines.find((l) => l.text === 'Good morning,' && l.kind !== 'narration');
    expect(line?.review).toBe(true);
  });

  it('hears a short sentence in quotation marks after a sentence of narration as speech', () => {
    const book = analyze([...NARRATED, 'Dr. Kessling turned to me and said, "Go home."', 'I said, "Not yet."', 'He looked at me gravely. "Go home, I tell you."', 'I shook my head. "No."']);
    expect(speech(book)).toEqual(['Dr. Kessling: Go home.', 'Narrator: Not yet.', 'Dr. Kessling: Go home, I tell you.', 'Narrator: No.']);
  });

  it('reads uncommon verbs of speech, before and after the name, with adverbs and participles between', () => {
    const book = analyze([
      'Mr. Dunstan and Miss Avery walked by the river.',
      '"No," said, after a pause, Mr. Dunstan.', '"Good heavens!" ejaculated Miss Avery.', '"But really," expostulated Mr. Dunstan.', '"Of course," put in Miss Avery.',
      '"Wait," broke in Mr. Dunstan.', '"And then," went on Miss Avery, "we left."', '"Perhaps," Mr. Dunstan, smiling, replied.', '"Never," returned Miss Avery, turning away.',
      'Mr. Dunstan rejoined: "Quite."', 'Miss Avery went on, "I see."',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mr. Dunstan', 'Miss Avery', 'Mr. Dunstan', 'Miss Avery', 'Mr. Dunstan', 'Miss Avery', 'Miss Avery', 'Mr. Dunstan', 'Miss Avery', 'Mr. Dunstan', 'Miss Avery']);
  });

  it('reads rarer verbs of speech after the name as a tag, not as an action («Mr. Tolliver blustered»)', () => {
    const book = analyze(['Mr. Tolliver and Mrs. Quayle sat by the fire.', '"Nobody knows," Mrs. Quayle hazarded.', '"I know!" Mr. Tolliver blustered.', '"You?" Mrs. Quayle queried.']);
    const issues = book.chapters[0].lines.filter((l) => l.kind === 'speech').map((l) => l.issue);
    expect(issues.every((i) => noteIn(i, 'en').startsWith('speaker named in the author\'s words'))).toBe(true);
  });

  it('joins French titles to their English forms and reads «the General» and «the Inspector» as the one of that rank', () => {
    const book = analyze([
      'M. Duvernois and his wife had come from Lyons with General Zarubin and Inspector Blount.',
      '"Ah," said M. Duvernois.', '"It is cold," said Mme. Duvernois.', '"Madame is always cold," Monsieur Duvernois remarked.',
      '"Well?" said the General.', '"We shall see," observed the Inspector drily.',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['M. Duvernois', 'Mme. Duvernois', 'M. Duvernois', 'General Zarubin', 'Inspector Blount']);
  });

  it('reads a sentence closed on a verb of going on speaking as the lead-in of the quotation after it (round 19)', () => {
    const book = analyze([
      'Mr. Pellworth and Miss Ferrand sat by the window, and Mrs. Oakhurst was at her tea.',
      '"The roads are bad this winter," said Mr. Pellworth.', '"They always are," said Miss Ferrand.',
      'Mrs. Oakhurst put down her cup. After a long pause Mr. Pellworth began again. "I think I shall buy a new carriage."',
      '"Mr. Pellworth," said Miss Ferrand, "you said so last year."',
      'Miss Ferrand, smoothing her gloves, went on. "And the year before."',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mr. Pellworth', 'Miss Ferrand', 'Mr. Pellworth', 'Miss Ferrand', 'Miss Ferrand', 'Miss Ferrand']);
  });

  it('takes no closed sentence for a lead-in where it is the tail of a tag or a thing begins («The music began.»)', () => {
    const book = analyze([
      'Mr. Pellworth and Miss Ferrand sat by the window.', '"Listen," said Mr. Pellworth.',
      '"What?" said Miss Ferrand. The music began. "It is the band."',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mr. Pellworth', 'Miss Ferrand', 'Miss Ferrand']);
  });

  it('reads a lead-in whose verb a clause of time or manner follows up to the quotation (round 19)', () => {
    const book = analyze([
      'Mr. Pellworth and Miss Ferrand stood at the gate, and Mrs. Oakhurst came down the path.',
      '"The carriage is late," said Mr. Pellworth.', '"It always is," said Miss Ferrand.',
      'The matter was settled by Mrs. Oakhurst\'s saying, as she stepped through the gate into the lane, "We shall walk."',
      '"Walk!" said Mr. Pellworth.', 'Miss Ferrand laughed, and said, looking down the long white road towards the hills, "Why not?"',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mr. Pellworth', 'Miss Ferrand', 'Mrs. Oakhurst', 'Mr. Pellworth', 'Miss Ferrand']);
  });

  it('reads a lead-in after an opening phrase of time with «that» («At that moment Tobin was crying,», «…; and all the time Tobin was saying,») and «spoke now» (round 19)', () => {
    const book = analyze([
      'Tobin and Mrs. Vashti walked up the lane, and old Hulbert followed them.',
      '"It is a long way," said Mrs. Vashti.', '"Not so long," said Hulbert.',
      'The gate stood open. At that moment Tobin was crying, "Look at the roses!"',
      '"They are mine," said Hulbert.',
      'They sat down on the bank; and all the time Tobin was saying to himself, "Roses, roses."',
      '"Come along," said Mrs. Vashti.',
      'Tobin, who had said little all the way, except about the flowers, spoke now. "I shall stay here."',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mrs. Vashti', 'Hulbert', 'Tobin', 'Hulbert', 'Tobin', 'Mrs. Vashti', 'Tobin']);
  });

  it('gives no opening quotation to a name tag after a finished sentence of narration between them (round 19)', () => {
    const book = analyze([
      'Miss Ferrand and Mr. Pellworth and his sister Jessamy sat at tea with Lavinia.',
      '"What was her father?" said Jessamy.', '"A lawyer, I believe," said Lavinia.', '"Are they a wealthy family?"',
      '"No, not very." The brother and sister looked at each other. "But," said Jessamy, "would that matter?"',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Jessamy', 'Lavinia', 'Jessamy', 'Lavinia', 'Jessamy', 'Jessamy']);
  });

  it('hears one word said in narration after a verb of speech («said "Hollis" rather huskily», «stammered a "No."», round 22)', () => {
    const book = analyze([
      'Hollis and Mr. Quenby walked up through the dark garden.',
      'Under the trees Mr. Quenby said "Hollis" rather huskily, and stopped.',
      'Hollis stammered a "No." and went on alone.',
      'The old gardener returned an indifferent "Yes." and shut the gate.',
      'He called it a "picnic" and laughed.',
    ]);
    expect(speech(book)).toEqual(['Mr. Quenby: Hollis', 'Hollis: No.', expect.stringMatching(/^[^:]+: Yes\.$/)]);
  });

  it('reads a lead-in with a comparison of manner after its verb («and Lavinia called out as loud as she could,», round 22)', () => {
    const book = analyze([
      'Margot and her brother Tobias sat by the fire with Lavinia.',
      '"Is it late?" said Tobias.',
      '"Did he seem worried?" said Margot; and Lavinia called out as loud as she could, "He did!"',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Tobias', 'Margot', 'Lavinia']);
  });

  it('hears a second voice in a quotation that meets the one before it with nothing between («"…, Mr. Pellworth?" "…"», round 22)', () => {
    const book = analyze([
      'Mrs. Oakhurst sat by the window, and Mr. Pellworth stood at the fire.',
      '"The winter will be hard," said Mr. Pellworth.',
      '"If it is so cold, why not go south, Mr. Pellworth?" "Because my sister will not leave her garden."',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mr. Pellworth', 'Mrs. Oakhurst', 'Mr. Pellworth']);
  });

  it('reads a lead-in whose verb of speech follows a modal in its plain form («Mr. Pellworth would retort:», round 22)', () => {
    const book = analyze([
      'Mrs. Oakhurst and Mr. Pellworth argued every evening by the fire.',
      '"You are wrong again," said Mrs. Oakhurst, and Mr. Pellworth would retort: "I am never wrong."',
    ]);
    expect(speech(book).map((l) => l.split(':')[0])).toEqual(['Mrs. Oakhurst', 'Mr. Pellworth']);
  });
});
