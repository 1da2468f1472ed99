// The export engine: the finished audiobook as an m4b (chapters, tags, cover, series) or a zip of
// tagged MP3s, with `studio` sound (EBU R128 loudness, room tone) or the engine's `raw` sound.
export type { ChapterSoundLevel, ExportChapter, ExportMeta, ExportOptions, ExportProgress, ExportResult, SoundMode } from './types.ts';
export { STUDIO_TARGET } from './types.ts';
export { buildM4b } from './m4b.ts';
export { buildZip } from './zip.ts';
