// npm run client:gen — regenerate client/api.gen.ts from GET /api/openapi.json.
//
//   npx node scripts/gen-client.ts               start a throwaway studio (temp data, free port), read its document
//   npx node scripts/gen-client.ts --from URL    read the document of a running studio (e.g. http://127.0.0.1:7433)
//   npx node scripts/gen-client.ts --check       write nothing; exit 1 when the committed client is out of date
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateClientSource, type OpenApiDoc } from '../client/codegen/generate.ts';
import { startServer } from '../server/server.ts';

export const GENERATED_FILE = fileURLToPath(new URL('../client/api.gen.ts', import.meta.url));

export async function fetchOpenApi(siteUrl: string): Promise<OpenApiDoc> {
  const res = await fetch(new URL('/api/openapi.json', siteUrl));
  if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDoc;
}

/** The document of a fresh studio: the current code's API, whatever data a real install holds. */
export async function openApiOfThisCode(): Promise<OpenApiDoc> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-gen-'));
  const server = await startServer({ dataDir, port: 0, workers: 1, rendererDir: null, log: () => {} });
  try {
    return await fetchOpenApi(server.url);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, check: { type: 'boolean' } } });
  const docu = values.from ? await fetchOpenApi(values.from) : await openApiOfThisCode();
  const source = generateClientSource(docu);
  let current = '';
  try {
    current = readFileSync(GENERATED_FILE, 'utf8');
  } catch {
    // First generation.
  }
  if (values.check) {
    if (current === source) return 0;
    console.error('client/api.gen.ts is out of date with the OpenAPI document: run "npm run client:gen".');
    return 1;
  }
  if (current === source) {
    console.log('client/api.gen.ts is up to date.');
    return 0;
  }
  writeFileSync(GENERATED_FILE, source);
  const ops = (source.match(/^ {2}\w+\(.*\): Promise</gm) ?? []).length;
  console.log(`client/api.gen.ts written: ${Object.keys(docu.components?.schemas ?? {}).length} types, ${ops} operations.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then((code) => process.exit(code), (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
