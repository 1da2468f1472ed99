// One progress figure for the taskbar out of many jobs; words for the tray in both languages.
import { describe, expect, it } from 'vitest';
import { formatDuration, JobProgress } from './job-progress.ts';
import { langFromLocale, ruPlural, t } from './i18n.ts';

const job = (id: string, done: number, total: number, extra: Record<string, unknown> = {}) => ({ id, type: 'render', status: 'running', done, total, ...extra });

describe('JobProgress', () => {
  it('shows no bar when nothing is in work', () => {
    expect(new JobProgress().summary('en')).toEqual({ active: 0, mode: 'none', value: -1, label: 'Glava Studio — nothing in work' });
  });

  it('weighs jobs by their pieces, not by count', () => {
    const p = new JobProgress();
    p.update(job('a', 9, 10));
    p.update(job('b', 0, 90, { eta_s: 75 }));
    const s = p.summary('en');
    expect(s).toMatchObject({ active: 2, mode: 'normal' });
    expect(s.value).toBeCloseTo(0.09, 6);
    expect(s.label).toBe('voicing 2 chapters — 9%, about 1 min 15 s left');
  });

  it('is indeterminate while no job knows its total, and forgets finished jobs', () => {
    const p = new JobProgress();
    expect(p.update({ id: 'e', type: 'export', status: 'queued', done: 0, total: 0 })).toBe(true);
    expect(p.summary('ru')).toMatchObject({ mode: 'indeterminate', value: 2, label: 'сборка: 1 файл' });
    expect(p.update({ id: 'e', type: 'export', status: 'queued', done: 0, total: 0 })).toBe(false);
    expect(p.update({ id: 'e', type: 'export', status: 'done', done: 5, total: 5 })).toBe(true);
    expect(p.summary('ru').mode).toBe('none');
    expect(p.update({ id: 'x', type: 'render', status: 'cancelled', done: 0, total: 1 })).toBe(false);
  });

  it('never goes past 100% on odd counts', () => {
    const p = new JobProgress();
    p.update(job('a', 12, 10));
    p.update({ id: 'c', type: 'check', status: 'running', done: 1, total: 2 });
    const s = p.summary('ru');
    expect(s.value).toBeCloseTo(11 / 12, 6);
    expect(s.label).toBe('озвучка: 1 глава, проверка: 1 глава — 91%');
  });
});

describe('words', () => {
  it('uses Russian plural forms and picks the language from the locale', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map((n) => ruPlural(n, 'глава', 'главы', 'глав'))).toEqual(['глава', 'главы', 'глав', 'глав', 'глава', 'главы', 'глав']);
    expect(langFromLocale('ru-RU')).toBe('ru');
    expect(langFromLocale('uk')).toBe('ru');
    expect(langFromLocale('en-GB')).toBe('en');
    expect(langFromLocale(undefined)).toBe('en');
    expect(t('ru', 'tray.renders', 5)).toBe('озвучка: 5 глав');
  });

  it('formats remaining time', () => {
    expect(formatDuration(42, 'en')).toBe('42 s');
    expect(formatDuration(120, 'ru')).toBe('2 мин');
    expect(formatDuration(3725, 'en')).toBe('1 h 2 min');
  });
});
