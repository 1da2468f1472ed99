// A post the book writes with a capital after «the» («the Collector», «the District Superintendent»,
// «the Inspector of Police») reads as a name of its own, and its lines would go to a voice of its own.
// Where the narration ties it to a named person in apposition — «the Collector, Mr. Turton, with whom
// they had dined», «Mr. Haq, the Inspector of Police, flung open the door» — or by «was» («Mr. Turton
// was the Collector.»), the post is that person: its names become his.
import type { EnParagraph } from './attribute.ts';
import type { EnMention } from './names.ts';
import type { EnRegistry } from './people.ts';
import { forEachApposition, joinSingleTies } from './appositions.ts';
import { givenNameGender } from './given-names.ts';

// After the second name: the apposition closes («, with whom», «. », «;»), no list goes on
// («the Nawab Bahadur, Hamidullah, Mahmoud Ali, and others» names three people).
const CLOSES = /^(?:\s+of\s+(?:the\s+)?\p{Lu}\p{L}+)?\s*(?:[;:.!?)—–]|,(?!\s*(?:and\s+|or\s+)?(?:the\s+)?\p{Lu}))/u;
const DESC_FIRST = /^,\s+$/;
const NAME_FIRST = /^(?:,\s+|\s+(?:was|is)\s+)the\s+$/;

/** Joins each capitalised post to the one named person the narration ties it to (never to two). */
export function tieDescriptions(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const posts = postKeys(paragraphs, registry);
  const ties = new Map<string, Set<string>>();
  const tie = (post: string | null, person: string | null) => {
    if (!post || !person || post === person || !posts.has(post) || posts.has(person) || !named(registry, person)) return;
    ties.set(post, (ties.get(post) ?? new Set()).add(person));
  };
  forEachApposition(paragraphs, CLOSES, (p, a, b, between) => {
    // «the Collector, Mr. Turton,»
    if (a.afterThe && !b.afterThe && DESC_FIRST.test(between) && !listBefore(p.text, a)) tie(registry.resolve(a), registry.resolve(b));
    // «Mr. Haq, the Inspector of Police,» · «Mr. Turton was the Collector.»
    if (b.afterThe && !a.afterThe && NAME_FIRST.test(between) && !listBefore(p.text, a)) tie(registry.resolve(b), registry.resolve(a));
  });
  joinSingleTies(ties, registry);
}

/** «Hamidullah, Mr. Haq, the Inspector»: a name that ends a list before it is no head of an apposition. */
function listBefore(text: string, m: EnMention): boolean {
  return /\p{Lu}\p{L}*,\s+(?:the\s+)?$/u.test(text.slice(Math.max(0, m.start - 30), m.start));
}

/** People the book names mostly after «the», with no title and no first name a list knows: posts, not names. */
function postKeys(paragraphs: EnParagraph[], registry: EnRegistry): Set<string> {
  const seen = new Map<string, { all: number; the: number }>();
  for (const p of paragraphs) {
    for (const m of p.mentions) {
      const key = registry.resolve(m);
      if (!key) continue;
      const n = seen.get(key) ?? { all: 0, the: 0 };
      n.all++;
      if (m.afterThe && !m.title) n.the++;
      seen.set(key, n);
    }
  }
  const out = new Set<string>();
  for (const [key, n] of seen) {
    const person = registry.byId(key);
    if (person && person.titles.size === 0 && givenNameGender(person.first ?? '') === undefined && (n.the >= 0.5 * n.all || n.the >= 3)) out.add(key);
  }
  return out;
}

/** One the book names as people are named: a title, or a first name and a surname. */
function named(registry: EnRegistry, key: string): boolean {
  const p = registry.byId(key);
  return p !== undefined && (p.titles.size > 0 || (p.first !== undefined && p.tokens.length > 1));
}
