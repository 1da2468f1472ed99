// What the whole book teaches about its people before any line is attributed:
//  - gender: «Harriet … she», «the Rabbit … his watch» — the pronoun that follows a name as the
//    subject of a sentence, counted over the book (titles and first names have voted already);
//  - descriptions: «Mr. Bumble, the beadle» / «the beadle, Mr. Bumble» make «the beadle» him;
//  - titles: «the Colonel» is whoever the book most calls «Colonel …»;
//  - speakers: everyone a tag names («said Syme») takes part in conversations, whatever the name.
import type { EnParagraph } from './attribute.ts';
import { PERSON_NOUNS, PRONOUN_GENDER, ROLE_NOUNS, SPEECH_VERBS, TITLE_ALONE } from './lexicon.ts';
import type { EnMention } from './names.ts';
import type { EnRegistry } from './people.ts';
import { readTagAfter } from './tags.ts';
import { readTagBefore } from './tags-before.ts';

const isPerson = (registry: EnRegistry, key: string | null): key is string => key !== null && registry.byId(key) !== undefined;

export function learnGenders(pairs: SubjectPronoun[], registry: EnRegistry): void {
  for (const { m, pronoun } of pairs) {
    const key = registry.resolve(m);
    if (!isPerson(registry, key)) continue;
    const person = registry.byId(key);
    if (person) person.votes += PRONOUN_GENDER[pronoun] === 'm' ? 1 : -1;
  }
}

/** A name of the narration that is the subject of its clause, and the first pronoun that stands for it after it. */
export interface SubjectPronoun { m: EnMention; pronoun: string }

