// The shell's own words (menu, tray, notifications, dialogs): Russian first, English otherwise,
// following the studio UI. Strings with a count use Russian plural forms.

export type Lang = 'ru' | 'en';

/** `ru`, `ru-RU`, `uk`, `be`… → Russian (the studio's first language); everything else English. */
export function langFromLocale(locale: string | undefined): Lang {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return base === 'ru' || base === 'uk' || base === 'be' || base === 'kk' ? 'ru' : 'en';
}

/** Russian: 1 глава, 2 главы, 5 глав, 21 глава, 11 глав. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
}

type Entry = string | ((n: number, s: string) => string);

const STRINGS = {
  'tray.idle': { ru: 'Glava Studio — нет задач', en: 'Glava Studio — nothing in work' },
  'tray.renders': { ru: (n) => `озвучка: ${n} ${ruPlural(n, 'глава', 'главы', 'глав')}`, en: (n) => `voicing ${n} chapter${n === 1 ? '' : 's'}` },
  'tray.exports': { ru: (n) => `сборка: ${n} ${ruPlural(n, 'файл', 'файла', 'файлов')}`, en: (n) => `exporting ${n} file${n === 1 ? '' : 's'}` },
  'tray.checks': { ru: (n) => `проверка: ${n} ${ruPlural(n, 'глава', 'главы', 'глав')}`, en: (n) => `checking ${n} chapter${n === 1 ? '' : 's'}` },
  'tray.eta': { ru: (_n, s) => `осталось ≈ ${s}`, en: (_n, s) => `about ${s} left` },
  'tray.show': { ru: 'Показать студию', en: 'Show the studio' },
  'tray.quit': { ru: 'Выйти', en: 'Quit' },
  'note.voiced': { ru: 'Глава озвучена', en: 'Chapter voiced' },
  'note.voiceFailed': { ru: 'Озвучка не удалась', en: 'Voicing failed' },
  'note.exported': { ru: 'Аудиокнига собрана', en: 'Audiobook exported' },
  'note.exportFailed': { ru: 'Сборка не удалась', en: 'Export failed' },
  'note.checked': { ru: 'Проверка на слух завершена', en: 'Listening check finished' },
  'note.imported': { ru: 'Книга загружена', en: 'Book imported' },
  'note.importFailed': { ru: 'Книгу не удалось загрузить', en: 'Book import failed' },
  'note.uploading': { ru: 'Загружается книга', en: 'Uploading a book' },
  'menu.file': { ru: 'Файл', en: 'File' },
  'menu.open': { ru: 'Открыть книгу…', en: 'Open Book…' },
  'menu.preferences': { ru: 'Настройки…', en: 'Preferences…' },
  'menu.view': { ru: 'Вид', en: 'View' },
  'menu.edit': { ru: 'Правка', en: 'Edit' },
  'menu.window': { ru: 'Окно', en: 'Window' },
  'menu.help': { ru: 'Справка', en: 'Help' },
  'menu.scripting': { ru: 'Скрипты и API', en: 'Scripting and the API' },
  'menu.apiDocs': { ru: 'Описание API (OpenAPI)', en: 'API description (OpenAPI)' },
  'menu.dataFolder': { ru: 'Открыть папку данных', en: 'Open the Data Folder' },
  'menu.desktopGuide': { ru: 'Руководство по приложению', en: 'Desktop App Guide' },
  'menu.about': { ru: 'О программе и адрес API', en: 'About and API Address' },
  'menu.quit': { ru: 'Выход', en: 'Quit' },
  'dialog.openTitle': { ru: 'Открыть книгу', en: 'Open a book' },
  'dialog.books': { ru: 'Книги', en: 'Books' },
  'dialog.uploadFailed': { ru: 'Не удалось загрузить книгу', en: 'Could not upload the book' },
  'dialog.duplicate': { ru: 'Эта книга уже загружена', en: 'This book is already in the studio' },
  'dialog.startFailed': { ru: 'Студия не запустилась', en: 'The studio did not start' },
} satisfies Record<string, { ru: Entry; en: Entry }>;

export type StringKey = keyof typeof STRINGS;

export function t(lang: Lang, key: StringKey, n = 0, s = ''): string {
  const v: Entry = STRINGS[key][lang];
  return typeof v === 'function' ? v(n, s) : v;
}
