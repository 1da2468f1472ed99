// Errors of the model manager. Messages are written for the person installing the model:
// which model, which file, what was expected and what arrived.

/** No catalog entry (or installed model) with that id. */
export class UnknownModelError extends Error {
  override name = 'UnknownModelError';
  readonly id: string;
  constructor(id: string) {
    super(`Unknown model "${id}". Run "glava models list" to see the catalog.`);
    this.id = id;
  }
}

/** The model is being installed by another call right now. */
export class ModelBusyError extends Error {
  override name = 'ModelBusyError';
  constructor(id: string) {
    super(`Model "${id}" is already being installed.`);
  }
}

/** The downloaded bytes do not hash to the published sha256. The partial file was deleted. */
export class ChecksumMismatchError extends Error {
  override name = 'ChecksumMismatchError';
  readonly file: string;
  readonly expected: string;
  readonly actual: string;
  constructor(modelId: string, file: string, expected: string, actual: string) {
    super(`sha256 mismatch for ${modelId}/${file}: expected ${expected}, got ${actual}. `
      + 'The download was corrupted or the source is not the published file; it was deleted and nothing was installed.');
    this.file = file;
    this.expected = expected;
    this.actual = actual;
  }
}

/** The file is not the size the catalog gives, or a server sent more than that. */
export class SizeMismatchError extends Error {
  override name = 'SizeMismatchError';
  readonly file: string;
  constructor(modelId: string, file: string, detail: string) {
    super(`Wrong size for ${modelId}/${file}: ${detail}. It was deleted and nothing was installed.`);
    this.file = file;
  }
}

/** A transfer failed. `retryable` network failures keep the partial file for resuming. */
export class DownloadError extends Error {
  override name = 'DownloadError';
  readonly retryable: boolean;
  readonly status: number | null;
  /** The source could not be reached at all (no network, unknown host, refused): the studio offers a local copy. */
  readonly unreachable: boolean;
  /** The host that could not be reached, when there is one. */
  readonly host: string | null;
  constructor(message: string, opts: { retryable: boolean; status?: number | null; cause?: unknown; unreachable?: boolean; host?: string | null }) {
    super(message, { cause: opts.cause });
    this.retryable = opts.retryable;
    this.status = opts.status ?? null;
    this.unreachable = opts.unreachable ?? false;
    this.host = opts.host ?? null;
  }
}

/** A file the author pointed at (`--from`, the studio's "install from a file or folder") is not there. */
export class LocalSourceError extends Error {
  override name = 'LocalSourceError';
  readonly path: string;
  readonly file: string;
  constructor(path: string, file: string, message: string) {
    super(message);
    this.path = path;
    this.file = file;
  }
}

/** An archive that is unsafe or too large to unpack. */
export class UnpackError extends Error {
  override name = 'UnpackError';
}
