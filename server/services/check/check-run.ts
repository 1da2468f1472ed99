// Checking pieces of a chapter recording: cut each piece out of the recording (16 kHz), find
// its speech, recognize it, and judge it against the text the voice read.
import { energySpeech, type Interval } from '../../domain/check/evidence.ts';
import { judgePiece, letterCount, type Verdict } from '../../domain/check/judge.ts';
import { normWords } from '../../domain/check/normalize.ts';
import { ASR_RATE, type Clip, type Recognizer, type SpeechDetector } from '../../engines/asr/index.ts';
import type { Pcm } from '../../util/wav.ts';

export interface PieceToCheck {
  key: string;
  /** Seconds in the recording. */
  t0: number;
  t1: number;
  prepared: string;
  speaker: string;
}

export interface CheckTools {
  language: string;
  recognizer: Recognizer | null;
  detector: SpeechDetector;
  signal?: AbortSignal;
  /** Done / total work units (speech detection counts half a piece, recognition the other half). */
  onProgress?: (done: number, total: number) => void;
}

/** Typical seconds of speech per letter, by speaker (and `*` for the whole chapter). */
export type Pace = Map<string, number>;

/** What the first pass over a chapter learnt about its voices, reused when pieces are checked again. */
export interface VoiceStats {
  pace: Pace;
  /** Speakers whose words the recognizer misses too often to believe a single loss. */
  poorlyHeard: Set<string>;
}

/** Share of a voice's words the recognizer may miss before its losses stop being believed. */
const POOR_MISS_RATE = 0.04;
const MIN_WORDS_FOR_RATE = 60;

/** Margin around a piece (its neighbours' pauses are at least this long unless set to 0). */
const PAD_S = 0.12;

/** Cuts the pieces out of the recording with a little of the pause on each side. */
export function cutClips(pcm: Pcm, pieces: readonly PieceToCheck[], language: string): Clip[] {
  const sorted = [...pieces].sort((a, b) => a.t0 - b.t0);
  const total = pcm.samples.length / pcm.sampleRate;
  return pieces.map((p) => {
    const i = sorted.indexOf(p);
    const before = sorted[i - 1];
    const after = sorted[i + 1];
    const a = Math.max(0, p.t0 - Math.min(PAD_S, before ? Math.max(0, (p.t0 - before.t1) / 2) : PAD_S));
    const b = Math.min(total, p.t1 + Math.min(PAD_S, after ? Math.max(0, (after.t0 - p.t1) / 2) : PAD_S));
    const samples = pcm.samples.slice(Math.floor(a * pcm.sampleRate), Math.ceil(b * pcm.sampleRate));
    return { id: p.key, samples, expected: normWords(p.prepared, language) };
  });
}

function median(xs: number[]): number | null {
  if (xs.length < 3) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The pace of each speaker's voice from the pieces themselves (needs a few pieces of some length). */
export function measurePace(pieces: readonly PieceToCheck[], speech: readonly Interval[][], language: string): Pace {
  const by = new Map<string, number[]>();
  const all: number[] = [];
  pieces.forEach((p, i) => {
    const letters = letterCount(p.prepared, language);
    const s = speech[i]!.reduce((a, [x, y]) => a + (y - x), 0);
    if (letters < 20 || s <= 0) return;
    const rate = s / letters;
    all.push(rate);
    by.set(p.speaker, [...(by.get(p.speaker) ?? []), rate]);
  });
  const pace: Pace = new Map();
  const chapter = median(all);
  if (chapter !== null) pace.set('*', chapter);
  for (const [speaker, rates] of by) {
    const m = median(rates);
    if (m !== null) pace.set(speaker, m);
  }
  return pace;
}

export interface Checked {
  verdicts: Map<string, Verdict>;
  stats: VoiceStats;
}

/** Judges each piece; what an earlier pass learnt about the voices is kept where this one has too few pieces. */
export async function checkPieces(pcm: Pcm, pieces: readonly PieceToCheck[], tools: CheckTools, known?: VoiceStats): Promise<Checked> {
  if (pcm.sampleRate !== ASR_RATE) throw new Error(`check audio must be ${ASR_RATE} Hz`);
  const clips = cutClips(pcm, pieces, tools.language);
  const n = clips.length;
  const total = tools.recognizer ? 2 * n : n;
  const speech = await tools.detector.detect(clips, { signal: tools.signal, onProgress: (d) => tools.onProgress?.(d, total) });
  tools.onProgress?.(n, total);
  // Word-level evidence always from frame energies (see PieceEvidence.wordSpeech).
  const fine = tools.detector.id === 'energy' ? speech : clips.map((c) => energySpeech(c.samples, ASR_RATE));
  const pace: Pace = new Map([...(known?.pace ?? []), ...measurePace(pieces, fine, tools.language)]);
  const results = tools.recognizer
    ? await tools.recognizer.recognize(clips, { signal: tools.signal, onProgress: (d) => tools.onProgress?.(n + d, total) })
    : null;
  const judge = (i: number, poorlyHeard: ReadonlySet<string>): Verdict => {
    const p = pieces[i]!;
    const r = results?.[i];
    return judgePiece({
      expected: p.prepared,
      language: tools.language,
      durationS: clips[i]!.samples.length / ASR_RATE,
      speech: speech[i]!,
      wordSpeech: fine[i]!,
      secPerLetter: pace.get(p.speaker) ?? pace.get('*') ?? null,
      recognition: r?.recognition ?? null,
      error: r?.error ?? null,
      poorlyHeardVoice: poorlyHeard.has(p.speaker),
    });
  };
  let verdicts = pieces.map((_, i) => judge(i, known?.poorlyHeard ?? new Set()));
  // A voice the recognizer keeps missing words of (a child's, a far-from-natural one): its single
  // losses say more about the recognizer than about the voice.
  const words = new Map<string, { all: number; missed: number }>();
  pieces.forEach((p, i) => {
    const w = words.get(p.speaker) ?? { all: 0, missed: 0 };
    w.all += clips[i]!.expected.length;
    w.missed += verdicts[i]!.missing.length;
    words.set(p.speaker, w);
  });
  // Measured on the whole chapter only: a re-check of a few (once bad) pieces is no fair sample.
  const poorlyHeard = new Set(known?.poorlyHeard ?? []);
  if (!known) for (const [speaker, w] of words) if (w.all >= MIN_WORDS_FOR_RATE && w.missed / w.all > POOR_MISS_RATE) poorlyHeard.add(speaker);
  if (poorlyHeard.size && !known) verdicts = pieces.map((_, i) => judge(i, poorlyHeard));
  return { verdicts: new Map(pieces.map((p, i) => [p.key, verdicts[i]!])), stats: { pace, poorlyHeard } };
}
