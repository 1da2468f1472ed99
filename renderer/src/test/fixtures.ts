// Small API answers for renderer unit tests, typed by the generated client so they follow the contract.
import type { BookDetail, ChapterView, Job, Segment } from '../api/types.ts';

export function job(over: Partial<Job> = {}): Job {
  return {
    id: 'j1', type: 'render', job_type: 'render', status: 'running', stage: 'synth', done: 1, total: 4, reused: 0, credits_used: 0, error: null,
    chapter_id: 'c1', book_id: 'b1', created_at: '2026-01-01T10:00:00.000Z', started_at: null, finished_at: null, title: 'Глава 1', eta_s: 3,
    bytes: null, bytes_total: null, cost_usd: null, ...over,
  } as Job;
}

export function segment(id: string, over: Partial<Segment> = {}): Segment {
  return {
    id, chapter_id: 'c1', position: 0, text: `Line ${id}`, kind: 'speech', block_id: 0, paragraph_id: 0, character_id: 'narrator',
    review: false, issue: '', speaker_source: 'auto', emotion: null, delivery: {}, skip_audio: false, pause_ms: null, stressed: null, stress_review: [],
    ...over,
  } as Segment;
}

export function chapterView(segments: Segment[], over: Partial<ChapterView> = {}): ChapterView {
  return {
    chapter: { id: 'c1', book_id: 'b1', title: 'Глава 1', status: 'draft', audio_url: null } as ChapterView['chapter'],
    segments, units: [], problems: [], job: null, timeline: [], estimate_credits: 0, ...over,
  };
}

export function book(over: Partial<BookDetail> = {}): BookDetail {
  return { id: 'b1', title: 'Встреча', chapters: [], characters: [], ...over } as BookDetail;
}
