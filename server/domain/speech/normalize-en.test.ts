// What the voice reads for English numbers, dates, money and abbreviations.
import { describe, expect, it } from 'vitest';
import { normalizeEn } from './normalize-en.ts';

const rows: [string, string][] = [
  ['I have 5 apples.', 'I have five apples.'],
  ['It cost 1,234 pounds.', 'It cost one thousand two hundred thirty-four pounds.'],
  ['Room 105.', 'Room one hundred five.'],
  ['1,000,000 people', 'one million people'],
  ['It was -5 degrees.', 'It was minus five degrees.'],
  ['Pi is 3.14.', 'Pi is three point one four.'],
  ['the 1st, 2nd, 3rd and 21st', 'the first, second, third and twenty-first'],
  ['the 100th time', 'the one hundredth time'],
  ['in 1812', 'in eighteen twelve'],
  ['in 2005', 'in two thousand five'],
  ['in 1905', 'in nineteen oh five'],
  ['in 1900', 'in nineteen hundred'],
  ['in 2024', 'in twenty twenty-four'],
  ['the 1990s', 'the nineteen nineties'],
  ['on May 21, 1812', 'on May twenty-first, eighteen twelve'],
  ['on 21 May 1812', 'on the twenty-first of May, eighteen twelve'],
  ['at 10:30', 'at ten thirty'],
  ['at 10:05 p.m. Then', 'at ten oh five p m. Then'],
  ['at 7:00', "at seven o'clock"],
  ['at 2 p.m. sharp', 'at two p m sharp'],
  ['It costs $5.50.', 'It costs five dollars and fifty cents.'],
  ['Only $1.', 'Only one dollar.'],
  ['Just $0.50 now', 'Just fifty cents now'],
  ['£20 a week', 'twenty pounds a week'],
  ['He paid $5 million.', 'He paid five million dollars.'],
  ['up 5%', 'up five percent'],
  ['up 3.5%', 'up three point five percent'],
  ['pages 10-15', 'pages ten to fifteen'],
  ['the war of 1812–1814', 'the war of eighteen twelve to eighteen fourteen'],
  ['Mr. Smith and Mrs. Smith met Dr. Watson.', 'Mister Smith and Missus Smith met Doctor Watson.'],
  ['St. Paul lives on Baker St.', 'Saint Paul lives on Baker Street.'],
  ['Mr Smith met Dr Who', 'Mister Smith met Doctor Who'],
  ['apples, pears, etc. Then', 'apples, pears, et cetera. Then'],
  ['e.g. this, i.e. that', 'for example this, that is that'],
  ['cats vs. dogs', 'cats versus dogs'],
  ['see No. 5 and p. 7', 'see number five and page seven'],
  ['Henry VIII', 'Henry the Eighth'],
  ['Chapter IV', 'Chapter four'],
  ['World War II', 'World War two'],
  ['I think so.', 'I think so.'],
  ['Agent 007', 'Agent zero zero seven'],
  ['an MP3 player', 'an MP three player'],
  ['as he said1, it was', 'as he said, it was'],
];

describe('English normalisation', () => {
  it.each(rows)('%s', (input, expected) => {
    expect(normalizeEn(input)).toBe(expected);
  });
});
