// Query keys of the studio's server state, in one place: the screens read through them, and the
// event stream (api/live.ts) and the mutations make them stale. Roots are distinct on purpose, so
// making a book stale does not also refetch its exports or a search in it.
export const keys = {
  books: ['books'] as const,
  /** Books in the trash. */
  trash: ['trash'] as const,
  book: (id: string) => ['book', id] as const,
  exports: (bookId: string) => ['exports', bookId] as const,
  quote: (bookId: string, chapterIds: readonly string[]) => ['quote', bookId, chapterIds] as const,
  /** Every quote of a book (under `quote`). */
  quotes: (bookId: string) => ['quote', bookId] as const,
  search: (bookId: string, q: string) => ['search', bookId, q] as const,
  chapter: (id: string) => ['chapter', id] as const,
  /** Every chapter view (their stress notes follow the installed stress data; a merge moves lines in any of them). */
  chapters: ['chapter'] as const,
  check: (chapterId: string) => ['check', chapterId] as const,
  /** Every job the studio has seen; one entry per job, written from answers and events (api/jobs.ts). */
  jobs: ['job'] as const,
  job: (id: string) => ['job', id] as const,
  voices: ['voices'] as const,
  /** Pronunciation rules: of one book, or of all books (bookId undefined); `rules` covers both. */
  rules: ['pronunciations'] as const,
  pronunciations: (bookId?: string) => ['pronunciations', bookId ?? null] as const,
  /** The words of a book a rule reads (under `rules`: stale with every rule change). */
  ruleForms: (ruleId: string, bookId: string) => ['pronunciations', 'forms', ruleId, bookId] as const,
  /** Recommended data not installed (under `voices`: stale when a model is installed). */
  recommended: ['voices', 'recommended'] as const,
  /** Balance and ledger: what a finished job or a top-up changes. */
  money: ['money'] as const,
  me: ['money', 'me'] as const,
  ledger: (filter: { book_id?: string; days?: number; limit: number }) => ['money', 'ledger', filter] as const,
  apiKeys: ['api-keys'] as const,
  models: ['models'] as const,
  info: ['info'] as const,
};

/** Mutation keys: one in flight per key at a time (api/actions.ts), so a double click starts work once. */
export const actions = {
  render: (chapterIds: readonly string[]) => ['render', ...chapterIds] as const,
  export: (bookId: string) => ['export', bookId] as const,
  check: (chapterId: string) => ['check', chapterId] as const,
  edits: (chapterId: string) => ['edit', chapterId] as const,
};
