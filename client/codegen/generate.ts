// The OpenAPI document → client/api.gen.ts: one type per component schema and one method per
// operation (named by its operationId), each calling the hand-written transport. The output is
// deterministic, so a test can regenerate it from a live server and compare it byte for byte.
import { declaration, doc, literal, propKey, safeTypeName, toTs, type JsonSchema } from './schema-to-ts.ts';

export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

interface Media {
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  'x-access'?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A schema with its local $ref followed (for "are all its fields optional?"). */
function resolve(schema: JsonSchema | undefined, docu: OpenApiDoc): JsonSchema | undefined {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    return docu.components?.schemas?.[schema.$ref.split('/').pop()!];
  }
  return schema;
}

function allOptional(schema: JsonSchema | undefined, docu: OpenApiDoc): boolean {
  const s = resolve(schema, docu);
  return !!s && typeof s === 'object' && s.type === 'object' && !((s.required as unknown[] | undefined)?.length);
}

function camelParam(name: string): string {
  const c = name.replace(/[^A-Za-z0-9]+(.)/g, (_m, ch: string) => ch.toUpperCase());
  return /^[A-Za-z_$]/.test(c) ? c : `_${c}`;
}

function pathTemplate(path: string, params: Parameter[]): string {
  let out = path.replace(/`/g, '\\`');
  for (const p of params) out = out.replace(`{${p.name}}`, `\${encodeURIComponent(${camelParam(p.name)})}`);
  return out.includes('${') ? `\`${out}\`` : `'${path}'`;
}

function successOf(op: Operation): { status: string; content: Record<string, Media> } {
  const status = Object.keys(op.responses).sort().find((s) => s.startsWith('2'));
  if (!status) return { status: '200', content: {} };
  return { status, content: op.responses[status]!.content ?? {} };
}

function method(path: string, verb: (typeof METHODS)[number], op: Operation, docu: OpenApiDoc): string {
  const name = op.operationId;
  if (!name || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) throw new Error(`${verb.toUpperCase()} ${path}: missing or unusable operationId`);
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  // Path parameters in the order they appear in the path.
  pathParams.sort((a, b) => path.indexOf(`{${a.name}}`) - path.indexOf(`{${b.name}}`));
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const args: string[] = pathParams.map((p) => `${camelParam(p.name)}: string`);
  const spec: string[] = [`method: '${verb.toUpperCase()}'`, `path: ${pathTemplate(path, pathParams)}`];

  const body = op.requestBody?.content ?? {};
  if (body['application/json']) {
    const schema = body['application/json'].schema;
    const type = toTs(schema, '    ');
    args.push(allOptional(schema, docu) ? `body: ${type} = {}` : `body: ${type}`);
    spec.push('json: body');
  } else if (body['multipart/form-data']) {
    args.push(`form: ${toTs(body['multipart/form-data'].schema, '    ')}`);
    spec.push('form: form as unknown as Record<string, unknown>');
  }
  if (queryParams.length) {
    const fields = queryParams.map((p) => `${propKey(p.name)}${p.required ? '' : '?'}: ${toTs(p.schema, '    ')}`);
    const anyRequired = queryParams.some((p) => p.required);
    args.push(`query: { ${fields.join('; ')} }${anyRequired ? '' : ' = {}'}`);
    spec.push('query');
  }
  args.push('options?: RequestOptions');

  const ok = successOf(op);
  const types = Object.keys(ok.content);
  const json = ok.content['application/json'];
  let result: string;
  let expect: string;
  if (types.length === 0) {
    result = 'void';
    expect = 'none';
  } else if (json && types.length === 1) {
    result = toTs(json.schema, '  ');
    expect = 'json';
  } else if (json) {
    // e.g. POST /tts: WAV by default, JSON with output=url. The caller checks `instanceof Response`.
    result = `${toTs(json.schema, '  ')} | Response`;
    expect = 'json-or-raw';
  } else {
    result = 'Response';
    expect = 'raw';
  }
  spec.push(`expect: '${expect}'`);

  const errors = Object.keys(op.responses).filter((s) => !s.startsWith('2')).sort();
  const lines = [
    op.summary ?? name,
    ...(op.description ? ['', op.description] : []),
    '',
    `\`${verb.toUpperCase()} ${path}\`${op['x-access'] ? ` · access: ${op['x-access']}` : ''} · ${ok.status}${errors.length ? ` · errors: ${errors.join(', ')}` : ''}`,
    ...(expect === 'raw' ? ['', 'Returns the unread fetch Response (a stream or a file).'] : []),
  ];
  return `${doc(lines.join('\n'), '  ')}  ${name}(${args.join(', ')}): Promise<${result}> {\n`
    + `    return this.transport.request({ ${spec.join(', ')} }, options);\n  }\n`;
}

/** The whole generated module as text. */
export function generateClientSource(docu: OpenApiDoc): string {
  const schemas = docu.components?.schemas ?? {};
  const names = Object.keys(schemas).sort();
  const seen = new Map<string, string>();
  for (const id of names) {
    const n = safeTypeName(id);
    if (seen.has(n)) throw new Error(`Schemas ${seen.get(n)} and ${id} map to the same type name ${n}`);
    seen.set(n, id);
  }
  const types = names.map((id) => declaration(safeTypeName(id), schemas[id]!)).join('\n');
  const methods: string[] = [];
  const ids = new Set<string>();
  for (const path of Object.keys(docu.paths).sort()) {
    const item = docu.paths[path]!;
    for (const verb of METHODS) {
      const op = item[verb];
      if (!op) continue;
      if (op.operationId && ids.has(op.operationId)) throw new Error(`Duplicate operationId ${op.operationId}`);
      if (op.operationId) ids.add(op.operationId);
      methods.push(method(path, verb, op, docu));
    }
  }
  // Refs that point nowhere would compile to unknown names: fail here instead.
  const missing = [...JSON.stringify(docu.paths).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!).filter((id) => !(id in schemas));
  if (missing.length) throw new Error(`Unresolved schema refs: ${[...new Set(missing)].join(', ')}`);
  return [
    '// GENERATED by `npm run client:gen` (scripts/gen-client.ts) from GET /api/openapi.json —',
    `// ${docu.info.title} ${docu.info.version}, OpenAPI ${docu.openapi}. Do not edit by hand: client/client.test.ts`,
    '// fails when this file and the server\'s document disagree.',
    "import type { RequestOptions, Transport } from './transport.ts';",
    '',
    `export const API_VERSION = ${literal(docu.info.version)};`,
    '',
    types,
    '/** Every operation of the API, one method each, named by its operationId. */',
    'export class GeneratedApi {',
    '  protected readonly transport: Transport;',
    '',
    '  constructor(transport: Transport) {',
    '    this.transport = transport;',
    '  }',
    '',
    methods.join('\n') + '}',
    '',
  ].join('\n');
}
