// The export engine: chapters whose sound was made final when they were voiced (chapter-final.ts)
// packaged without re-encoding — an m4b by stream copy (chapters, tags, cover, series), a zip of
// tagged MP3s, or a read-along EPUB 3 with Media Overlays.
export type { ChapterSoundLevel, ExportChapter, ExportMeta, ExportOptions, ExportProgress, ExportResult, SoundMode } from './types.ts';
export { STUDIO_TARGET } from './types.ts';
export { buildM4b } from './m4b.ts';
export { buildZip } from './zip.ts';
export { buildEpub } from './epub/epub.ts';
export type { EpubChapter, EpubParagraph, EpubSpan } from './epub/model.ts';
