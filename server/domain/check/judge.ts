// The verdict on one piece of a recording: what the voice should have said (its prepared text)
// against what the recognizer heard and where the voice activity detector found speech.
//
//   bad   a word is lost or doubled (or the piece is silent, or cut far shorter than its text)
//   warn  a minor remark: a word heard differently, an extra word, or a loss the recognizer was
//         not sure of
//   ok    everything heard as written
//   error the piece could not be checked (the reason says why)
//   unchecked  no recognizer for the language (silence and truncation are still caught)
//
// Recognizers make mistakes of their own, so the rules lean against false alarms: names and
// short words weigh less, one- and two-word pieces are never `bad` on the recognizer's word
// alone, and a "verifying" recognizer's loss counts only when the audio agrees (see evidence.ts).
import { alignWords, type AlignOp } from './align.ts';
import { lossEvidence, speechSeconds, speechShare, type Interval } from './evidence.ts';
import { normWords, textWords, type Word } from './normalize.ts';

export type PieceStatus = 'ok' | 'warn' | 'bad' | 'error' | 'unchecked';

export interface HeardWord {
  word: string;
  /** Seconds from the start of the clip. */
  start: number;
  end: number;
}

export interface Recognition {
  /**
   * `transcribe`: free recognition (the recognizer may write any word).
   * `verify`: the recognizer only confirms the piece's own words in order (skips and repeats allowed).
   */
  mode: 'transcribe' | 'verify';
  text: string;
  /** Word timings when the recognizer gives them. */
  words: HeardWord[] | null;
}

export interface PieceEvidence {
  /** What the voice read: the piece's prepared text. */
  expected: string;
  language: string;
  durationS: number;
  /** Speech found by the voice activity detector, seconds from the clip start. */
  speech: Interval[];
  /**
   * Speech at word precision (frame energies; clean synthetic audio falls to digital silence in
   * its pauses) for the evidence around single words. Default: `speech`. A VAD pads and joins
   * its segments, which hides a word-sized gap.
   */
  wordSpeech?: Interval[];
  /** Typical seconds of speech per letter of this voice in this chapter (null: unknown). */
  secPerLetter: number | null;
  recognition: Recognition | null;
  error?: string | null;
  /**
   * The recognizer misses many words of this voice throughout the chapter (see check-run): its
   * word losses are then only remarks, unless the recording falls silent where a word belongs.
   */
  poorlyHeardVoice?: boolean;
}

export type OpTriple = [string, string, string];

export interface Verdict {
  status: PieceStatus;
  /** 0..1: share of the text heard right (1 when nothing could be compared). */
  score: number;
  heard: string;
  missing: string[];
  wrong: string[];
  extra: string[];
  /** [op, expected, heard] with op `ok`, `near`, `wrong`, `missing` or `extra`. */
  ops: OpTriple[];
  /** Why the piece is not ok, in a sentence (null when ok). */
  reason: string | null;
  /** Seconds of speech found in the piece. */
  speechS: number;
}

/** Less than this much speech in a piece that has words: it is silent. */
const SILENT_S = 0.15;
/** Speech shorter than this share of what the text needs: the piece was cut off. */
const TRUNCATED_SHARE = 0.45;
/** A word with less speech under it than this share of what it needs is on silence. */
const ON_SILENCE = 0.3;
/** An extra (repeated) word with less speech than this share under it just fills a pause. */
const HOLLOW_REPEAT = 0.4;
/** A heard word with less speech than this share of its need was squeezed into a shorter word's place. */
const SQUEEZED = 0.55;
/** A word said twice: its two instances hold about two words of speech between them. */
const TWO_WORDS = 1.6;

