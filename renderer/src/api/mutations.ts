// The studio's writes, as mutation options over the generated client: what each one sends, its
// key (api/actions.ts runs one at a time per key) and what its answer changes in the cache. The
// screens add only what the user sees (a toast, closing a dialog) through run(vars, callbacks).
import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { jobSeen, markStale } from './jobs.ts';
import { actions, keys } from './keys.ts';
import { modelsSeen } from './queries.ts';
import type {
  Book, BookDetail, ChapterSummary, CheckReport, CreateBook, CreateKey, CreatePronunciation, ExportRequest, NewCharacter, PatchBook, PatchCharacter, PutSeries,
  UpdatePronunciation,
} from './types.ts';
import { errorText } from '../components/error-text.ts';

export interface MutationSpec<T, V> {
  mutationKey: MutationKey;
  mutationFn: (vars: V) => Promise<T>;
  onSuccess?: (data: T, vars: V) => unknown;
}

const spec = <T, V>(s: MutationSpec<T, V>): MutationSpec<T, V> => s;

/** A book as an answer shows it: into the open book (its chapters and cast stay) and the library list. */
function bookSeen(qc: QueryClient, book: Book): Promise<unknown> {
  qc.setQueryData<BookDetail>(keys.book(book.id), (old) => old && { ...old, ...book });
  return Promise.all([qc.invalidateQueries({ queryKey: keys.book(book.id) }), qc.invalidateQueries({ queryKey: keys.books })]);
}

const READING_FIELDS = ['reading', 'thoughts', 'stage_remarks', 'stage_directions'] as const satisfies ReadonlyArray<keyof PatchBook>;

function castChanged(qc: QueryClient, bookId: string): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ queryKey: keys.book(bookId) }), qc.invalidateQueries({ queryKey: keys.chapters })]);
}

