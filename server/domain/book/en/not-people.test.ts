// Names that stand for no one who can talk: a town named like a woman, a family by its surname, a
// common word capitalised once.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { analyze, speech } from './analyze.fixture.ts';
import type { EnParagraph } from './attribute.ts';
import { findEnglishNames, lowerCaseWords } from './names.ts';
import { notPeople } from './not-people.ts';
import { buildPeople } from './people.ts';

beforeAll(async () => {
  await initBookPipeline();
});

/** The display names (first token) of the registry's people that notPeople() sets apart. */
function setApart(texts: string[]): string[] {
  const lower = lowerCaseWords(texts);
  const paragraphs = texts.map((text) => ({ text, mentions: findEnglishNames(text, lower) }) as unknown as EnParagraph);
  const registry = buildPeople(paragraphs.flatMap((p) => p.mentions));
  return [...notPeople(paragraphs, registry, lower)].map((id) => registry.byId(id)?.tokens.join(' ') ?? id).sort();
}

describe('names that are no one', () => {
  it('takes a name the book mostly writes as somewhere one goes or is for a place', () => {
    expect(setApart([
      'Tom had lived in Florence for years, and Clara drove to Florence in May.',
      'The streets of Florence were empty. Florence was asleep.',
      'Clara met Tom at the station. Tom was glad, and Clara said so to Tom.',
    ])).toEqual(['florence']);
  });

  it('takes a surname of someone in the book, in the plural, for a family', () => {
    expect(setApart(['Clara had dined with the Marlows, and Mr. Marlow was kind.', 'Then Tom saw the Marlows leave.'])).toEqual(['marlows']);
  });

  it('takes a name ending in a kind of place for a place, whatever title opens it, not a surname like «Hill»', () => {
    expect(setApart([
      'Prince Albert Island lay to the north, and Tom had crossed Marlow Tunnel twice.',
      'Clara wrote to Mr. Hill. Mr. Hill came at once.',
    ])).toEqual(['albert island', 'marlow tunnel']);
  });

  it('gives «she said» to the woman in the scene, not to a town that is also a woman\'s name', () => {
    expect(speech(analyze([
      'Tom had lived in Florence for years, and Clara had come to Florence only in May.',
      'They walked through Florence together that evening. The streets of Florence were empty, and they drove back to Florence late.',
      '"It is late," said Tom.',
      'Nobody in Florence was awake.',
      '"It is," she said.',
    ]))).toEqual(['Tom: It is late,', 'Clara: It is,']);
  });

  it('takes a common word capitalised once for no one, and a common word the book uses as a name for someone', () => {
    expect(setApart([
      'Clara read the lines aloud: the mask of night is on my face, Else would a blush bepaint my cheek.',
      'Nobody else listened. Tom had gone somewhere else.',
      'Tom met Rose at the gate, and Rose smiled. The rose in her hand was red.',
    ])).toEqual(['else']);
  });

  it('gives «she cried» to the woman of the scene, not to a verse line\'s capital read as a woman\'s name', () => {
    expect(speech(analyze([
      '"I hope so," said Clara.',
      'Tom took his seat in the box. The theatre was hot, and Tom waited a long while.',
      'The passage came at last: the mask of night is on my face, Else would a maiden blush bepaint my cheek for that which thou hast heard.',
      'Nobody else in the theatre moved. There was nothing else to hear.',
      '"How badly I acted!" she cried.',
    ]))).toEqual(['Clara: I hope so,', 'Clara: How badly I acted!']);
  });
});
