// Plain-text bytes → string. Russian .txt files come in UTF-8 (with or without BOM), UTF-16
// (with a BOM, or without one: told by where the NUL bytes fall) and, very often, the two legacy
// 8-bit encodings Windows-1251 and KOI8-R. Those two are told apart by letter statistics: the
// right decoding gives mostly lowercase letters and the frequent ones (о, е, а, и, н, т…),
// the wrong one gives mostly capitals and rare letters.
import iconv from 'iconv-lite';
import { ImportError } from '../errors.ts';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1251' | 'koi8-r';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

const SAMPLE = 64 * 1024;
const FREQUENT_LOWER = new Set('оеаинтсрвлкмдпуяызьбгчйхжшюцщэфъё');
const VERY_FREQUENT = new Set('оеаинтсрвлк');

export function decodeText(data: Buffer): DecodedText {
  if (data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
    return { text: strictUtf8(data.subarray(3)) ?? badEncoding(), encoding: 'utf-8' };
  }
  if (data.length >= 2 && data[0] === 0xff && data[1] === 0xfe) return { text: data.subarray(2).toString('utf16le'), encoding: 'utf-16le' };
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) return { text: iconv.decode(data.subarray(2), 'utf-16be'), encoding: 'utf-16be' };

  const utf16 = guessUtf16(data);
  if (utf16 === 'utf-16le') return { text: data.toString('utf16le'), encoding: utf16 };
  if (utf16 === 'utf-16be') return { text: iconv.decode(data, 'utf-16be'), encoding: utf16 };

  const utf8 = strictUtf8(data);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };

  const legacy = guessRussian8bit(data);
  if (!legacy) badEncoding();
  return { text: iconv.decode(data, legacy), encoding: legacy };
}

function badEncoding(): never {
  throw new ImportError('bad_encoding', 'The text is neither UTF-8, UTF-16 nor a Russian Windows-1251/KOI8-R encoding.');
}

function strictUtf8(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    return null;
  }
}

/** BOM-less UTF-16: spaces, digits and punctuation (and all of Latin) have a NUL high byte. */
function guessUtf16(data: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(data.length, SAMPLE) & ~1;
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (data[i] === 0) evenNul++;
    if (data[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.05 && evenNul < oddNul * 0.05) return 'utf-16le';
  if (evenNul > pairs * 0.05 && oddNul < evenNul * 0.05) return 'utf-16be';
  return null;
}

/** Windows-1251 or KOI8-R when the sample reads as plausible Russian in one of them, else null. */
export function guessRussian8bit(data: Buffer): 'windows-1251' | 'koi8-r' | null {
  const sample = data.subarray(0, SAMPLE);
  let high = 0;
  for (const b of sample) if (b >= 0x80) high++;
  if (high === 0) return null;
  const candidates = (['windows-1251', 'koi8-r'] as const).map((enc) => ({ enc, score: russianScore(iconv.decode(sample, enc), high) }));
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0].score >= 0.5 ? candidates[0].enc : null;
}

/**
 * How much a decoded sample looks like Russian: the share of its non-ASCII characters that are
 * lowercase Russian letters, weighted towards the very frequent ones. Real Russian text scores
 * about 0.8–1.0 in the right encoding and well under 0.5 in the wrong one or for binary data.
 * Words mixing Latin and Cyrillic letters («Lйtй» — French read as Windows-1251) zero the score:
 * real Russian text has next to none.
 */
function russianScore(text: string, highBytes: number): number {
  let lower = 0;
  let veryFrequent = 0;
  for (const ch of text) {
    if (FREQUENT_LOWER.has(ch)) lower++;
    if (VERY_FREQUENT.has(ch)) veryFrequent++;
  }
  if (lower === 0) return 0;
  let cyrillicWords = 0;
  let mixedWords = 0;
  for (const m of text.matchAll(/[A-Za-z\u0400-\u04ff]+/g)) {
    const cyr = /[\u0400-\u04ff]/.test(m[0]);
    if (cyr && /[A-Za-z]/.test(m[0])) mixedWords++;
    else if (cyr) cyrillicWords++;
  }
  if (mixedWords > (cyrillicWords + mixedWords) * 0.05) return 0;
  // In Russian prose the eleven commonest letters are ~60 % of lowercase letters.
  const frequentShare = veryFrequent / lower;
  return (lower / highBytes) * Math.min(1, frequentShare / 0.45);
}

/** Control characters other than tab/newlines: a few in a real text, many in a binary file. */
export function looksBinary(text: string): boolean {
  const n = Math.min(text.length, SAMPLE);
  if (n === 0) return false;
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0xfffd) bad++;
  }
  return bad / n > 0.005;
}
