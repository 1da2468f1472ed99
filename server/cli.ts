// The `glava` command (decisions §2). Every command but `serve` works on the data folder
// directly, so it also works while the studio runs (SQLite WAL allows it).
import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import { resolveDataDir, resolvePort, buildConfig } from './config.ts';
import { openDatabase } from './storage/db.ts';
import { createUser, ensureOwner, grant, requireUser } from './services/accounts.service.ts';
import { createApiKey } from './services/keys.service.ts';
import { SCOPES, type Scope } from './contract/enums.ts';
import { ApiError } from './errors.ts';
import { startServer } from './server.ts';
import { createSynthesizer } from './engines/tts/index.ts';
import { voiceDtos } from './services/voices.service.ts';
import { runModelsCommand, ttyConfirm, ttyStatus } from '../models/cli.ts';

const USAGE = `Usage:
  glava serve [--port N] [--host H] [--data DIR]
  glava users add --email E [--name N] [--balance N] [--unlimited] [--data DIR]
  glava keys add --email E --name N --scope read|voice|full [--char-limit N] [--rate N] [--data DIR]
  glava grant --email E --chars N [--what TEXT] [--data DIR]
  glava voices [--json] [--data DIR]
  glava models list|install ID [--yes] [--mirror M]|remove ID [--data DIR]

Data folder: --data, else $GLAVA_DATA, else the OS app-data folder. Port: --port, else $GLAVA_PORT, else 7433.`;

class UsageError extends Error {}

function num(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number`);
  return n;
}

function need(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function openData(dataFlag: string | undefined) {
  const dataDir = resolveDataDir(dataFlag);
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(`${dataDir}/glava.db`);
  ensureOwner({ db });
  return { dataDir, db };
}

async function serve(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' }, data: { type: 'string' } } });
  const port = resolvePort(values.port);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ dataDir: resolveDataDir(values.data), port, host: values.host });
  } catch (err) {
    // Starting the studio twice is the usual cause: say so and what to do, not the socket's code.
    if ((err as { code?: unknown }).code === 'EADDRINUSE') {
      throw new Error(`port ${port} is already in use (is the studio already running?). Open that studio, stop it, or start this one with --port N (--port 0 picks a free port).`);
    }
    throw err;
  }
  // The handlers come before the lines: whoever reads "listening" may stop us at once.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  console.log(`Glava listening on ${server.url}`);
  console.log(`Studio: ${server.studioLink}`);
  await stopped;
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, sub, ...rest] = argv;
  switch (cmd) {
    case 'serve':
      return serve(argv.slice(1));
    case 'users': {
      if (sub !== 'add') throw new UsageError('glava users add --email E …');
      const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, name: { type: 'string' }, balance: { type: 'string' }, unlimited: { type: 'boolean' }, data: { type: 'string' } } });
      const { db } = openData(values.data);
      const user = createUser({ db }, { email: need(values.email, 'email'), name: values.name, balance: num(values.balance, 'balance'), unlimited: values.unlimited });
      db.close();
      console.log(user.id);
      return 0;
    }
    case 'keys': {
      if (sub !== 'add') throw new UsageError('glava keys add --email E --name N --scope read|voice|full');
      const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, name: { type: 'string' }, scope: { type: 'string' }, 'char-limit': { type: 'string' }, rate: { type: 'string' }, data: { type: 'string' } } });
      const scope = need(values.scope, 'scope');
      if (!SCOPES.includes(scope as Scope)) throw new UsageError('--scope must be read, voice or full');
      const rate = num(values.rate, 'rate');
      if (rate !== undefined && (!Number.isInteger(rate) || rate < 1)) throw new UsageError('--rate must be a positive integer');
      const { db } = openData(values.data);
      const user = requireUser({ db }, need(values.email, 'email'));
      const { key, secret } = createApiKey({ db }, { userId: user.id, name: need(values.name, 'name'), scope: scope as Scope, charLimit: num(values['char-limit'], 'char-limit') ?? null, ratePerMinute: rate });
      db.close();
      console.log(`Key "${key.name}" (${key.scope}) for ${user.email}, prefix ${key.prefix}. It is shown only now:`);
      console.log(secret);
      return 0;
    }
    case 'grant': {
      const { values } = parseArgs({ args: argv.slice(1), options: { email: { type: 'string' }, chars: { type: 'string' }, what: { type: 'string' }, data: { type: 'string' } } });
      const chars = num(need(values.chars, 'chars'), 'chars')!;
      if (chars <= 0) throw new UsageError('--chars must be positive');
      const { db } = openData(values.data);
      const user = grant({ db }, need(values.email, 'email'), chars, values.what);
      db.close();
      console.log(`Balance of ${user.email}: ${user.unlimited ? 'unlimited' : user.balance_milli / 1000}`);
      return 0;
    }
    case 'voices': {
      const { values } = parseArgs({ args: argv.slice(1), options: { json: { type: 'boolean' }, data: { type: 'string' } } });
      const config = buildConfig({ dataDir: resolveDataDir(values.data) });
      const synth = await createSynthesizer({ modelsDir: config.modelsDir, workers: 1 });
      const voices = voiceDtos(synth.voices(), () => '');
      await synth.close();
      if (values.json) console.log(JSON.stringify({ voices }, null, 2));
      else for (const v of voices) console.log([v.id, v.language, v.gender || '-', v.age || '-', v.weight, v.working ? 'ok' : `broken: ${v.problem}`, v.name].join('\t'));
      return 0;
    }
    case 'models': {
      const { values } = parseArgs({ args: argv.slice(1), allowPositionals: true, strict: false, options: { data: { type: 'string' } } });
      const config = buildConfig({ dataDir: resolveDataDir(typeof values.data === 'string' ? values.data : undefined) });
      mkdirSync(config.modelsDir, { recursive: true });
      const args = argv.slice(1).filter((a, i, all) => a !== '--data' && all[i - 1] !== '--data');
      return runModelsCommand(args, {
        modelsDir: config.modelsDir, mirror: config.modelsMirror, catalogFile: config.modelsCatalog, out: (l) => console.log(l), err: (l) => console.error(l),
        confirm: process.stdin.isTTY ? () => ttyConfirm() : undefined, status: ttyStatus(),
      });
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return cmd === undefined ? 1 : 0;
    default:
      throw new UsageError(`Unknown command: ${cmd}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError || (err instanceof Error && err.name === 'TypeError' && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) {
      console.error(`glava: ${err.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (err instanceof ApiError) {
      console.error(`glava: ${typeof err.detail === 'string' ? err.detail : JSON.stringify(err.detail)}`);
      process.exitCode = 1;
    } else {
      console.error(`glava: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    }
  },
);
