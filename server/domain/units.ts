// How lines become pieces of sound, what each piece is (its content address) and what it costs.
// Pure: the caller supplies the lines, the characters, the voices and the text preparation.
import { createHash } from 'node:crypto';
import type { DeliveryStyle, Emotion, LineKind, StageKind, StageMode } from '../contract/enums.ts';
import { NEUTRAL } from '../contract/enums.ts';
import { priceMilli, pricedChars } from '../util/credits.ts';

export interface UnitLine {
  id: string;
  text: string;
  /** Text with the user's stress marks (U+0301), or null. */
  stressed: string | null;
  kind: LineKind;
  paragraphId: number;
  characterId: string;
  emotion: Emotion | null;
  delivery: DeliveryStyle;
  skip: boolean;
  pauseMs: number | null;
  /** Selected take; 0 is the first (the line voiced together with its neighbours). */
  take: number;
  /** A play's stage text (remark or direction), voiced or skipped as the book says; null otherwise. */
  stage: StageKind | null;
}

export interface UnitCharacter {
  id: string;
  voiceId: string;
  emotion: Emotion;
  speed: number;
  /** The character's variant of its voice, semitones (0: the voice itself). */
  pitch: number;
  formant: number;
  isNarrator: boolean;
}

export interface UnitVoice {
  id: string;
  weight: number;
  emotions: boolean;
}

export interface BookReading {
  /** `roles`: each character in their voice; `solo`: the narrator reads everything. */
  reading: 'roles' | 'solo';
  /** `hero`: thoughts in the thinker's voice; `narrator`: thoughts read by the narrator. */
  thoughts: 'hero' | 'narrator';
  /** A play's remarks inside replicas and directions between them: read by the narrator, or skipped. */
  stageRemarks: StageMode;
  stageDirections: StageMode;
}

/** A play's stage line the book says to skip: not voiced, not paid, like a line marked skip_audio. */
export function stageSkipped(stage: StageKind | null, reading: Pick<BookReading, 'stageRemarks' | 'stageDirections'>): boolean {
  if (stage === 'remark') return reading.stageRemarks === 'skip';
  if (stage === 'direction') return reading.stageDirections === 'skip';
  return false;
}

export interface PieceSpec {
  key: string;
  /** The character whose line(s) these are. */
  speaker: string;
  voiceId: string;
  emotion: Emotion;
  speed: number;
  /** Semitones of the voice variant (0 and 0: the voice itself). */
  pitch: number;
  formant: number;
  delivery: DeliveryStyle;
  kind: LineKind;
  take: number;
  text: string;
  prepared: string;
  segmentIds: string[];
  /** Priced characters (stress marks not counted). */
  chars: number;
  weight: number;
  milli: number;
  /** Pause after the piece in ms (null: the usual one). */
  pauseMs: number | null;
  paragraphId: number;
}

/** Pieces longer than this are not extended by merging (a long run of lines is still split by line). */
export const MAX_MERGED_CHARS = 1000;

export function deliveryKey(d: DeliveryStyle): string {
  return [d.intonation ?? '', d.tempo ?? '', d.volume ?? ''].join('|');
}

/** Semitones as the content address and the synthesis see them (hundredths). */
export const semitones = (n: number | undefined): number => Math.round((n ?? 0) * 100) / 100;

export interface PieceAddress {
  voiceId: string;
  emotion: string;
  speed: number;
  pitch: number;
  formant: number;
  delivery: DeliveryStyle;
  prepared: string;
  take: number;
}

/**
 * The content address of a piece: same voice (and variant), settings and prepared text ⇒ same
 * sound. A plain voice (pitch and formant 0) keeps the address it had before variants existed.
 */
