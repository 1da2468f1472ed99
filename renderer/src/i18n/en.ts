// English. Every Russian key must be here too (each screen's file is typed by its Russian twin). Plurals: one|other.
import { shared } from './en/shared.ts';
import { library } from './en/library.ts';
import { book } from './en/book.ts';
import { editor } from './en/editor.ts';
import { cast } from './en/cast.ts';
import { settings } from './en/settings.ts';
import { account } from './en/account.ts';

export const en = { ...shared, ...library, ...book, ...editor, ...cast, ...settings, ...account };
