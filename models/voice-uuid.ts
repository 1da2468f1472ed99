// Stable voice ids: a UUID v5 (RFC 9562, SHA-1 name-based) of the catalog entry id in the
// studio's own namespace. The same entry id gives the same voice id on every machine and
// after every reinstall, so characters keep their voices.
import { createHash } from 'node:crypto';

/** The studio's namespace for voice UUIDs. Never change it: every stored voice id derives from it. */
export const VOICE_NAMESPACE = '160a043b-cf39-464e-a37d-4cd235b4a38e';

export function uuidV5(name: string, namespace: string = VOICE_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) throw new Error(`Not a UUID namespace: ${namespace}`);
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const b = hash.subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The voice UUID of a catalog entry (by its id). */
export function voiceUuid(entryId: string): string {
  return uuidV5(entryId);
}