/** Every name-and-pronoun pair of the book's narration, read once (book-names.ts and learnGenders count them). */
export function subjectPronouns(paragraphs: EnParagraph[]): SubjectPronoun[] {
  const out: SubjectPronoun[] = [];
  const visit = (m: EnMention, pronoun: string) => out.push({ m, pronoun });
  for (const p of paragraphs) {
    for (const pc of p.seg.pieces) {
      if (pc.kind !== 'narration') continue;
      const mentions = p.mentions.filter((m) => m.start >= pc.start && m.end <= pc.end);
      if (mentions.length === 0) continue;
      for (const [i, m] of mentions.entries()) {
        // Only a name that is the subject of its clause («Harriet … she»): «in Bath. She…» says nothing of Bath.
        const lead = p.text.slice(Math.max(pc.start, m.start - 30), m.start);
        const verbBefore = /(\p{L}+)\s+(?:the\s+)?$/u.exec(lead)?.[1].toLowerCase();
        const subject = /(?:^|[.!?;:,]\s*|\b(?:and|but|then|so|when|while|as|that|till|until)\s+)(?:the\s+|poor\s+|little\s+|old\s+|dear\s+)?$/i.test(lead) ||
          (verbBefore !== undefined && SPEECH_VERBS.has(verbBefore));
        if (!subject) continue;
        if (/^\s*(?:['’]s\b|,)/.test(p.text.slice(m.end, m.end + 3)) && !/^,\s*(?:who|whose)\b/.test(p.text.slice(m.end, m.end + 8))) continue;
        // The first pronoun after the name, in its sentence or the next, before any other name.
        const until = Math.min(mentions[i + 1]?.start ?? pc.end, pc.end);
        const window = p.text.slice(m.end, until);
        const stop = nthSentenceEnd(window, 2);
        const pronoun = ownPronoun(window.slice(0, stop));
        if (pronoun) visit(m, pronoun);
      }
    }
  }
  return out;
}

// Words after «her» that make it an object («addressed her in a sleepy voice»), not a possessive.
const AFTER_OBJECT = /^(?:in|at|to|with|and|but|or|that|the|a|an|as|for|from|by|on|up|down|out|off|away|back|again|so|too|very|if|when|then|into|once|now|all|over|about|round|is|was|had|himself|herself|it)$/i;

/**
 * The first pronoun after a name that stands for it: «he», «she», «his», a possessive «her»
 * («shook her head»). «him» and an object «her» («the Caterpillar addressed her») mean someone else.
 */
function ownPronoun(text: string): string | null {
  for (const m of text.matchAll(/\b(he|she|his|her|himself|herself)\b(\W*)(\w*)/gi)) {
    const word = m[1].toLowerCase();
    if (word === 'her' && (/[.,;:!?"”’)]/.test(m[2]) || m[3] === '' || AFTER_OBJECT.test(m[3]))) continue;
    return word;
  }
  return null;
}

export function nthSentenceEnd(text: string, n: number): number {
  let count = 0;
  for (const m of text.matchAll(/[.!?]\s/g)) {
    if (/\b(?:Mr|Mrs|Ms|Dr|St)$/.test(text.slice(0, m.index))) continue;
    if (++count === n) return m.index;
  }
  return text.length;
}

export function learnAppositions(paragraphs: EnParagraph[], registry: EnRegistry): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  const posts = new Map<string, Set<string>>();
  const bump = (noun: string, key: string) => {
    let m = counts.get(noun);
    if (!m) counts.set(noun, (m = new Map()));
    m.set(key, (m.get(key) ?? 0) + 1);
  };
  for (const p of paragraphs) {
    for (const m of p.mentions) {
      const key = registry.resolve(m);
      if (!isPerson(registry, key)) continue;
      // «Mr. Bumble, the beadle,» · «Mr. Bumble the beadle»
      const after = /^,?\s+the\s+(?:[a-z]+\s+){0,2}?([a-z]+)\b/.exec(p.text.slice(m.end, m.end + 50));
      if (after && after[1] in PERSON_NOUNS) bump(after[1], key);
      // «the beadle, Mr. Bumble»
      const before = /\bthe\s+(?:[a-z]+\s+){0,2}?([a-z]+),?\s+$/.exec(p.text.slice(Math.max(0, m.start - 50), m.start));
      if (before && before[1] in PERSON_NOUNS) bump(before[1], key);
      const post = plainApposition(p.text, m);
      if (post) posts.set(post, (posts.get(post) ?? new Set()).add(key));
    }
  }
  const out = new Map<string, string>();
  for (const [noun, m] of counts) {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const [key, n] = [...m.entries()].sort((a, b) => b[1] - a[1])[0];
    if (n >= 2 && n >= 0.7 * total) out.set(noun, key);
  }
  // «said Mr. Buttons, the chairman,»: a meeting has one chairman, so one plain apposition of a post
  // tells who he is, where the book ties the word to nobody else.
  for (const [noun, keys] of posts) {
    const [key] = [...keys];
    const others = [...(counts.get(noun) ?? new Map<string, number>()).keys()].filter((k) => k !== key);
    if (!out.has(noun) && keys.size === 1 && others.length === 0) out.set(noun, key);
  }
  return out;
}

/** «Mr. Buttons, the chairman,» · «the chairman, Mr. Buttons,»: a post in apposition, comma to comma. */
function plainApposition(text: string, m: { start: number; end: number }): string | null {
  const after = /^,\s+the\s+([a-z]+)\s*[,;.:]/.exec(text.slice(m.end, m.end + 40));
  if (after && ROLE_NOUNS.has(after[1])) return after[1];
  const before = /(?:^|[^\p{L}\s,]\s*|\b[a-z]+\s+)the\s+([a-z]+),\s+$/u.exec(text.slice(Math.max(0, m.start - 40), m.start));
  return before && ROLE_NOUNS.has(before[1]) && /^\s*[,;.:]/.test(text.slice(m.end, m.end + 3)) ? before[1] : null;
}

export function learnTitleHolders(registry: EnRegistry): Map<string, string> {
  const out = new Map<string, string>();
  const byTitle = new Map<string, Array<[string, number]>>();
  for (const p of registry.persons) {
    for (const [t, n] of p.titles) {
      if (!TITLE_ALONE.has(t) && t !== 'dr') continue;
      const list = byTitle.get(t) ?? [];
      list.push([p.id, n]);
      byTitle.set(t, list);
    }
  }
  for (const [t, list] of byTitle) {
    const total = list.reduce((a, [, n]) => a + n, 0);
    const [id, n] = list.sort((a, b) => b[1] - a[1])[0];
    if (n >= 0.6 * total) out.set(t, id);
  }
  return out;
}

export function learnSpeakers(paragraphs: EnParagraph[], registry: EnRegistry): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const p of paragraphs) {
    const pieces = p.seg.pieces;
    // «"…," said Madge, "…"»: the narration between two pieces of one speech is read after the first and
    // before the second, but it is one tag; counted twice, one stray tag made a speaker (a first-person
    // narrator's pet name in a song, and the narrator was then never named).
    const read = new Set<number>();
    for (const [k, pc] of pieces.entries()) {
      if (pc.kind !== 'speech') continue;
      const after = pieces[k + 1]?.kind === 'narration' ? pieces[k + 1] : null;
      const before = pieces[k - 1]?.kind === 'narration' ? pieces[k - 1] : null;
      // A piece already read as the speech before's tag is not read again (nor parsed).
      for (const [at, tag] of [
        [k + 1, after && !read.has(k + 1) ? readTagAfter(after.text, after.start, p.mentions) : null],
        [k - 1, before && !read.has(k - 1) ? readTagBefore(before.text, before.start, p.mentions) : null],
      ] as const) {
        if (tag?.speech && tag.subject.kind === 'name') {
          read.add(at);
          const key = registry.resolve(tag.subject.mention);
          // Twice at least: one odd tag does not make a town a speaker.
          if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
          if (key && (seen.get(key) ?? 0) >= 2) out.add(key);
        }
      }
    }
  }
  return out;
}

/** How often each description speaks by a tag over the book («said the painter» fifty times is a main character). */
export function learnDescriptions(paragraphs: EnParagraph[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of paragraphs) {
    const pieces = p.seg.pieces;
    for (const [k, pc] of pieces.entries()) {
      if (pc.kind !== 'speech' || pieces[k + 1]?.kind !== 'narration') continue;
      const tag = readTagAfter(pieces[k + 1].text, pieces[k + 1].start, p.mentions);
      if (tag?.speech && tag.subject.kind === 'desc') out.set(tag.subject.noun, (out.get(tag.subject.noun) ?? 0) + 1);
    }
  }
  return out;
}
