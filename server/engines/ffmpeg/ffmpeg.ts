// Running ffmpeg/ffprobe: resolved as FFMPEG_PATH / FFPROBE_PATH → the system's (PATH; Debian's
// LAME encodes MP3 3× faster than the packaged build's) → the binaries shipped inside the npm registry packages. Always spawned
// with argument arrays, never a shell; killed when the caller's signal aborts.
import { spawn, spawnSync } from 'node:child_process';
import { PassThrough, type Writable } from 'node:stream';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { toolsConfig } from '../../config.ts';

const require = createRequire(import.meta.url);

function onPath(name: string): string | null {
  const r = spawnSync(name, ['-version'], { stdio: 'ignore' });
  return r.status === 0 ? name : null;
}

function packaged(pkg: string): string | null {
  try {
    const p = (require(pkg) as { path: string }).path;
    try {
      accessSync(p, constants.X_OK);
    } catch {
      // npm >= 11.19 skips unapproved install scripts, including the packages' `chmod u+x`.
      chmodSync(p, 0o755);
    }
    return p;
  } catch {
    return null;
  }
}

let ffmpegPath: string | null = null;
let ffprobePath: string | null = null;

export function ffmpegBinary(): string {
  ffmpegPath ??= toolsConfig().ffmpeg || onPath('ffmpeg') || packaged('@ffmpeg-installer/ffmpeg');
  if (!ffmpegPath) throw new Error('ffmpeg was not found: install the npm dependencies or set FFMPEG_PATH.');
  return ffmpegPath;
}

export function ffprobeBinary(): string {
  ffprobePath ??= toolsConfig().ffprobe || onPath('ffprobe') || packaged('@ffprobe-installer/ffprobe');
  if (!ffprobePath) throw new Error('ffprobe was not found: install the npm dependencies or set FFPROBE_PATH.');
  return ffprobePath;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

export class FfmpegError extends Error {
  override name = 'FfmpegError';
}

export interface Started {
  /** The child's stdin: write input as it becomes available, then end() it. */
  stdin: Writable;
  /** Settles when the child exits: its stdout and the tail of its stderr, or an FfmpegError. */
  done: Promise<RunResult>;
}

/** Starts a binary with arguments and cancellation; input is streamed through `stdin`, output collected or handed to `onStdout`. */
export function start(bin: string, args: string[], opts: { signal?: AbortSignal; onStderr?: (chunk: string) => void; onStdout?: (chunk: Buffer) => void } = {}): Started {
  if (opts.signal?.aborted) {
    const done = Promise.reject(new FfmpegError('aborted'));
    done.catch(() => {}); // the caller sees it when it awaits `done`
    return { stdin: new PassThrough(), done };
  }
  const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
  const done = new Promise<RunResult>((resolve, reject) => {
    const out: Buffer[] = [];
    let err = '';
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    // Streamed to the caller (a decoded hour of audio is not held whole), or collected.
    child.stdout.on('data', (d: Buffer) => (opts.onStdout ? opts.onStdout(d) : out.push(d)));
    child.stderr.on('data', (d: Buffer) => {
      const s = d.toString('utf8');
      err = (err + s).slice(-64_000);
      opts.onStderr?.(s);
    });
    child.on('error', (e) => {
      opts.signal?.removeEventListener('abort', onAbort);
      reject(new FfmpegError(`${bin} could not start: ${e.message}`));
    });
    child.on('close', (code) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.signal?.aborted) reject(new FfmpegError('aborted'));
      else if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new FfmpegError(`${bin.split('/').pop()} failed (${code}): ${err.split('\n').filter(Boolean).slice(-3).join(' | ')}`));
    });
  });
  child.stdin.on('error', () => {
    // ffmpeg may close stdin early (e.g. on a bad argument); its exit code tells the story.
  });
  return { stdin: child.stdin, done };
}

/** Runs a binary with arguments, optional stdin data, and cancellation. */
export function run(bin: string, args: string[], opts: { input?: Buffer; signal?: AbortSignal; onStderr?: (chunk: string) => void } = {}): Promise<RunResult> {
  const { stdin, done } = start(bin, args, opts);
  if (opts.input) stdin.end(opts.input);
  else stdin.end();
  return done;
}

export const ffmpeg = (args: string[], opts?: Parameters<typeof run>[2]) => run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-y', ...args], opts);
/** ffmpeg reading its input from a stream (`-i pipe:0`): see `start`. */
export const startFfmpeg = (args: string[], opts?: Parameters<typeof start>[2]) => start(ffmpegBinary(), ['-hide_banner', '-nostdin', '-y', ...args], opts);
export const ffprobe = (args: string[], opts?: Parameters<typeof run>[2]) => run(ffprobeBinary(), ['-hide_banner', ...args], opts);
