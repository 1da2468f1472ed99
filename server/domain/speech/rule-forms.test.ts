// Stress rules that follow their word's forms, without the morphology dictionaries (word endings
// only); with them, the HTTP test test/http/pronunciation-forms.test.ts.
import { describe, expect, it } from 'vitest';
import { ruleMatches } from './rule-forms.ts';
import { applyRules } from './rules.ts';

const rules = (...r: [string, string, boolean?][]) => r.map(([word, replacement, exact]) => ({ word, replacement, exact }));

describe('stress rules across word forms (endings only)', () => {
  it('carry the stress to the forms of a name, keeping their letters and case', () => {
    const r = rules(['Башмачкин', 'Башм+ачкин']);
    expect(applyRules('Башмачкин, Башмачкины, у Башмачкина, с Башмачкиным. БАШМАЧКИНОЙ', r))
      .toBe('Башм+ачкин, Башм+ачкины, у Башм+ачкина, с Башм+ачкиным. БАШМ+АЧКИНОЙ');
  });

  it('carry a ё rule as ё', () => {
    expect(applyRules('Федора и Федору', rules(['Федор', 'Фёдор']))).toBe('Фёдора и Фёдору');
  });

  it('leave a form whose stress moves off the stem to the placer', () => {
    expect(applyRules('гора, горы, горами', rules(['гора', 'гор+а']))).toBe('гор+а, горы, горами');
  });

  it('do nothing for exact rules, phrases, custom readings, or words too short to share a stem', () => {
    expect(applyRules('творог и творога', rules(['творог', 'тв+орог', true]))).toBe('тв+орог и творога');
    expect(applyRules('МГУ и МГУшники', rules(['МГУ', 'эм гэ у']))).toBe('Эм гэ у и МГУшники');
    expect(applyRules('Нью Йорка', rules(['Нью Йорк', 'нь+ю-й+орк']))).toBe('Нью Йорка');
    expect(applyRules('оса и осы', rules(['оса', 'ос+а']))).toBe('ос+а и осы');
  });

  it('leave a form the author stressed by hand in the line', () => {
    expect(applyRules('Башмачк+ина', rules(['Башмачкин', 'Башм+ачкин']))).toBe('Башмачк+ина');
  });

  it('list the forms a rule reads in a text, its own word first, then by count', () => {
    const texts = ['Башмачкин и Башмачкина.', 'Башмачкиной, Башмачкина!', 'Бабушкина'];
    expect(ruleMatches({ word: 'Башмачкин', replacement: 'Башм+ачкин' }, texts, null)).toEqual([
      { form: 'Башмачкин', said: 'Башм+ачкин', count: 1, own: true },
      { form: 'Башмачкина', said: 'Башм+ачкина', count: 2, own: false },
      { form: 'Башмачкиной', said: 'Башм+ачкиной', count: 1, own: false },
    ]);
    expect(ruleMatches({ word: 'Башмачкин', replacement: 'Башм+ачкин', exact: true }, texts, null).map((m) => m.form)).toEqual(['Башмачкин']);
  });
});
