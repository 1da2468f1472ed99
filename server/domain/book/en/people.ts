// The people of an English book from all their name mentions at once:
//   «Frank Churchill», «Mr. Frank Churchill», «Frank», «Mr. Churchill» → one man;
//   «Mr. Woodhouse» and «Emma Woodhouse» → two people (a man's title never joins a woman);
//   «Mr. Bumble», «Bumble» → one; «Lizzy» → «Elizabeth Bennet» when the book has her;
//   «the Rabbit» → «the White Rabbit» when only one longer name ends with it.
// Full names make people first; a title with one name joins the full name it can only mean (a
// «Mrs.» joins only a woman the book itself calls «Mrs.»: the mother is not her unmarried daughter),
// and a bare name joins the person that uses it as a first name, else as a surname (men first).
import type { Gender } from '../../../contract/enums.ts';
import { givenNameGender, PET_NAMES } from './given-names.ts';
import { FIRST_NAME_TITLES, TITLE_ALONE, TITLES } from './lexicon.ts';
import type { EnMention } from './names.ts';
import { canonicalTitle, formKey, togetherIn } from './name-forms.ts';
import { husbandsWife, namedBy } from './wives.ts';

export interface EnPerson {
  id: string;
  /** Lower-case name words the person is known by (a full name when the book gives one). */
  tokens: string[];
  first?: string;
  last?: string;
  /** Mentions resolved to the person. */
  count: number;
  /** Surface forms («Mr. Bumble», «Bumble») → how often. */
  forms: Map<string, number>;
  /** Titles met with the name → how often. */
  titles: Map<string, number>;
  /** Gender evidence: positive for a man, negative for a woman. */
  votes: number;
  /** Named as people are (a title, a known first name, a speaker somewhere), not a place or a thing. */
  personLike: boolean;
  /** Forms joined to the person from another («Collector» of Mr. Turton): names of his, not the one to show. */
  posts?: Set<string>;
}

export interface EnRegistry {
  persons: EnPerson[];
  resolve(m: EnMention): string | null;
  byId(id: string): EnPerson | undefined;
  genderOf(id: string): Gender;
  /** The name could mean someone else too («John» with two Johns, «Mr. Morland» with a father and a son). */
  ambiguous(m: EnMention): boolean;
  /** Everyone an ambiguous name could mean, the most likely first («John»: John Beaver, John Andrew). */
  alternatives(m: EnMention): string[];
  /** The book ties two people into one («the Collector, Mr. Turton»): `from`'s names become `into`'s. */
  join(from: string, into: string): void;
  /** Names of no one who speaks («the Miss Bertrams», a family): they resolve to nobody. */
  forget(id: string): void;
  /** Known by a husband's names («Mrs. John Knightley»): never the man of those names. */
  isWife(id: string): boolean;
}

interface Form {
  key: string;
  title: string;
  tokens: string[];
  count: number;
  surface: Map<string, number>;
  afterThe: number;
}

/** «Ivanovich», «Petrovitch», «Filippovna», «Ilyich», «Nikitichna»: a Russian father's name after the first name. */
const PATRONYMIC = /^\p{L}{3,}(?:[oe]vi?t?ch|[oe]vna|ichna|(?<!r)[iy]i?t?ch)$/u;
/** «Polina Andreyevna» is a woman, «Sergei Petrovich» a man, whatever the lists of first names know. */
function patronymicGender(tokens: string[]): Gender {
  const p = tokens.slice(1).find((t) => PATRONYMIC.test(t));
  return p === undefined ? '' : /(?:vna|ichna)$/.test(p) ? 'f' : 'm';
}
const titleGender = (t: string): Gender => TITLES[t] ?? '';
// Titles that say nothing about being a person on their own («St. Paul's» is a church).
const WEAK_TITLES = new Set(['st', 'saint', '']);

/**
 * A key of someone who may speak: a person, or one who has spoken, not a place the registry also knows
 * and some pronoun gave a sex («in England; but here in Italy, …, he»: «Sawston» was a voice of 7 lines
 * on the dev novels).
 */
export function isPersonKey(key: string | null, ctx: { registry: EnRegistry; speakers: Set<string> }): key is string {
  return key !== null && (ctx.registry.byId(key)?.personLike === true || ctx.speakers.has(key));
}

