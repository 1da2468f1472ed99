// Text for speech: what a voice reads for a line of the book (see prepare.ts for the pipeline).
export type { PronunciationRule, StressNote, StressPlacer, PreparedText, PrepareOptions, WordForms } from './types.ts';
export { prepareText, baseLanguage } from './prepare.ts';
export { acuteToPlus, stripMarks, hasMark } from './marks.ts';
export { normalizeRu } from './normalize-ru.ts';
export { normalizeEn } from './normalize-en.ts';
