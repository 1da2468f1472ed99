// The challenge set of conversations: made-up scenes, names invented, for who speaks where no tag names
// the speaker — two people taking turns, a third voice, narration about the speaker or someone else,
// a name called out, «she said» among several women, a speech going on across a paragraph.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, challenge set', () => {
  it('gives «said she» after a paragraph of narration to the woman its last sentence names as acting', () => {
    const got = who([
      'Nora Fell and her cousin Agnes sat in the garden after tea.',
      '"The roses are late this year," said Nora.', '"They always are," said Agnes.', '"Mother planted them."',
      'For a while neither spoke. The shadows grew long on the lawn, and a bell rang somewhere in the village. Agnes picked up her book again.',
      '"I shall go in soon," said she.', '"So shall I."',
    ]);
    expect(got).toEqual(['Nora Fell', 'Agnes', 'Nora Fell', 'Agnes', 'Nora Fell']);
  });

  it('does not take a name that a relative clause follows for a name called out', () => {
    const got = who([
      'Ruth Calder and Ada stood at the gate when old Mr. Pollard\'s cart went by.',
      '"Will he sell the farm?" said Ruth.', '"Oh no! Mr. Pollard, who has lived there forty years, would never sell it."', '"Then who told you he would?"', '"Nobody did."',
    ]);
    expect(got).toEqual(['Ruth Calder', 'Ada', 'Ruth Calder', 'Ada']);
  });

  // The rest of the challenge set: what the rules held before this round, kept so that it stays held.
  const FIRESIDE = 'Gideon Marsh and his sister Olive sat by the fire.';
  it.each([
    ['two people take turns after a tag', [FIRESIDE, '"The rain will not stop," said Gideon.', '"It never does in March."', '"Then we stay in."', '"You always say that."'], ['Gideon Marsh', 'Olive', 'Gideon Marsh', 'Olive']],
    ['a run of untagged turns is read back from a later tag', ['Gideon Marsh came into the room where Olive sat reading.', '"Where were you?" she asked.', '"At the mill."', '"All day?"', '"All day," said Gideon.', '"You must be tired."'], ['Olive', 'Gideon Marsh', 'Olive', 'Gideon Marsh', 'Olive']],
    ['a third voice breaks in and the turns go on around it', [FIRESIDE, '"The rain will not stop," said Gideon.', '"It never does in March," said Olive.', '"Then we stay in."', '"Tea is ready," said Mrs. Crane from the door.', '"Thank you, Mrs. Crane," said Olive.', '"Shall I bring the cake?"'], ['Gideon Marsh', 'Olive', 'Gideon Marsh', 'Mrs. Crane', 'Olive', 'Mrs. Crane']],
    ['the one the paragraph\'s narration says acts, before or after the quotation', [FIRESIDE, '"The rain will not stop," said Gideon.', '"It never does in March," said Olive.', '"Then we stay in." Gideon looked up from his book.', 'Olive laughed. "You always say that."'], ['Gideon Marsh', 'Olive', 'Gideon Marsh', 'Olive']],
    ['one the narration acts upon is not the speaker', [FIRESIDE, '"The rain will not stop," said Gideon.', '"It never does in March," said Olive.', 'She handed Gideon a cup. "Then we stay in."', '"You always say that."'], ['Gideon Marsh', 'Olive', 'Olive', 'Gideon Marsh']],
    ['«she said» among a man and two women is the woman of the conversation', ['Gideon Marsh was talking with Olive in the hall when Mrs. Crane passed with a tray.', '"Is the carriage ready?" asked Gideon.', '"Not yet," Olive said.', '"Then I shall walk."', '"You will get wet," she said.'], ['Gideon Marsh', 'Olive', 'Gideon Marsh', 'Olive']],
    ['«said the old man» is the old man of the scene', ['Olive found old Mr. Pryor in the garden with the gardener, Jakes.', '"Good morning," said Olive.', '"Good morning, my dear," the old man said.', '"Is Jakes helping you?"', '"He is," said the old man.'], ['Olive', 'Mr. Pryor', 'Olive', 'Mr. Pryor']],
    ['a speech left open goes on in the next paragraph', [FIRESIDE, '"The rain will not stop," said Gideon. "It never does in March. The mill will flood, and the road', '"will be closed for a week."', '"Then we stay in," said Olive.'], ['Gideon Marsh', 'Gideon Marsh', 'Gideon Marsh', 'Olive']],
    ['after narration of what he does, the one who acts speaks', [FIRESIDE, '"The rain will not stop," said Gideon.', '"It never does in March," said Olive.', 'Gideon got up and went to the window. He stood there a long while, looking at the water.', '"The mill will flood."'], ['Gideon Marsh', 'Olive', 'Gideon Marsh']],
  ])('%s', (_, paragraphs, want) => {
    expect(who(paragraphs)).toEqual(want);
  });

  it('lets the one an untagged turn calls by name answer it, though two others were taking turns', () => {
    // Tom speaks by a tag of his own earlier in the book (one called who never does is seldom there to answer).
    const earlier = ['Tom Pryor came to the farm in the spring.', '"Good morning," said Tom.', 'The summer passed slowly at the farm, with long days in the fields and short nights. '.repeat(20)];
    const got = who([...earlier, 'Gideon Marsh, Olive and Tom Pryor sat by the fire.', '"The rain will not stop," said Gideon.', '"It never does in March," said Olive.', '"What do you think of it, Tom?"', '"I think it will stop by noon."']);
    expect(got.slice(1)).toEqual(['Gideon Marsh', 'Olive', 'Gideon Marsh', 'Tom Pryor']);
  });

  it('keeps the turn-taking when the one called never speaks by a tag of his own anywhere in the book', () => {
    const got = who(['Gideon Marsh, Olive and Tom Pryor sat by the fire.', '"The rain will not stop," said Gideon.', '"It never does in March," said Olive.', '"What do you think of it, Tom?"', '"I think it will stop by noon."']);
    expect(got).toEqual(['Gideon Marsh', 'Olive', 'Gideon Marsh', 'Olive']);
  });
});
