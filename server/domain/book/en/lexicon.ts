// Words the English rules know by heart: verbs of speaking and thinking, titles that come before
// names (and the gender they carry), nouns that describe a person (and theirs), pronouns.
import type { Gender } from '../../../contract/enums.ts';

/** Verb forms that introduce or follow speech («said», «replied», «went on»), past and present. */
export const SPEECH_VERBS = new Set([
  'said', 'says', 'say', 'saith', 'quoth', 'asked', 'asks', 'replied', 'replies', 'answered', 'answers', 'cried', 'cries',
  'shouted', 'shouts', 'called', 'calls', 'whispered', 'whispers', 'muttered', 'mutters', 'murmured', 'murmurs',
  'exclaimed', 'exclaims', 'added', 'adds', 'continued', 'continues', 'began', 'begins', 'repeated', 'repeats',
  'remarked', 'remarks', 'observed', 'observes', 'returned', 'returns', 'retorted', 'retorts', 'screamed',
  'screams', 'sobbed', 'sighed', 'growled', 'roared', 'interrupted', 'interposed', 'inquired', 'enquired',
  'inquires', 'enquires', 'pleaded', 'protested', 'suggested', 'suggests', 'explained', 'explains', 'shrieked',
  'yelled', 'laughed', 'grumbled', 'declared', 'declares', 'insisted', 'insists', 'agreed', 'persisted', 'sang',
  'snapped', 'squeaked', 'panted', 'stammered', 'whined', 'urged', 'ventured', 'hinted', 'demanded', 'faltered',
  'gasped', 'moaned', 'rejoined', 'resumed', 'responded', 'concluded', 'admitted', 'assented', 'objected',
  'corrected', 'confessed', 'announced', 'uttered', 'drawled', 'lisped', 'stuttered', 'spluttered', 'sputtered',
  'bawled', 'bellowed', 'thundered', 'hissed', 'breathed', 'chuckled', 'giggled', 'groaned', 'grunted', 'howled',
  'mumbled', 'pursued', 'urged', 'wailed', 'wept', 'argued', 'assured', 'commented', 'cautioned', 'warned',
  'echoed', 'told', 'tells', 'went', 'goes', 'put', 'broke', 'burst', 'struck', 'chimed', 'proceeded', 'cut',
  'called', 'vociferated', 'ejaculated', 'exclaimed', 'expostulated', 'remonstrated', 'returned', 'reflected',
  'recollected', 'reasoned', 'soliloquized', 'mused', 'thought', 'thinks', 'wondered', 'wonders', 'considered',
  'prompted', 'piped', 'squealed', 'snarled', 'sneered', 'scoffed', 'smiled', 'grinned', 'nodded', 'shrugged',
  'whimpered', 'blurted', 'barked', 'purred', 'crowed', 'observed', 'pronounced', 'volunteered', 'acknowledged',
  'conceded', 'allowed', 'granted', 'maintained', 'affirmed', 'asserted', 'averred', 'claimed', 'contended',
  'demurred', 'entreated', 'implored', 'begged', 'besought', 'ordered', 'commanded', 'directed', 'instructed',
  'repeated', 'reminded', 'informed', 'notified', 'reported', 'related', 'recounted', 'stated', 'mentioned',
  'noted', 'quoted', 'recited', 'read', 'wrote', 'writes', 'exclaiming', 'saying', 'asking', 'replying',
  'answering', 'crying', 'adding', 'continuing', 'whispering', 'murmuring', 'muttering', 'laughing', 'returning',
  // Rarer ones, from the challenge set: «queried Miss Harris», «hazarded Margaret», «Mr. Tolliver blustered».
  'queried', 'interjected', 'opined', 'hazarded', 'blustered', 'chorused', 'snorted', 'sniffed', 'jeered', 'mocked', 'teased',
  'beamed', 'fumed', 'stormed', 'raged', 'lamented', 'soothed', 'coaxed', 'confided', 'countered', 'reiterated', 'quavered',
  'trilled', 'cooed', 'gushed', 'babbled', 'prattled', 'chattered', 'intoned', 'proclaimed', 'jested', 'scolded', 'retaliated',
  // After a modal or «to»: «she could only ask,», «he began to explain:».
  'ask', 'reply', 'answer', 'exclaim', 'whisper', 'murmur', 'mutter', 'remark', 'observe', 'explain', 'declare', 'inquire', 'enquire',
]);

/** Forms that tell the speech was thought, not said. */
export const THOUGHT_VERBS = new Set([
  'thought', 'thinks', 'wondered', 'wonders', 'mused', 'reflected', 'considered', 'reasoned', 'fancied', 'soliloquized',
]);

