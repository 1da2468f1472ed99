// Telling stage text from speech where no label says it. A paragraph without a label after a replica
// is either more of that replica (a second paragraph, the next verse line) or a stage direction
// («Входят Сорин и Треплев.», «Маша садится.»). Speech talks to someone: я/ты/вы, imperatives,
// questions and exclamations; a direction tells in the third person what someone does.
import { analyzeWord, morphParses } from '../morphology.ts';
import { foldName, words } from '../text.ts';
import { keepsStill } from './stage-still.ts';

/** «(Садится.)», «(Пауза)»: a paragraph that is all one parenthesis. */
export function isParenthesized(text: string): boolean {
  return /^\(/.test(text) && /\)[.;,]?$/.test(text) && !/\)[^)]*\(/.test(text.slice(1, -1));
}

/**
 * «(Охотник-эскимос отлетает, и из открытой дыры забила в» / «…нечленораздельно оря.)»: a parenthesis
 * hard-wrapped over paragraphs of their own. Returns the index of the paragraph that closes it (its
 * text up to the parenthesis is the rest), or -1 when `texts[i]` opens none (or none closes it soon).
 */
export function wrappedParenthesis(texts: readonly string[], i: number): number {
  if (!/^\([^()]*$/.test(texts[i])) return -1;
  for (let j = i + 1; j < texts.length && j <= i + MAX_WRAPPED; j++) {
    if (texts[j].includes('(')) return -1;
    if (texts[j].includes(')')) return j;
  }
  return -1;
}

const MAX_WRAPPED = 6;

/**
 * «Ступай, я тебе после растолкую. (Он толкает его» / «домой, и Филипп насилу идет; крестьяне идут
 * за» / «ним.)»: a remark opened inside a replica's paragraph and hard-wrapped over the next ones.
 * Returns where it opens in `texts[i]` (at `from` or after), or -1 when none opens there or no
 * paragraph soon closes it.
 */
export function remarkRunsOn(texts: readonly string[], i: number, from: number): number {
  const at = texts[i].lastIndexOf('(');
  if (at < from || texts[i].includes(')', at) || !/\p{L}/u.test(texts[i].slice(at))) return -1;
  for (let j = i + 1; j < texts.length && j <= i + MAX_WRAPPED; j++) {
    // «Жульета.) Посмотрим здесь. (Стучится…»: closed before another opens.
    const close = texts[j].indexOf(')');
    const open = texts[j].indexOf('(');
    if (close >= 0 && (open < 0 || close < open)) return at;
    if (open >= 0) return -1;
  }
  return -1;
}

// «Явление второе», «Картина 3», «Сцена последняя», «Шестая картина», «№ 5» — but «Часть парка.» is a direction.
const HEADING = /^№\s*\d{1,3}\.?$|^(?:\p{L}+(?:ое|ая|ый|ий|ой|ее|яя|ья|ье)\s+)?(?:явление|картина|сцена|действие|акт|эпизод|пролог|эпилог|интермедия|часть)(?:\s+(?:[IVXLC]+|\d{1,3}|\p{L}*(?:ое|ая|ый|ий|ой|ее|яя|ья|ье)))?\.?$|^(?:[IVXLC]+|\d{1,3})\.?$/iu;

/** «ЯВЛЕНИЕ ВТОРОЕ», «Картина 3», «II», «[КАРТИНА ВТОРАЯ]» (an editor's brackets): a heading inside a chapter. */
export function isHeading(text: string): boolean {
  return text.length < 60 && HEADING.test(text.replace(/^\[(.*)\]$/su, '$1'));
}

const PRONOUNS_12 = new Set([
  'я', 'меня', 'мне', 'мной', 'мною', 'мы', 'нас', 'нам', 'нами', 'ты', 'тебя', 'тебе', 'тобой', 'тобою', 'вы', 'вас', 'вам', 'вами',
  'мой', 'моя', 'мое', 'мои', 'моего', 'моей', 'моему', 'моих', 'моим', 'моими', 'мою', 'твой', 'твоя', 'твое', 'твои', 'твоего',
  'твоей', 'твоих', 'твою', 'ваш', 'ваша', 'ваше', 'ваши', 'вашего', 'вашей', 'ваших', 'вашим', 'вашу', 'наш', 'наша', 'наше',
  'наши', 'нашего', 'нашей', 'наших', 'нашим', 'нашу',
]);
// Nouns that make a direction on their own («Пауза.», «Смех за сценой.»).
const STAGE_NOUNS = new Set(['конец', 'темно', 'пауза', 'молчание', 'занавес', 'тишина', 'темнота', 'смех', 'шум', 'стук', 'звонок', 'музыка', 'гром', 'выстрел', 'поцелуй', 'те', 'та', 'тот']);

const TIME_ALONE = /^(?:утро|день|вечер|ночь|сумерки|полдень|полночь|пополудни|рассвет|темно|тьма)\.?$/iu;

// «Слышен звонок», «Видна луна»: what the audience hears and sees.
const PERCEIVED = new Set(['слышен', 'слышна', 'слышно', 'слышны', 'слышится', 'слышатся', 'виден', 'видна', 'видно', 'видны']);
const NOMINATIVE_FIRST = new Set(['NOUN']);

// Coming, going, showing, being heard, music playing: what a direction tells in the present («Вдали
// показывается дама с мужем», «Из зала врывается американец», «Рояль где-то играет вальс»); speech
// tells it with «вот» or «сейчас», to someone.
const STAGE_VERBS = new Set([
  'входить', 'выходить', 'уходить', 'вбегать', 'выбегать', 'убегать', 'появляться', 'показываться', 'скрываться', 'исчезать',
  'удаляться', 'врываться', 'вваливаться', 'раздаваться', 'доноситься', 'слышаться', 'закрываться', 'открываться', 'играть',
]);

const COUNTED_GROUP = new Set(['два', 'две', 'три', 'четыре', 'двое', 'трое', 'четверо', 'несколько']);

const LISTING = new Set(['и', 'те', 'же', 'та', 'тот', 'прежние', 'потом', 'с', 'без', 'все', 'оба', 'обе']);

interface VerbFacts {
  person: '1' | '2' | '3' | null;
  present: boolean;
  imperative: boolean;
  /** A third person plural in the present («играют»). */
  plural: boolean;
  /** Someone comes, goes or shows, or a sound is heard, in the present («показывается», «доносится»). */
  stage: boolean;
}

const ATTRIBUTES = new Set(['ADJF', 'PRTF', 'NUMR']);

/** An animate noun that may be in the nominative («рыцари», «смотритель»). */
export function animateNominative(lower: string): boolean {
  return morphParses(lower).some((p) => p.tag.POS === 'NOUN' && p.tag.anim === true && p.tag.nomn === true);
}

/**
 * «в казармах гул», «за сценою глухая музыка»: a preposition and its noun, then a noun in the
 * nominative with only adjectives before it, ending the sentence.
 */
function placeThenThing(lowers: string[]): boolean {
  const last = lowers[lowers.length - 1];
  if (!morphParses(last).some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true) || analyzeWord(last).pos !== 'NOUN') return false;
  const middle = lowers.slice(2, -1);
  // «В животе такой разговорище»: a pronoun («такой», «этот») is the speaker's.
  return analyzeWord(lowers[1]).pos === 'NOUN' && middle.every((w) => analyzeWord(w).pos === 'ADJF' && !morphParses(w).some((p) => p.tag.Apro === true));
}

