// Where the studio keeps its data, which address it serves (decisions §1–2), and every other
// setting read from the environment: this is the only file of the server that reads process.env.
import { availableParallelism, homedir, platform } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

export const DEFAULT_PORT = 7433;

/** A studio's settings, fixed at start. */
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
  /** A site's catalog file (JSON entries added to the built-in catalog), from GLAVA_MODELS_CATALOG. */
  modelsCatalog: string | undefined;
  /** Uploads up to this size are imported before the answer; bigger ones by an import job (GLAVA_SYNC_IMPORT_BYTES). */
  syncImportBytes: number;
  /** English checks may use Debian's pocketsphinx when installed (GLAVA_NO_POCKETSPHINX=1 turns it off). */
  pocketsphinx: boolean;
}

/** The OS's app-data folder: ~/.local/share/glava on Linux. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const os = platform();
  if (os === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Glava');
  if (os === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Glava');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'glava');
}

export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(flag ?? env.GLAVA_DATA ?? defaultDataDir(env));
}

export function resolvePort(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const raw = flag ?? env.GLAVA_PORT;
  if (raw === undefined) return DEFAULT_PORT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid port: ${raw}`);
  return n;
}

/** The built studio UI, when `npm run build:ui` (part of npm start) has produced it. */
export function defaultRendererDir(): string | null {
  const dir = fileURLToPath(new URL('../renderer/dist', import.meta.url));
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

export interface ConfigInput {
  dataDir: string;
  host?: string;
  workers?: number;
  rendererDir?: string | null;
  validateResponses?: boolean;
  env?: NodeJS.ProcessEnv;
}

export function buildConfig(input: ConfigInput): AppConfig {
  const env = input.env ?? process.env;
  const host = input.host ?? '127.0.0.1';
  const workersEnv = env.GLAVA_WORKERS ? Number(env.GLAVA_WORKERS) : undefined;
  return {
    dataDir: input.dataDir,
    modelsDir: env.GLAVA_MODELS_DIR ? resolve(env.GLAVA_MODELS_DIR) : join(input.dataDir, 'models'),
    audioDir: join(input.dataDir, 'audio'),
    exportsDir: join(input.dataDir, 'exports'),
    coversDir: join(input.dataDir, 'covers'),
    host,
    allowedHosts: host === '127.0.0.1' || host === 'localhost' ? [] : [host],
    workers: Math.max(1, input.workers ?? workersEnv ?? availableParallelism()),
    maxActiveChapters: Number(env.GLAVA_MAX_ACTIVE_CHAPTERS ?? 100),
    rendererDir: input.rendererDir === undefined ? defaultRendererDir() : input.rendererDir,
    validateResponses: input.validateResponses ?? env.GLAVA_VALIDATE_RESPONSES === '1',
    ttsTimeoutMs: Number(env.GLAVA_TTS_TIMEOUT_MS ?? 30_000),
    modelsMirror: env.GLAVA_MODELS_MIRROR || undefined,
    modelsCatalog: env.GLAVA_MODELS_CATALOG || undefined,
    webhookBackoffS: Number(env.GLAVA_WEBHOOK_BACKOFF_S ?? 10),
    syncImportBytes: Number(env.GLAVA_SYNC_IMPORT_BYTES ?? 512 * 1024),
    pocketsphinx: env.GLAVA_NO_POCKETSPHINX !== '1',
  };
}

/**
 * The machine's external programs. Process-wide, not per studio: they belong to the computer,
 * not to a data folder, and the engines that spawn them (ffmpeg, pocketsphinx) are used outside
 * a running studio too (the CLI, benches).
 */
export interface ToolsConfig {
  /** FFMPEG_PATH / FFPROBE_PATH: a given ffmpeg/ffprobe instead of the system's or the packaged one. */
  ffmpeg: string | undefined;
  ffprobe: string | undefined;
  /** GLAVA_POCKETSPHINX: a given pocketsphinx_batch instead of the one on PATH. */
  pocketsphinx: string | undefined;
  /** GLAVA_ASR_KEEP=1: keep pocketsphinx's work folder (inputs and log) for a look at what it did. */
  keepAsrWork: boolean;
  /** PATH, split. */
  searchPath: string[];
}

export function toolsConfig(env: NodeJS.ProcessEnv = process.env): ToolsConfig {
  return {
    ffmpeg: env.FFMPEG_PATH || undefined,
    ffprobe: env.FFPROBE_PATH || undefined,
    pocketsphinx: env.GLAVA_POCKETSPHINX || undefined,
    keepAsrWork: env.GLAVA_ASR_KEEP === '1',
    searchPath: (env.PATH ?? '').split(delimiter).filter(Boolean),
  };
}
