import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/contract/common.ts';
import { IMPORT_FAILURES, IMPORT_REASONS } from '../../../server/contract/enums.ts';
import { GlavaApiError } from '../api/client.ts';
import { errorText, importFailureText } from '../components/error-text.ts';
import { useSettings } from '../stores/settings.ts';
import { ERROR_MESSAGES, IMPORT_MESSAGES, PROBLEM_CODES, PROBLEM_MESSAGES } from './errors.ts';

const cyrillic = /[А-Яа-яЁё]/;
const apiError = (code: string, detail: unknown = 'English detail', reason: string | null = null) =>
  new GlavaApiError(400, code, detail, null, 'test', reason);

afterEach(() => useSettings.getState().setLocale('ru'));

describe('server errors in the studio\'s language', () => {
  it('has a Russian and an English message for every error code of the contract', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES.ru[code], code).toMatch(cyrillic);
      expect(ERROR_MESSAGES.en[code], code).toMatch(/^[^А-Яа-яЁё]+$/);
    }
    expect(Object.keys(ERROR_MESSAGES.ru).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('has both messages for every reason a book file is refused and every chapter problem', () => {
    for (const reason of IMPORT_FAILURES) {
      expect(IMPORT_MESSAGES.ru[reason], reason).toMatch(cyrillic);
      expect(IMPORT_MESSAGES.en[reason], reason).toMatch(/^[^А-Яа-яЁё]+$/);
    }
    for (const code of PROBLEM_CODES) {
      expect(PROBLEM_MESSAGES.ru[code], code).toMatch(cyrillic);
      expect(PROBLEM_MESSAGES.en[code], code).toMatch(/^[^А-Яа-яЁё]+$/);
    }
  });

  it('shows the code\'s message, not the English detail, and follows the chosen language', () => {
    const err = apiError('edition_closed', 'This edition is closed: open a new edition to change or voice it.');
    expect(errorText(err)).toBe(ERROR_MESSAGES.ru.edition_closed);
    useSettings.getState().setLocale('en');
    expect(errorText(err)).toBe(ERROR_MESSAGES.en.edition_closed);
  });

  it('says why an upload was refused by its reason, and why an import failed', () => {
    for (const reason of IMPORT_REASONS) expect(errorText(apiError('bad_file', 'x', reason))).toBe(IMPORT_MESSAGES.ru[reason]);
    expect(importFailureText({ error: 'The file has no text.', error_reason: 'no_text' })).toBe(IMPORT_MESSAGES.ru.no_text);
    // Failed before reasons were kept: the sentence the server stored.
    expect(importFailureText({ error: 'Old failure.', error_reason: null })).toBe('Old failure.');
  });

  it('lists a chapter\'s problems by their codes; a screen may say a code its own way', () => {
    const problems = [{ code: 'voice_missing', segment_id: 's1', message: 'The voice of «Иван» is not installed.' }, { code: 'line_too_long', segment_id: 's2', message: 'x' }];
    const text = errorText(apiError('chapter_problems', problems));
    expect(text).toContain(PROBLEM_MESSAGES.ru.voice_missing);
    expect(text).toContain(PROBLEM_MESSAGES.ru.line_too_long);
    expect(text).not.toContain('installed');
    expect(errorText(apiError('conflict'), { conflict: 'Такое имя уже есть' })).toBe('Такое имя уже есть');
    expect(errorText(apiError('validation'), { conflict: 'Такое имя уже есть' })).toBe(ERROR_MESSAGES.ru.validation);
  });

  it('keeps the detail of an answer with no known code (a proxy\'s 502, say)', () => {
    expect(errorText(new GlavaApiError(502, 'http_502', 'Bad gateway', null, 'test'))).toBe('Bad gateway');
  });
});
