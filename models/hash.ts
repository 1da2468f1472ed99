// Streaming sha256 of a file: model files are tens or hundreds of MB, never read whole.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function sha256File(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20, signal })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
