// A chapter's recording, written while it is being voiced: pieces are appended in chapter order
// as soon as they (and every piece before them) exist, with the pauses between them, into one
// MP3 encoder. The encoding thus overlaps the synthesis instead of following it. The place of
// each piece (t0, t1) is counted in samples, so the timeline matches the sound exactly.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import type { PieceSpec } from '../../domain/units.ts';
import { openMp3Stream, type Mp3Stream, type Mp3Tags } from '../../engines/ffmpeg/encode.ts';
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
}

export class ChapterRecorder {
  private readonly units: PieceSpec[];
  private readonly part: string;
  private readonly out: string;
  private readonly opts: { tags: Mp3Tags; signal: AbortSignal };
  private stream: Mp3Stream | null = null;
  private rate = 0;
  private next = 0;
  private pos = 0;
  private readonly timeline: RecordedPiece[] = [];

  constructor(units: PieceSpec[], out: string, opts: { tags: Mp3Tags; signal: AbortSignal }) {
    this.units = units;
    this.out = out;
    this.part = `${out}.part`;
    this.opts = opts;
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
      const stream = this.open(pcm.sampleRate);
      const samples = pcm.sampleRate === this.rate ? pcm.samples : resample(pcm.samples, pcm.sampleRate, this.rate);
      const t0 = this.pos;
      stream.write(samples);
      this.pos += samples.length;
      this.timeline.push({
        key: u.key, t0: seconds(t0, this.rate), t1: seconds(this.pos, this.rate),
        text: u.text, prepared: u.prepared, speaker: u.speaker, segment_ids: u.segmentIds,
      });
      const gap = Math.round((pauseAfter(u, this.units[this.next + 1]) / 1000) * this.rate);
      if (gap > 0) {
        stream.write(new Int16Array(gap));
        this.pos += gap;
      }
      this.next++;
    }
  }

  /** Waits for the encoder and moves the finished file into place (or drops it on failure). */
  async finish(): Promise<Recorded> {
    try {
      if (!this.complete) throw new Error(`the piece ${this.units[this.next]!.key} has no sound`);
      await this.open(FALLBACK_RATE).end();
      renameSync(this.part, this.out);
    } catch (err) {
      await this.discard();
      throw err;
    }
    return { timeline: this.timeline, durationS: seconds(this.pos, this.rate) };
  }

  /** Drops an unfinished recording (cancelled or failed render) once its encoder has exited. */
  async discard(): Promise<void> {
    await this.stream?.end().catch(() => {});
    rmSync(this.part, { force: true });
  }

  private open(rate: number): Mp3Stream {
    if (!this.stream) {
      this.rate = rate;
      this.stream = openMp3Stream(rate, this.part, this.opts);
    }
    return this.stream;
  }
}
