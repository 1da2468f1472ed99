// The book pipeline's public API: pure functions from a book's text to chapters, attributed lines,
// characters and a voice cast. See types.ts for the data. Call initBookPipeline() once (it loads
// the Russian morphology dictionaries) before analyzeBook.
import { initMorphology } from './morphology.ts';

export { splitChapters } from './split-chapters.ts';
export { detectLanguage } from './language.ts';
export { analyzeBook, type AnalyzeOptions } from './analyze-book.ts';
export { castVoices, chapterPresence, speakingShares, MAIN_SHARE, type CastingOptions, type CastVoice } from './casting.ts';
export { segmentParagraph, type Piece } from './segment-lines.ts';
export { UNKNOWN_KEY, type SpeakerTrace } from './attribution.ts';
export { REVIEW_BELOW } from './speaker-context.ts';
export { SPEAKER_MODEL, type SpeakerModel } from './model.ts';
export { noteIn } from './notes.ts';
export * from './types.ts';

/** Loads the az morphology dictionaries once; safe to call many times and concurrently. */
export async function initBookPipeline(): Promise<void> {
  await initMorphology();
}
