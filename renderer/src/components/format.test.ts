import { afterEach, describe, expect, it } from 'vitest';
import { fmtBytes, fmtChars } from './format.ts';
import { useSettings } from '../stores/settings.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
afterEach(() => useSettings.setState({ locale: 'ru' }));

describe('amounts with their units', () => {
  it('says «знак» in the right form, fractions too', () => {
    useSettings.setState({ locale: 'ru' });
    expect(nbsp(fmtChars(6479.4))).toBe('6 479,4 знака');
    expect(fmtChars(1)).toBe('1 знак');
    expect(fmtChars(3)).toBe('3 знака');
    expect(fmtChars(25)).toBe('25 знаков');
    expect(fmtChars(21)).toBe('21 знак');
    useSettings.setState({ locale: 'en' });
    expect(fmtChars(1)).toBe('1 character');
    expect(nbsp(fmtChars(6479.4))).toBe('6,479.4 characters');
  });

  it('writes sizes in one language: МБ in Russian, MB in English', () => {
    useSettings.setState({ locale: 'ru' });
    expect(nbsp(fmtBytes(23 * 1024 * 1024))).toBe('23 МБ');
    expect(nbsp(fmtBytes(2048))).toBe('2 КБ');
    useSettings.setState({ locale: 'en' });
    expect(fmtBytes(23 * 1024 * 1024)).toBe('23\u00a0MB');
  });
});
