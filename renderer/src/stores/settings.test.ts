// @vitest-environment happy-dom
// The studio's language on a first start follows the browser's; a choice made in the studio stays.
import { afterEach, describe, expect, it } from 'vitest';
import { adoptBrowserLocale, browserLocale, useSettings } from './settings.ts';

afterEach(() => {
  localStorage.clear();
  useSettings.setState({ locale: 'ru' });
});

describe('the studio\'s first language', () => {
  it('is the first of the browser\'s languages the studio speaks, else Russian', () => {
    expect(browserLocale(['en-US', 'en'])).toBe('en');
    expect(browserLocale(['de-DE', 'en-GB', 'ru'])).toBe('en');
    expect(browserLocale(['ru-RU', 'en-US'])).toBe('ru');
    expect(browserLocale(['fr-FR'])).toBe('ru');
    expect(browserLocale([])).toBe('ru');
  });

  it('an English browser opens the studio in English on its first start', () => {
    localStorage.clear();
    adoptBrowserLocale(['en-US', 'en']);
    expect(useSettings.getState().locale).toBe('en');
  });

  it('a language chosen in the studio before is kept whatever the browser says', () => {
    useSettings.getState().setLocale('ru');
    expect(localStorage.getItem('glava.settings')).not.toBeNull();
    adoptBrowserLocale(['en-US']);
    expect(useSettings.getState().locale).toBe('ru');
  });
});
