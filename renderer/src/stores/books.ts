// The library, opened books and the voice catalog, as the API last answered.
import { create } from 'zustand';
import { api } from '../api/client.ts';
import type { BookDetail, BookListItem, Character, ExportEntry, Voice } from '../api/types.ts';
import { errorText } from '../components/error-text.ts';

interface BooksState {
  list: BookListItem[] | null;
  canCreate: boolean;
  listError: string | null;
  details: Record<string, BookDetail>;
  detailErrors: Record<string, string>;
  exports: Record<string, ExportEntry[]>;
  voices: Voice[] | null;
  voicesError: string | null;
  loadList(): Promise<void>;
  loadBook(id: string): Promise<BookDetail | undefined>;
  loadExports(id: string): Promise<void>;
  loadVoices(force?: boolean): Promise<void>;
  /** A PATCH /characters answer, merged into the open book (share stays as it was). */
  mergeCharacter(c: Character): void;
  forget(id: string): void;
}

export const useBooks = create<BooksState>()((set, get) => ({
  list: null,
  canCreate: true,
  listError: null,
  details: {},
  detailErrors: {},
  exports: {},
  voices: null,
  voicesError: null,

  async loadList() {
    try {
      const r = await api.getBooks();
      set({ list: r.books, canCreate: r.can_create, listError: null });
    } catch (err) {
      set({ listError: errorText(err) });
    }
  },

  async loadBook(id) {
    try {
      const { book } = await api.getBooksByBookId(id);
      const detailErrors = { ...get().detailErrors };
      delete detailErrors[id];
      set({ details: { ...get().details, [id]: book }, detailErrors });
      return book;
    } catch (err) {
      set({ detailErrors: { ...get().detailErrors, [id]: errorText(err) } });
      return undefined;
    }
  },

  async loadExports(id) {
    try {
      const r = await api.getBooksByBookIdExports(id);
      set({ exports: { ...get().exports, [id]: r.exports } });
    } catch {
      // The export panel shows its own error when the user acts; a failed refresh keeps the old list.
    }
  },

  async loadVoices(force = false) {
    if (get().voices && !force) return;
    try {
      const r = await api.getVoices();
      set({ voices: r.voices, voicesError: null });
    } catch (err) {
      set({ voicesError: errorText(err) });
    }
  },

  mergeCharacter(c) {
    const book = get().details[c.book_id];
    if (!book) return;
    const characters = book.characters.map((x) => (x.id === c.id ? { ...c, share: x.share } : x));
    set({ details: { ...get().details, [c.book_id]: { ...book, characters } } });
  },

  forget(id) {
    const details = { ...get().details };
    delete details[id];
    set({ details });
  },
}));
