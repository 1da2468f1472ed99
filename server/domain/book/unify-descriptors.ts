// «молодой человек», «старуха», «слуга»: books often name a speaker by a description. Within one
// conversation, a description that can only be one of the people named in it (same gender, and
// not someone the described person addressed by name) is that person: in Преступление и наказание
// I.1 «старушонка» is Алена Ивановна, whom the other speaker calls by name.
import type { Gender } from '../../contract/enums.ts';
import type { AnalyzedLine } from './types.ts';
import { NARRATOR_KEY } from './types.ts';

export interface SpeechMeta {
  /** Index into the chapter's lines. */
  line: number;
  exchange: number;
  addressees: string[];
}

export function unifyDescriptors(
  lines: AnalyzedLine[], meta: SpeechMeta[], genderOf: (key: string) => Gender,
  describe: (descriptorKey: string, personKey: string) => string,
): void {
  const byExchange = new Map<number, SpeechMeta[]>();
  for (const m of meta) byExchange.set(m.exchange, [...(byExchange.get(m.exchange) ?? []), m]);
  for (const group of byExchange.values()) {
    const named = new Set<string>();
    for (const m of group) {
      const l = lines[m.line];
      if (isPerson(l.speaker) && l.confidence >= 0.7) named.add(l.speaker);
      for (const a of m.addressees) if (isPerson(a)) named.add(a);
    }
    const descriptors = new Set(group.map((m) => lines[m.line].speaker).filter((k) => k.startsWith('d:')));
    for (const d of descriptors) {
      const addressed = new Set(group.filter((m) => lines[m.line].speaker === d).flatMap((m) => m.addressees));
      const g = genderOf(d);
      // A person of unknown gender could be anyone: only a known, matching gender counts.
      const candidates = [...named].filter((k) => !addressed.has(k) && g !== '' && genderOf(k) === g);
      if (candidates.length !== 1) continue;
      const [who] = candidates;
      for (const m of group) {
        const l = lines[m.line];
        if (l.speaker !== d) continue;
        l.speaker = who;
        l.confidence = Math.min(l.confidence + 0.1, 0.7);
        l.review = l.confidence < 0.7;
        l.issue = describe(d, who);
      }
    }
  }
}

function isPerson(key: string): boolean {
  return !key.startsWith('d:') && key !== NARRATOR_KEY && key !== 'unknown';
}