/**
 * `paragraphs`: the names each paragraph's narration uses, to see which names stand for two
 * people at once («Mr. Thornby looked at George»: the father is not his son). `bookFirstNames`: first
 * names no list knows, with the sex the book gives them (book-names.ts), taken as listed ones.
 */
export function buildPeople(mentions: EnMention[], paragraphs: EnMention[][] = [], bookFirstNames: Map<string, Gender> = new Map()): EnRegistry {
  const nameGender = (w: string): Gender | undefined => givenNameGender(w) ?? bookFirstNames.get(w.toLowerCase());
  const forms = new Map<string, Form>();
  // A word met only at the start of sentences («Ahem!», «Presently») is no name: a name turns up
  // inside sentences too, or with a title.
  const inside = new Set<string>();
  for (const m of mentions) {
    if (!m.sentenceStart || m.title || m.afterThe || m.tokens.length > 1) {
      inside.add(formKey(m.title, m.tokens));
      // «Bumble was a beadle»: a word some fuller name uses is a name at a sentence start too.
      for (const t of m.tokens) inside.add(formKey('', [t]));
    }
  }
  for (const m of mentions) {
    if (!inside.has(formKey(m.title, m.tokens))) continue;
    const key = formKey(m.title, m.tokens);
    let f = forms.get(key);
    if (!f) forms.set(key, (f = { key, title: canonicalTitle(m.title), tokens: m.tokens.map((t) => t.toLowerCase()), count: 0, surface: new Map(), afterThe: 0 }));
    f.count++;
    if (m.afterThe) f.afterThe++;
    f.surface.set(m.text, (f.surface.get(m.text) ?? 0) + 1);
  }
  const persons: EnPerson[] = [];
  const byForm = new Map<string, EnPerson>();
  /** Forms that could mean more than one person (the most likely one was taken). */
  const ambiguous = new Set<string>();
  const alternatives = new Map<string, EnPerson[]>();
  const newPerson = (tokens: string[], first?: string, last?: string): EnPerson => {
    const p: EnPerson = { id: `e${persons.length + 1}`, tokens, first, last, count: 0, forms: new Map(), titles: new Map(), votes: 0, personLike: false };
    persons.push(p);
    return p;
  };
  const attach = (f: Form, p: EnPerson) => {
    byForm.set(f.key, p);
    p.count += f.count;
    for (const [s, n] of f.surface) p.forms.set(s, (p.forms.get(s) ?? 0) + n);
    if (f.title) p.titles.set(f.title, (p.titles.get(f.title) ?? 0) + f.count);
    // «the Queen», «the Duchess»: a title standing for the name carries its gender too, and so does the
    // title that heads a name of a place («the Duchess of Monmouth», «the Earl of Kildare»).
    const head = f.tokens.length === 1 || f.tokens[1] === 'of' ? f.tokens[0] : '';
    p.votes += voteOf(titleGender(f.title || head)) * 3 * f.count;
  };
  const sorted = [...forms.values()].sort((a, b) => b.count - a.count);
  const sisters = sisterSurnames(mentions);
  const nameWords = (f: Form) => f.tokens.filter((t) => !/^(?:de|du|van|von|da|di|le|la|del|della|of|the|ten|der)$/.test(t));

  // 1) Full names: «Emma Woodhouse», «Mr. John Knightley».
  const full = new Map<string, EnPerson>();
  /** «Mrs. John Knightley»: women known by a husband's first name and surname. */
  const wives = new Set<EnPerson>();
  // «Alexei Ivanovich» (a first name and a patronymic) is «Alexei Ivanovich Polzunov» when he is the
  // one full name it begins: it joins him once the longer names are made. Only a patronymic ends it
  // («the Mock Turtle» is no «Mock Turtle Soup»).
  const longer = (f: Form) => new Set(PATRONYMIC.test(f.tokens[f.tokens.length - 1]) ? sorted.filter((o) => o.tokens.length > f.tokens.length && nameWords(o).length > 2 && f.tokens.every((t, i) => o.tokens[i] === t)).map((o) => o.tokens.join(' ')) : []);
  const prefixes: Form[] = [];
  for (const f of sorted) {
    const words = nameWords(f);
    if (words.length < 2) continue;
    if (words.length === f.tokens.length && longer(f).size === 1) {
      prefixes.push(f);
      continue;
    }
    // «Mrs. John Knightley» is John Knightley's wife, not he: a woman of her own, known by no first name.
    const wife = f.title === 'mrs' && nameGender(words[0]) === 'm';
    const key = `${wife ? 'mrs ' : ''}${f.tokens.join(' ')}`;
    let p = full.get(key);
    if (!p) full.set(key, (p = newPerson(f.tokens, wife ? undefined : words[0], words[words.length - 1])));
    if (wife) wives.add(p);
    attach(f, p);
  }
  for (const f of prefixes) {
    const words = nameWords(f);
    const key = [...longer(f)][0];
    let p = full.get(key) ?? full.get(`mrs ${key}`);
    if (!p) full.set(f.tokens.join(' '), (p = full.get(f.tokens.join(' ')) ?? newPerson(f.tokens, words[0], words[words.length - 1])));
    attach(f, p);
  }
  // A first name only the book knows votes while the names are joined, then is taken back: its sex was
  // learnt from the pronouns, which learnGenders counts once the people are made.
  const lent = new Map<EnPerson, number>();
  for (const p of persons) {
    const vote = voteOf(nameGender(p.first ?? '') ?? patronymicGender(p.tokens)) * 2;
    p.votes += vote;
    if (givenNameGender(p.first ?? '') === undefined && bookFirstNames.has(p.first ?? '')) lent.set(p, vote);
  }

  const genderNow = (p: EnPerson): Gender => (p.votes > 0 ? 'm' : p.votes < 0 ? 'f' : '');
  const compatible = (p: EnPerson, g: Gender) => !g || !genderNow(p) || genderNow(p) === g;

  // 2) A title and one name: «Mr. Churchill», «Sir Thomas», «Miss Bates».
  for (const f of sorted) {
    // «M. de Brissac», «Van Tromp»: a particle before the one name word leaves it one name.
    if (!f.title || nameWords(f).length !== 1 || byForm.has(f.key)) continue;
    const t = nameWords(f)[0];
    const g = titleGender(f.title);
    const byFirst = FIRST_NAME_TITLES.has(f.title) ||
      ((f.title === 'lady' || f.title === 'lord') && nameGender(t) !== undefined && persons.some((p) => p.first === t && p.tokens.length > 1));
    // Only full names that look like people's count («'Tis Crawford» is no second Crawford).
    const credible = (p: EnPerson) => nameGender(p.first ?? '') !== undefined || p.titles.size > 0 || p.count >= 3;
    // «Dr. Kessling» is not «Miss Agatha Kessling», his sister: a title that tells no gender («Dr.»,
    // «Professor») does not join a woman the book never calls by it.
    const titledAs = (p: EnPerson) => g !== '' || genderNow(p) !== 'f' || p.titles.has(f.title);
    let cands = persons.filter((p) => p.tokens.length > 1 && (byFirst ? p.first === t : p.last === t) && compatible(p, g) && credible(p) && titledAs(p));
    // «Miss Fanny», «Mlle. Blanche»: a servant's or a foreigner's «Miss» with a woman's first name, no one's surname.
    const missFirst = cands.length === 0 && f.title === 'miss' && nameGender(t) === 'f';
    if (missFirst) cands = persons.filter((p) => p.tokens.length > 1 && p.first === t && compatible(p, g) && credible(p));
    // «Mrs. Wilcox» is no «Mrs. Charles Wilcox» (a wife goes by her husband's names), and the
    // mother «Mrs. Bennet» is none of her daughters: a «Mrs.» with one name is a person of her own.
    // «Lady Otway» is Sir John's wife, not her daughter Cassandra Otway: a «Lady» by surname is married too.
    if (f.title === 'lady' && !byFirst) cands = [];
    // …unless the full name is hers and the book itself gives it a «Mrs.»: «Mrs. Lynde» and «Mrs.
    // Rachel» are «Mrs. Rachel Lynde» (her own first name, not a husband's: «Mrs. Charles Wilcox»).
    if (f.title === 'mrs') {
      const ownMrs = (p: EnPerson) => (p.titles.get('mrs') ?? 0) > 0 && p.first !== undefined && nameGender(p.first) === 'f';
      cands = persons.filter((p) => p.tokens.length > 1 && (p.last === t || p.first === t) && ownMrs(p) && credible(p));
      if (cands.length === 0) cands = husbandsWife(t, wives, persons, paragraphs);
    }
    let p: EnPerson | undefined;
    if (cands.length === 1) {
      const c = cands[0];
      // A book that keeps saying «Mr. John Knightley» does so to tell him from «Mr. Knightley», his brother.
      // Likewise «Miss Helen Schlegel» is the younger sister of «Miss Schlegel».
      const titled = c.titles.get(f.title) ?? 0;
      // Only for «Mr.»: Austen's narration says «Miss Woodhouse» and «Emma» of one woman in one breath.
      const together = f.title === 'mr' && c.first && c.first !== t ? togetherIn(paragraphs, f.key, formKey('', [c.first])) : 0;
      // Counted in the narration when it is known: a butler announcing «Mr. Dorian Gray» tells no one apart.
      const told = paragraphs.length > 0 ? togetherIn(paragraphs, formKey(f.title, c.tokens)) : titled;
      // …but only where the two forms meet in one paragraph: two brothers share scenes, while a man
      // the narration calls «Dr. Panna Lal» and his friends «Dr. Lal» is never beside himself.
      const brothers = told >= 5 && titled >= 0.1 * f.count && (paragraphs.length === 0 || togetherIn(paragraphs, f.key, formKey(f.title, c.tokens)) > 0);
      // «Miss Fairfax» is the one woman of that name («Miss Jane Fairfax» is her too), unless the book
      // speaks of «the Miss Steeles»: of sisters, «Miss Steele» is the eldest, who may be another.
      // «Miss Julia» names her by her first name: no sister to tell apart.
      const miss = !missFirst && sisters.has(t);
      const otherHead = (f.title === 'miss' ? miss : brothers) || together >= 3;
      if (!otherHead) p = c;
      // «Mr. Morland» may be James Morland or his father, whom the book never names in full: a guess.
      // «Sir Roger» with «Sir Roger Amberley» is no guess: the same title with his first name.
      if (p && !(byFirst && titled > 0)) ambiguous.add(f.key);
    }
    if (!p) p = newPerson([t], byFirst ? t : undefined, byFirst ? undefined : t);
    attach(f, p);
  }

  // Words the book puts after a surname's title («Mr. Hamidullah»), for the bare names below.
  const surnameTitled = new Set([...forms.values()].filter((o) => o.tokens.length === 1 && o.title !== '' && o.title !== 'miss' && !FIRST_NAME_TITLES.has(o.title)).map((o) => o.tokens[0]));
  // 3) A bare name: a first name first, a pet name, then a surname (a man's, when several share it).
  for (const f of sorted) {
    if (f.title || nameWords(f).length !== 1 || byForm.has(f.key)) continue;
    const t = nameWords(f)[0];
    const most = (list: EnPerson[]) => {
      list.sort((a, b) => b.count - a.count);
      // «Emma» with «Emma Woodhouse» named hundreds of times and another Emma twice is hardly a doubt.
      if (list.length > 1 && list[1].count >= 0.1 * list[0].count) {
        ambiguous.add(f.key);
        alternatives.set(f.key, list.filter((x, i) => i === 0 || namedBy(x, t) >= 3));
      }
      return list[0];
    };
    // «John» with «John Beaver», whom the narration calls «Beaver», and «John Andrew»: a man the
    // book mostly calls by his surname is not the one a bare first name means.
    const byFirst = () => most(preferFirstNamed(persons.filter((x) => x.first === t), forms, byForm)) ??
      (PET_NAMES[t] ? most(persons.filter((x) => x.first !== undefined && PET_NAMES[t].includes(x.first))) : undefined);
    const bySurname = () => {
      const list = persons.filter((x) => x.last === t);
      const men = list.filter((x) => genderNow(x) === 'm');
      const pool = men.length > 0 ? men : list;
      if (pool.length < 2) return most(pool);
      // «Oakley» with «Maurice Oakley» and «Francis Oakley», whom the book calls «Frank»: the bare
      // surname is the one of them the narration does not call by his first name.
      ambiguous.add(f.key);
      alternatives.set(f.key, pool.filter((x) => namedBy(x, t) >= 3));
      const firstNamed = (x: EnPerson) => {
        const own = x.first ? [x.first, ...Object.entries(PET_NAMES).filter(([, full]) => full.includes(x.first ?? '')).map(([pet]) => pet)] : [];
        // A form already taken as his is in his count.
        const taken = own.reduce((a, w) => a + (byForm.get(formKey('', [w])) === x ? forms.get(formKey('', [w]))?.count ?? 0 : 0), 0);
        const n = own.reduce((a, w) => a + (forms.get(formKey('', [w]))?.count ?? 0), 0);
        return n / (x.count + n - taken || 1);
      };
      pool.sort((a, b) => firstNamed(a) - firstNamed(b) || b.count - a.count);
      return pool[0];
    };
    // «Fielding» is a surname before it is the first word of some other name.
    // «the Captain», «the Major»: the one the book names with that title most («Captain Harwood»).
    let p = f.afterThe >= f.count / 2 && TITLE_ALONE.has(t) ? titleHolder(persons, canonicalTitle(t)) : undefined;
    // A word the book puts after a title («Mr. Fielding») is, alone, the surname of that one person,
    // though lists know it as a first name too («Fielding High School» is no man called Fielding) —
    // where nobody else has that surname (a man first, as below).
    if (givenNameGender(t) !== undefined) {
      const sameSurname = persons.filter((x) => x.last === t);
      const men = sameSurname.filter((x) => genderNow(x) === 'm');
      const pool = men.length > 0 ? men : sameSurname;
      if (pool.length === 1) p ??= titledOwner(t, pool[0], byForm);
    }
    // «the Indian» is no first name of «Indian Ocean»: a word the book writes after «the» is a description.
    const described = f.afterThe >= f.count / 2 && givenNameGender(t) === undefined;
    // A first name only the book knows is read as one too, unless the book also gives it a surname's
    // title («Mr. Hamidullah» beside his wife «Hamidullah Begum»).
    const firstName = givenNameGender(t) !== undefined || (bookFirstNames.has(t) && !surnameTitled.has(t));
    p ??= firstName || PET_NAMES[t] ? byFirst() ?? bySurname() : bySurname() ?? (described ? undefined : byFirst());
    // «Rabbit» → «White Rabbit», «Pooh» → «Winnie-the-Pooh»: the one longer name that ends with it.
    if (!p && givenNameGender(t) === undefined) {
      const longer = persons.filter((x) => x.tokens.length > 1 ? x.last === t : x.tokens[0].endsWith(`-${t}`));
      if (longer.length === 1) p = longer[0];
    }
    if (!p) p = newPerson([t], givenNameGender(t) !== undefined ? t : undefined, t);
    attach(f, p);
    // «Duchess» with a «Duchess of Harley» and a «Duchess of Monmouth»: the title alone means either, the one of the scene.
    const styled = TITLE_ALONE.has(t) ? persons.filter((x) => x.tokens[0] === t && x.tokens[1] === 'of') : [];
    if (styled.length > 1) {
      ambiguous.add(f.key);
      alternatives.set(f.key, styled);
    }
  }
  for (const [p, vote] of lent) p.votes -= vote;
  for (const p of persons) {
    if (p.tokens.length === 1 && p.first === p.tokens[0] && ![...p.titles.keys()].some((t) => titleGender(t))) p.votes += voteOf(givenNameGender(p.first) ?? '') * 2;
    // «the Duchess of Monmouth», «the Earl of Kildare»: a title over a place is somebody.
    const styled = p.tokens[1] === 'of' && TITLE_ALONE.has(p.tokens[0]);
    p.personLike = [...p.titles.keys()].some((t) => !WEAK_TITLES.has(t)) || givenNameGender(p.first ?? p.tokens[0]) !== undefined || patronymicGender(p.tokens) !== '' || styled;
  }
  const resolve = (m: EnMention) => byForm.get(formKey(m.title, m.tokens))?.id ?? null;
  const byId = (id: string) => (id.startsWith('e') ? persons[Number(id.slice(1)) - 1] : undefined);
  const genderOf = (id: string): Gender => {
    const p = byId(id);
    return p ? genderNow(p) : '';
  };
  const join = (from: string, into: string) => {
    const a = byId(from);
    const b = byId(into);
    if (!a || !b || a === b) return;
    for (const [k, p] of byForm) if (p === a) byForm.set(k, b);
    b.posts ??= new Set();
    for (const [f, n] of a.forms) {
      b.forms.set(f, (b.forms.get(f) ?? 0) + n);
      b.posts.add(f);
    }
    for (const [t, n] of a.titles) b.titles.set(t, (b.titles.get(t) ?? 0) + n);
    b.count += a.count;
    a.count = 0;
    a.forms.clear();
    a.titles.clear();
  };
  const forget = (id: string) => {
    for (const [k, p] of byForm) if (p.id === id) byForm.delete(k);
  };
  return { persons, resolve, byId, genderOf, ambiguous: (m) => ambiguous.has(formKey(m.title, m.tokens)),
    alternatives: (m) => (alternatives.get(formKey(m.title, m.tokens)) ?? []).filter((p) => p.count > 0).map((p) => p.id), join, forget, isWife: (id) => [...wives].some((w) => w.id === id) };
}

