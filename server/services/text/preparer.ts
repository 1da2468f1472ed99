// The text a voice actually reads: the user's pronunciation rules, numbers and abbreviations in
// words, and stress marks from the installed stress data. Results are cached: the same line is
// prepared again and again (every chapter view computes its pieces' content addresses).
import { baseLanguage, prepareText, type PreparedText, type PronunciationRule, type StressPlacer, type WordForms } from '../../domain/speech/index.ts';
import { loadStressPlacer } from '../../engines/stress/index.ts';
import { findInstalled } from '../../../models/discovery.ts';

const CACHE_LIMIT = 200_000;

export class TextPreparer {
  private placer: StressPlacer | null = null;
  /** Russian word forms (Giella), so that stress rules follow their word's forms. */
  private forms: WordForms | null = null;
  private readonly modelsDir: string;
  private readonly log: (m: string) => void;
  private cache = new Map<string, PreparedText>();
  /** Changes whenever the stress data changes, so content addresses follow it. */
  generation = 0;

  /** `log`: the studio's log, told which stress package could not be read. */
  constructor(modelsDir: string, log: (m: string) => void) {
    this.modelsDir = modelsDir;
    this.log = log;
  }

  /**
   * (Re)load the stress data installed by the model manager; without it, only rules and user marks
   * act. Reloads run one after another, so after several installs finishing together the last one
   * (which sees every installed package) is the one that stays.
   */
  reload(): Promise<void> {
    const next = this.reloading.then(() => this.load());
    this.reloading = next.catch(() => undefined);
    return next;
  }

  private reloading: Promise<void> = Promise.resolve();

  private async load(): Promise<void> {
    const dir = (id: string) => findInstalled(this.modelsDir, id)?.dir;
    const dirs = { stressrnn: dir('stress-stressrnn'), homographs: dir('stress-homographs'), properNouns: dir('stress-proper-nouns'), giella: dir('stress-giella') };
    const placer = Object.values(dirs).some(Boolean) ? await loadStressPlacer(dirs, { log: this.log }) : null;
    this.placer = placer;
    this.forms = placer?.giella ?? null;
    this.cache = new Map();
    this.generation++;
  }

  /** Russian word forms for rules that follow their word's forms (null without the full-form data). */
  get wordForms(): WordForms | null {
    return this.forms;
  }

  get hasStressData(): boolean {
    return this.placer !== null;
  }

  prepare(text: string, language: string, rules: PronunciationRule[], rulesKey: string): PreparedText {
    const key = `${language}\u0000${rulesKey}\u0000${text}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const ru = baseLanguage(language) === 'ru';
    const r = prepareText(text, { language, rules, stress: ru ? this.placer : null, forms: ru ? this.forms : null });
    if (this.cache.size >= CACHE_LIMIT) this.cache = new Map();
    this.cache.set(key, r);
    return r;
  }
}