/** «аплодисменты», «бурные восклицанья»: a plural noun of no one, only in the nominative there, adjectives before it. */
function soundsAlone(lowers: string[], names: Set<string>): boolean {
  const last = lowers[lowers.length - 1];
  if (names.has(last) || analyzeWord(last).pos !== 'NOUN') return false;
  const parses = morphParses(last).filter((p) => p.tag.POS === 'NOUN');
  return parses.length > 0 && parses.every((p) => p.tag.anim !== true && p.tag.plur === true) && parses.some((p) => p.tag.nomn === true) &&
    lowers.slice(0, -1).every((w) => analyzeWord(w).pos === 'ADJF' && !morphParses(w).some((p) => p.tag.Apro === true));
}

/** The first sentence names a time or a place: adjectives, a thing in the nominative, then only what it governs. */
function settingFirst(text: string): boolean {
  // «Крик в толпе: …» ends its naming with a colon.
  const m = /^([^.!?…;:—–-]+)[.:]/u.exec(text.trim());
  if (!m) return false;
  const lowers = words(m[1]).map((w) => foldName(w.text));
  if (lowers.length === 0 || lowers.length > 6) return false;
  // «В окне густой майский вечер.»: where, then what is there.
  const lead = lowers.length > 2 && analyzeWord(lowers[0]).pos === 'PREP' && analyzeWord(lowers[1]).pos === 'NOUN' ? 2 : 0;
  let i = lead;
  while (i < lowers.length - 1 && analyzeWord(lowers[i]).pos === 'ADJF' && !morphParses(lowers[i]).some((p) => p.tag.Apro === true)) i++;
  // A line of verse says «Выдумки сна.», «Худо без спеца.», «В пустыне зной.»: alone, a setting has
  // an adjective before its thing.
  if (i === lead && text.trim().length <= m[0].length + 1) return false;
  const head = lowers[i];
  const parses = morphParses(head).filter((p) => p.tag.POS === 'NOUN');
  if (analyzeWord(head).pos !== 'NOUN' || parses.length === 0 || !parses.every((p) => p.tag.anim !== true) || !parses.some((p) => p.tag.nomn === true)) return false;
  // After it, a preposition and its words, or a genitive («Квартира Зои»); no other nominative.
  let governed = false;
  return lowers.slice(i + 1).every((w) => {
    const info = analyzeWord(w);
    if (info.pos === 'PREP') return (governed = true);
    return governed ? info.pos !== 'VERB' : info.pos !== 'VERB' && morphParses(w).some((p) => p.tag.gent === true) && !morphParses(w).some((p) => p.tag.nomn === true);
  });
}

