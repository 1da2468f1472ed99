import type { JobHandler } from '../types.ts';

// The speech-recognition check lands with the check feature.
export const checkJob: JobHandler = {
  async run() {
    throw new Error('The check is not available in this build yet.');
  },
};