/** Of several people who share a first name, those not mostly called by their bare surname (all, if none). */
function preferFirstNamed(list: EnPerson[], forms: Map<string, Form>, byForm: Map<string, EnPerson>): EnPerson[] {
  if (list.length < 2) return list;
  // Only a bare surname already taken as this person's (a more frequent form than the first name).
  const share = (p: EnPerson) => {
    const key = formKey('', [p.last ?? '']);
    return byForm.get(key) === p ? (forms.get(key)?.count ?? 0) / (p.count || 1) : 0;
  };
  const firstNamed = list.filter((p) => !p.last || share(p) < 0.5);
  return firstNamed.length > 0 ? firstNamed : list;
}

/**
 * `candidate`, when the book puts a title before `t` for him and for nobody else («Mr. Fielding»
 * with «Cyril Fielding»), and `t` is his full name's surname («Mr. Dorian» is no surname to go by).
 */
function titledOwner(t: string, candidate: EnPerson, byForm: Map<string, EnPerson>): EnPerson | undefined {
  if (candidate.tokens.length < 2 || candidate.last !== t || candidate.first === t) return undefined;
  // Titles that go with a surname: «Miss Katharine», «Sir Thomas», «Aunt Celia» go with a first name.
  const surnameTitle = (title: string) => title !== '' && !WEAK_TITLES.has(title) && !FIRST_NAME_TITLES.has(title) && title !== 'miss' && title !== 'lady' && title !== 'lord';
  // His own titles only: a «Mr. Fielding» that went to him is among them.
  return [...candidate.titles.keys()].some((title) => surnameTitle(title) && byForm.get(formKey(title, [t])) === candidate) ? candidate : undefined;
}

