// Chapters are independent until they are joined: their sound is made by several ffmpeg
// processes at once on machines with cores to spare (one core is left for the studio itself).
import { availableParallelism } from 'node:os';

export function exportWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Runs `fn` over `items` with at most `limit` at once; results keep the items' order. The first
 * failure stops the rest (their `signal` aborts) and is the one reported.
 */
export async function mapOrdered<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  fn: (item: T, index: number, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const inner = new AbortController();
  const relay = () => inner.abort();
  signal.addEventListener('abort', relay, { once: true });
  if (signal.aborted) inner.abort();
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { err: unknown } | null = null;
  const worker = async () => {
    while (!failure && !inner.signal.aborted && next < items.length) {
      const k = next++;
      try {
        out[k] = await fn(items[k]!, k, inner.signal);
      } catch (err) {
        failure ??= { err };
        inner.abort();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  } finally {
    signal.removeEventListener('abort', relay);
  }
  if (failure) throw (failure as { err: unknown }).err;
  if (signal.aborted) throw new Error('aborted');
  return out;
}
