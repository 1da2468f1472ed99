// Who is who among a play's labels (people.ts), on made-up labels: a title cut short or met alone,
// and a voice heard offstage.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { readLabel, labelKey } from './labels.ts';
import { phraseGender } from './gender.ts';
import { buildPeople, type LabelStat } from './people.ts';

beforeAll(async () => {
  await initBookPipeline();
});

function stats(...labels: Array<[string, number]>): LabelStat[] {
  return labels.map(([label, count]) => ({ key: labelKey(label), forms: new Map([[label, count]]), count }));
}

/** The labels that came to one person, for each person. */
function grouped(...labels: Array<[string, number]>): string[][] {
  return buildPeople(stats(...labels), []).people.map((p) => [...p.forms.keys()].sort());
}

describe('a title cut short', () => {
  it('«К. Ольга», «Кн. Ольга» and «Княжна» alone are one person', () => {
    expect(grouped(['Кн. Ольга', 5], ['К. Ольга', 6], ['Княжна', 3], ['Борис', 9])).toContainEqual(['К. Ольга', 'Кн. Ольга', 'Княжна']);
  });

  it('a title of the other gender is someone else: «Князь» is not «Кн. Ольга»', () => {
    expect(grouped(['Кн. Ольга', 5], ['Князь', 3])).toContainEqual(['Князь']);
  });

  it('two people with the title: «Графиня» alone is neither', () => {
    expect(grouped(['Гр. Ольга', 5], ['Гр. Вера', 5], ['Графиня', 3])).toContainEqual(['Графиня']);
  });

  it('letters set apart: «К н . О л ь г а» is «Кн. Ольга»', () => {
    expect(readLabel('К н . О л ь г а (тихо). Я здесь.')).toMatchObject({ label: 'Кн. Ольга', form: 'remark' });
    expect(readLabel('К н. О л ь г а. Я здесь.')).toMatchObject({ label: 'Кн. Ольга', form: 'period' });
    // A name set apart before speech that opens with a letter alone stays a name.
    expect(readLabel('О л ь г а. А я не пойду.')).toMatchObject({ label: 'Ольга', speechStart: 11 });
  });
});

describe('labels of several people', () => {
  it('the play’s labels apart by commas are a group of their own: «Жанна, граф», not the count', () => {
    const b = buildPeople(stats(['Граф', 6], ['Жанна', 6], ['Жанна, граф', 1]), []);
    const pair = b.byLabel.get('жанна граф');
    expect(pair?.group).toBe(true);
    expect(pair).not.toBe(b.byLabel.get('граф'));
  });
});

describe('a surname cut short', () => {
  it('«Зарецк.» is «Зарецкой»; «Иван» is not «Иванов»', () => {
    expect(grouped(['Зарецкой', 8], ['Зарецк.', 2])).toContainEqual(['Зарецк.', 'Зарецкой']);
    expect(grouped(['Иванов', 8], ['Иван', 3])).toContainEqual(['Иван']);
  });
});

describe('a rough form of a first name', () => {
  it('«Зойка» is «Зоя», «Нинка» is «Нина», «Манька» is «Маня»', () => {
    expect(grouped(['Зоя', 8], ['Зойка', 3])).toContainEqual(['Зойка', 'Зоя']);
    expect(grouped(['Нина', 8], ['Нинка', 2])).toContainEqual(['Нина', 'Нинка']);
    expect(grouped(['Маня', 8], ['Манька', 2])).toContainEqual(['Манька', 'Маня']);
  });

  it('but not of a full name: «Петька» is not «Петр»', () => {
    expect(grouped(['Петр', 8], ['Петька', 3])).toContainEqual(['Петька']);
  });
});

describe('a voice offstage', () => {
  it('«Голос Зарецкой», «За сценой голос Бурова» are Зарецкая and Буров', () => {
    const people = grouped(['Зарецкая', 8], ['Голос Зарецкой', 1], ['Буров', 7], ['За сценой голос Бурова', 1]);
    expect(people).toContainEqual(['Голос Зарецкой', 'Зарецкая']);
    expect(people).toContainEqual(['Буров', 'За сценой голос Бурова']);
  });

  it('the owner’s gender must agree: «Голос Зарецкого» is not Зарецкая', () => {
    expect(grouped(['Зарецкая', 8], ['Голос Зарецкого', 1])).toContainEqual(['Голос Зарецкого']);
  });

  it('letters set apart: «З а с ц е н о й г о л о с Б у р о в а»', () => {
    expect(readLabel('З а с ц е н о й г о л о с Б у р о в а. Дома ли?')).toMatchObject({ label: 'За сценой голос Бурова' });
  });
});

describe('gender from a label', () => {
  it('an adjective agrees with a thing named for its wearer, not with the wearer: «Серая шинель»', () => {
    expect(phraseGender('Серая шинель')).toBeNull();
    expect(phraseGender('Молодая девушка')).toBe('f');
    expect(phraseGender('Первый гость')).toBe('m');
  });
});
