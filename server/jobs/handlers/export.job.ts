import type { JobHandler } from '../types.ts';

// Assembling the book (m4b / zip) lands with the export feature.
export const exportJob: JobHandler = {
  async run() {
    throw new Error('Export is not available in this build yet.');
  },
};
