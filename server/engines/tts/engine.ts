// The one voice interface. Every engine (the embedded espeak-ng cast, Piper neural voices, …)
// sits behind it; services never know which engine speaks a line.
import type { Age, DeliveryStyle, Emotion, Gender } from '../../contract/enums.ts';
import type { Lang } from '../../contract/texts.ts';

/** A voice as the catalog describes it (the public fields of GET /voices plus casting hints). */
export interface VoiceInfo {
  /** Stable UUID: the same voice keeps its id across restarts and machines. */
  id: string;
  name: string;
  /** ISO 639-1 language the voice speaks. */
  language: string;
  gender: Gender;
  age: Age;
  /** Register and manner, in the UI language of the voice (Russian for Russian voices). */
  description: string;
  /** The description in each language the studio speaks, when the voice has them (the embedded cast): the API answers in the caller's. */
  descriptions?: Partial<Record<Lang, string>>;
  /** Price weight: 0.1 for simple voices that run on this CPU. */
  weight: number;
  /** The voice plays the 11 emotions; when false only «Нейтрально» is accepted. */
  emotions: boolean;
  /** The voice obeys stress marks (`+` before a vowel, U+0301 after it). */
  stress: boolean;
  commercial_ok: boolean;
  license: string;
  recommended: boolean;
  /** Which engine speaks it: 'espeak', 'piper', … */
  engine: string;
  /** 0..1, how calm/neutral the voice sounds (casting gives the narrator the calmest). */
  calm: number;
  /** Higher is preferred when several voices fit a character equally. */
  preference: number;
  /** Installed and listed; a voice that failed to load is still listed with `working: false`. */
  installed: boolean;
  working: boolean;
  /** Why the voice does not work now (empty when it works). */
  problem: string;
}

export interface SynthesisRequest {
  voiceId: string;
  /**
   * Prepared text: numbers and abbreviations already in words, stress as `+` before the
   * stressed vowel (U+0301 after a vowel is accepted too).
   */
  text: string;
  emotion: Emotion;
  /** Tempo multiplier, 0.6..1.4. */
  speed: number;
  delivery: DeliveryStyle;
  /**
   * A variant of the voice: pitch and formants moved by semitones (−12…12; 0 or absent: the voice
   * itself, bit for bit). Applied to the sound, so every engine has variants.
   */
  pitch?: number;
  formant?: number;
}

export interface SynthesisResult {
  /** Mono 16-bit PCM. */
  samples: Int16Array;
  sampleRate: number;
}

export interface SynthesisOptions {
  signal?: AbortSignal;
  /** Give up (SynthesisTimeoutError) when the synthesis takes longer than this. */
  timeoutMs?: number;
  /** Fair turns: requests of different lanes (users) alternate in the queue. */
  lane?: string;
}

/** The synthesizer the services use: a pool of workers running the engines. */
export interface SpeechSynthesizer {
  /** Every voice the studio knows now: the embedded cast and the installed neural voices. */
  voices(): VoiceInfo[];
  voice(id: string): VoiceInfo | undefined;
  synthesize(request: SynthesisRequest, options?: SynthesisOptions): Promise<SynthesisResult>;
  /** Workers in the pool (synthesis runs this many pieces at once). */
  readonly workers: number;
  /** Re-scan the models folder (after the model manager installed or removed a voice). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** The voice is installed but cannot speak now (failed to load, missing file…). API: 409. */
export class VoiceUnavailableError extends Error {
  override name = 'VoiceUnavailableError';
}
/** Synthesis overran its time budget. API: 503. */
export class SynthesisTimeoutError extends Error {
  override name = 'SynthesisTimeoutError';
}
