// English recognition with Debian's pocketsphinx (`pocketsphinx_batch` + `pocketsphinx-en-us`),
// run as a child process over a batch of clips. It is used as a verifier: each clip is decoded
// against a grammar of its own words in order, where any word may be skipped or said twice —
// so what comes back is which of the piece's words the audio really holds, with their times.
// (A free n-gram decode of the embedded eSpeak voices is too poor to judge anything; the
// grammar keeps the decoder on the text while a cut-out word is still reported missing.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolsConfig, type ToolsConfig } from '../../config.ts';
import type { HeardWord } from '../../domain/check/judge.ts';
import { loadCmudict, pronunciations } from './pocketsphinx-dict.ts';
import { ASR_RATE, RecognitionAborted, type Clip, type ClipResult, type RecognizeOptions, type Recognizer, type RecognizerInfo } from './types.ts';

export interface PocketsphinxSetup {
  /** The pocketsphinx_batch binary. */
  bin: string;
  /** Acoustic model folder (en-us). */
  hmm: string;
  dict: string;
  /** Keep the work folder of each batch (GLAVA_ASR_KEEP=1), saying where through `log`. */
  keepWork: boolean;
}

const MODEL_ROOTS = ['/usr/share/pocketsphinx/model/en-us', '/usr/local/share/pocketsphinx/model/en-us'];

function onPath(name: string, tools: ToolsConfig): string | null {
  for (const dir of tools.searchPath) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Where pocketsphinx and its English model are, or null when they are not installed. */
export function findPocketsphinx(tools: ToolsConfig = toolsConfig()): PocketsphinxSetup | null {
  const bin = tools.pocketsphinx ?? onPath('pocketsphinx_batch', tools);
  if (!bin || !existsSync(bin)) return null;
  for (const root of MODEL_ROOTS) {
    const hmm = join(root, 'en-us');
    const dict = join(root, 'cmudict-en-us.dict');
    if (existsSync(join(hmm, 'mdef')) && existsSync(dict)) return { bin, hmm, dict, keepWork: tools.keepAsrWork };
  }
  return null;
}

/** Probability of skipping a word, and of saying it twice. */
const P_SKIP = 0.001;
const P_REPEAT = 0.0001;
const BATCH = 40;
/** pocketsphinx frames per second. */
const FRAME_RATE = 100;

/** The clip's grammar: its words in order, each skippable and repeatable. */
export function clipGrammar(words: readonly string[]): string {
  const n = words.length;
  const t: string[] = [];
  words.forEach((w, i) => {
    t.push(`TRANSITION ${i} ${i + 1} ${(1 - P_SKIP - (i > 0 ? P_REPEAT : 0)).toFixed(4)} ${w}`);
    t.push(`TRANSITION ${i} ${i + 1} ${P_SKIP}`);
    if (i > 0) t.push(`TRANSITION ${i} ${i} ${P_REPEAT} ${words[i - 1]}`);
  });
  if (n > 0) t.push(`TRANSITION ${n} ${n} ${P_REPEAT} ${words[n - 1]}`);
  return `FSG_BEGIN piece\nNUM_STATES ${n + 1}\nSTART_STATE 0\nFINAL_STATE ${n}\n${t.join('\n')}\nFSG_END\n`;
}

/** Words and their times from one `-hypseg` line: `uttid S s T t A a L l {sf ascr lscr word}* ef`. */
export function parseHypseg(line: string): { id: string; words: HeardWord[] } | null {
  const tok = line.trim().split(/\s+/);
  if (tok.length < 10 || tok[1] !== 'S') return null;
  const id = tok[0]!;
  const rest = tok.slice(9);
  const words: HeardWord[] = [];
  // Groups of four, then the last frame; a word ends where the next group starts.
  for (let k = 0; k + 4 < rest.length; k += 4) {
    const sf = Number(rest[k]);
    const word = rest[k + 3]!;
    const ef = Number(rest[k + 4]);
    if (/^(<s>|<\/s>|<sil>|\(NULL\)|\[.*\])$/.test(word)) continue;
    words.push({ word: word.replace(/\(\d+\)$/, ''), start: sf / FRAME_RATE, end: ef / FRAME_RATE });
  }
  return { id, words };
}

function run(bin: string, args: string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RecognitionAborted('aborted'));
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString('utf8')).slice(-4000)));
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (e) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new Error(`pocketsphinx could not start: ${e.message}`));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(new RecognitionAborted('aborted'));
      else if (code === 0) resolve();
      else reject(new Error(`pocketsphinx failed (${code}): ${err.split('\n').filter((l) => /ERROR|FATAL/.test(l)).slice(-2).join(' | ') || err.slice(-300)}`));
    });
  });
}