/** Verbs that need an object to be speech («went on», «broke in», «put in»). */
export const PARTICLE_VERBS: Record<string, string[]> = {
  went: ['on'], goes: ['on'], broke: ['in', 'out', 'off'], burst: ['out', 'forth'], put: ['in'], struck: ['in'],
  chimed: ['in'], cut: ['in', 'short'], called: ['out'], cried: ['out'], spoke: ['up', 'out'], piped: ['up'],
};

/** Title → the gender it gives (or '' when it gives none). Lower case, without the dot. */
export const TITLES: Record<string, Gender> = {
  mr: 'm', mister: 'm', sir: 'm', lord: 'm', master: 'm', monsieur: 'm', m: 'm', signor: 'm', signore: 'm',
  herr: 'm', senor: 'm', don: 'm', king: 'm', prince: 'm', duke: 'm', count: 'm', baron: 'm', earl: 'm',
  marquis: 'm', uncle: 'm', father: 'm', brother: 'm', colonel: 'm', captain: 'm', major: 'm', general: 'm',
  lieutenant: 'm', sergeant: 'm', corporal: 'm', admiral: 'm', inspector: 'm', constable: 'm', judge: 'm',
  reverend: 'm', rev: 'm', col: 'm', capt: 'm', gen: 'm', lt: 'm', sgt: 'm', prof: '', parson: 'm', squire: 'm', mynheer: 'm', comrade: '', professor: '', dr: '', doctor: '',
  cousin: '', saint: '', st: '', mrs: 'f', missis: 'f', missus: 'f', miss: 'f',
  ms: 'f', lady: 'f', madame: 'f', mme: 'f', mademoiselle: 'f', mlle: 'f', madam: 'f', signora: 'f',
  signorina: 'f', frau: 'f', fraulein: 'f', senora: 'f', senorita: 'f', dona: 'f', queen: 'f', princess: 'f',
  duchess: 'f', countess: 'f', baroness: 'f', marchioness: 'f', aunt: 'f', auntie: 'f', mother: 'f', sister: 'f',
  dame: 'f', mistress: 'f', nurse: 'f', granny: 'f', grandma: 'f', grandpa: 'm', grandfather: 'm', grandmother: 'f',
};

/** The key a title is counted under: «the doctor» is whoever the book calls «Dr. …». */
export const titleKey = (word: string): string => (word === 'doctor' ? 'dr' : word);

/** Titles that are followed by a first name rather than a surname («Sir Thomas», «Aunt Marilla»). */
export const FIRST_NAME_TITLES = new Set(['sir', 'dame', 'aunt', 'auntie', 'uncle', 'cousin', 'brother', 'sister', 'father', 'mother', 'saint', 'st', 'king', 'queen', 'prince', 'princess', 'granny', 'grandma', 'grandpa', 'master']);

/** Titles that make a name by themselves after «the» («the Queen», «the Duchess»). */
export const TITLE_ALONE = new Set(['king', 'queen', 'prince', 'princess', 'duke', 'duchess', 'count', 'countess', 'baron', 'baroness', 'colonel', 'captain', 'major', 'general', 'professor', 'doctor', 'inspector', 'judge', 'squire', 'marquis', 'earl']);

