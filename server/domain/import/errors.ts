// Every way a book file can be refused. The code is for machines (the upload service maps it to
// an HTTP status), the message is one sentence for the author. Messages never carry file system
// paths, stack traces or echoed file content: the file is hostile until proven otherwise.
import type { ImportReason } from '../../contract/enums.ts';

/** The contract's IMPORT_REASONS: the studio shows each in its own language. */
export type ImportErrorCode = ImportReason;

export class ImportError extends Error {
  override name = 'ImportError';
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const isImportError = (e: unknown): e is ImportError => e instanceof ImportError;