/** «Двое других офицеров», «Оба эскимоса», «Несколько рыцарей»: people counted, a noun for people within three words. */
function counted(ws: Array<{ text: string }>): boolean {
  return ws.length > 1 && (COUNTED_GROUP.has(foldName(ws[0].text)) || /^(?:оба|обе)$/u.test(foldName(ws[0].text))) &&
    ws.slice(1, 4).some((w) => morphParses(foldName(w.text)).some((p) => p.tag.POS === 'NOUN' && p.tag.anim === true));
}

/** A plural noun in the nominative in the rest of the sentence from `from`. */
function pluralAfter(text: string, from: number): boolean {
  const sentence = text.slice(from).split(/[.!?…;]/)[0];
  return words(sentence).some((w) => morphParses(foldName(w.text)).some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true && p.tag.plur === true));
}

/** A noun or pronoun in the nominative among `lowers`, not one a preposition governs («через две комнаты»). */
function hasSubject(lowers: string[]): boolean {
  let governed = false;
  for (const lower of lowers) {
    const info = analyzeWord(lower);
    if (info.pos === 'PREP') governed = true;
    else if (!governed && (info.pos === 'NOUN' || info.pos === 'NPRO' || info.names.length > 0) && info.cases.has('nomn')) return true;
  }
  return false;
}

const verbCache = new Map<string, VerbFacts>();

function verbFacts(lower: string): VerbFacts {
  const hit = verbCache.get(lower);
  if (hit) return hit;
  const facts: VerbFacts = { person: null, present: false, imperative: false, plural: false, stage: false };
  const parses = morphParses(lower);
  const top = parses[0]?.score ?? 0;
  const noun = Math.max(0, ...parses.filter((p) => p.tag.POS === 'NOUN').map((p) => p.score));
  for (const p of parses) {
    // Guessed readings of unknown words («Порфирий» as an imperative) are noise.
    if (p.score < top * 0.5 || p.tag.POS !== 'VERB' || p.parser !== 'Dictionary') continue;
    // «пьет чай», «Продолжительный поцелуй.»: a noun as likely as the imperative is the noun.
    if (p.tag.impr === true) facts.imperative ||= p.score > noun;
    else if (typeof p.tag.PErs === 'string') {
      // «в переднюю»: a noun as likely as «I» or «you» doing something is the noun.
      if (p.tag.PErs !== '3per' && p.score <= noun) continue;
      facts.person ??= p.tag.PErs[0] as '1' | '2' | '3';
      // «уходят» is also a perfective future («they will wear out»): any present reading will do.
      facts.present ||= p.tag.TEns === 'pres';
      facts.plural ||= p.tag.TEns === 'pres' && p.tag.PErs === '3per' && p.tag.NMbr === 'plur';
      facts.stage ||= p.tag.TEns === 'pres' && p.tag.PErs === '3per' && STAGE_VERBS.has(p.normalize().word);
    }
  }
  verbCache.set(lower, facts);
  return facts;
}