/** How much a word counts: short (function) words and names half and three quarters. */
function weight(w: Word): number {
  if (w.norm.replace(/'/g, '').length <= 3) return 0.5;
  return w.name ? 0.75 : 1;
}

export function letterCount(text: string, language: string): number {
  return normWords(text, language).reduce((a, w) => a + w.replace(/'/g, '').length, 0);
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function base(status: PieceStatus, speechS: number, reason: string | null): Verdict {
  return { status, score: status === 'ok' ? 1 : 0, heard: '', missing: [], wrong: [], extra: [], ops: [], reason, speechS: round3(speechS) };
}

/**
 * A doubled word: an extra word equal to the expected word just before or after it — unless a
 * word is missing right there (then the recognizer heard the missing word as its neighbour), or,
 * with word times, the two together hold no more than one word of speech (a stretched word).
 */
function isDoubling(ops: AlignOp[], k: number, expected: Word[], heard: string[], shares: number[] | null): boolean {
  if (ops[k - 1]?.op === 'missing' || ops[k + 1]?.op === 'missing') return false;
  const word = heard[ops[k]!.h]!;
  // "oh oh", "i i": too short to tell a second word from a drawn-out one.
  if (word.replace(/'/g, '').length < 3) return false;
  const twin = [ops[k - 1], ops[k + 1]].find((o) => o !== undefined && o.e >= 0 && o.h >= 0 && expected[o.e]?.norm === word);
  if (!twin) return false;
  return !shares || shares[ops[k]!.h]! + shares[twin.h]! >= TWO_WORDS;
}

export function judgePiece(ev: PieceEvidence): Verdict {
  const speechS = speechSeconds(ev.speech, 0, ev.durationS);
  if (ev.error) return base('error', speechS, ev.error);
  const expected = textWords(ev.expected, ev.language);
  if (expected.length === 0) return base('ok', speechS, null);
  const fine = ev.wordSpeech ?? ev.speech;
  // Silent by both measures: a VAD may not take a short «Oh,» of an old or a child's voice for speech.
  if (Math.max(speechS, speechSeconds(fine, 0, ev.durationS)) < SILENT_S) return { ...base('bad', speechS, 'No speech in the piece: it is silent.'), score: 0 };
  const letters = expected.reduce((a, w) => a + w.norm.length, 0);
  if (ev.secPerLetter && expected.length >= 4) {
    // Measured like the pace itself (check-run measures it on the word-precise speech).
    const spoken = speechSeconds(fine, 0, ev.durationS);
    const needS = letters * ev.secPerLetter;
    if (spoken < TRUNCATED_SHARE * needS) {
      return { ...base('bad', speechS, `The piece is cut short: ${spoken.toFixed(1)} s of speech where its text needs about ${needS.toFixed(1)} s.`), score: round3(spoken / needS) };
    }
  }
  const rec = ev.recognition;
  if (!rec) return base('unchecked', speechS, null);

  let heard = normWords(rec.text, ev.language);
  let timed = rec.mode === 'verify' && rec.words && rec.words.length === heard.length && ev.secPerLetter !== null ? rec.words : null;
  // A verifying recognizer's word placed on silence is not there; a repeat it placed on a pause
  // is its way of filling the pause, not a doubled word.
  let shares: number[] | null = null;
  if (timed) {
    const all = speechShare(timed, fine, ev.secPerLetter!);
    const keep = all.map((share) => share >= ON_SILENCE);
    heard = heard.filter((_, i) => keep[i]);
    timed = timed.filter((_, i) => keep[i]);
    shares = all.filter((_, i) => keep[i]);
  }
  const ops = alignWords(expected.map((w) => w.norm), heard, ev.language).filter((o) => o.op !== 'extra' || !shares || shares[o.h]! >= HOLLOW_REPEAT);
  const losses = timed ? lossEvidence(ops, expected, timed, fine, ev.secPerLetter!) : null;
  const missing: string[] = [];
  const wrong: string[] = [];
  const extra: string[] = [];
  const doubled: string[] = [];
  const triples: OpTriple[] = [];
  let total = 0;
  let errors = 0;
  // Weight of the heaviest run of consecutive plain losses (one lost "the" is a slip; "of the" is not).
  let plainLoss = 0;
  let run = 0;
  let silentLoss = false;
  let doubt: string | null = null;
  for (const w of expected) total += weight(w);
  ops.forEach((o, k) => {
    const exp = o.e >= 0 ? expected.slice(o.e, o.e + o.eCount) : [];
    const expText = exp.map((w) => w.raw).join(' ');
    const heardText = o.h >= 0 ? heard.slice(o.h, o.h + o.hCount).join(' ') : '';
    triples.push([o.op, expText, heardText]);
    if (o.op !== 'missing') run = 0;
    if (o.op === 'missing') {
      missing.push(expText);
      errors += weight(exp[0]!);
      const evidence = losses?.get(k);
      if (evidence?.gap) silentLoss = true;
      else if (evidence?.unsure) doubt ??= `the recognizer may have heard it as part of «${evidence.unsure}»`;
      // The first and last words of a piece are where a decoder slips most (onsets, fading ends).
      else {
        // A verifier that lost a content word may fit it onto the next short word and report that
        // one lost: a neighbour squeezed into far less speech than it needs carries the loss.
        const squeezed = [ops[k - 1], ops[k + 1]].some((n) => n && n.h >= 0 && shares && shares[n.h]! < SQUEEZED && heard[n.h]!.length >= 4);
        const w = squeezed ? Math.max(1, weight(exp[0]!)) : weight(exp[0]!);
        run += o.e === 0 || o.e === expected.length - 1 ? w / 2 : w;
        plainLoss = Math.max(plainLoss, run);
      }
    } else if (o.op === 'wrong') {
      wrong.push(expText);
      // A misheard name is the recognizer's weakness more often than the voice's.
      errors += exp[0]!.name ? 0.25 : 0.5 * weight(exp[0]!);
    } else if (o.op === 'extra') {
      extra.push(heardText);
      // A repeat the recognizer placed on little speech is a stretched word, not a second one.
      if (isDoubling(ops, k, expected, heard, shares)) {
        doubled.push(heardText);
        errors += 1;
      } else errors += 0.25;
    } else if (o.op === 'near') {
      errors += 0.05;
    }
  });
  const score = round3(Math.max(0, 1 - errors / Math.max(total, 1)));
  const verdict: Verdict = { status: 'ok', score, heard: rec.text.trim(), missing, wrong, extra, ops: triples, reason: null, speechS: round3(speechS) };
  if (missing.length === 0 && wrong.length === 0 && extra.length === 0) return verdict;
  const lostTrack = rec.mode === 'verify' && heard.length === 0;
  if (lostTrack) doubt = 'the recognizer could not follow the piece';

  // Bad: a word lost where the recording falls silent; a lost content word (or two short ones)
  // in a piece long enough to trust one slip of the recognizer; a doubled word. A lost name or a
  // short word alone is only a remark, and so is a loss where the recognizer lost track.
  if (ev.poorlyHeardVoice && plainLoss > 0) doubt ??= 'the recognizer hears this voice poorly';
  const bad = !lostTrack && (silentLoss || doubled.length > 0 || (!ev.poorlyHeardVoice && plainLoss >= 1 && expected.length >= 3));
  const quote = (ws: string[]) => ws.map((w) => `«${w}»`).join(', ');
  const others = extra.filter((w) => !doubled.includes(w));
  const what = [
    missing.length ? `lost: ${quote(missing)}` : '',
    doubled.length ? `doubled: ${quote(doubled)}` : '',
    wrong.length ? `heard differently: ${quote(wrong)}` : '',
    others.length ? `extra: ${quote(others)}` : '',
  ].filter(Boolean).join('; ');
  if (bad) {
    verdict.status = 'bad';
    verdict.reason = `Words ${what}${silentLoss ? ' (the recording falls silent there)' : ''}.`;
  } else {
    verdict.status = 'warn';
    verdict.reason = doubt ? `Possibly ${what} (${doubt}).` : `Minor: ${what}.`;
  }
  return verdict;
}
