// One progress figure for the taskbar/dock and the tray tooltip out of all jobs in work. Jobs
// report pieces done of total; a job that has not counted its pieces yet makes the bar
// "indeterminate" only while nothing else has a measurable total.
import { t, type Lang } from './i18n.ts';

/** The fields of a job (GET /jobs/{id}) this needs. */
export interface JobLike {
  id: string;
  type: string;
  status: string;
  done: number;
  total: number;
  title?: string;
  eta_s?: number;
}

export type BarMode = 'none' | 'normal' | 'indeterminate';

export interface ProgressSummary {
  /** Jobs queued or running. */
  active: number;
  mode: BarMode;
  /** 0..1 for `normal`; -1 removes the bar (Electron's convention); 2 for indeterminate. */
  value: number;
  /** The tray tooltip. */
  label: string;
}

const TERMINAL = new Set(['done', 'failed', 'cancelled']);

export class JobProgress {
  private readonly jobs = new Map<string, JobLike>();

  /** Records a job's latest state; finished jobs leave the figure. Returns whether anything changed. */
  update(job: JobLike): boolean {
    if (TERMINAL.has(job.status)) return this.jobs.delete(job.id);
    const before = this.jobs.get(job.id);
    this.jobs.set(job.id, job);
    return !before || before.done !== job.done || before.total !== job.total || before.status !== job.status;
  }

  forget(id: string): void {
    this.jobs.delete(id);
  }

  clear(): void {
    this.jobs.clear();
  }

  get size(): number {
    return this.jobs.size;
  }

  summary(lang: Lang): ProgressSummary {
    const jobs = [...this.jobs.values()];
    if (jobs.length === 0) return { active: 0, mode: 'none', value: -1, label: t(lang, 'tray.idle') };
    const counted = jobs.filter((j) => j.total > 0);
    const renders = jobs.filter((j) => j.type === 'render').length;
    const exports = jobs.filter((j) => j.type === 'export').length;
    const checks = jobs.length - renders - exports;
    const parts: string[] = [];
    if (renders) parts.push(t(lang, 'tray.renders', renders));
    if (exports) parts.push(t(lang, 'tray.exports', exports));
    if (checks) parts.push(t(lang, 'tray.checks', checks));
    if (counted.length === 0) {
      return { active: jobs.length, mode: 'indeterminate', value: 2, label: parts.join(', ') };
    }
    const done = counted.reduce((s, j) => s + Math.min(Math.max(j.done, 0), j.total), 0);
    const total = counted.reduce((s, j) => s + j.total, 0);
    const value = done / total;
    const eta = Math.max(0, ...jobs.map((j) => j.eta_s ?? 0));
    const pct = Math.floor(value * 100);
    const label = `${parts.join(', ')} — ${pct}%${eta >= 1 ? `, ${t(lang, 'tray.eta', 0, formatDuration(eta, lang))}` : ''}`;
    return { active: jobs.length, mode: 'normal', value, label };
  }
}

/** 75 → "1 min 15 s" / "1 мин 15 с"; an hour and more drops the seconds. */
export function formatDuration(seconds: number, lang: Lang): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const u = lang === 'ru' ? { h: 'ч', m: 'мин', s: 'с' } : { h: 'h', m: 'min', s: 's' };
  if (h > 0) return `${h} ${u.h} ${m} ${u.m}`;
  if (m > 0) return sec ? `${m} ${u.m} ${sec} ${u.s}` : `${m} ${u.m}`;
  return `${sec} ${u.s}`;
}
