// Installing over HTTP from a loopback server that serves a mirror of generated model files,
// and misbehaves on purpose: drops the connection, ignores Range, corrupts bytes, sends too
// much, answers 404, redirects to file:, or never answers.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findInstalled } from './discovery.ts';
import { ChecksumMismatchError, DownloadError, SizeMismatchError } from './errors.ts';
import { installModel, type InstallOptions } from './manager.ts';
import type { CatalogEntry } from './types.ts';

type Mode = 'normal' | 'drop-once' | 'stall' | 'ignore-range' | 'corrupt' | 'oversize' | 'oversize-announced' | 'no-answer';

interface Seen {
  path: string;
  range: string | undefined;
  sent: number;
}

let server: Server;
let base: string;
let mode: Mode = 'normal';
let seen: Seen[] = [];
const dropped = new Set<string>();

// The mirror's models, generated: a two-file model whose dictionary (2 MB) is big enough to
// cut in the middle, a one-file data model and a one-file "onnx" model.
const mirrorDir = mkdtempSync(join(tmpdir(), 'glava-http-mirror-'));
const DATA_ID = 'fixture-stress';
const WORDS_ID = 'fixture-words';
const ONE_ID = 'fixture-vad';
const DICT = `${DATA_ID}/exception_dictionary.txt`;

/** Deterministic text of `bytes` bytes (a failure reproduces). */
function textOf(bytes: number, seed: string): Buffer {
  const line = (i: number) => `${seed} ${i} абвгдеёжзийклмнопрстуфхцчшщъыьэюя\n`;
  const parts: string[] = [];
  for (let i = 0, n = 0; n < bytes; i++) n += Buffer.byteLength(parts[parts.push(line(i)) - 1]!);
  return Buffer.from(parts.join('')).subarray(0, bytes);
}

function entry(id: string, files: Array<[string, Buffer]>): CatalogEntry {
  mkdirSync(join(mirrorDir, id), { recursive: true });
  for (const [name, bytes] of files) writeFileSync(join(mirrorDir, id, name), bytes);
  return {
    id, kind: 'stress', engine: 'test', language: 'ru', title: `HTTP test ${id}`, description: '', license: 'test',
    commercial_ok: true, homepage: 'https://example.invalid/',
    files: files.map(([name, bytes]) => ({
      name, url: `https://example.invalid/${id}/${name}`, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'),
    })),
  };
}

const CATALOG: CatalogEntry[] = [
  entry(DATA_ID, [['model.json', textOf(4000, 'model')], ['exception_dictionary.txt', textOf(2_000_000, 'dict')], ['model.onnx', textOf(200_000, 'onnx')]]),
  entry(WORDS_ID, [['homographs.json', textOf(300_000, 'homographs')]]),
  entry(ONE_ID, [['silero_vad.onnx', textOf(500_000, 'vad')]]),
];
const DICT_SIZE = statSync(join(mirrorDir, DICT)).size;
const install = (id: string, opts: InstallOptions) => installModel(modelsDir, id, { catalog: CATALOG, ...opts });