export interface TextSigns {
  /** Signs of speech: 1st/2nd person, imperatives, «пусть», interjections, ? and !. */
  speech: number;
  /** Signs of a direction: it opens with a present-tense verb («Входит Маша»), or someone and their
   * verb («Маша и Медведенко идут слева», «Старик хрипит»), or a stage noun («Пауза»). */
  direction: number;
  /** A direction but for a verb before someone's name only («Уже предстал Калхант…»), which verse does too. */
  opening: boolean;
}

// The stage's places, as directions name them.
const STAGE_PLACE = /(?:^|[\s(])(?:за сцено[йю]|на сцене|со сцены|за кулисами|в глубине сцены|в глубине|направо|налево|справа|слева)(?=[\s.,;:)]|$)/iu;

const OFFSTAGE_PLACE = /(?:^|\s)(?:за сцено[йю]|за кулисами|в глубине сцены)(?=[\s.,;:]|$)/iu;

// Third-person verbs that speech opens with as readily as a direction.
const COMMON_VERBS = new Set(['может', 'можно', 'надо', 'нужно', 'есть', 'будет', 'бывает', 'кажется', 'следует', 'стоит', 'хочется', 'нет', 'значит', 'говорят']);
const SPEECH_WORDS = new Set(['пусть', 'давай', 'давайте', 'ах', 'ох', 'эх', 'ну', 'ага', 'ой', 'фу', 'да', 'нет', 'вот', 'батюшки', 'боже', 'господи', 'эй', 'ну-с', 'извольте', 'спасибо', 'благодарю', 'прощайте', 'здравствуйте']);

// Words between commas by which a speaker weighs what they say.
const MODAL = /(?:^|,\s*)(?:кажется|пожалуй|наверное|наверно|может быть|должно быть|право|конечно|разумеется|небось|впрочем)(?=\s*[,.!?…])/iu;

