// Русский — язык студии по умолчанию и источник ключей. Формы числа через `|`: одна|две|пять.
// Слова разложены по экранам (ru/*.ts), чтобы файл экрана читался целиком.
import { shared } from './ru/shared.ts';
import { library } from './ru/library.ts';
import { book } from './ru/book.ts';
import { editor } from './ru/editor.ts';
import { cast } from './ru/cast.ts';
import { settings } from './ru/settings.ts';
import { account } from './ru/account.ts';

export const ru = { ...shared, ...library, ...book, ...editor, ...cast, ...settings, ...account };
