// What the server's errors mean, in the studio's languages: every error `code` of the contract, every
// reason a book file is refused (the upload's `reason`, a failed import's `error_reason`) and the
// problems that stop a chapter from being voiced. The server's `detail` stays English (it is the
// API's, for scripts); the studio shows these instead. The types make both languages complete.
import type { ErrorCode } from '../../../server/contract/common.ts';
import type { ImportFailure } from '../../../server/contract/enums.ts';
import type { Locale } from './index.ts';

/** Problem codes of a chapter (docs/api-decisions.md: "Render with problems"). */
export const PROBLEM_CODES = ['book_not_ready', 'nothing_to_voice', 'voice_missing', 'voice_not_working', 'line_too_long'] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const ERROR_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  ru: {
    bad_json: 'Студия не поняла запрос. Обновите страницу и попробуйте ещё раз.',
    validation: 'Студия не приняла эти значения: проверьте поля и попробуйте ещё раз.',
    not_found: 'Этого больше нет: книгу, главу или персонажа удалили, или их не было.',
    method_not_allowed: 'Студия так не умеет: возможно, окно студии устарело — обновите страницу.',
    unauthorized: 'Вход в студию закончился. Откройте ссылку для входа заново.',
    scope: 'Этому ключу такое действие не разрешено.',
    rate_limited: 'Слишком много запросов подряд. Подождите немного.',
    no_balance: 'На балансе нет знаков.',
    insufficient_balance: 'Не хватает знаков на балансе.',
    key_limit: 'Превышен лимит знаков этого ключа.',
    book_budget: 'Это больше бюджета книги. Поднимите бюджет в настройках книги.',
    conflict: 'Сейчас это сделать нельзя: книга занята другим делом или такое уже есть.',
    chapter_busy: 'Глава сейчас озвучивается. Дождитесь конца или отмените озвучку.',
    edition_closed: 'Эта редакция закрыта. Откройте новую редакцию, чтобы менять и озвучивать.',
    duplicate: 'Этот файл уже загружен.',
    too_large: 'Файл или запрос слишком большой.',
    too_many_chapters: 'В работе слишком много глав сразу. Дождитесь, пока часть из них озвучится.',
    voice_unavailable: 'Голос сейчас не работает. Выберите другой или установите голос.',
    timeout: 'Озвучка не успела ответить. Попробуйте ещё раз.',
    host_not_allowed: 'Студия не принимает запросы с этого адреса.',
    origin_not_allowed: 'Студия не принимает запросы с этой страницы.',
    gone: 'Ссылка устарела. Обновите страницу.',
    chapter_problems: 'Главу пока нельзя озвучить',
    no_recording: 'У главы ещё нет записи.',
    nothing_voiced: 'Ни одна глава ещё не озвучена.',
    bad_file: 'Файл не подходит.',
    internal: 'Внутренняя ошибка студии. Подробности — в журнале студии.',
  },
  en: {
    bad_json: 'The studio did not understand the request. Reload the page and try again.',
    validation: 'The studio did not accept these values: check the fields and try again.',
    not_found: 'This is gone: the book, chapter or character was deleted, or never was.',
    method_not_allowed: 'The studio cannot do that: this window may be outdated — reload the page.',
    unauthorized: 'Your studio session ended. Open the sign-in link again.',
    scope: 'This key is not allowed to do that.',
    rate_limited: 'Too many requests in a row. Wait a little.',
    no_balance: 'There are no characters on the balance.',
    insufficient_balance: 'Not enough characters on the balance.',
    key_limit: 'Over this key\'s character limit.',
    book_budget: 'This is over the book\'s budget. Raise it in the book\'s settings.',
    conflict: 'This cannot be done now: the book is busy with something else, or this already exists.',
    chapter_busy: 'The chapter is being voiced now. Wait for it to finish or cancel it.',
    edition_closed: 'This edition is closed. Open a new edition to change or voice it.',
    duplicate: 'This file was already uploaded.',
    too_large: 'The file or the request is too large.',
    too_many_chapters: 'Too many chapters in work at once. Wait until some of them are voiced.',
    voice_unavailable: 'The voice does not work now. Choose another or install a voice.',
    timeout: 'Voicing did not answer in time. Try again.',
    host_not_allowed: 'The studio does not take requests from this address.',
    origin_not_allowed: 'The studio does not take requests from this page.',
    gone: 'The link has expired. Reload the page.',
    chapter_problems: 'The chapter cannot be voiced yet',
    no_recording: 'The chapter has no recording yet.',
    nothing_voiced: 'No chapter is voiced yet.',
    bad_file: 'The file cannot be used.',
    internal: 'An internal error of the studio. The details are in the studio log.',
  },
};

