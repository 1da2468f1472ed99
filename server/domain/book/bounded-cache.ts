// The morphology caches live as long as the analysis worker, which reads book after book: a cap keeps a
// long-running studio's memory flat. Emptying the whole map is enough — every entry is a pure function of its
// key, so a miss only costs the lookup again — and it stays cheap on the hot path.

/** Stores `value` under `key`, first emptying the map when it holds `limit` entries; returns `value`. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  if (map.size >= limit) map.clear();
  map.set(key, value);
  return value;
}
