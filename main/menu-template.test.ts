// The menu: open, preferences and help reachable on every platform, in the person's language.
import { describe, expect, it } from 'vitest';
import { menuActions, menuTemplate } from './menu-template.ts';

describe('menuTemplate', () => {
  it('offers the same actions on Linux, Windows and macOS', () => {
    const want = ['open-book', 'open-data-folder', 'preferences', 'quit', 'help-scripting', 'help-api', 'help-desktop', 'about'].sort();
    expect([...new Set(menuActions(menuTemplate('en', 'linux')))].sort()).toEqual(want);
    expect([...new Set(menuActions(menuTemplate('en', 'win32')))].sort()).toEqual(want);
    // macOS quits through the app menu's role.
    expect([...new Set(menuActions(menuTemplate('en', 'darwin')))].sort()).toEqual(want.filter((a) => a !== 'quit'));
    expect(menuTemplate('en', 'darwin')[0]!.submenu!.some((i) => i.role === 'quit')).toBe(true);
  });

  it('speaks Russian and gives the usual shortcuts', () => {
    const m = menuTemplate('ru', 'linux');
    expect(m.map((i) => i.label)).toEqual(['Файл', 'Правка', 'Вид', 'Окно', 'Справка']);
    const open = m[0]!.submenu!.find((i) => i.action === 'open-book')!;
    expect(open).toMatchObject({ label: 'Открыть книгу…', accelerator: 'CmdOrCtrl+O' });
  });
});
