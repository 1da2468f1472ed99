// Scoring a stress placer on hand-stressed text: the hand-stressed prose set
// (test/fixtures/stress) and StressRNN's data_ru.csv snippets (one stressed word in running text).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StressPlacer } from '../../server/domain/speech/index.ts';
import type { GiellaStress } from '../../server/engines/stress/giella.ts';
import { vowelCount } from '../../server/engines/stress/letters.ts';
import { tokenize } from '../../server/engines/stress/tokens.ts';
import type { GoldFile } from '../../test/fixtures/stress/gold.ts';
import { sharedModelsDir } from '../../test/support/shared.ts';

export interface Score {
  words: number;
  /** Words that got a stress (a mark or ё). */
  placed: number;
  right: number;
  /** Words the full-form dictionary knows with several stresses (the same words for every placer). */
  homographs: number;
  homographsRight: number;
  /** ё written by the placer, and how many of them the reader says. */
  yoWritten: number;
  yoRight: number;
  /** Words said with ё, and how many got it. */
  yoWords: number;
  yoFound: number;
  misses: string[];
}

export function emptyScore(): Score {
  return { words: 0, placed: 0, right: 0, homographs: 0, homographsRight: 0, yoWritten: 0, yoRight: 0, yoWords: 0, yoFound: 0, misses: [] };
}

/** Per offset of the input: the stress the placer gave there ('+' before it, or е → ё). */
function placedStresses(input: string, output: string): Map<number, 'mark' | 'yo'> {
  const out = new Map<number, 'mark' | 'yo'>();
  let pendingMark = false;
  for (let i = 0, j = 0; i < output.length; i++) {
    if (output[i] === '+' && input[j] !== '+') {
      pendingMark = true;
      continue;
    }
    if (pendingMark) out.set(j, 'mark');
    else if ((output[i] === 'ё' || output[i] === 'Ё') && input[j] !== output[i]) out.set(j, 'yo');
    pendingMark = false;
    j++;
  }
  return out;
}

interface Target {
  start: number;
  end: number;
  printed: string;
  stresses: number[];
  /** Said with ё at the stress; null when the text does not say (a ё there is then right too). */
  yo: boolean | null;
}

function scoreWord(s: Score, t: Target, placed: Map<number, 'mark' | 'yo'>, variants: number, label: string): void {
  const homograph = variants > 1;
  s.words++;
  let at = -1;
  let how: 'mark' | 'yo' | null = null;
  for (let k = t.start; k < t.end; k++) {
    const p = placed.get(k);
    if (p) {
      at = k - t.start;
      how = p;
    }
  }
  const right = at >= 0 && t.stresses.includes(at) && (t.yo === null || (how === 'yo') === t.yo);
  if (at >= 0) s.placed++;
  if (right) s.right++;
  if (homograph) {
    s.homographs++;
    if (right) s.homographsRight++;
  }
  if (how === 'yo' && t.yo !== null) {
    s.yoWritten++;
    if (t.yo && t.stresses.includes(at)) s.yoRight++;
  }
  if (t.yo) {
    s.yoWords++;
    if (how === 'yo' && t.stresses.includes(at)) s.yoFound++;
  }
  if (!right) {
    const want = t.printed.slice(0, t.stresses[0]) + (t.yo === true ? 'ё' : `+${t.printed[t.stresses[0]]}`) + t.printed.slice(t.stresses[0] + 1);
    const got = at < 0 ? t.printed : t.printed.slice(0, at) + (how === 'yo' ? 'ё' : `+${t.printed[at]}`) + t.printed.slice(at + 1);
    s.misses.push(`${want}→${got}${variants > 0 ? `[${variants}]` : ''}${label}`);
  }
}

const variantCount = (giella: GiellaStress | null, word: string) => giella?.variants(word).length ?? 0;

export function scoreGold(placer: StressPlacer | null, files: GoldFile[], giella: GiellaStress | null): Score {
  const s = emptyScore();
  for (const f of files) {
    for (const line of f.lines) {
      const placed = placer ? placedStresses(line.printed, placer.place(line.printed).text) : new Map<number, 'mark' | 'yo'>();
      for (const w of line.words) scoreWord(s, w, placed, variantCount(giella, w.printed), ` (${f.name})`);
    }
  }
  return s;
}

export interface Snippet {
  text: string;
  target: Target;
}

/**
 * data_ru.csv: "index,snippet,position", the stressed letter's offset in the snippet (in its
 * middle word), e.g. "в марте 200,3"; lower case, the neighbours cut to three letters. The text
 * given to the placer ends with the word (the cut next word would only mislead). Even rows are
 * dev, odd rows test.
 */
export function readSnippets(split: 'dev' | 'test'): Snippet[] {
  const rows = readFileSync(join(sharedModelsDir, 'stress-stressrnn', 'data_ru.csv'), 'utf8').split(/\r?\n/).slice(1);
  const out: Snippet[] = [];
  for (const row of rows) {
    const m = /^(\d+),(.*),(\d+)$/.exec(row);
    if (!m || Number(m[1]) % 2 !== (split === 'dev' ? 0 : 1)) continue;
    const [snippet, pos] = [m[2], Number(m[3])];
    const units = tokenize(snippet);
    const unit = units.find((u) => u.parts.length === 1 && u.parts[0].start <= pos && pos < u.parts[0].end);
    if (!unit || unit === units.at(-1)) continue;
    const part = unit.parts[0];
    if (vowelCount(part.letters) < 2 || /ё/i.test(part.letters)) continue;
    out.push({ text: snippet.slice(0, part.end), target: { start: part.start, end: part.end, printed: part.letters, stresses: [pos - part.start], yo: null } });
  }
  return out;
}

export function scoreSnippets(placer: StressPlacer | null, snippets: Snippet[], giella: GiellaStress | null): Score {
  const s = emptyScore();
  for (const sn of snippets) {
    const placed = placer ? placedStresses(sn.text, placer.place(sn.text).text) : new Map<number, 'mark' | 'yo'>();
    scoreWord(s, sn.target, placed, variantCount(giella, sn.target.printed), '');
  }
  return s;
}

const pct = (a: number, b: number) => (b === 0 ? '   —  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

/** One row: placed, right (of all words), right among placed, homographs right, ё precision and recall. */
export function formatScore(s: Score): string {
  return `${String(s.words).padStart(5)} words  placed ${pct(s.placed, s.words)}  right ${pct(s.right, s.words)}  `
    + `(of placed ${pct(s.right, s.placed)})  homographs ${pct(s.homographsRight, s.homographs)} of ${String(s.homographs).padStart(3)}  `
    + `ё precision ${pct(s.yoRight, s.yoWritten)} of ${s.yoWritten}, recall ${pct(s.yoFound, s.yoWords)}`;
}
