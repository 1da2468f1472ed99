// A chapter's recording, gathered while it is being voiced: pieces are appended in chapter order
// as soon as they (and every piece before them) exist, with the pauses between them. At the end
// the chapter's sound is made final once (studio or raw, engines/export/chapter-final.ts) into
// the MP3 the studio plays and the AAC the m4b joins. The place of each piece (t0, t1) is counted
// in samples, so the timeline matches the sound exactly (room tone before it included).
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import type { PieceSpec } from '../../domain/units.ts';
import type { Mp3Tags } from '../../engines/ffmpeg/encode.ts';
import { finalizeChapter, type ChapterFinal } from '../../engines/export/chapter-final.ts';
import type { SoundMode } from '../../engines/export/index.ts';
import { resample } from '../../util/resample.ts';
import { decodeWav } from '../../util/wav.ts';
import type { BookRow, ChapterRow } from '../../storage/rows.ts';
import type { RecordedPiece } from '../chapters/units.service.ts';

/** Default pauses after a piece, ms: within a paragraph (a change of speaker), and between paragraphs. */
export const PAUSE_IN_PARAGRAPH_MS = 300;
export const PAUSE_BETWEEN_PARAGRAPHS_MS = 700;

/** The pause after a piece: its own `pause_ms`, else the usual one; none after the last. */
export function pauseAfter(u: PieceSpec, next: PieceSpec | undefined): number {
  if (!next) return 0;
  if (u.pauseMs !== null) return u.pauseMs;
  return next.paragraphId !== u.paragraphId ? PAUSE_BETWEEN_PARAGRAPHS_MS : PAUSE_IN_PARAGRAPH_MS;
}

/** The sample rate of a recording whose first piece is not known yet (no piece at all). */
const FALLBACK_RATE = 22050;

const seconds = (samples: number, rate: number) => Math.round((samples / rate) * 1000) / 1000;

/** The ID3 tags of a chapter recording. */
export function chapterTags(chapter: ChapterRow, book: BookRow): Mp3Tags {
  return { title: chapter.title, album: book.title, artist: book.author, track: String(chapter.position + 1) };
}

export interface Recorded {
  timeline: RecordedPiece[];
  durationS: number;
  /** How the MP3 and the AAC beside it were made and measured. */
  final: ChapterFinal;
}

export class ChapterRecorder {
  private readonly units: PieceSpec[];
  private readonly out: string;
  private readonly opts: { tags: Mp3Tags; signal: AbortSignal; sound: SoundMode };
  /** The chapter's PCM so far, on disk beside `out` (an hour of it is 160 MB: held once, at the end). */
  private readonly pcm: string;
  private rate = 0;
  private next = 0;
  private pos = 0;
  private readonly timeline: RecordedPiece[] = [];

  constructor(units: PieceSpec[], out: string, opts: { tags: Mp3Tags; signal: AbortSignal; sound: SoundMode }) {
    this.units = units;
    this.out = out;
    this.pcm = `${out}.pcm`;
    this.opts = opts;
    // A render resumed after a restart starts its recording again.
    rmSync(this.pcm, { force: true });
  }

  /** Every piece is in the recording. */
  get complete(): boolean {
    return this.next >= this.units.length;
  }

  /**
   * Appends the pieces that can be appended now, in order. `pathOf` gives a piece's WAV, or
   * undefined while it is not voiced yet (then the pieces after it wait too).
   */
  pump(pathOf: (key: string) => string | undefined): void {
    while (this.next < this.units.length) {
      const u = this.units[this.next]!;
      const path = pathOf(u.key);
      if (!path) return;
      const pcm = decodeWav(readFileSync(path));
      // The first piece sets the recording's rate; pieces of voices at other rates are converted.
      if (!this.rate) this.rate = pcm.sampleRate;
      const samples = pcm.sampleRate === this.rate ? pcm.samples : resample(pcm.samples, pcm.sampleRate, this.rate);
      const t0 = this.pos;
      this.append(samples);
      this.pos += samples.length;
      this.timeline.push({
        key: u.key, t0: seconds(t0, this.rate), t1: seconds(this.pos, this.rate),
        text: u.text, prepared: u.prepared, speaker: u.speaker, segment_ids: u.segmentIds,
      });
      const gap = Math.round((pauseAfter(u, this.units[this.next + 1]) / 1000) * this.rate);
      if (gap > 0) {
        this.append(new Int16Array(gap));
        this.pos += gap;
      }
      this.next++;
    }
  }

  /** Makes the chapter's final sound into `out` (MP3) and the AAC beside it (recordingFiles). */
  async finish(): Promise<Recorded> {
    if (!this.complete) {
      rmSync(this.pcm, { force: true });
      throw new Error(`the piece ${this.units[this.next]!.key} has no sound`);
    }
    const rate = this.rate || FALLBACK_RATE;
    let x: Int16Array;
    try {
      const bytes = this.pos ? readFileSync(this.pcm) : Buffer.alloc(0);
      if (bytes.byteOffset % 2 === 0) x = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
      else {
        x = new Int16Array(bytes.length / 2);
        Buffer.from(x.buffer).set(bytes);
      }
    } finally {
      rmSync(this.pcm, { force: true });
    }
    const final = await finalizeChapter(x, rate, this.opts.sound, this.out, { tags: this.opts.tags, signal: this.opts.signal });
    const shift = (t: number) => Math.round((t + final.leadS) * 1000) / 1000;
    return {
      timeline: this.timeline.map((p) => ({ ...p, t0: shift(p.t0), t1: shift(p.t1) })),
      durationS: seconds(final.samples, rate),
      final,
    };
  }

  /** Drops what was gathered (a cancelled or failed render). */
  discard(): Promise<void> {
    rmSync(this.pcm, { force: true });
    return Promise.resolve();
  }

  private append(samples: Int16Array): void {
    appendFileSync(this.pcm, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  }
}