function send(res: ServerResponse, rec: Seen, status: number, headers: Record<string, string | number>, body: Buffer): void {
  res.writeHead(status, headers);
  rec.sent += body.length;
  res.end(body);
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  const rec: Seen = { path: rel, range: req.headers.range, sent: 0 };
  seen.push(rec);
  if (mode === 'no-answer') return; // hold the request open without a status line
  if (rel.startsWith('to-file/')) {
    res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    return;
  }
  if (rel.startsWith('moved/')) {
    rel = rel.slice('moved/'.length);
    res.writeHead(301, { location: `/${rel.split('/').map(encodeURIComponent).join('/')}` }).end();
    return;
  }
  const file = normalize(join(mirrorDir, rel));
  if (!file.startsWith(mirrorDir + sep) || !existsSync(file)) {
    send(res, rec, 404, { 'content-type': 'text/plain' }, Buffer.from('not found'));
    return;
  }
  let body = readFileSync(file);
  const m = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
  const honourRange = m && mode !== 'ignore-range';

  if (mode === 'corrupt') {
    body = Buffer.from(body);
    body[Math.floor(body.length / 2)] ^= 0x20;
  }
  if (mode === 'oversize') {
    // Chunked, no Content-Length: the client only learns the size by counting.
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    rec.sent += body.length * 2;
    res.write(body);
    res.end(body);
    return;
  }
  if (mode === 'oversize-announced') {
    send(res, rec, 200, { 'content-length': body.length * 2 }, Buffer.concat([body, body]));
    return;
  }
  if (rel === DICT && ((mode === 'drop-once' && !dropped.has(rel)) || mode === 'stall')) {
    dropped.add(rel);
    res.writeHead(200, { 'content-length': body.length });
    const half = body.subarray(0, Math.floor(body.length / 2));
    rec.sent += half.length;
    res.write(half, () => {
      if (mode === 'drop-once') req.socket.destroy();
      // 'stall': keep the connection open and silent; the client gives up or aborts.
    });
    return;
  }
  if (honourRange) {
    const start = Number(m[1]);
    if (start >= body.length) {
      send(res, rec, 416, { 'content-range': `bytes */${body.length}` }, Buffer.alloc(0));
      return;
    }
    send(res, rec, 206, { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}`, 'content-length': body.length - start }, body.subarray(start));
    return;
  }
  send(res, rec, 200, { 'content-length': body.length }, body);
}

let dir: string;
let modelsDir: string;

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(mirrorDir, { recursive: true, force: true });
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-models-http-'));
  modelsDir = join(dir, 'models');
  mode = 'normal';
  seen = [];
  dropped.clear();
});

afterEach(() => {
  server.closeAllConnections();
  rmSync(dir, { recursive: true, force: true });
});

const partial = (id: string, name: string) => join(modelsDir, '.partial', id, `${name}.part`);
const fast = { retryDelayMs: 5 };

describe('install over HTTP', () => {
  it('downloads every file of a three-file model from the mirror URL, verified', async () => {
    const rec = await install(DATA_ID, { mirror: base, ...fast });
    expect(rec.verified).toBe(true);
    const entry = CATALOG.find((e) => e.id === DATA_ID);
    expect(seen.map((s) => s.path)).toEqual(entry?.files.map((f) => `${DATA_ID}/${f.name}`));
    for (const f of entry?.files ?? []) {
      expect(createHash('sha256').update(readFileSync(join(rec.dir, f.name))).digest('hex')).toBe(f.sha256);
    }
    expect(existsSync(join(modelsDir, '.partial'))).toBe(false);
  });

  it('resumes with a Range request after the connection drops mid-file', async () => {
    mode = 'drop-once';
    const rec = await install(DATA_ID, { mirror: base, ...fast });
    expect(rec.verified).toBe(true);
    const dict = seen.filter((s) => s.path === DICT);
    expect(dict).toHaveLength(2);
    expect(dict[0].range).toBeUndefined();
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(dict[1].range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    // Only the missing tail travelled again.
    expect(dict[1].sent).toBe(DICT_SIZE - resumedAt);
  });

  it('resumes an install that was cancelled halfway, in a later call', async () => {
    mode = 'stall';
    const ac = new AbortController();
    const first = install(DATA_ID, {
      mirror: base, ...fast, signal: ac.signal,
      onProgress: (p) => { if (p.file === 'exception_dictionary.txt' && p.received > DICT_SIZE / 4) ac.abort(new Error('user cancelled')); },
    });
    await expect(first).rejects.toThrow('user cancelled');
    const kept = statSync(partial(DATA_ID, 'exception_dictionary.txt')).size;
    expect(kept).toBeGreaterThan(0);
    expect(findInstalled(modelsDir, DATA_ID)).toBeUndefined();

    mode = 'normal';
    seen = [];
    const rec = await install(DATA_ID, { mirror: base, ...fast });
    expect(rec.verified).toBe(true);
    const dict = seen.find((s) => s.path === DICT);
    expect(dict?.range).toBe(`bytes=${kept}-`);
    expect(dict?.sent).toBe(DICT_SIZE - kept);
  });

  it('starts over when the server ignores Range', async () => {
    mode = 'stall';
    const ac = new AbortController();
    await install(DATA_ID, {
      mirror: base, ...fast, signal: ac.signal,
      onProgress: (p) => { if (p.file === 'exception_dictionary.txt' && p.received > DICT_SIZE / 4) ac.abort(new Error('stop')); },
    }).catch(() => undefined);
    mode = 'ignore-range';
    seen = [];
    const rec = await install(DATA_ID, { mirror: base, ...fast });
    expect(rec.verified).toBe(true);
    const dict = seen.find((s) => s.path === DICT);
    expect(dict?.range).toMatch(/^bytes=\d+-$/);
    expect(dict?.sent).toBe(DICT_SIZE);
  });

  it('refuses corrupted bytes with a sha256 error naming the file and both hashes; nothing stays behind', async () => {
    mode = 'corrupt';
    const err = await install(WORDS_ID, { mirror: base, ...fast }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChecksumMismatchError);
    const expected = CATALOG.find((e) => e.id === WORDS_ID)?.files[0].sha256 ?? '';
    const message = (err as Error).message;
    expect(message).toContain(`${WORDS_ID}/homographs.json`);
    expect(message).toContain(expected);
    expect(message).toMatch(/got [0-9a-f]{64}/);
    expect((err as ChecksumMismatchError).actual).not.toBe(expected);
    expect(existsSync(partial(WORDS_ID, 'homographs.json'))).toBe(false);
    expect(existsSync(join(modelsDir, WORDS_ID))).toBe(false);
    expect(findInstalled(modelsDir, WORDS_ID)).toBeUndefined();
  });

  it('cuts off a server that sends more bytes than the catalog size', async () => {
    mode = 'oversize';
    const err = await install(WORDS_ID, { mirror: base, ...fast }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SizeMismatchError);
    expect((err as Error).message).toMatch(/homographs\.json.*more than the expected/);
    expect(existsSync(partial(WORDS_ID, 'homographs.json'))).toBe(false);
    expect(existsSync(join(modelsDir, WORDS_ID))).toBe(false);
  });

  it('refuses a Content-Length above the catalog size before reading the body', async () => {
    mode = 'oversize-announced';
    const err = await install(ONE_ID, { mirror: base, ...fast }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SizeMismatchError);
    expect((err as Error).message).toMatch(/silero_vad\.onnx.*Content-Length/);
    expect(findInstalled(modelsDir, ONE_ID)).toBeUndefined();
  });

  it('reports a 404 with the URL and does not retry it', async () => {
    const err = await install(ONE_ID, { mirror: `${base}/missing`, ...fast }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect((err as DownloadError).status).toBe(404);
    expect((err as Error).message).toContain(`${base}/missing/${ONE_ID}/silero_vad.onnx`);
    expect(seen).toHaveLength(1);
    expect(existsSync(join(modelsDir, ONE_ID))).toBe(false);
  });

  it('follows an http redirect but never one to a file: URL', async () => {
    const ok = await install(ONE_ID, { mirror: `${base}/moved`, ...fast });
    expect(ok.verified).toBe(true);
    const err = await install(WORDS_ID, { mirror: `${base}/to-file`, ...fast }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect((err as Error).message).toMatch(/Refusing to download from file: URL/);
    expect(findInstalled(modelsDir, WORDS_ID)).toBeUndefined();
  });

  it('gives up on a server that never answers, after the configured attempts', async () => {
    mode = 'no-answer';
    const err = await install(ONE_ID, { mirror: base, retryDelayMs: 5, attempts: 2, headersTimeoutMs: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect((err as Error).message).toMatch(/no answer from .*silero_vad\.onnx/);
    expect(seen).toHaveLength(2);
  });

  it('takes an http mirror given with a trailing slash (as GLAVA_MODELS_MIRROR often is)', async () => {
    const rec = await install(ONE_ID, { mirror: `${base}/`, ...fast });
    expect(rec.verified).toBe(true);
    expect(seen.every((s) => s.path.startsWith(`${ONE_ID}/`))).toBe(true);
  });
});
