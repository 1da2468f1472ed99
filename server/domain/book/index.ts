// The book pipeline's public API: pure functions from a book's text to chapters, attributed lines,
// characters and a voice cast. See types.ts for the data.
export { splitChapters } from './split-chapters.ts';
export { detectLanguage } from './language.ts';
export * from './types.ts';