export function pieceKey(p: PieceAddress): string {
  const parts: unknown[] = [p.voiceId, p.emotion, Math.round(p.speed * 100) / 100, deliveryKey(p.delivery), p.prepared, p.take];
  const pitch = semitones(p.pitch);
  const formant = semitones(p.formant);
  if (pitch || formant) parts.push(pitch, formant);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

export interface BuildUnitsInput {
  lines: UnitLine[];
  characters: Map<string, UnitCharacter>;
  voices: Map<string, UnitVoice>;
  reading: BookReading;
  /** Text preparation (rules, normalisation, stress) for one line. */
  prepare: (text: string) => string;
}

/** Who voices a line, given the book's reading mode. */
function voicingCharacter(line: UnitLine, input: BuildUnitsInput, narrator: UnitCharacter | undefined): UnitCharacter | undefined {
  const own = input.characters.get(line.characterId);
  if (!narrator) return own;
  if (input.reading.reading === 'solo') return narrator;
  if (line.kind === 'thought' && input.reading.thoughts === 'narrator') return narrator;
  return own;
}

export function buildUnits(input: BuildUnitsInput): PieceSpec[] {
  const narrator = [...input.characters.values()].find((c) => c.isNarrator);
  const out: PieceSpec[] = [];
  let open: (PieceSpec & { lineTexts: string[]; prepTexts: string[]; mergeable: boolean }) | null = null;

  const close = () => {
    if (!open) return;
    open.text = open.lineTexts.join(' ');
    open.prepared = open.prepTexts.join(' ');
    open.key = pieceKey(open);
    const { lineTexts: _l, prepTexts: _p, mergeable: _m, ...piece } = open;
    out.push(piece);
    open = null;
  };

  for (const line of input.lines) {
    if (line.skip || !line.text.trim() || stageSkipped(line.stage, input.reading)) {
      // A skipped line still ends the piece before it (its neighbours are not joined across it).
      close();
      continue;
    }
    const who = voicingCharacter(line, input, narrator);
    if (!who) continue;
    const voice = input.voices.get(who.voiceId);
    const weight = voice?.weight ?? 0.1;
    const emotion: Emotion = voice && !voice.emotions ? NEUTRAL : (line.emotion ?? who.emotion);
    const chars = pricedChars(line.text);
    const prepared = input.prepare(line.stressed && line.stressed.trim() ? line.stressed : line.text);
    const mergeable = line.take === 0;
    const o = open as (PieceSpec & { lineTexts: string[]; prepTexts: string[]; mergeable: boolean }) | null;
    const canJoin =
      o !== null && o.mergeable && mergeable && o.pauseMs === null && o.speaker === line.characterId && o.voiceId === who.voiceId &&
      o.emotion === emotion && o.kind === line.kind && deliveryKey(o.delivery) === deliveryKey(line.delivery) &&
      o.paragraphId === line.paragraphId && o.speed === who.speed && o.pitch === who.pitch && o.formant === who.formant &&
      o.chars + chars <= MAX_MERGED_CHARS;
    if (canJoin && o) {
      o.lineTexts.push(line.text);
      o.prepTexts.push(prepared);
      o.segmentIds.push(line.id);
      o.chars += chars;
      o.milli += priceMilli(chars, weight);
      o.pauseMs = line.pauseMs;
      continue;
    }
    close();
    open = {
      key: '', speaker: line.characterId, voiceId: who.voiceId, emotion, speed: who.speed, pitch: who.pitch, formant: who.formant,
      delivery: { ...line.delivery },
      kind: line.kind, take: line.take, text: '', prepared: '', segmentIds: [line.id], chars, weight,
      milli: priceMilli(chars, weight), pauseMs: line.pauseMs, paragraphId: line.paragraphId,
      lineTexts: [line.text], prepTexts: [prepared], mergeable,
    };
  }
  close();
  return out;
}

export interface PriceSummary {
  /** Distinct new pieces (a piece that repeats is voiced and paid once). */
  newUnits: number;
  cachedUnits: number;
  newChars: number;
  heardChars: number;
  milli: number;
  byWeight: Map<number, { chars: number; milli: number }>;
}

/**
 * What voicing these pieces would cost now: only pieces the user does not have yet, each once.
 * `have(key)` answers whether the piece exists and whether it was paid by listening.
 */
export function priceUnits(units: PieceSpec[], have: (key: string) => 'voiced' | 'heard' | null): PriceSummary {
  const seen = new Set<string>();
  const s: PriceSummary = { newUnits: 0, cachedUnits: 0, newChars: 0, heardChars: 0, milli: 0, byWeight: new Map() };
  for (const u of units) {
    if (seen.has(u.key)) continue;
    seen.add(u.key);
    const h = have(u.key);
    if (h) {
      s.cachedUnits++;
      if (h === 'heard') s.heardChars += u.chars;
      continue;
    }
    s.newUnits++;
    s.newChars += u.chars;
    s.milli += u.milli;
    const w = s.byWeight.get(u.weight) ?? { chars: 0, milli: 0 };
    w.chars += u.chars;
    w.milli += u.milli;
    s.byWeight.set(u.weight, w);
  }
  return s;
}