export class PocketsphinxRecognizer implements Recognizer {
  readonly info: RecognizerInfo = { id: 'pocketsphinx-en-us', language: 'en', engine: 'pocketsphinx' };
  private readonly setup: PocketsphinxSetup;
  private readonly log: (m: string) => void;

  constructor(setup: PocketsphinxSetup, log: (m: string) => void = () => {}) {
    this.setup = setup;
    this.log = log;
  }

  async recognize(clips: readonly Clip[], opts: RecognizeOptions = {}): Promise<ClipResult[]> {
    // A clip with no words to confirm has an empty grammar: nothing to decode.
    const work = clips.filter((c) => c.expected.length > 0);
    const results = new Map<string, ClipResult>();
    for (let i = 0; i < work.length; i += BATCH) {
      for (const r of await this.batch(work.slice(i, i + BATCH), opts.signal)) results.set(r.id, r);
      opts.onProgress?.(Math.min(clips.length, i + BATCH + clips.length - work.length));
    }
    return clips.map((c) => results.get(c.id) ?? { id: c.id, error: null, recognition: { mode: 'verify', text: '', words: [] } });
  }

  /** Decodes the clips `ids` of the work folder; words by clip id. */
  private async decode(dir: string, ids: string[], fillers: boolean, signal: AbortSignal | undefined): Promise<Map<string, HeardWord[]>> {
    const tag = fillers ? 'retry' : 'first';
    writeFileSync(join(dir, `${tag}.ctl`), `${ids.join('\n')}\n`);
    const hypseg = join(dir, `${tag}.hypseg`);
    await run(this.setup.bin, [
      '-hmm', this.setup.hmm, '-dict', join(dir, 'words.dict'), '-samprate', String(ASR_RATE),
      '-adcin', 'yes', '-cepdir', dir, '-cepext', '.raw', '-ctl', join(dir, `${tag}.ctl`),
      '-fsgctl', join(dir, `${tag}.ctl`), '-fsgdir', dir, '-fsgext', '.fsg',
      // No filler words at first: with them the decoder lets [SPEECH]/<sil> swallow real words of
      // a synthetic voice. No silence removal: frame numbers must stay clip time.
      '-fsgusefiller', fillers ? 'yes' : 'no', '-remove_silence', 'no',
      // Wide beams: without fillers a long pause is matched by words, and a narrower search
      // prunes every path to the grammar's end on long pieces.
      '-beam', '1e-120', '-wbeam', '1e-100', '-pbeam', '1e-120', '-maxhmmpf', '-1', '-pip', '0.5',
      '-hypseg', hypseg, '-logfn', join(dir, `${tag}.log`),
    ], signal);
    const byId = new Map<string, HeardWord[]>();
    for (const line of (existsSync(hypseg) ? readFileSync(hypseg, 'utf8') : '').split('\n')) {
      const r = parseHypseg(line);
      if (r) byId.set(r.id, r.words);
    }
    return byId;
  }

  private async batch(clips: readonly Clip[], signal: AbortSignal | undefined): Promise<ClipResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'glava-psx-'));
    try {
      const prons = pronunciations(clips.flatMap((c) => c.expected), loadCmudict(this.setup.dict));
      const dictLines: string[] = [];
      for (const [w, list] of prons) list.forEach((p, k) => dictLines.push(`${k ? `${w}(${k + 1})` : w} ${p}`));
      writeFileSync(join(dir, 'words.dict'), `${dictLines.join('\n')}\n`);
      const ids: string[] = [];
      clips.forEach((c, k) => {
        const id = `u${String(k).padStart(4, '0')}`;
        ids.push(id);
        writeFileSync(join(dir, `${id}.raw`), Buffer.from(c.samples.buffer, c.samples.byteOffset, c.samples.byteLength));
        writeFileSync(join(dir, `${id}.fsg`), clipGrammar(c.expected.filter((w) => prons.has(w))));
      });
      let found = await this.decode(dir, ids, false, signal);
      // A piece the decoder could not follow to the end of its grammar comes back empty: try it
      // again with silence/noise fillers, which bridge a stretch the words cannot match.
      const retry = ids.filter((id) => !found.get(id)?.length);
      if (retry.length) found = new Map([...found, ...[...(await this.decode(dir, retry, true, signal))].filter(([, w]) => w.length > 0)]);
      return clips.map((c, k) => {
        const words = found.get(ids[k]!);
        if (!words) return { id: c.id, recognition: null, error: 'The recognizer gave no result for this piece.' };
        return { id: c.id, error: null, recognition: { mode: 'verify', text: words.map((w) => w.word).join(' '), words } };
      });
    } finally {
      if (this.setup.keepWork) this.log(`pocketsphinx work folder kept: ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    }
  }
}
