// Everything a request handler, service or job needs, built once by createContext().
import type { SpeechSynthesizer } from './engines/tts/engine.ts';
import type { EventBus } from './events/bus.ts';
import type { FileSigner } from './files/signer.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { RateLimiter } from './api/middleware/rate-limit.ts';
import type { Db } from './storage/db.ts';
import type { AnalysisPool } from './services/import/analysis.client.ts';
import type { TextPreparer } from './services/text/preparer.ts';

export interface AppConfig {
  dataDir: string;
  modelsDir: string;
  /** Voiced pieces (WAV) and chapter recordings (MP3). */
  audioDir: string;
  exportsDir: string;
  coversDir: string;
  host: string;
  /** Extra host names accepted in the Host header (the --host value). */
  allowedHosts: string[];
  /** Synthesis workers (default: one per core). */
  workers: number;
  /** Most chapters of one user in work at once (decisions §5: 100). */
  maxActiveChapters: number;
  /** Built web UI to serve at `/`, or null. */
  rendererDir: string | null;
  /** Check every response against its schema (tests turn this on). */
  validateResponses: boolean;
  /** Time budget of one synchronous /tts synthesis. */
  ttsTimeoutMs: number;
  /** First webhook retry delay, seconds (GLAVA_WEBHOOK_BACKOFF_S; default 10). */
  webhookBackoffS: number;
  /** Mirror for the model manager (folder or URL), from GLAVA_MODELS_MIRROR. */
  modelsMirror: string | undefined;
  /** Uploads up to this size are imported before the answer; bigger ones by an import job (GLAVA_SYNC_IMPORT_BYTES). */
  syncImportBytes: number;
  /** English checks may use Debian's pocketsphinx when installed (GLAVA_NO_POCKETSPHINX=1 turns it off). */
  pocketsphinx: boolean;
}

export type Log = (message: string) => void;

export interface AppContext {
  config: AppConfig;
  /** The studio's log (the CLI's stderr, the desktop app's log file). */
  log: Log;
  db: Db;
  /** `http://127.0.0.1:<port>`: known once the server listens. */
  siteUrl(): string;
  signer: FileSigner;
  synth: SpeechSynthesizer;
  bus: EventBus;
  jobs: JobRunner;
  rateLimiter: RateLimiter;
  /** Book analysis (and file parsing) off the HTTP thread. */
  analysis: AnalysisPool;
  /** Text preparation for the voices: rules, normalisation, stress (with the installed stress data). */
  text: TextPreparer;
  /** Secret of the studio link printed at start; exchanged for a cabinet session. */
  loginToken: string;
}