export const mutations = {
  createBook: (qc: QueryClient) => spec({
    mutationKey: ['create-book'],
    mutationFn: (body: CreateBook) => api.postBooks(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.books }),
  }),

  /** Resolves once the book has been read again, so the dialog closes on the new state. */
  putSeries: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['series', bookId],
    mutationFn: async (body: PutSeries) => {
      const answer = await api.putBooksByBookIdSeries(bookId, body);
      await qc.invalidateQueries({ queryKey: keys.book(bookId) });
      return answer;
    },
  }),

  newEdition: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['edition', bookId],
    mutationFn: async () => {
      const answer = await api.postBooksByBookIdEditions(bookId);
      await qc.invalidateQueries({ queryKey: keys.book(bookId) });
      return answer;
    },
  }),

  /** The answer goes into the open book at once (its share stays); the book is read again for the chapters' "changed". */
  patchCharacter: (qc: QueryClient, bookId: string, characterId: string) => spec({
    mutationKey: ['character', characterId],
    mutationFn: (body: PatchCharacter) => api.patchCharactersByCharacterId(characterId, body),
    onSuccess: ({ character }) => {
      qc.setQueryData<BookDetail>(keys.book(bookId), (book) => book && {
        ...book, characters: book.characters.map((x) => (x.id === character.id ? { ...character, share: x.share } : x)),
      });
      return qc.invalidateQueries({ queryKey: keys.book(bookId) });
    },
  }),

  /** Book fields (title, author, settings, cover): the answer goes into the open book and the library. */
  patchBook: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['book', bookId],
    mutationFn: async (body: PatchBook) => (await api.patchBooksByBookId(bookId, body)).book,
    onSuccess: (book: Book, body: PatchBook) => Promise.all([
      bookSeen(qc, book),
      // How the book is read decides which lines are voiced and by whom: the chapters' pieces,
      // their estimates and a quote change with it.
      READING_FIELDS.some((k) => body[k] !== undefined)
        ? Promise.all([qc.invalidateQueries({ queryKey: keys.chapters }), qc.invalidateQueries({ queryKey: keys.quotes(bookId) })])
        : null,
    ]),
  }),

  /** A picture file as the cover, or null to take it away. */
  cover: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['cover', bookId],
    mutationFn: async (file: File | null) => (file ? await api.putBooksByBookIdCover(bookId, { file }) : await api.deleteBooksByBookIdCover(bookId)).book,
    onSuccess: (book: Book) => bookSeen(qc, book),
  }),

  /** To the trash: the book leaves the library (its page answers 404 from now on). */
  trashBook: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['trash', bookId],
    mutationFn: async () => (await api.deleteBooksByBookId(bookId)).book,
    onSuccess: () => {
      qc.removeQueries({ queryKey: keys.book(bookId) });
      void qc.invalidateQueries({ queryKey: keys.trash });
      return qc.invalidateQueries({ queryKey: keys.books });
    },
  }),

  restoreBook: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['restore', bookId],
    mutationFn: async () => (await api.postBooksByBookIdRestore(bookId)).book,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.trash }), qc.invalidateQueries({ queryKey: keys.books })]),
  }),

  /** Removes a book in the trash for good, with its recordings. */
  purgeBook: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['purge', bookId],
    mutationFn: () => api.deleteTrashByBookId(bookId),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.trash }),
  }),

  addCharacter: (qc: QueryClient, bookId: string) => spec({
    mutationKey: ['character-add', bookId],
    mutationFn: async (body: NewCharacter) => (await api.postBooksByBookIdCharacters(bookId, body)).character,
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.book(bookId) }),
  }),

  /** Lines of the merged character move in every chapter: the book and every chapter view are read again. */
  mergeCharacter: (qc: QueryClient, bookId: string, characterId: string) => spec({
    mutationKey: ['character', characterId],
    mutationFn: (into: string) => api.postCharactersByCharacterIdMerge(characterId, { into }),
    onSuccess: () => castChanged(qc, bookId),
  }),

  /** Its lines go to `linesTo` (the narrator when undefined). */
  deleteCharacter: (qc: QueryClient, bookId: string, characterId: string) => spec({
    mutationKey: ['character', characterId],
    mutationFn: (linesTo: string | undefined) => api.deleteCharactersByCharacterId(characterId, linesTo ? { lines_to: linesTo } : {}),
    onSuccess: () => castChanged(qc, bookId),
  }),

  /**
   * Queues one render per chapter. The idempotency key is the chapter and `attempt` (one per
   * dialog), so a repeated request is answered with the job already queued.
   */
  voiceChapters: (qc: QueryClient, bookId: string, chapters: ChapterSummary[], attempt: number) => spec({
    mutationKey: actions.render(chapters.map((c) => c.id)),
    mutationFn: async () => {
      const failed: string[] = [];
      let queued = 0;
      for (const c of chapters) {
        try {
          const { job } = await api.postChaptersByChapterIdRender(c.id, { idempotencyKey: `${c.id}:${attempt}` });
          markStale(qc, jobSeen(qc, job));
          queued++;
        } catch (err) {
          failed.push(`${c.title}: ${errorText(err)}`);
        }
      }
      return { queued, failed };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.book(bookId) }),
  }),

  startExport: (qc: QueryClient, bookId: string) => spec({
    mutationKey: actions.export(bookId),
    mutationFn: async (format: NonNullable<ExportRequest['format']>) => (await api.postBooksByBookIdExport(bookId, { format })).job,
    onSuccess: (job) => markStale(qc, jobSeen(qc, job)),
  }),

  cancelJob: (qc: QueryClient, jobId: string | undefined) => spec({
    mutationKey: ['cancel', jobId ?? ''],
    mutationFn: async () => (jobId ? (await api.deleteJobsByJobId(jobId)).job : null),
    onSuccess: (job) => job && markStale(qc, jobSeen(qc, job)),
  }),

  startCheck: (qc: QueryClient, chapterId: string) => spec({
    mutationKey: actions.check(chapterId),
    mutationFn: () => api.postChaptersByChapterIdCheck(chapterId),
    onSuccess: (report: CheckReport) => {
      qc.setQueryData(keys.check(chapterId), report);
      if (report.job) markStale(qc, jobSeen(qc, report.job));
    },
  }),

  acceptCheck: (qc: QueryClient, chapterId: string) => spec({
    mutationKey: ['check-accept', chapterId],
    mutationFn: (pieces: string[]) => api.postChaptersByChapterIdCheckAccept(chapterId, { keys: pieces }),
    onSuccess: (report: CheckReport) => qc.setQueryData(keys.check(chapterId), report),
  }),

  /** Rules of a book show in its own list and in "all rules": both are stale after a change. */
  addRule: (qc: QueryClient) => spec({
    mutationKey: ['rule-add'],
    mutationFn: (body: CreatePronunciation) => api.postPronunciations(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.rules }),
  }),

  editRule: (qc: QueryClient) => spec({
    mutationKey: ['rule-edit'],
    mutationFn: ({ id, ...body }: UpdatePronunciation & { id: string }) => api.patchPronunciationsByRuleId(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.rules }),
  }),

  deleteRule: (qc: QueryClient) => spec({
    mutationKey: ['rule-delete'],
    mutationFn: (id: string) => api.deletePronunciationsByRuleId(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.rules }),
  }),

  grant: (qc: QueryClient) => spec({
    mutationKey: ['grant'],
    mutationFn: (chars: number) => api.postApiCabinetGrant({ chars }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.money }),
  }),

  createKey: (qc: QueryClient) => spec({
    mutationKey: ['api-key-create'],
    mutationFn: (body: CreateKey) => api.postApiCabinetKeys(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.apiKeys }),
  }),

  revokeKey: (qc: QueryClient) => spec({
    mutationKey: ['api-key-revoke'],
    mutationFn: (id: string) => api.deleteApiCabinetKeysByKeyId(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.apiKeys }),
  }),

  /** Starts installing several models (each a `model_install` job); the answer names their jobs. */
  installModels: (qc: QueryClient) => spec({
    mutationKey: ['models-install'],
    mutationFn: async (ids: readonly string[]) => {
      let last = null;
      for (const id of ids) last = await api.postApiCabinetModelsByModelInstall(id);
      return last;
    },
    onSuccess: (next) => {
      if (next) modelsSeen(qc, next);
    },
  }),

  /**
   * Install or remove a model; one at a time per model, so a double click downloads it once.
   * `from`: a copy of the model on this computer (a file or a folder) instead of a download.
   */
  model: (qc: QueryClient, modelId: string) => spec({
    mutationKey: ['model', modelId],
    mutationFn: ({ install, from }: { install: boolean; from?: string }) =>
      (install ? api.postApiCabinetModelsByModelInstall(modelId, from ? { from } : {}) : api.deleteApiCabinetModelsByModel(modelId)),
    onSuccess: (next) => modelsSeen(qc, next),
  }),
};
