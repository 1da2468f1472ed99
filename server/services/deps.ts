// What services are given. The calling convention of every service function:
//
//   fn(deps: Pick<Deps, 'db' | 'bus' | …>, auth?: Auth, …input)
//
// first the parts it uses (and nothing else: a test passes `{ db }` where `db` is all it needs),
// then, when it acts for a caller, that caller, then its input. The parts are built once, in
// order, by bootstrap.ts; routes hand the whole set down, each service picks from it.
import type { AppConfig } from '../config.ts';
import type { Lang } from '../contract/texts.ts';
import type { SpeechSynthesizer } from '../engines/tts/engine.ts';
import type { EventBus } from '../events/bus.ts';
import type { FileLinks } from '../files/links.ts';
import type { Jobs } from '../jobs/types.ts';
import type { Db } from '../storage/db.ts';
import type { ApiKeyRow, UserRow } from '../storage/rows.ts';
import type { UnitsCache } from './chapters/units.service.ts';
import type { AnalysisPool } from './import/analysis.client.ts';
import type { TextPreparer } from './text/preparer.ts';

export type Log = (message: string) => void;

/** This studio's address and its login secret (known once the server listens / made at start). */
export interface Site {
  /** `http://127.0.0.1:<port>`. */
  url(): string;
  /** Secret of the studio link printed at start; exchanged for a cabinet session. */
  readonly loginToken: string;
}

export interface Deps {
  config: AppConfig;
  /** The studio's log (the CLI's stderr, the desktop app's log file). */
  log: Log;
  db: Db;
  /** Named events (stored, to SSE and webhooks) and live state messages. */
  bus: EventBus;
  /** All background work: enqueue, cancel, progress (server/jobs). */
  jobs: Jobs;
  /** Signed links to files of the data folder. */
  files: FileLinks;
  site: Site;
  /** The voices, in a worker pool. */
  synth: SpeechSynthesizer;
  /** Text preparation for the voices: rules, normalisation, stress (with the installed stress data). */
  text: TextPreparer;
  /** Book analysis (and file parsing) off the HTTP thread. */
  analysis: AnalysisPool;
  /** A chapter's pieces per chapter version: every view of a chapter or a book needs them. */
  units: UnitsCache;
}

/** Who is calling: the key's user and the key, and the language to answer texts in. */
export interface Auth {
  user: UserRow;
  key: ApiKeyRow;
  /** From Accept-Language (`ru` or `en`; `ru` when neither is asked for). */
  lang: Lang;
  /** Whether Accept-Language asked for one of the studio's languages (a script's curl often asks for none). */
  langAsked: boolean;
}

/** Whose work a job is, and which key started it (its limit holds the job's reservation). */
export interface Owner {
  userId: string;
  keyId: string | null;
}
