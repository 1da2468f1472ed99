// What the screens read, as query options over the generated client: key, fetcher and the few
// per-query settings. Screens call useQuery(queries.x(…)); the event stream and the mutations
// make the keys stale (api/live.ts, api/jobs.ts), so no screen reloads anything by hand.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CheckReport, Models } from './types.ts';
import { api, GlavaApiError } from './client.ts';
import { rememberJob } from './jobs.ts';
import { keys } from './keys.ts';

export interface LedgerFilter {
  book_id?: string;
  days?: number;
  limit: number;
}

/** True when a voice was installed or removed between two answers of the model catalog. */
export function voicesChanged(prev: Models | undefined, next: Models): boolean {
  return !!prev?.models.some((p) => (p.kind === 'voice' || p.kind === 'stress') && p.installed !== next.models.find((n) => n.id === p.id)?.installed);
}

/** A models answer to an install or removal: the catalog as answered; a voice installed or removed changes the voice list. */
export function modelsSeen(qc: QueryClient, next: Models): void {
  const prev = qc.getQueryData<Models>(keys.models);
  qc.setQueryData(keys.models, next);
  if (voicesChanged(prev, next)) void qc.invalidateQueries({ queryKey: keys.voices });
}

export const queries = {
  books: () => queryOptions({ queryKey: keys.books, queryFn: ({ signal }) => api.getBooks({ signal }) }),

  trash: () => queryOptions({ queryKey: keys.trash, queryFn: async ({ signal }) => (await api.getTrash({ signal })).books }),

  book: (id: string) => queryOptions({ queryKey: keys.book(id), queryFn: async ({ signal }) => (await api.getBooksByBookId(id, { signal })).book }),

  exports: (bookId: string) => queryOptions({
    queryKey: keys.exports(bookId), queryFn: async ({ signal }) => (await api.getBooksByBookIdExports(bookId, { signal })).exports,
  }),

  /** The price of voicing these chapters now, asked once per dialog. */
  quote: (bookId: string, chapterIds: readonly string[]) => queryOptions({
    queryKey: keys.quote(bookId, chapterIds), staleTime: Infinity, gcTime: 0,
    queryFn: ({ signal }) => api.postBooksByBookIdQuote(bookId, { chapter_ids: [...chapterIds] }, { signal }),
  }),

  search: (bookId: string, q: string) => queryOptions({
    queryKey: keys.search(bookId, q), enabled: q !== '', queryFn: ({ signal }) => api.getBooksByBookIdSearch(bookId, { q }, { signal }),
  }),

  /** The chapter editor's view; the job it names (a render in work) is remembered with it. */
  chapter: (id: string) => queryOptions({
    queryKey: keys.chapter(id),
    queryFn: async ({ signal, client }) => {
      const view = await api.getChaptersByChapterId(id, { signal });
      if (view.job) rememberJob(client, view.job);
      return view;
    },
  }),

  /** The check report; null while the chapter has no recording (409: a state the panel explains, not a failure). */
  check: (chapterId: string) => queryOptions({
    queryKey: keys.check(chapterId),
    queryFn: async ({ signal, client }): Promise<CheckReport | null> => {
      try {
        const report = await api.getChaptersByChapterIdCheck(chapterId, { signal });
        if (report.job) rememberJob(client, report.job);
        return report;
      } catch (err) {
        if (err instanceof GlavaApiError && err.status === 409) return null;
        throw err;
      }
    },
  }),

  voices: () => queryOptions({ queryKey: keys.voices, queryFn: async ({ signal }) => (await api.getVoices({ signal })).voices }),

  pronunciations: (bookId?: string) => queryOptions({
    queryKey: keys.pronunciations(bookId), queryFn: async ({ signal }) => (await api.getPronunciations({ book_id: bookId }, { signal })).items,
  }),

  ruleForms: (ruleId: string, bookId: string) => queryOptions({
    queryKey: keys.ruleForms(ruleId, bookId),
    queryFn: async ({ signal }) => (await api.getPronunciationsByRuleIdForms(ruleId, { book_id: bookId }, { signal })).items,
  }),

  /** First run: recommended data (Russian stress) not installed yet, with what the voices do without it. */
  recommendedData: () => queryOptions({ queryKey: keys.recommended, queryFn: async ({ signal }) => (await api.getVoices({ signal })).recommended_data }),

  me: () => queryOptions({ queryKey: keys.me, queryFn: ({ signal }) => api.getApiMe({ signal }) }),

  ledger: (filter: LedgerFilter) => queryOptions({ queryKey: keys.ledger(filter), queryFn: ({ signal }) => api.getUsageLedger(filter, { signal }) }),

  apiKeys: () => queryOptions({ queryKey: keys.apiKeys, queryFn: async ({ signal }) => (await api.getApiCabinetKeys({ signal })).keys }),

  /**
   * The model catalog. An install is a `model_install` job named by `job_id`: its progress comes
   * with the job (queries.job, kept current by the event stream), and the job's state changes make
   * this stale (JOB_KINDS), so it is never read on a timer.
   */
  models: () => queryOptions({
    queryKey: keys.models,
    queryFn: async ({ signal, client }) => {
      const next = await api.getApiCabinetModels({ signal });
      if (voicesChanged(client.getQueryData<Models>(keys.models), next)) void client.invalidateQueries({ queryKey: keys.voices });
      return next;
    },
  }),

  /**
   * A job another answer names only by id (a model's `job_id`): read once when the cache has not
   * seen it; from then on the event stream keeps it current (job.updated → api/live.ts).
   */
  job: (id: string) => queryOptions({ queryKey: keys.job(id), queryFn: async ({ signal }) => (await api.getJobsByJobId(id, { signal })).job }),

  info: () => queryOptions({ queryKey: keys.info, queryFn: ({ signal }) => api.getApiCabinetInfo({ signal }), staleTime: Infinity }),
};
