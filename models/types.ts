// The model catalog's shape: every third-party model or data file the studio can install,
// with where it comes from, how to verify it and under which licence it may be used.

export type ModelKind = 'voice' | 'asr' | 'stress' | 'vad';

export interface ModelFile {
  /** File name inside the model's folder (may contain a sub-folder: `espeak-ng-data/ru_dict`). */
  name: string;
  /** Where the real file is downloaded from. */
  url: string;
  /** Hex sha256 of the file; null only when the publisher gives none (then the manager says "unverified"). */
  sha256: string | null;
  /** Size in bytes (null when unknown). */
  size: number | null;
  /** The file is an archive to unpack into the model folder after verification. */
  unpack?: 'tar.bz2' | 'zip';
  /** Path of this file inside a mirror (folder or URL); default `<entry id>/<name>`. */
  mirrorPath?: string;
}

export interface CatalogEntry {
  /** Stable id, also the folder name under the models folder and in a mirror. */
  id: string;
  kind: ModelKind;
  /** What runs it: 'piper', 'stressrnn', 'silero-vad', 'sherpa-zipformer', 'sherpa-whisper', … */
  engine: string;
  /** ISO 639-1 language ('' for language-neutral models such as VAD). */
  language: string;
  title: string;
  description: string;
  /**
   * The title and description in the studio's other language (the ones above are written in one:
   * English, or Russian for the Russian Piper voices); the API answers in the caller's. The
   * licence stays as its publisher words it.
   */
  translations?: Partial<Record<'ru' | 'en', { title: string; description: string }>>;
  license: string;
  commercial_ok: boolean;
  /** Page with the model card / licence. */
  homepage: string;
  files: ModelFile[];
  /** For voices: what GET /voices and casting need. */
  voice?: {
    /** Stable UUID of the voice. */
    id: string;
    name: string;
    gender: 'm' | 'f' | '';
    age: 'child' | 'young' | 'adult' | 'old' | '';
    description: string;
    calm: number;
    recommended: boolean;
  };
}

/**
 * Layout of the models folder: `<modelsDir>/<entry id>/<files>`, and beside the files
 * `<modelsDir>/<entry id>/installed.json` — written last, atomically, by the model manager —
 * holding this record. A folder without it is an unfinished install and is ignored.
 */
export interface InstalledModel {
  entry: CatalogEntry;
  installedAt: string;
  /** Absolute path of the model's folder (filled in by discovery, not stored). */
  dir: string;
}

export const INSTALLED_MANIFEST = 'installed.json';
