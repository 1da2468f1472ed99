// PLACEHOLDER (being replaced by the export engine).
export interface ExportMeta {
  title: string;
  author: string;
  narrator: string;
  series: { title: string; no: number | null } | null;
  genre: string;
  language: string;
  description: string;
  comment: string;
  cover: { path: string; mime: string } | null;
}
export interface ExportChapter { title: string; path: string }
export interface ExportProgress { stage: 'encode' | 'package'; bytes: number; bytesTotal: number | null; chapter?: number }
export interface ExportOptions { sound: 'studio' | 'raw'; signal: AbortSignal; workDir: string; onProgress: (p: ExportProgress) => void }
export interface ExportResult { bytes: number; durationS: number; sound: Array<{ lufs: number | null; truePeakDb: number | null }> }
export async function buildM4b(_c: ExportChapter[], _m: ExportMeta, _out: string, _o: ExportOptions): Promise<ExportResult> {
  throw new Error('not built yet');
}
export const buildZip = buildM4b;
