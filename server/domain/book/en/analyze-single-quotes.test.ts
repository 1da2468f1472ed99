// A book in British single quotes read as its double-quoted print is (round 29, the layouts bench):
// where the rules after the quotation reading look for quote marks, the single ones count too.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';
import type { EnParagraph } from './attribute.ts';
import type { EnMention } from './names.ts';
import { segmentEnglish } from './quotes.ts';
import { sentenceStart } from './sentence-parts.ts';

const toSingle = (p: string) => p.replace(/"(?=\S)/g, '‘').replace(/"/g, '’').replace(/'/g, '’');
// A book is read in single quotes when they open far more often than double ones: a few more turns after the scene.
const MORE = ['Far away, in another town, the bells rang for the fair.', ...Array.from({ length: 6 }, (_, i) => `"Ring ${i}," said Ned Oakes. "Ring again."`)];

describe('English attribution in single quotes', () => {
  it('gives two quotations meeting in a paragraph («‘…’ ‘…’») to two voices, as in double quotes', () => {
    const scene = ['Marta Quill came into the kitchen where Jonas Peel sat.', '"Is the kettle on?" she asked. "I am perishing."', '"It is," said Jonas. "Sit down."', '"Thank you." "You look tired."'];
    const double = who([...scene, ...MORE]);
    expect(double.slice(4, 6)).toEqual(['Marta Quill', 'Jonas Peel']);
    expect(who([...scene, ...MORE].map(toSingle))).toEqual(double);
  });

  it('starts a sentence after a closing single mark («…action.’ Lady Orme agreed»), not only after a stop and a space', () => {
    const text = '‘It would be nothing, compared with the benevolence of the action.’ Lady Orme agreed with her instantly.';
    const at = text.indexOf('Lady');
    const mention: EnMention = { start: at, end: at + 9, text: 'Lady Orme', title: 'Lady', tokens: ['Orme'], afterThe: false, sentenceStart: true };
    const p: EnParagraph = { text, seg: segmentEnglish(text, 'single', false), mentions: [mention], breakBefore: false };
    expect(sentenceStart(p, mention)).toBe(text.indexOf('’ Lady') + 1);
    // An apostrophe inside a word starts nothing.
    const own = 'Upon Sir Roland’s news Edwin went out.';
    const edwin: EnMention = { ...mention, start: own.indexOf('Edwin'), end: own.indexOf('Edwin') + 5, text: 'Edwin', title: '', tokens: ['Edwin'] };
    expect(sentenceStart({ ...p, text: own, mentions: [edwin] }, edwin)).toBe(0);
  });
});