/** `names`: the play's labels' words, folded, for «Маша садится». `verse`: inside a replica in verse. */
export function textSigns(text: string, names: Set<string>, verse = false): TextSigns {
  // What someone says inside a direction («Толпа: "Бей их!"») is no sign of speech.
  const outside = text.replace(/«[^»]*»|"[^"]*"|„[^“]*“/g, ' ');
  const own = outside.trim() ? outside : text;
  const all = words(own);
  const ws = all.slice(0, 16);
  let speech = /[?!]/.test(own) ? 4 : 0;
  if (/\.\.\.|…/.test(own)) speech += 1;
  // «…Общая мировая душа — это я… я…»: someone speaking of themselves anywhere in it.
  for (const w of all.slice(16, 200)) if (PRONOUNS_12.has(foldName(w.text))) speech += 2;
  // «В доме, кажется, играют»: the speaker's own guess, never a direction's.
  if (MODAL.test(own)) speech += 2;
  let direction = 0;
  const subjects: number[] = [];
  const verbs: number[] = [];
  let stageVerb = false;
  for (const [i, w] of ws.entries()) {
    const lower = foldName(w.text);
    // What stands between the word and the one before it (a word ends in a letter or a mark, so a
    // stop or a semicolon before this word's spaces is there).
    const gap = own.slice(i > 0 ? ws[i - 1].end : 0, w.start);
    // A capital inside a sentence is a name; after its end, the next sentence's first word.
    const capital = /^\p{Lu}/u.test(w.text) && !/[.!?…]\s*$/.test(gap);
    if (PRONOUNS_12.has(lower)) speech += 2;
    if (i === 0 && SPEECH_WORDS.has(lower)) speech += 2;
    if (i === 0 && STAGE_NOUNS.has(lower)) continue;
    if (capital && i > 0) {
      if (i < 8 && names.has(lower)) subjects.push(i);
      continue;
    }
    const v = verbFacts(lower);
    stageVerb ||= v.stage && i < 8;
    if (v.imperative || v.person === '1' || v.person === '2') speech += 2;
    else if (i < 10 && !COMMON_VERBS.has(lower) && ((v.person === '3' && v.present) || analyzeWord(lower).past !== null)) {
      verbs.push(i);
      // «Через две комнаты играют вальс», «Стучат»: someone unnamed does something.
      // «Сейчас заходят двигатели» has its subject after the verb (a plural, as the verb); where a
      // place opens it, that is a direction's too («Из люка лезут нечистые»).
      const place = analyzeWord(foldName(ws[0].text)).pos === 'PREP';
      if (v.plural && i < 6 && !hasSubject(ws.slice(0, i).map((x) => foldName(x.text))) && (place || !pluralAfter(own, w.start + w.text.length))) direction += 3;
    }
    // «Бенедиктов подавлен»: someone of the play, and the state they are in.
    else if (i < 4 && i > 0 && subjects.includes(0) && analyzeWord(lower).pos === 'PRTS') verbs.push(i);
    // «Маша садится», «Слуги уходят», «Оба уходят»: someone first, and a verb of what they do.
    if (i === 0 && (names.has(lower) || LISTING.has(lower) || analyzeWord(lower).animateNom || (NOMINATIVE_FIRST.has(analyzeWord(lower).pos) && analyzeWord(lower).cases.has('nomn')))) subjects.push(0);
    // «Он ранен; рыцарь хватает его за ворот.»: after a semicolon a clause opens with someone of its own.
    if (i > 0 && /;\s*$/.test(gap) && animateNominative(lower)) subjects.push(i);
    // «Станционный смотритель уходит», «Наехавшие рыцари нападают»: someone, with what they are like first.
    if (i > 0 && i <= 2 && ws.slice(0, i).every((x) => ATTRIBUTES.has(analyzeWord(foldName(x.text)).pos)) && animateNominative(lower)) subjects.push(0);
  }
  // «Прогнея и Линсей.», «Те же и Маша.»: who is on stage.
  if (ws.length > 0 && ws.every((w) => LISTING.has(foldName(w.text)) || (/^\p{Lu}/u.test(w.text) && names.has(foldName(w.text))))) direction += 3;
  if (verbs[0] === 0 || (ws.length > 0 && PERCEIVED.has(foldName(ws[0].text)))) direction += 3;
  const posAt = (i: number) => (i < ws.length ? analyzeWord(foldName(ws[i].text)).pos : '');
  const aside = ws.length > 1 && /^\s*,/.test(own.slice(ws[0].start + ws[0].text.length));
  // «Цыплунов, проходя с Белесовой к крыльцу, кланяется…»: a gerund's phrase between commas stands
  // between someone and their verb.
  const gerundAside = aside && posAt(1) === 'GRND' && verbs.some((v) => v > 2 && /,\s*$/.test(own.slice(0, ws[v].start)));
  const person = (i: number) => i < ws.length && ws[i].text.length > 2 && (names.has(foldName(ws[i].text)) || animateNominative(foldName(ws[i].text)));
  // «Васильков с шалью почти бегом подбегает…», «Вассалы сымают шляпы и не трогаются»: someone named
  // first may have their verb a little further on (not «И вид его еще несчастную пленяет», verse).
  const reach = (s: number) => (s === 0 && person(0) ? 6 : 4);
  const acting = subjects.filter((s) => verbs.some((v) => Math.abs(v - s) <= reach(s)) || (s === 0 && gerundAside));
  // «Манюшка в дверях.», «Херувим, крадучись.»: someone of the play, and where or how, with no verb.
  if (ws.length <= 5 && person(0) && verbs.length === 0 && (posAt(1) === 'PREP' || posAt(1) === 'GRND' || (aside && posAt(1) === 'ADVB'))) direction += 3;
  // «В казармах гул.», «За сценою фокс-трот.», «В толпе смятение.»: a place and what is there, no verb.
  // (Verse says such things too: «В пустыне зной.»)
  if (!verse && posAt(0) === 'PREP' && ws.length >= 3 && ws.length <= 7 && verbs.length === 0 && placeThenThing(ws.map((w) => foldName(w.text)))) direction += 3;
  // «Из подворотни выходит губернатор», «В дверях появляется военный министр»: a place, what happens
  // there, and who does it.
  if (posAt(0) === 'PREP' && verbs.some((v) => v < 6 && (person(v + 1) || (ATTRIBUTES.has(posAt(v + 1)) && person(v + 2))))) direction += 3;
  if (acting.length > 0) direction += 3;
  // «Вдали показывается тоже молодая дама с мужем», «Снизу доносится:»: someone comes or goes, or a
  // sound is heard, told in the present with nothing said to anyone (not in verse, nor a verse line
  // read out: a direction ends its sentence).
  if (stageVerb && speech < 2 && !verse && /[.:]$/.test(own.trim())) direction += 3;
  // «Уже предстал Калхант в священный храм» (the verb before the name) is how verse tells it.
  const inverted = acting.length > 0 && !acting.includes(0);
  if (ws.length > 0 && STAGE_NOUNS.has(foldName(ws[0].text))) direction += 3;
  // «Утро.», «Сумерки.»: the time of a scene; «Резкий звонок.», «Продолжительный поцелуй.».
  if (TIME_ALONE.test(own.trim())) direction += 3;
  if (ws.length >= 2 && ws.length <= 3 && STAGE_NOUNS.has(foldName(ws[ws.length - 1].text)) && ws.slice(0, -1).every((w) => analyzeWord(foldName(w.text)).pos === 'ADJF')) direction += 3;
  // A sentence ending in a full stop, with no question, exclamation or ellipsis in it.
  const plainStop = /^[^?!…]*\.$/u.test(own.trim());
  // «Аплодисменты.», «Восклицанья.», «Бурные аплодисменты.»: a sound or a stir and nothing else, a
  // thing in the plural (not people, «Дети.»; a name of the play is no such sign).
  if (!verse && ws.length >= 1 && ws.length <= 2 && plainStop && soundsAlone(ws.map((w) => foldName(w.text)), names)) direction += 3;
  // «Два офицера.», «Две бекеши.», «Трое мужчин.»: a counted group and nothing else comes on.
  if (ws.length >= 2 && ws.length <= 3 && plainStop && COUNTED_GROUP.has(foldName(ws[0].text)) && analyzeWord(foldName(ws[ws.length - 1].text)).pos === 'NOUN') direction += 3;
  // «Она молчит.», «Никто из мужиков не трогается.»: someone unnamed keeps silent or still.
  if (speech === 0 && keepsStill(own, ws)) direction += 3;
  // «Два офицера, узнавшие друг друга, переговариваются через толпу.»: people counted first, and
  // what they do in the present («Два года прошло» is said).
  const countedFirst = speech === 0 && counted(ws);
  if (countedFirst && verbs.some((v) => verbFacts(foldName(ws[v].text)).plural)) direction += 3;
  // «Двое других офицеров позади.», «Несколько рыцарей, между ими Альбер и Ротенфельд.»: people
  // counted first, with where or who else and no verb, nothing said to anyone.
  else if (countedFirst && verbs.length === 0 && ws.length > 3 && plainStop) direction += 3;
  // «Апрельская ночь. В квартире…», «Деревенский помещичий кабинет.», «Ночь на Мойке.»: a scene's
  // time or place named with no verb, and nothing said to anyone.
  if (!verse && speech === 0 && verbs.length === 0 && settingFirst(own)) direction += 3;
  // «За сценой играют вальс», «Направо за сценой выстрел; все вздрагивают»: where on the stage, and
  // what happens there.
  if (STAGE_PLACE.test(own) && verbs.length > 0) direction += 3;
  // «Бурные взрывы хохота за сценой, звон битого стекла.», «За сценой глухая музыка, изредка
  // аплодисменты.»: off the stage, and what is heard there, with no verb (speech says «На сцене бал.»).
  else if (OFFSTAGE_PLACE.test(own) && speech === 0 && verbs.length === 0 && ws.some((w) => morphParses(foldName(w.text)).some((p) => p.tag.POS === 'NOUN' && p.tag.nomn === true && p.tag.anim !== true) && analyzeWord(foldName(w.text)).pos === 'NOUN')) direction += 3;
  // «Крик в толпе: "Бей их!"», «В группе студентов крикнули: "Шапки долой!"»: what someone unnamed
  // says, told and quoted (speech ending in a colon talks to someone: «Скажу вам одно:»).
  if (speech === 0 && /:\s*$/.test(own)) direction += 3;
  return { speech, direction, opening: direction >= 6 || (direction >= 3 && !inverted) };
}

