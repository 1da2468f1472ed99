// English recognition with Debian's pocketsphinx (`pocketsphinx_batch` + `pocketsphinx-en-us`),
// run as a child process over a batch of clips. It is used as a verifier: each clip is decoded
// against a grammar of its own words in order, where any word may be skipped or said twice —
// so what comes back is which of the piece's words the audio really holds, with their times.
// (A free n-gram decode of the embedded eSpeak voices is too poor to judge anything; the
// grammar keeps the decoder on the text while a cut-out word is still reported missing.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { HeardWord } from '../../domain/check/judge.ts';
import { loadCmudict, pronunciations } from './pocketsphinx-dict.ts';
import { ASR_RATE, RecognitionAborted, type Clip, type ClipResult, type RecognizeOptions, type Recognizer, type RecognizerInfo } from './types.ts';

export interface PocketsphinxSetup {
  /** The pocketsphinx_batch binary. */
  bin: string;
  /** Acoustic model folder (en-us). */
  hmm: string;
  dict: string;
}

const MODEL_ROOTS = ['/usr/share/pocketsphinx/model/en-us', '/usr/local/share/pocketsphinx/model/en-us'];

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Where pocketsphinx and its English model are, or null when they are not installed. */
export function findPocketsphinx(): PocketsphinxSetup | null {
  const bin = process.env.GLAVA_POCKETSPHINX ?? onPath('pocketsphinx_batch');
  if (!bin || !existsSync(bin)) return null;
  for (const root of MODEL_ROOTS) {
    const hmm = join(root, 'en-us');
    const dict = join(root, 'cmudict-en-us.dict');
    if (existsSync(join(hmm, 'mdef')) && existsSync(dict)) return { bin, hmm, dict };
  }
  return null;
}

/** Probability of skipping a word, and of saying it twice. */
const P_SKIP = 0.001;
const P_REPEAT = 0.001;
const BATCH = 40;
const FRAME_S = 0.01;

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
    words.push({ word: word.replace(/\(\d+\)$/, ''), start: sf * FRAME_S, end: ef * FRAME_S });
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

  constructor(setup: PocketsphinxSetup) {
    this.setup = setup;
  }

  async recognize(clips: readonly Clip[], opts: RecognizeOptions = {}): Promise<ClipResult[]> {
    const out: ClipResult[] = [];
    for (let i = 0; i < clips.length; i += BATCH) {
      out.push(...(await this.batch(clips.slice(i, i + BATCH), opts.signal)));
      opts.onProgress?.(out.length);
    }
    return out;
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
      writeFileSync(join(dir, 'clips.ctl'), `${ids.join('\n')}\n`);
      writeFileSync(join(dir, 'clips.fsgctl'), `${ids.join('\n')}\n`);
      const hypseg = join(dir, 'out.hypseg');
      await run(this.setup.bin, [
        '-hmm', this.setup.hmm, '-dict', join(dir, 'words.dict'), '-samprate', String(ASR_RATE),
        '-adcin', 'yes', '-cepdir', dir, '-cepext', '.raw', '-ctl', join(dir, 'clips.ctl'),
        '-fsgctl', join(dir, 'clips.fsgctl'), '-fsgdir', dir, '-fsgext', '.fsg',
        // No filler words: with them the decoder lets [SPEECH]/<sil> swallow real words of a
        // synthetic voice. No silence removal: frame numbers must stay clip time.
        '-fsgusefiller', 'no', '-remove_silence', 'no',
        '-beam', '1e-80', '-wbeam', '1e-60', '-pbeam', '1e-80', '-maxhmmpf', '-1', '-pip', '0.5',
        '-hypseg', hypseg, '-logfn', join(dir, 'log.txt'),
      ], signal);
      const byId = new Map<string, HeardWord[]>();
      for (const line of (existsSync(hypseg) ? readFileSync(hypseg, 'utf8') : '').split('\n')) {
        const r = parseHypseg(line);
        if (r) byId.set(r.id, r.words);
      }
      return clips.map((c, k) => {
        const words = byId.get(ids[k]!);
        if (!words) return { id: c.id, recognition: null, error: 'The recognizer gave no result for this piece.' };
        return { id: c.id, error: null, recognition: { mode: 'verify', text: words.map((w) => w.word).join(' '), words } };
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
