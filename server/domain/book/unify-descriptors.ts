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
    // Turns in order, one per paragraph; people whose turns touch (neighbouring paragraphs) talk
    // to each other. Passes repeat so one resolved description can vouch for the next.
    const turns = group.filter((m, i) => lines[m.line].kind === 'speech' && (i === 0 || lines[group[i - 1].line].paragraphId !== lines[m.line].paragraphId));
    const partners = (key: string): Set<string> => {
      const out = new Set<string>();
      for (const [i, t] of turns.entries()) {
        if (lines[t.line].speaker !== key) continue;
        for (const n of [turns[i - 1], turns[i + 1]]) {
          if (n && Math.abs(lines[n.line].paragraphId - lines[t.line].paragraphId) === 1 && lines[n.line].confidence >= 0.7) out.add(lines[n.line].speaker);
        }
      }
      return out;
    };
    for (let pass = 0; pass < 3; pass++) {
      let changed = false;
      const descriptors = new Set(group.map((m) => lines[m.line].speaker).filter((k) => k.startsWith('d:')));
      for (const d of descriptors) {
        // Not someone the described person called by name or answered («— Кто здесь принимает
        // объявления? — закричал Ковалев.» / «— Мое почтение, — сказал седой чиновник.»).
        const mine = partners(d);
        const excluded = new Set([...group.filter((m) => lines[m.line].speaker === d).flatMap((m) => m.addressees), ...mine]);
        const g = genderOf(d);
        // A person of unknown gender could be anyone: only a known, matching gender counts; and the
        // two must talk to the same someone (in Преступление и наказание I.1 «молодой человек» and
        // Раскольников both answer Алена Ивановна).
        const candidates = [...named].filter((k) => !excluded.has(k) && g !== '' && genderOf(k) === g && [...partners(k)].some((x) => mine.has(x)));
        if (candidates.length !== 1) continue;
        const [who] = candidates;
        for (const m of group) {
          const l = lines[m.line];
          if (l.speaker !== d) continue;
          l.speaker = who;
          l.confidence = Math.min(l.confidence + 0.1, 0.7);
          l.review = l.confidence < 0.7;
          l.issue = describe(d, who);
          changed = true;
        }
      }
      if (!changed) break;
    }
  }
}

function isPerson(key: string): boolean {
  return !key.startsWith('d:') && key !== NARRATOR_KEY && key !== 'unknown';
}