/** «the Miss Steeles», «the Miss Bertrams»: surnames the book gives several unmarried sisters. */
export function sisterSurnames(mentions: EnMention[]): Set<string> {
  const out = new Set<string>();
  for (const m of mentions) {
    const w = m.tokens.length === 1 ? m.tokens[0].toLowerCase() : '';
    if (canonicalTitle(m.title) === 'miss' && m.afterThe && w.length > 3 && w.endsWith('s')) out.add(w.replace(/e?s$/, '')).add(w.slice(0, -1));
  }
  return out;
}

/** The person most of a title's uses go with (at least 60% of them), if the title is used with names at all. */
function titleHolder(persons: EnPerson[], title: string): EnPerson | undefined {
  const holders = persons.filter((p) => (p.titles.get(title) ?? 0) > 0).sort((a, b) => (b.titles.get(title) ?? 0) - (a.titles.get(title) ?? 0));
  const total = holders.reduce((s, p) => s + (p.titles.get(title) ?? 0), 0);
  return holders[0] && (holders[0].titles.get(title) ?? 0) >= 0.6 * total ? holders[0] : undefined;
}

function voteOf(g: Gender | undefined): number {
  return g === 'm' ? 1 : g === 'f' ? -1 : 0;
}

/** Two people of the registry who may be one: not a man and a woman (an unknown sex fits either). */
export function notOtherSex(registry: EnRegistry, a: string, b: string): boolean {
  const [ga, gb] = [registry.genderOf(a), registry.genderOf(b)];
  return !ga || !gb || ga === gb;
}