/** Nouns that describe a person, with the gender they carry ('' for either). */
export const PERSON_NOUNS: Record<string, Gender> = {
  man: 'm', gentleman: 'm', boy: 'm', lad: 'm', fellow: 'm', husband: 'm', father: 'm', son: 'm', brother: 'm',
  uncle: 'm', nephew: 'm', grandfather: 'm', king: 'm', prince: 'm', lord: 'm', duke: 'm', sir: 'm', youth: 'm',
  master: 'm', lordship: 'm', ladyship: 'f', butler: 'm', footman: 'm', valet: 'm', coachman: 'm', beadle: 'm', clergyman: 'm', priest: 'm',
  vicar: 'm', rector: 'm', curate: 'm', parson: 'm', squire: 'm', policeman: 'm', constable: 'm', inspector: 'm',
  colonel: 'm', captain: 'm', major: 'm', general: 'm', sergeant: 'm', soldier: 'm', sailor: 'm', waiter: 'm',
  landlord: 'm', host: 'm', bridegroom: 'm', widower: 'm', monk: 'm', abbot: 'm', earl: 'm', baron: 'm',
  gaoler: 'm', jailer: 'm', porter: 'm', groom: 'm', chauffeur: 'm', driver: 'm', papa: 'm', dad: 'm', daddy: 'm',
  woman: 'f', lady: 'f', girl: 'f', lass: 'f', wife: 'f', mother: 'f', daughter: 'f', sister: 'f', aunt: 'f',
  niece: 'f', grandmother: 'f', queen: 'f', princess: 'f', duchess: 'f', countess: 'f', maid: 'f', maiden: 'f',
  housekeeper: 'f', governess: 'f', nurse: 'f', landlady: 'f', hostess: 'f', bride: 'f', widow: 'f', nun: 'f',
  mistress: 'f', matron: 'f', spinster: 'f', mamma: 'f', mama: 'f', mum: 'f', mummy: 'f', housemaid: 'f',
  servant: '', child: '', stranger: '', visitor: '', guest: '', doctor: '', lawyer: '', clerk: '', professor: '',
  secretary: '', creature: '', person: '', friend: '', companion: '', other: '', speaker: '', voice: '',
  cousin: '', neighbour: '', neighbor: '', officer: '', manager: '', proprietor: '', cook: '',
  agent: '', detective: '', student: '', teacher: '', magistrate: '', judge: '', president: '', chairman: '',
  traveller: '', traveler: '', young: '', elder: '', younger: '', youngster: '', infant: '', baby: '',
};

/** Posts and trades: a scene has one of each («the chairman», «the valet»), so one tie to a name tells who. */
export const ROLE_NOUNS = new Set([
  'butler', 'footman', 'valet', 'coachman', 'beadle', 'clergyman', 'priest', 'vicar', 'rector', 'curate', 'parson', 'squire',
  'policeman', 'constable', 'inspector', 'sergeant', 'landlord', 'landlady', 'gaoler', 'jailer', 'porter', 'chauffeur',
  'housekeeper', 'governess', 'matron', 'doctor', 'lawyer', 'solicitor', 'clerk', 'professor', 'secretary', 'manager',
  'proprietor', 'cook', 'detective', 'teacher', 'schoolmaster', 'schoolmistress', 'magistrate', 'judge', 'president',
  'chairman', 'collector', 'superintendent', 'steward', 'bailiff', 'abbot', 'headmaster', 'coroner', 'surgeon',
]);

export const PRONOUN_GENDER: Record<string, Gender> = { he: 'm', him: 'm', his: 'm', himself: 'm', she: 'f', her: 'f', hers: 'f', herself: 'f' };

/** Capitalised words that are never a person's name. */
export const NOT_NAMES = new Set([
  'i', "i'm", "i'll", "i've", "i'd", 'god', 'gods', 'heaven', 'heavens', 'lord', 'christ', 'jesus', 'providence',
  'oh', 'ah', 'o', 'yes', 'no', 'nay', 'aye', 'well', 'sir', 'madam', "ma'am", 'hullo', 'hello', 'ha', 'hm', 'eh',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march',
  'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'christmas', 'easter',
  'english', 'french', 'german', 'italian', 'spanish', 'russian', 'american', 'indian', 'irish', 'scotch',
  'scottish', 'chapter', 'volume', 'book', 'part', 'the', 'a', 'an', 'and', 'but', 'or', 'if', 'then', 'why', 'what',
  'who', 'how', 'when', 'where', 'there', 'here', 'it', 'he', 'she', 'they', 'we', 'you', 'this', 'that', 'these',
  'those', 'do', "don't", 'please', 'dear', 'good', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'not', 'now',
  'mamma', 'mama', 'papa', 'mother', 'father', 'england', 'london', 'paris', 'europe', 'america', 'india', 'france',
  'italy', 'germany', 'ireland', 'scotland', 'street', 'square', 'road', 'park', 'hall', 'house', 'church', 'abbey',
  'club', 'hotel', 'station', 'bank', 'company', 'society', 'museum', 'college', 'school', 'university', 'mrs', 'mr',
  'miss', 'ms', 'dr', 'esq', 'bart', 'st', 'ii', 'iii', 'iv', 'vi', 'vii', 'viii', 'ix', 'xi', 'xii', 'ok', 'tv',
  'thee', 'thou', 'thy', 'ye', 'goodness', 'gracious', 'mercy', 'bless', 'alas', 'hurrah', 'hush', 'bah',
  'pshaw', 'nonsense', 'indeed', 'exactly', 'quite', 'certainly', 'perhaps', 'sure', 'surely', 'thanks', 'thank',
  // «'Tis so», «'Twas brillig»: the apostrophe before them is not part of the word.
  'tis', 'twas', 'twill', 'twould', 'twere',
]);
