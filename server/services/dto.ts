// Rows → API objects. One place, so every endpoint shows a resource the same way.
import type { Character } from '../contract/characters.ts';
import type { Segment } from '../contract/chapters.ts';
import type { Emotion } from '../contract/enums.ts';
import type { Job } from '../contract/jobs.ts';
import { DEFAULT_LANG, type Lang, type TextRef } from '../contract/texts.ts';
import { noteIn } from '../domain/book/notes.ts';
import type { CharacterRow, JobRow, SegmentRow } from '../storage/rows.ts';
import { toCredits } from '../util/credits.ts';
import { shownDescription, shownName } from './default-names.ts';
import { parseIso } from '../util/time.ts';

/** The narrator's and the unknown speaker's default names and descriptions in `lang`, or as stored (default-names.ts). */
export function characterDto(r: CharacterRow, lang: Lang | null): Character {
  return {
    id: r.id,
    book_id: r.book_id,
    name: shownName(r, lang),
    aliases: JSON.parse(r.aliases) as string[],
    is_narrator: r.is_narrator === 1,
    voice_id: r.voice_id,
    emotion: r.emotion as Emotion,
    controls: JSON.parse(r.controls) as Character['controls'],
    position: r.position,
    gender: r.gender as Character['gender'],
    age: r.age as Character['age'],
    description: shownDescription(r, lang),
    preset_id: r.preset_id,
    source: r.source,
  };
}

/**
 * `stressReview`: the words of this line whose stress the placer could not decide, computed from
 * its prepared text (the chapter view passes them); without it, the stored column. Their reasons,
 * like the line's note, are answered in the caller's language.
 */
export function segmentDto(r: SegmentRow, stressReview?: Segment['stress_review'], lang: Lang = DEFAULT_LANG): Segment {
  const style = JSON.parse(r.delivery) as Segment['delivery'];
  const delivery = r.takes > 0 ? { ...style, takes: r.takes, take: r.take } : style;
  return {
    id: r.id,
    chapter_id: r.chapter_id,
    position: r.position,
    text: r.text,
    kind: r.kind,
    block_id: r.block_id,
    paragraph_id: r.paragraph_id,
    character_id: r.character_id,
    skip_audio: r.skip_audio === 1,
    pause_ms: r.pause_ms,
    confidence: Math.round(r.confidence * 1000) / 1000,
    review: r.review === 1,
    issue: noteIn(r.issue, lang),
    emotion: (r.emotion || null) as Emotion | null,
    speaker_source: r.speaker_source,
    emotion_source: r.emotion_source,
    stressed: r.stressed,
    delivery,
    stress_review: (stressReview ?? (JSON.parse(r.stress_review) as Segment['stress_review'])).map((n) => ({ word: n.word, reason: noteIn(n.reason, lang) })),
    stage: r.stage,
    note: null,
    ai: null,
  };
}

export interface JobExtras {
  etaS: number;
  /** The title in the caller's language, and its kind and parameters (null on older jobs). */
  title: string;
  titleRef: TextRef | null;
  downloadUrl?: string;
  /** Export jobs: the measured sound of each chapter, and the file's format. */
  sound?: Job['sound'];
  format?: string;
  /** Export jobs: the chapters left out (not voiced when the job was queued). */
  missingChapters?: Job['missing_chapters'];
}

export function jobDto(r: JobRow, extras: JobExtras): Job {
  const job: Job = {
    id: r.id,
    type: r.type,
    job_type: r.type,
    status: r.status,
    stage: r.stage as Job['stage'],
    done: r.done,
    total: r.total,
    reused: r.reused,
    credits_used: toCredits(r.credits_used_milli),
    error: r.error,
    chapter_id: r.chapter_id,
    book_id: r.book_id,
    created_at: r.created_at,
    started_at: r.started_at,
    finished_at: r.finished_at,
    title: extras.title,
    title_kind: extras.titleRef?.kind ?? null,
    title_params: extras.titleRef?.params ?? null,
    eta_s: extras.etaS,
    bytes: r.bytes,
    bytes_total: r.bytes_total,
    cost_usd: null,
  };
  if (r.finished_at && r.started_at) job.took_s = Math.round((parseIso(r.finished_at) - parseIso(r.started_at)) / 100) / 10;
  else if (r.finished_at) job.took_s = 0;
  if (extras.downloadUrl) job.download_url = extras.downloadUrl;
  if (extras.sound) job.sound = extras.sound;
  if (r.type === 'export') {
    job.format = extras.format ?? 'm4b';
    job.missing_chapters = extras.missingChapters ?? [];
  }
  return job;
}