export const IMPORT_MESSAGES: Record<Locale, Record<ImportFailure, string>> = {
  ru: {
    empty_file: 'Файл пустой.',
    too_large: 'Файл больше 20 МБ.',
    no_text: 'В файле нет текста, который можно озвучить.',
    bad_format: 'Файл не читается: он повреждён или это не книга в том формате, что в его названии.',
    zip_bomb: 'Архив внутри файла распаковывается в слишком много данных — он опасен, студия его не открывает.',
    unsafe_path: 'В архиве файла есть опасные пути — студия его не открывает.',
    xml_entities: 'В файле есть объявления сущностей XML (DOCTYPE), которые студия из осторожности не читает.',
    xml_too_deep: 'Разметка файла вложена слишком глубоко — студия его не открывает.',
    bad_encoding: 'Не удалось определить кодировку текста. Сохраните файл в UTF-8.',
    unsupported_format: 'Такой формат не поддерживается: загрузите txt, docx, fb2, fb2.zip или epub.',
    cancelled: 'Импорт отменили.',
    upload_lost: 'Загруженный файл пропал до конца импорта. Загрузите его ещё раз.',
    internal: 'Импорт не удался из-за ошибки студии. Подробности — в журнале студии.',
  },
  en: {
    empty_file: 'The file is empty.',
    too_large: 'The file is larger than 20 MB.',
    no_text: 'The file has no text to voice.',
    bad_format: 'The file cannot be read: it is damaged, or not a book in the format its name says.',
    zip_bomb: 'The archive inside the file unpacks into far too much data — it is unsafe, the studio does not open it.',
    unsafe_path: 'The file\'s archive holds unsafe paths — the studio does not open it.',
    xml_entities: 'The file declares XML entities (DOCTYPE), which the studio does not read, to be safe.',
    xml_too_deep: 'The file\'s markup is nested too deeply — the studio does not open it.',
    bad_encoding: 'The text\'s encoding could not be told. Save the file as UTF-8.',
    unsupported_format: 'This format is not supported: upload txt, docx, fb2, fb2.zip or epub.',
    cancelled: 'The import was cancelled.',
    upload_lost: 'The uploaded file was lost before the import finished. Upload it again.',
    internal: 'The import failed on an error of the studio. The details are in the studio log.',
  },
};

export const PROBLEM_MESSAGES: Record<Locale, Record<ProblemCode, string>> = {
  ru: {
    book_not_ready: 'Книга ещё не импортирована (или импорт не удался).',
    nothing_to_voice: 'В главе нечего озвучивать: все реплики пустые или пропущены.',
    voice_missing: 'Голос персонажа не установлен. Выберите персонажу другой голос.',
    voice_not_working: 'Голос персонажа сейчас не работает. Выберите другой голос.',
    line_too_long: 'Реплика длиннее 5000 знаков: сократите её текст или отметьте «Не озвучивать».',
  },
  en: {
    book_not_ready: 'The book is not imported yet (or its import failed).',
    nothing_to_voice: 'The chapter has nothing to voice: every line is empty or skipped.',
    voice_missing: 'A character\'s voice is not installed. Choose another voice for them.',
    voice_not_working: 'A character\'s voice does not work now. Choose another voice.',
    line_too_long: 'A line is longer than 5,000 characters: shorten its text or mark it «Do not voice».',
  },
};

const has = <T extends string>(table: Record<T, string>, key: string): key is T => Object.hasOwn(table, key);

export function errorMessage(locale: Locale, code: string): string | null {
  return has(ERROR_MESSAGES[locale], code) ? ERROR_MESSAGES[locale][code] : null;
}

export function importMessage(locale: Locale, reason: string | null | undefined): string | null {
  return reason && has(IMPORT_MESSAGES[locale], reason) ? IMPORT_MESSAGES[locale][reason] : null;
}

export function problemMessage(locale: Locale, code: string): string | null {
  return has(PROBLEM_MESSAGES[locale], code) ? PROBLEM_MESSAGES[locale][code] : null;
}