/**
 * «Одевание: ботинки, шуба, платок. Дымшиц услуживает, мечется.», «В окне густой майский вечер.
 * Окна зажигаются одно за другим.»: with nothing said to anyone in the whole paragraph, a later
 * sentence that tells what someone does makes it a direction.
 */
function laterDirection(text: string, names: Set<string>): boolean {
  // (A remark in parentheses is the speaker's own: «Деньги в спальне. (Бросается в спальню.)».)
  return text.replace(/\([^()]*\)/g, ' ').split(/(?<=[.;])\s+(?=\p{Lu})/u).slice(1, 4).some((sentence) => {
    // (Read only a sentence with a verb in the present or the past among its first words: reading
    // every sentence of every speech would slow the whole book down.)
    if (!words(sentence).slice(0, 10).some((w) => verbFacts(foldName(w.text)).present || analyzeWord(foldName(w.text)).past !== null)) return false;
    const s = textSigns(sentence, names);
    return s.speech === 0 && s.direction >= 3 && s.opening;
  });
}

/** A verse line that goes on («Ходит во поле коса,»): short, and not the end of a sentence (before a closing parenthesis or an editor's bracket either). */
function runsOn(previous: string): boolean {
  return previous.length < 90 && !/[.!?…»"][)\]]?$/.test(previous);
}

/** Lines of verse: short ones. */
export function isVerseLine(text: string): boolean {
  return text.length < 90;
}

/**
 * Is a paragraph without a label more of the replica before it (not a direction)? `speechBefore`:
 * the replica's last paragraph of speech, when nothing came between.
 */
export function continuesReplica(text: string, speechBefore: string | null, names: Set<string>, verse = false): boolean {
  // Directions never start in lower case, nor stop mid-sentence; a verse line that runs on is
  // followed by more of it.
  if (/^\p{Ll}/u.test(text)) return true;
  if (isVerseLine(text) && /[,;:—–-]$/.test(text)) return !text.endsWith(':') || !colonDirection(text, speechBefore, names);
  if (speechBefore !== null && runsOn(speechBefore)) return true;
  const s = textSigns(text, names, verse && speechBefore !== null && isVerseLine(text));
  // Inside a replica in verse (lines of it already), a short line is the next verse but for a
  // direction that says so from its first word («Уходит.», «Пауза.»).
  if (verse && speechBefore !== null && isVerseLine(text)) return s.speech >= 2 || !s.opening;
  // Someone spoken to, a question, an exclamation: speech. A direction needs a clear sign.
  if (s.speech >= 2) return true;
  return s.direction < 3 && !(s.speech === 0 && laterDirection(text, names));
}

/**
 * «Начинается игра. Раздаются восклицания:», «Показывается несколько человек; один говорит:»: a short
 * line that ends in a colon goes on into what follows, unless it is a direction that introduces what
 * is cried out — one with a sign of its own besides the colon, and nothing said to anyone.
 */
function colonDirection(text: string, speechBefore: string | null, names: Set<string>): boolean {
  // Right after a line of speech it is more of it («Поют вот:», «Слыхала весть такую:»); after a
  // direction, or a remark that closed the replica, it may be one.
  if (speechBefore !== null && !/\)$/.test(speechBefore)) return false;
  const s = textSigns(text, names);
  return s.speech === 0 && s.direction >= 6 && s.opening;
}
